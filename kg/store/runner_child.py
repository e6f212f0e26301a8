"""Entry point of a query runner process: ``python -m kg.store.runner_child STORE [MEMORY_BYTES]``."""

import sys

from kg.store.runner import child_main

if __name__ == "__main__":
    child_main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
