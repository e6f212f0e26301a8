"""Word lists the drafting rules read: states (from pycountry), demonyms, capitals,
organisation words, titles and the words that start a sentence but name nothing.

Everything here ships with the package: drafting never downloads a model or a list.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from collections.abc import Iterator, Mapping
from functools import cached_property, lru_cache
from importlib import resources


def fold(text: str) -> str:
    """Accents, case, curly apostrophes and spacing aside: 'Chávez' and 'chavez' fold alike."""
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    words = plain.casefold().split()
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def _data_rows(file: str, columns: int = 2) -> list[list[str]]:
    """The rows of a tab-separated data file beside this module, its comments ("#") and
    blank lines aside; a row of another width is an error naming the file and line."""
    text = resources.files(__package__).joinpath(file).read_text(encoding="utf-8")
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        row = line.split("\t")
        if len(row) != columns:
            raise ValueError(f"kg/draft/{file}:{number}: {len(row)} columns, not {columns}")
        rows.append(row)
    return rows


class NameTable(Mapping[str, str]):
    """A table of names (name -> the name it stands for) read from a two-column data file
    beside this module the first time it is asked, so that importing does no I/O."""

    def __init__(self, file: str) -> None:
        self._file = file

    @cached_property
    def _table(self) -> dict[str, str]:
        return {name: value for name, value in _data_rows(self._file)}

    def __getitem__(self, name: str) -> str:
        return self._table[name]

    def __contains__(self, name: object) -> bool:
        return name in self._table

    def get(self, name, default=None):
        return self._table.get(name, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)


@dataclass(frozen=True)
class State:
    name: str          # the short English name a news text uses
    defunct: bool = False


# pycountry's names are the ISO ones ("Russian Federation", "Korea, Republic of"); news
# writes the short ones. These override or add to them.
_SHORT_NAMES = {
    "RU": "Russia", "US": "United States", "GB": "United Kingdom", "CZ": "Czech Republic",
    "TR": "Turkey", "CD": "Democratic Republic of the Congo", "CG": "Republic of the Congo",
    "VA": "Vatican City", "PS": "Palestine", "CI": "Ivory Coast", "MK": "North Macedonia",
    "FM": "Micronesia", "KR": "South Korea", "KP": "North Korea", "CV": "Cape Verde",
    "BN": "Brunei",
}
_EXTRA_NAMES = {
    "Russia": "Russia", "Russian Federation": "Russia", "USA": "United States",
    "U.S.": "United States", "US": "United States", "United States of America": "United States",
    "America": "United States", "UK": "United Kingdom", "U.K.": "United Kingdom",
    "Britain": "United Kingdom", "Great Britain": "United Kingdom", "Czechia": "Czech Republic",
    "Türkiye": "Turkey", "Holy See": "Vatican City", "Vatican": "Vatican City",
    "Côte d'Ivoire": "Ivory Coast", "Burma": "Myanmar", "Viet Nam": "Vietnam",
    "Cabo Verde": "Cape Verde", "Cape Verde": "Cape Verde",
    # the two Congos, as news writes them ("Democratic Republic of Congo" is not the Republic
    # of the Congo)
    "Democratic Republic of Congo": "Democratic Republic of the Congo",
    "DR Congo": "Democratic Republic of the Congo", "DRC": "Democratic Republic of the Congo",
    "Congo-Kinshasa": "Democratic Republic of the Congo",
    "Republic of Congo": "Republic of the Congo", "Congo-Brazzaville": "Republic of the Congo",
    "Republic of Korea": "South Korea",  # (pycountry has "Korea, Republic of")
    "UAE": "United Arab Emirates", "U.A.E.": "United Arab Emirates", "Brunei": "Brunei",
    "Brunei Darussalam": "Brunei", "Swaziland": "Eswatini", "East Timor": "Timor-Leste",
    "Kosovo": "Kosovo",  # not in ISO 3166 (pycountry), a state in the news
}
_DEFUNCT = {"Soviet Union": "Soviet Union", "USSR": "Soviet Union",
            "Yugoslavia": "Yugoslavia", "East Germany": "East Germany",
            "Czechoslovakia": "Czechoslovakia"}

# Demonym -> state: the adjective a text names a state's people and bodies by ("Kyrgyz
# President Sadyr Japarov": Kyrgyzstan's). A table of names, kept as data in
# gazetteer_demonyms.tsv beside this module ("demonym<TAB>state").
DEMONYMS: Mapping[str, str] = NameTable("gazetteer_demonyms.tsv")

# The cities diplomatic news names, with their state: every state's capital and seat of
# government, and large cities and ports beyond them. A table of names, kept as data in
# gazetteer_cities.tsv beside this module ("city<TAB>state<TAB>seat|city").
_CITIES_FILE = "gazetteer_cities.tsv"


@lru_cache(maxsize=1)
def _city_rows() -> tuple[tuple[str, str, str], ...]:
    """(city, state, "seat" or "city") for each row of the cities table, in its order
    (read once, on first use)."""
    return tuple((city, state, kind) for city, state, kind in _data_rows(_CITIES_FILE, 3))


@lru_cache(maxsize=1)
def cities() -> dict[str, str]:
    """City -> the state it is in: "Moscow" -> "Russia", "Jeddah" -> "Saudi Arabia"."""
    return {city: state for city, state, _kind in _city_rows()}


@lru_cache(maxsize=1)
def not_seats() -> frozenset[str]:
    """The cities of the table that are no seat of a government: "Jeddah" in a claim is
    where something happens, never Saudi Arabia's government (kg.draft.names,
    state_of_city)."""
    return frozenset(city for city, _state, kind in _city_rows() if kind == "city")

# Legislatures and bodies of a state whose names hold no word of ORG_WORDS ("the Bundestag",
# "the House of Commons") or a comma that splits the run of capitals ("the Foreign,
# Commonwealth and Development Office"): a government body of that state.
STATE_BODIES = {
    "House of Commons": "United Kingdom", "House of Lords": "United Kingdom",
    "Foreign, Commonwealth and Development Office": "United Kingdom",
    "Foreign and Commonwealth Office": "United Kingdom",
    "Cortes Generales": "Spain", "Cortes": "Spain", "Congress of Deputies": "Spain",
    "Milli Majlis": "Azerbaijan", "Bundestag": "Germany", "Bundesrat": "Germany",
    "Sejm": "Poland", "Seimas": "Lithuania", "Saeima": "Latvia", "Riigikogu": "Estonia",
    "Eduskunta": "Finland", "Riksdag": "Sweden", "Storting": "Norway", "Stortinget": "Norway",
    "Folketing": "Denmark", "Folketinget": "Denmark", "Althing": "Iceland",
    "Oireachtas": "Ireland", "Dáil": "Ireland", "Dáil Éireann": "Ireland", "Knesset": "Israel",
    "State Duma": "Russia", "Duma": "Russia", "Federation Council": "Russia",
    "Verkhovna Rada": "Ukraine", "Sabor": "Croatia", "Lok Sabha": "India",
    "Rajya Sabha": "India", "Majlis": "Iran", "Jatiya Sangsad": "Bangladesh",
    "Tweede Kamer": "Netherlands",
    "Bundesversammlung": "Switzerland", "Nationalrat": "Austria", "Storthing": "Norway",
    "Jogorku Kenesh": "Kyrgyzstan", "Oliy Majlis": "Uzbekistan", "Mazhilis": "Kazakhstan",
    "Legislative Assembly of Tonga": "Tonga",
}
# The shorter names news give the same body once the text has named it in full ("The
# Foreign, Commonwealth and Development Office (FCDO) summoned ... a Foreign Office
# spokesperson said"): one body.
STATE_BODY_SHORT_NAMES = {
    "Foreign, Commonwealth and Development Office": ("Foreign Office", "FCDO"),
    "Foreign and Commonwealth Office": ("Foreign Office", "FCO"),
    "Cortes Generales": ("Cortes",),
}

# A capitalised word before one of these names a place: "the Vorukh enclave".
PLACE_WORDS = ("enclave", "region", "province", "valley", "district", "corridor", "strait",
               "peninsula", "desert", "river", "islands", "border crossing", "exclave",
               "reservoir", "lakes", "dam", "power plant", "hydropower plant", "island",
               "islet", "suburb", "county", "governorate", "municipality", "weir",
               "cemetery", "regions", "provinces", "districts")
# Words in small letters that may stand between a name and its place word ("the Orvesk
# hill district", "the Melmo hydropower dam")
PLACE_WORD_QUALIFIERS = ("hill", "border", "coastal", "mountain", "frontier", "desert",
                         "autonomous", "administrative", "hydropower", "hydroelectric",
                         "tribal", "northern", "southern", "eastern", "western", "central",
                         "rural", "remote", "farming", "fishing")

CONTINENTS = {"Africa", "Antarctica", "Asia", "Europe", "North America", "South America",
              "Latin America", "Central America", "Oceania", "Caribbean",
              "American continent", "Balkans", "Southeast Asia"}
# Regions that are no continent (the Middle East is none): places.
REGIONS = {"Middle East", "Near East", "Far East", "Horn of Africa", "Sahel", "Maghreb",
           "Gulf region", "Persian Gulf", "Indo-Pacific", "Central Asia", "South Caucasus",
           "Caucasus", "Levant", "Western Balkans"}

# States of the United States that name no one else (not Georgia, Washington, Virginia,
# Indiana, Montana and the like, which are also a state's or a person's names): places, so
# that "a Democrat from New Hampshire" names no person.
US_STATES = {
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut",
    "Hawaii", "Idaho", "Illinois", "Iowa", "Kentucky", "Louisiana", "Massachusetts",
    "Michigan", "Minnesota", "Mississippi", "Missouri", "Nebraska", "New Hampshire",
    "New Jersey", "New Mexico", "North Carolina", "North Dakota", "Ohio", "Oklahoma",
    "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee",
    "Texas", "Utah", "Vermont", "West Virginia", "Wisconsin", "Wyoming",
}
REGIONS |= US_STATES
# Regions within or between states that diplomatic news names, often disputed: places (and
# part of a longer name before a capitalised word: "the Kurdistan Workers' Party").
INNER_REGIONS = {
    "Nagorno-Karabakh", "Karabakh", "Artsakh", "Tigray", "Amhara", "Donbas", "Donbass",
    "Crimea", "Kashmir", "Jammu and Kashmir", "Darfur", "Kurdistan", "Transnistria",
    "Abkhazia", "South Ossetia", "Gaza Strip", "West Bank", "Golan Heights", "Xinjiang",
    "Tibet", "Kosovo-Metohija", "Western Sahara", "Cabinda", "Ogaden", "Balochistan",
    "Catalonia", "Basque Country", "Northern Ireland", "Scotland", "Wales", "Flanders",
    "Wallonia", "Kaliningrad Oblast", "Fergana Valley", "Sinai", "Kurdistan Region",
    "Zangezur", "Syunik", "Nakhchivan", "Savai'i", "Upolu",
}
REGIONS |= INNER_REGIONS

# Seats that news name for a state's executive ("the Kremlin has denied"): the body, of that
# state. Its name as the text gives it; the state as states() knows it.
SEATS = {"Kremlin": "Russia", "White House": "United States", "Élysée": "France",
         "Elysée": "France", "Elysee": "France", "Élysée Palace": "France",
         "Downing Street": "United Kingdom", "Zhongnanhai": "China", "Casa Rosada": "Argentina",
         "Palacio de Miraflores": "Venezuela", "Miraflores Palace": "Venezuela",
         "Palácio do Planalto": "Brazil", "Planalto": "Brazil", "Blue House": "South Korea",
         "Quai d'Orsay": "France", "Farnesina": "Italy", "Kantei": "Japan",
         "Palacio de La Moneda": "Chile", "La Moneda": "Chile", "Bankova": "Ukraine"}

# International organisations news names by an abbreviation as often as by name ("the U.N.",
# "EU foreign ministers"): one organisation whichever it uses. Its name, then the others.
INTERNATIONAL = {
    "United Nations": ("U.N.", "UN"), "European Union": ("E.U.", "EU"),
    "NATO": ("North Atlantic Treaty Organization", "North Atlantic Treaty Organisation"),
    "African Union": ("AU",), "Organization of American States": ("OAS",),
    "Association of Southeast Asian Nations": ("ASEAN",),
    "International Atomic Energy Agency": ("IAEA",),
    "Organization for Security and Co-operation in Europe": ("OSCE",),
    "Economic Community of West African States": ("ECOWAS",),
    "Gulf Cooperation Council": ("GCC",), "International Monetary Fund": ("IMF",),
    "World Trade Organization": ("WTO",), "World Health Organization": ("WHO",),
    "International Criminal Court": ("ICC",), "International Court of Justice": ("ICJ",),
}

PLATFORMS = {"X": "X", "Twitter": "X", "Facebook": "Facebook", "Instagram": "Instagram",
             "Telegram": "Telegram", "TikTok": "TikTok", "YouTube": "YouTube",
             "WhatsApp": "WhatsApp", "Weibo": "Weibo", "LinkedIn": "LinkedIn",
             "WeChat": "WeChat", "VKontakte": "VKontakte", "Bluesky": "Bluesky",
             "Truth Social": "Truth Social", "Douyin": "Douyin"}

# News organisations and bodies a text names by a name with no organisation's word in it
# ("told Reuters", "Xinhua reported", "Interpol issued a notice", "Al Jazeera said"): real
# bodies, each an organisation (a news agency is never a body of a government).
NAMED_BODIES = {
    # news agencies and broadcasters
    "Reuters", "Bloomberg", "Xinhua", "Interfax", "RIA Novosti", "Sputnik", "Kyodo",
    "Kyodo News", "Yonhap", "Anadolu", "Bernama", "Antara", "Tasnim", "Fars", "Mehr",
    "Ukrinform", "BelTA", "Belga", "Notimex", "Andina", "Prensa Latina", "Télam",
    "Agência Brasil", "Al Jazeera", "Al Arabiya", "Euronews", "Deutsche Welle", "Politico",
    "Axios", "Le Monde", "El País", "Der Spiegel", "Kommersant", "Izvestia", "Meduza",
    "Xinhua News Agency", "Itar-Tass", "Efe",
    # bodies and groups
    "Interpol", "Europol", "Eurojust", "Frontex", "Mercosur", "Hamas", "Hezbollah",
    "Taliban", "Gazprom", "Rosatom", "Rosneft", "Huawei", "Greenpeace", "Amnesty",
    "Reporters Without Borders", "Doctors Without Borders", "Médecins Sans Frontières",
    "Save the Children", "Oxfam", "UNESCO", "UNICEF", "al-Qaeda", "Al-Qaeda", "al-Qaida",
}


# The last word of an organisation's name decides its type (dip: classes of the loader):
# the words of each type.
_ORG_WORDS_BY_TYPE = {
    "Ministry": ("Ministry", "Department", "Chancellery"),
    "GovernmentBody": (
        "Office", "Cabinet", "Agency", "Service", "Directorate", "Embassy", "Consulate",
        "Congress", "Parliament", "Senate", "Assembly", "Council", "Commission", "Committee",
        "Court", "Tribunal", "Prosecutor's Office", "Sector", "Bureau", "Secretariat",
        "Authority", "Ombudsman", "Presidency",
        # a chamber of a legislature ("House of Representatives", "Chamber of Deputies")
        "Representatives", "Deputies",
        # "Counter Terrorism Command": a unit of a police force
        "Command"),
    "Government": ("Government", "Administration"),
    # ("Belize Defence Force", "the Royal Bahamas Police Force")
    "ArmedForce": ("Navy", "Army", "Air Force", "Force", "Forces", "Guard", "Guards", "Corps",
                   "Fleet"),
    # ("Counter Terrorism Policing")
    "PoliceUnit": ("Police", "Police Force", "Unit", "Policing"),
    "IntelligenceService": ("Intelligence", "Intelligence Service", "Security Service",
                            "Intelligence Agency"),
    "Organization": (
        "Union", "Association", "Party", "Front", "Movement", "Organization", "Organisation",
        "Foundation", "Institute", "University", "Bank", "Fund", "Programme", "Program",
        "International", "Group", "Alliance", "League", "Federation", "Network",
        "Corporation", "Company", "Nations", "Community", "Coalition", "Mission", "Watch",
        "Forum", "Institution", "College", "Academy",
        # a news agency is no body of a government, whatever "Agency" alone would say
        "News Agency", "Press Agency", "News",
        "Centre", "Center", "Observatory", "Society", "Trust", "Press",
        # a newspaper's name ends with its kind ("Vanuatu Daily Post", "China Daily")
        "Times", "Post", "Herald", "Tribune", "Gazette", "Journal", "Chronicle", "Telegraph",
        "Daily", "Independent", "Monitor", "Observer", "Courier", "Dispatch", "Insider",
        "Bulletin", "Mail", "Sentinel", "Express", "Examiner", "Inquirer", "Weekly",
        "Hoy", "Diario",  # ("Diario Hoy", "Listín Diario")
        "Endowment", "Lab", "Laboratory",
        # institutions and carriers ("Korvenna Teaching Hospital", "Nordavia Airlines")
        "Hospital", "Clinic", "School", "Airlines", "Airways"),
}
ORG_WORDS = {word: type_ for type_, words in _ORG_WORDS_BY_TYPE.items() for word in words}
VETERANS_WORDS = ("retired officers", "veterans")

# A title ends with one of these words ("Trade Minister", "Deputy Foreign Secretary"): the
# words before it in a run of capitals belong to the title, not to the name after it.
TITLE_HEADS = {"Minister", "President", "Ambassador", "Secretary", "Spokesman", "Spokeswoman",
               "Spokesperson", "Chancellor", "Governor", "Senator", "Admiral", "General",
               "Commissioner", "Envoy", "Director", "Chief", "Chairman", "Chairwoman", "Mayor",
               # ("Undersecretary for Political Affairs X", "Police Inspector X",
               # "Director-General X", "Minister-Counsellor X")
               "Undersecretary", "Under-Secretary", "Inspector", "Director-General",
               "Minister-Counsellor", "Attaché", "Consul", "Counsellor", "Counselor",
               "Vice-Minister"}

# Titles written before a name: they are not part of it.
TITLES = {
    "President", "Vice President", "Prime Minister", "Minister", "Foreign Minister",
    "Ambassador", "Admiral", "General", "Colonel", "Captain", "Senator", "Congressman",
    "Congresswoman", "Deputy", "Governor", "Mayor", "Chancellor", "Vice Chancellor", "King",
    "Queen", "Prince", "Princess", "Sheikh", "Pope", "Judge", "Prosecutor", "Mr", "Mrs", "Ms",
    "Dr", "Mr.", "Mrs.", "Ms.", "Dr.", "Sir", "Lord", "Lady", "Secretary", "Consul", "Envoy",
    "Commander", "Lieutenant", "Major", "Sergeant", "Archbishop", "Bishop", "Father", "Rev.",
    "Emperor", "Empress", "Premier", "Emir", "Sultan", "Crown Prince", "Speaker",
    "Inspector", "Detective", "Superintendent", "Commodore", "Brigadier", "Constable",
    "Counsellor", "Attaché",
    # titles of several words with an "of" in them, whole ("Deputy Chief of Mission X")
    "Chief of Mission", "Deputy Chief of Mission", "Head of Mission",
    "Deputy Head of Mission", "Chief of Staff", "Chargé d'Affaires", "Chargé d’Affaires",
    # a state's law officers ("Attorney General Ruth Amollo")
    "Attorney General", "Attorney-General", "Solicitor General", "Solicitor-General",
}

# Honorifics written before a name, not part of it: "Sheikh Khalid", "Dato' Nur Aisyah",
# "Encik Ahmad Faiz", "Professor Jürgen Müller".
HONORIFICS = {
    "Sheikh", "Sheikha", "Shaikh", "Prince", "Princess", "Emir", "Sultan", "Sayyid", "Sayed",
    "Dato", "Datuk", "Datin", "Tun", "Tengku", "Tunku", "Encik", "Puan", "Cik", "Haji",
    "Hajjah", "Pehin", "Dame", "Sir", "Justice", "Lord", "Lady", "Professor", "Prof", "Dr", "Mr", "Mrs",
    "Ms", "Mme", "Monsieur", "Madame", "Señor", "Señora", "Doña", "Herr", "Frau", "Excellency",
    "Majesty", "Highness", "Royal", "Honourable", "Honorable", "Hon", "Rt",
    "Rt.", "Reverend", "Rev.", "Imam", "Ayatollah", "Rabbi", "Cardinal", "Archbishop",
    "Bishop", "Father", "Pope", "King", "Queen", "Crown", "Emperor", "Empress",
}
# Words that are an honorific only after another ("Datuk Seri", "Tan Sri"): "Sri Mulyani" is
# a name.
HONORIFIC_FOLLOWERS = {"Seri", "Sri", "Paduka", "Utama"}
# Words of a minister's portfolio or a title's qualifier ("Minister of State for Energy
# Affairs", "Foreign Affairs Minister", "Deputy Permanent Secretary"): such a word is no
# part of a person's name, and a run of them with a title word names an office.
PORTFOLIO_WORDS = {
    "State", "Foreign", "Affairs", "Energy", "Defence", "Defense", "Trade", "Finance",
    "Interior", "Justice", "Health", "Education", "Industry", "Investment", "Development",
    "Economy", "Economic", "Mines", "Mining", "Resources", "Mineral", "Agriculture",
    "Transport", "Labour", "Labor", "Environment", "Culture", "Security", "Home", "Treasury",
    "Commerce", "Tourism", "Fisheries", "Planning", "Information", "Communications",
    "Cooperation", "Co-operation", "Integration", "Relations", "International", "External",
    "Internal", "Public", "Works", "Infrastructure", "Climate", "Water", "Housing",
    "Science", "Technology", "Innovation", "Immigration", "Migration", "Sport", "Sports",
    # (fields a body's name joins with "and": "the Peace and Security Council", "the
    # Intelligence and Security Service", "the Immigration and Customs Department")
    "Peace", "Intelligence", "Customs", "Border",
    "Youth", "Women", "Welfare", "Employment", "Budget", "Revenue", "Petroleum", "Oil", "Gas",
    "Maritime", "Ocean", "Oceans", "Digital", "Social", "Legal", "Veterans", "Religious",
    "Deputy", "Vice", "Prime", "Principal", "Permanent", "Special", "Acting", "Interim",
    "Senior", "First", "High", "Chief", "Assistant", "Under", "Under-Secretary", "Executive",
    "Parliamentary", "Federal", "National", "General",
    # the fields of a vice-minister's or an undersecretary's office ("Undersecretary for
    # Political Affairs", "Director of Consular Affairs")
    "Political", "Consular", "Multilateral", "Bilateral", "Global", "Regional", "Strategic",
    "Protocol", "Americas",
    # ("Minister of Lands, Forestry and Rural Development", "Minister of Agrarian
    # Reform")
    "Land", "Lands", "Reform", "Rural", "Urban", "Forestry", "Forests", "Wildlife",
}

# Capitalised words that start a sentence or a clause and name nothing.
NOT_NAMES = {
    "A", "An", "The", "In", "On", "At", "Of", "For", "From", "To", "With", "By", "As", "After",
    "Before", "During", "Since", "Until", "While", "When", "Where", "If", "But", "And", "Or",
    "Yet", "So", "Then", "Meanwhile", "Likewise", "However", "Moreover", "Also", "Still",
    "According", "Based", "Following", "This", "That", "These", "Those", "It", "Its", "He",
    "She", "They", "We", "I", "You", "His", "Her", "Their", "Our", "My", "Your", "Let’s",
    "Let's", "There", "Here", "Today", "Yesterday", "Tomorrow", "Last", "Next", "Earlier",
    "Later", "Both", "Many", "Some", "Most", "Several", "All", "Each", "Every", "No", "Not",
    "One", "Two", "Three", "Asked", "Speaking", "Despite", "Although", "Though", "Because",
    "Instead", "Other", "Another", "Such", "Even", "Only", "Now", "Once", "Under", "Over",
    "Between", "Among", "Against", "About", "Without", "Within", "Through", "Amid", "Nor",
    "What", "Which", "Who", "Whom", "Whose", "Why", "How", "Former", "Then", "Recently",
    "Finally", "First", "Second", "Third", "Sources", "Officials", "Local", "New", "Mr",
    "Whatever", "Whoever", "Whichever", "Wherever", "Whenever",
    # ranks abbreviated before a name ("Rear Adm. Ines Sola"), no name's word themselves
    "Adm", "Gen", "Lt", "Col", "Maj", "Capt", "Sgt", "Cpl", "Brig", "Cmdr", "Cdr", "Supt",
    "Insp", "Lieut",
}

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


# ISO 3166 codes of territories that are no sovereign state ("Gibraltar", "New Caledonia",
# "Puerto Rico"): places, never a state that acts. (The Faroe Islands and Greenland, which
# hold talks of their own with states, are left with the states.)
_TERRITORIES = {
    "AS", "AI", "AQ", "AW", "AX", "BL", "BM", "BQ", "BV", "CC", "CK", "CW", "CX", "FK",
    "GF", "GG", "GI", "GP", "GS", "GU", "HK", "HM", "IM", "IO", "JE", "KY", "MF", "MO",
    "MP", "MQ", "MS", "NC", "NF", "NU", "PF", "PM", "PN", "PR", "RE", "SH", "SJ", "SX", "TC",
    "TF", "TK", "UM", "VG", "VI", "WF", "YT",
}


@lru_cache(maxsize=1)
def territories() -> dict[str, str]:
    """Folded name -> the short name of a territory that is no state."""
    import pycountry

    table: dict[str, str] = {}
    for country in pycountry.countries:
        if country.alpha_2 in _TERRITORIES:
            short = getattr(country, "common_name", None) or country.name
            for name in (country.name, getattr(country, "common_name", None), short):
                if name:
                    table.setdefault(fold(name), short)
    _abbreviate_saints(table)
    return table


@lru_cache(maxsize=1)
def states() -> dict[str, State]:
    """Folded name -> state, for every name a text may give a state by."""
    import pycountry  # about 30 ms; only drafting needs it

    table: dict[str, State] = {}
    for country in pycountry.countries:
        if country.alpha_2 in _TERRITORIES:
            continue
        short = _SHORT_NAMES.get(country.alpha_2) or getattr(country, "common_name", None) \
            or country.name
        state = State(short)
        for name in (country.name, getattr(country, "common_name", None),
                     getattr(country, "official_name", None), short):
            if name:
                table.setdefault(fold(name), state)
    for name, short in _EXTRA_NAMES.items():
        table[fold(name)] = State(short)
    for name, short in _DEFUNCT.items():
        table[fold(name)] = State(short, defunct=True)
    _abbreviate_saints(table)
    return table


def _abbreviate_saints(table: dict) -> None:
    """"St Lucia", "St. Kitts and Nevis": a name that starts with "Saint" is as often
    written with "St" or "St.", which names the same state or territory."""
    for name, value in list(table.items()):
        if name.startswith("saint "):
            for short in ("st ", "st. "):
                table.setdefault(short + name.removeprefix("saint "), value)


def state_named(name: str) -> State | None:
    return states().get(fold(name))
