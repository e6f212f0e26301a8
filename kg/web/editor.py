"""The query editor: YASGUI, served from the app's own static files, on the dataset's
endpoint, with its prefixes and example queries.

YASGUI is fetched at set-up (scripts/fetch-yasgui: a pinned version from the npm registry,
checked against its checksum) and never committed. Where it is absent, or a browser runs
no JavaScript, the page is a plain form that sends the query to /sparql, as the query page
does. The page allows scripts, styles and connections from this server only.
"""

from __future__ import annotations

import json
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, request

from kg.vocab import PREFIXES
from kg.web.examples import example_queries
from kg.web.site import site

bp = Blueprint("editor", __name__)

BUNDLE = Path("yasgui") / "yasgui.min.js"
# Scripts, styles, fonts and connections from this server only; the editor styles its own
# elements (CodeMirror, the result table) through style attributes, hence 'unsafe-inline'
# for styles and nothing else.
EDITOR_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                 "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; "
                 "form-action 'self'; base-uri 'none'; frame-ancestors 'none'")


def bundled() -> bool:
    """Whether set-up installed YASGUI into the static files."""
    return (Path(current_app.static_folder) / BUNDLE).is_file()


@bp.route("/query", methods=["GET", "HEAD"])
def editor() -> Response:
    kg = site()
    examples = example_queries(kg.minter)
    query = request.args.get("query") or examples[0].query
    page = render_template("editor.html", query=query, examples=examples,
                           bundled=bundled(), prefixes=json.dumps(PREFIXES, sort_keys=True),
                           max_rows=kg.settings.max_rows)
    response = Response(page, content_type="text/html; charset=utf-8")
    response.headers["Content-Security-Policy"] = EDITOR_POLICY
    return response
