"""Shared building blocks of the course widgets (ipywidgets 8, imported lazily).

Everything a component shows comes from :mod:`knackpy.i18n` keys or from the
library (rule texts, explanations); this module holds the helpers that turn
those texts into widgets in one consistent, learner-friendly style:

* :class:`Component`, the base class: ``.widget`` (the ipywidgets root),
  ``.lang``, ``_ipython_display_`` / ``_repr_mimebundle_`` (a notebook cell
  can end with the object), :meth:`Component.snapshot` (the rendered HTML/SVG
  text, for tests) and :meth:`Component.visible_texts` (every label a learner
  can read, for the untranslated-text test).
* :func:`button`, :func:`toggle`, :func:`checkbox`, :func:`dropdown`,
  :func:`html_output`: focusable controls with a description and a tooltip
  (keyboard users reach them with Tab and press them with Enter/Space).
* :class:`MessageArea`: info / success / error messages, marked by an icon
  and a text prefix as well as by colour.
* :class:`LiveRegion`: an ARIA live region that tells screen-reader users
  what a move did (the same text as the history).
* :data:`WIDGET_CSS`, :meth:`Component.frame`: every component carries a
  small style sheet (a hidden HTML part, so it travels with saved output):
  a visible keyboard focus, buttons at least 44 px high, cards that shrink
  to a phone's width, button colours with 4.5:1 contrast.
* :func:`suit_colours_switch`: the "four-colour deck" checkbox of the card
  components; the choice holds for the session (:func:`knackpy.svg.set_suit_colours`).
* :class:`CardPicker`: the cards of a deck as toggle buttons, one row per suit.
* :func:`hand_html`, :func:`card_html`, :func:`svg_html`: large readable cards
  (:data:`CARD_WIDTH` pixels) wrapped for an HTML widget.
* :func:`fraction_text`, :func:`percent_text`, :func:`rule_ids_text`:
  numbers and rule references written the way each language writes them.

``import knackpy.widgets.common`` works without ipywidgets; only building a
widget needs it (:func:`require_widgets` raises a :class:`KnackpyError`
saying how to install it).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any

from .. import figures, i18n
from ..errors import KnackpyError
from ..rules import as_rules

__all__ = [
    "CARD_WIDTH",
    "CARD_BUTTON_WIDTH",
    "TOUCH_SIZE",
    "CSS_CLASS",
    "STYLE",
    "Component",
    "MessageArea",
    "LiveRegion",
    "CardPicker",
    "WIDGET_CSS",
    "suit_colours_switch",
    "require_widgets",
    "text",
    "esc",
    "html_output",
    "button",
    "toggle",
    "checkbox",
    "dropdown",
    "box",
    "heading_html",
    "svg_html",
    "card_html",
    "hand_html",
    "rule_ids_text",
    "fraction_text",
    "percent_text",
    "card_label",
    "resolve_rules",
    "walk",
    "visible_texts",
    "html_values",
]

from .style import (  # noqa: F401  (re-exported: the components import them from here)
    BUTTON_COLOURS,
    BUTTON_FONT,
    CARD_BUTTON_WIDTH,
    CARD_WIDTH,
    CSS_CLASS,
    ICONS,
    STYLE,
    TOGGLE_BACKGROUND,
    TOUCH_SIZE,
    WIDGET_CSS,
)
from .tree import html_values, visible_texts, walk  # noqa: F401  (re-exported)

i18n.catalogue(
    {
        "widgets.missing": (
            'Für die interaktiven Bausteine wird ipywidgets 8 gebraucht. Installieren mit: pip install -e ".[course]"',
            'The interactive components need ipywidgets 8. Install it with: pip install -e ".[course]"',
        ),
        "widgets.common.unexpected": (
            "Das hat leider nicht geklappt: {detail}",
            "Sorry, that did not work: {detail}",
        ),
        "widgets.common.info": ("Hinweis", "Note"),
        "widgets.common.error": ("Achtung", "Careful"),
        "widgets.common.rules_prefix": ("Regel", "Rule"),
        "widgets.common.rules_prefix_many": ("Regeln", "Rules"),
        "widgets.common.card_tooltip": ("{card} wählen oder abwählen", "Select or deselect the {card}"),
        "widgets.common.picker_label": ("Karten wählen", "Pick cards"),
        "widgets.common.fraction": ("{fraction} ≈ {percent}", "{fraction} ≈ {percent}"),
        "widgets.common.chance_of": ("{count} von {total}", "{count} out of {total}"),
        "widgets.common.ruleset": ("Regelwerk", "Ruleset"),
        "widgets.common.ruleset_tooltip": ("Das Regelwerk wählen", "Choose the ruleset"),
        "widgets.common.four_colours": ("Vierfarbenblatt", "Four-colour deck"),
        "widgets.common.four_colours_tooltip": (
            "Jede Farbe in einem eigenen, gut unterscheidbaren Ton – auch bei Farbenblindheit",
            "Every suit in its own colour, easy to tell apart – with colour blindness too",
        ),
        "widgets.common.live_label": ("Was gerade passiert ist", "What just happened"),
    }
)


# --- ipywidgets, imported on first use --------------------------------------------------------------------

_WIDGETS: Any = None


def require_widgets() -> Any:
    """The ``ipywidgets`` module; a bilingual :class:`KnackpyError` with the install command if it is missing."""
    global _WIDGETS
    if _WIDGETS is None:
        try:
            import ipywidgets
        except ImportError:
            raise KnackpyError("widgets.missing") from None
        _WIDGETS = ipywidgets
    return _WIDGETS


# --- texts ----------------------------------------------------------------------------------------------


def text(key: str, lang: str = "de", /, **params: object) -> str:
    """Shortcut for :func:`knackpy.i18n.text`."""
    return i18n.text(key, lang, **params)


def esc(value: object) -> str:
    """HTML-escape any text before it goes into an HTML widget."""
    return html.escape(str(value), quote=True)


def texts_in(lang: str) -> Callable[..., str]:
    """``t(key, **params)``: the catalogue's text in ``lang`` (what :meth:`Component.t` is inside a component)."""

    def t(key: str, /, **params: object) -> str:
        return i18n.text(key, lang, **params)

    return t


