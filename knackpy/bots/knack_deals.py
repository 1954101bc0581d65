"""The strong Knack bot's deals of the unseen cards (issue 34): each opponent's hidden cards weighed by what he
did this round (:func:`likelihood`, :func:`weights`), dealt as many times as a race asks (:class:`Dealer`), the
pile listed and shuffled only when a rollout reaches it (:func:`_cards`, :func:`_pile`).  Plain ints and tuples;
the view only (E5, :mod:`~knackpy.bots.knack_info`)."""

from __future__ import annotations

import _random
import functools
import random
import threading
from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from math import trunc

from ..evaluation import KnackMeasures
from .knack_info import _R_ALL, _R_CLOSE, _R_KEEP, _R_SWAP, _KnackInfo
from .sampling import MISS
from .simple import CLOSE_AT_LEAST, KEEP_AT_LEAST

FAST_PROPOSALS = 100  # hands drawn per opponent before weighing them by what he did (one unknown card: every card)


def likelihood(ctx: KnackMeasures, recs: list[tuple], hand: tuple, miss: float = MISS) -> float:
    """How well a sampled hand of one opponent explains what he did this round (``recs``, newest first), if he
    followed the rule of thumb.

    Every hand he held this round follows from his current hand by undoing his public swaps; each of his
    decisions scores 1 if the rule of thumb takes it with that hand and table, else ``miss`` (:data:`MISS`; so
    random or clever players still fit, only less well).  The score table is read through its rows of kept pairs.
    """
    return weights(ctx, recs, (hand,), miss)[0]


def weights(ctx: KnackMeasures, recs: list[tuple], hands: Sequence[tuple], miss: float = MISS) -> list[float]:
    """:func:`likelihood` of each of ``hands`` (one opponent's, the same ``recs``), worked out together: the
    records are unpacked once, and a weight is ``miss`` to the power of the moves the hand does not explain
    (multiplied up one factor at a time, as one by one, so the weights are the same to the last bit).

    The best of the ten swaps (K10) is read only as far as the decision needs it: whether a hand explains a
    swap, a push or closing depends on the best swap through one bound (the hand the swap reached, the hand's
    own value, a call), so the swaps are not read when the hand's value alone decides, and no further than the
    first row past the bound (the same misses as the whole scan, issue 34)."""
    pairs = ctx.pairs
    call_min = ctx.call_min
    powers = [1.0]
    for _rec in recs:
        powers.append(powers[-1] * miss)
    # per decision: its kind, the table he saw and its value as a whole, what he gave and took, whether closed
    steps = [
        (kind, *(table or (0, 0, 0)), pairs[table[0] << 7 | table[1]][table[2]] if table else 0, give, take, closed)
        for kind, table, give, take, closed in recs
    ]
    swap, swap_all, keep, close = _R_SWAP, _R_ALL, _R_KEEP, _R_CLOSE
    keep_at, close_at = KEEP_AT_LEAST, CLOSE_AT_LEAST
    out = []
    known: dict[tuple, float] = {}  # a hand drawn again (often, when one card is unknown) is weighed once
    for hand in hands:
        if hand in known:
            out.append(known[hand])
            continue
        misses = 0
        h0, h1, h2 = hand
        now = pairs[h0 << 7 | h1][h2]  # the value of the hand he held after the decision (the newer one)
        for kind, t0, t1, t2, whole, give, take, closed in steps:
            if kind == swap:  # the hand before the swap: the card taken back, the card given in its place
                if h0 == take:
                    h0 = give
                if h1 == take:
                    h1 = give
                if h2 == take:
                    h2 = give
            elif kind == swap_all:
                h0, h1, h2 = give
            row01 = pairs[h0 << 7 | h1]
            v = row01[h2]
            after_value = now
            now = v
            if kind == keep:
                if v < keep_at:
                    misses += 1
                continue
            if v >= call_min:
                misses += 1
                continue
            # The rule of thumb: the best swap if it reaches a call, or beats the hand (v) when somebody closed
            # or v is below closing; else close from CLOSE_AT_LEAST on; else push.  So a swap (or all three) fits
            # iff the hand it reached passes that test and is the best; a push iff closed or below closing and
            # no swap beats v (v is below a call); closing iff open, v from CLOSE_AT_LEAST on, no swap a call.
            if kind <= swap_all:
                if after_value < call_min and not (after_value > v and (closed or v < close_at)):
                    misses += 1
                    continue
                bound = after_value
            elif kind == close:
                if closed or v < close_at:
                    misses += 1
                    continue
                bound = call_min
            else:  # a push (_R_PUSH)
                if not closed and v >= close_at:
                    misses += 1
                    continue
                bound = v
            # the best of the ten swaps (K10), row by row, given up once one is past the bound
            best = whole
            if best <= bound:
                row = pairs[h1 << 7 | h2]
                x = row[t0]
                if x > best:
                    best = x
                x = row[t1]
                if x > best:
                    best = x
                x = row[t2]
                if x > best:
                    best = x
                if best <= bound:
                    row = pairs[h0 << 7 | h2]
                    x = row[t0]
                    if x > best:
                        best = x
                    x = row[t1]
                    if x > best:
                        best = x
                    x = row[t2]
                    if x > best:
                        best = x
                    if best <= bound:
                        x = row01[t0]
                        if x > best:
                            best = x
                        x = row01[t1]
                        if x > best:
                            best = x
                        x = row01[t2]
                        if x > best:
                            best = x
            if best > bound:
                misses += 1
            elif kind <= swap_all:
                if best != bound:  # the hand he reached is not among the swaps: not his hand
                    misses += 1
            elif kind == close and best >= call_min:
                misses += 1
        known[hand] = weight = powers[misses]
        out.append(weight)
    return out


