"""The mappers: pure, closed-vocabulary, evidence on every fact, nothing invented."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, XSD

from kg.mappers import MAPPERS, BuildInfo, MapContext
from kg.source import parse_article
from kg.uris import Minter
from kg.vocab import DIPLO, DIPLO_IRI, DIPLO_TERMS, OA, SDO
from support import BASE, DATA, ROOT, mapping_file, seed_graph

MINT = Minter(BASE)


def iri(segment: str, slug: str) -> URIRef:
    return MINT.thing(segment, slug)


@pytest.fixture(scope="module")
def seed() -> tuple:
    return seed_graph()


@pytest.fixture(scope="module")
def graph(seed: tuple) -> Graph:
    return seed[1]


@pytest.mark.parametrize("mapper", MAPPERS, ids=lambda m: m.__name__)
def test_each_mapper_is_pure(mapper) -> None:
    article = parse_article(mapping_file(DATA))
    ctx = MapContext.create(article, MINT, BuildInfo("1" * 64, "test"))
    first, second = list(mapper(ctx)), list(mapper(ctx))
    assert first and first == second


def test_a_link_names_one_id_several_or_none() -> None:
    from kg.mappers.context import link_triples

    ctx = MapContext.create(parse_article(mapping_file(DATA)), MINT, BuildInfo("1" * 64, "test"))
    node = iri("person", "carlos-zamora")
    triples = list(link_triples(ctx, node, ((DIPLO.ofState, "cuba"),
                                            (DIPLO.allyOf, ("peru", "cuba")),
                                            (DIPLO.ledBy, None), (DIPLO.party, ()))))
    assert triples == [(node, DIPLO.ofState, iri("country", "cuba")),
                       (node, DIPLO.allyOf, iri("country", "peru")),
                       (node, DIPLO.allyOf, iri("country", "cuba"))]


def test_only_declared_dip_terms_are_used(graph: Graph) -> None:
    used = {str(t)[len(DIPLO_IRI):] for triple in graph for t in triple
            if isinstance(t, URIRef) and str(t).startswith(DIPLO_IRI)}
    assert used <= set(DIPLO_TERMS)


def test_minted_iris_live_under_the_base(graph: Graph) -> None:
    subjects = {s for s in graph.subjects() if isinstance(s, URIRef)}
    assert all(str(s).startswith(BASE) for s in subjects)


def test_the_base_is_configurable() -> None:
    _article, other = seed_graph("https://kg.example.org/")
    subjects = {str(s) for s in other.subjects()}
    assert "https://kg.example.org/id/person/carlos-zamora" in subjects
    assert not any(s.startswith(BASE) for s in subjects)


FACT_CLASSES = ("Event", "PositionHolding", "Membership", "DiplomaticRelation", "Demand",
                "Claim", "Quotation", "Person", "Organization", "Country", "Post")


def _instances(graph: Graph, local: str) -> set[URIRef]:
    """Instances of a dip: class or of any of its subclasses in the ontology."""
    ontology = Graph().parse(ROOT / "ontology" / "diplo.ttl")
    classes = set(ontology.transitive_subjects(RDFS.subClassOf, DIPLO[local]))
    return {s for c in classes for s in graph.subjects(RDF.type, c)}


@pytest.mark.parametrize("local", FACT_CLASSES)
def test_every_fact_cites_evidence_that_selects_article_text(seed: tuple, local: str) -> None:
    article, graph = seed
    nodes = _instances(graph, local)
    assert nodes, local
    for node in nodes:
        spans = list(graph.objects(node, DIPLO.evidence))
        assert spans, node
        for span in spans:
            selectors = list(graph.objects(span, OA.hasSelector))
            exact = next(graph.objects(s, OA.exact) for s in selectors
                         if (s, RDF.type, OA.TextQuoteSelector) in graph)
            exact = next(iter(exact))
            position = next(s for s in selectors if (s, RDF.type, OA.TextPositionSelector) in graph)
            start = int(graph.value(position, OA.start))
            end = int(graph.value(position, OA.end))
            assert article.text[start:end] == str(exact)


def test_allegations_are_never_facts_about_zamora(graph: Graph) -> None:
    zamora = iri("person", "carlos-zamora")
    kgb = iri("organization", "kgb")
    # No direct link between Zamora and the KGB or the Soviet Union, in either direction.
    for other in (kgb, iri("country", "soviet-union")):
        assert not list(graph.predicates(zamora, other))
        assert not list(graph.predicates(other, zamora))
    # What the graph says of Zamora himself is his name, alias, spouse and types.
    allowed = {RDF.type, RDFS.label, SDO.name, SDO.alternateName, SDO.spouse, DIPLO.evidence}
    assert set(graph.predicates(zamora, None)) <= allowed
    assert set(graph.objects(zamora, RDF.type)) == {DIPLO.Person, SDO.Person,
                                                    URIRef("http://www.w3.org/ns/prov#Person")}
    # The KGB allegation is an attributed claim.
    claim = iri("claim", "zamora-kgb-spy-allegation")
    assert (claim, RDF.type, DIPLO.Allegation) in graph
    assert (claim, DIPLO.claimant, iri("group", "former-cuban-intelligence-officers")) in graph
    assert (claim, DIPLO.about, zamora) in graph


def test_unknown_dates_stay_unknown(graph: Graph) -> None:
    for event in ("zamora-end-of-mission", "foreign-ministry-statement-on-x",
                  "tubino-post-on-x", "gil-addresses-the-president", "huerta-zamora-meeting",
                  "mexican-asylum-request-for-betssy-chavez"):
        assert graph.value(iri("event", event), DIPLO.date) is None, event
    letter = iri("document", "naval-union-letter")
    assert graph.value(letter, SDO.dateCreated) is None
    assert graph.value(letter, SDO.locationCreated) == iri("city", "lima")
    departure = iri("event", "zamora-end-of-mission")
    assert graph.value(departure, DIPLO.notBefore) == Literal("2025-10-28", datatype=XSD.date)


def test_article_metadata_the_text_does_not_give_is_absent(graph: Graph) -> None:
    article = iri("article", "zamora-leaves-peru")
    for prop in (SDO.headline, SDO.datePublished, SDO.publisher, SDO.url):
        assert graph.value(article, prop) is None
    assert graph.value(article, DIPLO.truncated) == Literal(True)
    assert graph.value(article, SDO.dateline) == Literal("LIMA, Peru")


def test_inferred_dates_are_flagged_with_reasoning(graph: Graph) -> None:
    for event, day in (("meeting-zamora-vice-chancellor", "2025-10-28"),
                       ("naval-union-call-to-boluarte", "2025-08-16")):
        node = iri("event", event)
        assert graph.value(node, DIPLO.date) == Literal(day, datatype=XSD.date)
        assert graph.value(node, DIPLO.dateInferred) == Literal(True)
        assert "then president" in str(graph.value(node, DIPLO.dateReasoning))
    arrival = iri("event", "arrival-of-cuban-doctors")
    assert graph.value(arrival, DIPLO.date) == Literal("2022-06-18", datatype=XSD.date)
    assert graph.value(arrival, DIPLO.dateInferred) is None


def test_then_and_former_are_tenure_facts_not_titles(graph: Graph) -> None:
    holding = iri("holding", "dina-boluarte--president-of-peru")
    assert graph.value(holding, DIPLO.tenureStatus) == DIPLO.FormerTenure
    assert graph.value(holding, DIPLO.heldOn) == Literal("2025-08-16", datatype=XSD.date)
    post_label = graph.value(iri("post", "president-of-peru"), RDFS.label)
    assert "then" not in str(post_label).lower() and "former" not in str(post_label).lower()
    castillo = iri("holding", "pedro-castillo--president-of-peru")
    assert graph.value(castillo, DIPLO.endReason) == DIPLO.Deposition
    chavez = iri("holding", "betssy-chavez--prime-minister-of-peru")
    assert graph.value(chavez, DIPLO.during) == castillo


def test_the_downgrade_is_a_proposal_not_a_change(graph: Graph) -> None:
    relation = iri("relation", "cuba--peru")
    assert graph.value(relation, DIPLO.level) == DIPLO.FullRelations
    proposals = set(graph.subjects(DIPLO.concernsRelation, relation))
    assert proposals == {iri("demand", "naval-union-consular-downgrade"),
                         iri("demand", "tubino-consular-relations")}
    for proposal in proposals:
        assert graph.value(proposal, DIPLO.proposedLevel) == DIPLO.ConsularRelations


def test_every_sentence_is_a_node_with_offsets(seed: tuple) -> None:
    article, graph = seed
    sentences = set(graph.subjects(RDF.type, DIPLO.Sentence))
    assert len(sentences) == len(article.sentences) == 20


def test_the_expelling_state_is_the_agent_of_an_expulsion_only(tmp_path) -> None:
    """Who was expelled is an expulsion's participants: the state that expels is its agent
    and not a participant too (it was, so "who was expelled" had to leave the agent out by
    hand); the agent of other events still takes part."""
    from kg.mappers import map_all

    (tmp_path / "article.txt").write_text("Peru expelled Carlos Zamora. Peru and Cuba met.",
                                          encoding="utf-8")
    (tmp_path / "mapping.yaml").write_text("""\
