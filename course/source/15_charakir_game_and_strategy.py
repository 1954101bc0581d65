"""Lesson 15 (Charakir): a whole game, and when to knock."""

from course_build import check, code, hidden, md, parameters, picture_language

CELLS = [
    md(
        de="""
# 15 Charakir: Ein ganzes Spiel und die Frage nach dem Klopfen

**Lernziele**

* Du weißt, wann ein Spiel endet und wer gewinnt (**C13**).
* Du spielst ein ganzes Spiel gegen den Computer, mit Tipps vom Coach.
* Du findest mit einer Simulation heraus, bei wie vielen Punkten sich das Klopfen lohnt (**C10**, **C11**).
""",
        en="""
# 15 Charakir: a whole game, and when to knock

**Goals**

* You know when a game ends and who wins (**C13**).
* You play a whole game against the computer, with tips from the coach.
* You find out with a simulation at how many points knocking pays off (**C10**, **C11**).
""",
    ),
    parameters(),
    picture_language(),
    code(
        """
import knackpy
from knackpy.display import rule_box

charakir = knackpy.rules("charakir")
display(rule_box("C13", lang=LANG, rules=charakir))
display(rule_box("C13", lang=LANG, rules=charakir.replace(limit=None, rounds=7)))
"""
    ),
    check(
        """
from knackpy import checks

checks.knock_score("Clara", {"Anna": "K♠ Q♦ 9♣ 8♥", "Ben": "7♠ 6♦ 5♣ 4♥", "Clara": "A♣ 2♦ 3♠ 2♥"}, lang=LANG)
"""
    ),
    md(
        de="""
## Spielende

Ein Spiel endet, sobald jemand mehr als 100 Punkte hat – oder, wenn ihr das vorher ausmacht, nach einer festen
Zahl von Runden (zum Beispiel 7 oder 9). Es gewinnt, wer die **wenigsten** Punkte hat; bei Gleichstand teilen
sich die Besten den Sieg (**C13**).

## Spiel gegen den Computer
""",
        en="""
## End of the game

A game ends as soon as somebody has more than 100 points, or, if you agree on it beforehand, after a fixed
number of rounds (for example 7 or 9). The player with the **fewest** points wins; on a tie the best share the
win (**C13**).

## Play against the computer
""",
    ),
    code(
        """
from knackpy.widgets import GameTable

GameTable(rules="charakir", players=3, bots=("simple", "strong"), seed=5, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    check(
        """
checks.more_likely(["at_most:10", "at_most:15"], rules="charakir", lang=LANG)
"""
    ),
    check(
        """
checks.may_knock("A♣ A♦ 2♠ 5♥", lang=LANG)
"""
    ),
    md(
        de="""
## Wann lohnt sich das Klopfen? Eine Simulation

Wer früh klopft, riskiert 25 Strafpunkte. Wer zu lange wartet, schreibt vielleicht selbst viele Punkte auf.
Eine einfache Spielweise zum Ausprobieren: immer vom Stapel ziehen, die höchste Karte ablegen und klopfen,
sobald die Hand höchstens **S** Punkte wert ist. Für jede Schwelle S misst die Simulation, wie viele Punkte
diese Spielweise im Schnitt pro Runde bekommt; weniger ist besser. Zuerst ein schneller Versuch gegen zwei
**einfache** Gegner:
""",
        en="""
## When does knocking pay off? A simulation

Knocking early risks 25 penalty points. Waiting too long may leave you with many points yourself. A simple way
to play, to try out: always draw from the pile, discard the highest card and knock as soon as the hand is
worth at most **S** points. For each threshold S the simulation measures how many points this way of playing
scores per round on average; fewer is better. First a quick try against two **simple** opponents:
""",
    ),
    code(
        """
from knackpy import svg
from knackpy.bots import make_bot
from knackpy.engine.charakir import Discard, DrawPile, Knock, NoKnock

one_round = charakir.replace(limit=None, rounds=1)


def threshold_move(view, threshold):
    legal = view.legal_actions
    if Knock() in legal:
        points = sum(knackpy.card_points(card, charakir) for card in view.hand)
        return Knock() if points <= threshold else NoKnock()
    if DrawPile() in legal:
        return DrawPile()
    discards = [a for a in legal if isinstance(a, Discard)]
    return max(discards, key=lambda a: knackpy.card_points(a.card, charakir))


def average_points(threshold, rounds=150):
    total = 0
    for seed in range(rounds):
        game = knackpy.new_game(one_round, players=3, seed=seed)
        bots = {seat: make_bot("simple", one_round, seed=seed + seat) for seat in (1, 2)}
        while not game.is_over():
            seat = game.to_move
            view = game.view(seat)
            game = game.apply(threshold_move(view, threshold) if seat == 0 else bots[seat].choose(view))
        total += game.totals[0]
    return total / rounds


thresholds = list(range(1, 11))
averages = [average_points(t) for t in thresholds]
best = thresholds[averages.index(min(averages))]
svg.bar_chart_svg([str(t) for t in thresholds], averages, value_format="{:.1f}",
                  title={"de": "Punkte pro Runde je Klopf-Schwelle", "en": "Points per round by knocking threshold"}[LANG],
                  x_label={"de": "klopft bei höchstens … Punkten", "en": "knocks at … points or fewer"}[LANG], lang=LANG)
"""
    ),
    hidden(
        """
from IPython.display import Markdown

# four cards are worth at least 4 points: a threshold below 4 never knocks
quick = {
    "de": "In diesem schnellen Versuch schreibt am wenigsten auf, wer **nie klopft**: Jede Schwelle unter 4 heißt nie "
    "klopfen, denn vier Karten sind mindestens 4 Punkte wert."
    if best < 4 else f"In diesem schnellen Versuch ist die beste Schwelle **{best}**.",
    "en": "In this quick try, the player who **never knocks** scores least: every threshold below 4 means never "
    "knocking, because four cards are worth at least 4 points."
    if best < 4 else f"In this quick try the best threshold is **{best}**.",
}
Markdown(quick[LANG])
"""
    ),
    check(
        """
checks.value("10♥ 10♠ A♣ A♦", rules="charakir", lang=LANG)
"""
    ),
    md(
        de="""
Lies die Grafik: Je niedriger der Balken, desto besser die Schwelle. Aber gilt das auch gegen gute Gegner? Gegen
zwei **starke** Computer-Gegner dauert dieselbe Rechnung mehrere Minuten; deshalb steht ihr Ergebnis hier fertig.
Es kommt aus `benchmarks/charakir_knock_threshold.py` (jede Schwelle spielt dieselben Runden; in Klammern das
95-%-Vertrauensintervall):
""",
        en="""
Read the chart: the lower the bar, the better the threshold. But does that hold against good opponents? Against
two **strong** computer opponents the same calculation takes several minutes, so its result is stored here. It
comes from `benchmarks/charakir_knock_threshold.py` (every threshold plays the same rounds; the 95 % confidence
interval in brackets):
""",
    ),
    hidden(
        """
from IPython.display import Markdown

from knackpy.figures import decimal_text

# <strong-run>
STRONG_RUN = {"best": 3, "high": [14.54, 14.54, 14.7, 14.99, 15.31, 15.81, 16.04, 16.76], "low": [12.29, 12.29, 12.44, 12.71, 13.02, 13.49, 13.7, 14.39], "mean": [13.41, 13.41, 13.57, 13.85, 14.17, 14.65, 14.87, 15.58], "opponents": "strong", "rounds": 250, "sample": {"10": [0, 25, 19, 14, 14], "3": [0, 0, 19, 14, 14], "4": [0, 0, 19, 14, 14], "5": [0, 0, 19, 14, 14], "6": [0, 0, 19, 14, 14], "7": [0, 0, 19, 14, 14], "8": [0, 0, 19, 14, 14], "9": [0, 25, 19, 14, 14]}, "ten_minus_best": [2.16, 1.32, 3.01], "thresholds": [3, 4, 5, 6, 7, 8, 9, 10]}
# </strong-run>
run = STRONG_RUN
best = run["thresholds"].index(run["best"])
text = {
    "de": "Gegen zwei starke Gegner ist die beste Schwelle **{b}**: {m} Punkte pro Runde ({lo} bis {hi}, {n} Runden). "
    "Wer schon bei 10 klopft, schreibt im Schnitt {d} Punkte mehr auf ({dlo} bis {dhi}).",
    "en": "Against two strong opponents the best threshold is **{b}**: {m} points per round ({lo} to {hi}, {n} rounds). "
    "Knocking at 10 costs {d} points more on average ({dlo} to {dhi}).",
}[LANG]


def num(value):
    return decimal_text(value, LANG, 2)


rows = [f"| {t} | {num(m)} | {num(lo)} – {num(hi)} |"
        for t, m, lo, hi in zip(run["thresholds"], run["mean"], run["low"], run["high"], strict=True)]
head = {"de": "| Schwelle | Punkte pro Runde | 95-%-Intervall |", "en": "| threshold | points per round | 95 % interval |"}[LANG]
d, dlo, dhi = run["ten_minus_best"]
summary = text.format(b=run["best"], m=num(run["mean"][best]), lo=num(run["low"][best]), hi=num(run["high"][best]),
                      n=run["rounds"], d=num(d), dlo=num(dlo), dhi=num(dhi))
Markdown("\\n".join([summary, "", head, "| --- | --- | --- |", *rows]))
"""
    ),
    md(
        de="""
Eine Schwelle von 3 heißt: nie klopfen, denn vier Karten sind mindestens 4 Punkte wert. Beide Simulationen sagen
also dasselbe: **Mit dieser einfachen Spielweise ist es am besten, nie zu klopfen.** Warum schadet Klopfen hier?
Wer klopft, bekommt 25, sobald ein anderer gleich viele oder weniger Punkte hat (**C11**), und wer nur vom Stapel
zieht, kommt selten so tief, dass das nicht passiert. Wer dagegen Paare von der offenen Karte nimmt, wird Punkte
schneller los; das probierst du am Spieltisch oben aus.

Willst du selbst rechnen? In JupyterLab oder in der Browser-Version öffnest du bei der Simulation oben den Code
(„Code zeigen“), änderst die Gegner (zum Beispiel `"strong"` statt `"simple"`) oder die Zahl der Runden und
führst die Zelle noch einmal aus. Bleibt die Antwort gleich?

## Jetzt du

1. Das Spiel geht bis 100 Punkte. Anna hat 96, Ben 101, Clara 40. Wer gewinnt?
2. Nach 7 Runden haben Anna und Clara beide 38 Punkte, Ben 52. Wer gewinnt?
3. Warum ist Klopfen mit 10 Punkten oft riskant?

<details><summary>Lösung</summary>

1. Ben hat die 100 überschritten, das Spiel ist aus; Clara hat die wenigsten Punkte und gewinnt (C13).
2. Anna und Clara teilen sich den Sieg (C13).
3. Weil dann oft ein anderer gleich viele oder weniger Punkte hat – und der Klopfer bekommt 25 (C11).

</details>

**Regeln dieser Lektion:** C10, C11, C13.
""",
        en="""
A threshold of 3 means never knocking, because four cards are worth at least 4 points. So both simulations say
the same: **with this simple way of playing, it is best never to knock.** Why does knocking hurt here? The
knocker gets 25 as soon as anyone else has as many points or fewer (**C11**), and a player who only draws from
the pile rarely gets low enough to be safe. Taking pairs from the face-up card gets rid of points faster; try
that at the game table above.

Want to work it out yourself? In JupyterLab or in the in-browser version, open the simulation's code above
("Show code"), change the opponents (for example `"strong"` instead of `"simple"`) or the number of rounds, and
run the cell again. Does the answer stay the same?

## Now you try

1. The game goes to 100 points. Anna has 96, Ben 101, Clara 40. Who wins?
2. After 7 rounds Anna and Clara both have 38 points, Ben 52. Who wins?
3. Why is knocking with 10 points often risky?

<details><summary>Answer</summary>

1. Ben has passed 100, so the game is over; Clara has the fewest points and wins (C13).
2. Anna and Clara share the win (C13).
3. Because somebody else often has the same or fewer points, and then the knocker gets 25 (C11).

</details>

**Rules in this lesson:** C10, C11, C13.
""",
    ),
]
