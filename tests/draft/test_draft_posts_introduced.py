"""`kg draft`'s holders introduced by name alone in one sentence and by their post, with a
pronoun of theirs, in the next (kg.draft.posts_introduced)."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_a_post_told_right_after_a_name_alone_is_hers() -> None:
    """A feature's opening: the name first, who she is after."""
    assert posts_of("Marta Lindqvist did not look up. Norway's consul in Cork folded her "
                    "notes and left the hall.") == {"Consul of Norway in Cork": "marta-lindqvist"}
    assert posts_of("It took Pedro Alvim Sousa nine weeks to get an answer. On Friday, "
                    "Portugal's new ambassador to Ghana handed over his letters.") == {
        "Ambassador of Portugal to Ghana": "pedro-alvim-sousa"}


def test_no_holder_without_a_pronoun_that_may_be_hers() -> None:
    assert posts_of("Marta Lindqvist did not look up. Norway's consul in Cork left the "
                    "hall.") == {"Consul of Norway in Cork": None}


def test_no_holder_when_the_sentence_before_names_a_state_or_two_people() -> None:
    """"Ana Ruiz accused Peru ... Peru's foreign minister rejected her claim": the
    minister answers her, and is someone else."""
    assert posts_of("Lucia Ferrand Ortiz accused Ecuador of stalling. Ecuador's foreign "
                    "minister rejected her claim.") == {"Foreign Minister of Ecuador": None}
    assert posts_of("Marta Lindqvist and Jonas Berg did not look up. Norway's consul in "
                    "Cork folded her notes.") == {"Consul of Norway in Cork": None}


def test_no_holder_when_she_was_named_before() -> None:
    assert posts_of("Marta Lindqvist arrived early. Marta Lindqvist did not look up. "
                    "Norway's consul in Cork folded her notes.") == {
        "Consul of Norway in Cork": None}
