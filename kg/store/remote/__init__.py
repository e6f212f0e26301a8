"""A remote SPARQL store (Virtuoso, Fuseki, GraphDB, Oxigraph server…) over the standard
protocols only: SPARQL 1.1 Query to read, SPARQL 1.1 Update (and the Graph Store Protocol,
where the store has one) to publish.

What the store answers is parsed and written again by the same serialisers the embedded
store uses, so clients see the same bytes whichever backend is behind the endpoint; the
store's own quirks stay in its dialect.

The publication is described in the store itself, in a record graph that clients never
see: the build it holds, its graphs with their sizes, and the graphs of a publication in
progress (so that servers hide them while they are being written).

The modules, one job each:

- ``connection``: the HTTP requests (query, update, graph PUT), credentials, the errors
- ``dialect``: what a particular store needs to behave like the embedded one
- ``rewriting``: pieces of the query text as the store should get it
- ``record``: the record graph, read by servers
- ``hiding``: the graphs a query's union default graph leaves out
- ``relay``: the store's answer written again in the client's format
- ``publication``: what a build writes (graphs in place or staged, then the record)
- ``store``: RemoteStore, the Store interface made of the above
"""

from kg.store.remote.dialect import Dialect, VirtuosoDialect, dialect_for
from kg.store.remote.record import record_graph, staging_graph, staging_record
from kg.store.remote.store import RemoteStore

__all__ = ["Dialect", "RemoteStore", "VirtuosoDialect", "dialect_for", "record_graph",
           "staging_graph", "staging_record"]