def _pick(pool: list, k: int, r: Callable[[], float]) -> tuple:
    """``k`` (0-3) different cards of ``pool``, uniformly (``r`` is ``rng.random``)."""
    m = len(pool)
    if k == 1:
        return (pool[trunc(r() * m)],)
    if k == 0:
        return ()
    while True:
        i, j = trunc(r() * m), trunc(r() * m)
        if i == j:
            continue
        if k == 2:
            return (pool[i], pool[j])
        q = trunc(r() * m)
        if q != i and q != j:
            return (pool[i], pool[j], pool[q])


def _picks(pool: list, k: int, r: Callable[[], float], count: int) -> list[tuple]:
    """``count`` picks of :func:`_pick` (the same random numbers in the same order), without a call per pick."""
    m = len(pool)
    if k == 1:
        return [(pool[trunc(r() * m)],) for _ in range(count)]
    if k == 0:
        return [()] * count
    out: list[tuple] = []
    while len(out) < count:
        i, j = trunc(r() * m), trunc(r() * m)
        if i == j:
            continue
        if k == 2:
            out.append((pool[i], pool[j]))
            continue
        q = trunc(r() * m)
        if q != i and q != j:
            out.append((pool[i], pool[j], pool[q]))
    return out


class Dealer:
    """Deals the unseen cards of one decision, as many times as asked (:meth:`deal`).

    An opponent whose moves this round tell something gets his unknown cards by importance sampling:
    :data:`FAST_PROPOSALS` uniform hands, each weighed once by how well it explains his moves
    (``likelihood``); a deal draws one of them by weight (another uniform draw when it clashes).  With
    ``singles``, an opponent with one unknown card gets every unseen card once instead: the exact weights,
    with fewer hands to weigh.  The rest is the pile, left unshuffled until a rollout needs it (:func:`_pile`).
    """

    __slots__ = ("pool", "slots", "weighted", "rng", "base", "plan")

    def __init__(
        self,
        info: _KnackInfo,
        ctx: KnackMeasures,
        rng: random.Random,
        miss: float = MISS,
        proposals: int = FAST_PROPOSALS,
        singles: bool = True,
    ) -> None:
        self.pool, self.rng = info.pool, rng
        self.slots = list(info.slots) + ([(-1, (), 3)] if info.choosing else [])
        self.weighted: dict[int, tuple[list, list, float]] = {}
        r = rng.random
        pool = info.pool
        wholes: dict[int, list] = {}  # per weighed opponent his whole hands, in the order of his proposals
        for seat, known, k in self.slots:
            recs = info.records.get(seat)
            if not recs or k <= 0:
                continue
            props: list[tuple] = [(c,) for c in pool] if k == 1 and singles else _picks(pool, k, r, proposals)
            hands = [known + prop for prop in props]
            found = weights(ctx, recs, hands, miss)
            if found and min(found) > 0:  # the running total, added up in the same order as the loop below
                drawn, cumulative = props, list(accumulate(found))
                total = cumulative[-1]
            else:
                drawn, cumulative, total, hands = [], [], 0.0, []
                for prop, weight in zip(props, found, strict=True):
                    if weight > 0:
                        total += weight
                        drawn.append(prop)
                        hands.append(known + prop)
                        cumulative.append(total)
            if total > 0:
                self.weighted[seat] = (drawn, cumulative, total)
                wholes[seat] = hands
        self._plan(info, wholes)

    def _plan(self, info: _KnackInfo, wholes: dict[int, list]) -> None:
        """What every deal repeats, worked out once: the hands known before dealing (mine, and those of
        opponents without unknown cards), and per opponent who gets cards his seat, known cards, how many,
        and his weighed proposals (``None`` for a uniform draw) with their whole hands and running totals."""
        self.base: list[tuple] = [()] * len(info.nxt)
        self.base[info.me] = info.hand
        steps = []
        for seat, known, k in self.slots:
            if k <= 0:  # nothing to deal, no random number drawn
                if seat >= 0:
                    self.base[seat] = known
                continue
            drawn, cumulative, total = self.weighted.get(seat) or (None, [], 0.0)
            steps.append((seat, known, k, drawn, wholes.get(seat, []), cumulative, total))
        # a uniform draw takes from the cards left: the draws before the last one keep that list up to date
        last = max((i for i, step in enumerate(steps) if step[3] is None), default=-1)
        self.plan: list[tuple[int, tuple, int, list | None, list, list, float, bool]]
        self.plan = [(*step, i < last) for i, step in enumerate(steps)]

    def deal(self, count: int) -> list[list]:
        """``count`` deals: ``[hands, None, the chooser's unseen hand or None, seed, None, (unseen cards, dealt)]``:
        the pile's cards (:func:`_cards`) are listed, and put in order from the seed (:func:`_pile`), only when
        a rollout reaches the pile."""
        r = self.rng.random
        bits = self.rng.getrandbits
        pool, base, plan = self.pool, self.base, self.plan
        out = []
        for _ in range(count):
            used: set = set()
            rest = None  # the cards left, in the pool's order, kept up to date once a uniform draw needs them
            hands = base[:]
            other = None
            for seat, known, k, drawn, wholes, cumulative, total, keep in plan:
                if drawn is not None:
                    i = bisect_right(cumulative, r() * total)
                    prop = drawn[i]
                    if used and not used.isdisjoint(prop):
                        for _attempt in range(5):  # five more tries (the same random numbers as one loop of six)
                            i = bisect_right(cumulative, r() * total)
                            prop = drawn[i]
                            if used.isdisjoint(prop):
                                break
                        else:
                            i = -1
                    if i >= 0:
                        used.update(prop)
                        if keep and rest is not None:
                            for c in prop:
                                rest.remove(c)
                        if seat < 0:
                            other = prop
                        else:
                            hands[seat] = wholes[i]
                        continue
                    rest = None  # the uniform draw below takes the cards left afresh
                if rest is None:  # the last uniform draw (nothing after it changes ``rest``) may read the pool itself
                    rest = [c for c in pool if c not in used] if used else pool[:] if keep else pool
                if k == 3:  # as _pick, inlined: three different places of the rest
                    m = len(rest)
                    while True:
                        a, b = trunc(r() * m), trunc(r() * m)
                        if a == b:
                            continue
                        q = trunc(r() * m)
                        if q != a and q != b:
                            break
                    prop = (rest[a], rest[b], rest[q])
                    if keep:  # the three places taken out, the highest first
                        if a < b:
                            a, b = b, a
                        if a < q:
                            a, q = q, a
                        if b < q:
                            b, q = q, b
                        del rest[a], rest[b], rest[q]
                else:
                    prop = _pick(rest, k, r)
                    if keep:
                        for c in prop:
                            rest.remove(c)
                used.update(prop)
                if seat < 0:
                    other = prop
                else:
                    hands[seat] = known + prop if known else prop
            out.append([hands, None, other, bits(32), None, (pool, used)])
        return out


