"""The words for cards in German and English: what people type for suits and ranks, and the messages about cards.

Data only: :mod:`knackpy.cards` builds its parsing tables from these words and
registers the messages (``cards.*``) here with the catalogue.  A new spelling of a
suit or rank goes here (``SUIT_WORDS``, ``RANK_WORDS``); the names a card shows
(``Herz-Ass``, ``ace of hearts``) are the suits' and ranks' own fields in ``cards``.
"""

from __future__ import annotations

from . import i18n

__all__ = ["NUMBER_WORDS_DE", "NUMBER_WORDS_EN", "SUIT_WORDS", "SHORT_SUITS", "RANK_WORDS", "EXAMPLES", "TEXTS"]

NUMBER_WORDS_DE = {
    2: "Zwei",
    3: "Drei",
    4: "Vier",
    5: "Fünf",
    6: "Sechs",
    7: "Sieben",
    8: "Acht",
    9: "Neun",
    10: "Zehn",
}
NUMBER_WORDS_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}

# More words for suits, each mapped to suit indices (0-3 French, 4-7 German).  "hearts" is ambiguous (French Herz or
# German Rot): the deck decides.  The suits' own names (Herz, hearts, ...) are added from ``cards.SUITS``.
SUIT_WORDS: dict[str, tuple[int, ...]] = {
    "herz": (1, 5),
    "hearts": (1, 5),
    "heart": (1, 5),
    "rot": (5,),
    "gruen": (6,),
    "grun": (6,),
    "blatt": (6,),
    "laub": (6,),
    "leaf": (6,),
    "schelle": (4,),
    "schell": (4,),
    "bell": (4,),
    "acorn": (7,),
    "eicheln": (7,),
    "diamond": (0,),
    "spade": (2,),
    "club": (3,),
    "caro": (0,),
    "treff": (3,),
}

# Suit symbols and letters of the short form (``A♥``, ``7h``)
SHORT_SUITS: dict[str, tuple[int, ...]] = {
    "♦": (0,),
    "♥": (1, 5),
    "♠": (2,),
    "♣": (3,),
    "d": (0,),
    "h": (1, 5),
    "s": (2,),
    "c": (3,),
}

# More words for ranks: (word, order, family); the ranks' own names and the number words are added in ``cards``.
RANK_WORDS: tuple[tuple[str, int, str], ...] = (
    ("daus", 14, "both"),
    ("as", 14, "both"),
    ("koenig", 13, "both"),
    ("konig", 13, "both"),
    ("b", 11, "french"),
    ("d", 12, "french"),
    ("bauer", 11, "french"),
    ("knave", 11, "french"),
)

EXAMPLES = {  # (family, language) -> cards as people type them; the deck decides which ones are shown
    ("french", "de"): "7h, A♠, Herz-7, Pik-Ass",
    ("french", "en"): "7h, A♠, 7 of hearts, ace of spades",
    ("german", "de"): "E-U, G-A, Eichel-Unter, Schellen-7",
    ("german", "en"): "acorn-U, leaf-A, under of acorns, 7 of bells",
    (None, "de"): "7h, A♠, Herz-Ass, Eichel-Unter",
    (None, "en"): "7h, A♠, ace of hearts, under of acorns",
}

TEXTS = {
    "cards.family.french": ("französischen Blatt", "French deck"),
    "cards.family.german": ("deutschen (Altenburger) Blatt", "German-suited (Altenburg) deck"),
    "cards.unknown_token": (
        "Unbekannte Karte {token!r}; erlaubt sind zum Beispiel: {accepted}",
        "Unknown card {token!r}; accepted are for example: {accepted_en}",
    ),
    "cards.unknown_suit": (
        "{token}: unbekannte Farbe {suit!r}; erlaubt sind: {accepted}",
        "{token}: unknown suit {suit!r}; accepted: {accepted}",
    ),
    "cards.unknown_rank": (
        "{token}: unbekannter Rang {rank!r}; erlaubt sind: {accepted}",
        "{token}: unknown rank {rank!r}; accepted: {accepted}",
    ),
    "cards.suit_rank_mismatch": (
        "{token}: {suit} ist eine Farbe im {family}, diesen Rang gibt es nur im {other}",
        "{token}: {suit_en} is a suit of the {family_en}, this rank exists only in the {other_en}",
    ),
    "cards.mixed_decks": (
        "{token}: diese Karte gehört nicht zum {family}; Karten zweier Blätter in einer Hand sind nicht erlaubt",
        "{token}: this card is not part of the {family_en}; cards of two decks in one hand are not allowed",
    ),
    "cards.not_in_deck": (
        "{token}: diese Karte gibt es im {deck} nicht",
        "{token}: this card is not part of the {deck_en}",
    ),
    "cards.twice": (
        "{token}: diese Karte steht zweimal da; jede Karte gibt es nur einmal",
        "{token}: this card appears twice; every card exists only once",
    ),
    "cards.empty": (
        "Keine Karte angegeben; erlaubt sind zum Beispiel: {accepted}",
        "No card given; accepted are for example: {accepted_en}",
    ),
    "cards.not_text": (
        "Karten werden als Text angegeben, nicht als {value}",
        "Cards are given as text, not as {value}",
    ),
    "cards.bad_id": ("{value} ist keine Kartennummer", "{value} is not a card number"),
    "cards.not_cards": (
        "Erwartet werden Karten (zum Beispiel aus parse_cards), nicht {value}",
        "Expected cards (for example from parse_cards), not {value}",
    ),
    "cards.unknown_deck": (
        "Unbekanntes Blatt {value}; erlaubt sind: {accepted}",
        "Unknown deck {value}; accepted: {accepted}",
    ),
    "cards.bad_deck_argument": (
        "deck= erwartet ein Blatt, dessen Namen oder ein Regelobjekt, nicht {value}; Blätter: {accepted}",
        "deck= takes a deck, its name or a rules object, not {value}; decks: {accepted}",
    ),
}

i18n.catalogue(TEXTS)
