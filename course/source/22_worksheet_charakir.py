"""Teachers' material: Worksheet Charakir: may you knock? (tasks and answers in knackpy.worksheets; key: 23_answer_key)."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# Arbeitsblatt Charakir: Darfst du klopfen?

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite mit Strg+P; sie passt auf ein A4-Blatt. Die Lösungen stehen auf einer eigenen Seite (23).</p>

Zähle die Punkte jeder Hand: Ass 1, Zahlenkarten ihre Zahl, Bilder und Zehn 10. Klopfen darfst du mit 10 Punkten oder weniger.
""",
        en="""
# Worksheet Charakir: may you knock?

<p class="knackpy-print-hint">For teachers: print this page with Ctrl+P; it fits on one A4 sheet. The answers are on a page of their own (23).</p>

Count the points of each hand: ace 1, number cards their number, pictures and ten 10. You may knock with 10 points or less.
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.sheet("charakir", lang=LANG)
"""
    ),
]
