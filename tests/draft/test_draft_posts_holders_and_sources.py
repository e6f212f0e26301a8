"""`kg draft` posts: a state whose name begins with "New" before an office; a counterpart's
office and state; an unnamed official who acts as a source; one post, not two, for an
office of a state that a named holder holds."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _posts(text: str) -> tuple[dict[str, dict], dict[str, str]]:
    """Each drafted post's label -> its fields, and each held post's id -> its holder."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    posts = {item.fields["label"]["en"]: item.fields for item in items
             if item.section == "posts"}
    held = {item.fields["post"]: item.fields["holder"] for item in items
            if item.section == "holdings"}
    return posts, held


@pytest.mark.parametrize(("text", "label", "state"), [
    ("Tonga said that the New Zealand trade minister's trip to Nuku'alofa was postponed.",
     "Trade Minister of New Zealand", "new-zealand"),
    ("New Zealand Defence Minister Aroha Tane flew to Apia on a navy aircraft.",
     "Defence Minister of New Zealand", "new-zealand"),
])
def test_a_state_whose_name_begins_with_new_is_the_office_s(text: str, label: str,
                                                           state: str) -> None:
    posts, _held = _posts(text)
    assert label in posts, posts
    assert posts[label]["of_state"] == state


@pytest.mark.parametrize(("text", "label", "holder"), [
    # the office of the clause's subject, named in another paragraph
    ("Interior Minister Petra Lind arrived in Tallinn on Sunday.\n\n"
     "Lind is expected to meet her Latvian counterpart at the border next week.",
     "Interior Minister of Latvia", "petra-lind"),
    # a demonym the name rules did not read as a state
    ("The Minister of Defence, Tomas Varga, phoned his Equatoguinean "
     "counterpart on Friday.", "Minister of Defence of Equatorial Guinea", "tomas-varga"),
])
def test_a_counterpart_is_the_subject_s_office_of_the_other_state_and_not_theirs(
        text: str, label: str, holder: str) -> None:
    posts, held = _posts(text)
    assert label in posts, posts
    assert posts[label]["id"] not in held  # the counterpart is not named
    assert holder in held.values()  # and the subject keeps an office of their own


@pytest.mark.parametrize(("text", "label"), [
    # the subject of a verb that is no word of saying
    ("A Bolivian official in Arica offered much the same account of the crossing.",
     "Official of Bolivia"),
    # at a state's mission, named by its demonym
    ("The talks stalled in August, a diplomat at the Peruvian embassy noted on Monday.",
     "Diplomat of Peru"),
])
def test_an_unnamed_official_who_acts_or_speaks_is_a_post_of_their_state(
        text: str, label: str) -> None:
    posts, held = _posts(text)
    assert label in posts, posts
    assert posts[label]["id"] not in held


@pytest.mark.parametrize("text", [
    "Chile expelled a Bolivian diplomat on Friday over the leaked cables.",
    "A Bolivian diplomat was expelled from Santiago on Friday.",
    "An Angolan diplomatic cable, leaked in March, said the talks were tense.",
])
def test_an_official_acted_on_or_a_diplomatic_word_is_no_such_source(text: str) -> None:
    posts, _held = _posts(text)
    assert not [label for label in posts if label.startswith(("Diplomat", "Official"))], posts


def test_a_state_s_office_named_bare_is_the_one_post_a_named_holder_holds() -> None:
    posts, held = _posts(
        "Quito recalls Colombian consul after riot\n\n"
        "Ecuador recalled the Colombian consul in Tulcán, Rosa Meza Arango, on Monday. "
        "Officials said the Colombian consul had been warned twice.")
    consuls = [label for label in posts if label.startswith("Consul")]
    assert len(consuls) == 1, posts
    assert held.get(posts[consuls[0]]["id"]) == "rosa-meza-arango"


def test_two_held_posts_of_the_office_leave_the_bare_one_alone() -> None:
    posts, _held = _posts(
        "Kenya's ambassador to Peru, Amos Kirui, and Kenya's ambassador to Chile, Faith "
        "Wanjiru, flew home. A Kenyan ambassador had never been recalled before.")
    assert "Ambassador of Kenya" in posts, posts


@pytest.mark.parametrize(("text", "holder"), [
    ("Uruguay shut its consulate in Rivera, the head of the foreign ministry's consular "
     "department, Rosa Quispe Mamani, told reporters on Friday.", "rosa-quispe-mamani"),
    ("Bolivia recalled its envoy in Asunción, the director of the ministry's legal "
     "department, Ana Ruiz Soto, said on Tuesday.", "ana-ruiz-soto"),
    # (a rank before the name)
    ("Speaking on radio, the spokesman for the interim government, Colonel Ana Ruiz "
     "Soto, said the men were freed.", "ana-ruiz-soto"),
])
def test_a_name_set_off_after_a_definite_post_phrase_holds_it(text: str,
                                                             holder: str) -> None:
    _posts_, held = _posts(text)
    assert holder in held.values(), (_posts_, held)


def test_a_name_after_another_office_in_the_phrase_is_not_the_holder() -> None:
    _posts_, held = _posts(
        "Uruguay shut its consulate in Rivera, the head of the president's press office, "
        "Rosa Quispe Mamani, told reporters on Friday.")
    assert "rosa-quispe-mamani" not in held.values()


def test_a_ministry_official_is_of_the_ministry_named_before() -> None:
    posts, held = _posts(
        "Uruguay's Ministry of the Interior refused the request in May. A ministry "
        "official, speaking privately, said the file was closed.")
    official = [fields for label, fields in posts.items() if label.startswith("Official")]
    assert official and official[0].get("post_in"), posts
    assert official[0]["id"] not in held


def test_envoy_held_by_a_head_of_mission_of_that_state_is_that_post() -> None:
    posts, held = _posts(
        "Ana Ruiz Soto, the Peruvian envoy, spoke first. Ruiz Soto, Peru's ambassador to "
        "Bolivia since May, asked for a vote.")
    assert "Envoy of Peru" not in posts, posts
    assert list(held.values()) == ["ana-ruiz-soto"]


def test_envoy_of_another_holder_stays() -> None:
    posts, _held = _posts(
        "Ana Ruiz Soto, the Peruvian envoy, spoke first. Tomas Varga, Peru's ambassador "
        "to Chile, asked for a vote.")
    assert "Envoy of Peru" in posts, posts


def test_a_state_s_office_named_bare_is_the_post_a_holder_holds_in_its_ministry() -> None:
    posts, held = _posts(
        "Andrés Molina Vera, the spokesman of the Chilean Foreign Ministry, read the note "
        "aloud. Bolivia called the Chilean spokesman's words a provocation.")
    spokesmen = [label for label in posts if label.startswith("Spokesman")]
    assert len(spokesmen) == 1, posts
    assert held.get(posts[spokesmen[0]]["id"]) == "andres-molina-vera"


def test_a_bare_secretary_general_is_the_organisation_s_not_a_state_s() -> None:
    posts, _held = _posts(
        "Fiji asked the United Nations for help on Monday. The request reached the "
        "Secretary-General late that night, Suva said.")
    general = [fields for label, fields in posts.items() if label.startswith("Secretary")]
    assert general and general[0].get("post_in") == "united-nations", posts
    assert not general[0].get("of_state")
