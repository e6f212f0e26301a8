"""Speakers of quotations where the words before them mislead, read by the parse or by
the sentences around them: a state named before the verb that is not the speaker,
"according to" a document, "it" under a body's main clause, a document's words the parse
hangs from an infinitive, a "she" that carries over a paragraph or stands for a person of
the paragraph, a relative clause over a participle, a participle that adds words after an
attribution, "the Vietnamese ministry" after a quotation, an unnamed official of a state
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
        "ANKARA - Turkey disputed the report on Monday.\n\n"
        "The Turkish consul in Tabriz, Emre Yalcinkaya, spoke more bluntly in an interview "
        "in May, calling the Azerbaijani figures \"wildly exaggerated\".\n",
        {"wildly exaggerated": "Emre Yalcinkaya"}),
    "a place in the speaker's apposition is not the speaker": (
        "MADRID - The nomination drew criticism.\n\n"
        "The Pacific Democracy Alliance (PDA), an umbrella of dissident associations "
        "headquartered in Lima, Peru, accused Havana of \"whitewashing a junta\" on Thursday.\n",
        {"whitewashing a junta": "Pacific Democracy Alliance"}),
    "according to the communique is its body's": (
        "ACCRA - The Ghanaian Ministry of Foreign Affairs called in Togo's envoy on "
        "Thursday.\n\n"
        "According to the communique, the drone, \"carrying the insignia of the border "
        "police\", circled above the village.\n",
        {"carrying the insignia": "Ghanaian Ministry of Foreign Affairs"}),
    "it under a body's main clause is that body": (
        "QUITO - The patrols resumed on Friday, the Ministry of Foreign Affairs of Colombia "
        "said.\n\n"
        "Update: Ecuador's Ministry of Foreign Affairs has called in Colombia's envoy, Andres "
        "Restrepo Gil, and given him a letter condemning what it called \"illegal patrols "
        "along the Putumayo\".\n",
        {"illegal patrols along": "Ministry of Foreign Affairs"}),
    "a relative clause's body says what a participle under it asks": (
        "OSLO - Norway deported the activist on Thursday.\n\n"
        "The Embassy of Eritrea in Oslo, which had sent the foreign office a letter on "
        "3 May asking for his \"prompt extradition to stand trial\", wrote twice more.\n",
        {"prompt extradition to": "Embassy of Eritrea in Oslo"}),
    "a document's words hung from an infinitive are its author's": (
        "NAIROBI - Kenya's Ministry of Foreign Affairs delivered a letter of complaint to "
        "the high commissioner of Uganda on Friday.\n\n"
        "The letter, which was obtained by journalists, described Uganda's plan to fence "
        "the islands of Lake Victoria as \"a provocation without precedent\" and urged "
        "Kampala to reconsider.\n",
        {"a provocation without": "Ministry of Foreign Affairs"}),
    "a participle after an attribution adds the same speaker's words": (
        "HANOI, 14 May 2025 - The Vietnamese government on Wednesday called in the envoy "
        "of Laos.\n\n"
        "The envoy was met at the Ministry of Foreign Affairs by the deputy minister, "
        "Mr. Tran Van Minh.\n\n"
        "The delegation's planned visit \"stays on the agenda,\" the Vietnamese ministry "
        "underlined, adding that Vietnam \"values consultation between neighbours.\"\n",
        {"values consultation between": "Ministry of Foreign Affairs"}),
    "a state's demonym and its body's kind after a quotation is that body": (
        "HANOI, 14 May 2025 - The Vietnamese government on Wednesday called in the envoy "
        "of Laos.\n\n"
        "The envoy was met at the Ministry of Foreign Affairs by the deputy minister, "
        "Mr. Tran Van Minh.\n\n"
        "The delegation's planned visit \"stays on the agenda,\" the Vietnamese ministry "
        "said.\n",
        {"stays on the": "Ministry of Foreign Affairs"}),

    "a she that opens a paragraph goes on about the one named before it": (
        "SUVA - Fiji won a seat on a United Nations committee.\n\n"
        "Foreign Minister Josaia Ratuvou hailed the outcome as \"a win for island states\" "
        "and announced on Thursday that Fiji would put forward Litia Vakaloloma for a post "
        "at the International Maritime Organization.\n\n"
        "In April the Pacific Herald wrote that she had been approached about leading the "
        "party should Ratuvou retire. She dismissed the idea. \"I am happy where I am,\" "
        "she said.\n",
        {"I am happy": "Litia Vakaloloma"}),
    "she before a quotation is a person of the paragraph, not the body named last": (
        "NEW DELHI - India ordered the Nepalese consulate in Kolkata to close on Tuesday.\n\n"
        "At a press conference, External Affairs spokesperson Priya Raghavan said the "
        "consul had five days to depart. The Madhesi People's Front (MPF) said on Monday "
        "that it had nothing to do with the consulate. Pressed on whether the embassy "
        "would stay open, she said: \"Our decision concerns the consulate alone.\"\n",
        {"Our decision concerns": "Priya Raghavan"}),
    "an official of a state, then who they are": (
        "OSLO - Norway refused an entry permit on Tuesday.\n\n"
        "A Norwegian official close to the case, who would not give his name, said "
        "the government had \"no wish to escalate\" with Moscow.\n",
        {"no wish to": "Norway"}),
    "a state's diplomatic source": (
        "LUSAKA - Zambia protested on Friday.\n\n"
        "A Zambian diplomatic source, speaking anonymously, accused Lilongwe of "
        "\"provoking\" Lusaka ever since the border ruling.\n",
        {"provoking": "Zambia"}),
    "one of them is one of the unnamed officials spoken of before": (
        "TASHKENT - Uzbekistan protested on Wednesday.\n\n"
        "Three officials in the Ministry of Water Resources of Uzbekistan, who declined to "
        "be identified, said the plans showed a far narrower canal. \"They showed us a "
        "ditch, and they are digging a river,\" one of them said.\n",
        {"They showed us": "Ministry of Water Resources of Uzbekistan"}),
    "by her own account, the words are hers": (
        "CANBERRA - Australia named a new envoy to the United Nations.\n\n"
        "Ambassador Helen Kowalczyk, 61, grew up in Ballarat. Her first overseas post was "
        "the Australian high commission in Port Moresby, where she picked up Tok Pisin "
        "and, by her own account, \"the art of listening before speaking\".\n",
        {"the art of": "Helen Kowalczyk"}),
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
