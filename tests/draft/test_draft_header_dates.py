"""The words of a text's header that give the article's own date (kg.draft.dates.
header_dates): the header runs to the report's first line, not to the first long line (a
long headline, a header line that runs on). Each test's text is written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import header_dates

# behaviour -> (text, the article's date, the header's words that give it)
HEADER_CASES = {
    "a_long_headline_is_part_of_the_header": (
        "Norway summons Iranian ambassador after two charged over surveillance of dissidents "
        "in Oslo\n\nBy Kari Berg, Diplomatic Correspondent\nTuesday 4 March 2025\n\n"
        "The Norwegian Ministry of Foreign Affairs summoned the Iranian ambassador on "
        "Tuesday after two men were charged with spying on dissidents.\n",
        "2025-03-04", ["Tuesday 4 March 2025"]),
    "a_header_line_that_runs_on_is_part_of_the_header": (
        "LIVE: Norway expels Iranian diplomat\n\nLive updates, Tuesday 4 March 2025. All "
        "times CET. Compiled by Kari Berg and Ola Lund for the foreign desk.\n\n"
        "10:05 CET — The Norwegian Ministry of Foreign Affairs has declared an Iranian "
        "diplomat persona non grata over the surveillance of dissidents.\n",
        "2025-03-04", ["Tuesday 4 March 2025"]),
    "a_date_in_the_reports_first_sentence_is_not_the_headers": (
        "Norway expels Iranian diplomat\n\n"
        "On 4 March 2025 the Norwegian Ministry of Foreign Affairs declared an Iranian "
        "diplomat persona non grata over the surveillance of dissidents.\n",
        "2025-03-04", []),
}


@pytest.mark.parametrize(("text", "published", "words"), HEADER_CASES.values(),
                         ids=HEADER_CASES)
def test_the_headers_words_give_the_articles_date(text: str, published: str,
                                                  words: list[str]) -> None:
    assert header_dates(text, published) == words