def rule_ids_text(ids: Iterable[str], lang: str = "de") -> str:
    """``"Regel K10"`` / ``"Regeln K6, K7"`` (empty string for no IDs)."""
    ids = [i for i in dict.fromkeys(ids) if i]
    if not ids:
        return ""
    key = "widgets.common.rules_prefix" if len(ids) == 1 else "widgets.common.rules_prefix_many"
    return f"{text(key, lang)} {', '.join(ids)}"


def percent_text(p: Fraction | float, lang: str = "de", decimals: int = 1) -> str:
    """A probability as percent: ``37,5 %`` in German, ``37.5%`` in English."""
    return figures.percent_text(p, lang, decimals=decimals)  # never shows a possible outcome as 0 %


def fraction_text(p: Fraction, lang: str = "de", decimals: int = 1) -> str:
    """An exact probability with its percent: ``3/8 ≈ 37,5 %``."""
    p = Fraction(p)
    shown = str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"
    return text("widgets.common.fraction", lang, fraction=shown, percent=percent_text(p, lang, decimals))


def card_label(card: Any, lang: str = "de", *, with_suit: bool = True) -> str:
    """A compact label for a card button: ``B♥`` (Bube) in German / ``J♥`` in English; ``E-U`` / ``acorn-U``.

    The forms are :meth:`knackpy.cards.Card.label`'s; ``with_suit=False`` gives the rank alone (``B`` / ``J``).
    """
    return card.label(lang) if with_suit else card.rank.abbr(lang)


def resolve_rules(rules: Any) -> Any:
    """A :class:`~knackpy.rules.Rules` from a rules object or a ruleset name (``"knack"``, ``"31"``...)."""
    return as_rules(rules)


# --- HTML pieces ------------------------------------------------------------------------------------------


