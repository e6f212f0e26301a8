"""The loader: the seed article parses, and every kind of bad input names its file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.source import SourceError, parse_article, read_articles, split_sentences
from support import DATA, SEED_DIR, edit_mapping, line_of, mapping_file


def test_seed_article_is_the_shared_text_verbatim() -> None:
    shared = Path(__file__).resolve().parents[2] / "shared" / "seed" / "article.txt"
    if not shared.exists():
        pytest.skip("no ../shared beside the checkout")
    assert (SEED_DIR / "article.txt").read_bytes() == shared.read_bytes()


def test_seed_article_keeps_its_truncated_ending_and_lost_date() -> None:
    text = (SEED_DIR / "article.txt").read_text(encoding="utf-8")
    assert text.rstrip("\n").endswith("He addressed the president, also in")
    assert "In a letter dated Limathe organization" in text


def test_every_evidence_offset_selects_its_quote() -> None:
    article = parse_article(mapping_file(DATA))
    text = article.text
    records = [article.meta, *article.entities, *article.posts, *article.holdings,
               *article.memberships, *article.events, *article.relations, *article.demands,
               *article.claims, *article.quotes]
    spans = [e for r in records for e in r.evidence]
    assert len(spans) > 100
    for span in spans:
        assert text[span.start:span.end] == span.quote
        assert span.sentences, span.quote
        for index in span.sentences:
            sentence = article.sentences[index - 1]
            assert sentence.start < span.end and span.start < sentence.end


def test_quotations_are_their_own_evidence() -> None:
    article = parse_article(mapping_file(DATA))
    for quote in article.quotes:
        assert any(quote.text in e.quote for e in quote.evidence), quote.id


def test_sentences_cover_the_text_and_never_split_a_quotation() -> None:
    text = (SEED_DIR / "article.txt").read_text(encoding="utf-8")
    sentences = split_sentences(text)
    assert [s.index for s in sentences] == list(range(1, len(sentences) + 1))
    for sentence in sentences:
        assert text[sentence.start:sentence.end] == sentence.text
        assert sentence.text.count("“") == sentence.text.count("”")
    tubino = next(s for s in sentences if s.text.startswith("Then he added"))
    assert tubino.text.endswith("is a manipulator.”")
    assert sentences[-1].text.endswith("also in")


def test_split_sentences_on_small_text() -> None:
    sentences = split_sentences("He said: “One. Two.” Then left.\nNext line")
    assert [s.text for s in sentences] == ["He said: “One. Two.”", "Then left.", "Next line"]


@pytest.mark.parametrize("text, expected", [
    # A title's full stop never ends a sentence.
    ("Sen. Iván Moreira spoke. Then Dr. Wanjiru Kamau left.",
     ["Sen. Iván Moreira spoke.", "Then Dr. Wanjiru Kamau left."]),
    ("Qatar's ambassador, Mr. Abdullah al-Kuwari, hosted them. St. Petersburg was next.",
     ["Qatar's ambassador, Mr. Abdullah al-Kuwari, hosted them.", "St. Petersburg was next."]),
    # Initials followed by a name go on; followed by a word that opens sentences, they end one.
    ("U.S. Secretary of State Marco Rubio said so. The U.N. Security Council met.",
     ["U.S. Secretary of State Marco Rubio said so.", "The U.N. Security Council met."]),
    ("He met officials of the U.S. The talks ended. John F. Kennedy Jr. was there.",
     ["He met officials of the U.S.", "The talks ended.", "John F. Kennedy Jr. was there."]),
    ("They spoke with the E.U. “We agree,” he said.",
     ["They spoke with the E.U.", "“We agree,” he said."]),
    # Other full stops, and ! ? …, end sentences as before.
    ("Talks began at 10 a.m. Officials said so! Then? Yes… Acme Inc. It failed.",
     ["Talks began at 10 a.m.", "Officials said so!", "Then?", "Yes…", "Acme Inc.",
      "It failed."]),
    # Quotations in single marks (British style) open and close sentences as double ones do
    # (else a paragraph of three such sentences is read as one).
    ("He must act faster. 'The lesson is clear,' he said. 'Every month counts.' Then he left.",
     ["He must act faster.", "'The lesson is clear,' he said.", "'Every month counts.'",
      "Then he left."]),
    ("He said ‘no.’ Sales rose in the '90s. It is Mr. O'Neill's.",
     ["He said ‘no.’", "Sales rose in the '90s.", "It is Mr. O'Neill's."]),
    # and an apostrophe after an abbreviation's stop closes nothing
    ("Officials said the U.S.' Secretary of State would come. He did.",
     ["Officials said the U.S.' Secretary of State would come.", "He did."]),
])
def test_abbreviations_do_not_end_sentences(text: str, expected: list[str]) -> None:
    sentences = split_sentences(text)
    assert [s.text for s in sentences] == expected
    for sentence in sentences:
        assert text[sentence.start:sentence.end] == sentence.text


def test_read_articles_finds_the_seed() -> None:
    assert [a.slug for a in read_articles(DATA)] == ["zamora-leaves-peru"]


def _error(data: Path) -> SourceError:
    with pytest.raises(SourceError) as caught:
        parse_article(mapping_file(data))
    return caught.value


def test_malformed_yaml_names_file_and_line(article_copy: Path) -> None:
    path = edit_mapping(article_copy, "  - id: cuba\n", "  - id: cuba\n   bad: [unclosed\n")
    error = _error(article_copy)
    assert error.file == path
    assert error.line is not None and abs(error.line - line_of(path, "bad: [unclosed")) <= 1
    assert "malformed YAML" in str(error)
    assert str(error).startswith(f"{path}:{error.line}: ")


def test_duplicate_id_names_both_lines(article_copy: Path) -> None:
    path = edit_mapping(article_copy, "  - id: mexico\n", "  - id: chile\n")
    first, second = (n for n, line in enumerate(path.read_text().splitlines(), start=1)
                     if line == "  - id: chile")
    error = _error(article_copy)
    assert error.line == second
    assert f"duplicate id 'chile' (first defined at line {first})" in error.message


# Hostile input: each case must fail with its file and line, never be published wrong or fail
# with a traceback. An edit of the seed's mapping.yaml (old -> new), the text of the line the
# error must name, and words its message must hold.
ERRORS_AT_A_LINE = [
    pytest.param("    addressee: [dina-boluarte]", "    addressee: [dina-bolaurte]",
                 "addressee: [dina-bolaurte]", "unknown reference 'dina-bolaurte'",
                 id="unknown-entity-reference"),
    pytest.param("    addressee: [dina-boluarte]", "    addressee: [lima]", "addressee: [lima]",
                 "'lima' is a city", id="reference-to-the-wrong-kind-of-thing"),
    pytest.param("    name: Dina Boluarte\n", "    name: Dina Boluarte\n    name: Dina B.\n",
                 "name: Dina B.", "repeated", id="repeated-yaml-key"),
    pytest.param("    date: 2022-06-18", "    date: 2022-02-30", "date: 2022-02-30",
                 "impossible date", id="impossible-date"),
    pytest.param("    date: 2022-06-18", "    date: June 18, 2022", "date: June 18, 2022",
                 "YYYY-MM-DD", id="date-in-another-format"),
    pytest.param('"the then president of that country, Dina Boluarte"',
                 '"the then president of the country, Dina Boluarte"',
                 "the then president of the country, Dina Boluarte",
                 "evidence quote not found in article.txt", id="evidence-quote-not-in-text"),
    pytest.param('      - "the Venezuelan crisis"', '      - "Zamora"', '      - "Zamora"',
                 "occurrence", id="ambiguous-evidence-quote-asks-for-an-occurrence"),
    pytest.param("    name: Carlos Tubino\n", "    name: Carlos Tubino\n    nickname: Tubi\n",
                 "nickname: Tubi", "unknown key 'nickname'", id="unknown-key"),
    pytest.param('    text: "permanently."', '    text: "Zamora is a spy and we expelled him."',
                 "Zamora is a spy and we expelled him.", "not found in article.txt",
                 id="quotations-text-must-stand-within-its-evidence"),
    pytest.param('    text: "permanently."', '    text: "the Venezuelan crisis"',
                 'text: "the Venezuelan crisis"', "not within its evidence",
                 id="quotations-text-elsewhere-in-the-article-is-not-its-evidence"),
    pytest.param("    spouse: wife-of-carlos-zamora\n", "    spouse: carlos-zamora\n",
                 "    spouse: carlos-zamora",
                 "'spouse' of 'carlos-zamora' refers to 'carlos-zamora' itself",
                 id="item-that-refers-to-itself"),
]


@pytest.mark.parametrize("old, new, at, words", ERRORS_AT_A_LINE)
def test_a_mistake_in_the_mapping_is_an_error_at_its_line(article_copy: Path, old: str, new: str,
                                                          at: str, words: str) -> None:
    path = edit_mapping(article_copy, old, new)
    error = _error(article_copy)
    assert error.line == line_of(path, at)
    assert words in error.message


def test_inferred_date_needs_its_reasoning(article_copy: Path) -> None:
    path = mapping_file(article_copy)
    text = path.read_text(encoding="utf-8")
    start = text.index("    date: 2025-08-16")
    reasoning = text.index("    date_reasoning: >-", start)
    end = text.index("    conveyed_by: naval-union-letter", reasoning)
    path.write_text(text[:reasoning] + text[end:], encoding="utf-8")
    assert "date_reasoning" in _error(article_copy).message


def test_missing_text_file_is_named(article_copy: Path) -> None:
    (article_copy / "zamora-leaves-peru" / "article.txt").unlink()
    error = _error(article_copy)
    assert "article text file not found: article.txt" in error.message


def test_no_mapping_files_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no mapping.yaml"):
        list(read_articles(tmp_path))


@pytest.mark.parametrize("text, quote", [
    ("aaaa", "aa"), ("abcabcabc", "abcabc"), ("no match here", "xyz"),
    ("a.b a.b", "a.b"), ("(1) (1)", "(1)"), ("año año", "año"), ("x", "x"),
])
def test_quote_occurrences_are_those_a_regular_expression_finds(text: str, quote: str) -> None:
    import re

    from kg.source import occurrences

    assert occurrences(text, quote) == [m.start() for m in re.finditer(re.escape(quote), text)]


@pytest.mark.parametrize("old, new, words", [
    ("    name: Carlos Zamora\n", "    name: no\n", "'name' must be text, but YAML reads it as bool"),
    ("    alias: [El Gallo]\n", "    alias: [on, 12:30]\n", "'alias' must be text"),
    ("  language: en\n", "  language: no\n", "'language' must be text"),
    ("  language: en\n", "  language: en us\n", "'language' must be a language tag"),
    ('es: "esposa de Carlos Zamora (sin nombre en el artículo)"}', "es: no}",
     "'label.es' must be text"),
    ("    headcount: 85\n", "    headcount: [a, b]\n", "got a list"),
])
def test_yaml_values_that_are_not_text_are_refused_where_text_is_meant(
        article_copy: Path, old: str, new: str, words: str) -> None:
    path = edit_mapping(article_copy, old, new)
    error = _error(article_copy)
    assert words in error.message
    assert error.line == line_of(path, new.strip())


def test_an_alias_bomb_is_reported_in_a_few_words(article_copy: Path) -> None:
    """Nested anchors: seven levels of nine, millions of items once written as text."""
    levels = ["&l0 [x, x, x, x, x, x, x, x, x]"]
    levels += [f"&l{n} [{', '.join([f'*l{n - 1}'] * 9)}]" for n in range(1, 7)]
    edit_mapping(article_copy, "    headcount: 85\n", f"    headcount: [{', '.join(levels)}]\n")
    error = _error(article_copy)
    assert "headcount" in error.message and len(str(error)) < 400


@pytest.mark.parametrize("text_value, words", [
    (".", "cannot be read"), ('""', "names the article's text file"),
    ("../article.txt", "no '..'"), ("/etc/hostname", "no absolute path"),
])
def test_a_text_file_that_is_not_the_articles_is_a_clear_error(
        article_copy: Path, text_value: str, words: str) -> None:
    path = edit_mapping(article_copy, "  text: article.txt\n", f"  text: {text_value}\n")
    error = _error(article_copy)
    assert words in error.message
    assert error.line == line_of(path, f"  text: {text_value}")


def test_a_mapping_key_that_is_a_list_is_a_clear_error(article_copy: Path) -> None:
    path = edit_mapping(article_copy, "    name: Carlos Tubino\n",
                        "    name: Carlos Tubino\n    ? [a, b]\n    : x\n")
    error = _error(article_copy)
    assert "a key must be a plain word" in error.message
    assert abs(error.line - line_of(path, "? [a, b]")) <= 1


@pytest.mark.parametrize("new_id", ["|\n    zamora-leaves-peru", "x" * 201])
def test_an_article_id_with_a_line_break_or_too_long_is_refused(article_copy: Path,
                                                                 new_id: str) -> None:
    edit_mapping(article_copy, "  id: zamora-leaves-peru\n", f"  id: {new_id}\n")
    assert "must be a slug" in _error(article_copy).message


def test_a_quote_with_its_accents_encoded_otherwise_gets_a_hint(article_copy: Path) -> None:
    import unicodedata

    nfc = "Betssy Chávez, former prime minister"
    nfd = unicodedata.normalize("NFD", nfc)
    assert nfd != nfc
    edit_mapping(article_copy, f'      - "{nfc}', f'      - "{nfd}')
    error = _error(article_copy)
    assert "not found in article.txt" in error.message
    assert f"did you mean “{nfc}" in error.message


@pytest.mark.parametrize("old, new, words", [
    ("  unknown: [headline, publisher, publication date, URL]\n",
     "  unknown: [headline, publisher, publication date, URL]\n  published: 2025-10-29\n",
     "'publication date' is listed as unknown but 'published' gives it"),
    ("    status: former\n", "    status: current\n    end_date: 2025-11-01\n",
     "a current tenure has no end"),
    ("    held_on: [2025-08-16, 2025-10-28]\n",
     "    held_on: [2025-08-16, 2025-10-28]\n    end_date: 2025-09-01\n",
     "held on 2025-10-28, outside its tenure"),
])
def test_statements_that_contradict_each_other_are_errors(article_copy: Path, old: str,
                                                          new: str, words: str) -> None:
    edit_mapping(article_copy, old, new)
    assert words in _error(article_copy).message


@pytest.mark.parametrize("edit, words", [
    # the meeting would follow the departure that follows it
    (("    date: 2025-10-28\n", "    date: 2025-10-28\n    follows: [zamora-end-of-mission]\n"),
     "'follows' goes round in a circle: zamora-end-of-mission -> meeting-zamora-vice-chancellor"
     " -> zamora-end-of-mission"),
    # the government would be part of its own ministry
    (("    governs: peru\n", "    governs: peru\n    part_of: peruvian-foreign-ministry\n"),
     "'part_of' goes round in a circle: peruvian-foreign-ministry -> government-of-peru -> "
     "peruvian-foreign-ministry"),
])
def test_an_order_that_goes_round_in_a_circle_is_an_error(article_copy: Path, edit,
                                                           words: str) -> None:
    edit_mapping(article_copy, *edit)
    error = _error(article_copy)
    assert words in error.message


def test_an_event_that_follows_a_later_one_is_an_error(article_copy: Path) -> None:
    # The Naval Union's call (16 August) would come after the meeting of 28 October.
    path = edit_mapping(article_copy, "    date: 2025-08-16\n",
                        "    date: 2025-08-16\n    follows: [meeting-zamora-vice-chancellor]\n")
    error = _error(article_copy)
    assert ("'naval-union-call-to-boluarte' (on 2025-08-16) follows "
            "'meeting-zamora-vice-chancellor', which is dated later (2025-10-28)") in error.message
    assert error.line == line_of(path, "  - id: naval-union-call-to-boluarte")


def test_an_events_month_of_a_year_loads_and_maps_to_a_gyearmonth(article_copy: Path) -> None:
    """"in June 2022": only the month is known, and the event says so (not a day, not a
    year)."""
    from rdflib import Literal
    from rdflib.namespace import XSD

    from kg.build.publish import map_articles
    from kg.mappers import BuildInfo
    from kg.uris import Minter
    from kg.vocab import DIPLO
    from support import BASE

    edit_mapping(article_copy, "    date: 2022-06-18\n    date_text: June 18, 2022\n",
                 "    month: 2022-06\n    date_text: June 18, 2022\n")
    article = parse_article(mapping_file(article_copy))
    event = next(e for e in article.events if e.id == "arrival-of-cuban-doctors")
    assert (event.month, event.date) == ("2022-06", None)
    graph = map_articles([article], Minter(BASE), BuildInfo("0" * 64, "test"))[0].graph
    node = Minter(BASE).thing("event", "arrival-of-cuban-doctors")
    assert list(graph.objects(node, DIPLO.yearMonth)) == [
        Literal("2022-06", datatype=XSD.gYearMonth)]


@pytest.mark.parametrize("month", ["2022-13", "June 2022", "2022-6", "2022"])
def test_a_month_not_written_yyyy_mm_is_refused_with_its_line(article_copy: Path,
                                                               month: str) -> None:
    path = edit_mapping(article_copy, "    date: 2022-06-18\n", f"    month: '{month}'\n")
    error = _error(article_copy)
    assert "'month' must be a month of a year written YYYY-MM" in error.message
    assert error.line == line_of(path, f"month: '{month}'")
