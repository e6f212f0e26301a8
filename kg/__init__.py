"""diplokg: publish news articles about diplomacy as a validated knowledge graph."""

__version__ = "0.1.0"
