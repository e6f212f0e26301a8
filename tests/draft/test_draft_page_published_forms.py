"""The day a saved page was published, in the forms pages state it beyond the common meta
elements (kg.draft.extract.published_date): a JSON-LD date in words, an element marked
itemprop="datePublished" holding the day in its words, a "pubdate" in figures without
marks, and, when no element states it, the page's visible date line. A day the page was
changed is not the day it was published. Each page is written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.draft import read_source

_BODY = ("<p>The foreign ministry of Namibia called in Angola's chargé d'affaires on "
         "Wednesday over the arrest of three herders near the river, officials said.</p>"
         "<p>The ministry said the herders had been kept for a week without seeing a "
         "consul and demanded their release before the weekend.</p>")

PAGES = {
    "json_ld_date_in_words": ('<script type="application/ld+json">{"@type": "NewsArticle", '
                              '"datePublished": "21 May 2025"}</script>', "", "2025-05-21"),
    "itemprop_on_a_span": ("", '<span itemprop="datePublished">21 May 2025</span>',
                           "2025-05-21"),
    "pubdate_in_figures_without_marks": ('<meta name="pubdate" content="20250521">', "",
                                         "2025-05-21"),
    "a_visible_date_line_only": ("", '<p class="date">Wednesday 21 May 2025</p>',
                                 "2025-05-21"),
    "a_visible_byline_with_the_day": ("", '<div class="byline">By Selma Nangolo | 21 May '
                                          '2025</div>', "2025-05-21"),
    "only_the_day_it_was_changed": ('<meta property="article:modified_time" '
                                    'content="2025-05-22T08:15:00+02:00">', "", None),
    "a_visible_line_without_a_year": ("", '<p class="date">Wednesday 21 May</p>', None),
    "a_visible_updated_line": ("", '<div class="post-meta">Updated 23 May 2025</div>', None),
    "an_updated_day_in_the_published_value": ('<script type="application/ld+json">{"@type": '
                                              '"NewsArticle", "datePublished": "Updated 23 May '
                                              '2025"}</script>', "", None),
}


@pytest.mark.parametrize(("head", "visible", "day"), PAGES.values(), ids=PAGES)
def test_the_day_the_page_states_it_was_published(tmp_path: Path, head: str, visible: str,
                                                  day: str | None) -> None:
    page = tmp_path / "page.html"
    page.write_text(f"<!doctype html><html><head><title>Namibia summons Angolan envoy</title>"
                    f"{head}</head><body><nav>Home · World</nav><article><h1>Namibia summons "
                    f"Angolan envoy</h1>{visible}{_BODY}</article><footer>The Oshana Courier"
                    f"</footer></body></html>", encoding="utf-8")
    found = read_source(page).metadata.get("published")
    assert (found.value if found else None) == day


def test_a_related_storys_date_in_a_list_before_the_article_is_not_the_pages(
        tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<!doctype html><html><head><title>Namibia summons Angolan envoy</title>"
                    "</head><body><div class=\"trending\"><ul><li><a href=\"/a\">Angola "
                    "recalls its consul</a> <span itemprop=\"datePublished\">2 February "
                    "2024</span></li></ul></div><article><h1>Namibia summons Angolan envoy</h1>"
                    f"{_BODY}</article></body></html>", encoding="utf-8")
    assert read_source(page).metadata.get("published") is None
