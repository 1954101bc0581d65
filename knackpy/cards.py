"""Suits, ranks, cards and the three decks, with German and English names (K1, O1, C1).

How a card is written for a reader is decided here and nowhere else:

============================  ==========================  ===========================
                              German (``de``)             English (``en``)
============================  ==========================  ===========================
French deck, name             ``Karo-Dame``               ``queen of diamonds``
French deck, short            ``D♦`` (B, D, K, A)         ``Q♦`` (J, Q, K, A)
German-suited deck, name      ``Eichel-Unter``            ``under of acorns``
German-suited deck, short     ``E-U`` (E, G, R, S-)       ``acorn-U`` (acorn, leaf,
                                                          heart, bell-)
============================  ==========================  ===========================

:meth:`Card.name` and :meth:`Card.label` (and :func:`format_cards`) give these
forms; every text a person reads uses them.  The English short form of the
German-suited deck spells the suit as an English word, because the German
initials (E, G, R, S) mean nothing to an English reader, and keeps U, O, K, A
for under, over, king and ace (the names English card books use).
:attr:`Card.short` is the language-neutral identifier for saved games and
canonical move texts (``Q♦``, ``E-U``); the parser reads every form above.

A :class:`Card` is a small ``int`` (``suit * 16 + order``), created once and
shared, so cards hash and compare at C speed and sort naturally.  French suits
are 0-3, German suits 4-7; ``order`` runs 2-14 (ten = 10, jack/under = 11,
queen/over = 12, king = 13, ace = 14).

>>> card = parse_cards("Herz-Ass")[0]
>>> card.name("de"), card.name("en"), card.short
('Herz-Ass', 'ace of hearts', 'A♥')
>>> queen = parse_cards("Q♦")[0]
>>> queen.label("de"), queen.label("en")
('D♦', 'Q♦')
>>> under = parse_cards("Eichel-Unter")[0]
>>> under.label("de"), under.label("en")
('E-U', 'acorn-U')
>>> [c.name("de") for c in parse_cards("Eichel-König Eichel-10 Herz-9")]
['Eichel-König', 'Eichel-10', 'Rot-9']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NoReturn

from . import i18n
from .card_words import EXAMPLES, NUMBER_WORDS_DE, NUMBER_WORDS_EN, RANK_WORDS, SHORT_SUITS, SUIT_WORDS
from .errors import ParseError, summarize

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "Deck",
    "Hand",
    "SUITS",
    "RANKS",
    "DECKS",
    "FRENCH_32",
    "FRENCH_52",
    "GERMAN_32",
    "deck",
    "card",
    "parse_cards",
    "format_cards",
    "label_params",
]


@dataclass(frozen=True, slots=True)
class Suit:
    """A suit: ``index`` 0-3 French (Karo, Herz, Pik, Kreuz), 4-7 German."""

    index: int
    key: str  # stable English identifier, used in JSON and SVG
    de: str
    en: str
    symbol: str  # one character for short forms and SVG
    letter: str  # ASCII letter for short forms
    family: str  # "french" or "german"
    colour: str  # "red" or "black" (French), the German suit's own colour

    def name(self, lang: str = "de") -> str:
        return self.de if i18n.check_lang(lang) == "de" else self.en

    def __str__(self) -> str:
        return self.de


@dataclass(frozen=True, slots=True)
class Rank:
    """A rank: ``order`` 2-14 inside its family; J/Unter = 11, Q/Ober = 12, K = 13, A = 14."""

    order: int
    key: str
    de: str
    en: str
    short: str
    family: str  # "french", "german" or "both" (7-10, König, Ass)

    def name(self, lang: str = "de") -> str:
        return self.de if i18n.check_lang(lang) == "de" else self.en

    def abbr(self, lang: str = "de") -> str:
        """The rank as a card's corner shows it: ``B``/``D`` (Bube, Dame) in German, ``J``/``Q`` in English."""
        if i18n.check_lang(lang) == "de":
            return _RANK_ABBR_DE.get(self.key, self.short)
        return self.short

    def __str__(self) -> str:
        return self.de


