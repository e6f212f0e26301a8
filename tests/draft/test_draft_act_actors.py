"""The actor of an act read from the parse: a common noun that stands for a body named
before ("the ministry", "the police") is that body; an unnamed official of a body ("a
ministry spokeswoman") acts for it."""

from __future__ import annotations

from drafting import event_with, item_cases

# behaviour -> (text, words of the event's evidence, the fields it is drafted with)
ACTOR_CASES = {
    "the_ministry_is_the_ministry_named_before": (
        "OSLO, 3 March 2026 (Nordic Wire) – The Norwegian Ministry of Foreign Affairs "
        "summoned the Iranian ambassador on Monday over the detention of an aid worker.\n\n"
        "The ministry revoked the accreditation of two Iranian diplomats.\n",
        "revoked the accreditation",
        {"agent": "Norwegian Ministry of Foreign Affairs"}),
    "the_police_are_the_police_force_named_before": (
        "RIGA, 12 May 2026 (Baltic Wire) – The State Police of Latvia opened an inquiry "
        "into the break-in at the Estonian embassy on Sunday.\n\n"
        "The police detained three suspects near the harbour.\n",
        "detained three suspects",
        {"agent": "State Police of Latvia"}),
}

test_an_act_of_a_body_referred_to_is_the_bodys = item_cases(ACTOR_CASES, event_with)
