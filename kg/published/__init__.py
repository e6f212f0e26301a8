"""A published build on disk, read by the build and by the server: its layout, records, catalogue, search index, section counts and partitions."""
