"""The one interface between the publisher and a store, and its implementations."""

from .base import QueryError, Store
from .oxigraph import OxigraphStore
from .remote import RemoteStore

__all__ = ["Store", "QueryError", "OxigraphStore", "RemoteStore"]
