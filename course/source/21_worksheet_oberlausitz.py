"""Teachers' material: Worksheet Oberlausitz: counting hands (tasks and answers in knackpy.worksheets; key: 23_answer_key)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# Arbeitsblatt Oberlausitz: Hände zählen

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite mit Strg+P; sie passt auf ein A4-Blatt. Die Lösungen stehen auf einer eigenen Seite (23).</p>

Zähle jede Hand nach Oberlausitzer Art: gleiche Farbe oder gleicher Rang zählen zusammen, eine Farbe mit Ass ist ein Knack (31). Bei 8 suchst du den besten Tausch.
""",
        en="""
# Worksheet Oberlausitz: counting hands

<p class="knackpy-print-hint">For teachers: print this page with Ctrl+P; it fits on one A4 sheet. The answers are on a page of their own (23).</p>

Count each hand the Oberlausitz way: the same suit or the same rank add up, a suit with an ace is a Knack (31). In 8 find the best swap.
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.sheet("knack_oberlausitz", lang=LANG)
"""
    ),
]
