"""Computer opponents for all three games: ``random``, ``simple`` and ``strong`` (E5: a bot sees only a view).

A bot gets the :class:`~knackpy.engine.core.View` of the player to move and
returns one of ``view.legal_actions``.  It never touches the game itself:
:meth:`Bot.act` only asks the game for the view (``game.view(game.to_move)``).

The three levels
----------------
**random** (Zufall)
    Any legal action, uniformly at random.

**simple** (Einfach): a rule of thumb a child can follow.

    *Knack and Oberlausitz:*

    1. Holding 31 (a Knack), three aces (Feuer, Superknack) or reaching one
       by a swap: swap and call at once (K14, K8, O9, O10).
    2. Choosing between the two hands (K5, O4): keep the hand you looked at
       if it is worth at least :data:`KEEP_AT_LEAST` (20) points, else lay it
       face up and take the other one.
    3. If your hand is worth at least :data:`CLOSE_AT_LEAST` (26) points and
       nobody has closed yet: close (K13, O5).
    4. Otherwise take the swap (one card or all three, K10) that gives the
       best hand, if it is better than what you hold; if none is: push (K11).

    *Charakir:*

    1. Take the open card only if you can then lay a pair (C8); otherwise draw
       from the pile (C7).  Lay the highest pair.
    2. Discard your highest card (C9).
    3. Knock when your hand is worth :data:`KNOCK_AT_MOST` (3) points or less (C10).

**strong** (Stark): decides by expected value over the cards it cannot see.
    From its own view only it works out which cards are unseen and which
    cards every opponent is known to hold (every card taken from the table or
    the discard pile is public).  It deals the unseen cards at random many
    times (seeded) and weighs each deal by how well it explains what the
    opponents did this round (would the rule of thumb have swapped, pushed,
    closed, discarded, drawn like that with those cards?  Rules facts count
    too: a Charakir player who was not offered the knock holds more than 10,
    C10).  In every deal each candidate action is played out, everybody
    following the simple rule of thumb to the end of the round, and the
    action with the best average wins:

    * Knack: the lowest chance to lose a life (or pay a coin) this round (K16, O12),
      for keeping or throwing, the best few swaps, swapping all, pushing, closing;
      on equal chances it closes rather than swaps, and swaps rather than pushes;
    * Charakir: the fewest expected points this round (C11, C12), for drawing
      or taking, which pair and which card to lay down, knocking or not.

    A decision takes a few milliseconds (``benchmarks/bench_bots.py``).

All bots are deterministic: the random numbers of a decision come from the
bot's seed and the view (:func:`decision_key`: round, turn, phase, cards),
never from the global random generator, so replaying a saved game gives the
same decisions.

>>> import knackpy
>>> rules = knackpy.rules("knack")
>>> game = knackpy.new_game(rules, players=3, seed=4)
>>> bots = [make_bot(level, rules, seed=1) for level in LEVELS]
>>> [bot.name("de") for bot in bots], [bot.name("en") for bot in bots]
(['Zufall', 'Einfach', 'Stark'], ['random', 'simple', 'strong'])
>>> while not game.is_over():
...     game = game.apply(bots[game.to_move].act(game))
>>> game.is_over(), bots[2].explain_last("en") is not None
(True, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import figures, i18n
from .cards import FRENCH_52, Card
from .engine import new_game
from .engine.core import SEED_MAX, Action, Game, View, render_params
from .errors import KnackpyError, summarize
from .evaluation import CHARAKIR_POINTS as _PTS
from .evaluation import CHARAKIR_RANKS as _RANK
from .evaluation import KNOCK_PENALTY as _PENALTY
from .evaluation import KnackMeasures as _KnackCtx
from .evaluation import best_pair as _best_pair
from .evaluation import call_rule as _call_id
from .evaluation import highest_card as _highest
from .evaluation import knack_measures as _knack_ctx
from .evaluation import swap_values as _swap_values
from .evaluation import swapped_hand as _swapped_hand
from .rules import Rules, as_rules
from .scoring import card_points, format_points

__all__ = [
    "LEVELS",
    "level_name",
    "Bot",
    "RandomBot",
    "SimpleBot",
    "StrongBot",
    "make_bot",
    "evaluate",
    "decision_key",
    "tournament",
    "TournamentResult",
    "LevelResult",
    "KEEP_AT_LEAST",
    "CLOSE_AT_LEAST",
    "KNOCK_AT_MOST",
]

LEVELS = ("random", "simple", "strong")

KEEP_AT_LEAST = 20  # simple Knack bot: keep the hand looked at from this value on (K5, O4)
CLOSE_AT_LEAST = 26  # simple Knack bot: close from this value on (K13, O5)
KNOCK_AT_MOST = 3  # simple Charakir bot: knock at this total or less (C10)

# The strong bot's sampling budget: worlds (deals of the unseen cards) per decision, split over the candidates.
KNACK_BUDGET = 320
KNACK_MAX_SWAPS = 4  # the strong Knack bot weighs the best few swaps (by the hand they give), not all nine
CHARAKIR_BUDGET = 240
MIN_WORLDS, MAX_WORLDS = 12, 64
PROPOSALS = 120  # deals drawn before weighing them by what the opponents did (Knack)
ROLLOUT_CIRCLES = 5  # a Knack rollout plays at most this many circles, then scores as if closed
RECORDS = 6  # the newest decisions of each opponent that are weighed


def level_name(level: str, lang: str = "de") -> str:
    """The display name of a level: ``Zufall``/``random``, ``Einfach``/``simple``, ``Stark``/``strong``.

    >>> level_name("strong"), level_name("strong", "en")
    ('Stark', 'strong')
    """
    return i18n.text(f"bots.level.{_check_level(level)}", lang)


def _check_level(level: object) -> str:
    if level not in LEVELS:
        raise KnackpyError("bots.unknown_level", value=summarize(level), accepted=", ".join(LEVELS))
    return level  # type: ignore[return-value]


def _check_rules(rules: object) -> Rules:
    return as_rules(rules, not_rules="scoring.not_rules")


# --- formatting the estimates -------------------------------------------------------------------------------------


def percent_text(p: float, lang: str = "de") -> str:
    """``12 %`` in German, ``12%`` in English; tiny non-zero chances as ``<1 %``.

    >>> percent_text(0.123), percent_text(0.123, "en"), percent_text(0.001)
    ('12 %', '12%', '<1 %')
    """
    return figures.percent_text(p, lang, bounds=True)


def decimal_text(x: float, lang: str = "de", decimals: int = 1) -> str:
    """``7,5`` in German, ``7.5`` in English."""
    return figures.decimal_text(x, lang, decimals)


def value_text(measure: str, value: float, ruleset: str, lang: str = "de") -> str:
    """An estimate as a short phrase, e.g. ``Risiko, ein Leben zu verlieren: 12 %``."""
    if measure == "lose_chance":
        key = "bots.value.pay_chance" if ruleset == "knack_oberlausitz" else "bots.value.lose_chance"
        return i18n.text(key, lang, value=percent_text(value, lang))
    if measure == "expected_points":
        return i18n.text("bots.value.expected_points", lang, value=decimal_text(value, lang))
    if measure == "hand_value":
        return i18n.text("bots.value.hand_value", lang, value=format_points(value))
    raise KnackpyError("bots.unknown_measure", value=summarize(measure))


# --- the bots ----------------------------------------------------------------------------------------------------


def decision_key(view: View) -> str:
    """A text that tells the decisions of a game apart, from the view alone (seeds the bots' random numbers).

    Round, completed turns, phase, the player's cards and the open cards: it
    differs between the steps of one turn and between turns, and it is cheap
    (the history, which a view gives lazily, is not read).
    """
    table = getattr(view, "table", None)  # the open cards: Knack's table, Charakir's discard top
    opened = table if table is not None else (view.discard_top,)  # type: ignore[attr-defined]
    hand = ",".join(str(int(c)) for c in view.hand)
    shown = ",".join(str(int(c)) for c in opened if c is not None)
    pushes = getattr(view, "pushes", None)
    return f"{view.player}:{view.round}:{view.turns}:{pushes}:{view.phase}:{hand}:{shown}"


class Bot:
    """Base of the three levels.  ``choose(view)`` returns one of ``view.legal_actions``.

    Attributes: ``level`` (one of :data:`LEVELS`), ``rules``, ``seed``.  A bot owns
    its ``random.Random``; every decision reseeds it from the seed and the view
    (:func:`decision_key`), so a replayed game decides the same.
    """

    level: str = ""

    def __init__(self, rules: Rules | str, *, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
            raise KnackpyError("engine.bad_seed", value=summarize(seed), high=SEED_MAX)
        self.rules = _check_rules(rules)
        self.seed = seed
        self.rng = random.Random(f"knackpy-bot:{self.level}:{seed}")
        self._why: tuple[str, tuple[tuple[str, Any], ...], tuple[str, ...]] | None = None
        self._game = self.rules.game
        self._knack = self.rules.is_knack
        self._ctx = _knack_ctx(self.rules) if self._knack else None

    def name(self, lang: str = "de") -> str:
        """The level's display name (``Einfach`` / ``simple``)."""
        return level_name(self.level, lang)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.rules.game} seed={self.seed}>"

    def act(self, game: Game) -> Action:
        """The bot's action in ``game``: it sees only ``game.view(game.to_move)`` (E5)."""
        return self.choose(game.view(game.to_move))

    def choose(self, view: View) -> Action:
        """One of ``view.legal_actions``, decided from the view alone (E5)."""
        legal = view.legal_actions
        if not legal:
            raise KnackpyError("bots.no_action", player=view.player if view.player is not None else "-")
        if view.game != self._game:
            raise KnackpyError("bots.wrong_game", game=view.game, bot_game=self._game)
        if view.phase == "swim":  # O13 with blank_may_drop_out: a bot always swims on (it may still win the pot)
            self._why = ("bots.why.swim", (), ("O13",))
            return next(a for a in legal if a.to_text() == "swim")
        return self._choose(view, legal)

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def _rng_for(self, view: View) -> random.Random:
        """The decision's random numbers: from the seed and the view only (replays decide the same)."""
        self.rng.seed(f"knackpy-bot:{self.level}:{self.seed}:{decision_key(view)}")
        return self.rng

    def explain_last(self, lang: str = "de") -> str | None:
        """Why the bot chose its last action (one sentence citing rule IDs), or ``None`` before its first."""
        if self._why is None:
            return None
        key, params, ids = self._why
        rendered = {}
        for name, value in params:
            if isinstance(value, Action):
                rendered[name] = value.label(lang)
            elif isinstance(value, _Measured):
                rendered[name] = value_text(value.measure, value.value, self._game, lang)
            elif isinstance(value, int | float) and not isinstance(value, bool | Card):
                rendered[name] = format_points(value)
            else:
                rendered[name] = value
        rendered.update(render_params(((k, v) for k, v in params if isinstance(v, Card | tuple)), lang, ()))
        text = i18n.text(key, lang, ids=", ".join(ids), **rendered)
        return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class _Measured:
    measure: str
    value: float


