"""The loader's messages for the mistakes a person makes most: an evidence quote that is
nearly the text, malformed YAML, and several mistakes in one file."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.source import SourceError, closest_span, parse_article

TEXT = ('The Cuban ambassador to the Andean nation, Carlos Zamora, alias “El Gallo,” has '
        'ended his duties.\nThe ministry said the envoy  would leave “immediately”.\n')


def write(tmp_path: Path, mapping: str) -> Path:
    (tmp_path / "article.txt").write_text(TEXT, encoding="utf-8")
    path = tmp_path / "mapping.yaml"
    path.write_text(mapping, encoding="utf-8")
    return path


def error_for_quote(tmp_path: Path, quote: str) -> str:
    path = write(tmp_path, "article: {id: a, text: article.txt, language: en}\nentities:\n"
                           f"  - id: peru\n    type: Country\n    name: Peru\n"
                           f"    evidence: [{quote}]\n")
    with pytest.raises(SourceError) as raised:
        parse_article(path)
    return str(raised.value)


@pytest.mark.parametrize("quote, meant, difference", [
    # one comma off
    ("'the Andean nation Carlos Zamora'", "the Andean nation, Carlos Zamora",
     "after “…the Andean nation” the text has “,” where the quote has nothing"),
    # quotation marks doubled, as a spreadsheet or a YAML habit writes them
    ("'Carlos Zamora, alias \"\"El Gallo,\"\" has ended'",
     "Carlos Zamora, alias “El Gallo,” has ended", "the text has ““” where the quote has “\"\"”"),
    # different whitespace: a line break for a space
    ("\"ended his duties. The ministry said\"", "ended his duties.\nThe ministry said",
     "the text has a line break where the quote has a space"),
    # one space for the text's two
    ("'the envoy would leave'", "the envoy  would leave",
     "after “…the envoy” the text has a space where the quote has nothing"),
])
def test_a_near_miss_quote_gets_the_closest_words_and_the_difference(
        tmp_path: Path, quote: str, meant: str, difference: str) -> None:
    message = error_for_quote(tmp_path, quote)
    assert "evidence quote not found" in message
    assert f"did you mean “{meant}”?" in message, message
    assert difference in message, message


def test_a_quote_unlike_any_words_of_the_text_gets_no_suggestion(tmp_path: Path) -> None:
    message = error_for_quote(tmp_path, "'the president of Chile signed a treaty'")
    assert "did you mean" not in message
    assert closest_span(TEXT, "the president of Chile signed a treaty") is None


@pytest.mark.parametrize("line, hint", [
    ("  headline: Talks: round two", 'must be in quotes, e.g. headline: "Talks: round two"'),
    ('  headline: "He said "no" twice"', "write it in the other kind of quotes"),
    ("  headline: 'Peru's envoy'", "double a single mark inside single quotes ('Peru''s envoy')"),
    ('  headline: "He said no', "a quotation mark opened on this line is never closed"),
])
def test_malformed_yaml_gets_a_hint_and_the_line(tmp_path: Path, line: str, hint: str) -> None:
    path = write(tmp_path, f"article:\n  id: a\n{line}\n  text: article.txt\n  language: en\n")
    with pytest.raises(SourceError) as raised:
        parse_article(path)
    message = str(raised.value)
    assert message.startswith(f"{path}:3: malformed YAML: "), message
    assert "hint: " in message and hint in message, message


def test_every_error_of_a_file_is_reported_at_once_unknown_keys_and_sections_included(
        tmp_path: Path) -> None:
    """An unknown section stopped the file's other checks (regression)."""
    path = write(tmp_path, """\
article: {id: a, text: article.txt, language: en, colour: red}
entitys:
  - {id: chile, type: Country, name: Chile}
entities:
  - {id: peru, type: Country, nme: Peru}
  - {id: cuba, type: Nation, name: Cuba}
events:
  - {id: e, type: Meeting, label: Talks, agent: [peru, mexico], date: 2025-13-01}
""")
    with pytest.raises(SourceError) as raised:
        parse_article(path)
    found = [(e.line, e.message.split(";")[0].split(" (")[0]) for e in raised.value.errors]
    assert found == [
        (2, "unknown section 'entitys'"),
        (1, "unknown key 'colour' in article"),
        (5, "unknown key 'nme' in entities"),
        (6, "'type' must be one of Person, Group, Organization, GovernmentBody, Government, "
            "Ministry, ArmedForce, IntelligenceService, PoliceUnit, VeteransAssociation, "
            "Country, City, Continent, Place, Website, SocialMediaPlatform, Letter"),
        (8, "'date' is an impossible date '2025-13-01': month must be in 1..12"),
        (8, "unknown reference 'mexico' in 'agent': no entity, post, event or other item has "
            "that id"),
    ], found
    assert "did you mean 'entities'?" in raised.value.errors[0].message


def test_a_broken_article_section_does_not_hide_the_items_errors(tmp_path: Path) -> None:
    path = write(tmp_path, """\
article: {id: Not A Slug, text: article.txt, language: en}
entities:
  - {id: peru, type: Nation, name: Peru}
""")
    with pytest.raises(SourceError) as raised:
        parse_article(path)
    assert [e.line for e in raised.value.errors] == [1, 3], str(raised.value)
