"""A results page costs at most PAGE_CELLS cells, however wide the answer: a SELECT of
5,000 variables shown as HTML was 4 million empty cells (a 140 MB page after 20 s, a worker
at 1.5 GB). The page shows the rows that fit and says where the whole answer is; an answer
wider than a page is a 406 naming the formats that carry it."""

from __future__ import annotations

import requests

import kg.web.sparql as sparql_module
HTML = {"Accept": "text/html"}


def _wide(variables: int) -> str:
    return "SELECT " + " ".join(f"?v{i}" for i in range(variables)) + \
        " WHERE { ?s ?p ?o }"


def test_a_wide_answer_shows_the_rows_that_fit_and_says_so(patient_server) -> None:
    response = requests.post(f"{patient_server.url}/sparql", data={"query": _wide(5000)},
                             headers=HTML, timeout=300)
    assert response.status_code == 200
    assert response.text.count("<td") <= sparql_module.PAGE_CELLS
    assert response.text.count("<tr><td") >= 1
    assert "larger than a page can show" in response.text
    assert "format=tsv" in response.text and "format=csv" in response.text
    assert len(response.content) < 20 * 1024 * 1024


def test_an_answer_wider_than_a_page_is_406(patient_server, monkeypatch) -> None:
    monkeypatch.setattr(sparql_module, "PAGE_CELLS", 100)
    response = requests.post(f"{patient_server.url}/sparql", data={"query": _wide(101)},
                             headers=HTML, timeout=300)
    assert response.status_code == 406
    assert "101 columns" in response.text and "text/tab-separated-values" in response.text


def test_a_narrow_answer_is_shown_whole(patient_server) -> None:
    response = requests.post(f"{patient_server.url}/sparql",
                             data={"query": "SELECT ?s WHERE { ?s ?p ?o } LIMIT 5"},
                             headers=HTML, timeout=300)
    assert response.status_code == 200
    assert response.text.count("<tr><td") == 5
    assert "larger than a page can show" not in response.text
