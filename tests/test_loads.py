"""The build's bulk loads in a thread of their own (kg.build.loads)."""

from __future__ import annotations

import threading
import time

import pyoxigraph as ox
import pytest

from kg.build.loads import BackgroundLoads


def _graph(number: int) -> tuple[str, bytes]:
    return (f"http://example.org/graph/{number}",
            f"<http://example.org/s{number}> <http://example.org/p> \"{number}\" .\n".encode())


def _failing_with(error: Exception):
    """A loader whose every load fails with ``error``, as a store's load would."""
    def load(batch):
        raise error
    return load


def test_every_graph_added_is_loaded_in_batches_in_order():
    loaded: list[list[str]] = []
    with BackgroundLoads(lambda batch: loaded.append([name for name, _ in batch]),
                         size=3) as loads:
        for number in range(8):
            loads.add(*_graph(number))
        loads.finish()
    assert [len(batch) for batch in loaded] == [3, 3, 2]
    assert [name for batch in loaded for name in batch] == [_graph(n)[0] for n in range(8)]


def test_loads_run_in_another_thread_beside_the_adding():
    threads: set[str] = set()
    with BackgroundLoads(lambda batch: threads.add(threading.current_thread().name),
                         size=1) as loads:
        loads.add(*_graph(1))
        loads.finish()
    assert threads == {"bulk loads"}


def test_the_adding_waits_when_the_loader_is_behind():
    """At most one full batch waits while another loads: memory stays bounded."""
    release = threading.Event()
    started = threading.Event()

    def slow(batch):
        started.set()
        release.wait(5)

    with BackgroundLoads(slow, size=1, waiting=1) as loads:
        loads.add(*_graph(1))  # taken by the loader, which waits
        assert started.wait(5)
        loads.add(*_graph(2))  # waits in the queue
        adder = threading.Thread(target=loads.add, args=_graph(3))
        adder.start()
        adder.join(0.5)
        assert adder.is_alive()  # no room: the third waits for the loader
        release.set()
        adder.join(5)
        assert not adder.is_alive()
        loads.finish()


def test_a_failed_load_is_raised_in_the_build_thread_with_the_store_error():
    with BackgroundLoads(_failing_with(OSError("disk full")), size=1) as loads:
        loads.add(*_graph(1))
        with pytest.raises(OSError, match="disk full"):
            # The error shows at a hand-over: at the latest the one that finds the queue full
            # and the loader gone (a hand-over waits for room, looking again every 0.2 s).
            for number in range(2, 50):
                loads.add(*_graph(number))
            loads.finish()


def test_a_failure_seen_only_at_the_end_is_raised_by_finish():
    with BackgroundLoads(_failing_with(ValueError("bad graph name")), size=10) as loads:
        loads.add(*_graph(1))
        with pytest.raises(ValueError, match="bad graph name"):
            loads.finish()


def test_leaving_early_waits_for_the_load_under_way_and_loads_no_more(tmp_path):
    """The store is closed after the block: no load may still run in it then."""
    store = ox.Store(str(tmp_path / "store"))
    running = threading.Event()
    finished: list[int] = []

    def load(batch):
        running.set()
        # A load that takes a while: the block is left while it runs (the behaviour under
        # test), and a leaving that did not wait for it would see ``finished`` empty.
        time.sleep(0.3)
        store.bulk_load(b"".join(f"{text.decode().rstrip(' .' + chr(10))} <{name}> .\n".encode()
                                 for name, text in batch), ox.RdfFormat.N_QUADS)
        finished.append(len(batch))

    with pytest.raises(RuntimeError):
        with BackgroundLoads(load, size=1, waiting=4) as loads:
            loads.add(*_graph(1))
            loads.add(*_graph(2))
            loads.add(*_graph(3))
            assert running.wait(5)
            raise RuntimeError("the build failed")
    assert finished == [1]  # the one under way finished; the rest dropped
    loaded = len(store)
    store.flush()
    del store
    assert loaded == len(finished)


def test_the_build_store_gets_every_graph_and_its_union(tmp_path):
    from kg.store.oxigraph import OxigraphStore

    store = OxigraphStore.create(tmp_path / "store")
    try:
        with BackgroundLoads(lambda batch: store.load_graphs(batch, written=True),
                             size=7) as loads:
            for number in range(30):
                loads.add(*_graph(number))
            loads.add(f"http://example.org/graph/again", _graph(0)[1])  # a shared triple
            loads.finish()
        assert store.union_size() == 30
        assert store.graph_ntriples("http://example.org/graph/29") == _graph(29)[1]
    finally:
        store.close()


def test_nothing_is_handed_to_a_loader_that_was_stopped():
    """A hand-over after the loads were stopped is an error, not a wait for ever."""
    loads = BackgroundLoads(lambda batch: None, size=1, waiting=1)
    loads.__exit__(None, None, None)
    with pytest.raises(RuntimeError, match="stopped"):
        loads.add(*_graph(1))
    with pytest.raises(ValueError):
        BackgroundLoads(lambda batch: None, waiting=0)
