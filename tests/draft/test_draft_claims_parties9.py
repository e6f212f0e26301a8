"""Subjects and links of claims and denials read from the parse and the text's own
wording. Every sentence here is invented."""

from __future__ import annotations

from pathlib import Path

from drafting import claim_starting, entity_names
from test_draft_attribution import _drafted


def test_accused_consular_staff_are_the_consulates(tmp_path: Path) -> None:
    # the people accused by their post are the consulate's, not the spokesman's who
    # later answers for them
    article = _drafted(tmp_path, "RIGA – Latvia ordered the Consulate of Moldova in "
                       "Daugavpils to close on Friday. The Latvian foreign ministry accused "
                       "three consular staff of forging residence stamps. Moldova's foreign "
                       "ministry spokesman, Ion Rusu, denied the accusations.\n")
    claim = claim_starting(article, "forging residence stamps")
    assert [entity_names(article)[a] for a in claim.about] == ["Consulate of Moldova in Daugavpils"]


def test_report_holding_an_accusation_of_a_noun_stays_the_reports(tmp_path: Path) -> None:
    # the charity's accusation only describes the militia: the paper's report is a claim
    # of its own, beside it
    article = _drafted(tmp_path, "OSLO – Norway refused to accredit a new Sudanese "
                       "attaché on Monday. The daily Fjordposten reported on Friday that "
                       "the attaché had commanded a militia that a Dutch charity accused in "
                       "2019 of burning grain stores.\n")
    claim = claim_starting(article, "the attaché had commanded")
    assert [entity_names(article)[c] for c in claim.claimant] == ["Fjordposten"]


def test_the_noun_of_a_body_named_before_is_that_body(tmp_path: Path) -> None:
    # "The brigade" takes up the brigade named before: its denial is the brigade's, not
    # a group of unnamed people
    article = _drafted(tmp_path, "NAIROBI – Kenya declined to accredit a Somali envoy, "
                       "Abdi Warsame, who once led the Jubba Valley Brigade, an armed group. "
                       "A rights charity, Horn Watch, accused the brigade of seizing fishing "
                       "boats in 2022. The brigade itself has dismissed the charity's "
                       "account.\n")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert [entity_names(article)[c] for c in denial.claimant] == ["Jubba Valley Brigade"]


def test_the_reason_given_for_a_denial_does_not_pick_its_claim(tmp_path: Path) -> None:
    # "saying …" gives the reason for the denial: its words ("trawler") do not tie it
    # to the earlier claim that shares them; the nearest claim about its side does
    article = _drafted(tmp_path, "SUVA – Fiji protested on Friday what it called "
                       "\"reckless sailing\" by a Tongan naval trawler near the reef. The "
                       "fisheries minister, Jone Rabuka, said the Tongan crew had cut the "
                       "nets of two Fijian boats. Tonga's navy spokesman, Sione Fifita, "
                       "denied that any damage had been done, saying the trawler had kept "
                       "its distance.\n")
    denial = next(c for c in article.claims if c.type == "Denial")
    denied = [c for c in article.claims if c.id in denial.denies]
    assert [c.text[:20] for c in denied] == ["the Tongan crew had "]
