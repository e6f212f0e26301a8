"""A real browser: headless Chromium (Debian's package) driven by Playwright, no download."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser():
    playwright_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail("chromium is not installed: scripts/system-deps installs it")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def test_a_person_browses_the_site(browser, live_server, tmp_path: Path) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.goto(f"{live_server.url}/")
    assert page.title().startswith("diplokg")
    page.screenshot(path=str(tmp_path / "home.png"), full_page=True)

    page.click("a:text-is('Carlos Zamora')")  # an example entity on the home page
    page.wait_for_load_state()
    assert page.url.endswith("/doc/person/carlos-zamora.html")
    assert page.locator("h1").inner_text() == "Carlos Zamora"
    assert page.locator("mark").count() >= 1
    page.screenshot(path=str(tmp_path / "entity.png"), full_page=True)

    page.click("text=Carlos Zamora is a spy trained by the KGB (alleged by former Cuban "
               "intelligence officers)")
    page.wait_for_load_state()
    assert "/doc/claim/zamora-kgb-spy-allegation.html" in page.url
    assert page.locator("th", has_text="claimant").count() == 1

    page.goto(f"{live_server.url}/id/article/zamora-leaves-peru")
    assert page.locator("section.article-text a.entity").count() > 20
    page.screenshot(path=str(tmp_path / "article.png"), full_page=True)

    page.goto(f"{live_server.url}/sparql")
    page.screenshot(path=str(tmp_path / "query.png"), full_page=True)
    page.click("text=Who held which post, and is it current or former?")
    page.wait_for_load_state()
    assert page.locator("table.results tbody tr").count() == 8
    page.fill("#query", "SELECT ?name WHERE { ?p <https://schema.org/name> ?name } "
                        "ORDER BY ?name LIMIT 3")
    page.click("button[type=submit]")
    page.wait_for_load_state()
    assert page.locator("table.results tbody tr").count() == 3
    page.screenshot(path=str(tmp_path / "results.png"), full_page=True)
    assert not errors, errors
    for name in ("home", "entity", "article", "query", "results"):
        assert (tmp_path / f"{name}.png").stat().st_size > 5000
