"""The documentation holds to the code: the generated reference parts are current, every
setting and command is documented, every link between pages resolves, the README stays a
short page for a new user, and the project speaks of itself, not of its work history."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kg import docs_reference
from support import run_kg

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def test_generated_reference_parts_match_the_code():
    for page, text in docs_reference.generated_pages().items():
        assert page.read_text(encoding="utf-8") == text, (
            f"{page.relative_to(ROOT)} differs from the code: run `python -m kg.docs_reference`")


def test_every_setting_is_in_the_configuration_page():
    from kg.config import Settings
    page = (DOCS / "configuration.md").read_text(encoding="utf-8")
    missing = [n for n in Settings.names() if f"`KG_{n.upper()}`" not in page]
    assert not missing


def test_every_command_and_option_is_in_the_commands_page():
    from kg.cli import main
    page = (DOCS / "commands.md").read_text(encoding="utf-8")
    missing = []
    for name, command in main.commands.items():
        if f"### `kg {name}`" not in page:
            missing.append(name)
        for param in command.params:
            for opt in getattr(param, "opts", []):
                if opt.startswith("--") and f"`{opt}" not in page:
                    missing.append(f"{name} {opt}")
    assert not missing


def test_readme_is_a_short_page_for_a_user():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200
    assert "make serve" in "\n".join(lines) and "make test" in "\n".join(lines)


def _pages() -> list[Path]:
    return [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted(DOCS.glob("*.md"))]


@pytest.mark.parametrize("page", _pages(), ids=lambda p: p.name)
def test_links_between_pages_resolve(page):
    text = page.read_text(encoding="utf-8")
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"^[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if not resolved.exists():
            broken.append(target)
        elif anchor and resolved.suffix == ".md":
            if anchor not in _anchors(resolved.read_text(encoding="utf-8")):
                broken.append(target)
    assert not broken, f"{page.name}: {broken}"


def _anchors(markdown: str) -> set[str]:
    """GitHub's anchors of a page's headings, and explicit `<a id>` / `{#id}` anchors."""
    anchors = set(re.findall(r'<a id="([^"]+)"', markdown))
    anchors |= set(re.findall(r"\{#([\w-]+)\}", markdown))
    for heading in re.findall(r"^#+ (.+)$", markdown, flags=re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        anchors.add(slug)
    return anchors


def test_the_readme_tour_query_finds_claims(built) -> None:
    """The tour's query is the first a new user runs: it must answer rows on the seed
    article (a property the graph does not use would find nothing)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    query = re.search(r"kg query '([^']+)'", readme).group(1)
    done = run_kg("query", query, "--format", "csv", "--out", str(built.path.parent.parent))
    assert done.returncode == 0, done.stderr
    import csv
    import io
    rows = list(csv.reader(io.StringIO(done.stdout)))[1:]
    assert len(rows) == 5 and all("/id/claim/" in row[0] and row[1] for row in rows)


def test_every_route_of_the_site_is_documented(tmp_path) -> None:
    """Each rule of the app's URL map stands in docs/linked-data.md's table of routes (its
    converters written as the table writes them: `<path>` for `<path:rest>`)."""
    from kg.config import Settings
    from kg.web import create_app

    app = create_app(Settings(out_dir=tmp_path / "out", data_dir=tmp_path / "data"))
    page = (DOCS / "linked-data.md").read_text(encoding="utf-8")
    table = page[page.index("## Every route of the site"):]
    routes = {str(rule.rule) for rule in app.url_map.iter_rules()}
    missing = []
    for route in sorted(routes):
        shown = re.sub(r"<path:(rest)>", "<path>", route).rstrip("/") or "/"
        if f"`{shown}`" not in table and f"`{route}`" not in table:
            missing.append(route)
    assert not missing
