"""An event still to come shows its status on its page, in words and in the page's
schema.org JSON-LD. A small made-up article (tests/web/articles/talks-scheduled: talks
scheduled for 12 May 2025) is added to a copy of data/, built, and served over real HTTP on
127.0.0.1."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import requests

from support import BASE, serving_data_with

ARTICLE = Path(__file__).parent / "articles" / "talks-scheduled"
TALKS = f"{BASE}id/event/ruritania-talks-with-marten"


@pytest.fixture(scope="module")
def scheduled_server(tmp_path_factory: pytest.TempPathFactory):
    with serving_data_with(tmp_path_factory, ARTICLE) as served:
        yield served


def test_an_event_still_to_come_shows_its_status(scheduled_server) -> None:
    server, _built = scheduled_server
    page = requests.get(server.url + TALKS[len(BASE) - 1:], headers={"Accept": "text/html"},
                        timeout=30)
    assert page.status_code == 200, page.text
    assert re.search(r">\s*status\s*<", page.text) and re.search(r">\s*scheduled\s*<", page.text)
    data = [json.loads(block) for block in re.findall(
        r'<script type="application/ld\+json">(.*?)</script>', page.text, re.S)]
    assert any(d.get("eventStatus") == "https://schema.org/EventScheduled" for d in data)
