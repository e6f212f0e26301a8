"""A plain dump is decompressed off the event loop: under gevent (as `kg serve` runs), while
one download inflates, the worker's other greenlets run. Decompressed in the loop, 20 to 60
parallel downloads put cheap requests at a p95 of 1.2 to 2.2 s.

The check needs no clock: the dump is a FIFO whose writer waits until another greenlet has
run. Read in the event loop, the read holds the loop, that greenlet never runs, and the
child process never ends (the timeout says so); read in a thread, it ends at once."""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

from support import ROOT

SCRIPT = r'''
from gevent import monkey
monkey.patch_all()
import gevent, os, sys
from gevent.monkey import get_original

from kg.web.downloads import _gunzipped

fifo, data = sys.argv[1], open(sys.argv[2], "rb").read()
os.mkfifo(fifo)
# A real thread and a real lock (gevent patched threading's own): the writer waits on the
# lock until a greenlet releases it.
go = get_original("_thread", "allocate_lock")()
go.acquire()


def write() -> None:
    with open(fifo, "wb") as out:  # (waits for the reader to open the FIFO)
        go.acquire()
        out.write(data)


get_original("_thread", "start_new_thread")(write, ())
chunks = _gunzipped(fifo)  # opens the FIFO for reading
gevent.spawn(go.release)  # runs only if the loop is free while the first chunk is read
sys.stdout.buffer.write(b"".join(chunks))
'''


def test_a_plain_dump_is_decompressed_while_other_greenlets_run(tmp_path: Path) -> None:
    plain = b"<http://example.org/s> <http://example.org/p> \"o\" .\n" * 50_000
    packed = tmp_path / "dump.nq.gz"
    packed.write_bytes(gzip.compress(plain))
    done = subprocess.run([sys.executable, "-P", "-c", SCRIPT, str(tmp_path / "fifo"),
                           str(packed)], capture_output=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert done.stdout == plain
