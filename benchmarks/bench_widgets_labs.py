"""Benchmark: time from a simulated click to the updated view, per lab component (issue 6).

Run: ``python benchmarks/bench_widgets_labs.py [repeats]``.  Each handler is
driven headless (``button.click()`` or setting ``.value``), exactly as the
tests do; the time runs until the handler returns, i.e. until every widget
value (HTML/SVG, buttons, messages) is updated.  Prints mean and 95th
percentile in milliseconds per interaction; target: p95 < 50 ms.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

import knackpy
from knackpy import parse_cards
from knackpy.engine import charakir as ch
from knackpy.engine import knack as kn
from knackpy.widgets import DealLab, HandLab, OddsExplorer, TurnTrainer

TARGET_MS = 50.0


def measure(repeats: int, setup: Callable[[int], Callable[[], object]]) -> list[float]:
    """``setup(i)`` prepares the i-th repetition (untimed) and returns the click to time."""
    times = []
    for i in range(repeats):
        click = setup(i)
        start = time.perf_counter()
        click()
        times.append((time.perf_counter() - start) * 1000)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def hand_lab_cases(lang: str):
    lab = HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Grün-Ass Rot-7", lang=lang)
    seven = parse_cards("Rot-7", lab.rules)[0]
    eight = parse_cards("Rot-8", lab.rules)[0]

    def swap_card(i):
        # remove Rot-7, add Rot-8, remove Rot-8, add Rot-7: a "pick more" view or a new value every time
        card = (seven, eight, eight, seven)[i % 4]
        return lambda: lab.picker.click(card)

    def flag(_i):
        box = lab.flag_controls["same_rank_adds"]
        return lambda: setattr(box, "value", not box.value)

    def full(_i):
        lab.set_cards("Eichel-Ass Grün-Ass Rot-7")
        return lambda: lab.picker.click(eight)  # the friendly "hand is full" message

    def deck(i):
        key = ("french32", "german32")[i % 2]
        return lambda: setattr(lab.flag_controls["deck"], "value", key)

    return [
        ("HandLab card click", swap_card),
        ("HandLab flag switch", flag),
        ("HandLab 4th card", full),
        ("HandLab deck switch", deck),
    ]


def deal_lab_cases(lang: str):
    lab = DealLab(rules="knack", players=4, seed=0, lang=lang)

    def new(_i):
        return lambda: lab.new_button.click()

    def keep(i):
        lab.deal(100 + i)
        return lambda: lab.keep_button.click()

    def throw(i):
        lab.deal(200 + i)
        return lambda: lab.throw_button.click()

    return [("DealLab new deal", new), ("DealLab keep", keep), ("DealLab throw", throw)]


def trainer_cases(lang: str):
    r = knackpy.rules("knack")
    order = kn.stack_deck(
        r, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"], dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦")
    )
    start = knackpy.new_game(r, players=3, seed=1, deck_order=order, first_dealer=0).apply("keep")
    trainer = TurnTrainer(game=start, lang=lang)

    def legal(_i):
        while len(trainer.states) > 1:
            trainer.undo()
        return lambda: trainer.legal_buttons[0].click()

    def illegal(_i):
        while len(trainer.states) > 1:
            trainer.undo()
        trainer.select("7♠", "K♥", "A♦", "K♦")
        return lambda: trainer.try_buttons["swap"].click()

    def select(i):
        toggle = list(trainer.hand_toggles.values())[i % 3]
        return lambda: setattr(toggle, "value", not toggle.value)

    def undo(_i):
        trainer.play(trainer.game.legal_actions()[0])
        return lambda: trainer.undo_button.click()

    def step(_i):
        while len(trainer.states) > 1:
            trainer.undo()
        return lambda: trainer.step_button.click()

    strong = TurnTrainer(game=start, bot_level="strong", lang=lang)

    def step_strong(_i):
        if strong.game.is_over() or len(strong.states) > 30:
            while len(strong.states) > 1:
                strong.undo()
        return lambda: strong.step_button.click()

    def replay(i):
        if len(trainer.states) < 4:
            for _ in range(3):
                trainer.play(trainer.game.legal_actions()[-1])
        return lambda: setattr(trainer.replay_position, "value", i % len(trainer.states))

    cr = knackpy.rules("charakir")
    corder = ch.stack_deck(cr, players=3, dealer=2, hands=["5h 6s Kd 2c"], discard="4d")
    cstart = knackpy.new_game(cr, players=3, seed=1, deck_order=corder, first_dealer=2)
    ctrainer = TurnTrainer(game=cstart, lang=lang)

    def take(_i):
        return lambda: ctrainer.try_buttons["take"].click()

    cstrong = TurnTrainer(game=cstart, bot_level="strong", lang=lang)

    def cstep(_i):
        if cstrong.game.is_over() or len(cstrong.states) > 30:
            while len(cstrong.states) > 1:
                cstrong.undo()
        return lambda: cstrong.step_button.click()

    def draw(_i):
        while len(ctrainer.states) > 1:
            ctrainer.undo()
        return lambda: ctrainer.try_buttons["draw"].click()

    return [
        ("TurnTrainer legal move", legal),
        ("TurnTrainer illegal swap", illegal),
        ("TurnTrainer select card", select),
        ("TurnTrainer undo", undo),
        ("TurnTrainer step (simple bot)", step),
        ("TurnTrainer step (strong bot)", step_strong),
        ("TurnTrainer replay slider", replay),
        ("TurnTrainer Charakir take", take),
        ("TurnTrainer Charakir draw", draw),
        ("TurnTrainer Charakir strong bot", cstep),
    ]


def odds_cases(lang: str):
    knack = OddsExplorer(rules="knack", mode="swap", lang=lang)
    lausitz = OddsExplorer(rules="knack_oberlausitz", mode="deal", lang=lang)
    charakir = OddsExplorer(rules="charakir", lang=lang)
    hands = ["A♥ K♥ 7♠", "8♣ 8♦ 9♠", "10♣ J♣ 7♣", "A♠ Q♠ 9♥", "7♦ 8♦ 9♦"]

    def swap(i):
        return lambda: setattr(knack.hand_input, "value", hands[i % len(hands)])

    def at_least(i):
        return lambda: setattr(knack.at_least_input, "value", (30, 31, 30.5)[i % 3])

    def unseen(i):
        knack.mode_input.value = "unseen"
        return lambda: setattr(knack.hand_input, "value", hands[(i + 1) % len(hands)])

    def deal(i):
        return lambda: setattr(lausitz.at_least_input, "value", (25, 30, 31)[i % 3])

    def bad(i):
        knack.mode_input.value = "swap"
        knack.table_input.value = "8♦ 9♦ 10♣"
        return lambda: setattr(knack.hand_input, "value", ("A♥ 8♦ 7♠", "Xq")[i % 2])

    def total(i):
        return lambda: setattr(charakir.cards_input, "value", 3 + i % 3)

    def knock(i):
        charakir.mode_input.value = "knock"
        return lambda: setattr(charakir.hand_input, "value", ("A♠ 2♥ 3♦ K♣", "5♠ 4♥ 3♦ K♣")[i % 2])

    return [
        ("OddsExplorer swap hand", swap),
        ("OddsExplorer at least", at_least),
        ("OddsExplorer unseen hand", unseen),
        ("OddsExplorer deal (Lausitz)", deal),
        ("OddsExplorer bad input", bad),
        ("OddsExplorer Charakir total", total),
        ("OddsExplorer Charakir knock", knock),
    ]


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    print(f"click -> updated view, {repeats} repetitions each (ms); target p95 < {TARGET_MS:.0f} ms")
    print(f"{'interaction':34s} {'lang':4s} {'mean':>8s} {'p95':>8s} {'max':>8s}")
    worst = 0.0
    for lang in ("de", "en"):
        for build in (hand_lab_cases, deal_lab_cases, trainer_cases, odds_cases):
            for name, setup in build(lang):
                times = measure(repeats, setup)
                worst = max(worst, p95(times))
                flag = "" if p95(times) < TARGET_MS else "  <-- over target"
                print(f"{name:34s} {lang:4s} {statistics.mean(times):8.2f} {p95(times):8.2f} {max(times):8.2f}{flag}")
    print(f"worst p95: {worst:.2f} ms ({'OK' if worst < TARGET_MS else 'over target'})")


if __name__ == "__main__":
    main()
