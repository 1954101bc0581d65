"""Rich notebook output for the course: rule boxes instead of printed rule text.

A lesson shows a rule as a styled box with its ID and title, not as ``print()``
output (which the website renders as code and breaks mid-word).  The objects
here only build strings with the standard library; Jupyter calls
``_repr_html_`` and ``_repr_markdown_``, plain Python shows ``repr``.

>>> from knackpy.display import rule_box
>>> box = rule_box("K11", lang="en")
>>> box.rule_id, box.title
('K11', 'Pushing (schieben)')
>>> print(box)
K11 Pushing (schieben): Instead of swapping you may push: the table stays as it is and the next player moves.
>>> 'class="knackpy-rule"' in box._repr_html_()
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html import escape

from . import registry
from .rules import Rules


@dataclass(frozen=True, slots=True)
class RuleBox:
    """One rule, ready to be shown: its ID, title and text in one language."""

    rule_id: str
    title: str
    text: str
    lang: str

    def __str__(self) -> str:
        return f"{self.rule_id} {self.title}: {self.text}"

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return (
            f'<div class="knackpy-rule" data-rule="{escape(self.rule_id)}" lang="{self.lang}">'
            f'<p class="knackpy-rule-head"><strong class="knackpy-rule-id">{escape(self.rule_id)}</strong> '
            f'<span class="knackpy-rule-title">{escape(self.title)}</span></p>'
            f'<p class="knackpy-rule-text">{escape(self.text)}</p></div>'
        )

    def _repr_markdown_(self) -> str:
        return f"> **{self.rule_id} · {self.title}**  \n> {self.text}"


@dataclass(frozen=True, slots=True)
class RuleBoxes:
    """Several rule boxes shown together (one output instead of one per rule)."""

    boxes: tuple[RuleBox, ...]

    def __iter__(self) -> Iterator[RuleBox]:
        return iter(self.boxes)

    def __len__(self) -> int:
        return len(self.boxes)

    def __str__(self) -> str:
        return "\n".join(str(box) for box in self.boxes)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return '<div class="knackpy-rules">' + "".join(box._repr_html_() for box in self.boxes) + "</div>"

    def _repr_markdown_(self) -> str:
        return "\n\n".join(box._repr_markdown_() for box in self.boxes)


def rule_box(rule_id: str, *, lang: str = "de", rules: Rules | str | None = None) -> RuleBox:
    """The box of one rule, its text filled in from ``rules`` (see :func:`knackpy.registry.rule_text`).

    >>> rule_box("K6", lang="de").title
    'Wert der Hand'
    """
    return RuleBox(
        rule_id=registry.entry(rule_id).id,
        title=registry.rule_title(rule_id, lang),
        text=registry.rule_text(rule_id, lang, rules),
        lang=lang,
    )


def rule_boxes(rule_ids: Iterable[str], *, lang: str = "de", rules: Rules | str | None = None) -> RuleBoxes:
    """Boxes for several rules in the given order.

    >>> [box.rule_id for box in rule_boxes(("K6", "K7"), lang="en")]
    ['K6', 'K7']
    """
    return RuleBoxes(tuple(rule_box(rule_id, lang=lang, rules=rules) for rule_id in rule_ids))
