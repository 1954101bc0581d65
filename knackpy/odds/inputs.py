"""Input checks shared by every odds question: rules, cards, overlaps, the unseen cards.

Bad input raises a bilingual :class:`~knackpy.errors.KnackpyError` that names
the argument (hand, table, known cards ...) and what is accepted.
"""

from __future__ import annotations

from ..cards import Card, label_params, parse_cards
from ..errors import KnackpyError
from ..rules import Rules, as_rules
from ..rules import rules as make_rules

# --- input checks ----------------------------------------------------------------

_WHAT = {
    "hand": ("Hand", "hand"),
    "table": ("Stock", "table"),
    "known": ("bekannte Karten", "known cards"),
    "seen_hand": ("gesehene Hand", "seen hand"),
    "discard_top": ("offene Karte", "discard top"),
}


def _check_rules(rules: object, function: str, *, knack: bool | None = None) -> Rules:
    rules = as_rules(rules, not_rules="odds.not_rules")
    if knack is True and not rules.variant.has_table:
        raise KnackpyError("odds.knack_only", function=function, game=rules.game)
    if knack is False and rules.variant.has_table:
        raise KnackpyError("odds.charakir_only", function=function, game=rules.game)
    return rules


def _deck_accepted(rules: Rules) -> dict[str, str]:
    d = rules.deck
    low, high = d.ranks[0], d.ranks[-1]
    return {
        "accepted": f"{low.de} bis {high.de} in {', '.join(s.de for s in d.suits)}",
        "accepted_en": f"{low.en} to {high.en} of {', '.join(s.en for s in d.suits)}",
    }


def _cards(value: object, rules: Rules, what: str, size: tuple[int, int] | None = None) -> tuple[Card, ...]:
    """Cards from text, a card or an iterable of cards; checked against the deck, duplicates and size."""
    de, en = _WHAT[what]
    if isinstance(value, str):
        cards = tuple(parse_cards(value, rules)) if value.strip() else ()
    elif isinstance(value, Card):
        cards = (value,)
    else:
        try:
            cards = tuple(value)  # type: ignore[arg-type]  # not iterable: the TypeError says so
        except TypeError:
            raise KnackpyError("odds.not_cards", what=de, what_en=en, value=repr(value)[:60]) from None
    for c in cards:
        if not isinstance(c, Card):
            raise KnackpyError("odds.not_cards", what=de, what_en=en, value=repr(c)[:60])
        if c not in rules.deck:
            raise KnackpyError(
                "odds.wrong_deck",
                **label_params("card", c),
                what=de,
                what_en=en,
                deck=rules.deck.name_after_article("de"),
                deck_en=rules.deck.name_after_article("en"),
                **_deck_accepted(rules),
            )
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise KnackpyError("odds.twice", **label_params("card", twice), what=de, what_en=en)
    if size is not None and not size[0] <= len(cards) <= size[1]:
        accepted = str(size[0]) if size[0] == size[1] else f"{size[0]}-{size[1]}"
        raise KnackpyError("odds.size", what=de, what_en=en, count=len(cards), accepted=accepted)
    return cards


def _disjoint(*groups: tuple[str, tuple[Card, ...]]) -> None:
    seen: dict[Card, str] = {}
    for what, cards in groups:
        for c in cards:
            if c in seen:
                first, second = _WHAT[seen[c]], _WHAT[what]
                raise KnackpyError(
                    "odds.overlap",
                    **label_params("card", c),
                    first=first[0],
                    first_en=first[1],
                    second=second[0],
                    second_en=second[1],
                )
            seen[c] = what


def _unseen(rules: Rules, *excluded: tuple[Card, ...], need: int) -> tuple[Card, ...]:
    out = set().union(*excluded)
    unseen = tuple(c for c in rules.deck.cards if c not in out)
    if len(unseen) < need:
        raise KnackpyError("odds.too_few_unseen", count=len(unseen), need=need)
    return unseen


def _canonical(rules: Rules) -> Rules:
    """Only the options that change hand values, so caches are shared (lives, turn cap... do not matter)."""
    values = {name: bool(getattr(rules, name)) for name in rules.variant.value_options}
    return make_rules(rules.game, deck=rules.deck.key, **values)


def _rule_ids(rules: Rules) -> dict[str, tuple[str, ...]]:
    ids = dict(rules.variant.odds_ids)
    if rules.knack_is_ace_flush is False:  # O7 off: an ace-flush only adds up (O6)
        ids["knack"] = ids.pop("knack_adds_up")
    ids.pop("knack_adds_up", None)
    return ids
