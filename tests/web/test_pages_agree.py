"""Pages met on the way from a draft to a published article: places and posts are found by
search and browse, "Referenced by" has one row per referring resource, claim texts are
quoted once, a denial shows what it denies, and the counts agree from page to page.

On a build of data/ and the made-up article tests/web/articles/talks-denied (an allegation
and the denial that answers it), served over real HTTP on 127.0.0.1."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
import requests

from support import serving_data_with

ARTICLE = Path(__file__).parent / "articles" / "talks-denied"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    with serving_data_with(tmp_path_factory, ARTICLE,
                           query_timeout=60.0) as (served, _built):
        yield served


def page(server, path: str, **params) -> str:
    response = requests.get(server.url + path, params=params,
                            headers={"Accept": "text/html"}, timeout=60)
    assert response.status_code == 200, (path, response.text[:500])
    return response.text


def text_of(body: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


@pytest.mark.parametrize("query, kind, label", [
    ("lima", "places", "Lima"), ("strelsau", "places", "Strelsau"),
    ("ambassador of cuba", "posts", "Ambassador of Cuba to Peru")])
def test_places_and_posts_are_found_by_search_and_browse(server, query, kind, label) -> None:
    found = requests.get(f"{server.url}/search.json", params={"q": query}, timeout=30).json()
    assert label in [hit["label"] for hit in found["results"]], found
    assert f">{label}</a>" in page(server, "/search", q=query)
    assert f">{label}</a>" in page(server, f"/browse/{kind}")


def test_referenced_by_has_one_row_per_resource_with_its_roles(server) -> None:
    body = page(server, "/doc/person/carlos-zamora.html")
    section = body[body.index("<h2>Referenced by</h2>"):]
    section = section[:section.index("</section>")]
    rows = re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td></tr>", section, re.S)
    subjects = [re.sub(r"<[^>]+>", "", subject) for subject, _ in rows]
    assert len(subjects) == len(set(subjects)), subjects
    roles = {re.sub(r"<[^>]+>", "", s): re.sub(r"<[^>]+>", "", r) for s, r in rows}
    assert roles["Carlos Zamora ends his mission and leaves Peru permanently"] == \
        "agent, participant"


def test_claim_texts_are_quoted_once(server) -> None:
    body = page(server, "/claims")
    quoted = re.findall(r'<q lang="en">(.*?)</q>', body, re.S)
    assert quoted
    for words in quoted:
        words = html.unescape(words)
        assert not (words[:1] in "“\"" and words.rstrip(".,")[-1:] in "”\""), words
    assert "to date it is not known exactly what they did" in body


def test_a_denial_shows_and_links_what_it_denies(server) -> None:
    denied = "/id/claim/marten-met-smugglers"
    denial = page(server, "/doc/claim/marten-denies-meeting-smugglers.html")
    assert re.search(rf'<p class="denial">Denies <a href="[^"]*{denied}"', denial)
    allegation = page(server, "/doc/claim/marten-met-smugglers.html")
    assert re.search(r'<p class="denial">Denied by <a href="[^"]*/id/claim/'
                     r'marten-denies-meeting-smugglers"', allegation)
    explorer = page(server, "/claims")
    assert re.search(rf'<span class="note">denies:</span> <a href="[^"]*{denied}">', explorer)


def _home_counts(server) -> dict[str, int]:
    return {name: int(n) for name, n in
            re.findall(r"<tr><th>([^<]+)</th><td>(\d+)</td>", page(server, "/"))}


def test_the_counts_agree_from_page_to_page(server) -> None:
    home = _home_counts(server)
    browse = text_of(page(server, "/browse"))
    for label, title in (("person", "People"), ("organisation", "Organisations"),
                         ("state", "States"), ("place", "Places"), ("post", "Posts"),
                         ("event", "Events"), ("claim", "Claims"),
                         ("quotation", "Quotations"), ("news article", "Articles")):
        assert f" {title} {home[label]} " in browse, (label, home[label], browse)
    kinds = {"place": "places", "post": "posts", "claim": "claims", "person": "people"}
    for label, kind in kinds.items():
        assert f"{home[label]} in all" in text_of(page(server, f"/browse/{kind}")), label
    claims = text_of(page(server, "/claims"))
    assert re.search(rf"\b{home['claim']} claims in \d+ rows", claims), claims[:600]
    assert home["claim"] >= home["allegation"] + home["denial"]
