"""The `kg` command: build, validate and query the knowledge graph.

Exit codes: 0 success; 1 the graph violates the shapes (nothing published); 2 a usage
error; 3 bad input (mapping file, article text, setting); 4 the store or the output folder
failed; 5 the query was rejected.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from kg import __version__

if TYPE_CHECKING:  # names of annotations only
    from kg.config import Settings
    from kg.source import SourceError
    from kg.store.base import Solutions

# Each command imports the project's modules and rdflib inside its function: `kg --help`, a
# bad setting or a `kg query` start an interpreter without loading the build, the store
# clients or the parsers they do not need (a few tenths of a second of CPU each time).

log = logging.getLogger(__name__)

EXIT_INVALID = 1
EXIT_INPUT = 3
EXIT_STORE = 4
EXIT_QUERY = 5


def _fail(message: str, code: int) -> NoReturn:
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


def _fail_input(exc: SourceError, then: str | None = None) -> NoReturn:
    """Bad input: every error on a line of its own (a reviewer mends them in one pass),
    and ``then``, what to do next, after them."""
    for line in str(exc).splitlines():
        click.echo(f"error: {line}", err=True)
    if then:
        click.echo(then, err=True)
    sys.exit(EXIT_INPUT)


def _settings(**overrides: Any) -> Settings:
    from kg.config import Settings, SettingsError

    try:
        return Settings.load(os.environ, **overrides)
    except SettingsError as exc:
        _fail(str(exc), EXIT_INPUT)


def _progress(message: str) -> None:
    click.echo(message, err=True)


data_option = click.option("--data", "data_dir", type=click.Path(path_type=Path),
                           help="Folder of articles, one sub-folder each with mapping.yaml "
                                "[default: data, or KG_DATA_DIR].")
out_option = click.option("--out", "out_dir", type=click.Path(path_type=Path),
                          help="Folder builds are published into [default: out, or KG_OUT_DIR].")
store_option = click.option("--store", help="A folder for the embedded store, or the http(s) URL "
                            "of a remote store's SPARQL query endpoint [default: the embedded "
                            "store in the output folder, or KG_STORE].")
store_update_option = click.option("--store-update", help="The remote store's SPARQL Update "
                                   "URL [or KG_STORE_UPDATE]; credentials only from "
                                   "KG_STORE_USER and KG_STORE_PASSWORD.")
store_graphs_option = click.option("--store-graphs", help="The remote store's Graph Store "
                                   "Protocol URL, for fast uploads [or KG_STORE_GRAPHS].")
drafts_option = click.option("--include-drafts", is_flag=True, default=None,
                             help="Publish items still marked `review: draft`, as machine-"
                                  "drafted and not reviewed [or KG_INCLUDE_DRAFTS].")
base_option = click.option("--base", "base_uri",
                           help="Base URI of every minted IRI [default: http://127.0.0.1:5000/, "
                                "or KG_BASE_URI].")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kg")
@click.option("-v", "--verbose", is_flag=True, help="Log what happens in detail.")
def main(verbose: bool) -> None:
    """Publish news articles about diplomacy as a validated knowledge graph."""
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")


@main.command("build")
@data_option
@out_option
@base_option
@store_option
@store_update_option
@store_graphs_option
@drafts_option
@click.option("--full", is_flag=True, help="Map and validate every article again, reusing "
                                           "nothing of the published build.")
@click.option("--dry-run", is_flag=True, help="List what would change against the published "
                                              "build, and build nothing.")
@click.option("--verify", is_flag=True, help="Hash every article's files and artifact, even "
                                             "those unchanged in size and time since an "
                                             "earlier build hashed them.")
@click.option("--skip-drafts", is_flag=True, help="Publish the articles that hold no draft and "
                                                  "leave out those that do, as `kg serve`'s "
                                                  "build does.")
def build_command(data_dir: Path | None, out_dir: Path | None, base_uri: str | None,
                  store: str | None = None, store_update: str | None = None,
                  store_graphs: str | None = None, include_drafts: bool | None = None,
                  full: bool = False, dry_run: bool = False, verify: bool = False,
                  skip_drafts: bool = False) -> None:
    """Map, validate and, only if everything conforms, publish a new build.

    Only articles new or changed since the published build are mapped and validated. The
    new build becomes current atomically; a failed build leaves the current one as it was.
    With a remote store, the graphs are published into it too (the dumps stay local).
    """
    settings = _settings(data_dir=data_dir, out_dir=out_dir, base_uri=base_uri, store=store,
                         store_update=store_update, store_graphs=store_graphs,
                         include_drafts=include_drafts)
    # (imported once the settings are known good: a bad one fails before the build loads)
    from kg.build.publish import PublishError, ValidationFailed, build, plan_changes
    from kg.source import SourceError
    from kg.store.base import QueryError, QueryTimeout, StoreError

    if dry_run:
        try:
            click.echo("\n".join(plan_changes(settings, full, verify)))
        except SourceError as exc:
            _fail(str(exc), EXIT_INPUT)
        return
    if skip_drafts and not settings.include_drafts:
        from kg.published.layout import current_build

        _build_reviewed(settings, serving=False, full=full, verify=verify)
        click.echo(f"published {current_build(settings.out_dir)}")
        return
    try:
        result = build(settings, _progress, full=full, verify=verify)
    except SourceError as exc:
        _fail_for_drafts(exc, settings)
    except ValidationFailed as exc:
        click.echo(exc.report.text(), err=True)
        _fail(f"validation failed; nothing was published (report in "
              f"{settings.out_dir / 'rejected'})", EXIT_INVALID)
    except (PublishError, StoreError, QueryError, QueryTimeout, OSError) as exc:
        # (a remote store that rejects the build's own queries or does not answer in time)
        _fail(str(exc), EXIT_STORE)
    files = result.dumps
    click.echo(f"published {result.path} ({files['dataset-turtle']['statements']} triples, "
               f"{files['dataset-nquads']['statements']} quads)")


@main.command("validate")
@data_option
@base_option
@drafts_option
def validate_command(data_dir: Path | None, base_uri: str | None,
                     include_drafts: bool | None = None) -> None:
    """Validate the input against the shapes without publishing; print the report."""
    settings = _settings(data_dir=data_dir, base_uri=base_uri, include_drafts=include_drafts)
    from kg.build.publish import validate_all
    from kg.source import SourceError

    try:
        report = validate_all(settings, _progress)
    except SourceError as exc:
        _fail_input(exc)
    click.echo(report.text())
    if not report.conforms:
        sys.exit(EXIT_INVALID)


def _cell(term: Any) -> str:
    from rdflib import Literal

    if term is None:
        return ""
    if isinstance(term, Literal) and term.language:
        return f"{term}@{term.language}"
    return str(term)


def _table(solutions: Solutions) -> str:
    header = list(solutions.variables)
    rows = [[_cell(t) for t in row] for row in solutions.rows]
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(header)]
    lines = [" | ".join(h.ljust(w) for h, w in zip(header, widths)),
             "-+-".join("-" * w for w in widths)]
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def _delimited(solutions: Solutions, delimiter: str) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\n")
    writer.writerow(solutions.variables)
    writer.writerows([_cell(t) for t in row] for row in solutions.rows)
    return buffer.getvalue().rstrip("\n")


def _json(solutions: Solutions) -> str:
    from rdflib import Literal, URIRef

    def term(t: Any) -> dict | None:
        if t is None:
            return None
        if isinstance(t, URIRef):
            return {"type": "uri", "value": str(t)}
        if isinstance(t, Literal):
            out = {"type": "literal", "value": str(t)}
            if t.language:
                out["xml:lang"] = t.language
            elif t.datatype:
                out["datatype"] = str(t.datatype)
            return out
        return {"type": "bnode", "value": str(t)}

    rows = [{v: term(t) for v, t in zip(solutions.variables, row) if t is not None}
            for row in solutions.rows]
    return json.dumps({"head": {"vars": list(solutions.variables)},
                       "results": {"bindings": rows}}, ensure_ascii=False, indent=2)


@main.command("serve")
@out_option
@data_option
@base_option
@click.option("--host", help="Address to listen on [default: 127.0.0.1, or KG_HOST].")
@click.option("--port", type=int, help="Port to listen on [default: 5000, or KG_PORT].")
@click.option("--workers", type=int, help="Server processes [default: 2, or KG_WORKERS].")
@store_option
@store_update_option
def serve_command(out_dir: Path | None, data_dir: Path | None, base_uri: str | None,
                  host: str | None, port: int | None, workers: int | None,
                  store: str | None, store_update: str | None) -> None:
    """Serve the published build under gunicorn, and the review pages of the drafts in the
    data folder (/review).

    When nothing is published yet, the articles of the data folder are built first; those
    still holding drafts are left out (never published unless `kg build --include-drafts`)
    and wait at /review.
    """
    from kg.interpreter import module_command
    from kg.published.layout import current_build, open_store

    settings = _settings(out_dir=out_dir, data_dir=data_dir, base_uri=base_uri, host=host,
                         port=port, workers=workers, store=store, store_update=store_update)
    if current_build(settings.out_dir) is None:
        click.echo(f"nothing is published in {settings.out_dir}: building first", err=True)
        _build_reviewed(settings)
    published = current_build(settings.out_dir)
    assert published is not None
    opened = open_store(settings, published, check=False)
    click.echo(f"serving {published} from {opened.describe()} at "
               f"http://{settings.host}:{settings.port}/sparql", err=True)
    opened.close()
    _warn_of_another_base(published, settings)
    # The server runs in a fresh interpreter that loads only the server (kg.serve.main):
    # the flags given here reach it as the KG_* variables they stand for.
    flags = {"out_dir": out_dir, "data_dir": data_dir, "base_uri": base_uri, "host": host,
             "port": port, "workers": workers, "store": store, "store_update": store_update}
    environment = dict(os.environ)
    environment.update({f"KG_{name.upper()}": str(value) for name, value in flags.items()
                        if value is not None})
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, module_command("kg.serve.main"), environment)


def _warn_of_another_base(published: Path, settings: Settings) -> None:
    """Say so when the build was minted under another base than the one served: the server
    finds an entity by the IRI its request's path makes under the served base, so each
    entity page would answer 404 (a build made at the default base, served with another
    port or --base)."""
    from kg.published.layout import DamagedBuild, read_light_manifest

    try:
        minted = read_light_manifest(published).get("base_uri")
    except (DamagedBuild, OSError):
        return  # the server says what is wrong with the build
    if isinstance(minted, str) and minted != settings.base_uri:
        click.echo(f"warning: the published build minted its IRIs under {minted}, but the "
                   f"base served is {settings.base_uri}: its entity pages will answer 404. "
                   f"Build with the same base (`kg build --base {settings.base_uri}`) or "
                   f"serve with `--base {minted}`.", err=True)


def _draft_date(_ctx: click.Context, _param: click.Parameter, value: str | None
                ) -> str | None:
    """--date: a day of the calendar written YYYY-MM-DD."""
    if value is None:
        return None
    try:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            raise ValueError("not written YYYY-MM-DD")
        return dt.date.fromisoformat(value).isoformat()
    except ValueError as exc:
        raise click.BadParameter(f"'{value}' is no date written YYYY-MM-DD ({exc})") from None


def _draft_folders(exc: SourceError, data_dir: Path) -> set[Path] | None:
    """The article folders refused only for holding drafts, or None when any error of the
    build is of another kind (then nothing is built)."""
    from kg.source import SourceErrors

    errors = exc.errors if isinstance(exc, SourceErrors) else [exc]
    if not errors or not all(" is a draft" in e.message for e in errors):
        return None
    folders = {e.file.parent for e in errors}
    return folders if all(f.parent == data_dir for f in folders) else None


def _fail_for_drafts(exc: Any, settings: Settings) -> NoReturn:
    """A build refused: every error on a line of its own, and when the only errors are
    drafts waiting for review, the ways on from there."""
    drafts = _draft_folders(exc, settings.data_dir)
    if drafts is None:
        _fail_input(exc)
    names = ", ".join(sorted(f.name for f in drafts))
    _fail_input(exc, f"nothing was published: {len(drafts)} "
                     f"article{'s' if len(drafts) != 1 else ''} ({names}) "
                     f"hold{'s' if len(drafts) == 1 else ''} items still marked `review: "
                     f"draft`. Review each (`kg review ID`), or publish the others alone "
                     f"with `kg build --skip-drafts`")


def _build_to_serve(settings: Settings, drafts_allowed: bool, full: bool = False,
                    verify: bool = False) -> set[Path] | None:
    """Build ``settings.data_dir``; on failure say why and exit, unless every error is a
    draft's and ``drafts_allowed``: then return the folders that hold the drafts."""
    from kg.build.publish import PublishError, ValidationFailed, build
    from kg.source import SourceError
    from kg.store.base import QueryError, QueryTimeout, StoreError

    try:
        build(settings, _progress, full=full, verify=verify)
        return None
    except SourceError as exc:
        drafts = _draft_folders(exc, settings.data_dir) if drafts_allowed else None
        if drafts is None:
            _fail_input(exc)
        return drafts
    except ValidationFailed as exc:
        click.echo(exc.report.text(), err=True)
        _fail("validation failed; nothing was published, nothing to serve", EXIT_INVALID)
    except (PublishError, StoreError, QueryError, QueryTimeout, OSError) as exc:
        _fail(str(exc), EXIT_STORE)


