"""Reported speech that names no one it is about, accuses no one and that no one denies
is a report, not a claim (kg.draft.claims_of_no_one). Every sentence here is invented."""

from __future__ import annotations

from pathlib import Path

from drafting import drafted


def _claim_texts(tmp_path: Path, text: str) -> list[str]:
    return [c.text for c in drafted(tmp_path, text).claims]


def test_a_step_of_procedure_in_quoted_words_is_no_claim(tmp_path: Path) -> None:
    texts = _claim_texts(tmp_path, "LIMA – Peru's trade minister, Rosa Quispe, said the "
                         "committee had \"moved the vote to late autumn\".\n")
    assert not any(t.startswith("the committee") for t in texts)


def test_a_judgement_in_quoted_words_stays_a_claim(tmp_path: Path) -> None:
    # (the speaker's own verdict on what it names: still theirs to answer for)
    texts = _claim_texts(tmp_path, "NAIROBI – Kenya's water minister, Grace Wanjiku, said "
                         "the new tariff was \"a bad bargain for every farmer upstream\".\n")
    assert any(t.startswith("the new tariff was") for t in texts)


def test_a_figure_reported_in_quoted_words_is_no_claim(tmp_path: Path) -> None:
    texts = _claim_texts(tmp_path, "OSLO – The harbour master, Per Lunde, said the ferry "
                         "traffic had \"doubled over the past two summers\".\n")
    assert not any(t.startswith("the ferry traffic") for t in texts)


def test_people_named_by_a_pronoun_stay_a_claim(tmp_path: Path) -> None:
    texts = _claim_texts(tmp_path, "HARARE – The information minister, Tendai Moyo, said "
                         "they had \"spent three weeks in the border villages\".\n")
    assert any(t.startswith("they had") for t in texts)


def test_unnamed_people_accused_in_quoted_words_stay_a_claim(tmp_path: Path) -> None:
    # whose guards they are is for the reviewer; the words still accuse them
    texts = _claim_texts(tmp_path, "MINSK – The Belarusian foreign ministry said the "
                         "border guards had \"beaten two travellers\".\n")
    assert any(t.startswith("the border guards") for t in texts)


def test_a_named_party_in_quoted_words_stays_a_claim(tmp_path: Path) -> None:
    texts = _claim_texts(tmp_path, "BERN – The Swiss foreign ministry said Italy had "
                         "\"ignored every request\" for the files.\n")
    assert any(t.startswith("Italy had") for t in texts)