_RANK_ABBR_DE = {"jack": "B", "queen": "D"}  # the German corner indices of the French deck: Bube, Dame
# The English short form of a German-suited card names its suit by an English word (acorn-U), not by a German initial.
_SUIT_WORD_EN = {"bells": "bell", "german_hearts": "heart", "leaves": "leaf", "acorns": "acorn"}

SUITS = (
    Suit(0, "diamonds", "Karo", "diamonds", "♦", "d", "french", "red"),
    Suit(1, "hearts", "Herz", "hearts", "♥", "h", "french", "red"),
    Suit(2, "spades", "Pik", "spades", "♠", "s", "french", "black"),
    Suit(3, "clubs", "Kreuz", "clubs", "♣", "c", "french", "black"),
    Suit(4, "bells", "Schellen", "bells", "S", "S", "german", "orange"),
    Suit(5, "german_hearts", "Rot", "hearts", "R", "R", "german", "red"),
    Suit(6, "leaves", "Grün", "leaves", "G", "G", "german", "green"),
    Suit(7, "acorns", "Eichel", "acorns", "E", "E", "german", "brown"),
)


RANKS = tuple(Rank(n, str(n), str(n), str(n), str(n), "both") for n in range(2, 11)) + (
    Rank(11, "jack", "Bube", "jack", "J", "french"),
    Rank(12, "queen", "Dame", "queen", "Q", "french"),
    Rank(11, "under", "Unter", "under", "U", "german"),
    Rank(12, "over", "Ober", "over", "O", "german"),
    Rank(13, "king", "König", "king", "K", "both"),
    Rank(14, "ace", "Ass", "ace", "A", "both"),
)
_RANK_BY_KEY = {rank.key: rank for rank in RANKS}


def _rank_for(family: str, order: int) -> Rank:
    for rank in RANKS:
        if rank.order == order and rank.family in ("both", family):
            return rank
    raise KeyError(order)