def _build_reviewed(settings: Settings, serving: bool = True, full: bool = False,
                    verify: bool = False) -> None:
    """Build the data folder; if the build refuses articles only for their drafts, build
    the others alone (from a copy of their folders), so that the server has something to
    serve and the drafts wait for review, unpublished."""
    from kg.source import find_mapping_files

    drafts = _build_to_serve(settings, drafts_allowed=True, full=full, verify=verify)
    if drafts is None:
        return
    reviewed = sorted(p.parent for p in find_mapping_files(settings.data_dir)
                      if p.parent.parent == settings.data_dir and p.parent not in drafts)
    for folder in sorted(drafts):
        where = f"at http://{settings.host}:{settings.port}/review/{folder.name}" if serving \
            else f"with `kg review {folder.name}`"
        click.echo(f"{folder.name}: holds drafts, left out: review it {where}", err=True)
    if not reviewed:
        _fail(f"every article of {settings.data_dir} holds drafts: nothing to publish"
              f"{', so nothing to serve' if serving else ''}. Review one (its review page: "
              f"`kg review FOLDER` prints how) or build with `kg build --include-drafts`",
              EXIT_INPUT)
    settings.out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".reviewed-", dir=settings.out_dir) as staging:
        for folder in reviewed:
            shutil.copytree(folder, Path(staging) / folder.name, symlinks=True)
        _build_to_serve(dataclasses.replace(settings, data_dir=Path(staging)),
                        drafts_allowed=False, full=full, verify=verify)


