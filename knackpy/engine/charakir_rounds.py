"""A scored Charakir round (C11, C12) and :func:`stack_deck` for lessons that need an exact deal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import FRENCH_52, Card, parse_cards
from ..errors import KnackpyError, summarize
from ..rules import Rules
from .charakir_actions import _POINTS, HAND_SIZE, KNOCK_PENALTY, _coerce_card
from .core import (
    DEFAULT_NAMES,
    Event,
    check_players,
    check_seat,
    check_seed,
    shuffled,
)

# --- round results ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's line of a round result: hand, its points (C2), what he scores and why."""

    player: int
    hand: tuple[Card, ...]
    hand_points: int
    scored: int
    key: str  # the i18n event key of the explanation
    params: tuple[tuple[str, Any], ...]
    rule: str

    def why(self, lang: str = "de", names: tuple[str, ...] = DEFAULT_NAMES) -> str:
        """E.g. ``Klopfer Ben 6, Anna 5: Anna hat weniger, also 25 für den Klopfer (C11)``."""
        return self.event.text(lang, names)

    @property
    def event(self) -> Event:
        return Event(self.key, self.player, self.params, self.rule)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A scored round: who dealt, who knocked, how it ended, each player's line, totals after it."""

    round: int  # 1-based
    dealer: int
    knocker: int | None
    ended_by: str  # "last_turns" (C11), "pile_empty" (C12), "turn_cap" (E4)
    turns: int  # turns played in the round
    players: tuple[PlayerResult, ...]
    totals: tuple[int, ...]
    names: tuple[str, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Points scored this round, per player."""
        return tuple(p.scored for p in self.players)

    @property
    def rule(self) -> str:
        return "C11" if self.knocker is not None else "C12"

    def why(self, player: int, lang: str = "de") -> str:
        return self.players[player].why(lang, self.names)

    def explain(self, lang: str = "de") -> list[str]:
        """One sentence per player, in ``lang`` (the same shape as a Knack round's ``explain``)."""
        return [p.why(lang, self.names) for p in self.players]

    def text(self, lang: str = "de") -> str:
        """The round in sentences, one line per player."""
        return "\n".join(self.explain(lang))


def _score_lines(
    hands: tuple[tuple[Card, ...], ...], knocker: int | None, *, knocker_scores_hand: bool = False
) -> tuple[PlayerResult, ...]:
    """C11 (after a knock) or C12 (no knock): what every player scores, and why.

    C11 reading: a knocker who wins scores 0; with ``knocker_scores_hand`` his own hand total.
    """
    n = len(hands)
    points = [sum(_POINTS[c] for c in h) for h in hands]
    cards = [" ".join(c.short for c in h) or "–" for h in hands]

    def line(p: int, scored: int, key: str, rule: str, **params: Any) -> PlayerResult:
        base = (("cards", cards[p]), ("points", points[p]), ("scored", scored))
        return PlayerResult(p, hands[p], points[p], scored, f"charakir_score_{key}", base + tuple(params.items()), rule)

    if knocker is None:
        return tuple(line(p, points[p], "no_knock", "C12") for p in range(n))
    low = points[knocker]
    beaters = [q for q in range(n) if q != knocker and points[q] <= low]
    if not beaters:
        own = points[knocker] if knocker_scores_hand else 0
        return tuple(
            line(p, own, "knocker_wins_own" if knocker_scores_hand else "knocker_wins", "C11")
            if p == knocker
            else line(p, points[p], "other_more", "C11", player_knocker=knocker, knocker_points=low)
            for p in range(n)
        )
    best = min(beaters, key=lambda q: (points[q], (q - knocker) % n))
    if len(beaters) > 1:  # name everyone who tied or undercut the knocker, each once
        kind, why = "knocker_loses_several", {"players_beaters": tuple(beaters)}
    else:
        kind = "knocker_loses_less" if points[best] < low else "knocker_loses_equal"
        why = {"player_best": best, "best_points": points[best]}
    return tuple(
        line(p, KNOCK_PENALTY, kind, "C11", penalty=KNOCK_PENALTY, **why)
        if p == knocker
        else line(p, 0, "knocker_lost", "C11", player_knocker=knocker, knocker_points=low, penalty=KNOCK_PENALTY)
        for p in range(n)
    )


# --- setting up exact situations -------------------------------------------------------


def stack_deck(
    rules: Rules,
    *,
    players: int,
    dealer: int,
    hands: Any = (),
    discard: Any = None,
    pile: Any = (),
    seed: int | None = None,
) -> tuple[Card, ...]:
    """A full card order that deals exactly the given situation (for lessons and tests).

    ``hands[seat]`` are up to four cards (text or cards) for each seat, by seat
    number; ``discard`` the face-up card; ``pile`` the top cards of the draw
    pile, first drawn first.  Every place left open is filled with the unused
    cards in deck order (2♦ 3♦ ... A♣), or shuffled by ``seed``.

    Deal order (C5): card ``i`` of the order goes to seat ``(dealer + 1 + i) % players``
    for ``i < 4 * players``; the next card is the discard; the rest is the pile,
    top first.  Use it as ``new_game(r, players=..., deck_order=order, first_dealer=dealer)``.

    >>> from knackpy import rules
    >>> order = stack_deck(rules("charakir"), players=2, dealer=1, hands=["Ah 2h 3h 4h"], discard="Kc", pile="Qs")
    >>> " ".join(c.short for c in order[:11])
    'A♥ 2♦ 2♥ 3♦ 3♥ 4♦ 4♥ 5♦ K♣ Q♠ 6♦'
    """
    if not isinstance(rules, Rules):
        raise KnackpyError("scoring.not_rules", value=summarize(rules))
    if rules.game != "charakir":
        raise KnackpyError("charakir.wrong_rules", game=rules.game)
    n = check_players(rules, players)
    check_seat(dealer, n, "engine.bad_dealer")
    if isinstance(hands, str) or not isinstance(hands, list | tuple) or len(hands) > n:
        raise KnackpyError("charakir.stack_hands", value=summarize(hands), players=n)
    given_hands = [_stack_cards(h) for h in hands] + [()] * (n - len(hands))
    for seat, hand in enumerate(given_hands):
        if len(hand) > HAND_SIZE:
            raise KnackpyError("charakir.stack_hand_size", seat=seat, count=len(hand))
    given_discard = _stack_cards(discard)
    given_pile = _stack_cards(pile)
    if len(given_discard) > 1:
        raise KnackpyError("charakir.stack_discard", count=len(given_discard))
    used = [c for h in given_hands for c in h] + list(given_discard) + list(given_pile)
    if len(set(used)) != len(used):
        twice = next(c for c in used if used.count(c) > 1)
        raise KnackpyError("charakir.stack_twice", card=twice.short)
    taken = set(used)
    rest = [c for c in rules.deck.cards if c not in taken]
    if len(given_pile) > len(rules.deck) - HAND_SIZE * n - 1:
        raise KnackpyError("charakir.stack_pile", count=len(given_pile), room=len(rules.deck) - HAND_SIZE * n - 1)
    if seed is not None:
        rest = list(shuffled(rest, check_seed(seed), "stack_deck"))
    filler = iter(rest)
    full_hands = [list(h) + [next(filler) for _ in range(HAND_SIZE - len(h))] for h in given_hands]
    order = [full_hands[(dealer + 1 + i) % n][i // n] for i in range(HAND_SIZE * n)]
    order.append(given_discard[0] if given_discard else next(filler))
    order.extend(given_pile)
    order.extend(filler)
    return tuple(order)


def _stack_cards(value: Any) -> tuple[Card, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return parse_cards(value, FRENCH_52) if value.strip() else ()
    if isinstance(value, Card):
        return (_coerce_card(value),)
    try:
        return tuple(_coerce_card(c) for c in value)
    except TypeError:
        raise KnackpyError("charakir.not_a_card", value=summarize(value)) from None
