"""bench/draft_eval.py never prints an item of a sealed set (the test half, the unseen
set), whatever flags it is given: only the figures."""

from pathlib import Path

from bench import draft_eval

ARTICLE = ("OSLO, 3 March 2025 - Norway expelled a Russian diplomat on Monday, the "
           "Norwegian Ministry of Foreign Affairs said.\n")
READING = """published: 2025-03-03
entities:
  - [Norway, country]
  - [Norwegian Ministry of Foreign Affairs, organization]
  - [Zanzibar Trade Office, organization]
"""


def _set(root: Path, name: str) -> Path:
    folder = root / "eval" / name
    folder.mkdir(parents=True)
    (folder / "a-brief.txt").write_text(ARTICLE, encoding="utf-8")
    (folder / "a-brief.reading.yaml").write_text(READING, encoding="utf-8")
    return folder


def test_items_of_a_sealed_set_are_never_printed(tmp_path, capsys):
    for name in ("dev", "test", "unseen"):
        _set(tmp_path, name)
    draft_eval.main([str(tmp_path / "eval" / "dev"), "--items", "--articles"])
    opened = capsys.readouterr().out
    assert "Zanzibar Trade Office" in opened       # the entity the draft cannot find
    assert "a-brief" in opened
    for name in ("test", "unseen"):
        draft_eval.main([str(tmp_path / "eval" / name), "--items", "--articles"])
        sealed = capsys.readouterr().out
        assert "entities" in sealed                 # the figures are there
        assert "Zanzibar Trade Office" not in sealed
        assert "a-brief" not in sealed


def test_the_default_sets_include_the_unseen_set_when_it_exists():
    names = [name for name, _articles in draft_eval.default_sets()]
    assert any(name.startswith("test half") for name in names)
    assert any(name.startswith("unseen set") for name in names) == \
        (draft_eval.EVAL / "unseen").is_dir()
