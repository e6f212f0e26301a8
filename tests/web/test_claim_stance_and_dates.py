"""The claims explorer's stance (asserts, denies) and its date filter, on real dated claims.

The project's own article dates none of its claims and denies nothing, so these tests add a
small made-up article (tests/web/articles/talks-denied: an allegation of 4 March 2025 and
the denial of 6 March that answers it) to a copy of data/, build it and serve it over real
HTTP on 127.0.0.1."""

from __future__ import annotations

import csv
import html
import io
import re
from pathlib import Path

import pytest
import requests

from kg.vocab import DIPLO
from support import BASE, serving_data_with

ARTICLE = Path(__file__).parent / "articles" / "talks-denied"
MARTEN = f"{BASE}id/person/ivo-marten"
ALLEGATION = f"{BASE}id/claim/marten-met-smugglers"
DENIAL = f"{BASE}id/claim/marten-denies-meeting-smugglers"


@pytest.fixture(scope="module")
def dated_server(tmp_path_factory: pytest.TempPathFactory):
    with serving_data_with(tmp_path_factory, ARTICLE,
                           query_timeout=60.0) as served:
        yield served


def _json_rows(server, **filters) -> list[dict]:
    response = requests.get(f"{server.url}/claims.json", params=filters, timeout=20)
    assert response.status_code == 200, response.text
    return response.json()["rows"]


def _claims(server, **filters) -> set[str]:
    return {row["claim"] for row in _json_rows(server, **filters)}


def test_a_denial_is_a_claim_that_denies_the_one_it_answers(dated_server) -> None:
    server, _built = dated_server
    found = requests.post(f"{server.url}/sparql", data={"query": f"""
        PREFIX dip: <{DIPLO}> SELECT ?type ?denied WHERE {{
          <{DENIAL}> a ?type ; dip:denies ?denied . ?denied a dip:Allegation }}"""},
                          headers={"Accept": "application/sparql-results+json"}, timeout=30)
    assert found.status_code == 200, found.text
    rows = {(b["type"]["value"], b["denied"]["value"])
            for b in found.json()["results"]["bindings"]}
    assert (f"{DIPLO}Denial", ALLEGATION) in rows


def test_the_explorer_shows_each_claims_stance(dated_server) -> None:
    server, _built = dated_server
    rows = {row["claim"]: row for row in _json_rows(server, subject=MARTEN)}
    assert rows[DENIAL]["stance"] == "denies" and rows[DENIAL]["claim_kind"] == "denial"
    assert rows[ALLEGATION]["stance"] == "asserts"
    page = requests.get(f"{server.url}/claims", params={"subject": MARTEN}, timeout=20).text
    sections = re.findall(r'<section class="subject">(.*?)</section>', page, re.S)
    assert len(sections) == 1
    # The two claimants side by side, one asserting and one denying.
    assert re.search(r"allegation · asserts · 2025-03-04", sections[0])
    assert re.search(r"denial · denies · 2025-03-06", sections[0])
    assert "what is denied:" in sections[0] and "what is claimed:" in sections[0]
    claimants = re.findall(r'<div class="claimant">\s*<h4><a href="[^"]*">([^<]+)</a>',
                           sections[0])
    assert set(claimants) == {"Ivo Marten", "Ministry of Foreign Affairs of Ruritania"}
    read = list(csv.DictReader(io.StringIO(requests.get(
        f"{server.url}/claims.csv", params={"subject": MARTEN}, timeout=20).text)))
    assert {(r["claim"], r["stance"]) for r in read} == {(ALLEGATION, "asserts"),
                                                         (DENIAL, "denies")}


@pytest.mark.parametrize("filters, expected", [
    ({"from": "2025-03-05"}, {DENIAL}),
    ({"to": "2025-03-05"}, {ALLEGATION}),
    ({"from": "2025-03-04", "to": "2025-03-06"}, {ALLEGATION, DENIAL}),
    ({"from": "2025-03", "to": "2025-03"}, {ALLEGATION, DENIAL}),
    ({"from": "2025", "to": "2025"}, {ALLEGATION, DENIAL}),
    ({"from": "2025-04"}, set()),
    ({"to": "2024-12-31"}, set()),
])
def test_the_date_filter_keeps_the_claims_made_in_its_range(dated_server, filters: dict,
                                                           expected: set) -> None:
    server, _built = dated_server
    assert _claims(server, **filters) == expected
    # The page's SPARQL query gives the same claims from the store.
    page = requests.get(f"{server.url}/claims", params=filters, timeout=20).text
    query = html.unescape(re.search(r'<pre class="sparql">(.*?)</pre>', page, re.S)[1])
    answer = requests.post(f"{server.url}/sparql", data={"query": query},
                           headers={"Accept": "application/sparql-results+json"}, timeout=60)
    assert answer.status_code == 200, answer.text
    assert {b["claim"]["value"] for b in answer.json()["results"]["bindings"]} == expected


def test_undated_claims_are_left_out_of_a_dated_range(dated_server) -> None:
    server, _built = dated_server
    everything = _claims(server)
    dated = _claims(server, **{"from": "1900"})
    assert dated == {ALLEGATION, DENIAL} and len(everything) > len(dated)
