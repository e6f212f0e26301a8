"""`kg draft`'s ids of a state's body named as any state's body is ("Foreign Ministry"): the
id holds the state, and a later draft of the same state's body takes the same id."""

from __future__ import annotations

from pathlib import Path

from kg.draft.batch import Batch
from kg.source import parse_article


def _ministries(data: Path, slug: str) -> dict[str, str | None]:
    """id -> of_state of the ministries a draft holds."""
    article = parse_article(data / slug / "mapping.yaml")
    return {e.id: e.of_state for e in article.entities if e.type == "Ministry"}


def _draft(batch: Batch, folder: Path, slug: str, text: str) -> None:
    source = folder / f"{slug}.txt"
    source.write_text(text, encoding="utf-8")
    assert batch.draft(source, slug) is not None, batch.failures


def test_a_states_foreign_ministry_has_its_state_in_its_id_across_drafts(tmp_path) -> None:
    data = tmp_path / "data"
    batch = Batch(data)
    _draft(batch, tmp_path, "first",
           "LIMA, 4 March 2031 - Peru's foreign ministry protested on Monday against the "
           "arrest of two fishermen. Ecuador's foreign ministry rejected the protest a day "
           "later.\n")
    assert _ministries(data, "first") == {"foreign-ministry-of-peru": "peru",
                                          "foreign-ministry-of-ecuador": "ecuador"}
    _draft(batch, tmp_path, "second",
           "LIMA, 9 March 2031 - Peru's foreign ministry asked for a meeting on Tuesday.\n")
    # the same state's ministry: the earlier draft's id, not a second one
    assert _ministries(data, "second") == {"foreign-ministry-of-peru": "peru"}


def test_a_reviewed_states_ministry_lends_its_id_to_no_other_states(tmp_path) -> None:
    data = tmp_path / "data"
    batch = Batch(data)
    _draft(batch, tmp_path, "first",
           "LIMA, 4 March 2031 - Peru's foreign ministry protested on Monday.\n")
    mapping = data / "first" / "mapping.yaml"
    mapping.write_text(mapping.read_text(encoding="utf-8").replace("review: draft",
                                                                   "review: done"),
                       encoding="utf-8")
    _draft(batch, tmp_path, "second",
           "QUITO, 9 March 2031 - Ecuador's foreign ministry answered on Tuesday.\n")
    assert _ministries(data, "second") == {"foreign-ministry-of-ecuador": "ecuador"}


def test_a_ministry_whose_state_the_text_never_gives_keeps_its_bare_id(tmp_path) -> None:
    data = tmp_path / "data"
    _draft(Batch(data), tmp_path, "only",
           "The Defence Ministry denied the report on Monday.\n")
    assert set(_ministries(data, "only")) <= {"defence-ministry"}
