"""The text of a SPARQL query: its tokens (lexer), its shape and row cap (shape), the policy
that refuses it (policy), and whether its cost is bounded (cost)."""
