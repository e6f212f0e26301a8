"""The dates of a post held, from the words that tell the holding: "On 3 March 2012 she
presented her credentials in Brasília as Jamaica's ambassador to Brazil" gives the holding
its start, 2012-03-03; "On 4 May 2019, as consul in Porto, she signed ..." a day it was
held on.

Only a whole day whose year the holding's own evidence writes is read (the mapping records
a holding's dates as days; never one reckoned from the article's date), so every date
drafted on a holding is in the words a reviewer sees.
"""

from __future__ import annotations

import re

from kg.draft.dates import DateMention
from kg.draft.model import Item

# Words that say the holding began at the date beside them
_BEGAN = re.compile(r"\b(?:appointed|named|nominated|designated|took\s+office|took\s+up|"
                    r"sworn\s+in|presented\s+(?:her|his|their)\s+credentials|became|since|"
                    r"elected|assumed|from)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[89]|20)\d{2}\b")


def date_holdings(text: str, holdings: list[Item], dates: list[DateMention]) -> None:
    """Give each holding the one day its evidence writes with its year: its start_date
    when a word of beginning is in that evidence ("appointed on 3 March 2023", "since 1
    June 2021"), else a day it was held on; a holding given a date already keeps it, and
    one whose words give two years, or no day, gets none."""
    for holding in holdings:
        if any(key in holding.fields for key in ("start_date", "end_date", "held_on")):
            continue
        found = _dates_in(holding, dates)
        years = {year for span in holding.evidence
                 for year in _YEAR.findall(text, span.start, span.end)}
        if len(found) != 1 or len(years) != 1:
            continue  # (two dates or years in the words, "from 2006 to 2010, and again in
            # 2014": which is the holding's, and when it began, is not said)
        if any(_BEGAN.search(text, span.start, span.end) for span in holding.evidence):
            holding.fields["start_date"] = found[0]
        else:
            holding.fields["held_on"] = found


def _dates_in(holding: Item, dates: list[DateMention]) -> list[str]:
    """The days inside the holding's evidence that write their year, in the order of the
    text, each once."""
    values: list[str] = []
    for span in holding.evidence:
        for mention in dates:
            value = mention.date or mention.value
            if span.start <= mention.start and mention.end <= span.end and value \
                    and not mention.inferred and not mention.counted \
                    and _YEAR.search(mention.text) and value not in values \
                    and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
                values.append(value)
    return values
