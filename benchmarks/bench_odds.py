"""How long the exact odds take (knackpy.odds): a plain script, run with ``python benchmarks/bench_odds.py``.

"cold" clears every cache first (including the score table of knackpy.scoring), "warm" repeats the
same question (cached results); "fresh" asks a new question each time, with the score table already built.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import knackpy
from knackpy import odds, scoring

KNACK = knackpy.rules("knack")
KNACK52 = knackpy.rules("knack", deck="french52")
LAUSITZ = knackpy.rules("knack_oberlausitz")
CHARAKIR = knackpy.rules("charakir")

CACHES = (
    (odds.knack, "_knack_counts"),
    (odds.knack, "_renewal_counts"),
    (odds.knack, "_hand_counts"),
    (odds.charakir, "_charakir_counts"),
    (odds.charakir, "_draw_totals"),
)


def clear_caches() -> None:
    for module, name in CACHES:
        getattr(module, name).cache_clear()
    build = getattr(scoring, "_build_table", None)  # the score table cache, if scoring keeps one there
    if build is not None and hasattr(build, "cache_clear"):
        build.cache_clear()


def clock(function: Callable[[], object], repeat: int = 5) -> float:
    """The best of ``repeat`` runs, in milliseconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def cold(function: Callable[[], object]) -> float:
    clear_caches()
    start = time.perf_counter()
    function()
    return (time.perf_counter() - start) * 1000


def fresh_swaps(rules: knackpy.Rules, hands: list[tuple[str, str]]) -> Callable[[], object]:
    """A new (hand, table) each call, so the renewal count is not cached."""
    parsed = [(knackpy.parse_cards(h, rules), knackpy.parse_cards(t, rules)) for h, t in hands]
    state = {"i": 0}

    def run() -> object:
        odds.knack._renewal_counts.cache_clear()
        hand, table = parsed[state["i"] % len(parsed)]
        state["i"] += 1
        return odds.swap_odds(hand, table, rules, at_least=31)

    return run


CASES: list[tuple[str, Callable[[], object]]] = [
    ("deal_odds(knack)", lambda: odds.deal_odds(KNACK)),
    ("deal_odds(knack_oberlausitz)", lambda: odds.deal_odds(LAUSITZ)),
    ("value_distribution(knack, french32)", lambda: odds.value_distribution(KNACK)),
    ("value_distribution(knack, french52)", lambda: odds.value_distribution(KNACK52)),
    ("expected_value(knack, french52)", lambda: odds.expected_value(KNACK52)),
    ("swap_odds(french32)", lambda: odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK, at_least=31)),
    ("swap_odds(french52)", lambda: odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK52, at_least=31)),
    ("unseen_hand_odds(french32)", lambda: odds.unseen_hand_odds("A♥ K♥ 9♠", KNACK)),
    ("unseen_hand_odds(french52)", lambda: odds.unseen_hand_odds("A♥ K♥ 9♠", KNACK52)),
    ("charakir_total_distribution(4)", lambda: odds.charakir_total_distribution(CHARAKIR, 4)),
    ("charakir_total_distribution(13)", lambda: odds.charakir_total_distribution(CHARAKIR, 13)),
    ("knock_after_draw_odds", lambda: odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣", CHARAKIR, discard_top="K♥")),
]


def main() -> None:
    print(f"{'function':<40}{'cold ms':>10}{'warm ms':>10}")
    for name, function in CASES:
        first = cold(function)
        print(f"{name:<40}{first:>10.2f}{clock(function):>10.3f}")
    hands = [("A♥ K♥ 7♠", "8♦ 9♦ 10♣"), ("7♣ 8♦ 9♥", "10♠ J♠ Q♠"), ("Q♣ J♣ 2♦", "A♠ 3♥ 4♥")]
    odds.value_distribution(KNACK52)  # table built
    print(f"{'swap_odds(french52), a new question':<40}{'':>10}{clock(fresh_swaps(KNACK52, hands), 9):>10.3f}")
    start = time.perf_counter()
    check = odds.simulate_check(odds.deal_odds, KNACK, samples=20_000, seed=1)
    elapsed = (time.perf_counter() - start) * 1000
    print(f"{'simulate_check(deal_odds, 20000)':<40}{elapsed:>10.2f}{'':>10}  {check.explain('en')}")


if __name__ == "__main__":
    main()
