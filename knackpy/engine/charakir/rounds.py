"""A Charakir round from the deal to its score: the first dealer (C4), the deal (C5), scoring (C11, C12), the end (C13).

:func:`stack_deck` builds an exact deal for lessons.  The functions that change a
state (``_deal``, ``_score_round``, ``_end_game``) work on a fresh state the
engine has just copied (:mod:`knackpy.engine.charakir.turns`), never on an old one.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards import FRENCH_52, Card, label_params, parse_cards
from ...errors import KnackpyError, summarize
from ...rules import Rules, as_rules
from ..core import (
    DEFAULT_NAMES,
    CardLabels,
    Event,
    Outcome,
    check_players,
    check_seat,
    check_seed,
    expanded,
    linked,
    shuffled,
)
from .actions import _DECK, _POINTS_OF, DRAW, HAND_SIZE, KNOCK_PENALTY, OVER, _coerce_card

if (
    TYPE_CHECKING
):  # these functions take and return Charakir states; charakir/game.py imports this module, hence only here
    from .game import CharakirGame as Game

_event = functools.partial(tuple.__new__, Event)  # Event((kind, player, params, rule)) without its Python __new__

# --- the first dealer and the deal --------------------------------------------------------


def _draw_for_dealer(seed: int, n: int, events: list[Event]) -> int:
    """C4: everyone draws, the highest rank deals (ace low, king high); the tied draw again."""
    contenders = list(range(n))
    for attempt in range(1000):
        cards = shuffled(_DECK, seed, "first_dealer", attempt)
        drawn = dict(zip(contenders, cards, strict=False))
        for p, card in drawn.items():
            events.append(Event("charakir_dealer_draw", p, (("card", card),), "C4"))
        height = {p: 1 if c & 15 == 14 else c & 15 for p, c in drawn.items()}  # ace low for this draw
        top = max(height.values())
        contenders = [p for p in contenders if height[p] == top]
        if len(contenders) == 1:
            events.append(Event("charakir_first_dealer", contenders[0], (), "C4"))
            return contenders[0]
        events.append(Event("charakir_dealer_tie", None, (("players", tuple(contenders)),), "C4"))
    # A thousand ties in a row cannot happen in practice; the bound only guarantees termination.
    events.append(Event("charakir_first_dealer", contenders[0], (), "C4"))
    return contenders[0]


def _deal(game: Game, round_no: int, dealer: int) -> None:
    """C5 on a fresh state: four cards each, one at a time from the dealer's left; one face up."""
    n = game.n_players
    given = game.deck_order if round_no == 0 else None  # round 1 may be dealt from a given order
    order = given if given is not None else shuffled(_DECK, game.seed, round_no)  # E1
    hands: list[tuple[Card, ...]] = [()] * n
    for k in range(n):  # card i goes to seat (dealer + 1 + i) % n: the k-th seat gets cards k, k + n, k + 2n, k + 3n
        hands[(dealer + 1 + k) % n] = tuple(order[k : HAND_SIZE * n : n])
    top = order[HAND_SIZE * n]
    game.round_no = round_no
    game.dealer = dealer
    game.to_move = (dealer + 1) % n  # C6
    game.phase = DRAW
    game.knocker = None
    game.turns = 0
    game.hands = tuple(hands)
    game._order = order
    game._pos = HAND_SIZE * n + 1
    game._discard = (None, top)
    game._taken = None
    game._legal = None
    params = (("round", round_no + 1), ("card", top), ("pile", len(order) - game._pos))
    game._events = (game._events, _event(("charakir_deal", dealer, params, "C5")))


# --- scoring and the end of the game ----------------------------------------------------


def _score_round(game: Game, ended_by: str, event_kind: str, rule: str) -> Game:
    """C11/C12 on a fresh state: score the round, add up the totals, then end the game (C13) or deal again.

    Only the scores are worked out here; the round's events and its :class:`RoundResult` are one record
    (:class:`_Scored`), told when somebody reads the history or ``round_results`` (a rollout reads neither).
    """
    rules = game.rules
    scores = _scores(game.hands, game.knocker, bool(rules.knocker_scores_hand))
    totals = tuple([t + s for t, s in zip(game.totals, scores, strict=True)])
    scored = _Scored(game, ended_by, event_kind, rule, totals)
    game.totals = totals
    game._results = results = _Results(game._results.records + (scored,))
    game._events = (game._events, scored)
    limit, rounds = rules.limit, rules.rounds
    over_limit = tuple([p for p, t in enumerate(totals) if limit is not None and t > limit])
    if over_limit or (rounds is not None and len(results.records) >= rounds):
        return _end_game(game, over_limit)
    _deal(game, game.round_no + 1, (game.dealer + 1) % game.n_players)  # C4: the deal moves clockwise
    return game


