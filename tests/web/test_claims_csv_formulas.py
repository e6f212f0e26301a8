"""The claims CSV never hands a spreadsheet a formula: a cell that starts with =, +, -, @, a
tab or a carriage return gets a leading apostrophe (the OWASP rule), whatever an article's
mapping put in a label."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
import requests

from kg.build.publish import build
from kg.web.csv_cells import FORMULA_STARTS, neutralised
from support import LiveServer, edit_mapping, project_settings

FORMULA = '=HYPERLINK("http://attacker.example/","see")'


@pytest.mark.parametrize("text, written", [
    ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
    ("\t=1", "'\t=1"), ("\r=1", "'\r=1"), ("Lima", "Lima"), ("", ""), (None, ""),
    ("a=b", "a=b"),
])
def test_a_cell_that_starts_like_a_formula_is_written_as_text(text, written) -> None:
    assert neutralised(text) == written


def test_the_claims_csv_writes_no_formula(tmp_path: Path, article_copy: Path) -> None:
    edit_mapping(article_copy, 'label: {en: "Carlos Zamora is a spy trained by the KGB',
                 f'label: {{en: "{FORMULA.replace(chr(34), chr(92) + chr(34))} the KGB')
    edit_mapping(article_copy, 'label: {en: "former Cuban intelligence officers"',
                 'label: {en: "@former Cuban intelligence officers"')
    result = build(project_settings(tmp_path / "out", data_dir=article_copy))
    server = LiveServer(project_settings(result.path.parent.parent, data_dir=article_copy))
    try:
        response = requests.get(f"{server.url}/claims.csv", timeout=30)
    finally:
        server.close()
    assert response.status_code == 200
    rows = list(csv.reader(io.StringIO(response.text)))
    cells = [cell for row in rows[1:] for cell in row]
    assert not [cell for cell in cells if cell.startswith(FORMULA_STARTS)]
    assert f"'{FORMULA} the KGB" in " ".join(cells)
    assert "'@former Cuban intelligence officers" in cells
