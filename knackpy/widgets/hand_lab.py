"""The hand lab: pick cards, see the hand and its value with rule IDs, switch the reading flags.

>>> import knackpy.widgets.hand_lab as m
>>> m.VALUE_FLAGS
('deck', 'same_rank_adds', 'knack_is_ace_flush')
"""

from __future__ import annotations

from typing import Any

from .. import i18n, registry
from ..cards import label_params, parse_cards
from ..errors import KnackpyError
from ..scoring import format_points, hand_value
from .common import (
    CSS_CLASS,
    STYLE,
    CardPicker,
    Component,
    box,
    button,
    checkbox,
    dropdown,
    esc,
    hand_html,
    heading_html,
    html_output,
    resolve_rules,
    rule_ids_text,
    suit_colours_switch,
)

__all__ = ["HandLab", "VALUE_FLAGS"]

#: The options that change what a hand is worth (the other flags change the play, not the value).
VALUE_FLAGS = ("deck", "same_rank_adds", "knack_is_ace_flush")

i18n.catalogue(
    {
        "widgets.hand_lab.title": ("Handlabor: {name}", "Hand lab: {name}"),
        "widgets.hand_lab.intro_knack": (
            "Klick drei Karten an. Darunter steht, was die Hand wert ist und nach welcher Regel.",
            "Click three cards. Below you see what the hand is worth and which rule says so.",
        ),
        "widgets.hand_lab.intro_charakir": (
            "Klick beliebig viele Karten an. Darunter steht, wie viele Punkte die Hand zählt.",
            "Click as many cards as you like. Below you see how many points the hand counts.",
        ),
        "widgets.hand_lab.flags": ("Lesarten und Blatt", "Readings and deck"),
        "widgets.hand_lab.flag_tooltip": (
            "Regel {rule} umschalten: {title}",
            "Switch rule {rule}: {title}",
        ),
        "widgets.hand_lab.deck": ("Blatt", "Deck"),
        "widgets.hand_lab.clear": ("Alle abwählen", "Clear all"),
        "widgets.hand_lab.clear_tooltip": ("Alle gewählten Karten wieder abwählen", "Deselect every chosen card"),
        "widgets.hand_lab.value": ("Wert: {points}", "Value: {points}"),
        "widgets.hand_lab.pick_more": (
            "Noch {count} Karten wählen, dann steht hier der Wert.",
            "Pick {count} more cards to see the value here.",
        ),
        "widgets.hand_lab.pick_one_more": (
            "Noch eine Karte wählen, dann steht hier der Wert.",
            "Pick one more card to see the value here.",
        ),
        "widgets.hand_lab.full": (
            "Die Hand ist schon voll: Bei Knack hat jeder genau drei Karten. "
            "Wähl erst eine Karte ab, bevor du {card} nimmst.",
            "The hand is already full: in Knack everyone holds exactly three cards. "
            "Deselect a card before you take the {card}.",
        ),
        "widgets.hand_lab.too_many": (
            "Bei Knack hat jeder genau drei Karten, nicht {count}.",
            "In Knack everyone holds exactly three cards, not {count}.",
        ),
        "widgets.hand_lab.rules": ("Die Regeln dazu", "The rules behind it"),
        "widgets.hand_lab.flag_changed": (
            "{option}: {state}. Wert und Regeltext sind neu berechnet.",
            "{option}: {state}. Value and rule text are updated.",
        ),
        "widgets.hand_lab.on": ("an", "on"),
        "widgets.hand_lab.off": ("aus", "off"),
        "widgets.hand_lab.deck_changed": (
            "Jetzt mit: {deck}. Karten, die es darin nicht gibt, sind abgewählt.",
            "Now with: {deck}. Cards that do not exist in it were deselected.",
        ),
    }
)


