"""Teachers' material: the answer key of the worksheets 20-22, computed by knackpy.worksheets."""

from course_build import hidden, md, parameters

CELLS = [
    md(
        de="""
# Lösungen zu den Arbeitsblättern

<p class="knackpy-print-hint">Für Lehrkräfte: Drucken Sie diese Seite auf ein eigenes A4-Blatt. Jede Lösung ist
von knackpy berechnet; in Klammern steht die Regelnummer.</p>
""",
        en="""
# Answer key for the worksheets

<p class="knackpy-print-hint">For teachers: print this page on a sheet of its own. Every answer is computed by
knackpy; the rule number is in brackets.</p>
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import worksheets

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

worksheets.answer_key(lang=LANG)
"""
    ),
]