@main.command("draft")
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(path_type=Path))
@click.option("--id", "slug", help="The new article's id, for one article only [default: from "
              "a saved page's headline, else the file's name].")
@click.option("--date", "published", metavar="YYYY-MM-DD", callback=_draft_date,
              help="The day the articles were published, when the text does not say: gives "
                   "a year to a day and month near it and dates a day of the week [default: "
                   "the page's metadata, a date line in the text's header, else the "
                   "dateline's day].")
@data_option
def draft_command(paths: tuple[Path, ...], slug: str | None, published: str | None,
                  data_dir: Path | None) -> None:
    """Draft the mapping input of new articles from their texts or saved HTML pages.

    PATHS are files (.txt, or a saved page .html) or folders of them. Writes
    DIR/<id>/article.txt and DIR/<id>/mapping.yaml for each, every item marked
    `review: draft` for a person to check; names already in the data or the published build
    keep their ids. A file that cannot be drafted is reported and the others are drafted;
    the exit status is then non-zero.
    """
    from kg.draft.batch import Batch, articles_in

    settings = _settings(data_dir=data_dir)
    files, errors = articles_in(paths)
    if slug is not None and len(files) + len(errors) > 1:
        raise click.UsageError("--id names one article; give one file with it")
    batch = Batch(settings.data_dir, published, _published_names(settings))
    for path, message in errors:
        batch.fail(path, message)
        click.echo(f"error: {path}: {message}", err=True)
    if len(files) == 1:
        _draft_one(batch, files[0], slug)
    elif files:
        # (the bar is drawn on a terminal only; elsewhere its label is written once)
        with click.progressbar(files, label="drafting", file=sys.stderr,
                               item_show_func=lambda p: p.name if p else None) as bar:
            for path in bar:
                _draft_one(batch, path, None)
    click.echo(f"{batch.report()}" + ("; review each draft, then `kg build`"
                                      if batch.drafted else ""), err=True)
    if batch.failures:
        sys.exit(EXIT_STORE if batch.output_failed else EXIT_INPUT)


