"""The strong bot's Charakir half: known cards, what an opponent's last turn says, candidates, rollouts.

Everything here reads the view only (E5); the rollouts play the simple rule of thumb to the end of the round.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import FRENCH_52, Card
from ..engine.core import Action
from ..engine.observation import CharakirObservation
from ..evaluation import CHARAKIR_POINTS as _PTS
from ..evaluation import CHARAKIR_RANKS as _RANK
from ..evaluation import KNOCK_PENALTY as _PENALTY
from ..evaluation import best_pair as _best_pair
from ..evaluation import highest_card as _highest
from ..rules import Rules
from .sampling import MISS, PROPOSALS, deal_worlds
from .simple import KNOCK_AT_MOST

CHARAKIR_BUDGET = 240  # worlds (deals of the unseen cards) per decision, split over the candidates


class _CharakirInfo:
    __slots__ = ("me", "n", "hand", "top", "knocker", "turns", "slots", "pool", "flag", "cap", "facts", "knock_at")

    me: int
    n: int  # players
    hand: tuple[Card, ...]
    top: Card | None  # the open card of the discard pile
    knocker: int  # -1: nobody has knocked
    turns: int
    slots: tuple[tuple[int, tuple[Card, ...], int], ...]  # per opponent: seat, cards known, cards unknown
    pool: list[Card]  # the unseen cards
    flag: bool  # C8: a pair may use the card just taken
    cap: int  # E4
    facts: dict[int, list]  # per opponent, what his last turn says about his hand
    knock_at: int


def _charakir_info(view: CharakirObservation, rules: Rules) -> _CharakirInfo:
    """Unseen cards, the cards each opponent is known to hold (taken from the discard pile, C7/C8),
    and what his last turn says about the rest of his hand."""
    info = _CharakirInfo()
    me = view.player
    assert me is not None  # a bot decides for a seat (E5); the teacher's view has none
    sizes = view.hand_sizes
    info.me, info.n = me, len(sizes)
    info.hand, info.top = view.hand, view.discard_top
    info.knocker = -1 if view.knocker is None else view.knocker
    info.turns = view.turns
    info.flag = bool(rules.pair_may_use_taken_card)
    info.cap = rules.turn_cap
    info.knock_at = KNOCK_AT_MOST
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


def _charakir_known(
    history: Sequence[Any], me: int
) -> tuple[dict[int, list[Card]], dict[int, list]]:  # records read defensively: see the except
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
    pair is possible, knock at 3 or less) weighs :data:`MISS` when broken.
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
            weight *= MISS
    limit = _PTS[discarded]
    for c in hand:
        if _PTS[c] > limit:
            weight *= MISS
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
            weight *= MISS
    return weight


def charakir_candidates(
    view: CharakirObservation, legal: tuple[Action, ...], rules: Rules
) -> tuple[list[Action], tuple[Action, Any] | None]:
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


def charakir_evaluate(
    view: CharakirObservation, rules: Rules, actions: list[Action], worlds: int, rng: random.Random
) -> list[float]:
    """Mean points of the player this round for each action, over ``worlds`` deals of the unseen cards."""
    return [sum(row) / worlds for row in charakir_outcomes(view, rules, actions, worlds, rng)]


def charakir_outcomes(
    view: CharakirObservation,
    rules: Rules,
    actions: list[Action],
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
    knock_at: int = KNOCK_AT_MOST,
    informed: bool = True,
) -> list[list[float]]:
    """Per action, the player's points this round in each of ``worlds`` deals (the same deals for every action);
    in the playouts everybody knocks at ``knock_at`` points or less (C10).  ``informed=False`` deals as if the
    opponents' moves told nothing about their cards."""
    info = _charakir_info(view, rules)
    info.knock_at = knock_at
    rows: list[list[float]] = [[] for _ in actions]
    for dealt, pile in _charakir_deals(info, worlds, rng, proposals, informed):
        for index, action in enumerate(actions):
            hands = [list(dealt[s]) if s in dealt else [] for s in range(info.n)]
            hands[info.me] = list(info.hand)
            rows[index].append(_charakir_after(info, action, hands, pile))
    return rows


def _charakir_deals(
    info: _CharakirInfo, worlds: int, rng: random.Random, proposals: int, informed: bool
) -> list[tuple[dict[int, tuple], list]]:
    """``worlds`` deals of the unseen cards, each opponent's weighed by what his last turn says (if ``informed``)."""
    facts = info.facts if informed else {}
    flag = info.flag

    def weigh(seat: int) -> Callable[[tuple], float] | None:
        fact = facts.get(seat)
        if fact is None:
            return None
        return lambda hand: _charakir_likelihood(fact, hand, flag)

    return deal_worlds(info.pool, list(info.slots), weigh, worlds, rng, proposals)


def charakir_hand_points(
    view: CharakirObservation,
    rules: Rules,
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
    informed: bool = True,
) -> dict[int, float]:
    """Each opponent's mean points in hand over ``worlds`` deals (weighed by what he did, unless ``informed`` is
    false): what the others probably hold."""
    info = _charakir_info(view, rules)
    totals = {seat: 0.0 for seat, _known, _k in info.slots}
    for dealt, _pile in _charakir_deals(info, worlds, rng, proposals, informed):
        for seat in totals:
            totals[seat] += sum(_PTS[c] for c in dealt[seat])
    return {seat: total / worlds for seat, total in totals.items()}


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
        if knocker < 0 and sum([_PTS[c] for c in hand]) <= info.knock_at:
            knocker = me
    turns = info.turns + 1
    following = me + 1 if me + 1 < info.n else 0
    if following == knocker or pos >= len(pile) or turns >= info.cap:
        return _charakir_points(hands, knocker, me)
    return _charakir_rollout(info, hands, top, pile, pos, following, knocker, turns)


def _charakir_rollout(
    info: _CharakirInfo, hands: list[list], top: Card | None, pile: list, pos: int, p: int, knocker: int, turns: int
) -> float:
    """Everyone plays the simple rule of thumb until the round ends (C11, C12, E4)."""
    n = info.n
    flag = info.flag
    cap = info.cap
    end = len(pile)
    pts, rank = _PTS, _RANK
    knock_at = info.knock_at
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
