"""The words that accuse or condemn: what someone says with them of another is an
allegation, in quotation marks too ("the pipeline is a threat to the whole region").

kg.draft.claims reads reported speech with them (a report in the passive that accuses is
still a claim), kg.draft.quoted_claims the sentences of a quotation.
"""

from __future__ import annotations

import re

ACCUSING = re.compile(
    r"\b(?:threat\w*|provocat\w*|spy|spies|spying|spied|espionage|interfer\w*|violat\w*|"
    r"illegal\w*|unlawful\w*|aggress\w*|sabotag\w*|smear\w*|hatred|hostile|intimidat\w*|"
    r"destabili[sz]\w*|propaganda|crimes?|criminal|terror\w*|dangerous|incursions?|breach\w*|"
    r"harass\w*|bribe\w*|brib(?:ed|ing)|corrupt\w*|abduct\w*|kidnap\w*|attack\w*|"
    r"lie|lies|lying|lied|fabricat\w*|manipulat\w*|disinformation|covert|hacking|hacked|"
    r"recruit\w*|blackmail\w*|coerc\w*|repress\w*|persecut\w*|occup(?:y|ied|ation)|"
    r"annex\w*|invad\w*|invasion|genocide|abuses?|tortur\w*|murder\w*|killed|"
    r"provok\w*|meddl\w*|plot\w*|conspir\w*|subver\w*|pressure)\b", re.IGNORECASE)
