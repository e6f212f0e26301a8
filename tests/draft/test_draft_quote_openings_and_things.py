"""Who says a quotation, read from how a sentence opens and from what its verb is about:
an opening phrase that counts the time since ("Two weeks later, the agency acted") leaves
the body after it the sentence's subject, for the "it said" that follows; words quoted in
a relative clause about a thing the subject protests over are not the subject's."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, quotation_holding, spoken_by

# behaviour -> (text, words of a quotation, the name of its one speaker or None)
CASES = {
    "a_body_after_an_opening_phrase_of_time_is_what_it_then_refers_to": (
        "Ferry row in the Baltic\n\n"
        "TALLINN – A ferry operator was fined on Monday after a collision near Helsinki.\n\n"
        "Kari Lindqvist, a lawyer for the operator, said the crew had followed every rule. "
        "Two weeks later, the Finnish Transport Agency opened an inquiry. It found that the "
        "crew had \"ignored three warnings from the coast\".\n",
        "ignored three warnings", "Finnish Transport Agency"),
    "a_body_after_an_opening_phrase_of_days_with_a_number": (
        "Quarry dispute\n\n"
        "Residents near Tartu complained about dust for months, their lawyer Mart Kask said. "
        "Ten days after the hearing, the Estonian Ministry of Climate stepped in. In a short "
        "notice posted online, it said the quarry had \"breached its permit twice\".\n",
        "breached its permit", "Estonian Ministry of Climate"),
    "words_in_a_clause_about_a_report_protested_over_are_not_the_protester's": (
        "Coastguard row\n\n"
        "RIGA – Estonia protested to Latvia on Friday over a report that calls its "
        "coastguard \"slow and badly led\".\n",
        "slow and badly led", None),
    "words_in_a_clause_about_a_textbook_complained_about_are_not_the_complainer's": (
        "Textbook quarrel\n\n"
        "Chile's government complained on Tuesday about a school textbook that describes the "
        "old frontier treaty as \"imposed by force\".\n",
        "imposed by force", None),
    "a_statement_the_subject_issued_still_speaks_for_it": (
        "Dam decision\n\n"
        "The Lao foreign ministry issued a statement that called the decision \"hasty and "
        "unwise\".\n",
        "hasty and unwise", "Foreign Ministry"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_quotation_speaker(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    article = drafted(tmp_path, text)
    if speaker is None:
        assert not quotation_holding(article, words).speaker
    else:
        assert spoken_by(article, words) == [speaker]
