"""Teachers' material: a one-page illustrated rule sheet of Oberlausitz Knack (O1-O13)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# So spielst du Knack aus der Oberlausitz

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite (Strg+P) für jeden Gruppentisch aus.</p>

**Du brauchst:** ein Altenburger Blatt (32 Karten), 2 bis 9 Mitspielende, jeder 3 Münzen, und einen Pott am
Tischrand (O1–O3). Unter, Ober, König und Zehn zählen 10, das Ass 11.

**Ziel:** Sammle Punkte in einer Farbe; auch Karten gleichen Rangs zählen zusammen (O6).
""",
        en="""
# How to play Knack from the Oberlausitz

<p class="knackpy-print-hint">For teachers: print this page (Ctrl+P) for every group table.</p>

**You need:** an Altenburg deck (32 cards), 2 to 9 players with 3 coins each, and a pot at the edge of the
table (O1–O3). Under, over, king and ten count 10, the ace 11.

**Goal:** collect points in one suit; cards of the same rank add up too (O6).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.examples(["Eichel-Ass Grün-Ass Rot-7", "Rot-Ass Rot-8 Rot-7", "Schellen-8 Grün-8 Eichel-8",
                     "Eichel-Ass Grün-Ass Schellen-Ass"], "knack_oberlausitz", lang=LANG)
"""
    ),
    md(
        de="""
1. **Austeilen:** Wer links vom Geber sitzt, ist der **Wähler** und bekommt zwei Hände. Er nimmt eine oder
   legt sie offen in die Tischmitte und nimmt die andere blind (O4).
2. **Dein Zug:** eine Karte oder alle drei tauschen, schieben, **zumachen** (alle anderen noch einmal) oder
   **fertig machen** (O5).
3. **Knack und Superknack:** Eine Farbe mit Ass zählt 31 und wird sofort gezeigt (O7, O10). Drei Asse sind
   ein **Superknack** (33): Alle anderen zahlen eine Münze. Wer ihn verschläft, zahlt alles (O9, O11).
4. **Zahlen:** Alle mit dem niedrigsten Wert zahlen eine Münze in den Pott (O12).
5. **Schwimmen:** Ohne Münzen bist du **blank** und schwimmst weiter. Verlierst du noch einmal, bist du raus.
   Wer übrig bleibt, bekommt den Pott (O13).
""",
        en="""
1. **Dealing:** the player left of the dealer is the **chooser** and gets two hands. The chooser takes one,
   or lays it face up on the table and takes the other blind (O4).
2. **Your turn:** swap one card or all three, push, **close** (everyone else once more) or **finish** (O5).
3. **Knack and Superknack:** a suit with an ace counts 31 and is shown at once (O7, O10). Three aces are a
   **Superknack** (33): everyone else pays a coin. Whoever misses it pays everything (O9, O11).
4. **Paying:** everyone with the lowest value pays a coin into the pot (O12).
5. **Swimming:** without coins you are **blank** and swim on. Lose again and you are out. The last one left
   takes the pot (O13).
""",
    ),
]
