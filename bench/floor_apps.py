"""Two WSGI applications that answer every request with the same small SPARQL JSON answer,
without reading the query: the floor under any answer cache (bench/http_floor.py).

``raw``: a bare WSGI callable. ``flask_app``: the same answer from a Flask view, with the
headers kg's endpoint sends (an ETag, Vary, Cache-Control, CORS).
"""

from __future__ import annotations

from flask import Flask, Response

BODY = (b'{"head":{"vars":["p","o"]},"results":{"bindings":[{"p":{"type":"uri","value":'
        b'"http://www.w3.org/2000/01/rdf-schema#label"},"o":{"type":"literal","value":'
        b'"an entity"}}]}}')
CONTENT_TYPE = "application/sparql-results+json"
HEADERS = [("Content-Type", CONTENT_TYPE), ("Content-Length", str(len(BODY))),
           ("ETag", '"0123456789abcdef0123456789abcdef"'), ("Vary", "Accept"),
           ("Cache-Control", "public, max-age=60"), ("Access-Control-Allow-Origin", "*")]


def raw(environ, start_response):
    start_response("200 OK", list(HEADERS))
    return [BODY]


flask_app = Flask(__name__)


@flask_app.route("/sparql", methods=["GET", "POST"])
def endpoint() -> Response:
    response = Response(BODY, content_type=CONTENT_TYPE)
    response.set_etag("0123456789abcdef0123456789abcdef")
    response.headers["Vary"] = "Accept"
    response.headers["Cache-Control"] = "public, max-age=60"
    response.headers["Access-Control-Allow-Origin"] = "*"
    return response
