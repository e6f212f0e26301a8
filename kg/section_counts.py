"""How long the lists of an entity's page are, counted once per build.

An entity page lists a window of each long section (inbound links, evidence, events, posts,
claims) and says how many there are in all. Counting at request time costs a query per
section, as much as a much-linked entity's whole window; a build never changes, so the
build counts every section that has at least LONG_FROM items, and pages read the counts.
Shorter sections are known from the page itself (its window is not full), and a section
missing from the counts (an older build, a page size under LONG_FROM) is counted by the
page as before, so the counts only ever save time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable

from .store.base import Store
from .store.counting import count_solutions

FILE_NAME = "section-counts.json"
LONG_FROM = 10

# Each section's items as a pattern over ?entity; the default graph holds every triple
# once (the build stores the union of its graphs), so COUNT(*) counts distinct items.
SECTIONS: dict[str, str] = {
    "inbound": "?item ?link ?entity",
    "evidence": "?entity dip:evidence ?item",
    "events": "?item dip:participant ?entity",
    "tenures": "?item dip:holder ?entity",
    "claims about": "?item dip:about ?entity",
    "claims by": "?item dip:claimant ?entity",
}
DIP = "https://w3id.org/diplokg/ontology#"
PREFIXES = f"PREFIX dip: <{DIP}>\n"


def section_pattern(section: str, iri: str) -> str:
    """The section's pattern for one entity, as the page counts it."""
    return SECTIONS[section].replace("?entity", f"<{iri}>")


def count_section(store: Store, section: str, iri: str, up_to: int) -> int:
    """How many items one entity's section has, counting no further than ``up_to`` + 1:
    what a page counts for itself when the build's counts do not have the section."""
    return count_solutions(store, section_pattern(section, iri), up_to, PREFIXES,
                           distinct=True)


# Each section as the store counts it for every entity at once: the predicates of its
# triples (None: any) and the entity's place in them.
COUNTED_AS: dict[str, tuple[list[str] | None, str]] = {
    "inbound": (None, "object"),
    "evidence": ([DIP + "evidence"], "subject"),
    "events": ([DIP + "participant"], "object"),
    "tenures": ([DIP + "holder"], "object"),
    "claims about": ([DIP + "about"], "object"),
    "claims by": ([DIP + "claimant"], "object"),
}


def count_sections(store: Store) -> dict[str, dict[str, int]]:
    """For each section, the entities with at least LONG_FROM items in it, and how many
    (Store.count_terms: without a group per entity in memory)."""
    return {section: dict(store.count_terms(*COUNTED_AS[section], LONG_FROM))
            for section in SECTIONS}


def recount(store: Store, previous: dict[str, dict[str, int]], entities: Iterable[str],
            chunk: int = 400) -> dict[str, dict[str, int]]:
    """The counts after a build changed some graphs: the previous build's counts, with the
    entities those graphs name (before and after) counted again. The same result as
    count_sections, at the cost of the entities touched."""
    counts = {section: dict(previous.get(section, {})) for section in SECTIONS}
    entities = sorted(set(entities))
    for start in range(0, len(entities), chunk):
        values = " ".join(f"<{iri}>" for iri in entities[start:start + chunk])
        for section, pattern in SECTIONS.items():
            fresh = {entity.value: int(n.value) for entity, n in store.solve(
                f"""{PREFIXES}SELECT ?entity (COUNT(*) AS ?n) WHERE {{
                VALUES ?entity {{ {values} }} {pattern} }} GROUP BY ?entity""").terms}
            for iri in entities[start:start + chunk]:
                if fresh.get(iri, 0) >= LONG_FROM:
                    counts[section][iri] = fresh[iri]
                else:
                    counts[section].pop(iri, None)
    return counts


def has_every_section(counts: dict[str, dict[str, int]]) -> bool:
    return set(counts) == set(SECTIONS)


def write_counts(folder: Path, counts: dict[str, dict[str, int]]) -> None:
    data = {"long_from": LONG_FROM, "sections": counts}
    (folder / FILE_NAME).write_text(json.dumps(data, sort_keys=True, ensure_ascii=False),
                                    encoding="utf-8")


def read_counts(folder: Path) -> dict[str, dict[str, int]]:
    """The build's counts; none for a build made before they were kept."""
    path = folder / FILE_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {section: {str(iri): int(n) for iri, n in entities.items()}
                for section, entities in data["sections"].items() if section in SECTIONS}
    except FileNotFoundError:
        return {}
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        # The server keeps serving the build it has (see Published) rather than guess.
        raise ValueError(f"{path} cannot be read: {exc!r}") from None
