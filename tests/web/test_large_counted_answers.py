"""A capped answer is counted without being read back past what pyoxigraph's parsers take:
one line of over 16 MiB (a GROUP_CONCAT over a whole corpus) was a MemoryError in the query
runner, which died, and every such query answered 503 "Store unavailable"."""

from __future__ import annotations

import pytest
import requests

from kg.store.answer import KEPT_BYTES

# One solution of a single value of 32 MiB: "xxxxxxxx" doubled 22 times. No LIMIT: the
# endpoint caps it, and counts its rows to say whether the cap cut it.
DOUBLINGS = 22
HUGE_VALUE = "SELECT ?big WHERE { BIND(\"xxxxxxxx\" AS ?a0) " + " ".join(
    f"BIND(CONCAT(?a{i}, ?a{i}) AS ?a{i + 1})" for i in range(DOUBLINGS)) + \
    f" BIND(?a{DOUBLINGS} AS ?big) }}"
SIZE = 8 * 2 ** DOUBLINGS

# The query runners are the embedded store's (a remote store answers with its own limits).
pytestmark = pytest.mark.parametrize("backend", ["embedded"], scope="session")


@pytest.mark.parametrize("accept", ["text/tab-separated-values",
                                    "application/sparql-results+json"])
def test_a_capped_answer_with_a_value_over_16_mib_is_answered(patient_server,
                                                               accept: str) -> None:
    assert SIZE > 2 * KEPT_BYTES and SIZE > 16 * 1024 * 1024
    response = requests.post(f"{patient_server.url}/sparql", data={"query": HUGE_VALUE},
                             headers={"Accept": accept}, timeout=300)
    assert response.status_code == 200, response.text[:300]
    assert len(response.content) > SIZE
    assert "X-KG-Row-Cap" not in response.headers  # one row: the cap did not cut it
    after = requests.get(f"{patient_server.url}/sparql", params={"query": "ASK { ?s ?p ?o }"},
                         headers={"Accept": "application/sparql-results+json"}, timeout=60)
    assert after.status_code == 200 and after.json()["boolean"] is True


def test_a_page_of_such_an_answer_says_it_is_too_large(patient_server) -> None:
    response = requests.post(f"{patient_server.url}/sparql", data={"query": HUGE_VALUE},
                             headers={"Accept": "text/html"}, timeout=300)
    assert response.status_code == 200, response.text[:300]
    assert "larger than a page can show" in response.text
    assert len(response.content) < 1024 * 1024