class Card(int):
    """One playing card.  Cards are interned: use :func:`card` or :func:`parse_cards`.

    Being an ``int`` keeps hashing, equality and sorting in C (the engine's hot path).
    """

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return SUITS[self >> 4]

    @property
    def rank(self) -> Rank:
        return _CARD_RANK[self]

    @property
    def family(self) -> str:
        return SUITS[self >> 4].family

    @property
    def short(self) -> str:
        """The language-neutral identifier (saved games, canonical move texts): ``A♥``, ``Q♦``, ``E-U``.

        A text a person reads uses :meth:`label` instead.
        """
        return _SHORT[self]

    def label(self, lang: str = "de") -> str:
        """The short form a reader of ``lang`` knows: ``D♦`` / ``Q♦``, ``E-U`` / ``acorn-U``."""
        return _LABELS[i18n.check_lang(lang)][self]

    @property
    def key(self) -> str:
        """Stable ASCII identifier used in saved games, e.g. ``hearts-ace``."""
        return f"{self.suit.key}-{self.rank.key}"

    def name(self, lang: str = "de") -> str:
        """``Herz-Ass`` in German, ``ace of hearts`` in English."""
        suit, rank = self.suit, self.rank
        if i18n.check_lang(lang) == "de":
            return f"{suit.de}-{rank.de}"
        return f"{rank.en} of {suit.en}"

    def __str__(self) -> str:
        return self.name("de")

    def __repr__(self) -> str:
        return f"Card({self.name('de')!r})"

    def _repr_html_(self) -> str:  # Jupyter draws the card: a presentation import (ARCHITECTURE.md, import rules)
        from .svg import card_svg, picture_html, picture_language

        return picture_html(card_svg(self, lang=picture_language()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (card_from_id, (int(self),))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


def _make_cards() -> tuple[dict[int, Card], dict[int, Rank], dict[int, str], dict[str, dict[int, str]]]:
    cards, ranks, shorts = {}, {}, {}
    labels: dict[str, dict[int, str]] = {lang: {} for lang in i18n.LANGS}
    for suit in SUITS:
        for order in range(2, 15):
            rank = _rank_for(suit.family, order)
            if suit.family == "german" and order < 7:
                continue
            value = int.__new__(Card, suit.index * 16 + order)
            cards[int(value)] = value
            ranks[int(value)] = rank
            # German suits have no standard symbol: their short form is "E-U" (Eichel-Unter).
            shorts[int(value)] = (
                f"{rank.short}{suit.symbol}" if suit.family == "french" else f"{suit.symbol}-{rank.short}"
            )
            for lang in i18n.LANGS:
                index = rank.abbr(lang)
                if suit.family == "french":
                    labels[lang][int(value)] = f"{index}{suit.symbol}"
                elif lang == "de":
                    labels[lang][int(value)] = f"{suit.letter}-{index}"
                else:
                    labels[lang][int(value)] = f"{_SUIT_WORD_EN[suit.key]}-{index}"
    return cards, ranks, shorts, labels


_CARDS, _CARD_RANK, _SHORT, _LABELS = _make_cards()


def card_from_id(value: int) -> Card:
    """The interned card with this number (for pickling and fast tables)."""
    try:
        return _CARDS[value]
    except (KeyError, TypeError):
        raise ParseError("cards.bad_id", value=summarize(value)) from None


def card(suit: str, rank: str | int) -> Card:
    """The card of a suit key (``"hearts"``, ``"acorns"``) and a rank key or number.

    >>> card("acorns", "under").name("en")
    'under of acorns'
    """
    for s in SUITS:
        if s.key == suit:
            order = rank if isinstance(rank, int) else getattr(_RANK_BY_KEY.get(str(rank)), "order", None)
            if isinstance(rank, str) and rank.isdigit():
                order = int(rank)
            rank_obj = _RANK_BY_KEY.get(str(rank))
            if rank_obj is not None and rank_obj.family not in ("both", s.family):
                break
            value = _CARDS.get(s.index * 16 + order) if isinstance(order, int) else None
            if value is not None:
                return value
            break
    raise ParseError("cards.unknown_token", token=f"{suit}-{rank}", **_accepted())


class Hand(tuple):
    """A tuple of cards that draws itself in Jupyter (via :mod:`knackpy.svg`); :func:`parse_cards` returns one.

    >>> hand = parse_cards("A♥ Q♥ 7♥")
    >>> hand.name("en"), hand.short, hand.label("de")
    ('ace of hearts, queen of hearts, 7 of hearts', 'A♥ Q♥ 7♥', 'A♥ D♥ 7♥')
    """

    __slots__ = ()

    @property
    def short(self) -> str:
        """The cards' language-neutral identifiers (see :attr:`Card.short`)."""
        return " ".join(c.short for c in self)

    def name(self, lang: str = "de") -> str:
        return format_cards(self, lang)

    def label(self, lang: str = "de") -> str:
        """The short forms a reader of ``lang`` knows: ``A♥ D♥ 7♥`` / ``A♥ Q♥ 7♥``."""
        return format_cards(self, lang, short=True)

    def __repr__(self) -> str:
        return f"Hand({self.short!r})"

    def _repr_html_(self) -> str:  # Jupyter draws the hand: a presentation import (ARCHITECTURE.md, import rules)
        from .svg import hand_svg, picture_html, picture_language

        return picture_html(hand_svg(self, lang=picture_language()))


@dataclass(frozen=True, slots=True)
class Deck:
    """A named deck: its cards in a fixed order (suit by suit, low to high)."""

    key: str
    de: str
    en: str
    family: str
    cards: tuple[Card, ...]
    de_dative: str = ""  # after "im"/"zum": "französischen Blatt mit 32 Karten (7 bis Ass)"
    en_phrase: str = ""  # after "the": "French deck of 32 cards (7 to ace)"

    def name(self, lang: str = "de") -> str:
        return self.de if i18n.check_lang(lang) == "de" else self.en

    def name_after_article(self, lang: str = "de") -> str:
        """The name as it reads after "im"/"zum" (German dative) or "the" (English), for messages."""
        return self.de_dative if i18n.check_lang(lang) == "de" else self.en_phrase

    def __contains__(self, item: object) -> bool:
        return item in self._members

    @property
    def _members(self) -> frozenset[Card]:
        return _DECK_MEMBERS[self.key]

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    @property
    def suits(self) -> tuple[Suit, ...]:
        return tuple(s for s in SUITS if s.family == self.family)

    @property
    def ranks(self) -> tuple[Rank, ...]:
        return tuple(dict.fromkeys(c.rank for c in self.cards))


def _build_deck(key: str, names: tuple[str, str, str, str], family: str, low: int) -> Deck:
    """``names``: German, English, German dative (after "im"), English after "the"."""
    cards = tuple(c for c in _CARDS.values() if c.family == family and (c & 15) >= low)
    de, en, de_dative, en_phrase = names
    return Deck(key, de, en, family, cards, de_dative, en_phrase)


FRENCH_32 = _build_deck(
    "french32",
    (
        "Französisches Blatt, 32 Karten (7 bis Ass)",
        "French deck, 32 cards (7 to ace)",
        "französischen Blatt mit 32 Karten (7 bis Ass)",
        "French deck of 32 cards (7 to ace)",
    ),
    "french",
    7,
)
FRENCH_52 = _build_deck(
    "french52",
    (
        "Französisches Blatt, 52 Karten (2 bis Ass)",
        "French deck, 52 cards (2 to ace)",
        "französischen Blatt mit 52 Karten (2 bis Ass)",
        "French deck of 52 cards (2 to ace)",
    ),
    "french",
    2,
)
GERMAN_32 = _build_deck(
    "german32",
    (
        "Altenburger Blatt, 32 Karten (deutsche Farben)",
        "Altenburg deck, 32 cards (German suits)",
        "Altenburger Blatt mit 32 Karten (deutsche Farben)",
        "Altenburg deck of 32 cards (German suits)",
    ),
    "german",
    7,
)
DECKS = {d.key: d for d in (FRENCH_32, FRENCH_52, GERMAN_32)}
_DECK_MEMBERS = {d.key: frozenset(d.cards) for d in DECKS.values()}


def deck(key: str) -> Deck:
    """The deck ``"french32"``, ``"french52"`` or ``"german32"``."""
    try:
        return DECKS[key]
    except (KeyError, TypeError):
        raise ParseError("cards.unknown_deck", value=summarize(key), accepted=", ".join(DECKS)) from None


# --- parsing -----------------------------------------------------------------

# Words that name suits.  "hearts" is ambiguous (French Herz or German Rot): the deck decides.
_SUIT_WORDS: dict[str, tuple[int, ...]] = {}
for _s in SUITS:
    for _w in {_s.de.lower(), _s.en.lower(), _s.key.replace("_", " ")}:
        _SUIT_WORDS.setdefault(_w, ())
        _SUIT_WORDS[_w] += (_s.index,)
_SUIT_WORDS.update(SUIT_WORDS)
for _w in ("german hearts",):
    _SUIT_WORDS.pop(_w, None)


# Rank words, each mapped to (order, family) pairs.
_RANK_WORDS: dict[str, tuple[tuple[int, str], ...]] = {}


def _add_rank_word(word: str, order: int, family: str) -> None:
    _RANK_WORDS.setdefault(word.lower(), ())
    _RANK_WORDS[word.lower()] += ((order, family),)


for _r in RANKS:
    for _w in {_r.de, _r.en, _r.short}:
        _add_rank_word(_w, _r.order, _r.family)
for _n in range(2, 11):
    _add_rank_word(NUMBER_WORDS_DE[_n], _n, "both")
    _add_rank_word(NUMBER_WORDS_EN[_n], _n, "both")
for _w, _o, _f in RANK_WORDS:
    _add_rank_word(_w, _o, _f)
_SHORT_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14, "B": 11, "D": 12}

_SHORT_RE = re.compile(r"^(10|[2-9]|[JQKABD])([♦♥♠♣]|[dhsc])$", re.IGNORECASE)
_GERMAN_ONLY_SUITS = {4, 5, 6, 7}
_GERMAN_LETTERS = {"S": 4, "R": 5, "G": 6, "E": 7}


def _accepted(family: str | None = None) -> dict[str, str]:
    """The ``accepted``/``accepted_en`` parameters of a parse error: examples of the deck, in each language."""
    return {"accepted": EXAMPLES[(family, "de")], "accepted_en": EXAMPLES[(family, "en")]}


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    suits: tuple[int, ...]
    ranks: tuple[tuple[int, str], ...]


def _tokenise(text: str, family: str | None = None) -> list[_Token]:
    chunks = [c for c in re.split(r"[,;]", text)]
    tokens: list[_Token] = []
    for chunk in chunks:
        words = chunk.replace("\u2011", "-").split()
        i = 0
        while i < len(words):
            word = words[i]
            short = _SHORT_RE.match(word)
            if short:
                rank_text, suit_text = short.groups()
                order = int(rank_text) if rank_text.isdigit() else _SHORT_RANKS[rank_text.upper()]
                suit_key = suit_text if suit_text in "♦♥♠♣" else suit_text.lower()
                tokens.append(
                    _Token(word, SHORT_SUITS[suit_key], ((order, "french" if order in (11, 12) else "both"),))
                )
                i += 1
                continue
            if "-" in word and word.count("-") == 1:  # Herz-Ass
                suit_text, rank_text = word.split("-")
                if suit_text in _GERMAN_LETTERS:  # E-U, the German short form
                    tokens.append(_Token(word, (_GERMAN_LETTERS[suit_text],), _rank_word(rank_text, word)))
                    i += 1
                    continue
                tokens.append(_Token(word, _suit_word(suit_text, word), _rank_word(rank_text, word)))
                i += 1
                continue
            lowered = word.lower()
            if lowered in _SUIT_WORDS and i + 1 < len(words):  # Schellen 7
                tokens.append(
                    _Token(
                        f"{word} {words[i + 1]}",
                        _SUIT_WORDS[lowered],
                        _rank_word(words[i + 1], f"{word} {words[i + 1]}"),
                    )
                )
                i += 2
                continue
            if i + 2 < len(words) and words[i + 1].lower() == "of":  # ace of hearts
                phrase = " ".join(words[i : i + 3])
                tokens.append(_Token(phrase, _suit_word(words[i + 2], phrase), _rank_word(word, phrase)))
                i += 3
                continue
            raise ParseError("cards.unknown_token", token=word, **_accepted(family))
    return tokens


def _suit_word(word: str, token: str) -> tuple[int, ...]:
    found = _SUIT_WORDS.get(word.lower())
    if found is None:
        raise ParseError(
            "cards.unknown_suit",
            token=token,
            suit=word,
            accepted=", ".join(sorted({s.de for s in SUITS} | {s.en for s in SUITS})),
        )
    return found


def _rank_word(word: str, token: str) -> tuple[tuple[int, str], ...]:
    found = _RANK_WORDS.get(word.lower())
    if found is None:
        raise ParseError(
            "cards.unknown_rank",
            token=token,
            rank=word,
            accepted="2-10, Bube, Dame, König, Unter, Ober, Ass, jack, queen, king, under, over, ace",
        )
    return found


# A ruleset's name stands for its deck wherever a rules object does: ``knackpy.rules`` (a layer above) hands in
# the function that tells which deck a name plays with (a deck key, or None for no ruleset's name).
_RULESET_DECK: list[Callable[[str], str | None]] = []


def name_ruleset_decks(deck_of: Callable[[str], str | None]) -> None:
    """Let ``parse_cards(text, "knack")`` read the name as that ruleset's deck (called by ``knackpy.rules``)."""
    _RULESET_DECK[:] = [deck_of]


def _family_hint(deck_or_rules: object) -> Deck | None:
    if deck_or_rules is None:
        return None
    if isinstance(deck_or_rules, Deck):
        return deck_or_rules
    if isinstance(deck_or_rules, str):
        named = deck_or_rules not in DECKS and _RULESET_DECK and _RULESET_DECK[0](deck_or_rules)
        return deck(named or deck_or_rules)
    found = getattr(deck_or_rules, "deck", None)
    if isinstance(found, Deck):
        return found
    if isinstance(found, str):
        return deck(found)
    raise ParseError("cards.bad_deck_argument", value=summarize(deck_or_rules), accepted=", ".join(DECKS))


def parse_cards(text: str, deck: object = None, *, lang: str | None = None) -> tuple[Card, ...]:
    """Read cards from text; ``deck`` (a :class:`Deck`, its key, a rules object or its name) resolves "Herz".

    Accepted, separated by spaces or commas: ``A♥ 10s Qd``, ``Herz-Ass``,
    ``Schellen 7``, ``ace of hearts``.  Without ``deck``, any German-only
    name (Eichel, Grün, Rot, Schellen, Unter, Ober) makes the whole text
    German-suited.  Errors quote the bad token and list what is accepted.

    >>> [c.short for c in parse_cards("A♥, 10s Qd")]
    ['A♥', '10♠', 'Q♦']
    >>> parse_cards("Pik-Unter")
    Traceback (most recent call last):
    ...
    knackpy.errors.ParseError: Pik-Unter: Pik ist eine Farbe im französischen Blatt, ...
    """
    try:
        return _parse(text, deck, lang)
    except ParseError as err:
        if lang is not None and err.lang != lang:
            raise type(err)(err.key, lang=lang, **err.params) from None
        raise


def _parse(text: str, deck_hint: object, lang: str | None) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise ParseError("cards.not_text", value=summarize(text))
    hint = _family_hint(deck_hint)
    tokens = _tokenise(text, hint.family if hint else None)
    if not tokens:
        raise ParseError("cards.empty", **_accepted(hint.family if hint else None))
    for token in tokens:  # a suit and a rank of two different decks, e.g. Pik-Unter
        if not any(f in ("both", SUITS[s].family) for s in token.suits for _, f in token.ranks):
            suit_obj = SUITS[token.suits[0]]
            _raise_mismatch(token, suit_obj.family)
    family = hint.family if hint else None
    if family is None:
        german = any(t.suits and all(s in _GERMAN_ONLY_SUITS for s in t.suits) for t in tokens) or any(
            all(f == "german" for _, f in t.ranks) for t in tokens
        )
        family = "german" if german else "french"
    result: list[Card] = []
    for token in tokens:
        suit = next((s for s in token.suits if SUITS[s].family == family), None)
        if suit is None:
            raise ParseError(
                "cards.mixed_decks",
                token=token.text,
                family=_family_name(family, "de"),
                family_en=_family_name(family, "en"),
            )
        order = next((o for o, f in token.ranks if f in ("both", family)), None)
        if order is None:
            _raise_mismatch(token, family)
        value = _CARDS.get(suit * 16 + order)
        if value is None or (hint is not None and value not in hint):
            raise ParseError(
                "cards.not_in_deck",
                token=token.text,
                deck=hint.name_after_article("de") if hint else _family_name(family, "de"),
                deck_en=hint.name_after_article("en") if hint else _family_name(family, "en"),
            )
        if value in result:
            raise ParseError("cards.twice", token=token.text)
        result.append(value)
    return Hand(result)


def _raise_mismatch(token: _Token, family: str) -> NoReturn:
    suit = next(SUITS[s] for s in token.suits if SUITS[s].family == family)
    other = "german" if family == "french" else "french"
    raise ParseError(
        "cards.suit_rank_mismatch",
        token=token.text,
        suit=suit.de,
        suit_en=suit.en,
        family=_family_name(family, "de"),
        family_en=_family_name(family, "en"),
        other=_family_name(other, "de"),
        other_en=_family_name(other, "en"),
    )


def _family_name(family: str, lang: str) -> str:
    return i18n.text(f"cards.family.{family}", lang)


def format_cards(cards: object, lang: str = "de", *, short: bool = False) -> str:
    """A readable list: ``Herz-Ass, Pik-7`` / ``ace of hearts, 7 of spades``; ``short=True``: ``A♥ D♠`` / ``A♥ Q♠``."""
    if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
        raise ParseError("cards.not_cards", value=summarize(cards))
    cards = tuple(cards)
    if not all(isinstance(c, Card) for c in cards):
        raise ParseError("cards.not_cards", value=summarize(cards))
    if short:
        labels = _LABELS[i18n.check_lang(lang)]
        return " ".join(labels[c] for c in cards)
    return ", ".join(c.name(lang) for c in cards)


def label_params(name: str, cards: Card | Iterable[Card]) -> dict[str, str]:
    """Message parameters for a card or cards in each language's short form: ``{name}`` German, ``{name}_en`` English.

    >>> label_params("card", parse_cards("Q♦")[0])
    {'card': 'D♦', 'card_en': 'Q♦'}
    """
    cards = (cards,) if isinstance(cards, Card) else tuple(cards)
    return {name: format_cards(cards, "de", short=True), f"{name}_en": format_cards(cards, "en", short=True)}
