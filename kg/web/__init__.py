"""The web layer: create_app builds everything from Settings; importing it does nothing."""

from __future__ import annotations

import logging
import os

from flask import Flask, Response, request

from kg.config import Settings
from kg.published.current import Published
from kg.web.errors import register_error_handlers
from kg.web.front import AnswerFront
from kg.web.guard import install_guards
from kg.web.lane import EndpointLane
from kg.web.site import Site

log = logging.getLogger(__name__)

# Pages use only their own stylesheet; no script, frame or remote resource is needed.
CONTENT_SECURITY_POLICY = ("default-src 'none'; style-src 'self'; img-src 'self' data:; "
                           "form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
# Sent with every page, and with the server's own error pages (kg.serve.server).
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Referrer-Policy": "same-origin",
}
CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "ETag, Content-Location, Link, Vary, X-KG-Row-Cap",
}
PREFLIGHT_HEADERS = {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Accept, Content-Type, If-None-Match",
    "Access-Control-Max-Age": "86400",
}


def create_app(settings: Settings | None = None) -> Flask:
    """Build the app for the build published in ``settings.out_dir``."""
    settings = settings or Settings.load(os.environ)
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.extensions["kg"] = kg = Site(settings, Published(settings))
    app.jinja_env.globals["urls"] = kg.urls  # every path a template writes (kg/urls.py)
    register_error_handlers(app)
    # Inside the guards' proxy fix, so that the front's key holds the Host the client named.
    # The lane answers the endpoint's plain GETs without Flask (kg/web/lane.py), with the
    # headers that _headers below gives every answer of the app.
    lane = EndpointLane(app.wsgi_app, kg, kg.urls.sparql(),
                        tuple(CORS_HEADERS.items()) + (("X-Content-Type-Options", "nosniff"),))
    app.extensions["kg.lane"] = lane
    app.wsgi_app = AnswerFront(lane, kg.published, kg.urls.sparql(),  # type: ignore
                               settings.answer_cache_bytes)
    install_guards(app, settings)

    from kg.web import claims
    from kg.web import downloads
    from kg.web import editor
    from kg.web import finder
    from kg.web import pages
    from kg.web import resources
    from kg.web import review
    from kg.web import sparql

    app.register_blueprint(sparql.bp)
    app.register_blueprint(resources.bp)
    app.register_blueprint(downloads.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(review.bp)
    app.register_blueprint(finder.bp)
    app.register_blueprint(claims.bp)
    app.register_blueprint(editor.bp)

    @app.before_request
    def _preflight() -> Response | None:
        if request.method == "OPTIONS":
            response = Response(status=204)
            response.headers.update(PREFLIGHT_HEADERS)
            return response
        return None

    @app.after_request
    def _headers(response: Response) -> Response:
        response.headers.update(CORS_HEADERS)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        if response.mimetype == "text/html":
            for name, value in SECURITY_HEADERS.items():
                response.headers.setdefault(name, value)
        return response

    return app
