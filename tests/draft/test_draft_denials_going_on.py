"""Denials that go on from one told just before, and denials in a speaker's own words: a
quotation or reported speech that says something is not so, after its side's denial or in
the words of another's claim, is a denial of that claim, never a claim of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted


def _claim_with(article, words: str):
    return next(c for c in article.claims if words in c.text)


# behaviour -> (text, the denial's words, the words of the claim it denies)
DENIAL_CASES = {
    "a_quotation_in_the_words_of_a_claim_denies_it": (
        "COTONOU – The Ministry of Defence of Benin said the two Nigerian officers had been "
        "carrying maps of the port. "
        "Ade Bello rejected the allegation. “Our officers carried their passports and "
        "nothing else, as always,” he told reporters. “There were no maps.”",
        "There were no maps", "carrying maps of the port"),
    "a_quotation_calling_a_claim_lies_denies_it": (
        "NAIROBI – The Kenya Revenue Authority said the Somali diplomat had smuggled gold "
        "through the airport. “These stories are lies from start to end,” Ahmed Nur said on "
        "Friday.",
        "These stories are lies", "had smuggled gold through the airport"),
    "its_spokesperson_goes_on_with_the_bodys_denial": (
        "SANTO DOMINGO – Dominican police accused a Haitian consular clerk of selling visas "
        "for cash. The Haitian Ministry of Foreign Affairs rejected the allegations on "
        "Monday. Its spokeswoman, Rose Pierre, said the consulate had issued every document "
        "within the law.",
        "the consulate had issued every document", "selling visas for cash"),
    "what_did_not_happen_goes_on_with_the_denial_before": (
        "HONIARA – Police alleged that a foreign consulate had paid the protesters to block "
        "the roads. The youth group also denied receiving any payment. Its spokesman, Paul "
        "Kanu, said that not one dollar had come from abroad.",
        "not one dollar had come from abroad", "had paid the protesters"),
    "a_denial_in_the_present_denies": (
        "DHAKA – Police accused two Indian attachés of photographing the port. Both men deny "
        "the charges.", "the charges", "photographing the port"),
    "a_refutation_denies": (
        "DHAKA – Police accused an Indian attaché of photographing the port. The Indian "
        "embassy refuted that the attaché had ever been near the port.",
        "the attaché had ever been near the port", "photographing the port"),
    "the_allegations_against_someone_are_denied_with_their_words": (
        "PORT VILA – France accused Willie Tamu of handing cash to protesters. Mere Iau called "
        "the allegations against her colleague “a fabrication designed to justify a decision "
        "already taken.”", "the allegations against her colleague", "handing cash"),
}


@pytest.mark.parametrize(("text", "denial", "denied"), DENIAL_CASES.values(),
                         ids=DENIAL_CASES)
def test_a_denial_in_words_of_its_own_denies_the_claim(tmp_path: Path, text: str,
                                                       denial: str, denied: str) -> None:
    article = drafted(tmp_path, text + "\n")
    found = _claim_with(article, denial)
    assert found.type == "Denial"
    assert _claim_with(article, denied).id in found.denies


# behaviour -> a text with a quotation that says "no" or "not" and denies nothing
NO_DENIAL_CASES = {
    "what_will_not_be_done_is_no_denial": (
        "RIGA – Latvian police said a Russian diplomat had filmed the port. “We will not "
        "accept this,” Pavel Orlov said."),
    "a_no_about_something_else_is_no_denial": (
        "RIGA – Latvian police said a Russian diplomat had filmed the port. “There is no "
        "ferry on Sundays,” Pavel Orlov said."),
    "lie_as_a_verb_is_no_denial": (
        "NAIROBI – The Kenya Revenue Authority said the Somali diplomat had smuggled gold "
        "through the airport. “Our interests lie with our neighbours,” Ahmed Nur said on "
        "Friday."),
    "lies_as_a_verb_is_no_denial": (
        "NAIROBI – The Kenya Revenue Authority said the Somali diplomat had smuggled gold "
        "through the airport. “The answer lies with the courts,” Ahmed Nur said on Friday."),
}


@pytest.mark.parametrize("text", NO_DENIAL_CASES.values(), ids=NO_DENIAL_CASES)
def test_a_quotation_that_denies_nothing_is_no_denial(tmp_path: Path, text: str) -> None:
    article = drafted(tmp_path, text + "\n")
    assert not [c for c in article.claims if c.type == "Denial"]