article: {id: a, text: article.txt, language: en}
entities:
  - {id: peru, type: Country, name: Peru}
  - {id: cuba, type: Country, name: Cuba}
  - {id: carlos-zamora, type: Person, name: Carlos Zamora}
events:
  - {id: expelled, type: Expulsion, label: Peru expels Zamora, agent: [peru],
     participants: [carlos-zamora]}
  - {id: talks, type: Meeting, label: Talks, agent: [peru], participants: [cuba]}
""", encoding="utf-8")
    article = parse_article(tmp_path / "mapping.yaml")
    triples = set(map_all(MapContext.create(article, MINT, BuildInfo("1" * 64, "test"))))
    expelled, talks = iri("event", "expelled"), iri("event", "talks")
    participants = {o for s, p, o in triples if s == expelled and p == DIPLO.participant}
    assert participants == {iri("person", "carlos-zamora")}
    assert (expelled, DIPLO.agent, iri("country", "peru")) in triples
    assert (talks, DIPLO.participant, iri("country", "peru")) in triples


def test_a_summons_and_a_detention_are_events_of_their_own_kind(tmp_path) -> None:
    """A diplomat summoned and a person detained are typed dip:Summons and dip:Detention
    (events, with their agent and participants), and a folder holding them validates."""
    from kg.mappers import map_all
    from support import run_kg

    text = ("Norway summoned Russia's ambassador, Irina Sokolova, on 12 October. Police "
            "detained Anna Berg in Kirkenes.")
    folder = tmp_path / "data" / "a"
    folder.mkdir(parents=True)
    (folder / "article.txt").write_text(text, encoding="utf-8")
    (folder / "mapping.yaml").write_text("""\
