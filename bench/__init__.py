"""The maintained benchmarks of diplokg, run by hand with ``python -m bench``; the synthetic
corpus generator (``bench.synth``) is shared with the test suite."""
