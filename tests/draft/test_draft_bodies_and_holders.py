"""`kg draft` reads a body's name joined by "and" as one name ("the Intelligence and Security
Service", "the State Security Service of Georgia (SSG)" whole though its acronym spells
less), a cabinet secretary as a post (no body called "Interior Cabinet"), the name after "an
adviser to the president," as the adviser's, not the president's, and a sea in a longer
name ("the Black Sea Grain Initiative") as no place."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _organisations(text: str) -> dict[str, tuple[str, str | None]]:
    """name -> (type, the name of the state it is of) of each organisation drafted."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): (item.fields["type"],
                            found.name(item.fields["of_state"])
                            if item.fields.get("of_state") else None)
            for e, item in found.items.items() if found.kind(e) == "organization"}


def _held(text: str) -> dict[str, str]:
    """holder id -> the label of the post drafted as held, from ``text``."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    return {item.fields["holder"]: labels[item.fields["post"]]
            for item in items if item.section == "holdings"}


# behaviour -> (text, the organisation's name, its type, its state)
BODY_CASES = {
    "a field joined by and before a body's name is the name's": (
        "The Intelligence and Security Service said it had arrested three men.",
        "Intelligence and Security Service", "IntelligenceService", None),
    "and the acronym after it names the whole body": (
        "The Intelligence and Security Service (SIS) said it had arrested three men.",
        "Intelligence and Security Service", "IntelligenceService", None),
    "a qualifying word before the words an acronym spells is the name's": (
        "The State Security Service of Georgia (SSG) said the men were spies.",
        "State Security Service of Georgia", "GovernmentBody", None),
    "a body named with its state after of and as the state's is one body": (
        "The State Security Service of Georgia (SSG) said so. Georgia's State Security "
        "Service added that the men were spies.", "State Security Service of Georgia",
        "GovernmentBody", "Georgia"),
    "a name between the and a body's descriptor is the body's": (
        "The Wagner group left Mali in June.", "Wagner", "Organization", None),
    "a customs body joined by and": (
        "Tanzania's Immigration and Customs Department said the permits were void.",
        "Immigration and Customs Department", "Ministry", "Tanzania"),
}


@pytest.mark.parametrize("text, name, type_, state", BODY_CASES.values(), ids=BODY_CASES)
def test_a_body_is_drafted_whole_with_its_type_and_state(text: str, name: str, type_: str,
                                                         state: str | None) -> None:
    assert _organisations(text).get(name) == (type_, state)


# behaviour -> (text, a name drafted as no organisation)
NOT_BODY_CASES = {
    "two bodies joined by and stay two": (
        "Latvia's State Police and Border Guard said the crossing was closed.",
        "State Police and Border Guard"),
    "a cabinet secretary's portfolio is no body": (
        "Kenya's Interior Cabinet Secretary Joseph Karanja announced the deportation.",
        "Interior Cabinet"),
    "the part after and alone is no body": (
        "The Intelligence and Security Service said it had arrested three men.",
        "Security Service"),
}


@pytest.mark.parametrize("text, name", NOT_BODY_CASES.values(), ids=NOT_BODY_CASES)
def test_a_name_that_is_no_body_of_its_own_is_not_drafted(text: str, name: str) -> None:
    assert name not in _organisations(text)



# behaviour -> (text, holder, the words of the post they hold)
HOLDER_CASES = {
    "an adviser to the president, named after: the adviser": (
        "A senior adviser to the president, Tomas Brandt, said the decision was final.",
        "tomas-brandt", "Adviser"),
    "a spokesman for a minister, named after: the spokesman": (
        "A spokesman for the foreign minister, Ilse Marquardt, declined to comment.",
        "ilse-marquardt", "Spokesman"),
    "a chief of staff to a prime minister: the chief of staff": (
        "The chief of staff to the prime minister, Ana Ruiz, resigned on Friday.",
        "ana-ruiz", "Chief of Staff"),
    "after a verb, the name is the president's": (
        "She spoke to the president, Tomas Brandt, on Monday.", "tomas-brandt", "President"),
    "an adviser named before: the name after is the prime minister's": (
        "The court sentenced Giorgi Beridze, a former adviser to the prime minister, Irakli "
        "Kobakhidze, to five years.", "irakli-kobakhidze", "Prime Minister"),
    "a note handed to an envoy: the name is the envoy's": (
        "The minister handed a note of protest to Belarus's charge d'affaires in Warsaw, "
        "Anatol Hramovich, on Monday.", "anatol-hramovich", "affaires"),
    "a cabinet secretary is a post with its portfolio": (
        "Kenya's Interior Cabinet Secretary Joseph Karanja announced the deportation.",
        "joseph-karanja", "Interior Cabinet Secretary of Kenya"),
    "a capital's possessive and a capital after to name the states": (
        "Russia denied it and Belarus agreed. Zelensky said Moscow's envoy to Minsk, Boris "
        "Gryzlov, had lied.", "boris-gryzlov", "Envoy of Russia to Belarus"),
    "an ambassador to a capital is sent to its state": (
        "Britain's ambassador to Moscow, Nigel Casey, was summoned by Russia.", "nigel-casey",
        "Ambassador of United Kingdom to Russia"),
    "a body referred to with its portfolio in small letters": (
        "Russia's foreign ministry condemned the move. Maria Zakharova, the foreign "
        "ministry's spokeswoman, said Moscow would respond.", "maria-zakharova",
        "Spokeswoman of Foreign Ministry of Russia"),
    "an ambassador to a state keeps the name after it": (
        "Chile's ambassador to Peru, Lena Vogt, was recalled on Friday.", "lena-vogt",
        "Ambassador"),
}


@pytest.mark.parametrize("text, holder, words", HOLDER_CASES.values(), ids=HOLDER_CASES)
def test_the_name_after_a_post_of_a_post_holds_the_outer_one(text: str, holder: str,
                                                              words: str) -> None:
    assert words in _held(text).get(holder, "")


def _places(text: str) -> set[str]:
    """The names drafted as places from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(e) for e in found.items if found.kind(e) == "place"}


