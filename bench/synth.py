"""Write a synthetic corpus of articles as mapping input that `kg build --data DIR` takes.

    python bench/synth.py --articles 1000 --out bench/work/data-1k [--seed 7]

Each article has a short text and a mapping.yaml whose evidence quotes stand in that text,
so the corpus goes through the real loader, mappers and shapes. Its shape follows real news:
a few popular entities (countries, presidents, foreign ministries) appear in most articles,
and a long tail of rare people appears in one or two. The same seed gives the same corpus.
"""

from __future__ import annotations

import argparse
import random
import shutil
from pathlib import Path

COUNTRIES = ["Peru", "Cuba", "Mexico", "Chile", "Bolivia", "Colombia", "Venezuela", "Nicaragua",
             "Argentina", "Brazil", "Ecuador", "Uruguay", "Paraguay", "Spain", "France",
             "Germany", "Italy", "Portugal", "Canada", "Japan", "China", "India", "Russia",
             "Turkey", "Egypt", "Morocco", "Kenya", "Nigeria", "Ghana", "Australia"]
FIRST = ["Ana", "Luis", "María", "Jorge", "Carmen", "Pedro", "Lucía", "Diego", "Elena", "Pablo",
         "Rosa", "Javier", "Sofía", "Andrés", "Isabel", "Miguel", "Julia", "Tomás", "Laura",
         "Raúl", "Marta", "Hugo", "Clara", "Iván", "Paula", "Óscar", "Nora", "Félix", "Irene",
         "Ramón"]