class RandomBot(Bot):
    """Level ``random``: a uniformly random legal action (seeded)."""

    level = "random"

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        action = self._rng_for(view).choice(legal)
        self._why = ("bots.why.random", (("count", len(legal)),), ("E2",))
        return action


class SimpleBot(Bot):
    """Level ``simple``: the rule of thumb of the module docstring (readable, cheap, no randomness)."""

    level = "simple"

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        if self._knack:
            action, self._why = _knack_simple(view, legal, self._ctx)
        else:
            action, self._why = _charakir_simple(view, legal, self.rules)
        return action


class StrongBot(Bot):
    """Level ``strong``: the action with the best expected result over the unseen cards (sampled, seeded).

    ``budget`` is the number of sampled deals per decision, shared by the
    candidate actions (each gets between 12 and 64); the default keeps a decision
    around 10 ms.
    """

    level = "strong"

    def __init__(self, rules: Rules | str, *, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(rules, seed=seed)
        self.budget = budget if budget is not None else (KNACK_BUDGET if self._knack else CHARAKIR_BUDGET)

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        if self._knack:
            candidates, forced = _knack_candidates(view, legal, self._ctx)
        else:
            candidates, forced = _charakir_candidates(view, legal, self.rules)
        if forced is not None:  # a call, or the only sensible action: no sampling needed
            action, self._why = forced
            return action
        worlds = max(MIN_WORLDS, min(MAX_WORLDS, self.budget // len(candidates)))
        values = evaluate(view, self.rules, candidates, worlds=worlds, rng=self._rng_for(view))
        # Equal estimates (e.g. a lost or a won round): close, and push last - a round of endless
        # swapping and pushing ends only at the engine's turn cap (E4).
        order = sorted(range(len(candidates)), key=lambda i: (values[i], _TIE_ORDER.get(candidates[i].kind, 1), i))
        best = order[0]
        measure = "lose_chance" if self._knack else "expected_points"
        action = candidates[best]
        second = candidates[order[1]] if len(order) > 1 else action
        ids = action.rule_ids(self.rules, points=view.value) + (
            ("K16",) if self._knack and self._game == "knack" else ()
        )
        if self._game == "knack_oberlausitz":
            ids += ("O12",)
        elif not self._knack:
            ids += ("C11", "C12")
        params = (
            ("action", action),
            ("value", _Measured(measure, values[best])),
            ("other", second),
            ("other_value", _Measured(measure, values[order[1]] if len(order) > 1 else values[best])),
            ("count", len(candidates)),
            ("samples", worlds),
        )
        self._why = ("bots.why.strong", params, tuple(dict.fromkeys(ids)))
        return action


_TIE_ORDER = {"close": 0, "push": 2}  # by action kind

_BOT_CLASSES: dict[str, type[Bot]] = {"random": RandomBot, "simple": SimpleBot, "strong": StrongBot}


def make_bot(level: str, rules: Rules | str, *, seed: int = 0) -> Bot:
    """A bot of ``level`` (``"random"``, ``"simple"``, ``"strong"``) for any ruleset.

    >>> make_bot("simple", "charakir", seed=3)
    <SimpleBot charakir seed=3>
    >>> make_bot("clever", "knack")
    Traceback (most recent call last):
    ...
    knackpy.errors.KnackpyError: Unbekannte Stufe 'clever'; erlaubt sind: random, simple, strong / ...
    """
    return _BOT_CLASSES[_check_level(level)](rules, seed=seed)


def evaluate(
    view: View,
    rules: Rules | str,
    actions: Sequence[Action] | None = None,
    *,
    worlds: int = 48,
    rng: random.Random | None = None,
    seed: int = 0,
) -> list[float]:
    """The strong bot's estimate for each action (default: all legal ones), from ``view`` alone (E5).

    Knack: the chance to lose the round (lose a life, K16; pay a coin, O12).
    Charakir: the expected points of the player this round (C11, C12).  ``worlds``
    deals of the unseen cards are sampled (the same ones for every action) and
    every player follows the simple rule of thumb to the end of the round.
    """
    rules = _check_rules(rules)
    if actions is None:
        actions = view.legal_actions
    if rng is None:
        rng = random.Random(f"knackpy-evaluate:{seed}:{decision_key(view)}")
    if not actions:
        return []
    if view.player is None or view.player != view.to_move:
        raise KnackpyError("bots.not_to_move")
    if rules.is_knack:
        return _knack_evaluate(view, _knack_ctx(rules), list(actions), worlds, rng)
    return _charakir_evaluate(view, rules, list(actions), worlds, rng)


# =================================================================================================================
# Knack (both rulesets)
# =================================================================================================================


def _knack_simple(view: View, legal: tuple[Action, ...], ctx: _KnackCtx):
    """The simple rule of thumb for Knack (module docstring); returns (action, explanation)."""
    points = ctx.points
    phase = view.phase
    hand = view.hand
    ids = ctx.ids
    if phase == "choose":
        value = points[hand]
        keep = value >= KEEP_AT_LEAST
        action = next(a for a in legal if a.kind == ("keep" if keep else "throw"))
        key = "bots.why.simple.keep" if keep else "bots.why.simple.throw"
        return action, (key, (("points", value), ("limit", KEEP_AT_LEAST)), (ids["choose"],))
    value = points[hand]
    if value >= ctx.call_min:  # the call is offered (K14, K8, O9, O10)
        call = next((a for a in legal if a.kind == "call"), None)
        if call is not None:
            return call, ("bots.why.simple.call", (("points", value),), (_call_id(ctx, value),))
    table = view.table
    options = _swap_values(ctx, hand, table)
    best_value = max(options)
    best = None
    if best_value > value:  # the first of the best swaps (K10)
        k = options.index(best_value)
        if k == 9:
            best = next((a for a in legal if a.kind == "swap_all"), None)
        else:
            give, take = hand[k // 3], table[k % 3]
            best = next((a for a in legal if a.kind == "swap" and a.give == give and a.take == take), None)
    if best is not None and best_value >= ctx.call_min:
        params = (("action", best), ("points", best_value))
        return best, ("bots.why.simple.swap_call", params, ("K10", _call_id(ctx, best_value)))
    push = close = None
    for action in reversed(legal):  # push and close come last
        kind = action.kind
        if kind == "close":
            close = action
        elif kind == "push":
            push = action
            break
    if close is not None and value >= CLOSE_AT_LEAST:
        params = (("points", value), ("limit", CLOSE_AT_LEAST))
        return close, ("bots.why.simple.close", params, (ids["close"],))
    if best is not None:
        params = (("action", best), ("before", value), ("after", best_value))
        return best, ("bots.why.simple.swap", params, ("K10", ids["value"]))
    if push is None:  # nothing else is legal (e.g. only a forced step): take the first
        return legal[0], ("bots.why.random", (("count", len(legal)),), ("E2",))
    return push, ("bots.why.simple.push", (("points", value),), ("K11",))


# --- the strong Knack bot: what the view tells about the unseen cards -------------------------------------------


class _KnackInfo:
    """The information state of the player to move, from his view only (E5)."""

    __slots__ = (
        "me",
        "seats",
        "nxt",
        "hand",
        "table",
        "closer",
        "pushes",
        "turns",
        "choosing",
        "slots",
        "pool",
        "deal_call",
        "records",
    )


_ROUND_START = ("knack_round", "knack_round_lausitz")
# What an opponent did this round, as the public history shows it (for the inference of his hidden cards).
_R_SWAP, _R_ALL, _R_PUSH, _R_CLOSE, _R_KEEP = range(5)
_MISS = 0.05  # likelihood of an action the rule of thumb would not take, relative to one it would (1.0)


def _knack_info(view: View, ctx: _KnackCtx) -> _KnackInfo:
    """Which cards are unseen, which cards each opponent is known to hold, and what the opponents did."""
    me = view.player
    alive = view.in_game
    n = len(alive)
    seats = tuple(s for s in range(n) if alive[s])
    nxt = [0] * n
    for s in seats:
        step = 1
        while not alive[(s + step) % n]:
            step += 1
        nxt[s] = (s + step) % n
    info = _KnackInfo()
    info.me, info.seats, info.nxt = me, seats, nxt
    info.hand, info.table = view.hand, tuple(view.table)
    info.closer = -1 if view.closer is None else view.closer
    info.pushes, info.turns = view.pushes, view.turns
    info.choosing = view.phase == "choose"
    known, callers, records = _knack_known(view.history, me)
    info.deal_call = bool(callers)
    seen = set(view.hand) | set(info.table) | set(view.out_of_play)
    for _attempt in range(2):
        pool = [c for c in ctx.deck if c not in seen]
        slots = []
        for s in seats:
            if s != me:
                cards = tuple(c for c in known.get(s, ()) if c not in seen)
                slots.append((s, cards, 3 - len(cards)))
        taken = {c for _, cards, _ in slots for c in cards}
        pool = [c for c in pool if c not in taken]
        needed = sum(k for _, _, k in slots) + view.pile_size + (3 if info.choosing else 0)
        if needed == len(pool) and all(k >= 0 for _, _, k in slots):
            break
        known, records = {}, {}  # the history did not add up (should not happen): assume nothing is known
    info.slots, info.pool, info.records = tuple(slots), pool, records
    return info


def _knack_known(history: tuple, me: int | None):
    """From this round's public history: cards each opponent holds for sure (K10 swaps, K15 deal calls),
    the players who showed a hand on the deal, and each opponent's decisions with the table he saw."""
    start = len(history) - 1
    while start >= 0 and history[start].kind not in _ROUND_START:
        start -= 1
    known: dict[int, list[Card]] = {}
    callers: set[int] = set()
    records: dict[int, list[tuple]] = {}
    table: tuple = ()
    closed = False
    try:
        for event in history[start + 1 :]:
            kind = event.kind
            p = event.player
            if kind == "knack_swap":
                params = dict(event.params)
                give, take = params["give"], params["take"]
                cards = known.setdefault(p, [])
                if give in cards:
                    cards.remove(give)
                cards.append(take)
                records.setdefault(p, []).append((_R_SWAP, table, give, take, closed))
                table = tuple(give if c == take else c for c in table)
            elif kind == "knack_swap_all":
                params = dict(event.params)
                known[p] = list(params["take"])
                records.setdefault(p, []).append((_R_ALL, table, tuple(params["give"]), table, closed))
                table = tuple(params["give"])
            elif kind == "knack_push":
                records.setdefault(p, []).append((_R_PUSH, table, None, None, closed))
            elif kind == "knack_close" or kind == "knack_close_lausitz":
                records.setdefault(p, []).append((_R_CLOSE, table, None, None, closed))
                closed = True
            elif kind == "knack_keep" or kind == "knack_throw":
                table = tuple(dict(event.params)["cards"])
                if kind == "knack_keep":
                    records.setdefault(p, []).append((_R_KEEP, table, None, None, closed))
            elif kind == "knack_renew" or kind == "knack_new_table":
                table = tuple(dict(event.params)["new"])
            elif kind == "knack_deal_call":
                known[p] = list(dict(event.params)["cards"])
                callers.add(p)
            elif kind == "knack_deal_call_announced":  # K15: the cards come after the choice (E5)
                callers.add(p)
    except (KeyError, TypeError, ValueError):  # an unexpected record: know nothing rather than something wrong
        return {}, set(), {}
    known.pop(me, None)
    records.pop(me, None)
    return known, callers, {p: recs[: -RECORDS - 1 : -1] for p, recs in records.items()}


def _knack_likelihood(ctx: _KnackCtx, recs: list[tuple], hand: tuple) -> float:
    """How well a sampled hand of one opponent explains what he did, if he followed the rule of thumb.

    Every hand he held this round follows from his current hand by undoing his
    public swaps; each of his decisions (newest first) scores 1 if the rule of
    thumb takes it with that hand and table, else :data:`_MISS` (so random or
    clever players still fit, only less well).
    """
    points = ctx.points
    call_min = ctx.call_min
    weight = 1.0
    for kind, table, give, take, closed in recs:
        after_value = None
        if kind == _R_SWAP:
            after_value = points[hand]
            hand = tuple(give if c == take else c for c in hand)
        elif kind == _R_ALL:
            after_value = points[hand]
            hand = give
        v = points[hand]
        if kind == _R_KEEP:
            if v < KEEP_AT_LEAST:
                weight *= _MISS
            continue
        if v >= call_min:
            weight *= _MISS
            continue
        best = max(_swap_values(ctx, hand, table))
        if best >= call_min or (best > v and (closed or v < CLOSE_AT_LEAST)):
            ok = after_value is not None and after_value == best
        elif not closed and v >= CLOSE_AT_LEAST:
            ok = kind == _R_CLOSE
        else:
            ok = kind == _R_PUSH
        if not ok:
            weight *= _MISS
    return weight


def _knack_candidates(view: View, legal: tuple[Action, ...], ctx: _KnackCtx):
    """The actions worth sampling, or a forced choice with its explanation."""
    points = ctx.points
    for action in legal:
        if action.kind == "call":  # K14/K8/O9: calling ends the round with the top hand
            value = points[view.hand]
            return [], (action, ("bots.why.simple.call", (("points", value),), (_call_id(ctx, value),)))
    if len(legal) == 1:
        return list(legal), (legal[0], ("bots.why.forced", (("action", legal[0]),), ("E2",)))
    if view.phase != "turn":  # the choice between the two hands (K5, O4)
        return list(legal), None
    hand, table = view.hand, view.table
    swaps = []
    others = []
    for index, action in enumerate(legal):
        kind = action.kind
        if kind == "swap" or kind == "swap_all":
            new, _ = _swapped_hand(hand, table, action)
            given = card_points(action.give, ctx.rules) if kind == "swap" else 0
            swaps.append((-points[new], given, index, action))
        else:
            others.append(action)
    swaps.sort(key=lambda item: item[:3])
    if swaps and -swaps[0][0] >= ctx.call_min:  # a swap to 31/33: take it, then call (K14)
        action = swaps[0][3]
        params = (("action", action), ("points", -swaps[0][0]))
        return [], (action, ("bots.why.simple.swap_call", params, ("K10", _call_id(ctx, -swaps[0][0]))))
    keep = [item[3] for item in swaps[:KNACK_MAX_SWAPS]]
    swap_all = next((item[3] for item in swaps if item[3].kind == "swap_all"), None)
    if swap_all is not None and swap_all not in keep:
        keep.append(swap_all)
    return keep + others, None


def _knack_worlds(info: _KnackInfo, ctx: _KnackCtx, worlds: int, rng: random.Random) -> list[tuple]:
    """``worlds`` deals of the unseen cards: (every hand, pile, the chooser's unseen hand or ``None``)."""
    slots = list(info.slots)
    if info.choosing:
        slots.append((-1, (), 3))  # the chooser's other hand (K5, O4)
    records = info.records

    def weigh(seat: int) -> Callable[[tuple], float] | None:
        recs = records.get(seat)
        if not recs:
            return None
        return lambda hand: _knack_likelihood(ctx, recs, hand)

    out = []
    n = len(info.nxt)
    for dealt, pile in _deal_worlds(info.pool, slots, weigh, worlds, rng):
        hands: list[tuple] = [()] * n
        hands[info.me] = info.hand
        for seat, _known, _k in info.slots:
            hands[seat] = dealt[seat]
        out.append((hands, pile, dealt.get(-1)))
    return out


def _deal_worlds(
    pool: list[Card],
    slots: list[tuple[int, tuple, int]],
    weigh: Callable[[int], Callable[[tuple], float] | None],
    worlds: int,
    rng: random.Random,
) -> list[tuple[dict[int, tuple], list[Card]]]:
    """Deal the unseen cards ``worlds`` times: each slot ``(seat, known cards, unknown count)`` gets its cards.

    A seat whose behaviour tells something (``weigh(seat)`` returns a weight
    function of his whole hand) gets his unknown cards by importance sampling:
    :data:`PROPOSALS` uniform proposals are weighed once, then every world draws
    one by weight (redrawing when it clashes with a card already dealt).  The
    rest of the pool, shuffled, is the pile.
    """
    sample = rng.sample
    choices = rng.choices
    weighted: dict[int, tuple[list[tuple], list[float]]] = {}
    for seat, known, k in slots:
        fn = weigh(seat) if k > 0 else None
        if fn is None:
            continue
        proposals = [tuple(sample(pool, k)) for _ in range(PROPOSALS)]
        cumulative, total = [], 0.0
        for prop in proposals:
            total += fn(known + prop)
            cumulative.append(total)
        if total > 0:
            weighted[seat] = (proposals, cumulative)
    out = []
    for _ in range(worlds):
        used: set[Card] = set()
        dealt: dict[int, tuple] = {}
        for seat, known, k in slots:
            prop = None
            if seat in weighted:
                proposals, cumulative = weighted[seat]
                for _attempt in range(6):
                    candidate = choices(proposals, cum_weights=cumulative)[0]
                    if used.isdisjoint(candidate):
                        prop = candidate
                        break
            if prop is None:
                rest = [c for c in pool if c not in used] if used else pool
                prop = tuple(sample(rest, k))
            used.update(prop)
            dealt[seat] = known + prop
        rest = [c for c in pool if c not in used]
        out.append((dealt, sample(rest, len(rest))))
    return out


def _knack_evaluate(view: View, ctx: _KnackCtx, actions: list[Action], worlds: int, rng: random.Random) -> list[float]:
    """Mean chance to lose the round for each action, over ``worlds`` deals of the unseen cards."""
    info = _knack_info(view, ctx)
    totals = [0.0] * len(actions)
    for hands, pile, other in _knack_worlds(info, ctx, worlds, rng):
        for index, action in enumerate(actions):
            totals[index] += _knack_after(ctx, info, action, hands, pile, other)
    return [t / worlds for t in totals]


def _knack_after(ctx: _KnackCtx, info: _KnackInfo, action: Action, base: list, pile: list, other) -> float:
    """Play ``action`` for me in one sampled world, then the rest of the round by the rule of thumb."""
    hands = base[:]
    me = info.me
    points = ctx.points
    kind = action.kind
    table = info.table
    closer, pushes, turns, forgot = info.closer, info.pushes, info.turns, False
    if kind == "keep" or kind == "throw":  # K5/O4: the unseen hand is part of the sampled world
        if kind == "keep":
            hands[me], table = info.hand, other
        else:
            hands[me], table = other, info.hand
        if info.deal_call or points[hands[me]] >= ctx.call_min:  # K15: the round ends at once
            return _knack_loss(ctx, info.seats, hands, me, False)
        return _knack_rollout(ctx, info, hands, table, pile, info.nxt[me], -1, 0, 0, False)
    if kind == "call":
        return _knack_loss(ctx, info.seats, hands, me, False)
    if kind == "swap" or kind == "swap_all":
        hands[me], table = _swapped_hand(hands[me], table, action)
        if points[hands[me]] >= ctx.call_min:  # the strong bot calls at once (K14)
            return _knack_loss(ctx, info.seats, hands, me, False)
        pushes = 0
    elif kind == "push":
        pushes += 1
        if ctx.renew and closer < 0 and pushes >= len(info.seats):  # K12
            if len(pile) < 3:
                return _knack_loss(ctx, info.seats, hands, me, False)
            table, pile, pushes = tuple(pile[:3]), pile[3:], 0
    elif kind == "close":
        closer, pushes = me, 0
    elif kind == "end_turn":
        forgot = True  # K14/O10: found out at scoring if still held
    elif kind == "new_table":  # K19: a new table, and the same player moves again
        return _knack_rollout(ctx, info, hands, tuple(pile[:3]), pile[3:], me, closer, 0, turns, forgot)
    turns += 1
    following = info.nxt[me]
    if following == closer or turns >= ctx.cap:
        return _knack_loss(ctx, info.seats, hands, me, forgot)
    return _knack_rollout(ctx, info, hands, table, pile, following, closer, pushes, turns, forgot)


def _knack_rollout(
    ctx: _KnackCtx,
    info: _KnackInfo,
    hands: list,
    table: tuple,
    pile: list,
    p: int,
    closer: int,
    pushes: int,
    turns: int,
    forgot: bool,
) -> float:
    """Everyone plays the simple rule of thumb until the round ends (or a horizon, then scored as if closed)."""
    points = ctx.points
    call_min = ctx.call_min
    nxt = info.nxt
    me = info.me
    renew = ctx.renew
    nseats = len(info.seats)
    cap = ctx.cap
    horizon = ROLLOUT_CIRCLES * nseats
    ppos = 0
    close_at = CLOSE_AT_LEAST
    for _step in range(horizon):
        hand = hands[p]
        v = points[hand]
        if v >= call_min:  # a hand sampled with 31 would have been called already
            break
        options = _swap_values(ctx, hand, table)
        best = max(options)
        bi = options.index(best) + 1 if best > v else 0  # 1-9: one card, 10: all three (the first best)
        if not bi:
            best = v
        if best >= call_min or bi and (closer >= 0 or v < close_at):
            if bi == 10:
                hands[p], table = table, hand
            else:
                i, j = divmod(bi - 1, 3)
                h, t = list(hand), list(table)
                h[i], t[j] = t[j], h[i]
                hands[p], table = tuple(h), tuple(t)
            if best >= call_min:
                break
            pushes = 0
            if p == me:
                forgot = False
        elif closer < 0 and v >= close_at:
            closer, pushes = p, 0
        else:
            pushes += 1
            if renew and closer < 0 and pushes >= nseats:
                if len(pile) - ppos < 3:
                    break
                table = tuple(pile[ppos : ppos + 3])
                ppos += 3
                pushes = 0
        turns += 1
        p = nxt[p]
        if p == closer or turns >= cap:
            break
    return _knack_loss(ctx, info.seats, hands, me, forgot)


def _knack_loss(ctx: _KnackCtx, seats: tuple[int, ...], hands: list, me: int, forgot: bool) -> float:
    """My chance to lose the round with these hands (K8, K14, K16, K17; O9-O12)."""
    points = ctx.points
    mine = points[hands[me]]
    if forgot and mine >= ctx.call_min:
        return 1.0
    low, count = 99.0, 0
    for s in seats:
        v = points[hands[s]]
        if v == 33 and s != me:
            return 1.0
        if v < low:
            low, count = v, 1
        elif v == low:
            count += 1
    if mine > low or mine == 33:
        return 0.0
    return 1.0 / count if ctx.stich else 1.0


# =================================================================================================================
# Charakir
# =================================================================================================================


def _charakir_simple(view: View, legal: tuple[Action, ...], rules: Rules):
    """The simple rule of thumb for Charakir (module docstring); returns (action, explanation)."""
    phase = view.phase
    hand = view.hand
    if phase == "draw":
        take = next((a for a in legal if a.kind == "take"), None)
        if take is not None:
            top = view.discard_top
            pair = _best_pair(hand + (top,) if rules.pair_may_use_taken_card else hand)
            if pair is not None:
                cards = hand + (top,)
                return take, ("bots.why.simple.take", (("card", top), ("pair", cards[pair[0]])), ("C7", "C8"))
        draw = next(a for a in legal if a.kind == "draw")
        return draw, ("bots.why.simple.draw", (), ("C7", "C8"))
    if phase == "pair":
        best = max(legal, key=lambda a: _PTS[a.a])  # type: ignore[attr-defined]
        return best, ("bots.why.simple.pair", (("cards", (best.a, best.b)),), ("C8",))  # type: ignore[attr-defined]
    if phase == "discard":
        index = _highest(hand)
        card = hand[index]
        action = next(a for a in legal if a.card == card)  # type: ignore[attr-defined]
        return action, ("bots.why.simple.discard", (("card", card),), ("C9", "C2"))
    if phase == "knock":
        total = view.value
        knock = total <= KNOCK_AT_MOST
        action = next(a for a in legal if a.kind == ("knock" if knock else "no_knock"))
        key = "bots.why.simple.knock" if knock else "bots.why.simple.no_knock"
        return action, (key, (("points", total), ("limit", KNOCK_AT_MOST)), ("C10",))
    return legal[0], ("bots.why.forced", (("action", legal[0]),), ("E2",))


class _CharakirInfo:
    __slots__ = ("me", "n", "hand", "top", "knocker", "turns", "slots", "pool", "flag", "cap", "facts")


def _charakir_info(view: View, rules: Rules) -> _CharakirInfo:
    """Unseen cards, the cards each opponent is known to hold (taken from the discard pile, C7/C8),
    and what his last turn says about the rest of his hand."""
    info = _CharakirInfo()
    me = view.player
    sizes = view.hand_sizes
    info.me, info.n = me, len(sizes)
    info.hand, info.top = view.hand, view.discard_top
    info.knocker = -1 if view.knocker is None else view.knocker
    info.turns = view.turns
    info.flag = bool(rules.pair_may_use_taken_card)
    info.cap = rules.turn_cap
    known, facts = _charakir_known(view.history, me)
    seen = set(view.hand) | set(view.discard_pile)
    for _attempt in range(2):
        slots = []
        for s in range(info.n):
            if s != me:
                cards = tuple(c for c in known.get(s, ()) if c not in seen)
                slots.append((s, cards, sizes[s] - len(cards)))
        taken = {c for _, cards, _ in slots for c in cards}
        pool = [c for c in FRENCH_52.cards if c not in seen and c not in taken]
        if sum(k for _, _, k in slots) + view.pile_size == len(pool) and all(k >= 0 for _, _, k in slots):
            break
        known, facts = {}, {}
    info.slots, info.pool, info.facts = tuple(slots), pool, facts
    return info


# What an opponent's last turn says about his hand now (C10: the knock is offered only at 10 points or less).
_F_OFFERED_NONE, _F_KNOCKED, _F_NOT_KNOCKED = range(3)


def _charakir_known(history: tuple, me: int | None):
    """From this round's public history: cards each opponent holds for sure (taken from the discard pile),
    and per opponent his last turn: (discarded card, top card he drew against or None if he took, knock fact)."""
    start = len(history) - 1
    while start >= 0 and history[start].kind != "charakir_deal":
        start -= 1
    known: dict[int, list[Card]] = {}
    facts: dict[int, list] = {}
    top = None
    knocked = False
    turn: dict[int, list] = {}
    try:
        for event in history[start + 1 :]:
            kind = event.kind
            p = event.player
            if kind == "charakir_deal":
                top = dict(event.params)["card"]
            elif kind == "charakir_draw":
                turn[p] = [None, top, None if knocked else _F_OFFERED_NONE]
            elif kind == "charakir_take":
                card = dict(event.params)["card"]
                known.setdefault(p, []).append(card)
                turn[p] = [None, None, None if knocked else _F_OFFERED_NONE]
            elif kind == "charakir_pair" or kind == "charakir_discard":
                params = dict(event.params)
                gone = params["cards"] if kind == "charakir_pair" else (params["card"],)
                cards = known.get(p, [])
                for c in gone:
                    if c in cards:
                        cards.remove(c)
                top = gone[-1]
                if kind == "charakir_discard" and p in turn:
                    turn[p][0] = top
                    facts[p] = turn[p]
            elif kind == "charakir_knock" or kind == "charakir_no_knock":
                if p in turn:
                    turn[p][2] = _F_KNOCKED if kind == "charakir_knock" else _F_NOT_KNOCKED
                knocked = knocked or kind == "charakir_knock"
    except (KeyError, TypeError, ValueError, IndexError):
        return {}, {}
    known.pop(me, None)
    facts.pop(me, None)
    return known, {p: f for p, f in facts.items() if f[0] is not None}


def _charakir_likelihood(fact: list, hand: tuple, flag: bool) -> float:
    """How well a sampled hand fits an opponent's last turn.

    Facts of the rules weigh 0 when broken (C10: offered the knock only at 10 or
    less); the rule of thumb (discard the highest card, take the discard when a
    pair is possible, knock at 3 or less) weighs :data:`_MISS` when broken.
    """
    discarded, drawn_against, knock = fact
    total = sum([_PTS[c] for c in hand])
    weight = 1.0
    if knock == _F_OFFERED_NONE:
        if total <= 10:
            return 0.0
    elif knock is not None:
        if total > 10:
            return 0.0
        if (total <= KNOCK_AT_MOST) != (knock == _F_KNOCKED):
            weight *= _MISS
    limit = _PTS[discarded]
    for c in hand:
        if _PTS[c] > limit:
            weight *= _MISS
            break
    if drawn_against is not None:  # he drew: before drawing, no pair was possible with the open card
        before_all = list(hand) + [discarded]
        fits = False
        for i in range(len(before_all)):
            before = before_all[:i] + before_all[i + 1 :]  # the drawn card is one of these
            cards = before + [drawn_against] if flag else before
            if _best_pair(cards) is None:
                fits = True
                break
        if not fits:
            weight *= _MISS
    return weight


def _charakir_candidates(view: View, legal: tuple[Action, ...], rules: Rules):
    """Distinct choices only (suits do not matter in Charakir, ranks do), or a forced one."""
    seen: set = set()
    out = []
    for action in legal:
        kind = action.kind
        if kind == "pair":
            key: object = (kind, _RANK[action.a])  # type: ignore[attr-defined]
        elif kind == "discard":
            key = (kind, _RANK[action.card])  # type: ignore[attr-defined]
        else:
            key = kind
        if key not in seen:
            seen.add(key)
            out.append(action)
    if len(out) == 1:
        return out, (out[0], ("bots.why.forced", (("action", out[0]),), out[0].rule_ids(rules, points=view.value)))
    return out, None


def _charakir_evaluate(view: View, rules: Rules, actions: list[Action], worlds: int, rng: random.Random) -> list[float]:
    """Mean points of the player this round for each action, over ``worlds`` deals of the unseen cards."""
    info = _charakir_info(view, rules)
    facts = info.facts
    flag = info.flag

    def weigh(seat: int) -> Callable[[tuple], float] | None:
        fact = facts.get(seat)
        if fact is None:
            return None
        return lambda hand: _charakir_likelihood(fact, hand, flag)

    totals = [0.0] * len(actions)
    for dealt, pile in _deal_worlds(info.pool, list(info.slots), weigh, worlds, rng):
        for index, action in enumerate(actions):
            hands = [list(dealt[s]) if s in dealt else [] for s in range(info.n)]
            hands[info.me] = list(info.hand)
            totals[index] += _charakir_after(info, action, hands, pile)
    return [t / worlds for t in totals]


def _charakir_after(info: _CharakirInfo, action: Action, hands: list[list], pile: list) -> float:
    """Finish my turn with ``action`` (then the rule of thumb), then play the round out by the rule of thumb."""
    me = info.me
    hand = hands[me]
    kind = action.kind
    top = info.top
    knocker = info.knocker
    pos = 0
    if kind == "knock":
        knocker = me
    elif kind != "no_knock":
        if kind == "draw":
            hand.append(pile[0])
            pos = 1
        elif kind == "take":
            pair = _best_pair(hand + [top] if info.flag else hand)
            hand.append(top)
            if pair is not None:
                i, j = pair
                del hand[j]
                del hand[i]
        elif kind == "pair":
            hand.remove(action.a)  # type: ignore[attr-defined]
            hand.remove(action.b)  # type: ignore[attr-defined]
        if kind == "discard":
            hand.remove(action.card)  # type: ignore[attr-defined]
            top = action.card  # type: ignore[attr-defined]
        elif hand:
            top = hand.pop(_highest(hand))
        if knocker < 0 and sum([_PTS[c] for c in hand]) <= KNOCK_AT_MOST:
            knocker = me
    turns = info.turns + 1
    following = me + 1 if me + 1 < info.n else 0
    if following == knocker or pos >= len(pile) or turns >= info.cap:
        return _charakir_points(hands, knocker, me)
    return _charakir_rollout(info, hands, top, pile, pos, following, knocker, turns)


def _charakir_rollout(
    info: _CharakirInfo, hands: list[list], top, pile: list, pos: int, p: int, knocker: int, turns: int
) -> float:
    """Everyone plays the simple rule of thumb until the round ends (C11, C12, E4)."""
    n = info.n
    flag = info.flag
    cap = info.cap
    end = len(pile)
    pts, rank = _PTS, _RANK
    knock_at = KNOCK_AT_MOST
    while True:
        hand = hands[p]
        cards = hand + [top] if flag else hand
        pair = None
        size = len(cards)
        best = -1
        for i in range(size):
            ri = rank[cards[i]]
            for j in range(i + 1, size):
                if rank[cards[j]] == ri and pts[cards[i]] > best:
                    best, pair = pts[cards[i]], (i, j)
        if pair is not None:  # C8: take the discard and lay the pair
            if not flag:
                cards = hand + [top]
            i, j = pair
            del cards[j]
            del cards[i]
            hand = cards
        else:  # C7: draw from the pile
            hand = hand + [pile[pos]]
            pos += 1
        # C9: discard the highest card
        hi, index = -1, 0
        total = 0
        for i, c in enumerate(hand):
            v = pts[c]
            total += v
            if v > hi:
                hi, index = v, i
        top = hand.pop(index)
        hands[p] = hand
        if knocker < 0 and total - hi <= knock_at:  # C10
            knocker = p
        turns += 1
        p = p + 1 if p + 1 < n else 0
        if p == knocker or pos >= end or turns >= cap:
            return _charakir_points(hands, knocker, info.me)


def _charakir_points(hands: list[list], knocker: int, me: int) -> float:
    """My points this round: C12 without a knock, C11 after one."""
    mine = sum([_PTS[c] for c in hands[me]])
    if knocker < 0:
        return mine
    low = sum([_PTS[c] for c in hands[knocker]])
    for q, hand in enumerate(hands):
        if q != knocker and sum([_PTS[c] for c in hand]) <= low:
            return _PENALTY if me == knocker else 0
    return 0 if me == knocker else mine


# =================================================================================================================
# Tournaments
# =================================================================================================================


def _wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class LevelResult:
    """One level's figures in a tournament (summed over every seat it played).

    ``games`` seat-games played, ``wins`` games won (a shared win counts
    ``1/k``), ``rounds`` seat-rounds played, ``rounds_lost`` rounds in which it
    lost a life or paid (Knack), ``points`` and ``points_sq`` points scored
    (Charakir; for the mean and its interval).
    """

    level: str
    games: int
    wins: float
    rounds: int
    rounds_lost: int
    points: float
    points_sq: float

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def win_interval(self) -> tuple[float, float]:
        """95 % Wilson interval of the share of games won."""
        return _wilson(self.wins, self.games)

    @property
    def loss_rate(self) -> float:
        """Knack: share of rounds lost (a life lost, a coin paid)."""
        return self.rounds_lost / self.rounds if self.rounds else 0.0

    def loss_interval(self) -> tuple[float, float]:
        return _wilson(self.rounds_lost, self.rounds)

    @property
    def points_per_round(self) -> float:
        """Charakir: mean points scored per round."""
        return self.points / self.rounds if self.rounds else 0.0

    def points_interval(self) -> tuple[float, float]:
        """95 % normal interval of the mean points per round."""
        if self.rounds < 2:
            return 0.0, float("inf")
        mean = self.points_per_round
        var = max(0.0, (self.points_sq - self.rounds * mean * mean) / (self.rounds - 1))
        half = 1.96 * math.sqrt(var / self.rounds)
        return mean - half, mean + half


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """The figures of :func:`tournament`, one :class:`LevelResult` per level; ``text(lang)`` tabulates them."""

    ruleset: str
    players: int
    games: int
    seed: int
    levels: tuple[LevelResult, ...]

    def __getitem__(self, level: str) -> LevelResult:
        for row in self.levels:
            if row.level == level:
                return row
        raise KeyError(level)

    def text(self, lang: str = "de") -> str:
        """A small table: per level games, wins with interval, and rounds lost or points per round."""
        knack = self.ruleset != "charakir"
        head = i18n.text("bots.table.head_knack" if knack else "bots.table.head_charakir", lang)
        lines = [i18n.text("bots.table.title", lang, ruleset=self.ruleset, players=self.players, games=self.games)]
        lines.append(head)
        for row in self.levels:
            lo, hi = row.win_interval()
            win = f"{percent_text(row.win_share, lang)} [{percent_text(lo, lang)}, {percent_text(hi, lang)}]"
            if knack:
                lo2, hi2 = row.loss_interval()
                other = f"{percent_text(row.loss_rate, lang)} [{percent_text(lo2, lang)}, {percent_text(hi2, lang)}]"
            else:
                lo2, hi2 = row.points_interval()
                other = (
                    f"{decimal_text(row.points_per_round, lang, 2)} "
                    f"[{decimal_text(lo2, lang, 2)}, {decimal_text(hi2, lang, 2)}]"
                )
            lines.append(f"{level_name(row.level, lang):<8} {row.games:>6} {row.rounds:>7}  {win:<22} {other}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text("de")


def tournament(
    rules: Rules | str,
    levels: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    players: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Play ``games`` seeded games between bots of ``levels`` with the seats rotated; figures per level.

    ``players`` defaults to the number of levels; seat ``s`` of game ``g`` plays
    level ``levels[(s + g) % len(levels)]``.  Each block of ``len(levels)``
    consecutive games is dealt from the same seed, so every level gets every
    seat with the same cards (a fairer duel).  Only the public game API is used.

    >>> result = tournament("knack", ("simple", "random"), games=4, seed=1)
    >>> result["simple"].games, result["random"].games
    (4, 4)
    """
    rules = _check_rules(rules)
    levels = tuple(_check_level(level) for level in levels)
    if not levels:
        raise KnackpyError("bots.no_levels", accepted=", ".join(LEVELS))
    players = len(levels) if players is None else players
    width = len(levels)
    stats = {level: [0, 0.0, 0, 0, 0.0, 0.0] for level in levels}
    for g in range(games):
        block, shift = divmod(g, width)
        game_seed = seed * 1_000_003 + block
        lineup = [levels[(s + shift) % width] for s in range(players)]
        bots = [make_bot(level, rules, seed=game_seed * 31 + s) for s, level in enumerate(lineup)]
        game = new_game(rules, players=players, seed=game_seed)
        while not game.is_over():
            game = game.apply(bots[game.to_move].act(game))
        outcome = game.outcome()
        for s, level in enumerate(lineup):
            row = stats[level]
            row[0] += 1
            if s in outcome.winners:
                row[1] += 1 / len(outcome.winners)
        for result in game.round_results:
            if rules.is_knack:
                for s, level in enumerate(lineup):
                    if result.points[s] is not None:
                        stats[level][2] += 1
                        stats[level][3] += s in result.losers
            else:
                for s, level in enumerate(lineup):
                    scored = result.scores[s]
                    stats[level][2] += 1
                    stats[level][4] += scored
                    stats[level][5] += scored * scored
        if progress is not None:
            progress(g + 1, games)
    rows = tuple(LevelResult(level, *stats[level]) for level in dict.fromkeys(levels))
    return TournamentResult(rules.game, players, games, seed, rows)


# --- texts --------------------------------------------------------------------------------------------------------

i18n.catalogue(
    {
        "bots.level.random": ("Zufall", "random"),
        "bots.level.simple": ("Einfach", "simple"),
        "bots.level.strong": ("Stark", "strong"),
        "bots.unknown_level": (
            "Unbekannte Stufe {value}; erlaubt sind: {accepted}",
            "Unknown level {value}; accepted: {accepted}",
        ),
        "bots.no_levels": (
            "Für ein Turnier braucht es mindestens eine Stufe, z. B. {accepted}",
            "A tournament needs at least one level, e.g. {accepted}",
        ),
        "bots.unknown_measure": ("Unbekanntes Maß {value}", "Unknown measure {value}"),
        "bots.no_action": (
            "Spieler {player} hat gerade keinen erlaubten Zug: Jemand anderes ist dran, oder das Spiel ist aus (E2)",
            "Player {player} has no legal action now: someone else is to move, or the game is over (E2)",
        ),
        "bots.not_to_move": (
            "Eine Bewertung braucht die Sicht des Spielers, der am Zug ist (E5)",
            "An estimate needs the view of the player to move (E5)",
        ),
        "bots.wrong_game": (
            "Dieser Bot spielt {bot_game}, die Sicht stammt aber aus {game}",
            "This bot plays {bot_game}, but the view comes from {game}",
        ),
        "bots.value.lose_chance": ("Risiko, ein Leben zu verlieren: {value}", "risk of losing a life: {value}"),
        "bots.value.pay_chance": ("Risiko, eine Münze zu zahlen: {value}", "risk of paying a coin: {value}"),
        "bots.value.expected_points": (
            "erwartete Punkte in dieser Runde: {value}",
            "expected points this round: {value}",
        ),
        "bots.value.hand_value": ("Wert der Hand danach: {value}", "hand value afterwards: {value}"),
        "bots.why.swim": (
            "Weiter schwimmen: auch ohne Münzen ist der Pott noch zu gewinnen ({ids})",
            "Swim on: even without coins the pot can still be won ({ids})",
        ),
        "bots.why.random": (
            "Zufällig gewählt unter {count} erlaubten Zügen ({ids})",
            "Chosen at random from {count} legal actions ({ids})",
        ),
        "bots.why.forced": (
            "Nur ein Zug kommt in Frage: {action} ({ids})",
            "Only one action makes sense: {action} ({ids})",
        ),
        "bots.why.simple.keep": (
            "Meine Hand zählt {points} Punkte, das sind mindestens {limit}: ich behalte sie ({ids})",
            "My hand is worth {points}, that is at least {limit}: I keep it ({ids})",
        ),
        "bots.why.simple.throw": (
            "Meine Hand zählt nur {points} Punkte, weniger als {limit}: ich lege sie offen hin und nehme die andere ({ids})",
            "My hand is worth only {points}, less than {limit}: I lay it face up and take the other one ({ids})",
        ),
        "bots.why.simple.call": (
            "Ich habe {points} Punkte: sofort ansagen! ({ids})",
            "I hold {points}: call it at once! ({ids})",
        ),
        "bots.why.simple.swap_call": (
            "{action} bringt mir {points} Punkte: tauschen und sofort ansagen ({ids})",
            "{action} gives me {points}: swap and call at once ({ids})",
        ),
        "bots.why.simple.close": (
            "Meine Hand zählt {points} Punkte, das sind mindestens {limit}: ich mache zu ({ids})",
            "My hand is worth {points}, that is at least {limit}: I close ({ids})",
        ),
        "bots.why.simple.swap": (
            "{action} verbessert meine Hand von {before} auf {after} Punkte ({ids})",
            "{action} improves my hand from {before} to {after} ({ids})",
        ),
        "bots.why.simple.push": (
            "Kein Tausch verbessert meine {points} Punkte, und zum Zumachen reicht es nicht: ich schiebe ({ids})",
            "No swap improves my {points}, and it is too little to close: I push ({ids})",
        ),
        "bots.why.simple.take": (
            "Mit der offenen Karte {card} kann ich ein Paar ablegen: ich nehme sie ({ids})",
            "With the discard {card} I can lay a pair: I take it ({ids})",
        ),
        "bots.why.simple.draw": (
            "Mit der offenen Karte könnte ich kein Paar ablegen: ich ziehe vom Stapel ({ids})",
            "The discard would not give me a pair: I draw from the pile ({ids})",
        ),
        "bots.why.simple.pair": (
            "Ich lege mein höchstes Paar ab: {cards} ({ids})",
            "I lay down my highest pair: {cards} ({ids})",
        ),
        "bots.why.simple.discard": (
            "Ich lege meine höchste Karte ab: {card} ({ids})",
            "I discard my highest card: {card} ({ids})",
        ),
        "bots.why.simple.knock": (
            "Meine Hand zählt {points} Punkte, höchstens {limit}: ich klopfe ({ids})",
            "My hand is worth {points}, at most {limit}: I knock ({ids})",
        ),
        "bots.why.simple.no_knock": (
            "Meine Hand zählt {points} Punkte, mehr als {limit}: ich klopfe noch nicht ({ids})",
            "My hand is worth {points}, more than {limit}: I do not knock yet ({ids})",
        ),
        "bots.why.strong": (
            "{action} – der beste von {count} geprüften Zügen: {value}, beim nächstbesten („{other}“) {other_value}; "
            "geschätzt aus {samples} zufälligen Verteilungen der Karten, die ich nicht sehe ({ids})",
            "{action} – the best of {count} actions weighed: {value}, for the runner-up (“{other}”) {other_value}; "
            "estimated from {samples} random deals of the cards I cannot see ({ids})",
        ),
        "bots.table.title": (
            "{ruleset}: {games} Spiele mit {players} Spielern, Plätze reihum getauscht (95-%-Intervalle)",
            "{ruleset}: {games} games with {players} players, seats rotated (95% intervals)",
        ),
        "bots.table.head_knack": (
            "Stufe     Spiele  Runden  Siege                  verlorene Runden",
            "level     games   rounds  wins                   rounds lost",
        ),
        "bots.table.head_charakir": (
            "Stufe     Spiele  Runden  Siege                  Punkte je Runde",
            "level     games   rounds  wins                   points per round",
        ),
    }
)
