"""A number a request carries is read by one rule (kg.numbers): a number of thousands of
digits is a client's mistake (4xx) or, as a SPARQL LIMIT, capped like any large one; never a
500 from Python's 4,300-digit limit on int()."""

from __future__ import annotations

import pytest
import requests

HUGE = "1" + "0" * 4400
ZAMORA = "person/carlos-zamora"


@pytest.mark.parametrize("path, status", [
    (f"/browse/people?page={HUGE}", 400),
    (f"/claims?page={HUGE}", 400),
    (f"/downloads?page={HUGE}", 400),
    (f"/doc/{ZAMORA}?page={HUGE}", 404),
    (f"/doc/{ZAMORA}.html?page={HUGE}", 400),
    (f"/doc/{ZAMORA}.ttl?page={HUGE}", 404),
    (f"/search.json?q=a&limit={HUGE}", 400),
    (f"/browse/people?page={'0' * 4400}1", 200),
])
def test_a_number_of_thousands_of_digits_is_a_client_mistake(live_server, path: str,
                                                              status: int) -> None:
    response = requests.get(f"{live_server.url}{path}", timeout=30)
    assert response.status_code == status, response.text[:300]


def test_a_sparql_limit_of_thousands_of_digits_is_capped(live_server) -> None:
    query = "SELECT ?s WHERE { ?s ?p ?o } LIMIT 1" + "0" * 4300
    response = requests.post(f"{live_server.url}/sparql", data={"query": query},
                             headers={"Accept": "text/tab-separated-values"}, timeout=30)
    assert response.status_code == 200, response.text[:300]
    assert response.text.startswith("?s")
