"""Teachers' material: Worksheet Knack (31): counting hands (tasks and answers in knackpy.worksheets; key: 23_answer_key)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# Arbeitsblatt Knack (31): Hände zählen

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite mit Strg+P; sie passt auf ein A4-Blatt. Die Lösungen stehen auf einer eigenen Seite (23).</p>

Zähle jede Hand. Denk daran: Nur Karten einer Farbe zählen zusammen, drei Gleiche zählen 30½, drei Asse sind Feuer. Bei 8 und 9 suchst du den besten Tausch.
""",
        en="""
# Worksheet Knack (31): counting hands

<p class="knackpy-print-hint">For teachers: print this page with Ctrl+P; it fits on one A4 sheet. The answers are on a page of their own (23).</p>

Count each hand. Remember: only cards of one suit add up, three of a kind count 30½, three aces are Feuer. In 8 and 9 find the best swap.
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.sheet("knack", lang=LANG)
"""
    ),
]