def _draft_one(batch: Any, path: Path, slug: str | None) -> None:
    """Draft one article; say on one line what was drafted, or why it was not."""
    warned = len(batch.warnings)
    drafted = batch.draft(path, slug)
    if drafted is None:
        click.echo(f"error: {batch.failures[-1]}", err=True)
    else:
        click.echo(f"drafted {drafted}")
    for warning in batch.warnings[warned:]:
        click.echo(f"warning: {warning}", err=True)


def _published_names(settings: Settings) -> list[Any]:
    """Names of the published build's entities, so that the drafts reuse their ids."""
    from kg.draft.known import KnownIndex

    known = KnownIndex()
    _add_published(settings, known)
    return list(known.by_id.values())


def _add_published(settings: Settings, known: Any) -> None:
    """Names of the published build's entities, so that the draft reuses their ids."""
    from kg.draft.known import PUBLISHED_QUERY, read_published
    from kg.published.layout import DamagedBuild, current_build, open_store
    from kg.store.base import QueryError, QueryTimeout, StoreError

    try:
        store = open_store(settings, current_build(settings.out_dir), check=False)
    except (StoreError, DamagedBuild):
        return  # nothing published yet: the draft knows the data folder's names only
    try:
        rows = [tuple(str(t) if t is not None else None for t in row)
                for row in store.solve(PUBLISHED_QUERY).rows]
    except (StoreError, QueryError, QueryTimeout) as exc:
        log.warning("the published build's names are not known to this draft: %s", exc)
        return
    finally:
        store.close()
    for entity in read_published(rows, settings.base_uri):  # type: ignore[arg-type]
        known.add(entity)


