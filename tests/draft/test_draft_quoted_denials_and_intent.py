"""A quotation that says what was never done is a denial even when it goes on to what
will not be done ("has never recruited anyone and will not do so"); one that opens with what will
be done is none ("We will never accept these accusations")."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_draft_attribution import _drafted

_CLAIM = "OSLO – Norway accused the Russian embassy of recruiting informants in Bergen. "


@pytest.mark.parametrize(("quotation", "denies"), [
    ("“The embassy has never recruited anyone and will not do so,” the Russian ambassador, "
     "Pavel Orlov, said.\n", True),
    ("“Nobody here has paid an informant, and nobody will,” the Russian ambassador, Pavel "
     "Orlov, said.\n", True),
    ("“We will never accept these accusations,” the Russian ambassador, Pavel Orlov, "
     "said.\n", False),
    ("“If anyone was recruited, it was not by us,” the Russian ambassador, Pavel Orlov, "
     "said.\n", False),
])
def test_what_was_never_done_denies_whatever_will_be(tmp_path: Path, quotation: str,
                                                     denies: bool) -> None:
    article = _drafted(tmp_path, _CLAIM + quotation)
    denials = [c for c in article.claims if c.type == "Denial"]
    assert bool(denials) == denies, [c.text for c in article.claims]
    assert all(d.denies for d in denials)
