"""The text of a SPARQL query: its reading, the policy that refuses or caps it, and its cost."""
