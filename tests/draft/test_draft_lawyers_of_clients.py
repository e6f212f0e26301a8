"""`kg draft` drafts no post for a lawyer named by the client she acts for ("his lawyer,
Ana Ruiz"): the relation is to the client, not an office; a lawyer named by her occupation
alone ("Ana Ruiz, a lawyer in Lima") holds the post."""

from __future__ import annotations

import pytest

from drafting import posts_of as _posts


@pytest.mark.parametrize("text", [
    "His lawyer, Tomasz Wieczorek, said the charges were baseless.",
    "Her lawyer in Warsaw, Tomasz Wieczorek, filed an appeal on Monday.",
    "The family's lawyer, Tomasz Wieczorek, asked for the file.",
    "The family has hired a lawyer, Tomasz Wieczorek, who filed a civil claim.",
    "Their attorney, Tomasz Wieczorek, declined to comment.",
])
def test_a_lawyer_named_by_the_client_holds_no_post(text: str) -> None:
    assert "Lawyer" not in _posts(text) and "Attorney" not in _posts(text)


@pytest.mark.parametrize("text", [
    "Tomasz Wieczorek, a lawyer in Warsaw, said the charges were baseless.",
    "Tomasz Wieczorek, a lawyer, said the charges were baseless.",
])
def test_a_lawyer_named_by_the_occupation_holds_the_post(text: str) -> None:
    assert _posts(text).get("Lawyer") == "tomasz-wieczorek"
