"""`kg draft` dates a post held by the one day its evidence writes with its year: the
holding's start when a word of beginning is in those words ("on 3 March 2012 she presented
her credentials as ambassador"), else a day it was held on ("her first posting, on 4 May
1998, was as a third secretary"); none from two years, from a month or a year alone (a
holding's dates are days), or for a holding whose words give no date."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.draft import draft_text, read_source


def _holding_dates(tmp_path: Path, text: str) -> dict[str, dict[str, object]]:
    """post id -> the date fields of its holding drafted from ``text``."""
    path = tmp_path / "article.txt"
    path.write_text(text, encoding="utf-8")
    draft = draft_text(read_source(path), "an-article")
    return {item.fields["post"]: {k: v for k, v in item.fields.items()
                                    if k in ("start_date", "end_date", "held_on")}
            for item in draft.section("holdings")}


_CAREER = ("Akosua Mensah-Boateng, 54, is Ghana's new envoy in Berlin. She joined the "
           "foreign service in 1996.\n\n")


@pytest.mark.parametrize(("text", "post", "dates"), [
    (_CAREER + "On 3 March 2012 she presented her credentials in Brasília as Ghana's "
     "ambassador to Brazil.", "ambassador-of-ghana-to-brazil", {"start_date": "2012-03-03"}),
    (_CAREER + "Her first posting, on 4 May 1998, was as a third secretary at the Ghanaian "
     "embassy in Abidjan.", "third-secretary-of-embassy-of-ghana-in-abidjan",
     {"held_on": ["1998-05-04"]}),
    (_CAREER + "In March 2012 she presented her credentials in Brasília as Ghana's "
     "ambassador to Brazil.", "ambassador-of-ghana-to-brazil", {}),
    (_CAREER + "Akosua Mensah-Boateng is Ghana's new envoy.", "envoy-of-ghana", {}),
])
def test_a_holding_is_dated_by_the_date_its_words_write(
        tmp_path: Path, text: str, post: str, dates: dict) -> None:
    assert _holding_dates(tmp_path, text)[post] == dates


def test_a_holding_whose_words_give_two_dates_gets_none(tmp_path: Path) -> None:
    text = (_CAREER + "She served from 2006 to 2010, and again in 2014, as a first "
            "secretary at the Ghanaian embassy in Abidjan.")
    assert all(not fields for fields in _holding_dates(tmp_path, text).values())
