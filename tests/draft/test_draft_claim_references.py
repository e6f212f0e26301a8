"""Claims whose parties the text gives by reference or description: a body's reported speech
about "he" or "she" (the person named before, never the body itself), "a Russian diplomat"
whom the text names later, a person in apposition, the speaker of the quotation a
participle goes on from, a speaker named after an accusation; and a denial in words of its
own that answers the accusation its words echo, however far back the text told it."""

from __future__ import annotations

from drafting import item_cases, only_claim_holding

CASES = {
    "a body's words about him are a claim about the man named before": (
        "RIGA – Latvia expelled a Russian diplomat, Ivan Sokolov, on Monday. The Latvian "
        "State Security Service said he had recruited informants among port workers.\n",
        "he had recruited informants",
        {"claimant": "Latvian State Security Service", "about": "Ivan Sokolov"}),
    "a ministry's words about her: the woman, not the ministry's own state": (
        "OSLO – Norway declared an Iranian attaché, Leila Moradi, persona non grata. The "
        "Norwegian Ministry of Foreign Affairs said she had photographed naval bases near "
        "Bergen.\n",
        "she had photographed naval bases",
        {"claimant": "Norwegian Ministry of Foreign Affairs", "about": "Leila Moradi"}),
    "a state's words about him, with his in them": (
        "VILNIUS – Lithuania expelled a Belarusian consul, Pavel Hrynko. Lithuania said his "
        "driver had carried cash across the border for him.\n",
        "his driver had carried cash",
        {"claimant": "Lithuania", "about": "Pavel Hrynko"}),
    "an embassy's words about the state it sits in are no statement of its own side's": (
        "MANILA – The Philippine coast guard said a Chinese vessel had fired water cannon at "
        "a supply boat. The Chinese embassy in Manila said the Philippine boat had intruded "
        "into Chinese waters.\n",
        "the Philippine boat had intruded",
        {"claimant": "Embassy of China in Manila", "about": "Philippines"}),
    "an accusation of one described before the text names them: the one named so after": (
        "RIGA – Latvia on Monday accused a Russian diplomat of recruiting informants among "
        "port workers. The diplomat, Ivan Petrov, left Riga on Friday.\n",
        "recruiting informants",
        {"claimant": "Latvia", "about": "Ivan Petrov"}),
    "an accusation of a person in apposition: the person, not the body they serve": (
        "BERLIN – German prosecutors accused a Chinese embassy employee, Jian Guo, of "
        "spying on Uyghur dissidents.\n", "spying on Uyghur dissidents", {"about": "Jian Guo"}),
    "a participle after a quotation: its speaker, not the speaker's state": (
        "VILNIUS – “We will not tolerate this,” said Lithuanian Foreign Minister "
        "Kestutis Budrys, accusing Belarus of flying balloons into Lithuanian "
        "airspace.\n", "flying balloons", {"claimant": "Kestutis Budrys", "about": "Belarus"}),
    "an accusation told before its speaker, without quotation marks": (
        "TOKYO – Japan protested to China on Monday. A Chinese military aircraft violated "
        "Japanese airspace near Nagasaki, the Japanese Defence Ministry said.\n",
        "violated Japanese airspace",
        {"type": "Allegation", "about": "China"}),
    "no one accuses itself: a verb joined after a reported clause is the speaker's": (
        "MADRID – The Spanish government said on Monday that Algeria had suspended a "
        "friendship treaty illegally, and accused Algiers of economic coercion.\n",
        "economic coercion", {"claimant": "Spain", "about": "Algeria"}),
    "what a minister tells an agency": (
        "ZAGREB – Serbia's foreign minister, Milica Djordjevic, tells the Tanjug agency that "
        "Croatia expelled the diplomat to distract from its own problems.\n",
        "Croatia expelled the diplomat", {"claimant": "Milica Djordjevic", "about": "Croatia"}),
    # the accusation whose words it echoes, told more sentences back than a denial of "the
    # allegations" reaches, not the nearer claim about the same man
    "a denial answers the accusation it echoes": (
        "PORT VILA – A citizens' group accused the consul, Tom Kalsakau, of handing cash to "
        "protest leaders in March. Police opened an inquiry.\n\nThe case grew. The mayor said "
        "the consul had met protest leaders in secret. Officials met. Talks went on. A road "
        "was closed. Schools stayed shut. Markets opened late. Buses ran rarely. Rain fell. "
        "Shops stayed shut. Trade slowed. Prices rose. Ferries stopped. Tom Kalsakau denied "
        "ever handing money to anyone.\n", "ever handing money to anyone",
        {"type": "Denial", "denied_texts": ["handing cash to protest leaders in March"]}),
    # "the allegations": the one about the man, and the one about no one the draft names
    "the allegations are all those told before": (
        "APIA – Samoa withdrew the accreditation of a counsellor at the Chinese embassy, Liu "
        "Wen, on Friday. Police received a complaint in May. The complaint alleged that money "
        "had been offered to village chiefs. The landowners' chairman, Sefo Brown, alleged "
        "that Mr Liu had handed envelopes of money to four chiefs. The Chinese embassy "
        "rejected the allegations.\n", "the allegations",
        {"type": "Denial",
         "denied_texts": ["money had been offered to village chiefs",
                          "Mr Liu had handed envelopes of money to four chiefs"]}),
}

test_a_claim_has_the_parties_the_text_means = item_cases(CASES, only_claim_holding)
