"""Settings: one frozen object, loaded once from KG_* environment variables and CLI flags."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from .uris import normalise_base

DEFAULT_BASE = "http://127.0.0.1:5000/"


class SettingsError(ValueError):
    """A setting that is unknown or has a bad value; the message names the setting."""


def _setting(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass(frozen=True)
class Settings:
    data_dir: Path = _setting(Path("data"), "folder with one sub-folder per article "
                              "(article text and mapping.yaml)")
    out_dir: Path = _setting(Path("out"), "folder the builds are published into; "
                             "out/current is the one served")
    base_uri: str = _setting(DEFAULT_BASE, "base of every minted IRI; the default makes the "
                             "IRIs of a local build resolve against `kg serve`")
    ontology_file: Path = _setting(Path("ontology/diplo.ttl"), "the ontology, in Turtle")
    shapes_file: Path = _setting(Path("shapes/diplo-shapes.ttl"), "the SHACL shapes, in Turtle")
    keep_builds: int = _setting(3, "how many published builds to keep on disk")

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "base_uri", normalise_base(self.base_uri))
        except ValueError as exc:
            raise SettingsError(f"base_uri: {exc}") from None
        for name in ("data_dir", "out_dir", "ontology_file", "shapes_file"):
            object.__setattr__(self, name, Path(getattr(self, name)))
        if self.keep_builds < 1:
            raise SettingsError("keep_builds: must be at least 1")

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> "Settings":
        """Read KG_<NAME> variables, then apply overrides that are not None (CLI flags)."""
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for key, raw in (environ or {}).items():
            if not key.startswith("KG_"):
                continue
            name = key[3:].lower()
            if name not in fields:
                raise SettingsError(f"unknown setting {key}; known: "
                                    + ", ".join(f"KG_{n.upper()}" for n in fields))
            values[name] = _parse(fields[name], raw, key)
        for name, value in overrides.items():
            if name not in fields:
                raise SettingsError(f"unknown setting {name}")
            if value is not None:
                values[name] = value
        return cls(**values)


def _parse(fld: dataclasses.Field, raw: str, key: str) -> Any:
    if fld.type in ("int", int):
        try:
            return int(raw)
        except ValueError:
            raise SettingsError(f"{key} must be a whole number, got {raw!r}") from None
    return raw
