"""The one interface between the publisher and a store, and its implementations.

Nothing is imported here: a query runner (kg.store.runner_child) starts in a fresh
interpreter for every runner, and must not pay for rdflib and requests, which it never uses.
Import from the modules: kg.store.base (the interface), kg.store.terms (term conversion
and serialisers), kg.store.oxigraph, kg.store.remote.
"""
