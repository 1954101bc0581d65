"""Lesson 06 (Knack): lives, the pot and swimming."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 06 Knack: Leben, Pott und Schwimmen

**Lernziele**

* Du weißt, wie ein ganzes Knack-Spiel mit drei Leben abläuft und wer gewinnt (**K18**).
* Du kennst die Münzen und den Pott der Oberlausitz (**O3**, **O12**).
* Du weißt, was „blank“ und „schwimmen“ bedeuten (**O13**).
""",
        en="""
# 06 Knack: lives, the pot and swimming

**Goals**

* You know how a whole game of Knack with three lives goes and who wins (**K18**).
* You know the coins and the pot of the Oberlausitz (**O3**, **O12**).
* You know what "blank" and "swimming" mean (**O13**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry, svg
from knackpy.bots import make_bot

knack = knackpy.rules("knack")
lausitz = knackpy.rules("knack_oberlausitz")
print("K18", registry.rule_text("K18", LANG, knack))
for rule_id in ("O3", "O12", "O13"):
    print(rule_id, registry.rule_text(rule_id, LANG, lausitz))
"""
    ),
    md(
        de="""
## Ein ganzes Spiel mit drei Leben

Jeder beginnt mit drei Leben. Wer eine Runde verliert, gibt ein Leben ab; wer keins mehr hat, ist raus. Das
Geben wandert jede Runde einen Platz weiter. Wer am Ende als Einziger noch Leben hat, gewinnt.

Hier spielen vier Computer-Spieler ein ganzes Spiel. Die Grafik zeigt die Leben nach jeder Runde:
""",
        en="""
## A whole game with three lives

Everybody starts with three lives. Whoever loses a round gives up a life; whoever has none left is out. The
deal moves one seat on every round. The last player with lives left wins.

Here four computer players play a whole game. The chart shows the lives after every round:
""",
    ),
    code(
        """
def play(rules, players=4, seed=7):
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot("simple", rules, seed=seat) for seat in range(players)]
    while not game.is_over():
        game = game.apply(bots[game.to_move].act(game))
    return game


game = play(knack)
rounds = list(range(len(game.round_results) + 1))
lives = {name: [3] for name in game.names}
for result in game.round_results:
    for name, left in zip(game.names, result.after, strict=True):
        lives[name].append(left)
print(game.outcome().text(LANG))
svg.line_chart_svg(rounds, lives, title={"de": "Leben nach jeder Runde", "en": "Lives after each round"}[LANG],
                   x_label={"de": "Runde", "en": "round"}[LANG], value_format="{:.0f}", y_min=0, lang=LANG)
"""
    ),
    md(
        de="""
## Münzen, Pott und Schwimmen in der Oberlausitz

In der Oberlausitz legt jeder drei Münzen vor sich hin, und in der Mitte steht der **Pott**. Wer nach einem
Spiel den niedrigsten Wert hat, zahlt eine Münze hinein (**O12**). Wer keine Münze mehr hat, ist **blank**. Er
darf ohne Geld weiterspielen – er **schwimmt**. Verliert er noch einmal, ist er raus. Wer übrig bleibt,
bekommt den ganzen Pott (**O13**).
""",
        en="""
## Coins, pot and swimming in the Oberlausitz

In the Oberlausitz everybody puts three coins in front of them, and the **pot** stands in the middle. Whoever
has the lowest value after a game pays one coin into it (**O12**). A player with no coins left is **blank**.
He may play on without money: he is **swimming**. If he loses again, he is out. The last one left takes the
whole pot (**O13**).
""",
    ),
    code(
        """
game = play(lausitz, seed=11)
for result in game.round_results[:6]:
    print(result.text(LANG).splitlines()[-1])
print("...")
print(game.outcome().text(LANG))
"""
    ),
    md(
        de="""
## Jetzt du

1. Wie viele Runden muss ein Spieler bei Knack mindestens verlieren, um auszuscheiden?
2. Ben hat in der Oberlausitz keine Münze mehr. Ist er raus?
3. Wer bekommt am Ende den Pott?

<details><summary>Lösung</summary>

1. Drei, denn jeder hat drei Leben (K18) – außer bei Feuer, da verlieren alle anderen auf einmal ein Leben.
2. Nein, er ist blank und schwimmt; erst wenn er noch einmal verliert, ist er raus (O13).
3. Der Letzte, der übrig bleibt (O13).

</details>

**Regeln dieser Lektion:** K18, O3, O12, O13.
""",
        en="""
## Now you try

1. How many rounds must a player lose at least to drop out of Knack?
2. In the Oberlausitz Ben has no coins left. Is he out?
3. Who gets the pot in the end?

<details><summary>Answer</summary>

1. Three, because everyone has three lives (K18), unless there is a Feuer, when everyone else loses a life at once.
2. No, he is blank and swims; only if he loses once more is he out (O13).
3. The last player left (O13).

</details>

**Rules in this lesson:** K18, O3, O12, O13.
""",
    ),
]
