"""Nothing told only inside a drafted claim's words is drafted as a fact
(kg.draft.claimed_facts), whichever rule read it."""

from __future__ import annotations

from kg.draft.claimed_facts import outside_claims
from kg.draft.model import Item, Span

TEXT = ("Vesk said the attaché had photographed the radar site. "
        "The ministry expelled the attaché on 4 June.")
CLAIM_WORDS = "the attaché had photographed the radar site"
ACT_IN_CLAIM = "had photographed the radar site"
ACT_OUTSIDE = "expelled the attaché"


def _span(words: str) -> Span:
    start = TEXT.index(words)
    return Span(start, start + len(words))


def _item(section: str, *words: str) -> Item:
    return Item(section, {"id": f"{section}-1"}, [_span(w) for w in words], "a rule")


CLAIM = _item("claims", CLAIM_WORDS)


def test_an_event_told_only_inside_a_claim_is_not_drafted() -> None:
    assert outside_claims([_item("events", ACT_IN_CLAIM)], [CLAIM]) == []


def test_a_holding_told_only_inside_a_claim_is_not_drafted() -> None:
    assert outside_claims([_item("holdings", "the attaché")], [CLAIM]) == []


def test_an_event_told_outside_every_claim_is_kept_whole() -> None:
    event = _item("events", ACT_OUTSIDE)
    assert outside_claims([event], [CLAIM]) == [event]
    assert event.evidence == [_span(ACT_OUTSIDE)]


def test_an_event_told_inside_and_outside_a_claim_keeps_only_its_own_telling() -> None:
    event = _item("events", ACT_IN_CLAIM, ACT_OUTSIDE)
    assert outside_claims([event], [CLAIM]) == [event]
    assert event.evidence == [_span(ACT_OUTSIDE)]


def test_a_telling_that_runs_past_the_claim_is_not_inside_it() -> None:
    event = _item("events", "radar site. The ministry expelled")
    assert outside_claims([event], [CLAIM]) == [event]


def test_entities_posts_and_quotes_are_never_dropped() -> None:
    items = [_item(section, ACT_IN_CLAIM) for section in ("entities", "posts", "quotes")]
    assert outside_claims(items, [CLAIM]) == items


def test_the_draft_of_a_text_has_no_event_inside_its_claims() -> None:
    """The whole drafter, on a text with a claim of an act and a narrated act."""
    from kg.draft import draft_text
    from kg.draft.extract import Source

    draft = draft_text(Source(TEXT, "text"), "claimed-facts")
    claims = [i for i in draft.items if i.section == "claims"]
    spans = [(e.start, e.end) for c in claims for e in c.evidence]
    assert claims, "the claim is drafted"
    for item in draft.items:
        if item.section in ("events", "holdings"):
            for ev in item.evidence:
                assert not any(s <= ev.start and ev.end <= e for s, e in spans), item
