"""The drafts-waiting listing: counted from the mapping files, and listed again only when
the last listing is older than its freshness, so that a busy home page does not stat every
article folder per request."""

from __future__ import annotations

from pathlib import Path

from kg.web.drafts_waiting import DraftsWaiting


class _Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _article(data: Path, name: str, drafts: int) -> None:
    folder = data / name
    folder.mkdir(parents=True, exist_ok=True)
    items = "".join(f"  - id: item-{n}\n    review: draft\n" for n in range(drafts))
    (folder / "mapping.yaml").write_text(f"entities:\n{items}", encoding="utf-8")


def test_a_fresh_listing_is_answered_again_and_an_old_one_is_made_anew(tmp_path: Path) -> None:
    clock = _Clock()
    waiting = DraftsWaiting(clock=clock, fresh_seconds=1.0)
    _article(tmp_path, "first", drafts=2)
    assert [(w.folder, w.drafts) for w in waiting.list(tmp_path)] == [("first", 2)]
    _article(tmp_path, "second", drafts=1)
    clock.now += 0.5
    assert [w.folder for w in waiting.list(tmp_path)] == ["first"]  # still fresh
    assert waiting.listings == 1
    clock.now += 0.6
    assert [(w.folder, w.drafts) for w in waiting.list(tmp_path)] == [("first", 2), ("second", 1)]
    assert waiting.listings == 2


def test_another_data_folder_is_never_answered_from_the_last_listing(tmp_path: Path) -> None:
    waiting = DraftsWaiting(clock=_Clock(), fresh_seconds=60.0)
    _article(tmp_path / "one", "a", drafts=1)
    _article(tmp_path / "two", "b", drafts=3)
    assert [w.folder for w in waiting.list(tmp_path / "one")] == ["a"]
    assert [w.folder for w in waiting.list(tmp_path / "two")] == ["b"]
    assert waiting.listings == 2


def test_a_clock_that_went_back_lists_anew(tmp_path: Path) -> None:
    clock = _Clock()
    waiting = DraftsWaiting(clock=clock, fresh_seconds=60.0)
    _article(tmp_path, "a", drafts=1)
    waiting.list(tmp_path)
    clock.now -= 5
    waiting.list(tmp_path)
    assert waiting.listings == 2


def test_a_new_listing_reads_only_the_mapping_files_that_changed(tmp_path: Path) -> None:
    waiting = DraftsWaiting(clock=_Clock(), fresh_seconds=0.0)
    _article(tmp_path, "a", drafts=1)
    _article(tmp_path, "b", drafts=2)
    waiting.list(tmp_path)
    assert waiting.files_read == 2
    waiting.list(tmp_path)
    assert (waiting.listings, waiting.files_read) == (2, 2)
    _article(tmp_path, "b", drafts=4)
    assert [(w.folder, w.drafts) for w in waiting.list(tmp_path)] == [("a", 1), ("b", 4)]
    assert waiting.files_read == 3
