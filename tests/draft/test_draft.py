"""`kg draft`: the draft loads as mapping input, quotes the text verbatim, marks every item,
reuses known ids, invents no date and keeps claims as claims; bad input is refused."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from kg.draft import DraftExists, DraftInputError, draft_text, read_source, write_draft
from kg.draft.evaluation import evaluate, reading_of
from kg.draft.known import read_data_dir
from kg.source import SECTIONS, parse_article
from support import run_kg

ROOT = Path(__file__).resolve().parents[2]
ARTICLES = Path(__file__).parent / "articles"
FIRST = ROOT / "data" / "zamora-leaves-peru"
ALL_TEXTS = sorted(ARTICLES.glob("*.txt")) + [FIRST / "article.txt"]


def drafted(text: Path, folder: Path, slug: str | None = None, known=None,
            set_aside: bool = True):
    slug = slug or text.stem.replace("article", "first-article")
    write_draft(draft_text(read_source(text), slug, known), folder, set_aside)
    return parse_article(folder / slug / "mapping.yaml")


@pytest.mark.parametrize("text", ALL_TEXTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_every_evidence_quote_is_verbatim_at_its_offsets(text: Path, tmp_path: Path) -> None:
    article = drafted(text, tmp_path)
    assert article.text == text.read_text(encoding="utf-8")
    count = 0
    for _section, record in article.records():
        assert record.review == "draft" and record.rule, record
        for evidence in record.evidence:
            assert article.text[evidence.start:evidence.end] == evidence.quote
            count += 1
    assert count > 10


def test_draft_of_the_first_article_finds_its_people_and_speakers(tmp_path: Path) -> None:
    article = drafted(FIRST / "article.txt", tmp_path, "first-article")
    ids = {e.id for e in article.entities}
    assert {"carlos-zamora", "dina-boluarte", "betssy-chavez", "naval-union", "peru",
            "cuba"} <= ids
    zamora = next(e for e in article.entities if e.id == "carlos-zamora")
    assert "El Gallo" in zamora.alias  # the alias, not a quotation nor a person of its own
    speakers = {q.text[:20]: q.speaker for q in article.quotes}
    assert speakers["worrying"] == ("naval-union",)
    assert speakers["You have to be very "] == ("carlos-tubino",)
    # surname-only mentions are folded into the full name: one Zamora
    assert not [e for e in article.entities if e.id.startswith("zamora")]


def test_day_and_month_without_a_year_stay_without_one(tmp_path: Path) -> None:
    article = drafted(FIRST / "article.txt", tmp_path, "first-article")
    appeal = next(e for e in article.events if e.date_text == "August 16")
    assert appeal.date is None and "without a year" in appeal.date_reasoning
    arrival = next(e for e in article.events if e.date_text == "June 18, 2022")
    assert arrival.date == "2022-06-18" and not arrival.date_inferred


def test_a_known_publication_date_gives_a_year_with_its_reasoning(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(_PAGE, encoding="utf-8")
    source = read_source(page)
    assert source.metadata["published"].value == "2026-03-09"
    assert "datePublished" in source.metadata["published"].origin or \
        "meta" in source.metadata["published"].origin
    assert source.metadata["url"].value == "https://news.example.org/envoy"
    article = drafted(page, tmp_path / "data", "envoy")
    assert article.meta.published == "2026-03-09"
    assert article.meta.url == "https://news.example.org/envoy"
    meeting = next(e for e in article.events if e.date_text == "February 26")
    assert meeting.date == "2026-02-26" and meeting.date_inferred
    assert "2026-03-09" in meeting.date_reasoning
    mapping = (tmp_path / "data" / "envoy" / "mapping.yaml").read_text(encoding="utf-8")
    assert re.search(r"published: \"2026-03-09\"  # from ", mapping)


_PAGE = """<!DOCTYPE html><html><head>
<title>Spain recalls its envoy - News Example</title>
<meta property="og:title" content="Spain recalls its envoy">
<meta property="og:site_name" content="News Example">
<meta property="article:published_time" content="2026-03-09T10:00:00Z">
<link rel="canonical" href="https://news.example.org/envoy">
</head><body><nav><a href="/">Home</a> <a href="/world">World</a></nav>
<article><h1>Spain recalls its envoy</h1>
<p>MADRID, Spain – The Spanish Foreign Ministry recalled its ambassador to Venezuela, Tomás
Elvira Quintanar, on March 3, 2026, after a week of tension between the two governments.</p>
<p>Quintanar met with the Venezuelan deputy foreign minister, Rosaura Ibelli, in Caracas on
February 26 to discuss the detention of two Spanish journalists.</p>
<p>“We cannot accept that our citizens are held without charge,” Foreign Minister Lucía
Ferrand Oyarzun said in a statement.</p>
</article><footer>© News Example</footer></body></html>"""


@pytest.mark.parametrize("declaration, encoding", [
    ('<meta charset="windows-1252">', "cp1252"),
    # a page labelled Latin-1 is read as browsers read it, as Windows-1252: its curly
    # quotation marks and dashes are bytes 0x80-0x9F
    ("<meta http-equiv='Content-Type' content='text/html; charset=ISO-8859-1'>", "cp1252"),
    ('<meta charset="iso-8859-15">', "iso-8859-15"),
    ('<meta charset="koi8-r">', "koi8-r"),
])
def test_a_saved_page_is_read_in_the_encoding_it_declares(tmp_path: Path, declaration: str,
                                                          encoding: str) -> None:
    """A page saved from a news site keeps the bytes it was served in; one in Windows-1252
    was refused as "not UTF-8 text"."""
    page = tmp_path / "page.html"
    html = _PAGE.replace("<head>", "<head>" + declaration, 1)
    if encoding == "koi8-r":  # (its letters are Cyrillic: the page's Latin accents go)
        html = html.replace("Tomás", "Томас").replace("Lucía", "Лусия")
    data = html.encode(encoding, errors="replace" if encoding != "cp1252" else "strict")
    page.write_bytes(data)
    as_utf8 = tmp_path / "as-utf8.html"
    as_utf8.write_text(data.decode(encoding).replace(declaration, '<meta charset="utf-8">'),
                       encoding="utf-8")
    text = read_source(page).text
    assert text == read_source(as_utf8).text
    if encoding == "cp1252":
        assert "“We cannot accept" in text and "MADRID, Spain – The" in text


def test_an_xhtml_page_is_read_in_the_encoding_of_its_xml_declaration(tmp_path: Path) -> None:
    page = tmp_path / "page.xhtml"
    html = '<?xml version="1.0" encoding="windows-1252"?>\n' + _PAGE
    page.write_bytes(html.encode("cp1252"))
    assert "Elvira Quintanar" in read_source(page).text and "Tomás" in read_source(page).text


@pytest.mark.parametrize("label", ["base64", "rot13", "zip", "hex", "undefined", "punycode",
                                   "idna", "utf-7", "unicode_escape", "no-such-thing"])
def test_a_page_declaring_no_encoding_of_pages_is_read_as_utf8(tmp_path: Path,
                                                               label: str) -> None:
    """Python's codecs include base64, zlib and 'undefined': a page declaring one made a
    traceback. Such a label is ignored, as browsers ignore a label they do not know."""
    page = tmp_path / "page.html"
    page.write_bytes(_PAGE.replace("<head>", f'<head><meta charset="{label}">', 1)
                     .encode("utf-8"))
    result = run_kg("draft", str(page), "--id", "page", "--data", str(tmp_path / "data"))
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert "Tomás" in (tmp_path / "data" / "page" / "article.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("declaration, message", [
    ('<meta charset="utf-8">', "not utf-8 text, as the page declares"),
    ("", "or, if it is an HTML page, with its charset declared"),
    ('<meta charset="no-such-encoding">', "not UTF-8 text"),
])
def test_a_page_not_in_the_encoding_it_declares_is_refused(tmp_path: Path, declaration: str,
                                                           message: str) -> None:
    page = tmp_path / "page.html"
    page.write_bytes(_PAGE.replace("<head>", "<head>" + declaration, 1).encode("cp1252"))
    result = run_kg("draft", str(page), "--data", str(tmp_path / "data"))
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert message in result.stderr and "save it as UTF-8" in result.stderr
    assert not (tmp_path / "data").exists()


def test_known_names_reuse_their_ids_accents_and_case_aside(tmp_path: Path) -> None:
    text = tmp_path / "new.txt"
    text.write_text("LIMA, Peru – Betssy Chavez met with Carlos Tubino in Lima on Monday.\n"
                    "Chavez said the talks were “useful.”\n", encoding="utf-8")
    known = read_data_dir(ROOT / "data")
    article = drafted(text, tmp_path, "new", known)
    chavez = next(e for e in article.entities if e.id == "betssy-chavez")
    assert chavez.name == "Betssy Chávez"  # the known entity's own name, for the union
    assert next(q for q in article.quotes).speaker == ("betssy-chavez",)


def test_claims_are_attributed_and_never_facts(tmp_path: Path) -> None:
    text = tmp_path / "claims.txt"
    text.write_text("The ministry of Ruritania said nothing.\n"
                    "Opposition leader Ivo Marten accused Ana Pellu of meeting with the "
                    "smugglers in Quito.\n"
                    "Pellu denied that she met with the smugglers.\n"
                    "She allegedly met with them twice.\n", encoding="utf-8")
    article = drafted(text, tmp_path, "claims")
    by_rule = {c.text: c for c in article.claims}
    accused = next(c for c in article.claims if "smugglers in Quito" in c.text)
    assert accused.type == "Allegation" and accused.claimant == ("ivo-marten",)
    assert accused.about == ("ana-pellu",)
    denial = next(c for c in article.claims if c.text.startswith("she met"))
    assert denial.claimant == ("ana-pellu",) and "denial" in denial.note
    assert denial.type == "Denial"  # its stance: it says that something is not so
    assert denial.about == ("ana-pellu",)  # "she": the one who denies
    # Nobody is named as making this claim: the shapes would refuse it, so it is written
    # commented out, for the reviewer to complete (a draft passes the shapes as it is).
    assert not any(c.text.startswith("met with them") for c in article.claims)
    mapping = (tmp_path / "claims" / "mapping.yaml").read_text()
    aside = mapping[mapping.index("NOT COMPLETE, left out of the build: no claimant"):]
    assert '#     text: "met with them twice"' in aside.split("\n\n")[0]
    assert not article.events, [e.id for e in article.events]  # all of it is claimed
    assert len(by_rule) == 2


def test_the_evaluation_reaches_its_figures(tmp_path: Path) -> None:
    """Recall and precision per kind over the fit articles (bench/draft_eval.py prints
    them): fails below the figures reached."""
    from kg.draft.evaluation import Evaluation, load_reading

    total = Evaluation()
    for text in sorted(ARTICLES.glob("*.txt")):
        reading = load_reading(text.with_suffix(".yaml"))
        total.add(evaluate(drafted(text, tmp_path, set_aside=False), reading))
    s = total.scores
    assert s["entities"].recall >= 0.94 and s["entities"].precision >= 0.97
    assert s["quotes"].recall >= 0.93 and s["quotes"].precision >= 0.93
    assert s["claims"].recall >= 0.82 and s["claims"].precision >= 0.8
    # (the older readings list only the dates of events they list: "in October" is not,
    # nor "Russia, which left an earlier deal in 2023", a dated act of the text's)
    assert s["dates"].recall >= 0.83 and s["dates"].precision >= 0.84
    assert s["events"].recall >= 0.66 and s["events"].precision >= 0.8
    assert total.invented_dates == [] and total.claims_as_facts == []
    first = evaluate(drafted(FIRST / "article.txt", tmp_path, "first-article"),
                     reading_of(parse_article(FIRST / "mapping.yaml")))
    assert first.scores["entities"].recall >= 0.85 and first.scores["entities"].precision >= 0.95
    assert first.scores["quotes"].recall >= 1.0
    assert first.scores["claims"].recall >= 0.3
    assert first.invented_dates == [] and first.claims_as_facts == []


@pytest.mark.parametrize("name, data, message", [
    ("empty.txt", b"", "the file is empty"),
    ("blank.txt", b"  \n\n", "the file is empty"),
    ("image.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "a binary file"),
    ("latin1.txt", "Canciller Chávez".encode("latin-1"), "not UTF-8 text"),
    ("menu.html", b"<html><body><nav><a href='/'>Home</a></nav></body></html>",
     "no article text"),
    # A 5 MB text: read up to the limit, not every mention against the others.
    ("book.txt", b"The minister met the ambassador. " * 7000, "kg draft reads at most 200,000"),
])
def test_bad_input_is_refused_with_exit_3(tmp_path: Path, name: str, data: bytes,
                                          message: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    result = run_kg("draft", str(path), "--data", str(tmp_path / "data"))
    assert result.returncode == 3 and message in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()


def test_an_existing_id_is_refused_and_nothing_is_overwritten(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(FIRST, data / "zamora-leaves-peru")
    before = (data / "zamora-leaves-peru" / "mapping.yaml").read_bytes()
    result = run_kg("draft", str(ARTICLES / "summit-seoul.txt"), "--id", "zamora-leaves-peru",
                    "--data", str(data))
    assert result.returncode == 3 and "exists already" in result.stderr
    assert (data / "zamora-leaves-peru" / "mapping.yaml").read_bytes() == before
    with pytest.raises(DraftExists):
        write_draft(draft_text(read_source(ARTICLES / "summit-seoul.txt"), "zamora-leaves-peru"),
                    data)
    with pytest.raises(DraftInputError):
        write_draft(draft_text(read_source(ARTICLES / "summit-seoul.txt"), "Not A Slug"), data)


def test_build_refuses_drafts_then_publishes_them_marked(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(FIRST, data / "zamora-leaves-peru")
    assert run_kg("draft", str(FIRST / "article.txt"), "--id", "envoy",
                  "--data", str(data)).returncode == 0
    refused = run_kg("build", "--data", str(data), "--out", str(tmp_path / "out"))
    assert refused.returncode == 3
    lines = [l for l in refused.stderr.splitlines() if l.startswith("error: ")]
    mapping = data / "envoy" / "mapping.yaml"
    assert len(lines) > 10 and all(f"{mapping}:" in l and "is a draft" in l for l in lines)
    first = re.search(r"mapping\.yaml:(\d+): entities item 'naval-union'", refused.stderr)
    assert first and mapping.read_text().splitlines()[int(first.group(1)) - 1].strip() \
        .startswith('- id: "naval-union"  # the id it has in ')
    assert not (tmp_path / "out" / "current").exists()
    built = run_kg("build", "--data", str(data), "--out", str(tmp_path / "out"), "--include-drafts")
    assert built.returncode == 0, built.stderr
    dump = (tmp_path / "out" / "current" / "dumps" / "articles" / "envoy.ttl").read_text()
    assert "dip:MachineDrafting" in dump and "prov:wasInfluencedBy" in dump
    assert "dip:draftRule" in dump
    reviewed = (tmp_path / "out" / "current" / "dumps" / "articles"
                / "zamora-leaves-peru.ttl").read_text()
    assert "MachineDrafting" not in reviewed and "draftRule" not in reviewed


def test_pages_of_drafted_items_say_they_are_unreviewed(tmp_path: Path) -> None:
    import requests

    from kg.build.publish import build
    from support import LiveServer, html_page, project_settings

    data = tmp_path / "data"
    shutil.copytree(FIRST, data / "zamora-leaves-peru")
    write_draft(draft_text(read_source(FIRST / "article.txt"), "drafted-copy",
                           read_data_dir(data)), data)
    settings = project_settings(tmp_path / "out", data, include_drafts=True)
    build(settings)
    server = LiveServer(settings)
    try:
        def page(path: str) -> str:
            return html_page(server, path)

        marked = "Machine-drafted, not reviewed by a person"
        drafted_quote = next(q for q in parse_article(data / "drafted-copy" / "mapping.yaml")
                             .quotes if q.text == "worrying")
        assert marked in page(f"/doc/quote/{drafted_quote.id}.html")
        assert marked in page("/doc/article/drafted-copy.html")
        assert marked in page("/doc/person/carlos-tubino.html")  # drafted evidence of a shared one
        assert marked not in page("/doc/quote/naval-union-worrying.html")  # the reviewed one
        assert marked not in page("/doc/article/zamora-leaves-peru.html")
    finally:
        server.close()


def test_review_page_highlights_drafted_evidence_without_script(tmp_path: Path) -> None:
    import requests

    from kg.build.publish import build
    from support import LiveServer, project_settings

    data = tmp_path / "data"
    shutil.copytree(FIRST, data / "zamora-leaves-peru")
    write_draft(draft_text(read_source(FIRST / "article.txt"), "drafted-copy",
                           read_data_dir(data)), data)
    (data / "broken").mkdir()
    shutil.copy(FIRST / "article.txt", data / "broken" / "article.txt")
    mapping = (data / "drafted-copy" / "mapping.yaml").read_text(encoding="utf-8")
    (data / "broken" / "mapping.yaml").write_text(
        mapping.replace('id: "drafted-copy"', 'id: "broken"').replace(
            'about: ["carlos-zamora"]', 'about: ["carlos-zamorra"]'),
        encoding="utf-8")
    # The server serves a published build (of the reviewed article only); the review page
    # reads the drafts from the data folder.
    shutil.copytree(FIRST, tmp_path / "seed" / "zamora-leaves-peru")
    build(project_settings(tmp_path / "out", tmp_path / "seed"))
    settings = project_settings(tmp_path / "out", data)
    server = LiveServer(settings)
    try:
        response = requests.get(f"{server.url}/review/drafted-copy", timeout=30)
        assert response.status_code == 200
        page = response.text
        assert "<script" not in page
        article = parse_article(data / "drafted-copy" / "mapping.yaml")
        quote = next(q for q in article.quotes if q.text == "worrying")
        assert f"{data / 'drafted-copy' / 'mapping.yaml'}:{quote.line}" in page
        assert '<mark class="draft">worrying</mark>' in page
        anchors = set(re.findall(r'id="([^"]+)"', page))
        links = set(re.findall(r'href="#([^"]+)"', page))
        assert links and links <= anchors  # every link inside the page lands somewhere
        for title in ("Entities", "Events", "Claims", "Quotations"):
            assert f"<h2>{title} (" in page
        broken = requests.get(f"{server.url}/review/broken", timeout=30)
        assert broken.status_code == 200 and "did you mean &#39;carlos-zamora&#39;" in broken.text
        for missing in ("no-such-article", "..%2Fetc", "Not_A_Slug"):
            assert requests.get(f"{server.url}/review/{missing}", timeout=30).status_code == 404
    finally:
        server.close()
    opened = run_kg("review", "drafted-copy", "--data", str(data), "--no-browser", "--port", "5123")
    assert opened.returncode == 0 and opened.stdout.strip() == \
        "http://127.0.0.1:5123/review/drafted-copy"


def test_names_in_the_published_build_reuse_their_ids(tmp_path: Path, built) -> None:
    from support import seed_copy

    seed_copy(built, tmp_path)  # the seed article published in tmp_path/out
    text = tmp_path / "new.txt"
    text.write_text("The Naval Union wrote to Dina Boluarte again.\n"
                    "Boluarte said she had “read the letter.”\n", encoding="utf-8")
    # the command drafts, and finds the build it is told of
    result = run_kg("draft", str(text), "--id", "again", "--data", str(tmp_path / "empty"),
                    env={"KG_OUT_DIR": str(tmp_path / "out")})
    assert result.returncode == 0, result.stderr
    article = parse_article(tmp_path / "empty" / "again" / "mapping.yaml")
    assert {"naval-union", "dina-boluarte"} <= {e.id for e in article.entities}
    union = next(e for e in article.entities if e.id == "naval-union")
    assert union.type == "VeteransAssociation" and union.name == "Naval Union"
    assert article.quotes[0].speaker == ("dina-boluarte",)


def test_drafting_twice_gives_the_same_bytes(tmp_path: Path) -> None:
    from kg.draft.writer import write_mapping

    known = read_data_dir(ROOT / "data")
    first, second = (write_mapping(draft_text(read_source(ARTICLES / "envoy-recalled.txt"),
                                              "envoy", known)) for _ in range(2))
    assert first == second


def test_a_denied_meeting_is_no_event(tmp_path: Path) -> None:
    """"Has never met", "has not met ... since": the article says it did not happen
    (no Meeting of the two is drafted, and no date is taken from "since")."""
    text = tmp_path / "denied.txt"
    text.write_text("German Chancellor Olaf Scholz has never met President Emmanuel Macron "
                    "in Berlin.\n"
                    "Macron has not met with Scholz since January 3.\n"
                    "Scholz met with Italian Prime Minister Giorgia Meloni in Rome.\n",
                    encoding="utf-8")
    article = drafted(text, tmp_path, "denied")
    meetings = [e for e in article.events if e.type == "Meeting"]
    assert len(meetings) == 1, [(e.id, e.participants) for e in meetings]
    assert "giorgia-meloni" in meetings[0].participants
    assert "emmanuel-macron" not in meetings[0].participants


def test_an_unreviewed_draft_lends_no_name_to_later_drafts(tmp_path: Path) -> None:
    """A drafted entity nobody has reviewed may be wrong (a person drafted as a group): a
    later draft does not take its id for the name (its id stays taken)."""
    data = tmp_path / "data"
    first = data / "first"
    first.mkdir(parents=True)
    (first / "mapping.yaml").write_text(
        "article:\n  id: first\n  text: article.txt\n  language: en\nentities:\n"
        "  - id: wrongly-drafted\n    type: Group\n    name: Ana Pellu\n    review: draft\n"
        "  - id: ivo-marten\n    type: Person\n    name: Ivo Marten\n", encoding="utf-8")
    known = read_data_dir(data)
    assert "wrongly-drafted" in known.taken
    text = tmp_path / "later.txt"
    text.write_text("Ana Pellu met with Ivo Marten in Quito.\n", encoding="utf-8")
    article = drafted(text, tmp_path / "out", "later", known)
    ids = {e.id for e in article.entities}
    assert "wrongly-drafted" not in ids and "ana-pellu" in ids
    assert "ivo-marten" in ids


def test_an_empty_id_is_refused_not_replaced(tmp_path: Path) -> None:
    result = run_kg("draft", str(ARTICLES / "summit-seoul.txt"), "--id", "", "--data",
                    str(tmp_path / "data"))
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()


def test_a_utf16_text_with_its_byte_order_mark_is_read(tmp_path: Path) -> None:
    source = ARTICLES / "summit-seoul.txt"
    utf16 = tmp_path / "summit.txt"
    utf16.write_bytes(source.read_text(encoding="utf-8").encode("utf-16"))
    assert read_source(utf16).text == read_source(source).text


def test_decomposed_accents_are_composed_and_names_stay_whole(tmp_path: Path) -> None:
    """A text whose accents are a letter and a combining mark (NFD) gave "Gitanas Nause"."""
    import unicodedata

    text = ("VILNIUS – Foreign Minister Kęstutis Budrys met President Gitanas Nausėda on "
            "Monday. “We are ready,” Nausėda said after the meeting in Vilnius.\n")
    path = tmp_path / "nfd.txt"
    path.write_text(unicodedata.normalize("NFD", text), encoding="utf-8")
    source = read_source(path)
    assert source.text == unicodedata.normalize("NFC", text)
    article = drafted(path, tmp_path / "data", slug="nfd-article")
    names = {record.name for _s, record in article.records() if getattr(record, "name", None)}
    assert "Gitanas Nausėda" in names
    assert not any(name.endswith(("Nause", "Nause\u0307")) for name in names)


def test_drafts_published_with_include_drafts_pass_the_shapes(tmp_path: Path) -> None:
    """none passed the shapes with --include-drafts
    (quotations without a speaker, claims about nobody). What the shapes would refuse is now
    written commented out, for the reviewer to complete."""
    data = tmp_path / "data"
    for text in sorted(ARTICLES.glob("*.txt")):
        write_draft(draft_text(read_source(text), text.stem), data)
    assert "NOT COMPLETE" in "".join(p.read_text() for p in data.rglob("mapping.yaml"))
    built = run_kg("build", "--data", str(data), "--out", str(tmp_path / "out"), "--include-drafts")
    assert built.returncode == 0, built.stderr[-3000:]


def test_a_plain_texts_first_line_is_proposed_as_its_headline(tmp_path: Path) -> None:
    """no headline was proposed for any of seven plain texts."""
    text = tmp_path / "a.txt"
    text.write_text("Lithuania and Moldova sign energy memorandum\n\nVILNIUS – Lithuania and "
                    "Moldova signed a memorandum on Tuesday.\n", encoding="utf-8")
    article = drafted(text, tmp_path, "headed")
    assert article.meta.headline == "Lithuania and Moldova sign energy memorandum"
    assert "headline" not in article.meta.unknown
    plain = tmp_path / "b.txt"
    plain.write_text("VILNIUS – Lithuania and Moldova signed a memorandum on Tuesday.\n\n"
                     "The two ministers met.\n", encoding="utf-8")
    assert drafted(plain, tmp_path, "unheaded").meta.headline is None


def test_drafts_that_mint_one_id_write_one_name(tmp_path: Path) -> None:
    """Two drafts that mint one id write one name: "Secretary General of NATO" and
    "Secretary-general of NATO", or an organisation's name in other case or accents, would
    give one node two labels, which the build refuses. A later draft writes the id's name
    as the earlier draft did."""
    data = tmp_path / "data"
    texts = [("first", "BRUSSELS – NATO Secretary General Mark Rutte met Peru's Ministry of "
                       "Energía y Minas on Monday.\n"),
             ("second", "VILNIUS – Mark Rutte, the NATO secretary-general, wrote to "
                        "Peru's Ministry of Energia y Minas on Tuesday.\n")]
    for slug, text in texts:
        path = tmp_path / f"{slug}.txt"
        path.write_text(text, encoding="utf-8")
        write_draft(draft_text(read_source(path), slug, read_data_dir(data)), data)
    first, second = (parse_article(data / slug / "mapping.yaml") for slug, _ in texts)
    labels = [{p.id: p.label for p in a.posts} for a in (first, second)]
    shared = set(labels[0]) & set(labels[1])
    assert shared and all(labels[0][i] == labels[1][i] for i in shared)
    names = [{e.id: e.name for e in a.entities if e.type == "Ministry"} for a in (first, second)]
    assert names[0] and names[0] == names[1]
    built = run_kg("build", "--data", str(data), "--out", str(tmp_path / "out"), "--include-drafts")
    assert built.returncode == 0, built.stderr[-3000:]


def test_a_publication_date_no_element_states_is_unknown(tmp_path: Path) -> None:
    """a page that says "Published Nov. 6" and "© 2025" and states no date in
    any element was drafted as published "2025-01-01", trafilatura's guess. Nothing is
    invented: the date stays unknown."""
    page = tmp_path / "page.html"
    page.write_text(
        "<!doctype html><html><head><title>Canada sanctions four Haitians</title></head><body>"
        "<nav><a href='/'>Home</a></nav><article><h1>Canada sanctions four Haitians</h1>"
        "<p class='byline'>By Staff · Published Nov. 6</p>"
        "<p>OTTAWA (Wire) — Canada imposed sanctions on Thursday on four Haitians it accused "
        "of financing armed gangs, the foreign ministry said in a statement.</p>"
        "<p>Foreign Minister Anita Anand said the measures targeted \"those who profit from "
        "the suffering of the Haitian people\". The four were not named.</p></article>"
        "<footer>© 2025 Wire</footer></body></html>", encoding="utf-8")
    assert "published" not in read_source(page).metadata
    article = drafted(page, tmp_path / "data", slug="sanctions")
    assert article.meta.published is None
