"""Entry point of a query runner process: ``python -m kg.store.runner_child STORE``."""

import sys

from kg.store.runner import child_main

if __name__ == "__main__":
    child_main(sys.argv[1])
