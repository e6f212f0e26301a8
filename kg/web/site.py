"""What the web layer holds for the lifetime of an app: settings, the published build, links."""

from __future__ import annotations

from dataclasses import dataclass

from flask import current_app, request

from ..config import Settings
from ..published import Build, Published


@dataclass
class Site:
    settings: Settings
    published: Published

    @property
    def build(self) -> Build:
        return self.published.build

    def links(self, iri: str) -> str | None:
        """Where a page links for an IRI: our own IRIs resolve on the server that serves the
        page (which may run under another host name than the base), others are left as is."""
        base = self.settings.base_uri
        if iri.startswith(base):
            return request.host_url + iri[len(base):]
        if iri.startswith(("http://", "https://")):
            return iri
        return None


def site() -> Site:
    return current_app.extensions["kg"]
