"""`kg draft` takes the one a passive act was done to from its subject, not the host a
post in that subject is "to" ("Kenya's high commissioner to Uganda was summoned":
Kenya's envoy, not Uganda)."""

from __future__ import annotations

import pytest

from kg.draft.events import passive_subjects
from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


@pytest.mark.parametrize(("text", "verb", "done_to", "host"), [
    ("Kenya's high commissioner to Uganda was summoned on Monday.", "summoned",
     "kenya", "uganda"),
    ("The Peruvian ambassador to Chile was recalled for consultations.", "recalled",
     "peru", "chile"),
])
def test_the_host_of_a_post_in_a_passive_subject_is_not_acted_on(
        text: str, verb: str, done_to: str, host: str) -> None:
    found = find_entities(text, KnownIndex())
    named = [m.entity for m in passive_subjects(found, None, text.index(verb), None)]
    assert done_to in named and host not in named