def heading_html(title: str) -> str:
    return f'<div class="{CSS_CLASS}-heading" style="{STYLE["heading"]}">{esc(title)}</div>'


def svg_html(markup: str, *, label: str = "") -> str:
    """An SVG picture inside a ``<div>`` (with an accessible label if given); it shrinks to a narrow screen."""
    aria = f' role="img" aria-label="{esc(label)}"' if label else ""
    return f'<div class="{CSS_CLASS}-svg"{aria} style="max-width:100%">{markup}</div>'


def card_html(card: Any, *, lang: str = "de", width: float = CARD_WIDTH, face_down: bool = False) -> str:
    """One large card as HTML (in the session's suit colours)."""
    from .. import svg

    return svg_html(str(svg.card_svg(card, width=width, face_down=face_down, lang=lang)))


def hand_html(
    cards: Sequence[Any],
    *,
    lang: str = "de",
    width: float = CARD_WIDTH,
    face_down: bool = False,
    highlight: Any = (),
    labels: Sequence[str] | None = None,
) -> str:
    """A row of large cards as HTML (an empty hand shows "keine Karten" / "no cards")."""
    from .. import svg

    markup = svg.hand_svg(tuple(cards), width=width, face_down=face_down, highlight=highlight, labels=labels, lang=lang)
    return svg_html(str(markup))


# --- widget builders ------------------------------------------------------------------------------------


def html_output(content: str = "", *, css_class: str = "", layout: dict | None = None) -> Any:
    """An ``ipywidgets.HTML`` with the component CSS class (content is HTML, escape text with :func:`esc`)."""
    w = require_widgets()
    return w.HTML(value=content, layout=w.Layout(**(layout or {})), _dom_classes=classes(css_class))


def classes(*extra: str) -> tuple[str, ...]:
    """The CSS classes of a control: the component class and ``extra``.  Given to the constructor rather than
    added after it (``add_class``), since every change after it is one more message to the browser."""
    return (CSS_CLASS, *(name for name in extra if name))


def button(
    description: str,
    *,
    tooltip: str = "",
    on_click: Callable[[Any], None] | None = None,
    style: str = "",
    icon: str = "",
    width: str = "auto",
    disabled: bool = False,
) -> Any:
    """A focusable button with a visible label and a tooltip (``style``: primary, success, info, warning, danger)."""
    w = require_widgets()
    widget = w.Button(
        description=description,
        tooltip=tooltip or description,
        button_style=style,
        icon=icon,
        disabled=disabled,
        layout=w.Layout(width=width, min_width=TOUCH_SIZE, height="auto", min_height=TOUCH_SIZE),
        style={"font_size": BUTTON_FONT},
        _dom_classes=classes(),
    )
    if on_click is not None:
        widget.on_click(on_click)
    return widget


def toggle(
    description: str,
    *,
    tooltip: str = "",
    value: bool = False,
    on_change: Callable[[Any], None] | None = None,
    width: str = "auto",
    colour: str = "",
    shared: tuple[Any, Any] | None = None,
) -> Any:
    """A focusable toggle button; ``on_change`` receives the ipywidgets change dict.

    A pressed toggle shows a check mark as well as its darker colour (not told by colour alone).
    ``shared``: a (layout, style) pair (:func:`toggle_layout`, :func:`toggle_style`) that many toggles use
    together, for toggles whose layout and style never change one by one (each model is a message to the
    browser); ``width`` and ``colour`` are then the pair's."""
    w = require_widgets()
    layout, style = shared or (toggle_layout(width), toggle_style(colour))
    widget = w.ToggleButton(
        value=value,
        description=description,
        tooltip=tooltip or description,
        icon="check" if value else "",
        layout=layout,
        style=style,
        _dom_classes=classes(),
    )
    widget.observe(_check_mark, names="value")
    if on_change is not None:
        widget.observe(on_change, names="value")
    return widget


def _check_mark(change: Any) -> None:
    change["owner"].icon = "check" if change["new"] else ""


