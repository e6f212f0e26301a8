"""The statistical reading kg draft uses beside its rules: the installed model, offsets
that index the text, and one parse per text."""

from kg.draft import nlp


def test_names_carry_offsets_into_the_text():
    text = "Foreign Minister Ilse Varga met the Japanese ambassador in Budapest on Monday."
    spans = nlp.named_spans(text)
    assert spans, "the English model found no names"
    for span in spans:
        assert text[span.start:span.end] == span.text
    labels = {span.text: span.label for span in spans}
    assert labels.get("Budapest") in nlp.PLACE_LABELS
    assert nlp.label_of(text, text.index("Budapest"), text.index("Budapest") + 8) == labels["Budapest"]


def test_a_text_is_parsed_once():
    text = "The ministry summoned the envoy."
    assert nlp.parse(text) is nlp.parse(text)
    assert [t.dep_ for t in nlp.parse(text) if t.text == "ministry"] == ["nsubj"]
