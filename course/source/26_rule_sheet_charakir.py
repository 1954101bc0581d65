"""Teachers' material: a one-page illustrated rule sheet of Charakir for children (C1-C13)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# So spielst du Charakir

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite (Strg+P) für jeden Gruppentisch aus.</p>

**Du brauchst:** 52 Karten ohne Joker, 2 oder mehr Mitspielende (am besten 3 bis 5), Papier und Stift (C1, C3).

**Ziel:** Behalte möglichst **wenige** Punkte auf der Hand. Ass 1, Zahlenkarten ihre Zahl, Zehn und Bilder
10 (C2).
""",
        en="""
# How to play Charakir

<p class="knackpy-print-hint">For teachers: print this page (Ctrl+P) for every group table.</p>

**You need:** 52 cards without jokers, 2 or more players (best 3 to 5), paper and a pen (C1, C3).

**Goal:** keep as **few** points in your hand as you can. Ace 1, number cards their number, ten and pictures
10 (C2).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.examples(["A♥ 2♠ 3♦ 4♣", "K♠ 5♦ 4♥ 3♣", "A♣ A♦ 2♥ 3♠"], "charakir", lang=LANG)
"""
    ),
    md(
        de="""
1. **Austeilen:** Wer die höchste Karte zieht, gibt. Jeder bekommt 4 Karten, eine Karte kommt offen auf die
   Ablage (C4, C5).
2. **Ziehen:** Nimm die oberste Karte vom Stapel oder die offene Karte. Die offene Karte darfst du nur
   nehmen, wenn du sofort **ein Paar** (zwei gleiche Karten) ablegst (C6–C8).
3. **Ablegen:** Leg eine Karte offen ab (C9).
4. **Klopfen:** Hast du danach **10 Punkte oder weniger**, darfst du klopfen. Alle anderen sind noch einmal
   dran (C10).
5. **Punkte:** Haben alle anderen mehr als du, bekommst du 0 und jeder andere seine Punkte. Hat jemand gleich
   viel oder weniger, bekommst du 25 (C11). Klopft niemand, bis der Stapel leer ist, zählt jeder seine
   Punkte (C12).
6. **Ende:** Wer über 100 Punkte kommt, beendet das Spiel. Wer die wenigsten Punkte hat, gewinnt (C13).
""",
        en="""
1. **Dealing:** whoever draws the highest card deals. Everyone gets 4 cards, one card goes face up on the
   discard pile (C4, C5).
2. **Drawing:** take the top card of the pile or the face-up card. You may only take the face-up card if you
   lay down **a pair** (two cards of one rank) at once (C6–C8).
3. **Discarding:** lay one card face up (C9).
4. **Knocking:** if you then have **10 points or less**, you may knock. Everyone else moves once more (C10).
5. **Points:** if everyone else has more than you, you get 0 and each of them their points. If anyone has as
   much as you or less, you get 25 (C11). If nobody knocks before the pile runs out, everyone scores their
   points (C12).
6. **End:** when someone goes over 100 points, the game ends. Whoever has the fewest points wins (C13).
""",
    ),
]
