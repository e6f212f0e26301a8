"""A plain text's own date in the many forms news sites print it on a header line
(kg.draft.extract.header_date): labels, separators, short weekdays, brackets, a reading
time after it, a translator's line, and a day in figures only when it is one day. Each
header is written for this test."""

from __future__ import annotations

import pytest

from kg.draft.extract import header_date

BODY = ("\n\nThe foreign ministry of Namibia called in Angola's chargé d'affaires on "
        "Wednesday over the arrest of three herders near the river.\n")

READ = {
    "a_label_filed": ("Filed 21 May 2025, 08:15 WAT", "2025-05-21"),
    "a_label_date": ("Date: 21 May 2025", "2025-05-21"),
    "in_brackets": ("[21 May 2025]", "2025-05-21"),
    "a_middle_dot_between_parts": ("Brief · Windhoek · 21 May 2025", "2025-05-21"),
    "a_short_weekday_and_a_time": ("Wed 21 May 2025 08.15 BST", "2025-05-21"),
    "a_reading_time_after_it": ("21 May 2025 | 3 min read", "2025-05-21"),
    "a_place_after_it": ("21 May 2025 / Windhoek", "2025-05-21"),
    "byline_paper_and_day_with_a_time": ("By Selma Nangolo / The Oshana Courier / "
                                         "21 May 2025 · 08:15", "2025-05-21"),
    "published_then_updated": ("Published 21 May 2025, updated 22 May 2025", "2025-05-21"),
    "a_translators_line": ("Translated from the German. Originally published on 21 May "
                           "2025.", "2025-05-21"),
    "first_published_in_a_paper": ("Translated by Ana Lobo. First published in Jornal do "
                                   "Planalto, 21 May 2025.", "2025-05-21"),
    "figures_with_dots": ("Windhoek | 21.05.2025", "2025-05-21"),
    "figures_with_dots_short": ("21.5.2025", "2025-05-21"),
    "figures_with_slashes_day_first": ("Posted: 21/05/2025", "2025-05-21"),
    "figures_with_slashes_month_first": ("05/21/2025", "2025-05-21"),
    "the_published_day_after_the_updated_one": ("Updated 23 May 2025 | Published 21 May 2025",
                                                "2025-05-21"),
}

NOT_READ = {
    # (a page changed on a later day says nothing of the day it was published)
    "only_a_modified_day": "Last modified on Thu 22 May 2025 10.40 BST",
    # (4 May or 5 April: the text does not say which)
    "figures_that_may_be_either_day": "04/05/2025",
    "a_birth_date": "Born: 21.05.1961",
    "a_sentence_that_runs_on": "Signed in Windhoek, 21 May 2025, the accord closed the case.",
    "an_impossible_day": "31.02.2025",
    "a_caption": "Minister Selma Haufiku greets the envoy. Windhoek, 21 May 2025",
    "a_related_story": "Read more · Namibia recalls envoy · 21 May 2025",
    "a_deadline": "Deadline / 21/05/2025",
    "valid_until": "Valid until · 30.06.2025",
    "a_name_and_a_birth_date_in_figures": "Selma Haufiku · 21.05.1961",
    "a_release_of_a_detainee": "Rui Kapapelo – Released 21 May 2025",
}


@pytest.mark.parametrize(("header", "day"), READ.values(), ids=READ)
def test_a_header_lines_date_is_the_articles(header: str, day: str) -> None:
    found = header_date(f"Namibia summons Angolan envoy\n{header}{BODY}")
    assert found is not None and found.value == day
    assert header[:20] in found.origin


@pytest.mark.parametrize("header", NOT_READ.values(), ids=NOT_READ)
def test_a_line_that_is_no_publication_date_gives_none(header: str) -> None:
    assert header_date(f"Namibia summons Angolan envoy\n{header}{BODY}") is None
