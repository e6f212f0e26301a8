"""Who tells an act, who claims, and whose body speaks, where the words leave it to another:
"It expelled …, according to X" is X's claim about the one named before, not X's own act;
an accusation the text leaves without an accuser does not take the accused as claimant; a
state's delegation to an international body speaks for the state; one described by a tie
to a body ("a former driver of the embassy") tells no act of the body's own. Each text is
written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names

_HEAD = "Ghana and Togo trade accusations\n\nACCRA, 3 March 2025 – "

ACCORDING_TO = {
    "it_before_according_to": (
        "Togo has denied any wrongdoing at the border.\n\nIt expelled two Ghanaian "
        "diplomats on 28 February, according to the Ghanaian Foreign Ministry.\n",
        "expelled two Ghanaian diplomats"),
    "they_before_according_to_the_police": (
        "Two Togolese soldiers crossed into Ghana near Aflao on Friday.\n\nThey detained "
        "three Ghanaian farmers on 28 February, according to the Ghanaian police.\n",
        "detained three Ghanaian farmers"),
    "a_former_driver_of_the_embassy": (
        "Togo closed its embassy in Accra on Friday.\n\nThe embassy destroyed its archives on "
        "27 February, according to a former driver of the embassy.\n",
        "destroyed its archives"),
}


@pytest.mark.parametrize(("text", "words"), ACCORDING_TO.values(), ids=ACCORDING_TO)
def test_an_act_told_according_to_another_stays_a_claim(tmp_path: Path, text: str,
                                                        words: str) -> None:
    article = drafted(tmp_path, _HEAD + text)
    assert not [e.label.en for e in article.events
                if any(words in ev.quote for ev in e.evidence)]
    assert [c for c in article.claims if words in c.text]


@pytest.mark.parametrize("text", [
    "The Togolese foreign minister, Ama Dzifa, was accused of calling Ghanaian traders "
    "\"smugglers and spies\".\n",
    "Ama Dzifa, Togo's foreign minister, allegedly described the Ghanaian farmers as "
    "\"armed infiltrators\" in a closed meeting.\n"])
def test_the_accused_is_not_the_claimant_of_an_accusation(tmp_path: Path, text: str) -> None:
    article = drafted(tmp_path, _HEAD + text)
    names = entity_names(article)
    against_her = [c for c in article.claims if "Ama Dzifa" in [names.get(a) for a in c.about]]
    assert against_her
    for claim in against_her:
        assert "Ama Dzifa" not in [names.get(c) for c in claim.claimant], claim.text


def test_a_states_delegation_to_an_international_body_speaks_for_the_state(
        tmp_path: Path) -> None:
    article = drafted(tmp_path, _HEAD + "Ghana recalled its envoy to Togo on Friday.\n\n"
                      "\"We will not leave,\" said Ghana's African Union delegation on Monday.\n")
    names = entity_names(article)
    [quote] = [q for q in article.quotes if q.text.startswith("We will not leave")]
    assert "African Union" not in [names.get(s) for s in quote.speaker]
