"""What the web layer holds for the lifetime of an app: settings, the published build, links."""

from __future__ import annotations

from dataclasses import dataclass, field

from flask import current_app, request

from ..config import Settings
from ..published import Build, Published
from .cache import AnswerCache


@dataclass
class Site:
    settings: Settings
    published: Published
    answers: AnswerCache = field(init=False)

    def __post_init__(self) -> None:
        self.answers = AnswerCache(self.settings.answer_cache_bytes)

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