LAST = ["García", "Rojas", "Quispe", "Torres", "Flores", "Vargas", "Castro", "Mendoza", "Silva",
        "Ramos", "Herrera", "Medina", "Aguilar", "Paredes", "Salazar", "Ortiz", "Núñez", "Ríos",
        "Campos", "Vega", "Cárdenas", "Peña", "Molina", "Suárez", "Ibarra", "Lozano", "Bravo",
        "Cornejo", "Delgado", "Espinoza", "Fuentes", "Gallardo", "Huamán", "Luna", "Miranda"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def slug(text: str) -> str:
    import unicodedata
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return "-".join("".join(ch if ch.isalnum() else " " for ch in plain.lower()).split())


def q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Corpus:
    def __init__(self, seed: int, articles: int) -> None:
        self.random = random.Random(seed)
        self.articles = articles
        # Rare people: a pool that grows with the corpus, drawn with a long-tailed weight.
        size = max(200, articles * 3)
        self.people = [f"{self.random.choice(FIRST)} {self.random.choice(LAST)} "
                       f"{self.random.choice(LAST)}" for _ in range(size)]
        self.people = list(dict.fromkeys(self.people))
        self.weights = [1.0 / (rank + 1) ** 1.1 for rank in range(len(self.people))]
        self.presidents = {country: f"{FIRST[i % len(FIRST)]} {LAST[(i * 7) % len(LAST)]}"
                           for i, country in enumerate(COUNTRIES)}

    def country_pair(self) -> tuple[str, str]:
        first = self.random.choices(COUNTRIES, weights=[1 / (i + 1) for i in range(len(COUNTRIES))])[0]
        second = self.random.choice([c for c in COUNTRIES if c != first])
        return first, second

    def person(self, exclude: set[str]) -> str:
        while True:
            name = self.random.choices(self.people, weights=self.weights)[0]
            if name not in exclude and name not in self.presidents.values():
                return name

    def article(self, number: int) -> tuple[str, str]:
        r = self.random
        sending, receiving = self.country_pair()
        ambassador = self.person(set())
        official = self.person({ambassador})
        accuser = self.person({ambassador, official})
        president = self.presidents[receiving]
        year = r.choice([2023, 2024, 2025])
        month = r.randrange(12)
        day = r.randrange(1, 29)
        date = f"{year}-{month + 1:02d}-{day:02d}"
        ministry = f"Ministry of Foreign Affairs of {receiving}"
        s1 = (f"{ambassador}, the ambassador of {sending} to {receiving}, met {official} on "
              f"{MONTHS[month]} {day}, {year}.")
        s2 = f"The {ministry} reported that {ambassador} ended his mission and left {receiving}."
        s3 = (f"{accuser} accused {ambassador} of espionage on behalf of the government of "
              f"{sending}.")
        quote = f"relations with {sending} must be reviewed by President {president}"
        s4 = f"{accuser} wrote on X that “{quote}.”"
        text = "\n".join([s1, s2, s3, s4]) + "\n"
        aid = f"synthetic-{number:05d}"
        amb, off, acc, pres = (slug(n) for n in (ambassador, official, accuser, president))
        snd, rcv = slug(sending), slug(receiving)
        mid = f"foreign-ministry-of-{rcv}"
        lines = [
            "article:", f"  id: {aid}", "  text: article.txt", "  language: en",
            f"  evidence: [{q(s1)}]",
            "entities:",
        ]

        def entity(eid: str, etype: str, name: str, evidence: str, extra: str = "") -> None:
            lines.extend([f"  - id: {eid}", f"    type: {etype}", f"    name: {q(name)}"])
            if extra:
                lines.append(extra)
            lines.append(f"    evidence: [{q(evidence)}]")

        entity(amb, "Person", ambassador, s1)
        entity(off, "Person", official, s1)
        entity(acc, "Person", accuser, s3)
        entity(pres, "Person", president, s4)
        entity(snd, "Country", sending, s1)
        entity(rcv, "Country", receiving, s1)
        entity(mid, "Ministry", ministry, s2, f"    of_state: {rcv}")
        entity("x", "SocialMediaPlatform", "X", s4)
        lines += [
            "posts:",
            f"  - id: ambassador-of-{snd}-to-{rcv}", "    type: AmbassadorPost",
            f"    label: {q(f'Ambassador of {sending} to {receiving}')}",
            f"    of_state: {snd}", f"    to_state: {rcv}", f"    evidence: [{q(s1)}]",
            f"  - id: president-of-{rcv}", f"    label: {q(f'President of {receiving}')}",
            f"    of_state: {rcv}", f"    evidence: [{q(s4)}]",
            "holdings:",
            # The tenure is this article's fact: a person may be ambassador twice in a corpus.
            f"  - id: {amb}--mission-{aid}",
            f"    holder: {amb}", f"    post: ambassador-of-{snd}-to-{rcv}", "    status: former",
            "    end_reason: end-of-mission", f"    held_on: [{date}]", f"    ended_after: {date}",
            f"    evidence: [{q(s2)}]",
            f"  - holder: {pres}", f"    post: president-of-{rcv}", "    status: current",
            f"    evidence: [{q(s4)}]",
            "events:",
            f"  - id: meeting-{aid}", "    type: Meeting",
            f"    label: {q(f'Meeting of {ambassador} with {official}')}",
            f"    participants: [{amb}, {off}]", f"    place: {rcv}", f"    date: {date}",
            f"    date_text: {q(f'{MONTHS[month]} {day}, {year}')}", f"    evidence: [{q(s1)}]",
            f"  - id: departure-{aid}", "    type: EndOfMission",
            f"    label: {q(f'{ambassador} ends his mission in {receiving}')}",
            f"    agent: [{amb}]", f"    place: {rcv}", f"    not_before: {date}",
            f"    follows: [meeting-{aid}]", f"    evidence: [{q(s2)}]",
            f"  - id: post-{aid}", "    type: SocialMediaPost",
            f"    label: {q(f'{accuser} writes on X about {sending}')}",
            f"    agent: [{acc}]", "    on_platform: x", f"    evidence: [{q(s4)}]",
            "relations:",
            f"  - parties: [{snd}, {rcv}]", "    level: full", f"    evidence: [{q(s1)}]",
            "claims:",
            f"  - id: espionage-{aid}", "    type: Allegation",
            f"    label: {q(f'{accuser}: {ambassador} spied for {sending}')}",
            f"    claimant: [{acc}]", f"    about: [{amb}]", f"    mentions: [{snd}]",
            f"    text: {q(s3)}", f"    evidence: [{q(s3)}]",
            "quotes:",
            f"  - id: quote-{aid}", f"    speaker: [{acc}]", f"    text: {q(quote)}",
            f"    stated_in: post-{aid}",
        ]
        return text, "\n".join(lines) + "\n"


def write_corpus(out: Path, articles: int, seed: int) -> None:
    if out.exists():
        shutil.rmtree(out)
    corpus = Corpus(seed, articles)
    for number in range(articles):
        text, mapping = corpus.article(number)
        folder = out / f"{number // 1000:03d}" / f"synthetic-{number:05d}"
        folder.mkdir(parents=True)
        (folder / "article.txt").write_text(text, encoding="utf-8")
        (folder / "mapping.yaml").write_text(mapping, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    write_corpus(args.out, args.articles, args.seed)
    print(f"wrote {args.articles} articles to {args.out}")


if __name__ == "__main__":
    main()
