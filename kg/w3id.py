"""The redirect rules that make the ontology's permanent IRIs resolve.

The ontology and the shapes are named under https://w3id.org/diplokg/, a permanent
identifier service: w3id.org serves one Apache ``.htaccess`` per project (a pull request to
github.com/perma-id/w3id.org adds it as ``diplokg/.htaccess``). These rules send each IRI,
with 303 See Other, to the deployment that serves it; the deployment answers HTML or Turtle
by the Accept header, which a client sends again after the redirect. A term's IRI
(``…/ontology#PositionHolding``) is its namespace's document: the fragment stays with the
client and names the term's anchor on the page.
"""

from __future__ import annotations

import re

from kg.vocab import ONTOLOGY_IRI, SHAPES_IRI

W3ID_FOLDER = "https://w3id.org/diplokg/"

# What may stand in a rewrite substitution without meaning anything to Apache ($, %, \,
# spaces and quotes would): a plain http(s) URL of a folder.
DEPLOYMENT = re.compile(r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?/$")


def redirect_rules(deployment: str) -> str:
    """The .htaccess for w3id.org/diplokg/, redirecting to ``deployment`` (the URL the
    server is reached at, ending in /)."""
    if not deployment.endswith("/"):
        deployment += "/"
    if not DEPLOYMENT.match(deployment):
        raise ValueError(f"the deployment must be a plain http(s) URL of a folder, without "
                         f"query, fragment or special characters, got {deployment!r}")
    documents = {ONTOLOGY_IRI: "ontology", SHAPES_IRI.rstrip("#"): "shapes"}
    lines = [
        "# Permanent identifiers of the diplokg ontology and SHACL shapes.",
        f"# Written by `kg w3id --deployment {deployment}`: each IRI is redirected to the",
        "# deployment, which answers HTML or Turtle by the Accept header.",
        "Options +FollowSymLinks",
        "RewriteEngine on",
        "",
        "# The dataset's home page",
        f"RewriteRule ^$ {deployment} [R=303,L]",
    ]
    for iri, name in documents.items():
        if not iri.startswith(W3ID_FOLDER):
            raise ValueError(f"{iri} is not under {W3ID_FOLDER}")
        path = iri[len(W3ID_FOLDER):]
        lines += ["", f"# <{iri}> and its terms (<{iri}#…>); its Turtle as {path}.ttl",
                  f"RewriteRule ^{re.escape(path)}(\\.ttl)?$ {deployment}{name}$1 [R=303,L]"]
    return "\n".join(lines) + "\n"
