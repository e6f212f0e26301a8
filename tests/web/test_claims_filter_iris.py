"""The claims filter takes only IRIs the SPARQL endpoint itself would take: the filter goes
into the page's "equivalent query" and its "run it" link, so a crafted link must not make
the page show someone else's query as the site's own."""

from __future__ import annotations

import pytest
import requests

ZAMORA = "http://127.0.0.1:5000/id/person/carlos-zamora"


@pytest.mark.parametrize("name", ["claimant", "subject"])
@pytest.mark.parametrize("value", [
    "http://x> } } SELECT * WHERE { ?s ?p ?o } #",
    "http://x/a\r\nb",
    "http://x/a\nb",
    "http://x/a b",
    'http://x/"a"',
    "http://x/{a}",
])
def test_a_filter_iri_the_endpoint_would_refuse_is_400(live_server, name: str,
                                                       value: str) -> None:
    for path in ("/claims", "/claims.csv"):
        response = requests.get(f"{live_server.url}{path}", params={name: value}, timeout=30)
        assert response.status_code == 400, (path, response.text[:300])
        assert "SELECT * WHERE" not in response.text


def test_a_filter_iri_of_the_dataset_is_taken(live_server) -> None:
    response = requests.get(f"{live_server.url}/claims", params={"claimant": ZAMORA},
                            timeout=30)
    assert response.status_code == 200


def test_a_graph_name_ending_in_a_line_feed_is_400(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql",
                            params={"query": "ASK {}", "default-graph-uri": "http://x/g\n"},
                            timeout=30)
    assert response.status_code == 400
