"""The SHACL gate per article, side by side in one run: pySHACL (the reference, the whole
ontology mixed in, as before) and the Gate (pyshacl-turbo, shapes compiled once, the class
hierarchy mixed in), on the same synthetic articles, interleaved.

    python bench/validation.py [--articles 60] [--results bench/RESULTS.md]
"""

from __future__ import annotations

import argparse
import datetime as dt
import runpy
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from run import append_results, machine  # noqa: E402

from kg.build import map_articles  # noqa: E402
from kg.mappers import BuildInfo  # noqa: E402
from kg.source import find_mapping_files, parse_article  # noqa: E402
from kg.uris import Minter  # noqa: E402
from kg.validation import Gate, validate_reference  # noqa: E402
from rdflib import Graph  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, default=60)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args()
    write_corpus = runpy.run_path(str(HERE / "synth.py"))["write_corpus"]
    shapes = Graph().parse(ROOT / "shapes" / "diplo-shapes.ttl")
    ontology = Graph().parse(ROOT / "ontology" / "diplo.ttl")
    with tempfile.TemporaryDirectory() as folder:
        write_corpus(Path(folder), args.articles, seed=3)
        articles = [parse_article(p) for p in find_mapping_files(Path(folder))]
    mapped = map_articles(articles, Minter("http://127.0.0.1:5000/"), BuildInfo("0" * 64, "b"))
    started = time.perf_counter()
    gate = Gate(shapes, ontology)
    compile_ms = (time.perf_counter() - started) * 1000
    reference, ours, agree = [], [], 0
    for item in mapped:
        slug = item.article.slug
        started = time.perf_counter()
        expected = validate_reference(slug, item.graph, shapes, ontology)
        reference.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        got = gate.check(slug, item.graph)
        ours.append((time.perf_counter() - started) * 1000)
        agree += expected.conforms == got.conforms and expected.violations == got.violations
    p50_ref, p50_ours = statistics.median(reference), statistics.median(ours)
    print(f"pySHACL {p50_ref:.1f} ms, Gate {p50_ours:.1f} ms per article (median); "
          f"{agree}/{len(mapped)} same verdicts")
    append_results(args.results, [
        f"\n## Validation per article, pySHACL and the Gate side by side — "
        f"{dt.date.today().isoformat()}\n",
        f"Machine: {machine()}. `python bench/validation.py --articles {args.articles}`: "
        f"{len(mapped)} synthetic articles (about "
        f"{statistics.median(len(m.graph) for m in mapped):.0f} triples each), each "
        f"validated by both in turn, in one process.\n",
        "| engine | median per article | mean | same verdicts |",
        "|---|---|---|---|",
        f"| pySHACL (reference; whole ontology mixed in) | {p50_ref:.1f} ms | "
        f"{statistics.mean(reference):.1f} ms | |",
        f"| Gate (pyshacl-turbo, compiled shapes, class hierarchy) | {p50_ours:.1f} ms | "
        f"{statistics.mean(ours):.1f} ms | {agree}/{len(mapped)} |",
        f"\nCompiling the shapes once: {compile_ms:.0f} ms. Ratio of medians: "
        f"{p50_ref / p50_ours:.1f}x."])


if __name__ == "__main__":
    main()