def checkbox(
    description: str,
    *,
    tooltip: str = "",
    value: bool = False,
    on_change: Callable[[Any], None] | None = None,
) -> Any:
    """A checkbox with its label at full width (long German labels are not cut off)."""
    w = require_widgets()
    widget = w.Checkbox(
        value=value,
        description=description,
        description_allow_html=False,
        indent=False,
        tooltip=tooltip or description,
        layout=w.Layout(width="auto"),
        _dom_classes=classes(),
    )
    if on_change is not None:
        widget.observe(on_change, names="value")
    return widget


def dropdown(
    options: Sequence[tuple[str, Any]],
    *,
    value: Any = None,
    description: str = "",
    tooltip: str = "",
    on_change: Callable[[Any], None] | None = None,
) -> Any:
    """A dropdown of ``(label, value)`` pairs."""
    w = require_widgets()
    widget = w.Dropdown(
        options=list(options),
        value=options[0][1] if value is None and options else value,
        description=description,
        tooltip=tooltip or description,
        style={"description_width": "initial"},
        layout=w.Layout(width="auto"),
        _dom_classes=classes(),
    )
    if on_change is not None:
        widget.observe(on_change, names="value")
    return widget


def style_class(widget_class: Any) -> Any:
    """The style model class of an ipywidgets control (its ``style`` trait's; ipywidgets exports few by name)."""
    return widget_class.class_traits()["style"].klass


def toggle_layout(width: str = "auto") -> Any:
    """The layout of a toggle (:func:`toggle`); toggles of one width can share it."""
    w = require_widgets()
    return w.Layout(width=width, min_width=TOUCH_SIZE, height="auto", min_height=TOUCH_SIZE)


def toggle_style(colour: str = "") -> Any:
    """The style of a toggle (:func:`toggle`); toggles of one colour can share it."""
    w = require_widgets()
    return style_class(w.ToggleButton)(font_size=BUTTON_FONT, **({"text_color": colour} if colour else {}))


def box(children: Sequence[Any], *, vertical: bool = True, wrap: bool = False, gap: str = "6px") -> Any:
    """A VBox (or HBox) with a little gap between its children."""
    w = require_widgets()
    layout = w.Layout(grid_gap=gap) if vertical else w.Layout(flex_flow="row wrap" if wrap else "row", grid_gap=gap)
    cls = w.VBox if vertical else w.HBox
    return cls(children=list(children), layout=layout)


# --- the message area ---------------------------------------------------------------------------------


class MessageArea:
    """One line (or paragraph) of feedback: ``info``, ``success`` or ``error``.

    The kind shows as an icon and a bold word ("Achtung:") as well as a colour,
    so it does not depend on seeing colours.  ``.kind`` and ``.message`` keep
    what is shown (for tests).
    """

    def __init__(self, lang: str = "de") -> None:
        self.lang = i18n.check_lang(lang)
        self.kind = ""
        self.message = ""
        self.widget = html_output("", css_class=f"{CSS_CLASS}-message")

    def show(self, message: str, kind: str = "info", *, rule_ids: Iterable[str] = ()) -> None:
        if kind not in ICONS:
            kind = "info"
        ids = rule_ids_text(rule_ids, self.lang)
        self.kind, self.message = kind, message + (f" ({ids})" if ids else "")
        # A success says what happened in its own words ("Anna tauscht ...", "Fertig: ..."): no word before it.
        word = "" if kind == "success" else f"<b>{esc(text(f'widgets.common.{kind}', self.lang))}:</b> "
        self.widget.value = (
            f'<div class="{CSS_CLASS}-{kind}" role="{"alert" if kind == "error" else "status"}" '
            f'style="{STYLE["text"]};{STYLE[kind]};padding:6px 10px;margin:4px 0;border-radius:4px">'
            f"{ICONS[kind]} {word}{esc(self.message)}</div>"
        )

    def info(self, message: str, **kw: Any) -> None:
        self.show(message, "info", **kw)

    def success(self, message: str, **kw: Any) -> None:
        self.show(message, "success", **kw)

    def error(self, message: str, **kw: Any) -> None:
        self.show(message, "error", **kw)

    def exception(self, error: BaseException) -> None:
        """Show an error friendly: a KnackpyError in the learner's language with its rule ID, anything else short."""
        if isinstance(error, KnackpyError):
            rule = getattr(error, "rule", "")
            message = error.message(self.lang)
            ids = (rule,) if rule and rule not in message else ()
            self.error(message, rule_ids=ids)
        else:
            detail = f"{type(error).__name__}: {error}"[:200]
            self.error(text("widgets.common.unexpected", self.lang, detail=detail))

    def clear(self) -> None:
        self.kind, self.message = "", ""
        self.widget.value = ""