# behaviour -> (text, a place's name, whether it is drafted)
PLACE_CASES = {
    "a sea is a place": ("Two tankers collided in the Black Sea on Monday.", "Black Sea", True),
    "a sea in a longer name is none": (
        "The Black Sea Grain Initiative collapsed in July.", "Black Sea", False),
    "an operation's name is no place": (
        "Operation Sea Guardian began on Monday.", "Operation Sea", False),
    "a sea before a weekday is a place": (
        "Ships left the Red Sea Monday, officials said.", "Red Sea", True),
}


@pytest.mark.parametrize("text, name, drafted", PLACE_CASES.values(), ids=PLACE_CASES)
def test_a_feature_s_name_is_a_place_unless_a_longer_name_holds_it(text: str, name: str,
                                                                    drafted: bool) -> None:
    assert (name in _places(text)) is drafted


def _unnamed(text: str) -> set[str]:
    """The labels of the posts drafted with no holder from ``text``."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    held = {item.fields["post"] for item in items if item.section == "holdings"}
    return {item.fields["label"]["en"] for item in items
            if item.section == "posts" and item.id not in held}


# behaviour -> (text, the label of a post drafted with no holder)
UNNAMED_CASES = {
    "a government's office is of the state that acts, not the foreign envoy's": (
        "Iran summoned the Swiss envoy. The deputy foreign minister handed him a note.",
        "Deputy Foreign Minister of Iran"),
    "not the state of a foreign diplomat named by a demonym": (
        "Lithuania expelled a Russian diplomat on Monday. The deputy foreign minister met "
        "the delegation in Vilnius.", "Deputy Foreign Minister of Lithuania"),
    "an envoy after a state's envoy named before is of that state": (
        "Iran summoned the Swiss envoy. The charge d'affaires was handed a note.",
        "Charge d'affaires of Switzerland"),
    "a diplomat's office is of the state of the mission named before": (
        "Estonia summoned the Russian ambassador on Friday. The counsellor was handed a "
        "note.", "Counsellor of Russia"),
}


@pytest.mark.parametrize("text, label", UNNAMED_CASES.values(), ids=UNNAMED_CASES)
def test_an_unnamed_office_is_of_the_state_the_context_gives_it(text: str,
                                                                label: str) -> None:
    assert label in _unnamed(text)


def test_a_body_named_with_and_without_its_state_is_one_entity() -> None:
    found = find_entities("The State Security Service of Georgia (SSG) said so. Georgia's "
                          "State Security Service added that the men were spies.", KnownIndex())
    names = [found.name(e) for e in found.items if found.kind(e) == "organization"]
    assert names == ["State Security Service of Georgia"]


# behaviour -> (text, the label of a post that is not drafted)
NOT_UNNAMED_CASES = {
    "an envoy a state's officials meet is not that state's": (
        "Tonga's prime minister, Siaosi Sovaleni, met the envoy on Monday.", "Envoy of Tonga"),
    "nor an ambassador a president met": (
        "Chile's president, Ana Ruiz, met the ambassador on Monday.", "Ambassador of Chile"),
    "nor a high commissioner a minister welcomed": (
        "Kenya's foreign minister welcomed the high commissioner at the ministry.",
        "High Commissioner of Kenya"),
}


@pytest.mark.parametrize("text, label", NOT_UNNAMED_CASES.values(), ids=NOT_UNNAMED_CASES)
def test_an_unnamed_head_of_mission_is_of_no_state_named_only_as_the_host(
        text: str, label: str) -> None:
    assert label not in _unnamed(text)
