"""A saved page's visible byline and dateline stay in the text the draft reads
(kg.draft.page_bylines), so that the author and the day have words of the article to point
to; a related story's byline further down the page does not. A text's byline after a
standfirst is still its header (kg.draft.dates.header_dates). Each test's page is written
for it."""

from __future__ import annotations

from pathlib import Path

from kg.draft import draft_text, read_source
from kg.draft.dates import header_dates

_BODY = ("Ghana recalled its ambassador from Lomé on Monday after a dispute over a border "
         "market, the Ghanaian foreign office told reporters.")


def _page(tmp_path: Path, byline: str) -> Path:
    page = tmp_path / "page.html"
    page.write_text(
        "<html><head><title>Ghana recalls envoy from Togo</title>"
        "<meta name=\"author\" content=\"Ama Boateng\">"
        "<meta property=\"article:published_time\" content=\"2025-05-04T08:00:00Z\">"
        "</head><body><nav><a href=\"/\">Home</a></nav><article>"
        f"<h1>Ghana recalls envoy from Togo</h1>{byline}<p>{_BODY}</p><p>{_BODY}</p>"
        "</article><div class=\"related\"><h2>More</h2><div class=\"story-meta\">"
        "By Kofi Mensah · 2 May 2025</div><a href=\"/x\">Togo reopens a market</a></div>"
        "<footer>© The Accra Ledger</footer></body></html>", encoding="utf-8")
    return page


def test_the_visible_byline_is_in_the_text_and_a_related_one_is_not(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "<div class=\"byline\">By Ama Boateng, Accra · "
                                       "<time datetime=\"2025-05-04\">4 May 2025</time>"
                                       "</div>")).text
    assert "By Ama Boateng, Accra · 4 May 2025" in text
    assert "Kofi Mensah" not in text
    assert header_dates(text, "2025-05-04") == ["4 May 2025"]


def test_the_author_of_a_visible_byline_is_drafted_with_its_words(tmp_path: Path) -> None:
    draft = draft_text(read_source(_page(tmp_path, "<p class=\"byline\">By Ama Boateng</p>")),
                       "ghana-recalls-envoy")
    authors = [item for item in draft.section("entities")
               if item.fields.get("name") == "Ama Boateng"]
    assert authors and all(item.evidence for item in authors)


def test_a_page_without_a_visible_byline_keeps_its_text(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "")).text
    assert "Ama Boateng" not in text and "Kofi Mensah" not in text


def test_a_byline_after_a_standfirst_is_the_header() -> None:
    text = ("FEATURE\n\nHow a border market closed two embassies\n\n"
            "A quarrel over stall fees turned into the worst crisis for the two "
            "neighbours since 2015, and it is not over.\n\n"
            "By Ama Boateng\nThe Accra Ledger, Accra, 4 May 2025\n\n"
            "The market at Aflao opens before dawn, and on most days nobody in either "
            "capital thinks about it at all.\n")
    assert header_dates(text, "2025-05-04") == ["4 May 2025"]


def test_a_teaser_in_a_byline_s_element_is_not_a_byline(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "<div class=\"article-meta\">Updated 4 May 2025 · "
                                       "Ama Boateng's last story: Togo expelled a Ghanaian "
                                       "trader on 1 May</div>")).text
    assert "expelled" not in text


def test_an_author_s_biography_is_not_a_byline(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "<p class=\"author-note\">Ama Boateng is our "
                                       "correspondent in Accra who covered the 2020 "
                                       "election.</p>")).text
    assert "covered" not in text


def test_elements_side_by_side_are_apart_and_a_nested_time_is_one_date(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "<div class=\"byline\">By <a>Ama Boateng</a> "
                                       "<span class=\"place\">Accra</span></div>"
                                       "<time>4 May 2025<time>5 May 2025</time></time>")).text
    assert "By Ama Boateng · Accra" in text
    assert "5 May 2025" not in text and "4 May 2025" in text


def test_a_line_after_the_report_has_begun_is_no_byline() -> None:
    text = ("Togo shuts the Aflao market\n\n"
            "Ghana recalled its ambassador from Lomé on Monday after a quarrel over the "
            "market that neither capital had expected.\n\n"
            "By Friday Togo had answered in kind\n"
            "On 4 May 2025 Togo closed the crossing to all trucks\n\n"
            "Traders on both sides said they had lost a week of sales and feared worse.\n")
    assert header_dates(text, "2025-05-04") == []


def test_another_writer_s_byline_and_a_headline_in_capitals_are_not_bylines(tmp_path: Path) -> None:
    text = read_source(_page(tmp_path, "<div class=\"story-meta\">By Kwame Asante · "
                                       "4 May 2025</div><div class=\"entry-meta\">Togo "
                                       "Shuts Border Market After Clash · 4 May 2025</div>"
                                       "<p class=\"byline\">Posted on May 4, 2025 by AMA "
                                       "BOATENG</p>")).text
    assert "Kwame Asante" not in text and "Shuts" not in text
    assert "Posted on May 4, 2025 by AMA BOATENG" in text
