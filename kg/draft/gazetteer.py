"""Word lists the drafting rules read: states (from pycountry), demonyms, capitals,
organisation words, titles and the words that start a sentence but name nothing.

Everything here ships with the package: drafting never downloads a model or a list.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache


def fold(text: str) -> str:
    """Accents, case, curly apostrophes and spacing aside: 'Chávez' and 'chavez' fold alike."""
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    words = plain.casefold().split()
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


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

DEMONYMS = {
    "Afghan": "Afghanistan", "Albanian": "Albania", "Algerian": "Algeria",
    "American": "United States", "Angolan": "Angola", "Argentine": "Argentina",
    "Argentinian": "Argentina", "Armenian": "Armenia", "Australian": "Australia",
    "Austrian": "Austria", "Azerbaijani": "Azerbaijan", "Bangladeshi": "Bangladesh",
    "Belarusian": "Belarus", "Belgian": "Belgium", "Bolivian": "Bolivia", "Bosnian": "Bosnia and Herzegovina",
    "Brazilian": "Brazil", "British": "United Kingdom", "Bulgarian": "Bulgaria",
    "Cambodian": "Cambodia", "Cameroonian": "Cameroon", "Canadian": "Canada", "Cape Verdean": "Cape Verde",
    "Chilean": "Chile", "Chinese": "China", "Colombian": "Colombia", 
    "Costa Rican": "Costa Rica", "Croatian": "Croatia", "Cuban": "Cuba", "Cypriot": "Cyprus",
    "Czech": "Czech Republic", "Danish": "Denmark", "Dominican": "Dominican Republic",
    "Dutch": "Netherlands", "Ecuadorian": "Ecuador", "Egyptian": "Egypt", "Emirati": "United Arab Emirates",
    "Eritrean": "Eritrea", "Estonian": "Estonia", "Ethiopian": "Ethiopia", "Finnish": "Finland",
    "French": "France", "Georgian": "Georgia", "German": "Germany", "Ghanaian": "Ghana",
    "Greek": "Greece", "Guatemalan": "Guatemala", "Haitian": "Haiti", "Honduran": "Honduras",
    "Hungarian": "Hungary", "Icelandic": "Iceland", "Indian": "India", "Indonesian": "Indonesia",
    "Iranian": "Iran", "Iraqi": "Iraq", "Irish": "Ireland", "Israeli": "Israel",
    "Italian": "Italy", "Jamaican": "Jamaica", "Japanese": "Japan", "Jordanian": "Jordan",
    "Kazakh": "Kazakhstan", "Kenyan": "Kenya", "Kuwaiti": "Kuwait", "Latvian": "Latvia",
    "Lebanese": "Lebanon", "Libyan": "Libya", "Lithuanian": "Lithuania", "Malaysian": "Malaysia",
    "Malian": "Mali", "Mexican": "Mexico", "Moldovan": "Moldova", "Mongolian": "Mongolia",
    "Moroccan": "Morocco", "Mozambican": "Mozambique", "Namibian": "Namibia", "Nepali": "Nepal",
    "Nicaraguan": "Nicaragua", "Nigerian": "Nigeria", "Nigerien": "Niger",
    "North Korean": "North Korea", "Norwegian": "Norway", "Omani": "Oman", "Pakistani": "Pakistan",
    "Palestinian": "Palestine", "Panamanian": "Panama", "Paraguayan": "Paraguay",
    "Peruvian": "Peru", "Philippine": "Philippines", "Filipino": "Philippines", "Polish": "Poland",
    "Portuguese": "Portugal", "Qatari": "Qatar", "Romanian": "Romania", "Russian": "Russia",
    "Rwandan": "Rwanda", "Salvadoran": "El Salvador", "Saudi": "Saudi Arabia",
    "Senegalese": "Senegal", "Serbian": "Serbia", "Singaporean": "Singapore",
    "Slovak": "Slovakia", "Slovenian": "Slovenia", "Somali": "Somalia",
    "South African": "South Africa", "South Korean": "South Korea", "Lao": "Laos",
    "Laotian": "Laos", "Soviet": "Soviet Union",
    "Spanish": "Spain", "Sudanese": "Sudan", "Swedish": "Sweden", "Swiss": "Switzerland",
    "Syrian": "Syria", "Taiwanese": "Taiwan", "Thai": "Thailand", "Tunisian": "Tunisia",
    "Turkish": "Turkey", "Ugandan": "Uganda", "Ukrainian": "Ukraine", "Uruguayan": "Uruguay",
    "Uzbek": "Uzbekistan", "Venezuelan": "Venezuela", "Vietnamese": "Vietnam",
    "Yemeni": "Yemen", "Zambian": "Zambia", "Zimbabwean": "Zimbabwe",
    # every other sovereign state's ("Kyrgyz President Sadyr Japarov": Kyrgyzstan's)
    "Andorran": "Andorra", "Antiguan": "Antigua and Barbuda", "Bahamian": "Bahamas",
    "Bahraini": "Bahrain", "Barbadian": "Barbados", "Belizean": "Belize", "Beninese": "Benin",
    "Bhutanese": "Bhutan", "Botswanan": "Botswana", "Bruneian": "Brunei",
    "Burkinabe": "Burkina Faso", "Burkinabè": "Burkina Faso", "Burundian": "Burundi",
    "Burmese": "Myanmar", "Central African": "Central African Republic", "Chadian": "Chad",
    "Comoran": "Comoros", "Comorian": "Comoros", "Djiboutian": "Djibouti",
    "Equatorial Guinean": "Equatorial Guinea", "Equatoguinean": "Equatorial Guinea",
    "Swazi": "Eswatini", "Fijian": "Fiji", "Gabonese": "Gabon", "Gambian": "Gambia",
    "Grenadian": "Grenada", "Guinean": "Guinea", "Bissau-Guinean": "Guinea-Bissau",
    "Guyanese": "Guyana", "Ivorian": "Ivory Coast", "I-Kiribati": "Kiribati",
    "Kosovar": "Kosovo", "Kosovan": "Kosovo", "Kyrgyz": "Kyrgyzstan", "Basotho": "Lesotho",
    "Liberian": "Liberia", "Liechtensteiner": "Liechtenstein", "Luxembourgish": "Luxembourg",
    "Malagasy": "Madagascar", "Malawian": "Malawi", "Maldivian": "Maldives",
    "Maltese": "Malta", "Marshallese": "Marshall Islands", "Mauritanian": "Mauritania",
    "Mauritian": "Mauritius", "Micronesian": "Micronesia", "Monegasque": "Monaco",
    "Montenegrin": "Montenegro", "Nauruan": "Nauru", "New Zealand": "New Zealand",
    "Macedonian": "North Macedonia", "Palauan": "Palau", "Papua New Guinean": "Papua New Guinea",
    "Samoan": "Samoa", "Sammarinese": "San Marino", "Santomean": "Sao Tome and Principe",
    "Seychellois": "Seychelles", "Sierra Leonean": "Sierra Leone",
    "Solomon Islands": "Solomon Islands", "South Sudanese": "South Sudan",
    "Sri Lankan": "Sri Lanka", "Surinamese": "Suriname", "Tajik": "Tajikistan",
    "Tanzanian": "Tanzania", "Timorese": "Timor-Leste", "Togolese": "Togo", "Tongan": "Tonga",
    "Trinidadian": "Trinidad and Tobago", "Turkmen": "Turkmenistan", "Tuvaluan": "Tuvalu",
    "Ni-Vanuatu": "Vanuatu", "Vatican": "Vatican City", "Vincentian":
    "Saint Vincent and the Grenadines", "Kittitian": "Saint Kitts and Nevis",
    "Saint Lucian": "Saint Lucia", "Sahrawi": "Western Sahara",
}

# Capitals and a few other cities that diplomatic news names; state in brackets.
CITIES = {
    "Abu Dhabi": "United Arab Emirates", "Accra": "Ghana", "Addis Ababa": "Ethiopia",
    "Algiers": "Algeria", "Amman": "Jordan", "Ankara": "Turkey", "Asunción": "Paraguay",
    "Athens": "Greece", "Baghdad": "Iraq", "Baku": "Azerbaijan", "Bangkok": "Thailand",
    "Beijing": "China", "Beirut": "Lebanon", "Belgrade": "Serbia", "Berlin": "Germany",
    "Bern": "Switzerland", "Bogotá": "Colombia", "Brasília": "Brazil", "Brussels": "Belgium",
    "Bucharest": "Romania", "Budapest": "Hungary", "Buenos Aires": "Argentina",
    "Cairo": "Egypt", "Canberra": "Australia", "Caracas": "Venezuela", "Copenhagen": "Denmark",
    "Dakar": "Senegal", "Damascus": "Syria", "Delhi": "India", "Doha": "Qatar",
    "Dublin": "Ireland", "Geneva": "Switzerland", "Guatemala City": "Guatemala",
    "Hanoi": "Vietnam", "Havana": "Cuba", "Helsinki": "Finland", "Islamabad": "Pakistan",
    "Istanbul": "Turkey", "Jakarta": "Indonesia", "Jerusalem": "Israel", "Kabul": "Afghanistan",
    "Kampala": "Uganda", "Khartoum": "Sudan", "Kyiv": "Ukraine", "Kiev": "Ukraine",
    "La Paz": "Bolivia", "Lima": "Peru", "Lisbon": "Portugal", "London": "United Kingdom",
    "Luanda": "Angola", "Madrid": "Spain", "Managua": "Nicaragua", "Manila": "Philippines",
    "Mexico City": "Mexico", "Minsk": "Belarus", "Montevideo": "Uruguay", "Moscow": "Russia",
    "Nairobi": "Kenya", "New Delhi": "India", "New York": "United States", "Oslo": "Norway",
    "Ottawa": "Canada", "Panama City": "Panama", "Paris": "France", "Prague": "Czech Republic",
    "Pretoria": "South Africa", "Pyongyang": "North Korea", "Quito": "Ecuador",
    "Rabat": "Morocco", "Riga": "Latvia", "Riyadh": "Saudi Arabia", "Rome": "Italy",
    "San José": "Costa Rica", "San Salvador": "El Salvador", "Santiago": "Chile",
    "Santo Domingo": "Dominican Republic", "Seoul": "South Korea", "Sofia": "Bulgaria",
    "Stockholm": "Sweden", "Taipei": "Taiwan", "Tallinn": "Estonia", "Tashkent": "Uzbekistan",
    "Tehran": "Iran", "Tel Aviv": "Israel", "The Hague": "Netherlands", "Tegucigalpa": "Honduras",
    "Tokyo": "Japan", "Tripoli": "Libya", "Tunis": "Tunisia", "Ulaanbaatar": "Mongolia",
    "Vienna": "Austria", "Vilnius": "Lithuania", "Warsaw": "Poland", "Washington": "United States",
    "Wellington": "New Zealand", "Yerevan": "Armenia", "Zagreb": "Croatia",
}

# More capitals and large cities, so that the list covers every state's capital.
CITIES.update({
    "Tirana": "Albania", "Manama": "Bahrain", "Dhaka": "Bangladesh", "Nassau": "Bahamas",
    "Belmopan": "Belize", "Thimphu": "Bhutan", "Sarajevo": "Bosnia and Herzegovina",
    "Gaborone": "Botswana", "Ouagadougou": "Burkina Faso", "Gitega": "Burundi",
    "Phnom Penh": "Cambodia", "Yaoundé": "Cameroon", "Bangui": "Central African Republic",
    "N'Djamena": "Chad", "Brazzaville": "Republic of the Congo",
    "Kinshasa": "Democratic Republic of the Congo", "Nicosia": "Cyprus", "Malabo": "Equatorial Guinea",
    "Asmara": "Eritrea", "Suva": "Fiji", "Libreville": "Gabon", "Banjul": "Gambia",
    "Tbilisi": "Georgia", "Conakry": "Guinea", "Bissau": "Guinea-Bissau", "Georgetown": "Guyana",
    "Port-au-Prince": "Haiti", "Reykjavik": "Iceland", "Kingston": "Jamaica", "Astana": "Kazakhstan",
    "Almaty": "Kazakhstan", "Pristina": "Kosovo", "Kuwait City": "Kuwait", "Bishkek": "Kyrgyzstan",
    "Vientiane": "Laos", "Maseru": "Lesotho", "Monrovia": "Liberia", "Antananarivo": "Madagascar",
    "Lilongwe": "Malawi", "Kuala Lumpur": "Malaysia", "Bamako": "Mali", "Valletta": "Malta",
    "Nouakchott": "Mauritania", "Chisinau": "Moldova", "Chișinău": "Moldova",
    "Podgorica": "Montenegro", "Maputo": "Mozambique", "Naypyidaw": "Myanmar", "Yangon": "Myanmar",
    "Windhoek": "Namibia", "Kathmandu": "Nepal", "Amsterdam": "Netherlands", "Niamey": "Niger",
    "Abuja": "Nigeria", "Lagos": "Nigeria", "Skopje": "North Macedonia", "Muscat": "Oman",
    "Ramallah": "Palestine", "Port Moresby": "Papua New Guinea", "Kigali": "Rwanda",
    "Freetown": "Sierra Leone", "Bratislava": "Slovakia", "Ljubljana": "Slovenia",
    "Mogadishu": "Somalia", "Juba": "South Sudan", "Colombo": "Sri Lanka", "Paramaribo": "Suriname",
    "Dushanbe": "Tajikistan", "Dodoma": "Tanzania", "Dar es Salaam": "Tanzania", "Dili": "Timor-Leste",
    "Lomé": "Togo", "Port of Spain": "Trinidad and Tobago", "Ashgabat": "Turkmenistan",
    "Sanaa": "Yemen", "Sana'a": "Yemen", "Aden": "Yemen", "Lusaka": "Zambia", "Harare": "Zimbabwe",
    "St Petersburg": "Russia", "Saint Petersburg": "Russia", "Jeddah": "Saudi Arabia",
    "Cape Town": "South Africa", "Johannesburg": "South Africa", "Barcelona": "Spain",
    "Aleppo": "Syria", "Lviv": "Ukraine", "Odesa": "Ukraine", "Kharkiv": "Ukraine",
    "Dubai": "United Arab Emirates", "Edinburgh": "United Kingdom", "Los Angeles": "United States",
    "Miami": "United States", "Ho Chi Minh City": "Vietnam", "Hong Kong": "China",
    "Shanghai": "China", "Mumbai": "India", "Karachi": "Pakistan", "Lahore": "Pakistan",
    "Kandahar": "Afghanistan", "Mosul": "Iraq", "Basra": "Iraq", "Benghazi": "Libya",
    "Alexandria": "Egypt", "Casablanca": "Morocco", "São Paulo": "Brazil", "Sao Paulo": "Brazil",
    "Rio de Janeiro": "Brazil", "Guadalajara": "Mexico", "Monterrey": "Mexico",
    "Medellín": "Colombia", "Cusco": "Peru", "Arequipa": "Peru", "Valparaíso": "Chile",
    "Munich": "Germany", "Frankfurt": "Germany", "Hamburg": "Germany", "Milan": "Italy",
    "Naples": "Italy", "Lyon": "France", "Marseille": "France", "Strasbourg": "France",
    "Davos": "Switzerland", "Sucre": "Bolivia", "Santa Cruz": "Bolivia", "Guayaquil": "Ecuador",
    "Maracaibo": "Venezuela", "Tijuana": "Mexico", "Gaza City": "Palestine",
    "Praia": "Cape Verde", "Mindelo": "Cape Verde",
})

# The capitals the lists above leave out, so that every state's seat of government is a city.
CITIES.update({
    "Port Vila": "Vanuatu", "Honiara": "Solomon Islands", "Nuku'alofa": "Tonga",
    "Apia": "Samoa", "Porto-Novo": "Benin", "Cotonou": "Benin", "Funafuti": "Tuvalu",
    "Tarawa": "Kiribati", "South Tarawa": "Kiribati", "Majuro": "Marshall Islands",
    "Palikir": "Micronesia", "Ngerulmud": "Palau", "Yaren": "Nauru", "Moroni": "Comoros",
    "Port Louis": "Mauritius", "Malé": "Maldives", "Mbabane": "Eswatini", "Lobamba": "Eswatini",
    "São Tomé": "Sao Tome and Principe", "Bridgetown": "Barbados", "Castries": "Saint Lucia",
    "Kingstown": "Saint Vincent and the Grenadines", "Basseterre": "Saint Kitts and Nevis",
    "Roseau": "Dominica", "St. George's": "Grenada", "Saint George's": "Grenada",
    "St. John's": "Antigua and Barbuda", "Andorra la Vella": "Andorra", "Vaduz": "Liechtenstein",
    "Djibouti City": "Djibouti", "Asmera": "Eritrea", "Hargeisa": "Somalia",
    "Nur-Sultan": "Kazakhstan", "Bandar Seri Begawan": "Brunei", "Putrajaya": "Malaysia",
    "Singapore City": "Singapore", "Canberra": "Australia", "Tbilisi": "Georgia",
})

# Large cities and ports beyond the capitals, which news name as where things happen.
_MORE_CITIES = {
    "United Kingdom": ("Manchester", "Birmingham", "Liverpool", "Leeds", "Sheffield",
                       "Glasgow", "Bristol", "Cardiff", "Belfast", "Newcastle", "Nottingham",
                       "Southampton", "Portsmouth", "Dover", "Oxford", "Cambridge"),
    "Spain": ("Seville", "Valencia", "Bilbao", "Málaga", "Malaga", "Algeciras", "Cádiz",
              "Cadiz", "Zaragoza", "Ceuta", "Melilla", "Palma"),
    "Croatia": ("Rijeka", "Osijek", "Vukovar", "Dubrovnik", "Zadar"),
    "Serbia": ("Novi Sad", "Niš", "Nis", "Subotica"),
    "Philippines": ("Cebu", "Davao", "Olongapo", "Quezon City", "Zamboanga", "Subic"),
    "Benin": ("Parakou", "Sèmè-Podji", "Seme-Podji", "Abomey-Calavi"),
    "Ghana": ("Kumasi", "Tamale", "Takoradi", "Tema", "Legon"),
    "Nigeria": ("Kano", "Ibadan", "Port Harcourt", "Enugu"),
    "Poland": ("Kraków", "Krakow", "Gdańsk", "Gdansk", "Wrocław", "Wroclaw", "Poznań",
               "Poznan", "Łódź", "Lodz", "Białystok", "Bialystok", "Lublin", "Szczecin"),
    "Germany": ("Cologne", "Stuttgart", "Düsseldorf", "Dusseldorf", "Leipzig", "Dresden",
                "Bonn"),
    "France": ("Toulouse", "Bordeaux", "Lille", "Nantes", "Nouméa", "Noumea"),
    "Russia": ("Kaliningrad", "Vladivostok", "Novosibirsk", "Yekaterinburg", "Kazan",
               "Murmansk", "Sochi"),
    "Ukraine": ("Dnipro", "Zaporizhzhia", "Mariupol", "Kherson", "Donetsk", "Luhansk"),
    "Kyrgyzstan": ("Osh", "Jalal-Abad", "Karakol"),
    "Uzbekistan": ("Samarkand", "Bukhara", "Andijan", "Fergana", "Namangan"),
    "Dominican Republic": ("Santiago de los Caballeros", "Dajabón", "Dajabon", "Puerto Plata"),
    "Haiti": ("Cap-Haïtien", "Cap-Haitien", "Ouanaminthe"),
    "Italy": ("Turin", "Florence", "Venice", "Genoa", "Palermo", "Bologna"),
    "United States": ("Chicago", "Boston", "San Francisco", "Houston", "Seattle", "Atlanta"),
    "Finland": ("Turku", "Tampere", "Espoo", "Oulu"),
    "Lithuania": ("Kaunas", "Klaipėda", "Klaipeda"),
    "Belarus": ("Grodno", "Hrodna", "Gomel", "Vitebsk"),
    "Armenia": ("Gyumri", "Vanadzor"),
    "Azerbaijan": ("Ganja", "Sumgait", "Shusha"),
    "China": ("Guangzhou", "Shenzhen", "Wuhan", "Chengdu"),
}
CITIES.update({city: state for state, cities in _MORE_CITIES.items() for city in cities})

# Cities of the list that are no seat of a government: "Jeddah" in a claim is where
# something happens, never Saudi Arabia's government (kg.draft.names, state_of_city).
NOT_SEATS = {
    "Istanbul", "New York", "Geneva", "Jeddah", "Dubai", "Almaty", "Yangon", "Aden", "Lagos",
    "St Petersburg", "Saint Petersburg", "Cape Town", "Johannesburg", "Barcelona", "Aleppo",
    "Lviv", "Odesa", "Kharkiv", "Edinburgh", "Los Angeles", "Miami", "Ho Chi Minh City",
    "Hong Kong", "Shanghai", "Mumbai", "Karachi", "Lahore", "Kandahar", "Mosul", "Basra",
    "Benghazi", "Alexandria", "Casablanca", "São Paulo", "Sao Paulo", "Rio de Janeiro",
    "Guadalajara", "Monterrey", "Medellín", "Cusco", "Arequipa", "Valparaíso", "Munich",
    "Frankfurt", "Hamburg", "Milan", "Naples", "Lyon", "Marseille", "Strasbourg", "Davos",
    "Santa Cruz", "Guayaquil", "Maracaibo", "Tijuana", "Mindelo", "Tel Aviv", "Amsterdam",
    "Dar es Salaam", "Gaza City",
} | {city for cities in _MORE_CITIES.values() for city in cities}

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
               "reservoir", "lakes", "dam", "power plant", "hydropower plant")

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
    "Save the Children", "Oxfam",
}


# The last word of an organisation's name decides its type (dip: classes of the loader).
ORG_WORDS = {
    "Ministry": "Ministry", "Department": "Ministry", "Office": "GovernmentBody",
    "Government": "Government", "Administration": "Government", "Cabinet": "GovernmentBody",
    "Navy": "ArmedForce", "Army": "ArmedForce", "Air Force": "ArmedForce", "Forces": "ArmedForce",
    "Guard": "ArmedForce", "Police": "PoliceUnit", "Intelligence": "IntelligenceService",
    "Agency": "GovernmentBody", "Service": "GovernmentBody", "Directorate": "GovernmentBody",
    "Embassy": "GovernmentBody", "Consulate": "GovernmentBody", "Congress": "GovernmentBody",
    "Parliament": "GovernmentBody", "Senate": "GovernmentBody", "Assembly": "GovernmentBody",
    "Council": "GovernmentBody", "Commission": "GovernmentBody", "Committee": "GovernmentBody",
    "Court": "GovernmentBody", "Tribunal": "GovernmentBody", "Prosecutor's Office": "GovernmentBody",
    "Sector": "GovernmentBody", "Chancellery": "Ministry", "Union": "Organization",
    "Association": "Organization", "Party": "Organization", "Front": "Organization",
    "Movement": "Organization", "Organization": "Organization", "Organisation": "Organization",
    "Foundation": "Organization", "Institute": "Organization", "University": "Organization",
    "Bank": "Organization", "Fund": "Organization", "Programme": "Organization",
    "Program": "Organization", "International": "Organization", "Group": "Organization", "Alliance": "Organization",
    "League": "Organization", "Federation": "Organization", "Network": "Organization",
    "Corporation": "Organization", "Company": "Organization",
    "Nations": "Organization", "Community": "Organization", "Coalition": "Organization",
    "Bureau": "GovernmentBody", "Unit": "PoliceUnit", "Secretariat": "GovernmentBody",
    "Mission": "Organization", "Guards": "ArmedForce", "Corps": "ArmedForce",
    "Fleet": "ArmedForce", "Watch": "Organization", "Forum": "Organization",
    "Institution": "Organization", "College": "Organization", "Academy": "Organization",
    "Authority": "GovernmentBody", "Ombudsman": "GovernmentBody", "Presidency": "GovernmentBody",
    # a news agency is no body of a government, whatever "Agency" alone would say
    "News Agency": "Organization", "Press Agency": "Organization", "News": "Organization",
    "Centre": "Organization", "Center": "Organization", "Observatory": "Organization",
    "Society": "Organization", "Trust": "Organization", "Press": "Organization",
    "Intelligence Service": "IntelligenceService", "Security Service": "IntelligenceService",
    "Intelligence Agency": "IntelligenceService",
    # "Counter Terrorism Command", "Counter Terrorism Policing": units of a police force
    "Command": "GovernmentBody", "Policing": "PoliceUnit",
    # a newspaper's name ends with its kind ("Vanuatu Daily Post", "China Daily")
    "Times": "Organization", "Post": "Organization", "Herald": "Organization",
    "Tribune": "Organization", "Gazette": "Organization", "Journal": "Organization",
    "Chronicle": "Organization", "Telegraph": "Organization", "Daily": "Organization",
    "Independent": "Organization", "Monitor": "Organization", "Observer": "Organization",
    "Courier": "Organization", "Dispatch": "Organization", "Insider": "Organization",
    "Endowment": "Organization",
}
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
}

# Honorifics written before a name, not part of it: "Sheikh Khalid", "Dato' Nur Aisyah",
# "Encik Ahmad Faiz", "Professor Jürgen Müller".
HONORIFICS = {
    "Sheikh", "Sheikha", "Shaikh", "Prince", "Princess", "Emir", "Sultan", "Sayyid", "Sayed",
    "Dato", "Datuk", "Datin", "Tun", "Tengku", "Tunku", "Encik", "Puan", "Cik", "Haji",
    "Hajjah", "Pehin", "Dame", "Sir", "Lord", "Lady", "Professor", "Prof", "Dr", "Mr", "Mrs",
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
    "Youth", "Women", "Welfare", "Employment", "Budget", "Revenue", "Petroleum", "Oil", "Gas",
    "Maritime", "Ocean", "Oceans", "Digital", "Social", "Legal", "Veterans", "Religious",
    "Deputy", "Vice", "Prime", "Principal", "Permanent", "Special", "Acting", "Interim",
    "Senior", "First", "High", "Chief", "Assistant", "Under", "Under-Secretary", "Executive",
    "Parliamentary", "Federal", "National", "General",
    # the fields of a vice-minister's or an undersecretary's office ("Undersecretary for
    # Political Affairs", "Director of Consular Affairs")
    "Political", "Consular", "Multilateral", "Bilateral", "Global", "Regional", "Strategic",
    "Protocol", "Americas",
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
    return table


def state_named(name: str) -> State | None:
    return states().get(fold(name))
