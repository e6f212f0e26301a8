"""Read data/: each article's text and the mapping input that says what it states.

The mapping input is YAML written by a knowledge engineer. This package turns it into plain,
frozen dataclasses and checks everything a person can get wrong in it: malformed YAML,
unknown keys, duplicate ids, references to ids that do not exist, impossible dates, and
evidence quotes that are not in the article text. Every error names the file and the line,
and an error about a key points to its description in docs/mapping.md. It also tells the
items `kg draft` proposed and a person reviewed from those still drafts, by comparing the
mapping file with draft.yaml beside it (judge_origin).

Its modules, each with one job:

- ``model``: the dataclasses an article is read into, their fields' metadata (``_f``)
- ``files``: an article's files on disk (names, the most read of each, the digest)
- ``yaml_lines``: YAML read with the line of each value
- ``text``: the article's text cut into sentences
- ``evidence``: an evidence quote found in the text, or the closest words offered
- ``records``: one item read into its dataclass, field by field
- ``checks``: the checks across an article's items
- ``gate``: what `kg draft` proposed (draft.yaml) and what a person reviewed
- ``loader``: parse_article and read_articles, which put these together
- ``errors``: SourceError and what every message shares

The names below are the package's interface: import them from ``kg.source``.
"""

from kg.source.errors import SourceError, SourceErrors, key_anchor
from kg.source.evidence import closest_span, near_quote, occurrences
from kg.source.files import (DRAFT_FILENAME, MAPPING_FILENAME, MOST_MAPPING_BYTES,
                             MOST_MAPPING_ITEMS, find_mapping_files, input_digest,
                             read_article_text)
from kg.source.gate import (DraftRecord, draft_record_text, drafts_error, judge_origin,
                            read_draft_record)
from kg.source.loader import parse_article, read_articles
from kg.source.model import (ENTITY_TYPES, EVENT_TYPES, SECTIONS, ArticleInput, ArticleMeta,
                             Claim, Demand, Entity, Event, Evidence, Holding, Labels,
                             Membership, Origin, Post, Quote, Relation, Sentence, record_slug)
from kg.source.text import TITLE_ABBREVIATIONS, after_title, split_sentences
from kg.source.yaml_lines import load_yaml

__all__ = [
    "DRAFT_FILENAME", "ENTITY_TYPES", "EVENT_TYPES", "MAPPING_FILENAME", "MOST_MAPPING_BYTES",
    "MOST_MAPPING_ITEMS", "SECTIONS", "TITLE_ABBREVIATIONS",
    "ArticleInput", "ArticleMeta", "Claim", "Demand", "DraftRecord", "Entity", "Event",
    "Evidence", "Holding", "Labels", "Membership", "Origin", "Post", "Quote", "Relation",
    "Sentence", "SourceError", "SourceErrors",
    "after_title", "closest_span", "draft_record_text", "drafts_error", "find_mapping_files",
    "input_digest", "judge_origin", "key_anchor", "load_yaml", "near_quote", "occurrences",
    "parse_article", "read_article_text", "read_articles", "read_draft_record", "record_slug",
    "split_sentences",
]
