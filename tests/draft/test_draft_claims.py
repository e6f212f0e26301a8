"""Claims and denials: who claims what about whom, and which claim a denial denies."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted


def _names(article) -> dict[str, str]:
    return {e.id: e.name for e in article.entities}


def test_a_denial_of_the_accusations_is_linked_to_the_allegation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "HELSINKI – Finland's Foreign Ministry on Monday accused Dmitri Volkov, a Russian "
        "diplomat, of recruiting informants in the port of Kotka. Russia's Foreign Ministry "
        "rejected the accusations as baseless.\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == (allegation.id,)
    assert [_names(article)[a] for a in denial.about] == ["Dmitri Volkov"]
    assert denial.evidence[0].quote == "rejected the accusations as baseless"


def test_a_denial_with_no_claim_before_it_is_about_the_one_denying(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "RIGA – Latvia expelled two Belarusian diplomats on Friday. Belarus denied any "
        "involvement in the smuggling of migrants across the border.\n"))
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == ()
    assert [_names(article)[a] for a in denial.about] == ["Belarus"]


def test_a_charge_dismissed_after_the_allegation_denies_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "NAIROBI – Kenya accused Ethiopia of arming militias in Marsabit county. Ethiopia "
        "dismissed the claims on Wednesday.\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == (allegation.id,)