@main.command("review")
@click.argument("article")
@data_option
@click.option("--host", help="Where `kg serve` listens [default: 127.0.0.1, or KG_HOST].")
@click.option("--port", type=int, help="Its port [default: 5000, or KG_PORT].")
@click.option("--no-browser", is_flag=True, help="Print the page's address only.")
def review_command(article: str, data_dir: Path | None, host: str | None, port: int | None,
                   no_browser: bool) -> None:
    """Say what the build would say about a drafted article, and open its review page
    (served by `kg serve`): the items beside the text, the file and line of each.

    ARTICLE is the article's folder (a path) or its id, a folder of the data folder."""
    from kg.review_check import check
    from kg.source import MAPPING_FILENAME
    from kg.uris import is_slug

    settings = _settings(data_dir=data_dir, host=host, port=port)
    given = Path(article)
    folder = given if ("/" in article or given.is_dir()) else settings.data_dir / article
    if not (folder / MAPPING_FILENAME).is_file():
        _fail(f"no {MAPPING_FILENAME} in {folder}: give an article's folder, or its id in "
              f"the data folder ({settings.data_dir}, --data)", EXIT_INPUT)
    folder = folder.resolve()
    if not is_slug(folder.name):
        _fail(f"the folder's name '{folder.name}' is not an article id (a slug of "
              f"lower-case words): the review page is addressed by it", EXIT_INPUT)
    errors = check(folder / MAPPING_FILENAME)
    drafts = sum(1 for e in errors if " is a draft" in e["message"])
    click.echo(f"{folder / MAPPING_FILENAME}: {drafts} item(s) still marked review: draft, "
               f"{len(errors) - drafts} other error(s)", err=True)
    served = settings.data_dir.resolve()
    if folder.parent != served:
        click.echo(f"its review page needs a server of its data folder: "
                   f"kg serve --data {folder.parent}", err=True)
    url = f"http://{settings.host}:{settings.port}/review/{folder.name}"
    click.echo(url)
    if not _answers(settings.host, settings.port):
        port = "" if settings.port == 5000 else f" --port {settings.port}"
        click.echo(f"nothing answers at {settings.host}:{settings.port}: start the server "
                   f"first (`kg serve{port}`)", err=True)
    if not no_browser and not _open_in_browser(url):
        click.echo("no web browser here: open the address above where one is", err=True)