class HandLab(Component):
    """Pick cards of the ruleset's deck and see the hand's value, its explanation and its rules.

    ``rules``: a ruleset name or a :class:`~knackpy.rules.Rules`; ``cards``: a
    starting hand (text or cards).  Knack hands hold at most three cards (a
    fourth click shows a friendly message), Charakir hands any number.
    Switching a flag (``same_rank_adds``, ``knack_is_ace_flush``, the deck)
    recomputes the value and shows the rule text of the new reading.

    Read the state from ``.rules``, ``.cards``, ``.value`` (a
    :class:`~knackpy.scoring.HandValue` or ``None``) and ``.snapshot()``.
    """

    def __init__(self, *, rules: Any = "knack", cards: Any = None, lang: str = "de") -> None:
        super().__init__(lang=lang)
        self.rules = resolve_rules(rules)
        self.value: Any = None
        self.flag_controls: dict[str, Any] = {}
        self._pickers: dict[str, CardPicker] = {}
        self._flag_texts: dict[str, Any] = {}
        self.title = html_output()
        self.intro = html_output()
        self.hand_view = html_output()
        self.value_view = html_output()
        self.rules_view = html_output()
        self.clear_button = button(
            self.t("widgets.hand_lab.clear"),
            tooltip=self.t("widgets.hand_lab.clear_tooltip"),
            icon="eraser",
            on_click=self.guard(lambda _b: self.picker.clear()),
        )
        self.flags_box = box(self._build_flags())
        self.colour_switch = suit_colours_switch(self.lang, self.guard(self._redraw_cards))
        self.picker_box = box([])
        self._build_picker()
        self.widget = self.frame(
            [
                self.title,
                self.intro,
                self.flags_box,
                self.colour_switch,
                self.picker_box,
                self.clear_button,
                self.hand_view,
                self.value_view,
                self.messages.widget,
                self.rules_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self._render_static()
        if cards is not None:
            self.set_cards(cards)
        else:
            self._update()

    # --- building ---------------------------------------------------------------------------------------------
    @property
    def limit(self) -> int | None:
        return 3 if self.rules.variant.has_table else None

    def _build_picker(self) -> None:
        """The picker of the current deck (built once per deck, so switching back and forth is instant)."""
        key = self.rules.deck.key
        picker = self._pickers.get(key)
        if picker is None:
            picker = self._pickers[key] = CardPicker(
                self.rules.deck.cards,
                lang=self.lang,
                limit=self.limit,
                on_change=self.guard(self._on_cards),
                on_full=self.guard(self._on_full),
            )
        self.picker = picker
        self.picker_box.children = [picker.widget]

    def _build_flags(self) -> list[Any]:
        children: list[Any] = []
        for option, rule_id, _now, _other in registry.flags(self.rules, self.lang):
            if option not in VALUE_FLAGS:
                continue
            entry = registry.entry(rule_id)
            tooltip = self.t("widgets.hand_lab.flag_tooltip", rule=rule_id, title=entry.title(self.lang))
            if option == "deck":
                choices = [entry.reading, entry.other_value]
                options = [(_deck_name(k, self.lang), k) for k in choices]
                control = dropdown(
                    options,
                    value=self.rules.deck.key,
                    description=self.t("widgets.hand_lab.deck"),
                    tooltip=tooltip,
                    on_change=self.guard(self._on_deck),
                )
            else:
                control = checkbox(
                    registry.option_label(option, self.lang),
                    tooltip=tooltip,
                    value=bool(getattr(self.rules, option)),
                    on_change=self.guard(self._make_flag_handler(option)),
                )
            note = html_output()
            self.flag_controls[option] = control
            self._flag_texts[option] = (rule_id, note)
            children += [control, note]
        if children:
            children.insert(0, html_output(heading_html(self.t("widgets.hand_lab.flags"))))
        return children

    # --- public API -------------------------------------------------------------------------------------------
    @property
    def cards(self) -> tuple[Any, ...]:
        """The chosen cards, in the order they were picked."""
        return tuple(self.picker.selected)

    def set_cards(self, cards: Any) -> tuple[Any, ...]:
        """Choose these cards (text such as ``"A♥ K♥ 7♥"`` or cards); a bad hand shows a message instead."""
        try:
            chosen = tuple(parse_cards(cards, self.rules)) if isinstance(cards, str) else tuple(cards)
            for c in chosen:
                if c not in self.picker.buttons:
                    raise KnackpyError(
                        "scoring.wrong_deck",
                        **label_params("card", c),
                        deck=self.rules.deck.name_after_article("de"),
                        deck_en=self.rules.deck.name_after_article("en"),
                    )
            if self.limit is not None and len(chosen) > self.limit:
                self.messages.error(self.t("widgets.hand_lab.too_many", count=len(chosen)), rule_ids=(self._deal_id,))
                return self.cards
            self.messages.clear()
            self.picker.set_selected(chosen)
        except Exception as error:  # never a traceback in the widget
            self.messages.exception(error)
        return self.cards

    def set_flag(self, option: str, value: Any) -> None:
        """Switch a flag as a click would (``"same_rank_adds"``, ``"knack_is_ace_flush"``, ``"deck"``)."""
        self.flag_controls[option].value = value

    # --- handlers ---------------------------------------------------------------------------------------------
    @property
    def _deal_id(self) -> str:
        return self.rules.rule_id("deal")

    def _on_cards(self) -> None:
        self.messages.clear()
        self._update()

    def _pick_more(self, count: int) -> str:
        if count == 1:
            return self.t("widgets.hand_lab.pick_one_more")
        return self.t("widgets.hand_lab.pick_more", count=count)

    def _on_full(self, card: Any) -> None:
        self.messages.error(self.t("widgets.hand_lab.full", card=card.name(self.lang)), rule_ids=(self._deal_id,))

    def _make_flag_handler(self, option: str):
        def handler(change: Any) -> None:
            self.rules = self.rules.replace(**{option: bool(change["new"])})
            state = self.t("widgets.hand_lab.on" if change["new"] else "widgets.hand_lab.off")
            self.messages.info(
                self.t("widgets.hand_lab.flag_changed", option=registry.option_label(option, self.lang), state=state)
            )
            self._render_static()
            self._update()

        return handler

    def _redraw_cards(self) -> None:
        """The suit colours changed: new pickers (their row labels and buttons are coloured), the hand again."""
        keep = self.cards
        self._pickers.clear()
        self._build_picker()
        self.picker.set_selected(keep, notify=False)
        self._update()

    def _on_deck(self, change: Any) -> None:
        keep = self.cards
        self.rules = self.rules.replace(deck=change["new"])
        self._build_picker()
        self.picker.set_selected([c for c in keep if c in self.picker.buttons], notify=False)
        self._render_static()
        self._update()
        self.messages.info(self.t("widgets.hand_lab.deck_changed", deck=self.rules.deck.name(self.lang)))

    # --- rendering ----------------------------------------------------------------------------------------------
    def _render_static(self) -> None:
        self.title.value = heading_html(self.t("widgets.hand_lab.title", name=self.rules.name(self.lang)))
        key = "widgets.hand_lab.intro_knack" if self.rules.variant.has_table else "widgets.hand_lab.intro_charakir"
        self.intro.value = f'<div style="{STYLE["text"]}">{esc(self.t(key))}</div>'
        for rule_id, note in self._flag_texts.values():
            text = registry.rule_text(rule_id, self.lang, self.rules)
            note.value = (
                f'<div class="{CSS_CLASS}-flag-text" style="{STYLE["muted"]};margin:0 0 6px 24px">'
                f'<span style="{STYLE["rule"]}">{esc(rule_id)}</span> {esc(text)}</div>'
            )

    def _update(self) -> None:
        cards = self.cards
        self.hand_view.value = hand_html(cards, lang=self.lang)
        ids: tuple[str, ...] = ()
        if self.limit is not None and len(cards) < self.limit:
            self.value = None
            self.value_view.value = (
                f'<div style="{STYLE["muted"]}">{esc(self._pick_more(self.limit - len(cards)))}</div>'
            )
        else:
            self.value = hand_value(cards, self.rules)
            ids = self.value.rule_ids
            points = esc(self.t("widgets.hand_lab.value", points=format_points(self.value.points)))
            self.value_view.value = (
                f'<div class="{CSS_CLASS}-value"><div style="{STYLE["value"]}">{points}</div>'
                f'<div style="{STYLE["text"]}">{esc(self.value.explain(self.lang))}</div></div>'
            )
        self._render_rules(ids)

    def _render_rules(self, ids: tuple[str, ...]) -> None:
        flag_ids = tuple(rule_id for rule_id, _ in self._flag_texts.values())
        base = (self.rules.rule_id("points"),)
        shown = tuple(dict.fromkeys(ids + base + flag_ids))
        items = "".join(
            f'<li><span style="{STYLE["rule"]}">{esc(i)}</span> <b>{esc(registry.rule_title(i, self.lang))}:</b> '
            f"{esc(registry.rule_text(i, self.lang, self.rules))}</li>"
            for i in shown
        )
        self.rules_view.value = (
            f'<div class="{CSS_CLASS}-rules" style="{STYLE["text"]}">'
            f"{heading_html(self.t('widgets.hand_lab.rules'))}"
            f'<div style="{STYLE["muted"]}">{esc(rule_ids_text(shown, self.lang))}</div>'
            f'<ul style="margin:4px 0">{items}</ul></div>'
        )


def _deck_name(key: str, lang: str) -> str:
    from ..cards import deck

    return deck(key).name(lang)