def _scores(hands: tuple[tuple[Card, ...], ...], knocker: int | None, knocker_scores_hand: bool) -> list[int]:
    """What every player scores (C11, C12): the numbers of :func:`_score_lines`, without the lines' words."""
    points = [sum(map(_POINTS_OF, h)) for h in hands]
    if knocker is None:
        return points
    low = points[knocker]
    if any(points[q] <= low for q in range(len(hands)) if q != knocker):  # someone ties or undercuts the knocker
        return [KNOCK_PENALTY if p == knocker else 0 for p in range(len(hands))]
    points[knocker] = points[knocker] if knocker_scores_hand else 0
    return points


class _Scored:
    """A scored round as the history and ``round_results`` hold it; its events and result are worked out once, when read."""

    __slots__ = ("hands", "knocker", "scores_hand", "ended_by", "event_kind", "rule", "cap", "round_no", "dealer",
                 "turns", "totals", "names", "_lines", "_result", "_told")  # fmt: skip

    def __init__(self, game: Game, ended_by: str, event_kind: str, rule: str, totals: tuple[int, ...]) -> None:
        self.hands, self.knocker, self.scores_hand = game.hands, game.knocker, bool(game.rules.knocker_scores_hand)
        self.ended_by, self.event_kind, self.rule, self.cap = ended_by, event_kind, rule, game.rules.turn_cap
        self.round_no, self.dealer, self.turns, self.totals, self.names = (
            game.round_no, game.dealer, game.turns, totals, game.names)  # fmt: skip
        self._lines: tuple[PlayerResult, ...] | None = None
        self._result: RoundResult | None = None
        self._told: list[Event] | None = None

    def lines(self) -> tuple[PlayerResult, ...]:
        if self._lines is None:
            self._lines = _score_lines(self.hands, self.knocker, knocker_scores_hand=self.scores_hand)
        return self._lines

    def result(self) -> RoundResult:
        if self._result is None:
            self._result = RoundResult(
                self.round_no + 1, self.dealer, self.knocker, self.ended_by, self.turns, self.lines(), self.totals,
                self.names)  # fmt: skip
        return self._result

    def events(self) -> list[Event]:
        """The round's end in the history: how it ended, every player's line, the standings."""
        if self._told is None:
            params = (("cap", self.cap),) if self.rule == "E4" else ()
            events = [Event(self.event_kind, None, params, self.rule)]
            events.extend(line.event for line in self.lines())
            standings = ", ".join(f"{name} {total}" for name, total in zip(self.names, self.totals, strict=True))
            round_params = (("round", self.round_no + 1), ("standings", standings))
            events.append(Event("charakir_standings", None, round_params, "C13"))
            self._told = events
        return self._told


class _Results:
    """The scored rounds so far (shared by every state until the next round's end); the results built once."""

    __slots__ = ("records", "_items")

    def __init__(self, records: tuple[_Scored, ...] = ()) -> None:
        self.records = records
        self._items: tuple[RoundResult, ...] | None = None

    def items(self) -> tuple[RoundResult, ...]:
        if self._items is None:
            self._items = tuple([record.result() for record in self.records])
        return self._items


def _expand(records: tuple) -> list:
    """History records with each scored round replaced by its events (see :class:`_Scored`)."""
    return expanded(records, _Scored)


def _end_game(game: Game, over_limit: tuple[int, ...]) -> Game:
    game.phase = OVER
    game.to_move = None
    outcome = _outcome(game)
    kind = "charakir_limit" if over_limit else "charakir_rounds"
    params = (("players_over", over_limit), ("limit", game.rules.limit), ("rounds", len(game._results.records)))
    game._events = linked(
        [Event(f"{kind}_reached", None, params, "C13"), Event(f"{outcome.reason}", None, outcome.params, "C13")],
        game._events,
    )
    return game


def _outcome(game: Game) -> Outcome:
    """C13 for a game that is over: the lowest total wins, equal lowest totals share the win."""
    limit = game.rules.limit
    low = min(game.totals)
    winners = tuple(p for p, t in enumerate(game.totals) if t == low)
    over_limit = tuple(p for p, t in enumerate(game.totals) if limit is not None and t > limit)
    end = "limit" if over_limit else "rounds"
    reason = f"charakir_{end}_{'win' if len(winners) == 1 else 'shared'}"
    params = (
        ("players_over", over_limit),
        ("limit", limit),
        ("rounds", len(game._results.records)),
        ("points", low),
        ("players_winning", winners),
    )
    return Outcome(winners, reason, ("C13",), game.totals, game.names, params)


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
    points = [sum(map(_POINTS_OF, h)) for h in hands]
    cards = [CardLabels(h) for h in hands]

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
    why: dict[str, Any]
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
    rules = as_rules(rules, not_rules="scoring.not_rules")  # a ruleset name works too
    if not rules.variant.ends_by_knock:
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
        raise KnackpyError("charakir.stack_twice", **label_params("card", twice))
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
