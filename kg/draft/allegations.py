"""Whether words someone reports allege: an accusation of wrongdoing, guilt or hostile
intent, as against a statement of a side's position, a plan or a procedure.

    "The consulate's clerk had sold visas for cash, according to prosecutors."   alleges
    "The meeting lasted about an hour, according to two people present."        does not

kg.draft.claims drafts reported speech as a claim only when it says that someone did
something, or is something, that another side disputes; what is only sourced ("according
to", an unnamed official) must say so in words of wrongdoing: a crime, a breach, an act of
hostility or deceit.
"""

from __future__ import annotations

import re

# Words that accuse or condemn: what someone says with them of another is an allegation,
# in quotation marks too ("the pipeline is a threat to the whole region")
ACCUSING = re.compile(
    r"\b(?:threat\w*|provocat\w*|spy|spies|spying|spied|espionage|interfer\w*|violat\w*|"
    r"illegal\w*|unlawful\w*|aggress\w*|sabotag\w*|smear\w*|hatred|hostile|intimidat\w*|"
    r"destabili[sz]\w*|propaganda|crimes?|criminal|terror\w*|dangerous|incursions?|breach\w*|"
    r"harass\w*|bribe\w*|brib(?:ed|ing)|corrupt\w*|abduct\w*|kidnap\w*|attack\w*|"
    r"lie|lies|lying|lied|fabricat\w*|manipulat\w*|disinformation|covert|hacking|hacked|"
    r"recruit\w*|blackmail\w*|coerc\w*|repress\w*|persecut\w*|occup(?:y|ied|ation)|"
    r"annex\w*|invad\w*|invasion|genocide|abuses?|tortur\w*|murder\w*|killed|"
    r"provok\w*|meddl\w*|plot\w*|conspir\w*|subver\w*|pressure)\b", re.IGNORECASE)

# Misconduct a source may tell of in plain words, beyond those that condemn: crimes,
# deceit, secret work for a foreign power, acts against the rules of a post ("had sold
# residence permits", "laundered the money", "activities incompatible with his status")
_WRONGDOING = re.compile(
    r"\b(?:smuggl\w*|traffick\w*|fraud\w*|launder\w*|embezzl\w*|extort\w*|theft|steal\w*|"
    r"stole|stolen|forg(?:ed|ery|eries|ing)|falsif\w*|counterfeit\w*|illicit\w*|"
    r"unauthori[sz]ed|without\s+(?:permission|authori[sz]ation|consent)|"
    r"incompatible\s+with|in\s+violation|contrary\s+to|surveil\w*|infiltrat\w*|"
    r"informants?|intelligence\s+(?:officers?|agents?|services?|operatives?)|agents?\s+of|"
    r"front\s+(?:for|organi[sz]ation)|(?:diplomatic\s+)?cover\s+for|assault\w*|"
    r"beat(?:en|ing)?|assassinat\w*|poison\w*|weapons?|arms\s+to|funnell?\w*|"
    r"kickbacks?|paid\s+(?:off|cash|bribes?)|cash\s+(?:to|payments?)|misconduct|"
    r"wrongdoing|abuse\w*|deceiv\w*|decept\w*|mislead\w*|misled|defam\w*|slander\w*|"
    r"insult\w*|racis\w*|extremis\w*|collu\w*|cover[- ]up|covered\s+up|conceal\w*|"
    r"evad\w*|evasion|sanctions?[- ]busting|by\s+force|unfriendly|unacceptable)\b",
    re.IGNORECASE)


def alleging_words(words: str) -> bool:
    """Whether ``words`` tell of wrongdoing or condemn: "the clerk had sold visas
    illegally", "a hostile act"; not "the talks lasted an hour"."""
    return ACCUSING.search(words) is not None or _WRONGDOING.search(words) is not None
