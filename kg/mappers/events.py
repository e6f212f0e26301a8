"""Events with their participants, place and time; an unknown date stays absent."""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal
from rdflib.namespace import XSD

from kg.source import Event
from kg.vocab import DIPLO, SDO
from kg.mappers.context import MapContext, Triple, label_triples, note_triples, type_triples


# An event still to come, as schema.org says it (an event without a status took place)
EVENT_STATUS = {"scheduled": SDO.EventScheduled, "postponed": SDO.EventPostponed,
                "cancelled": SDO.EventCancelled}
# Events whose agent acts on the participants rather than with them: Peru expels Carlos
# Zamora (agent: peru; participants: carlos-zamora).
AGENT_APART = frozenset({"Expulsion"})


def map_events(ctx: MapContext) -> Iterator[Triple]:
    for event in ctx.article.events:
        yield from map_event(ctx, event)


def map_event(ctx: MapContext, event: Event) -> Iterator[Triple]:
    node = ctx.iri(event.id)
    yield from type_triples(node, event.type)
    assert event.label is not None  # required by the loader
    yield from label_triples(node, event.label)
    for prop, refs in ((DIPLO.agent, event.agent), (DIPLO.participant, event.participants),
                       (DIPLO.addressee, event.addressee), (DIPLO.beneficiary, event.beneficiary),
                       (DIPLO.follows, event.follows), (DIPLO.reportedIn, event.reported_in),
                       (DIPLO.inContextOf, event.in_context_of), (DIPLO.demands, event.demands)):
        for ref in refs:
            yield node, prop, ctx.iri(ref)
    # Agents, addressees and beneficiaries take part too: say so for queries that ask
    # "who took part" without knowing the roles. Not the agent of an expulsion: its
    # participants are who was expelled, so that "who was expelled" is its participants.
    for ref in event.addressee + event.beneficiary + \
            (() if event.type in AGENT_APART else event.agent):
        yield node, DIPLO.participant, ctx.iri(ref)
    for prop, ref in ((DIPLO.place, event.place), (DIPLO.during, event.during),
                      (DIPLO.onPlatform, event.on_platform), (DIPLO.conveyedBy, event.conveyed_by)):
        if ref:
            yield node, prop, ctx.iri(ref)
    if event.date:
        yield node, DIPLO.date, Literal(event.date, datatype=XSD.date)
    if event.year:
        yield node, DIPLO.year, Literal(event.year, datatype=XSD.gYear)
    if event.month:
        yield node, DIPLO.yearMonth, Literal(event.month, datatype=XSD.gYearMonth)
    if event.not_before:
        yield node, DIPLO.notBefore, Literal(event.not_before, datatype=XSD.date)
    if event.date_text:
        yield node, DIPLO.dateText, Literal(event.date_text)
    if event.status:
        yield node, SDO.eventStatus, EVENT_STATUS[event.status]
    if event.date_inferred:
        yield node, DIPLO.dateInferred, Literal(True)
    if event.date_reasoning:
        yield node, DIPLO.dateReasoning, Literal(event.date_reasoning, lang="en")
    if event.addressee_description:
        yield node, DIPLO.addresseeDescription, ctx.text(event.addressee_description)
    if event.purpose:
        yield node, DIPLO.purpose, ctx.text(event.purpose)
    if event.grounds:
        yield node, DIPLO.grounds, ctx.text(event.grounds)
    yield from note_triples(node, event.note)