def _cards(world: list) -> list:
    """The deal's pile cards, unshuffled (a world from :meth:`Dealer.deal` lists them when first asked)."""
    if world[1] is None:
        pool, used = world[5]
        world[1] = [c for c in pool if c not in used]
    return world[1]


def _pile(world: list, count: int = 3) -> list:
    """The deal's pile, at least its top ``count`` cards in their random order (the same for every candidate of the
    deal).  A rollout mostly needs only the top three (a new table, K12): they are drawn from the deal's own 32
    random bits, as digits in base n, n-1, n-2 (n³ is far below 2³², so each is uniform to within 1/70,000), without
    seeding a generator; the rest is shuffled only when a rollout reaches it (about one pile in ten)."""
    drawn = world[4]
    if drawn is not None and len(drawn) >= count:
        return drawn
    cards = _cards(world)
    if drawn is None:
        rest = cards[:]
        x = world[3]
        drawn = []
        for _ in range(min(3, len(rest))):
            x, j = divmod(x, len(rest))
            drawn.append(rest.pop(j))
    if count > len(drawn):
        rest = [c for c in cards if c not in drawn]
        _shuffle(rest, world[3])  # as random.Random(seed).shuffle orders them
        drawn = drawn + rest
    world[4] = drawn
    return drawn


