"""Where a claim's words end and whom it is about: the noun "claims" is no verb of claiming,
a claim ends where the narrator goes on to another party's act (", and Chile closed …",
", while …"), and a claimant's own state that does the act told is what the claim is about
(kg.draft.claims, kg.draft.claims_own_state)."""

from __future__ import annotations

import pytest

from kg.draft import draft_text
from kg.draft.extract import Source

HEAD = "RIGA, 9 April 2026 - "


def _draft(sentence: str):
    draft = draft_text(Source(HEAD + sentence + "\n", "text"), "claims-bounds")
    return ([i for i in draft.items if i.section == "claims"],
            [i.fields["label"]["en"] for i in draft.items if i.section == "events"])


@pytest.mark.parametrize("sentence, event", [
    ("Bolivia maintains claims in the Pacific that Chile disputes, and on Monday it expelled "
     "a Chilean diplomat.", "Expulsion"),
    ("Peru insisted in a letter to the court that it had paid, while Bolivia expelled a "
     "Peruvian diplomat on Tuesday.", "Expulsion"),
])
def test_the_narrators_next_fact_is_no_part_of_a_claim(sentence: str, event: str) -> None:
    claims, events = _draft(sentence)
    assert any(label.startswith(event) for label in events), events
    for claim in claims:
        assert event.split()[0].lower()[:5] not in claim.fields["text"].lower() \
            or "claims in" in claim.fields["text"], claim.fields


def test_a_claimants_own_state_that_does_the_act_is_what_the_claim_is_about() -> None:
    claims, _events = _draft("Peru's opposition party claimed that Peru had secretly sold "
                             "rifles to Bolivia.")
    (claim,) = claims
    assert claim.fields["about"] == ["peru"]


def test_a_claimants_own_state_as_the_victim_is_not_what_the_claim_is_about() -> None:
    claims, _events = _draft("Peru's foreign ministry claimed that Peruvian fishermen had "
                             "been shot by the Bolivian navy.")
    assert claims and all(c.fields.get("about") != ["peru"] for c in claims)


def test_a_second_act_after_and_stays_in_the_claim() -> None:
    """"…, and Bolivia expelled the monitors to hide the camps" may be the speaker's second
    allegation: it is never cut off into a fact."""
    claims, events = _draft("Peru said Bolivian officers had trained the rebels in secret "
                            "camps, and Bolivia expelled the monitors on Monday to hide the "
                            "camps.")
    assert not any(label.startswith("Expulsion") for label in events), events
