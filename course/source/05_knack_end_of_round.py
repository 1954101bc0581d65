"""Lesson 05 (Knack): Knack, Feuer and the end of a round."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 05 Knack: Knack, Feuer und das Ende einer Runde

**Lernziele**

* Du weißt, dass man 31 sofort ansagen muss – und was passiert, wenn man es vergisst (**K14**).
* Du weißt, wer am Ende einer Runde verliert (**K16**) und wie ein Gleichstand entschieden wird (**K17**).
* Du kennst die Oberlausitzer Regeln zum Ansagen, zum Superknack und zum Bezahlen (**O9**–**O12**).
""",
        en="""
# 05 Knack: Knack, Feuer and the end of a round

**Goals**

* You know that 31 must be announced at once, and what happens if you forget (**K14**).
* You know who loses at the end of a round (**K16**) and how a tie is decided (**K17**).
* You know the Oberlausitz rules on announcing, the Superknack and paying (**O9**–**O12**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry
from knackpy.engine.knack import setup_game

knack = knackpy.rules("knack")
for rule_id in ("K14", "K16", "K17"):
    print(rule_id, registry.rule_text(rule_id, LANG, knack))
"""
    ),
    md(
        de="""
## „Knack!“ rufen

Ben tauscht seine Pik-7 gegen die Herz-Dame und hält jetzt 31. Er muss sofort „Knack!“ rufen. Die
Spielmaschine bietet ihm genau zwei Möglichkeiten an:
""",
        en="""
## Calling "Knack!"

Ben swaps his seven of spades for the queen of hearts and now holds 31. He must call "Knack!" at once.
The engine offers him exactly two options:
""",
    ),
    code(
        """
game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"), seed=3).apply("keep")
after_swap = game.apply("tausche 7♠ gegen Q♥")
[a.label(LANG) for a in after_swap.legal_actions()]
"""
    ),
    code(
        """
called = after_swap.apply("knack")
print(called.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
## Vergessen kostet

Beendet Ben seinen Zug, ohne etwas zu sagen, hat er das Ansagen verschlafen. Bei der Wertung verliert dann
**er allein** ein Leben – egal, wie die Punkte stehen:
""",
        en="""
## Forgetting costs

If Ben ends his turn without saying anything, he has missed the call. At scoring **he alone** loses a life,
whatever the points:
""",
    ),
    code(
        """
forgot = after_swap.apply("end")
finished = forgot.apply("close").apply("push").apply("push")
print(finished.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
## Wer verliert? Und bei Gleichstand?

Wird gezählt, verliert der Spieler mit dem **niedrigsten Wert** ein Leben (**K16**). Haben mehrere gleich
wenig, entscheidet der **Stich**: Jeder von ihnen zieht eine Karte vom Stapel, die niedrigere verliert (**K17**).
Bei Feuer (drei Asse) verlieren alle anderen ein Leben (**K8**).
""",
        en="""
## Who loses? And on a tie?

When the hands are counted, the player with the **lowest value** loses a life (**K16**). If several tie, the
**Stich** decides: each of them draws a card from the pile, and the lower card loses (**K17**). With Feuer
(three aces) everybody else loses a life (**K8**).
""",
    ),
    code(
        """
tie = setup_game(knack, players=3, dealer=0, hands=[None, "8♥ 9♠ 7♦", "8♣ 9♦ 7♠"],
                 dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♥"), seed=3).apply("keep")
tie = tie.apply("close").apply("push").apply("push")
print(tie.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
## Probier es aus

Im Zug-Trainer hält Ben schon 31. Rufe „Knack!“ – oder vergiss es absichtlich und spiele weiter, bis gezählt wird.
""",
        en="""
## Try it

In the turn trainer Ben already holds 31. Call "Knack!", or forget it on purpose and play on until the hands
are counted.
""",
    ),
    code(
        """
from knackpy.widgets import TurnTrainer

TurnTrainer(game=after_swap, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## In der Oberlausitz

* Ein **Knack** muss sofort gezeigt werden und beendet das Spiel (**O10**, Schalter `announce_knack`). Wer es
  verschläft, verliert allein und zahlt. Ohne Ansagen spielt man weiter, bis jemand zumacht.
* Drei Asse sind ein **Superknack** (**O9**): sofort ansagen, dann zahlt jeder andere eine Münze.
* Wer einen Superknack verschläft, zahlt **alle** seine Münzen und ist draußen (**O11**).
* Bei der Wertung zahlen **alle** mit dem niedrigsten Wert eine Münze in den Pott, ohne Stich (**O12**).
""",
        en="""
## In the Oberlausitz

* A **Knack** must be shown at once and ends the game (**O10**, switch `announce_knack`). Whoever misses it
  loses alone and pays. Without announcing, players go on until someone closes.
* Three aces are a **Superknack** (**O9**): announce it at once, and everyone else pays a coin.
* Whoever misses a Superknack pays **all** his coins and is out (**O11**).
* At scoring **everyone** with the lowest value pays a coin into the pot, with no tie-break (**O12**).
""",
    ),
    code(
        """
lausitz = knackpy.rules("knack_oberlausitz")
for rule_id in ("O9", "O10", "O11", "O12"):
    print(rule_id, registry.rule_text(rule_id, LANG, lausitz))
"""
    ),
    md(
        de="""
## Jetzt du

1. Du tauschst und hast 31, sagst aber nichts. Am Ende hast du die meisten Punkte. Verlierst du trotzdem?
2. Anna und Ben haben beide 19, Clara 25. Wer verliert bei Knack, wer zahlt in der Oberlausitz?
3. Was ist schlimmer: einen Knack oder einen Superknack zu verschlafen?

<details><summary>Lösung</summary>

1. Ja: Wer das Ansagen vergisst, verliert die Runde allein, egal wie die Punkte stehen (K14).
2. Bei Knack entscheidet der Stich zwischen Anna und Ben (K17). In der Oberlausitz zahlen beide (O12).
3. Der Superknack: Wer ihn verschläft, zahlt alle Münzen und ist raus (O11).

</details>

**Regeln dieser Lektion:** K8, K14, K16, K17, O9, O10, O11, O12.
""",
        en="""
## Now you try

1. You swap and hold 31 but say nothing. At the end you have the most points. Do you still lose?
2. Anna and Ben both have 19, Clara 25. Who loses in Knack, and who pays in the Oberlausitz?
3. Which is worse: missing a Knack or missing a Superknack?

<details><summary>Answer</summary>

1. Yes: whoever forgets to announce loses the round alone, whatever the points (K14).
2. In Knack the Stich decides between Anna and Ben (K17). In the Oberlausitz both pay (O12).
3. The Superknack: whoever misses it pays all his coins and is out (O11).

</details>

**Rules in this lesson:** K8, K14, K16, K17, O9, O10, O11, O12.
""",
    ),
]