def _answers(host: str, port: int) -> bool:
    """Whether something listens at ``host``:``port`` (a connection taken within a second)."""
    import socket

    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def _open_in_browser(url: str) -> bool:
    """Open ``url`` in the desktop's browser, if this machine has a desktop; False if not.

    On a server or in a container there is no display, and xdg-open would print a screen of
    its own errors after the address: there the address is all the user needs."""
    if sys.platform == "darwin" or os.name == "nt":
        return click.launch(url) == 0
    opener = shutil.which("xdg-open")
    if opener is None or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    subprocess.Popen([opener, url], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    return True


@main.command("w3id")
@click.option("--deployment", required=True,
              help="The URL the server is reached at, where /ontology and /shapes are served.")
def w3id_command(deployment: str) -> None:
    """Print the .htaccess that makes the https://w3id.org/diplokg/ IRIs resolve.

    It goes to github.com/perma-id/w3id.org as diplokg/.htaccess (w3id.org serves it)."""
    from kg.w3id import redirect_rules

    try:
        click.echo(redirect_rules(deployment), nl=False)
    except ValueError as exc:
        _fail(str(exc), EXIT_INPUT)


@main.command("query")
@click.argument("sparql")
@out_option
@store_option
@click.option("--format", "output_format", default="table", show_default=True,
              type=click.Choice(["table", "csv", "tsv", "json"]),
              help="How to print SELECT results (CONSTRUCT and DESCRIBE print Turtle).")
def query_command(sparql: str, out_dir: Path | None, store: str | None,
                  output_format: str) -> None:
    """Run a SPARQL query on the current build and print the result.

    The default graph is the union of all named graphs. Pass - to read the query from stdin.
    """
    from kg.published.layout import DamagedBuild, current_build, open_store
    from kg.sparql.lexer import unescape_codepoints
    from kg.sparql.policy import refusal
    from kg.sparql.shape import inspect
    from kg.store.base import QueryError, QueryTimeout, StoreError
    from kg.store.terms import serialize_triples
    from kg.vocab import PREFIXES

    settings = _settings(out_dir=out_dir, store=store)
    if sparql == "-":
        sparql = sys.stdin.read()
    sparql = unescape_codepoints(sparql)
    refused = refusal(sparql, inspect(sparql))
    if refused is not None:  # what the endpoint refuses, `kg query` refuses in its words
        _fail(f"query rejected: {refused.message}", EXIT_QUERY)
    try:
        opened = open_store(settings, current_build(settings.out_dir), check=False)
    except (StoreError, DamagedBuild) as exc:
        _fail(str(exc), EXIT_STORE)
    try:
        solutions = opened.solve(sparql)
    except QueryError as exc:
        _fail(f"query rejected: {exc}", EXIT_QUERY)
    except (StoreError, QueryTimeout) as exc:
        _fail(str(exc), EXIT_STORE)
    finally:
        opened.close()
    if solutions.kind == "ask":
        click.echo("true" if solutions.boolean else "false")
    elif solutions.kind == "graph":
        click.echo(serialize_triples(solutions.triples, "text/turtle", PREFIXES)
                   .decode("utf-8").rstrip("\n"))
    elif output_format == "table":
        click.echo(_table(solutions))
    elif output_format == "json":
        click.echo(_json(solutions))
    else:
        click.echo(_delimited(solutions, "," if output_format == "csv" else "\t"))


if __name__ == "__main__":  # pragma: no cover
    main()