class LiveRegion:
    """An ARIA live region: :meth:`say` puts what a move did there, and a screen reader reads it out.

    Visually hidden (the history is on screen already).  ``.text`` keeps what was said last (for tests).
    """

    def __init__(self, lang: str = "de") -> None:
        self.lang = i18n.check_lang(lang)
        self.text = ""
        self.widget = html_output("", css_class=f"{CSS_CLASS}-live")

    def say(self, lines: Iterable[str]) -> None:
        self.text = " ".join(line for line in lines if line)
        label = esc(text("widgets.common.live_label", self.lang))
        self.widget.value = (
            f'<div class="{CSS_CLASS}-sr-only" role="status" aria-live="polite" aria-atomic="true" '
            f'aria-label="{label}">{esc(self.text)}</div>'
        )


def suit_colours_switch(lang: str, on_change: Callable[[], None]) -> Any:
    """The "four-colour deck" checkbox: it sets the session's suit colours (every later picture and component
    uses them too), then calls ``on_change`` so the component redraws its cards."""
    from .. import svg

    def switch(change: Any) -> None:
        svg.set_suit_colours("four" if change["new"] else "standard")
        on_change()

    box = checkbox(
        text("widgets.common.four_colours", lang),
        tooltip=text("widgets.common.four_colours_tooltip", lang),
        value=svg.suit_colours() is svg.FOUR_COLOURS,
        on_change=switch,
    )
    box.add_class("knackpy-suit-colours-switch")  # the website hides it: its header switch is the page's one switch
    return box


# --- the card picker -------------------------------------------------------------------------------------


