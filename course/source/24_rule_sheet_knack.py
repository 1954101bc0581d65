"""Teachers' material: a one-page illustrated rule sheet of Knack (31) for children (K1-K18)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# So spielst du Knack (31)

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite (Strg+P) für jeden Gruppentisch aus.</p>

**Du brauchst:** ein Skatblatt (32 Karten) und 2 bis 9 Mitspielende. Jeder hat 3 Leben (Münzen oder Steine).

**Ziel:** Sammle drei Karten **einer Farbe** mit möglichst vielen Punkten. Ass 11, Bube, Dame, König und Zehn
je 10, die anderen Karten ihre Zahl (K1, K2).
""",
        en="""
# How to play Knack (31)

<p class="knackpy-print-hint">For teachers: print this page (Ctrl+P) for every group table.</p>

**You need:** a Skat deck (32 cards) and 2 to 9 players. Everyone has 3 lives (coins or pebbles).

**Goal:** collect three cards of **one suit** with as many points as possible. Ace 11, jack, queen, king and
ten 10 each, the other cards their number (K1, K2).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.examples(["A♥ K♥ 7♥", "K♥ 10♥ 9♠", "8♠ 8♥ 8♣", "A♠ A♥ A♣"], "knack", lang=LANG)
"""
    ),
    md(
        de="""
1. **Austeilen:** Jeder bekommt 3 Karten, der Geber zwei Hände. Er schaut eine an und behält sie, oder er
   legt sie offen hin und nimmt die andere. Drei Karten liegen offen: der **Stock** (K3–K5).
2. **Dein Zug:** Tausche **eine** Karte oder **alle drei** mit dem Stock (nie zwei), oder **schiebe**, oder
   **passe**, wenn du fertig bist: Dann sind alle anderen noch einmal dran. Schieben alle einmal reihum,
   kommt ein neuer Stock (K9–K13).
3. **31!** Wer 31 hat, ruft sofort „Knack!“. Drei Asse sind **Feuer** (33): Alle anderen verlieren ein Leben
   (K8, K14).
4. **Zählen:** Wer am wenigsten Punkte hat, verliert ein Leben. Bei Gleichstand zieht jeder eine Karte, die
   kleinere verliert (K16, K17).
5. **Gewinnen:** Wer keine Leben mehr hat, ist raus. Wer als Letztes noch Leben hat, gewinnt (K18).
""",
        en="""
1. **Dealing:** everyone gets 3 cards, the dealer two hands. The dealer looks at one and keeps it, or lays it
   face up and takes the other. Three cards lie face up: the **table** (K3–K5).
2. **Your turn:** swap **one** card or **all three** with the table (never two), or **push**, or **close** when
   you are done: then everyone else moves once more. If everyone pushes once round the table, new table cards
   come (K9–K13).
3. **31!** Whoever has 31 calls "Knack!" at once. Three aces are **Feuer** (33): everyone else loses a life
   (K8, K14).
4. **Counting:** whoever has the fewest points loses a life. On a tie each draws a card, and the lower one
   loses (K16, K17).
5. **Winning:** whoever has no lives left is out. The last player with lives wins (K18).
""",
    ),
]
