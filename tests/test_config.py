"""Settings: typed, loaded from KG_* variables and flags, every one documented."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.config import Settings, SettingsError
from support import ROOT


def test_environment_values_are_typed() -> None:
    settings = Settings.load({"KG_PORT": "8080", "KG_QUERY_TIMEOUT": "2.5",
                              "KG_OUT_DIR": "/tmp/x", "PATH": "ignored"})
    assert settings.port == 8080 and settings.query_timeout == 2.5
    assert settings.out_dir == Path("/tmp/x")


def test_flags_override_the_environment() -> None:
    settings = Settings.load({"KG_PORT": "8080"}, port=9090, host=None)
    assert settings.port == 9090 and settings.host == "127.0.0.1"


@pytest.mark.parametrize("environ, words", [
    ({"KG_PORTS": "1"}, "unknown setting KG_PORTS"),
    ({"KG_PORT": "eighty"}, "KG_PORT must be a whole number"),
    ({"KG_QUERY_TIMEOUT": "soon"}, "KG_QUERY_TIMEOUT must be a number"),
    ({"KG_PORT": "70000"}, "port"),
    ({"KG_QUERY_TIMEOUT": "0"}, "query_timeout"),
    ({"KG_WORKERS": "0"}, "workers"),
    ({"KG_BASE_URI": "ftp://x/"}, "base_uri"),
])
def test_bad_settings_name_the_setting(environ: dict, words: str) -> None:
    with pytest.raises(SettingsError, match=words):
        Settings.load(environ)