class CardPicker:
    """The cards of a deck as toggle buttons, one row per suit (row label: the suit name in its colour).

    ``selected`` lists the chosen cards in the order they were clicked.
    ``limit`` (or ``None``) caps the selection: a click beyond it is undone and
    ``on_full(card)`` is called, so the component can say why.  ``on_change()``
    runs after every accepted change.  :meth:`set_selected` changes the
    selection without calling ``on_change`` once per card.
    """

    def __init__(
        self,
        cards: Iterable[Any],
        *,
        lang: str = "de",
        limit: int | None = None,
        on_change: Callable[[], None] | None = None,
        on_full: Callable[[Any], None] | None = None,
    ) -> None:
        from .. import svg

        w = require_widgets()
        self.lang = i18n.check_lang(lang)
        self.limit = limit
        self.on_change = on_change
        self.on_full = on_full
        self.cards = tuple(cards)
        self.selected: list[Any] = []
        self.buttons: dict[Any, Any] = {}
        self._quiet = False
        rows = []
        suits = list(dict.fromkeys(c.suit for c in self.cards))
        inks = svg.suit_colours()
        # One layout for every card button, one style per suit colour, one layout for the rows and one for the
        # row labels: each widget model is a message to the browser, and a picker of 32 cards was 160 of them
        # before its first picture (the lesson page's live start waits for them).  None of them changes alone.
        card_layout = toggle_layout(CARD_BUTTON_WIDTH)
        row_layout = w.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px")
        label_layout = w.Layout(width="90px")
        label_style = style_class(w.HTML)()
        for suit in suits:
            colour = inks.get(suit.key, "#1A1A1A")
            label = w.HTML(
                f'<span style="{STYLE["text"]};font-weight:700;color:{colour}">{esc(suit.name(self.lang))}</span>',
                layout=label_layout,
                style=label_style,
                _dom_classes=classes(),
            )
            look = (card_layout, toggle_style(colour))
            row = [label]
            for card in (c for c in self.cards if c.suit == suit):
                tb = toggle(
                    card_label(card, self.lang, with_suit=card.family == "french"),  # German rows name the suit
                    tooltip=text("widgets.common.card_tooltip", self.lang, card=card.name(self.lang)),
                    shared=look,
                )
                tb.observe(self._make_handler(card), names="value")
                self.buttons[card] = tb
                row.append(tb)
            rows.append(w.HBox(row, layout=row_layout))
        self.widget = w.VBox(rows, _dom_classes=(f"{CSS_CLASS}-picker",))

    def _make_handler(self, card: Any) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            if self._quiet:
                return
            if change["new"]:
                if self.limit is not None and len(self.selected) >= self.limit:
                    self._set_button(card, False)
                    if self.on_full is not None:
                        self.on_full(card)
                    return
                self.selected.append(card)
            elif card in self.selected:
                self.selected.remove(card)
            if self.on_change is not None:
                self.on_change()

        return handler

    def _set_button(self, card: Any, value: bool) -> None:
        quiet, self._quiet = self._quiet, True
        try:
            self.buttons[card].value = value
        finally:
            self._quiet = quiet

    def set_selected(self, cards: Iterable[Any], *, notify: bool = True) -> None:
        """Select exactly ``cards`` (in that order); unknown cards raise ``KeyError``."""
        cards = list(cards)
        for c in cards:
            if c not in self.buttons:
                raise KeyError(c)
        for c in self.buttons:
            self._set_button(c, c in cards)
        self.selected = cards
        if notify and self.on_change is not None:
            self.on_change()

    def clear(self, *, notify: bool = True) -> None:
        self.set_selected((), notify=notify)

    def click(self, card: Any) -> None:
        """Toggle one card as a learner's click would (tests and benchmarks)."""
        self.buttons[card].value = not self.buttons[card].value


# --- the base class ---------------------------------------------------------------------------------------


class Component:
    """Base class of every course component.

    Subclasses call ``super().__init__(lang=lang)`` first (it checks the
    language and that ipywidgets is installed), then build ``self.widget``.
    A notebook cell that ends with the component shows ``self.widget``.
    """

    widget: Any = None

    def __init__(self, *, lang: str = "de") -> None:
        self.lang = i18n.check_lang(lang)
        self.w = require_widgets()
        self.messages = MessageArea(self.lang)

    def frame(self, children: Sequence[Any]) -> Any:
        """The component's root box: ``children`` and the hidden style sheet :data:`WIDGET_CSS` (a ``<style>``
        applies even inside a hidden element, and it is saved with the notebook like every HTML part)."""
        sheet = html_output(f"<style>{WIDGET_CSS}</style>", layout={"display": "none"})
        return box([sheet, *children])

    # --- texts --------------------------------------------------------------------------------------------
    def t(self, key: str, /, **params: object) -> str:
        """The text of ``key`` in this component's language."""
        return i18n.text(key, self.lang, **params)

    # --- display ------------------------------------------------------------------------------------------
    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # --- for tests ----------------------------------------------------------------------------------------
    def snapshot(self) -> str:
        """The current rendered HTML/SVG text of every HTML part, joined by newlines."""
        return "\n".join(html_values(self.widget))

    def visible_texts(self) -> list[str]:
        """Every text a learner can read right now (see :func:`visible_texts`)."""
        return visible_texts(self.widget)

    # --- handlers ------------------------------------------------------------------------------------------
    def guard(self, handler: Callable[..., Any]) -> Callable[..., Any]:
        """Wrap an event handler: any error becomes a friendly message in :attr:`messages`, never a traceback."""

        def run(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except Exception as error:  # the widget must keep working whatever happens
                self.messages.exception(error)
                return None

        run.__name__ = getattr(handler, "__name__", "handler")
        run.__doc__ = getattr(handler, "__doc__", None)
        return run
