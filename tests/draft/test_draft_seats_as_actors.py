"""A seat of government as the subject of an act stands for its state's government
(kg.draft.actions.seat_for_state): "Canberra refused a visa to the official" is
Australia's act when the text names Australia; a city that is no seat, or whose state the
text does not name, does nothing. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import events_holding, items_cases

# behaviour -> (text, words -> the fields of the one drafted event that holds them, or False)
SEAT_CASES = {
    "a_capital_refusing_is_its_state": (
        "HONIARA – Solomon Islands has protested to Australia.\n\n"
        "Canberra refused a visa to a consular official, Jonah Maelalo, last week.\n",
        {"Canberra refused a visa": {"agent": "Australia"}}),
    "a_capital_granting_is_its_state": (
        "BRASÍLIA – Brazil named a new ambassador to Nicaragua on Monday.\n\n"
        "Managua granted its agrément to the Brazilian nominee, Paulo Souza, before "
        "Christmas.\n",
        {"Managua granted its agrément": {"agent": "Nicaragua"}}),
    "a_city_that_is_no_seat_does_nothing": (
        "CANBERRA – Australia protested to China on Monday.\n\n"
        "Shanghai hosted a trade fair for Australian exporters, Ana Reyes and Tom Hale.\n",
        {"Shanghai hosted": False}),
}

test_a_seat_of_government_acts_for_its_state = items_cases(SEAT_CASES, events_holding)
