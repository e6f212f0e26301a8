"""Speakers of quotations where the words before them mislead, read by the parse or by
the sentences around them: a state named before the verb that is not the speaker,
"according to" a document, "it" under a body's main clause, a document's words the parse
hangs from an infinitive, a "she" that carries over a paragraph or stands for a person of
the paragraph, a relative clause over a participle, a participle that adds words after an
attribution, "the Ghanaian ministry" after a quotation, an unnamed official of a state
named by its adjective, "one of them" of unnamed officials spoken of before, and "by her
own account"."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted
from test_draft_quotes import _speakers

# behaviour -> (text, the first words of a quotation -> the name of its speaker, None: none)
SPEAKER_CASES = {
    "a title's demonym is not the speaker in apposition": (
        "TEHRAN - Iran rejected the figures on Monday.\n\n"
        "The Iranian ambassador in Baghdad, Kaveh Danesh-Far, went further in an interview "
        "in August, calling the Iraqi figures \"politically motivated\".\n",
        {"politically motivated": "Kaveh Danesh-Far"}),
    "a place in the speaker's apposition is not the speaker": (
        "LIMA - Not everyone welcomed the envoy.\n\n"
        "The Andean Exiles Civic Alliance (AECA), a coalition of opposition groups based in "
        "Quito, Ecuador, accused Caracas of \"normalising a dictatorship\" on Friday.\n",
        {"normalising a dictatorship": "Andean Exiles Civic Alliance"}),
    "according to the communique is its body's": (
        "LIBREVILLE - The Gabonese Ministry of Foreign Affairs summoned the ambassador of "
        "Cameroon on Tuesday.\n\n"
        "According to the communique, the helicopter, \"bearing the markings of the armed "
        "forces\", flew low over the town.\n",
        {"bearing the markings": "Gabonese Ministry of Foreign Affairs"}),
    "it under a body's main clause is that body": (
        "SANTIAGO - The flights resumed on Monday, the Ministry of Foreign Affairs of Peru "
        "said.\n\n"
        "Breaking: Chile's Ministry of Foreign Affairs has summoned Peru's ambassador, Luis "
        "Quispe Mamani, and handed him a note protesting what it called \"unauthorised "
        "flights over Arica\".\n",
        {"unauthorised flights over": "Ministry of Foreign Affairs"}),
    "a relative clause's body says what a participle under it asks": (
        "VIENNA - Austria expelled the blogger on Friday.\n\n"
        "The Embassy of Tunisia in Vienna, which had handed the ministry a note verbale on "
        "28 October asking for his \"swift return to face justice\", sent two more notes.\n",
        {"swift return to": "Embassy of Tunisia in Vienna"}),
    "a document's words hung from an infinitive are its author's": (
        "ACCRA - Ghana's Ministry of Foreign Affairs handed a protest note to the "
        "ambassador of Togo on Monday.\n\n"
        "The note, which was seen by reporters, described Togo's plan to build a dam on "
        "the Oti River as \"a unilateral act with grave consequences\" and asked Lome to "
        "stop.\n",
        {"a unilateral act": "Ministry of Foreign Affairs"}),
    "a participle after an attribution adds the same speaker's words": (
        "ACCRA, 27 August 2025 - The Ghanaian government on Tuesday summoned the "
        "ambassador of Togo.\n\n"
        "The ambassador was received at the Ministry of Foreign Affairs by the Secretary "
        "General of the ministry, Mrs. Efua Mensah-Bonsu.\n\n"
        "The first meeting of the commission \"is not called into question,\" the "
        "Ghanaian ministry specified, adding that Ghana \"remains attached to dialogue and "
        "to good neighbourliness.\"\n",
        {"remains attached to": "Ministry of Foreign Affairs"}),
    "a state's demonym and its body's kind after a quotation is that body": (
        "ACCRA, 27 August 2025 - The Ghanaian government on Tuesday summoned the "
        "ambassador of Togo.\n\n"
        "The ambassador was received at the Ministry of Foreign Affairs by the Secretary "
        "General of the ministry, Mrs. Efua Mensah-Bonsu.\n\n"
        "The first meeting of the commission \"is not called into question,\" the "
        "Ghanaian ministry said.\n",
        {"is not called": "Ministry of Foreign Affairs"}),

    "a she that opens a paragraph goes on about the one named before it": (
        "KINGSTON - Jamaica won a vote at the United Nations.\n\n"
        "Prime Minister Desmond Allard-Pryce called the result \"a victory for the small\" "
        "and said on Wednesday that the government would nominate Marcia Ellington-Hope "
        "for a seat on the International Law Commission.\n\n"
        "Last month the Kingston Sentinel reported that she had been sounded out about "
        "becoming foreign minister if Allard-Pryce stood down. She denied it firmly. \"I "
        "have a job, and I like it,\" she said.\n",
        {"I have a": "Marcia Ellington-Hope"}),
    "she before a quotation is a person of the paragraph, not the body named last": (
        "ISLAMABAD - Pakistan ordered the Afghan consulate in Quetta to close on Monday.\n\n"
        "At the weekly briefing, Foreign Office spokesperson Amina Qureshi Dar said the "
        "consul had been given 72 hours to leave. The Baloch Liberation Army (BLA) said on "
        "Sunday that it had no links to the consulate. Asked whether the embassy would be "
        "affected, she said: \"The embassy is not the subject of this decision.\"\n",
        {"The embassy is": "Amina Qureshi Dar"}),
    "an official of a state, then who they are": (
        "VALLETTA - Malta refused a visa on Monday.\n\n"
        "A Maltese official familiar with the file, who asked not to be named, said the "
        "government was \"not looking for a quarrel\" with Tripoli.\n",
        {"not looking for": "Malta"}),
    "a state's diplomatic source": (
        "LIBREVILLE - Gabon protested on Tuesday.\n\n"
        "A Gabonese diplomatic source, who requested anonymity, accused Malabo of "
        "\"testing\" Libreville since the judgment.\n",
        {"testing": "Gabon"}),
    "one of them is one of the unnamed officials spoken of before": (
        "GABORONE - Botswana protested on Monday.\n\n"
        "Two officials in the Department of Water Affairs of Botswana, who spoke on "
        "condition of anonymity, said the notification described a smaller pipeline. \"We "
        "were told about a straw, and now they are building a hosepipe,\" one of them "
        "said.\n",
        {"We were told": "Department of Water Affairs of Botswana"}),
    "by her own account, the words are hers": (
        "KINGSTON - Jamaica won a vote at the United Nations.\n\n"
        "Ambassador Marcia Ellington-Hope, 58, was born in Mandeville. Her first posting "
        "abroad was to the Jamaican embassy in Caracas, where she learned Spanish and, by "
        "her own account, \"how to negotiate with people who have more oil than you\".\n",
        {"how to negotiate": "Marcia Ellington-Hope"}),
    "a former officer speaks for no state": (
        "HAVANA - Cuba expelled two diplomats on Monday.\n\n"
        "A former Cuban intelligence officer, who now lives in Miami, said the expulsions "
        "were \"a message to Washington\".\n",
        {"a message to": None}),
}


@pytest.mark.parametrize(("text", "spoken"), SPEAKER_CASES.values(), ids=SPEAKER_CASES)
def test_a_speaker_is_read_past_the_words_that_mislead(
        tmp_path: Path, text: str, spoken: dict[str, str | None]) -> None:
    speakers = _speakers(drafted(tmp_path, text))
    assert {words: speakers[words] for words in spoken} == spoken