def _after_top(world: list) -> list:
    """The deal once the pile's top three cards are on the table: the same hands, the rest of the pile (its order
    from new random bits, or the order drawn already)."""
    pile = _pile(world)
    cards = _cards(world)
    if len(pile) == len(cards):  # the whole pile is in order already (a dealt pile, or one shuffled in full)
        return [world[0], pile[3:], world[2], world[3], pile[3:]]
    top = pile[:3]
    return [world[0], [c for c in cards if c not in top], world[2], _mix(world[3]), None]


def _mix(bits: int) -> int:
    """Other 32 random bits from ``bits`` (MurmurHash3's finaliser): the rest of a pile is drawn from these."""
    bits = (bits ^ bits >> 16) * 0x85EBCA6B & 0xFFFFFFFF
    bits = (bits ^ bits >> 13) * 0xC2B2AE35 & 0xFFFFFFFF
    return bits ^ bits >> 16


def _shuffle(cards: list, seed: int) -> None:
    """Shuffle ``cards`` in place into ``random.Random(seed).shuffle(cards)``'s order, for less: the C generator
    under ``random.Random``, one per thread, seeded again (not a new object seeded through Python), and the
    shuffle's Fisher-Yates steps inline, each place drawn as ``Random._randbelow`` draws it (the bits of its width,
    again while too big).  ``tests/test_knack_deals.py`` compares the orders with ``random.Random(seed).shuffle``."""
    try:
        shuffler = _SHUFFLERS.generator
    except AttributeError:  # this thread's first pile (the classroom server's bots think in threads)
        shuffler = _SHUFFLERS.generator = _random.Random()
    shuffler.seed(seed)
    bits = shuffler.getrandbits
    for i, below, width in _steps(len(cards)):
        j = bits(width)
        while j >= below:
            j = bits(width)
        cards[i], cards[j] = cards[j], cards[i]


_SHUFFLERS = threading.local()  # per thread its generator for the piles (seeded and used without a pause)


@functools.cache
def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The Fisher-Yates steps of ``random.shuffle`` for ``size`` cards: the place, how many places it draws from,
    the bits drawn for one try (``Random._randbelow``'s ``n.bit_length()``)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))