article: {id: a, text: article.txt, language: en, unknown: [headline, publisher, author,
          publication date, url, dateline]}
entities:
  - {id: norway, type: Country, name: Norway, evidence: [Norway]}
  - {id: irina-sokolova, type: Person, name: Irina Sokolova, evidence: [Irina Sokolova]}
  - {id: anna-berg, type: Person, name: Anna Berg, evidence: [Anna Berg]}
events:
  - {id: summons, type: Summons, label: Norway summons Irina Sokolova, agent: [norway],
     participants: [irina-sokolova], date: "2024-10-12", date_text: 12 October,
     evidence: ["Norway summoned Russia's ambassador, Irina Sokolova, on 12 October"]}
  - {id: detained, type: Detention, label: Police detain Anna Berg,
     participants: [anna-berg], evidence: [Police detained Anna Berg in Kirkenes]}
""", encoding="utf-8")
    article = parse_article(folder / "mapping.yaml")
    triples = set(map_all(MapContext.create(article, MINT, BuildInfo("1" * 64, "test"))))
    summons, detained = iri("event", "summons"), iri("event", "detained")
    assert (summons, RDF.type, DIPLO.Summons) in triples
    assert (detained, RDF.type, DIPLO.Detention) in triples
    assert (detained, DIPLO.participant, iri("person", "anna-berg")) in triples
    validated = run_kg("validate", "--data", str(tmp_path / "data"))
    assert validated.returncode == 0, validated.stdout + validated.stderr
