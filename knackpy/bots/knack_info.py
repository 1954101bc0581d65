"""What the strong Knack bot's view tells (both rulesets): which cards are unseen, which cards each opponent is known
to hold, and what each opponent did this round (for the inference of his hidden cards).  The view only (E5)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
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
    seen = {*info.hand, *info.table, *map(int, view.out_of_play)}
    for _attempt in range(2):
        slots = []
        for s in seats:
            if s != me:
                cards = tuple([c for c in known[s] if c not in seen]) if s in known else ()
                slots.append((s, cards, 3 - len(cards)))
        out = seen.union(*[cards for _, cards, _ in slots])  # seen, or known to be in an opponent's hand
        pool = [c for c in ctx.numbers if c not in out]
        needed = sum(k for _, _, k in slots) + view.pile_size + (3 if info.choosing else 0)
        if needed == len(pool) and all(k >= 0 for _, _, k in slots):
            break
        known, records = {}, {}  # the history did not add up (should not happen): assume nothing is known
    info.slots, info.pool, info.records = tuple(slots), pool, records
    return info


def _knack_known(
    history: Sequence[Any], me: int
) -> tuple[dict[int, tuple[int, ...]], Set[int], dict[int, list[tuple]]]:
    """From this round's public history: cards each opponent holds for sure (K10 swaps, K15 deal calls),
    the players who showed a hand on the deal, and each opponent's newest decisions with the table he saw.

    The engine's lazy history is read from the newest event back only to the point that a view of the same game
    read before (:data:`_MARKS`), or to the round's start; a plain sequence is read from the round's start."""
    back_to = getattr(history, "back_to", None)
    if back_to is not None:
        state, events = back_to(_starts_round, _marked)
        if events:
            state = _read(state or _EMPTY, events)
            head = history.head  # type: ignore[attr-defined]  # the engine's LazyHistory has it with back_to
            _MARKS[id(head) % len(_MARKS)] = (head, state)
    else:
        start = len(history) - 1
        while start >= 0 and history[start].kind not in _ROUND_START:
            start -= 1
        state = _read(_EMPTY, history[start + 1 :])
    if state is None or state is _BROKEN:  # no event yet, or an unexpected record: know nothing rather than wrong
        return {}, set(), {}
    known, callers, records, _table, _closed = state
    return (
        {p: cards for p, cards in known.items() if p != me},
        callers,
        {p: list(recs) for p, recs in records.items() if p != me},
    )


# What a round's history tells up to some event: (known cards, callers, newest records first, the table, closed).
# Never changed once made: a state is shared by every view of the game that reads on from it (threads too).
_State = tuple[dict[int, tuple[int, ...]], frozenset[int], dict[int, tuple[tuple, ...]], tuple[int, ...], bool]
_EMPTY: _State = ({}, frozenset(), {}, (), False)
_BROKEN: _State = ({}, frozenset(), {}, (), False)  # a record the reading did not expect (checked by identity)

# The states of the newest nodes read, by the node's identity (the slot keeps the node alive, so the identity is not
# reused while it is there); a slot is replaced as a whole, so threads reading other games see no mixed state.
_MARKS: list[tuple[tuple, _State] | None] = [None] * 61


def _marked(node: tuple) -> _State | None:
    """The state read up to ``node`` (with its events), if a view of its game read it lately."""
    entry = _MARKS[id(node) % len(_MARKS)]
    return entry[1] if entry is not None and entry[0] is node else None


def _read(state: _State, events: Iterable[Any]) -> _State:
    """The state after ``events`` (oldest first), read on from ``state`` (which stays as it is)."""
    if state is _BROKEN:
        return state
    known_before, callers, records_before, table, closed = state
    known, records = dict(known_before), dict(records_before)
    try:
        for event in events:
            kind = event.kind
            p = event.player
            if kind == "knack_swap":
                params = dict(event.params)
                give, take = int(params["give"]), int(params["take"])
                cards = known.get(p, ())
                if give in cards:
                    at = cards.index(give)
                    cards = cards[:at] + cards[at + 1 :]
                known[p] = (*cards, take)
                records[p] = ((_R_SWAP, table, give, take, closed), *records.get(p, ())[: RECORDS - 1])
                table = tuple(give if c == take else c for c in table)
            elif kind == "knack_swap_all":
                params = dict(event.params)
                known[p] = tuple(map(int, params["take"]))
                given = tuple(map(int, params["give"]))
                records[p] = ((_R_ALL, table, given, table, closed), *records.get(p, ())[: RECORDS - 1])
                table = given
            elif kind == "knack_push":
                records[p] = ((_R_PUSH, table, None, None, closed), *records.get(p, ())[: RECORDS - 1])
            elif kind == "knack_close" or kind == "knack_close_lausitz":
                records[p] = ((_R_CLOSE, table, None, None, closed), *records.get(p, ())[: RECORDS - 1])
                closed = True
            elif kind == "knack_keep" or kind == "knack_throw":
                table = tuple(map(int, dict(event.params)["cards"]))
                if kind == "knack_keep":
                    records[p] = ((_R_KEEP, table, None, None, closed), *records.get(p, ())[: RECORDS - 1])
            elif kind == "knack_renew" or kind == "knack_new_table":
                table = tuple(map(int, dict(event.params)["new"]))
            elif kind == "knack_deal_call":
                known[p] = tuple(map(int, dict(event.params)["cards"]))
                callers = callers | {p}
            elif kind == "knack_deal_call_announced":  # K15: the cards come after the choice (E5)
                callers = callers | {p}
    except (KeyError, TypeError, ValueError):  # an unexpected record
        return _BROKEN
    return known, callers, records, table, closed
