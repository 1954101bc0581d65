"""What the strong Knack bot's view tells (both rulesets): which cards are unseen, which cards each opponent is known
to hold, and what each opponent did this round (for the inference of his hidden cards).  The view only (E5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.observation import KnackObservation
from ..evaluation import KnackMeasures as _KnackCtx

RECORDS = 6  # the newest decisions of each opponent that are weighed


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

    me: int
    seats: tuple[int, ...]  # the players still in
    nxt: list[int]  # per seat, the next player still in
    hand: tuple[int, ...]  # cards as plain ints (see _knack_info)
    table: tuple[int, ...]
    closer: int  # -1: nobody has closed
    pushes: int
    turns: int
    choosing: bool  # the choice between the two hands (K5, O4) is still open
    slots: tuple[tuple[int, tuple[int, ...], int], ...]  # per opponent: seat, cards known, cards unknown
    pool: list[int]  # the unseen cards
    deal_call: bool  # somebody showed a hand on the deal (K15)
    records: dict[int, list[tuple]]  # per opponent, his newest decisions


_ROUND_START = ("knack_round", "knack_round_lausitz")


def _starts_round(event: Any) -> bool:
    return event.kind in _ROUND_START


# What an opponent did this round, as the public history shows it (for the inference of his hidden cards).
_R_SWAP, _R_ALL, _R_PUSH, _R_CLOSE, _R_KEEP = range(5)


def _knack_info(view: KnackObservation, ctx: _KnackCtx) -> _KnackInfo:
    """Which cards are unseen, which cards each opponent is known to hold, and what the opponents did."""
    me = view.player
    assert me is not None  # a bot decides for a seat (E5); the teacher's view has none
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
    # plain ints, not Cards: a list indexed by an int subclass takes the interpreter's slow path (issue 34)
    info.hand, info.table = tuple(map(int, view.hand)), tuple(map(int, view.table))
    info.closer = -1 if view.closer is None else view.closer
    info.pushes, info.turns = view.pushes, view.turns
    info.choosing = view.phase == "choose"
    known, callers, records = _knack_known(view.history, me)
    info.deal_call = bool(callers)
    seen = set(view.hand) | set(info.table) | set(view.out_of_play)
    for _attempt in range(2):
        pool = [c for c in ctx.numbers if c not in seen]
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


def _knack_known(
    history: Sequence[Any], me: int
) -> tuple[dict[int, list[int]], set[int], dict[int, list[tuple]]]:  # records read defensively: see the except
    """From this round's public history: cards each opponent holds for sure (K10 swaps, K15 deal calls),
    the players who showed a hand on the deal, and each opponent's decisions with the table he saw."""
    since = getattr(history, "since", None)  # the engine's lazy history works out only the round's events
    if since is not None:
        events = since(_starts_round)
    else:
        start = len(history) - 1
        while start >= 0 and history[start].kind not in _ROUND_START:
            start -= 1
        events = history[start + 1 :]
    known: dict[int, list[int]] = {}
    callers: set[int] = set()
    records: dict[int, list[tuple]] = {}
    table: tuple = ()
    closed = False
    try:
        for event in events:
            kind = event.kind
            p = event.player
            if kind == "knack_swap":
                params = dict(event.params)
                give, take = int(params["give"]), int(params["take"])
                cards = known.setdefault(p, [])
                if give in cards:
                    cards.remove(give)
                cards.append(take)
                records.setdefault(p, []).append((_R_SWAP, table, give, take, closed))
                table = tuple(give if c == take else c for c in table)
            elif kind == "knack_swap_all":
                params = dict(event.params)
                known[p] = list(map(int, params["take"]))
                records.setdefault(p, []).append((_R_ALL, table, tuple(map(int, params["give"])), table, closed))
                table = tuple(map(int, params["give"]))
            elif kind == "knack_push":
                records.setdefault(p, []).append((_R_PUSH, table, None, None, closed))
            elif kind == "knack_close" or kind == "knack_close_lausitz":
                records.setdefault(p, []).append((_R_CLOSE, table, None, None, closed))
                closed = True
            elif kind == "knack_keep" or kind == "knack_throw":
                table = tuple(map(int, dict(event.params)["cards"]))
                if kind == "knack_keep":
                    records.setdefault(p, []).append((_R_KEEP, table, None, None, closed))
            elif kind == "knack_renew" or kind == "knack_new_table":
                table = tuple(map(int, dict(event.params)["new"]))
            elif kind == "knack_deal_call":
                known[p] = list(map(int, dict(event.params)["cards"]))
                callers.add(p)
            elif kind == "knack_deal_call_announced":  # K15: the cards come after the choice (E5)
                callers.add(p)
    except (KeyError, TypeError, ValueError):  # an unexpected record: know nothing rather than something wrong
        return {}, set(), {}
    known.pop(me, None)
    records.pop(me, None)
    return known, callers, {p: recs[: -RECORDS - 1 : -1] for p, recs in records.items()}
