"""The game table: a whole game of Knack, Oberlausitz Knack or Charakir against bots (issue 6, component 4).

>>> from knackpy.widgets import GameTable
>>> table = GameTable(rules="charakir", players=3, bots=("simple", "random"), seed=0, lang="en")
>>> [button.description for button in table.move_buttons]
['Draw from the pile', 'Take the discard']
>>> clicks = table.play_through()  # always the first move button, until the game is over
>>> table.game.is_over(), table.game.outcome().text("en") in table.outcome_view.value
(True, True)

What the learner sees, top to bottom:

* a heading with the ruleset and the round, and a collapsed "Settings" section
  (ruleset, number of players, seed, who plays each seat: you or a bot of a
  level) with the "New game" button;
* the board (SVG cards): the other players' hands face down with their card
  counts, the table (Knack) or the discard pile and the draw pile (Charakir),
  and the learner's own hand face up with its value and the rule IDs;
* lives, coins or points per player, who deals and who is to move;
* the learner's legal moves as buttons (labels and tooltips from the engine
  and the catalogue, so Tab/Enter work), and a "Tipp / Hint" button that
  shows the coach's ranked options with reasons and values;
* the end of the last round, explained by the engine's round result, and the
  final outcome;
* the running log (the engine's public history, newest at the bottom).

After every move of the learner the bots move at once until it is the
learner's turn again or the game is over.  What is drawn comes from the
learner's view (E5): other hands are never shown, only counted.  A learner who
is out (Knack: no lives left) or ``human=None`` watches: "Next move" lets one
bot move, "Play to the end" finishes the game.

Bad input (an unknown ruleset, too many players for the deck, an unknown bot
level, a move that is not legal) shows a friendly message in the widget, in
the learner's language and with the rule ID; nothing raises out of a handler.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from .. import i18n
from ..errors import KnackpyError
from .common import (
    CARD_WIDTH,
    CSS_CLASS,
    STYLE,
    Component,
    LiveRegion,
    box,
    button,
    dropdown,
    esc,
    heading_html,
    html_output,
    require_widgets,
    resolve_rules,
    rule_ids_text,
    suit_colours_switch,
    svg_html,
)

__all__ = ["GameTable", "SeatPicker", "int_field", "level_options", "check_levels", "HUMAN"]

#: The seat value of the learner in a :class:`SeatPicker` (every other value is a bot level).
HUMAN = "human"
_BACK_WIDTH = 46  # other players' face-down cards: small, they only show a count
_MAX_SEATS = 16  # the engine has 16 default names; no deck allows more players
_LOG_LINES = 60
_MAX_BOT_MOVES = 20_000  # safety net against a bot that never ends a round (the engine caps rounds anyway, E4)

# the moves with a tooltip of their own (``widgets.game_table.tip.<kind>``), by ``action.kind``
_TOOLTIP_KINDS = frozenset(
    {"keep", "throw", "swap", "swap_all", "push", "close", "call", "end_turn", "new_table"}
    | {"draw", "take", "pair", "discard", "knock", "no_knock"}
)

i18n.catalogue(
    {
        # shared by the three play components (seat picker, number fields)
        "widgets.play.players": ("Spieler", "Players"),
        "widgets.play.players_tooltip": (
            "Wie viele Spieler am Tisch sitzen (das Blatt begrenzt die Zahl)",
            "How many players sit at the table (the deck limits the number)",
        ),
        "widgets.play.seed": ("Startwert (Seed)", "Seed"),
        "widgets.play.seed_tooltip": (
            "Gleicher Startwert, gleiche Karten: so lässt sich alles genau wiederholen",
            "Same seed, same cards: everything can be repeated exactly",
        ),
        "widgets.play.seats": ("Wer spielt auf welchem Platz?", "Who plays in which seat?"),
        "widgets.play.seat_tooltip": ("Wer auf dem Platz von {name} spielt", "Who plays in {name}'s seat"),
        "widgets.play.human": ("du selbst", "you"),
        "widgets.play.bot_level": ("Bot: {level}", "bot: {level}"),
        "widgets.play.bad_level": (
            "Die Bot-Stufe {value} gibt es nicht; zur Wahl stehen: {accepted}",
            "There is no bot level {value}; choose from: {accepted}",
        ),
        "widgets.play.bad_number": (
            "{field}: {value} geht nicht; erlaubt ist eine ganze Zahl von {low} bis {high}",
            "{field}: {value} is not possible; use a whole number from {low} to {high}",
        ),
        "widgets.play.bad_seed": (
            "Der Startwert muss eine ganze Zahl von 0 bis {high} sein, nicht {value}",
            "The seed must be a whole number from 0 to {high}, not {value}",
        ),
        "widgets.play.need_bots": (
            "Für {players} Spieler braucht es mindestens eine Bot-Stufe",
            "{players} players need at least one bot level",
        ),
        # the game table
        "widgets.game_table.title": ("Spieltisch: {game}", "Game table: {game}"),
        "widgets.game_table.settings": ("Einstellungen für ein neues Spiel", "Settings for a new game"),
        "widgets.game_table.new_game": ("Neues Spiel", "New game"),
        "widgets.game_table.new_game_tooltip": (
            "Mit den Einstellungen ein neues Spiel beginnen",
            "Start a new game with these settings",
        ),
        "widgets.game_table.started": (
            "Neues Spiel: {game}, {players} Spieler, Startwert {seed}.",
            "New game: {game}, {players} players, seed {seed}.",
        ),
        "widgets.game_table.hint": ("Tipp", "Hint"),
        "widgets.game_table.hint_tooltip": (
            "Ein Tipp zeigt deine Möglichkeiten, die beste zuerst, mit Begründung",
            "A hint shows your options, best first, with reasons",
        ),
        "widgets.game_table.step": ("Nächster Zug", "Next move"),
        "widgets.game_table.step_tooltip": (
            "Den nächsten Spieler einen Zug machen lassen",
            "Let the next player make one move",
        ),
        "widgets.game_table.finish": ("Bis zum Ende", "Play to the end"),
        "widgets.game_table.finish_tooltip": (
            "Die Bots spielen das Spiel ohne dich zu Ende",
            "The bots finish the game without you",
        ),
        "widgets.game_table.two_humans": (
            "Nur ein Platz kann deiner sein; auf den anderen spielen Bots.",
            "Only one seat can be yours; bots play the others.",
        ),
        "widgets.game_table.bad_human": (
            "Einen Platz {value} gibt es nicht; erlaubt ist 0 bis {high} (oder None zum Zuschauen)",
            "There is no seat {value}; use 0 to {high} (or None to watch)",
        ),
        "widgets.game_table.no_game": (
            "Gerade läuft kein Spiel. Passe die Einstellungen an und klicke auf „Neues Spiel“.",
            "No game is running. Adjust the settings and click “New game”.",
        ),
        "widgets.game_table.game_over": (
            "Das Spiel ist vorbei; „Neues Spiel“ beginnt eine neue Partie.",
            "The game is over; “New game” starts another one.",
        ),
        "widgets.game_table.not_your_turn": (
            "Jetzt ist {player} am Zug, nicht du.",
            "It is {player}'s turn, not yours.",
        ),
        "widgets.game_table.you_moved": ("Du: {action}", "You: {action}"),
        "widgets.game_table.you_are_out": (
            "Du bist ausgeschieden. Die Bots spielen weiter: schau Zug für Zug zu oder bis zum Ende.",
            "You are out. The bots play on: watch move by move or to the end.",
        ),
        "widgets.game_table.watching": (
            "Du schaust zu: die Bots spielen allein. Du siehst alle Karten.",
            "You are watching: the bots play on their own. You see every card.",
        ),
        # the board
        "widgets.game_table.you": ("{name} (du)", "{name} (you)"),
        "widgets.game_table.cards_one": ("1 Karte", "1 card"),
        "widgets.game_table.cards_many": ("{n} Karten", "{n} cards"),
        "widgets.game_table.two_hands": ("zwei Hände, noch nicht gewählt", "two hands, not chosen yet"),
        "widgets.game_table.no_cards": ("keine Karten", "no cards"),
        "widgets.game_table.out": ("ausgeschieden", "out"),
        "widgets.game_table.table": ("Stock", "Table"),
        "widgets.game_table.table_empty": (
            "Noch leer: erst wählt {player} eine der zwei Hände ({rule})",
            "Still empty: first {player} chooses one of the two hands ({rule})",
        ),
        "widgets.game_table.pile": ("Stapel: {cards}", "Pile: {cards}"),
        "widgets.game_table.discard": ("Ablagestapel, oben:", "Discard pile, top card:"),
        "widgets.game_table.your_hand": ("Deine Hand", "Your hand"),
        "widgets.game_table.hand_of": ("Hand von {name}", "{name}'s hand"),
        "widgets.game_table.looked_at": ("Die Hand, die du ansiehst", "The hand you look at"),
        "widgets.game_table.other_hand": ("Die andere Hand (verdeckt)", "The other hand (face down)"),
        "widgets.game_table.value": ("Wert: {value}", "Value: {value}"),
        # standings
        "widgets.game_table.col_player": ("Spieler", "Player"),
        "widgets.game_table.col_lives": ("Leben", "Lives"),
        "widgets.game_table.col_coins": ("Münzen", "Coins"),
        "widgets.game_table.col_points": ("Punkte", "Points"),
        "widgets.game_table.col_status": ("Im Moment", "Right now"),
        "widgets.game_table.to_move": ("▶ am Zug", "▶ to move"),
        "widgets.game_table.dealer": ("gibt", "deals"),
        "widgets.game_table.chooser": ("hat zwei Hände", "has two hands"),
        "widgets.game_table.swimming": ("schwimmt", "swimming"),
        "widgets.game_table.knocked": ("hat geklopft", "has knocked"),
        "widgets.game_table.winner": ("★ gewinnt", "★ wins"),
        "widgets.game_table.pot": ("Im Pott: {n} Münzen (O3, O12)", "In the pot: {n} coins (O3, O12)"),
        "widgets.game_table.round": ("Runde {round}", "Round {round}"),
        "widgets.game_table.round_lausitz": ("Spiel {round}", "Game {round}"),
        # prompts: what the learner decides now
        "widgets.game_table.prompt.choose": (
            "Du bekommst zwei Hände und siehst dir eine an: behalten, oder offen hinlegen und die andere "
            "blind nehmen? ({rule})",
            "You get two hands and look at one: keep it, or lay it face up and take the other one blind? ({rule})",
        ),
        "widgets.game_table.prompt.turn": (
            "Du bist dran: eine Karte oder alle drei tauschen, schieben oder {close}? (K10, K11, {rule})",
            "Your turn: swap one card or all three, push, or {close_en}? (K10, K11, {rule})",
        ),
        "widgets.game_table.prompt.turn_closed": (
            "{player} hat {closed}: dein letzter Zug – tauschen oder schieben. (K10, K11, {rule})",
            "{player} has {closed_en}: your last turn – swap or push. (K10, K11, {rule})",
        ),
        "widgets.game_table.prompt.call": (
            "Du hast {points}! Sag es an – wer nicht ansagt, verliert die Runde. ({rule})",
            "You hold {points}! Call it – whoever does not call loses the round. ({rule})",
        ),
        "widgets.game_table.prompt.draw": (
            "Du bist dran: ziehe vom Stapel oder nimm die offene Karte (nur mit einem Paar). (C7, C8)",
            "Your turn: draw from the pile or take the discard (only with a pair). (C7, C8)",
        ),
        "widgets.game_table.prompt.pair": (
            "Du hast die offene Karte genommen: lege jetzt ein Paar ab. (C8)",
            "You took the discard: now lay down a pair. (C8)",
        ),
        "widgets.game_table.prompt.discard": ("Lege eine Karte offen ab. (C9)", "Discard one card face up. (C9)"),
        "widgets.game_table.prompt.knock": (
            "Deine Hand zählt {points}: klopfen oder nicht? (C10)",
            "Your hand counts {points}: knock or not? (C10)",
        ),
        "widgets.game_table.prompt.knocked": (
            "{player} hat geklopft: das ist dein letzter Zug. (C10)",
            "{player} has knocked: this is your last turn. (C10)",
        ),
        # move tooltips (the rule each move belongs to)
        "widgets.game_table.tip.keep": (
            "Die angesehene Hand behalten; die andere kommt offen als Stock auf den Tisch ({rule})",
            "Keep the hand you looked at; the other one goes face up as the table ({rule})",
        ),
        "widgets.game_table.tip.throw": (
            "Diese Hand offen als Stock auf den Tisch legen und die andere blind nehmen ({rule})",
            "Lay this hand face up as the table and take the other one blind ({rule})",
        ),
        "widgets.game_table.tip.swap": (
            "Eine Karte der Hand gegen eine Karte aus dem Stock tauschen ({rule})",
            "Swap one card of your hand for one card on the table ({rule})",
        ),
        "widgets.game_table.tip.swap_all": (
            "Alle drei Handkarten gegen die drei Stockkarten tauschen ({rule})",
            "Swap all three cards of your hand for the three table cards ({rule})",
        ),
        "widgets.game_table.tip.push": (
            "Nichts tauschen, der Nächste ist dran ({rule})",
            "Swap nothing; the next player moves ({rule})",
        ),
        "widgets.game_table.tip.close": (
            "Die Runde beenden: alle anderen sind noch einmal dran, du nicht mehr ({rule})",
            "End the round: everyone else moves once more, you do not ({rule})",
        ),
        "widgets.game_table.tip.call": (
            "Jetzt ansagen: die Runde endet sofort und wird gewertet ({rule})",
            "Call it now: the round ends at once and is scored ({rule})",
        ),
        "widgets.game_table.tip.end_turn": (
            "Den Zug beenden, ohne anzusagen – wer es nicht ansagt, verliert die Runde ({rule})",
            "End the turn without calling – whoever does not call loses the round ({rule})",
        ),
        "widgets.game_table.tip.new_table": (
            "7, 8 und 9 liegen im Stock: drei neue Stockkarten verlangen ({rule})",
            "7, 8 and 9 lie on the table: ask for three new table cards ({rule})",
        ),
        "widgets.game_table.tip.draw": (
            "Die oberste Karte vom verdeckten Stapel ziehen ({rule})",
            "Draw the top card of the face-down pile ({rule})",
        ),
        "widgets.game_table.tip.take": (
            "Die offene Karte nehmen – danach legst du sofort ein Paar ab ({rule})",
            "Take the face-up card – then you lay down a pair at once ({rule})",
        ),
        "widgets.game_table.tip.pair": (
            "Zwei Karten gleichen Rangs auf den Ablagestapel legen ({rule})",
            "Lay two cards of the same rank onto the discard pile ({rule})",
        ),
        "widgets.game_table.tip.discard": (
            "Diese Karte offen ablegen ({rule})",
            "Discard this card face up ({rule})",
        ),
        "widgets.game_table.tip.knock": (
            "Klopfen: alle anderen haben noch einen letzten Zug, dann wird gewertet ({rule})",
            "Knock: everyone else has one last turn, then the round is scored ({rule})",
        ),
        "widgets.game_table.tip.no_knock": (
            "Nicht klopfen; dein Zug ist zu Ende ({rule})",
            "Do not knock; your turn is over ({rule})",
        ),
        "widgets.game_table.tip.best": ("Bester Tipp", "Best hint"),
        # hints
        "widgets.game_table.hint_title": (
            "Tipp (der beste Zug zuerst)",
            "Hint (the best move first)",
        ),
        "widgets.game_table.hint_none": (
            "Gerade hast du nichts zu entscheiden.",
            "There is nothing for you to decide right now.",
        ),
        "widgets.game_table.hint_line": ("{action} – {value}", "{action} – {value}"),
        # round end, outcome, log
        "widgets.game_table.round_end": ("Rundenende", "End of the round"),
        "widgets.game_table.round_end_charakir": ("Runde {round} ist gewertet", "Round {round} is scored"),
        "widgets.game_table.totals_after": ("Punkte danach: {standings} (C13)", "Totals after: {standings} (C13)"),
        "widgets.game_table.game_end": ("Spielende", "End of the game"),
        "widgets.game_table.you_won": ("Glückwunsch, du hast gewonnen!", "Congratulations, you won!"),
        "widgets.game_table.you_lost": (
            "Diesmal hat es nicht gereicht – noch ein Spiel?",
            "Not this time – another game?",
        ),
        "widgets.game_table.log": ("Spielverlauf", "Game log"),
        "widgets.game_table.log_more": ("… und {n} frühere Einträge", "… and {n} earlier entries"),
        "widgets.game_table.bot_reason": (
            "{name} ({level}): {action} – {reason}",
            "{name} ({level}): {action} – {reason}",
        ),
    }
)


# --- small shared helpers (also used by the variant lab and the dashboard) ---------------------------------


def level_options(lang: str, *, human: bool = False) -> list[tuple[str, str]]:
    """Dropdown options ``(label, value)``: the bot levels of :mod:`knackpy.bots` (and "you" first)."""
    from .. import bots

    out = [(i18n.text("widgets.play.human", lang), HUMAN)] if human else []
    out += [
        (i18n.text("widgets.play.bot_level", lang, level=bots.level_name(level, lang)), level) for level in bots.LEVELS
    ]
    return out


def check_levels(levels: Sequence[Any]) -> tuple[str, ...]:
    """Every entry must be a bot level (or :data:`HUMAN`); a bilingual error names the accepted ones."""
    from .. import bots

    for level in levels:
        if level != HUMAN and level not in bots.LEVELS:
            raise KnackpyError("widgets.play.bad_level", value=repr(level)[:40], accepted=", ".join(bots.LEVELS))
    return tuple(levels)


def int_field(description: str, value: int, *, tooltip: str = "", width: str = "190px") -> Any:
    """A number field (``IntText``): typing is free, the component checks the number and explains problems."""
    w = require_widgets()
    field = w.IntText(
        value=value,
        description=description,
        tooltip=tooltip or description,
        style={"description_width": "initial"},
        layout=w.Layout(width=width),
    )
    field.add_class(CSS_CLASS)
    return field


def check_int(value: Any, field: str, low: int, high: int, lang: str) -> int:
    """``value`` if it is a whole number in ``low..high``, else a bilingual error naming the field."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise KnackpyError("widgets.play.bad_number", field=field, value=repr(value)[:20], low=low, high=high)
    return value


def check_seed(value: Any) -> int:
    from ..engine import core

    return core.check_seed(value, none_is_new=False, error="widgets.play.bad_seed")


def seat_names(count: int) -> tuple[str, ...]:
    """The engine's default player names for ``count`` seats."""
    from ..engine.core import DEFAULT_NAMES

    return tuple(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else str(i + 1) for i in range(count))


def capitalised(label: str) -> str:
    """Button labels start with a capital letter (the engine writes English actions in lower case)."""
    return label[:1].upper() + label[1:]


def ruleset_options(lang: str) -> list[tuple[str, str]]:
    from ..rules import RULESETS, rules

    return [(rules(name).name(lang), name) for name in RULESETS]


class SeatPicker:
    """One dropdown per seat: who plays there, a bot level (and, with ``allow_human``, "you").

    :meth:`set_count` grows or shrinks the row (kept choices stay, new seats
    get the level of the last bot seat); :attr:`values` lists the choice of
    every seat, :data:`HUMAN` for the learner.
    """

    def __init__(self, values: Sequence[str], *, lang: str = "de", allow_human: bool = False) -> None:
        w = require_widgets()
        self.lang = lang
        self.allow_human = allow_human
        self.options = level_options(lang, human=allow_human)
        self._valid = {value for _, value in self.options}
        self.dropdowns: list[Any] = []
        self.widget = w.HBox([], layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.set_values(values)

    def _dropdown(self, seat: int, name: str, value: str) -> Any:
        return dropdown(
            self.options,
            value=value if value in self._valid else self._fallback(),
            description=name,
            tooltip=i18n.text("widgets.play.seat_tooltip", self.lang, name=name),
        )

    def _fallback(self) -> str:
        bots = [v for v in self.values if v != HUMAN and v in self._valid] if self.dropdowns else []
        return bots[-1] if bots else "simple" if "simple" in self._valid else self.options[-1][1]

    def set_values(self, values: Sequence[str]) -> None:
        values = list(values)[:_MAX_SEATS]
        names = seat_names(len(values))
        self.dropdowns = [self._dropdown(seat, names[seat], value) for seat, value in enumerate(values)]
        self.widget.children = self.dropdowns

    def set_count(self, count: int) -> None:
        """Show ``count`` seats (between 2 and 16; other counts change nothing)."""
        if not isinstance(count, int) or not 2 <= count <= _MAX_SEATS or count == len(self.dropdowns):
            return
        if count < len(self.dropdowns):
            self.dropdowns = self.dropdowns[:count]
        else:
            names = seat_names(count)
            fill = self._fallback()
            self.dropdowns += [self._dropdown(s, names[s], fill) for s in range(len(self.dropdowns), count)]
        self.widget.children = self.dropdowns

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(d.value for d in self.dropdowns)


# --- texts for moves and round results ----------------------------------------------------------------------


def move_tooltip(action: Any, rules: Any, lang: str) -> str:
    """A move's tooltip: what it does and its rule in this ruleset (the action knows it: K5 or O4, K13 or O5, ...)."""
    if action.kind not in _TOOLTIP_KINDS:
        return capitalised(action.label(lang))
    return i18n.text(f"widgets.game_table.tip.{action.kind}", lang, rule=action.rule_id(rules))


def round_lines(result: Any, lang: str) -> list[str]:
    """A round result in sentences: the engine's ``explain(lang)`` (Knack) or ``text(lang)`` (Charakir)."""
    explain = getattr(result, "explain", None)
    lines = explain(lang) if callable(explain) else result.text(lang)
    if isinstance(lines, str):
        lines = lines.splitlines()
    lines = list(lines)
    totals = getattr(result, "totals", None)
    if totals is not None and not callable(explain):  # Charakir: add the running totals
        standings = ", ".join(f"{name} {total}" for name, total in zip(result.names, totals, strict=True))
        lines.append(i18n.text("widgets.game_table.totals_after", lang, standings=standings))
    return lines


def hand_markup(
    cards: tuple[Any, ...] | int,
    *,
    width: float,
    face_down: bool = False,
    overlap: bool = False,
    highlight: tuple[Any, ...] = (),
    lang: str = "de",
) -> str:
    """:func:`knackpy.svg.hand_svg` as a string in the session's suit colours, remembered: a click redraws the
    same few hands again and again."""
    from .. import svg

    scheme = "four" if svg.suit_colours() is svg.FOUR_COLOURS else "standard"
    return _hand_markup(cards, width, face_down, overlap, highlight, lang, scheme)


@functools.lru_cache(maxsize=1024)
def _hand_markup(
    cards: tuple[Any, ...] | int,
    width: float,
    face_down: bool,
    overlap: bool,
    highlight: tuple[Any, ...],
    lang: str,
    scheme: str,
) -> str:
    from .. import svg

    return str(
        svg.hand_svg(
            cards,
            width=width,
            face_down=face_down,
            overlap=overlap,
            highlight=highlight,
            lang=lang,
            suit_colours=scheme,
        )
    )


def hint_reason(hint: Any, lang: str) -> str:
    """The coach's reason without repeating the move's name in front, with the rule IDs it rests on."""
    reason = hint.reason(lang)
    label = hint.action.label(lang)
    if reason.lower().startswith(label.lower() + ":"):
        reason = capitalised(reason[len(label) + 1 :].strip())
    ids = tuple(getattr(hint, "rule_ids", ()) or ())
    if ids and not all(rule_id in reason for rule_id in ids):
        reason += f" ({rule_ids_text(ids, lang)})"
    return reason


def _points_text(points: Any) -> str:
    from ..scoring import format_points

    return format_points(points)


def _box_html(kind: str, title: str, lines: Sequence[str], *, bullets: bool = True) -> str:
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    style = "margin:4px 0 2px 18px;padding:0" if bullets else "margin:4px 0 2px 0;padding:0;list-style:none"
    return (
        f'<div class="{CSS_CLASS}-{kind}" style="{STYLE["text"]};{STYLE[kind]};padding:6px 12px;margin:4px 0;'
        f'border-radius:4px"><div style="font-weight:700">{esc(title)}</div>'
        f'<ul style="{style}">{items}</ul></div>'
    )


# --- the component --------------------------------------------------------------------------------------------


class GameTable(Component):
    """A whole game against bots, for ``knack``, ``knack_oberlausitz`` and ``charakir``.

    ``rules``: a ruleset name or a rules object (its options are kept);
    ``players``: 2 up to what the deck allows; ``bots``: one level of
    :data:`knackpy.bots.LEVELS` for every other seat, in seat order (a single
    level, or a shorter list, is repeated); ``human``: the learner's seat, or
    ``None`` to watch the bots; ``seed`` fixes every card and every bot (E1).
    ``hint_samples`` is passed to :func:`knackpy.hints.hint` (``None``: its
    default); ``show_bot_reasons`` shows why each bot moved as it did (off by
    default: the reasons may talk about the bot's hidden cards).

    Keyboard and screen readers: every move is a button (Tab, Enter/Space);
    after a move the focus goes to the first button of the next decision (at
    the end of the game to "New game"), and ``.live``, an ARIA live region,
    reads out the new lines of the game log.  Each part of the board (every
    hand, the table, the piles) is a labelled group.

    For tests and lessons: :meth:`play_human` plays a move of the learner (an
    action or its text, e.g. ``"schieben"``), :meth:`play_through` clicks the
    first move button until the game is over, :meth:`show_hint` is the hint
    button, :meth:`new_game` starts over with other settings.
    """

    def __init__(
        self,
        *,
        rules: Any = "knack",
        players: int = 3,
        bots: str | Sequence[str] = ("simple", "strong"),
        seed: int = 0,
        human: int | None = 0,
        names: Sequence[str] | None = None,
        hint_samples: int | None = None,
        show_bot_reasons: bool = False,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        self.game: Any = None
        self.rules: Any = None
        self.human: int | None = None
        self.levels: tuple[str, ...] = ()
        self.bots: dict[int, Any] = {}
        self.seed = seed
        self.names = names
        self.hint_samples = hint_samples
        self.show_bot_reasons = bool(show_bot_reasons)
        self.hints: tuple[Any, ...] = ()
        self.bot_reasons: list[str] = []
        self.last_round: Any = None
        self._rounds_seen = 0
        self._events_seen = 0
        self._log: list[str] = []
        self.move_actions: tuple[Any, ...] = ()
        self._build(rules, players, bots, seed, human)
        self.new_game(rules=rules, players=players, bots=bots, seed=seed, human=human)

    # --- building the widgets ---------------------------------------------------------------------------------
    def _build(self, rules: Any, players: Any, bots: Any, seed: Any, human: Any) -> None:
        w = self.w
        t = self.t
        game_name = rules if isinstance(rules, str) else getattr(rules, "game", "knack")
        try:
            game_name = resolve_rules(game_name).game
        except KnackpyError:
            game_name = "knack"
        self.title = html_output()
        self.ruleset = dropdown(
            ruleset_options(self.lang),
            value=game_name,
            description=t("widgets.common.ruleset"),
            tooltip=t("widgets.common.ruleset_tooltip"),
        )
        count = players if isinstance(players, int) and not isinstance(players, bool) else 3
        self.players_field = int_field(t("widgets.play.players"), count, tooltip=t("widgets.play.players_tooltip"))
        self.seed_field = int_field(
            t("widgets.play.seed"), seed if isinstance(seed, int) else 0, tooltip=t("widgets.play.seed_tooltip")
        )
        try:
            seats = self._seat_levels(max(2, min(count, _MAX_SEATS)), bots, human)
        except KnackpyError:
            seats = [HUMAN] + ["simple"] * (max(2, min(count, _MAX_SEATS)) - 1)
        self.seats = SeatPicker(seats, lang=self.lang, allow_human=True)
        self.players_field.observe(lambda change: self.seats.set_count(change["new"]), names="value")
        self.new_game_button = button(
            t("widgets.game_table.new_game"),
            tooltip=t("widgets.game_table.new_game_tooltip"),
            on_click=self.guard(self._on_new_game),
            style="primary",
            icon="refresh",
        )
        settings = box(
            [
                box([self.ruleset, self.players_field, self.seed_field], vertical=False, wrap=True),
                html_output(f'<div style="{STYLE["muted"]}">{esc(t("widgets.play.seats"))}</div>'),
                self.seats.widget,
                self.new_game_button,
            ]
        )
        self.settings = w.Accordion(children=[settings], titles=(t("widgets.game_table.settings"),))
        self.settings.selected_index = None
        self.board = html_output()
        self.standings = html_output()
        self.prompt = html_output()
        self.move_box = w.HBox([], layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.move_box.add_class(f"{CSS_CLASS}-moves")
        self.move_buttons: list[Any] = []
        self.hint_button = button(
            t("widgets.game_table.hint"),
            tooltip=t("widgets.game_table.hint_tooltip"),
            on_click=self.guard(lambda _: self.show_hint()),
            style="info",
            icon="lightbulb-o",
        )
        self.step_button = button(
            t("widgets.game_table.step"),
            tooltip=t("widgets.game_table.step_tooltip"),
            on_click=self.guard(lambda _: self.step() and self._focus_next()),
            icon="step-forward",
        )
        self.finish_button = button(
            t("widgets.game_table.finish"),
            tooltip=t("widgets.game_table.finish_tooltip"),
            on_click=self.guard(lambda _: self.finish() and self._focus_next()),
            icon="fast-forward",
        )
        self.tools = box([self.hint_button, self.step_button, self.finish_button], vertical=False, wrap=True)
        self.hint_view = html_output()
        self.reasons_view = html_output()
        self.round_view = html_output()
        self.outcome_view = html_output()
        self.log_view = html_output()
        self.live = LiveRegion(self.lang)
        self.colour_switch = suit_colours_switch(self.lang, self.guard(self._render))
        self.widget = self.frame(
            [
                self.title,
                self.settings,
                self.colour_switch,
                self.messages.widget,
                self.live.widget,
                self.board,
                self.standings,
                self.prompt,
                self.move_box,
                self.tools,
                self.hint_view,
                self.reasons_view,
                self.outcome_view,
                self.round_view,
                self.log_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self.widget.add_class(f"{CSS_CLASS}-game-table")

    # --- starting a game ------------------------------------------------------------------------------------
    def _seat_levels(self, players: int, bots: Any, human: Any) -> list[str]:
        """The level of every seat (:data:`HUMAN` for the learner) from the constructor's options."""
        if human is not None and (isinstance(human, bool) or not isinstance(human, int) or not 0 <= human < players):
            raise KnackpyError("widgets.game_table.bad_human", value=repr(human)[:20], high=players - 1)
        if isinstance(bots, str):
            bots = (bots,)
        bots = tuple(bots or ())
        if not bots and players - (human is not None) > 0:
            raise KnackpyError("widgets.play.need_bots", players=players)
        check_levels(bots)
        out, k = [], 0
        for seat in range(players):
            if seat == human:
                out.append(HUMAN)
            else:
                out.append(bots[k % len(bots)])
                k += 1
        return out

    def new_game(
        self,
        *,
        rules: Any = None,
        players: int | None = None,
        bots: str | Sequence[str] | None = None,
        seed: int | None = None,
        human: Any = "same",
        seats: Sequence[str] | None = None,
    ) -> bool:
        """Start a new game; options left out keep their current value.  ``seats`` gives every seat at once
        (bot levels and :data:`HUMAN`).  Returns ``False`` (with a message in the widget) for bad settings."""
        try:
            ruleset = resolve_rules(rules if rules is not None else (self.rules or self.ruleset.value))
            n = players if players is not None else (self.game.n_players if self.game else len(self.seats.values))
            from ..engine.core import check_players

            check_players(ruleset, n)
            seed = check_seed(self.seed if seed is None else seed)
            if seats is None:
                if human == "same":
                    human = self.human if self.game is not None or self.human is not None else 0
                if bots is None:
                    bots = tuple(level for level in self.levels if level != HUMAN) or ("simple",)
                seats = self._seat_levels(n, bots, human)
            seats = check_levels(seats)
            if len(seats) != n:
                raise KnackpyError(
                    "widgets.play.bad_number", field=self.t("widgets.play.players"), value=n, low=2, high=len(seats)
                )
            humans = [s for s, level in enumerate(seats) if level == HUMAN]
            if len(humans) > 1:
                raise KnackpyError("widgets.game_table.two_humans")
            self._start(ruleset, tuple(seats), humans[0] if humans else None, seed)
        except KnackpyError as error:
            self.messages.exception(error)
            self.settings.selected_index = 0  # open the settings so the learner can fix them
            self._render()
            return False
        return True

    def _start(self, ruleset: Any, seats: tuple[str, ...], human: int | None, seed: int) -> None:
        import knackpy

        from .. import bots as bots_module

        game = knackpy.new_game(ruleset, players=len(seats), seed=seed, names=self.names)
        self.bots = {
            seat: bots_module.make_bot(level, ruleset, seed=seed * 97 + seat + 1)
            for seat, level in enumerate(seats)
            if level != HUMAN
        }
        self.game, self.rules, self.levels, self.human, self.seed = game, ruleset, seats, human, seed
        self.hints, self.bot_reasons, self.last_round = (), [], None
        self._rounds_seen = self._events_seen = 0
        self._log = []
        # the settings show what is being played
        self.ruleset.value = ruleset.game
        self.players_field.value = len(seats)
        self.seed_field.value = seed
        self.seats.set_values(seats)
        self.messages.info(
            self.t("widgets.game_table.started", game=ruleset.name(self.lang), players=len(seats), seed=seed)
        )
        self._advance()
        self._render()

    def _on_new_game(self, _: Any = None) -> None:
        chosen = self.ruleset.value
        ruleset = self.rules if self.rules is not None and self.rules.game == chosen else chosen
        self.new_game(
            rules=ruleset, players=self.players_field.value, seed=self.seed_field.value, seats=self.seats.values
        )

    # --- playing ---------------------------------------------------------------------------------------------
    @property
    def human_can_move(self) -> bool:
        """True while the learner still takes part (Knack: has lives or coins left; Charakir: always)."""
        game = self.game
        if game is None or self.human is None or game.is_over():
            return False
        in_game = getattr(game, "in_game", None)
        return in_game is None or bool(in_game[self.human])

    def _bot_move(self) -> None:
        from .. import bots as bots_module

        game = self.game
        seat = game.to_move
        bot = self.bots[seat]
        action = bot.act(game)
        self.game = game.apply(action)
        if self.show_bot_reasons:
            explain = getattr(bot, "explain_last", None)
            reason = explain(self.lang) if callable(explain) else ""
            self.bot_reasons.append(
                self.t(
                    "widgets.game_table.bot_reason",
                    name=game.names[seat],
                    level=bots_module.level_name(self.levels[seat], self.lang),
                    action=capitalised(action.label(self.lang)),
                    reason=reason or "–",
                )
            )

    def _advance(self) -> None:
        """Let the bots move until it is the learner's turn, the learner is out, or the game is over."""
        for _ in range(_MAX_BOT_MOVES):
            game = self.game
            if game is None or game.is_over() or not self.human_can_move or game.to_move == self.human:
                return
            self._bot_move()

    def play_human(self, action: Any) -> bool:
        """Play the learner's move (an action, or its text such as ``"schieben"`` or ``"swap 7h As"``), then
        let the bots reply.  Returns ``False`` and explains why in the widget if the move is not possible."""
        game = self.game
        self.messages.clear()
        if game is None:
            self.messages.error(self.t("widgets.game_table.no_game"))
            return False
        if game.is_over():
            self.messages.info(self.t("widgets.game_table.game_over"))
            return False
        if not self.human_can_move or game.to_move != self.human:
            self.messages.error(self.t("widgets.game_table.not_your_turn", player=game.names[game.to_move]))
            return False
        try:
            checked = game.check(action)
        except KnackpyError as error:
            self.messages.exception(error)
            return False
        self.bot_reasons = []
        self.game = game.apply(checked)
        self.hints = ()
        self._advance()
        self._render()
        return True

    def step(self) -> bool:
        """Let the next bot make one move (when the learner is out or watches)."""
        game = self.game
        if game is None or game.is_over() or (self.human_can_move and game.to_move == self.human):
            return False
        self.bot_reasons = []
        self._bot_move()
        self._advance()
        self._render()
        return True

    def finish(self) -> bool:
        """Let the bots play the game to its end (when the learner is out or watches)."""
        game = self.game
        if game is None or game.is_over() or self.human_can_move:
            return False
        self.bot_reasons = []
        for _ in range(_MAX_BOT_MOVES * 10):
            if self.game.is_over():
                break
            self._bot_move()
        self._render()
        return True

    def show_hint(self) -> tuple[Any, ...]:
        """The hint button: the coach's ranked options for the learner's current decision."""
        from .. import hints as hints_module

        game = self.game
        if game is None or game.is_over() or not self.human_can_move or game.to_move != self.human:
            self.hints = ()
            self.hint_view.value = _box_html(
                "info", self.t("widgets.game_table.hint_title"), [self.t("widgets.game_table.hint_none")]
            )
            return ()
        options: dict[str, Any] = {"player": self.human, "seed": self.seed}
        if self.hint_samples is not None:
            options["samples"] = self.hint_samples
        self.hints = tuple(hints_module.hint(game, **options))
        self._render_hints()
        self._render_moves()
        return self.hints

    def play_through(self, *, hint_every: int = 0, max_clicks: int = 100_000) -> int:
        """Click through a whole game as a learner would: always the first move button (every ``hint_every``-th
        time the hint button first); when the learner is out, "Play to the end".  Returns the number of clicks."""
        clicks = 0
        while self.game is not None and not self.game.is_over() and clicks < max_clicks:
            visible = [b for b in self.move_buttons if b.layout.display != "none"]
            if visible:
                if hint_every and clicks % hint_every == 0:
                    self.hint_button.click()
                visible[0].click()
            elif self.finish_button.layout.display != "none":
                self.finish_button.click()
            else:  # nothing to click: the game cannot go on (should not happen)
                break
            clicks += 1
        return clicks

    # --- rendering ------------------------------------------------------------------------------------------------
    def _render(self) -> None:
        game = self.game
        self._render_title()
        if game is None:
            self.board.value = self.standings.value = self.prompt.value = ""
            self.hint_view.value = self.reasons_view.value = self.round_view.value = ""
            self.outcome_view.value = self.log_view.value = ""
            self.move_actions = ()
            self._render_moves()
            self._show_tools(hint=False, watch=False)
            return
        view = self._view()
        self._render_board(view)
        self._render_standings(view)
        self._render_prompt(view)
        self._render_round()
        self._render_outcome()
        self._render_log(view)
        self._render_hints()
        self.reasons_view.value = (
            _box_html("info", self.t("widgets.game_table.log"), self.bot_reasons) if self.bot_reasons else ""
        )
        mine = self.human_can_move and game.to_move == self.human
        self.move_actions = tuple(game.legal_actions()) if mine else ()
        self._render_moves()
        watch = not game.is_over() and not self.human_can_move
        self._show_tools(hint=mine, watch=watch)

    def _show_tools(self, *, hint: bool, watch: bool) -> None:
        self.hint_button.layout.display = None if hint else "none"
        self.step_button.layout.display = None if watch else "none"
        self.finish_button.layout.display = None if watch else "none"

    def _render_title(self) -> None:
        rules = self.rules
        name = rules.name(self.lang) if rules is not None else "–"
        title = heading_html(self.t("widgets.game_table.title", game=name))
        game = self.game
        if game is not None:
            key = (
                "widgets.game_table.round_lausitz" if rules.game == "knack_oberlausitz" else "widgets.game_table.round"
            )
            number = game.round_no if rules.is_knack else game.round_no + 1
            sub = self.t(key, round=number) if not game.is_over() else self.t("widgets.game_table.game_end")
            title += f'<div style="{STYLE["muted"]}">{esc(sub)}</div>'
        self.title.value = title

    def _view(self) -> Any:
        """What the learner may see (E5); watching (no seat, or out) shows the teacher's view with every hand."""
        game = self.game
        if self.human is None:
            return game.view(None)
        return game.view(self.human)

    def _count_text(self, n: int) -> str:
        return self.t("widgets.game_table.cards_one") if n == 1 else self.t("widgets.game_table.cards_many", n=n)

    def _render_board(self, view: Any) -> None:
        from .. import bots as bots_module
        from ..scoring import hand_value

        game, rules, lang = self.game, self.rules, self.lang
        watching = self.human is None
        blocks = []
        for seat in range(game.n_players):
            if seat == self.human:
                continue
            name = game.names[seat]
            caption = name
            level = self.levels[seat]
            if level != HUMAN:
                caption += " · " + self.t("widgets.play.bot_level", level=bots_module.level_name(level, lang))
            if rules.is_knack and not view.in_game[seat]:
                cards_svg, note = "", self.t("widgets.game_table.out")
            elif watching:
                hand = view.hands[seat] if view.hands[seat] else ()
                if rules.is_knack and view.phase == "choose" and seat == view.chooser:
                    hand = view.chooser_hands[0]
                cards_svg = hand_markup(hand, width=_BACK_WIDTH + 10, lang=lang)
                note = self._count_text(len(hand))
            else:
                if rules.is_knack:
                    two = view.phase == "choose" and seat == view.chooser
                    count = 6 if two else 3
                    note = self.t("widgets.game_table.two_hands") if two else self._count_text(3)
                else:
                    count = view.hand_sizes[seat]
                    note = self._count_text(count)
                cards_svg = (
                    hand_markup(count, width=_BACK_WIDTH, face_down=True, overlap=True, lang=lang) if count else ""
                )
            marker = " ▶" if view.to_move == seat else ""
            group = esc(self.t("widgets.game_table.hand_of", name=name))
            blocks.append(
                f'<div role="group" aria-label="{group}" style="margin:0 18px 8px 0"><div style="{STYLE["text"]};font-weight:600">{esc(caption)}{marker}</div>'
                f'<div style="{STYLE["muted"]}">{esc(note)}</div>{svg_html(cards_svg) if cards_svg else ""}</div>'
            )
        others = f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start">{"".join(blocks)}</div>'
        middle = self._middle_html(view)
        mine = self._own_html(view, hand_value) if not watching else ""
        self.board.value = (
            f'<div class="{CSS_CLASS}-board" style="{STYLE["text"]};border:1px solid #CCCCCC;border-radius:6px;'
            f'padding:8px 12px;background:#F7FAF7">{others}{middle}{mine}</div>'
        )

    def _middle_html(self, view: Any) -> str:

        lang = self.lang
        parts = []
        if self.rules.is_knack:
            table = view.table
            caption = esc(self.t("widgets.game_table.table"))
            parts.append(f'<div role="group" aria-label="{caption}"><div style="font-weight:600">{caption}</div>')
            if table:
                parts.append(svg_html(hand_markup(tuple(table), width=CARD_WIDTH, lang=lang)))
            else:
                rule = "O4" if self.rules.game == "knack_oberlausitz" else "K5"
                player = view.names[view.chooser]
                parts.append(f"<div>{esc(self.t('widgets.game_table.table_empty', player=player, rule=rule))}</div>")
            pile = self.t("widgets.game_table.pile", cards=self._count_text(view.pile_size))
            pot = self.t("widgets.game_table.pot", n=view.pot) if self.rules.game == "knack_oberlausitz" else ""
            parts.append(f'<div style="{STYLE["muted"]}">{esc(pile)}{" · " + esc(pot) if pot else ""}</div></div>')
        else:
            top = view.discard_top
            size = view.pile_size
            discard = hand_markup((top,) if top is not None else (), width=CARD_WIDTH, lang=lang)
            pile = hand_markup(min(size, 1), width=CARD_WIDTH, face_down=True, lang=lang)
            discard_caption = esc(self.t("widgets.game_table.discard"))
            pile_caption = esc(self.t("widgets.game_table.pile", cards=self._count_text(size)))
            parts.append(
                '<div style="display:flex;flex-wrap:wrap;gap:24px">'
                f'<div role="group" aria-label="{discard_caption}"><div style="font-weight:600">{discard_caption}</div>'
                f"{svg_html(str(discard))}</div>"
                f'<div role="group" aria-label="{pile_caption}"><div style="font-weight:600">{pile_caption}</div>'
                f"{svg_html(str(pile))}</div></div>"
            )
        return f'<div style="margin:6px 0">{"".join(parts)}</div>'

    def _own_html(self, view: Any, hand_value: Callable[..., Any]) -> str:

        game, lang = self.game, self.lang
        name = game.names[self.human]
        title = self.t("widgets.game_table.you", name=name)
        if self.rules.is_knack and not view.in_game[self.human]:
            body = f"<div>{esc(self.t('widgets.game_table.out'))}</div>"
            return f'<div style="margin-top:6px"><div style="font-weight:700">{esc(title)}</div>{body}</div>'
        hand = view.hand
        highlight = self._hint_cards(hand)
        cards = hand_markup(tuple(hand), width=CARD_WIDTH + 10, highlight=highlight, lang=lang)
        label = self.t("widgets.game_table.your_hand")
        extra = ""
        if self.rules.is_knack and view.phase == "choose" and view.chooser == self.human:
            label = self.t("widgets.game_table.looked_at")
            other = hand_markup(3, width=CARD_WIDTH, face_down=True, lang=lang)
            other_caption = esc(self.t("widgets.game_table.other_hand"))
            extra = (
                f'<div role="group" aria-label="{other_caption}"><div style="font-weight:600">{other_caption}</div>'
                f"{svg_html(str(other))}</div>"
            )
        value = ""
        if hand:
            value = self.t("widgets.game_table.value", value=hand_value(hand, self.rules).explain(lang))
        return (
            f'<div style="margin-top:6px"><div style="font-weight:700">{esc(title)}</div>'
            f'<div style="display:flex;flex-wrap:wrap;gap:24px"><div role="group" aria-label="{esc(label)}">'
            f'<div style="font-weight:600">{esc(label)}</div>'
            f"{svg_html(str(cards))}</div>{extra}</div>"
            f'<div style="{STYLE["value"]};font-size:18px">{esc(value)}</div></div>'
        )

    def _hint_cards(self, hand: tuple[Any, ...]) -> tuple[Any, ...]:
        """The hand cards the best hinted move uses (drawn raised with a ring)."""
        if not self.hints:
            return ()
        action = self.hints[0].action
        cards = [getattr(action, name, None) for name in ("give", "card", "a", "b")]
        return tuple(c for c in cards if c is not None and c in hand)

    def _render_standings(self, view: Any) -> None:
        game, rules = self.game, self.rules
        if rules.game == "knack":
            column, values = "widgets.game_table.col_lives", view.lives
        elif rules.game == "knack_oberlausitz":
            column, values = "widgets.game_table.col_coins", view.coins
        else:
            column, values = "widgets.game_table.col_points", view.totals
        outcome = game.outcome() if game.is_over() else None
        winners = set(outcome.winners) if outcome is not None else set()
        if outcome is not None:  # the final standings: in the Oberlausitz the winner has taken the pot (O13)
            values = outcome.standings
        head = (
            f'<tr><th style="text-align:left;padding:2px 10px">{esc(self.t("widgets.game_table.col_player"))}</th>'
            f'<th style="text-align:right;padding:2px 10px">{esc(self.t(column))}</th>'
            f'<th style="text-align:left;padding:2px 10px">{esc(self.t("widgets.game_table.col_status"))}</th></tr>'
        )
        rows = []
        for seat in range(game.n_players):
            name = game.names[seat]
            if seat == self.human:
                name = self.t("widgets.game_table.you", name=name)
            status = []
            if seat in winners:
                status.append(self.t("widgets.game_table.winner"))
            if not game.is_over():
                if view.to_move == seat:
                    status.append(self.t("widgets.game_table.to_move"))
                if view.dealer == seat:
                    status.append(self.t("widgets.game_table.dealer"))
                if rules.is_knack:
                    if view.phase == "choose" and view.chooser == seat:
                        status.append(self.t("widgets.game_table.chooser"))
                    if view.swimming[seat]:
                        status.append(self.t("widgets.game_table.swimming"))
                elif view.knocker == seat:
                    status.append(self.t("widgets.game_table.knocked"))
            if rules.is_knack and not view.in_game[seat]:
                status.append(self.t("widgets.game_table.out"))
            weight = "font-weight:700;" if seat == self.human else ""
            rows.append(
                f'<tr style="{weight}"><td style="padding:2px 10px">{esc(name)}</td>'
                f'<td style="text-align:right;padding:2px 10px">{esc(values[seat])}</td>'
                f'<td style="padding:2px 10px">{esc(", ".join(status))}</td></tr>'
            )
        self.standings.value = (
            f'<table class="{CSS_CLASS}-standings" style="{STYLE["text"]};border-collapse:collapse">'
            f"{head}{''.join(rows)}</table>"
        )

    def _render_prompt(self, view: Any) -> None:
        game, rules = self.game, self.rules
        if game.is_over():
            self.prompt.value = ""
            return
        if self.human is None:
            self.prompt.value = self._prompt_html(self.t("widgets.game_table.watching"))
            return
        if not self.human_can_move:
            self.prompt.value = self._prompt_html(self.t("widgets.game_table.you_are_out"))
            return
        phase = game.phase
        if rules.is_knack:
            lausitz = rules.game == "knack_oberlausitz"
            if phase == "choose":
                text = self.t("widgets.game_table.prompt.choose", rule="O4" if lausitz else "K5")
            elif phase == "call":
                value = view.view.value
                rule = ("O9" if lausitz else "K8") if value == 33 else ("O10" if lausitz else "K14")
                text = self.t("widgets.game_table.prompt.call", points=_points_text(value), rule=rule)
            elif game.closer is not None:
                closed = "zugemacht" if lausitz else "gepasst"
                text = self.t(
                    "widgets.game_table.prompt.turn_closed",
                    player=game.names[game.closer],
                    closed=closed,
                    closed_en="closed",
                    rule="O5" if lausitz else "K13",
                )
            else:
                text = self.t(
                    "widgets.game_table.prompt.turn",
                    close="zumachen" if lausitz else "passen",
                    close_en="close",
                    rule="O5" if lausitz else "K13",
                )
        else:
            if phase == "knock":
                text = self.t("widgets.game_table.prompt.knock", points=game.hand_points(self.human))
            else:
                text = self.t(f"widgets.game_table.prompt.{phase}")
            if game.knocker is not None and phase == "draw":
                text = self.t("widgets.game_table.prompt.knocked", player=game.names[game.knocker]) + " " + text
        self.prompt.value = self._prompt_html(text)

    def _prompt_html(self, text: str) -> str:
        return f'<div style="{STYLE["text"]};font-weight:600;margin:4px 0">{esc(text)}</div>'

    def _render_moves(self) -> None:
        """One button per legal move; buttons are reused (creating widgets is the slow part of a click)."""
        actions = self.move_actions
        while len(self.move_buttons) < len(actions):
            index = len(self.move_buttons)
            self.move_buttons.append(button("…", on_click=self.guard(self._move_handler(index))))
        best = self.hints[0].action if self.hints else None
        for index, widget in enumerate(self.move_buttons):
            if index < len(actions):
                action = actions[index]
                tooltip = move_tooltip(action, self.rules, self.lang)
                if action == best:
                    tooltip = f"{self.t('widgets.game_table.tip.best')}: {tooltip}"
                widget.description = capitalised(action.label(self.lang))
                widget.tooltip = tooltip
                widget.button_style = "success" if action == best else ""
                widget.icon = "star" if action == best else ""
                widget.layout.display = None
            else:
                widget.layout.display = "none"
        if list(self.move_box.children) != self.move_buttons:
            self.move_box.children = self.move_buttons

    def _move_handler(self, index: int) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            if index < len(self.move_actions):
                self.play_human(self.move_actions[index])
                self._focus_next()

        return handler

    def _focus_next(self) -> None:
        """Keyboard focus after a move: the first move of the next decision, else what lets the game go on."""
        visible = [b for b in self.move_buttons if b.layout.display != "none"]
        if visible:
            visible[0].focus()
        elif self.game is not None and not self.game.is_over() and self.finish_button.layout.display != "none":
            self.step_button.focus()
        else:  # the game is over: open the settings and offer a new game
            self.settings.selected_index = 0
            self.new_game_button.focus()

    def _render_hints(self) -> None:
        """The coach's options, best first: the move and its estimate in bold, the reason (with rule IDs) below."""
        if not self.hints:
            self.hint_view.value = ""
            return
        items = []
        for hint in self.hints[:6]:
            action = capitalised(hint.action.label(self.lang))
            line = self.t("widgets.game_table.hint_line", action=action, value=hint.value_text(self.lang))
            reason = hint_reason(hint, self.lang)
            items.append(
                f'<li style="margin:2px 0"><b>{hint.rank}. {esc(line)}</b>'
                f'<div style="{STYLE["muted"]};margin-left:18px">{esc(reason)}</div></li>'
            )
        self.hint_view.value = (
            f'<div class="{CSS_CLASS}-info" style="{STYLE["text"]};{STYLE["info"]};padding:6px 12px;margin:4px 0;'
            f'border-radius:4px"><div style="font-weight:700">{esc(self.t("widgets.game_table.hint_title"))}</div>'
            f'<ol style="margin:4px 0 2px 0;padding:0;list-style:none">{"".join(items)}</ol></div>'
        )

    def _render_round(self) -> None:
        results = self.game.round_results
        if len(results) > self._rounds_seen:
            self._rounds_seen = len(results)
            self.last_round = results[-1]
        if self.last_round is None:
            self.round_view.value = ""
            return
        result = self.last_round
        if self.rules.is_knack:
            title = self.t("widgets.game_table.round_end")
        else:
            title = self.t("widgets.game_table.round_end_charakir", round=result.round)
        self.round_view.value = _box_html("info", title, round_lines(result, self.lang))

    def _render_outcome(self) -> None:
        game = self.game
        if not game.is_over():
            self.outcome_view.value = ""
            return
        outcome = game.outcome()
        lines = [outcome.text(self.lang)]
        if self.human is not None:
            won = self.human in outcome.winners
            lines.append(self.t("widgets.game_table.you_won" if won else "widgets.game_table.you_lost"))
        self.outcome_view.value = _box_html("success", self.t("widgets.game_table.game_end"), lines)

    def _render_log(self, view: Any) -> None:
        """The public history (E5); only new events are turned into text."""
        history = view.history
        names = view.names
        new = [event.text(self.lang, names) for event in history[self._events_seen :]]
        self._log.extend(new)
        self._events_seen = len(history)
        if new:
            self.live.say(new)  # the same words as the log, read out by a screen reader
        shown = self._log[-_LOG_LINES:]
        more = len(self._log) - len(shown)
        items = "".join(f"<div>{esc(line)}</div>" for line in shown)
        log = esc(self.t("widgets.game_table.log"))
        if more:
            items = f'<div style="{STYLE["muted"]}">{esc(self.t("widgets.game_table.log_more", n=more))}</div>' + items
        # column-reverse keeps the box scrolled to its newest line without any script
        self.log_view.value = (
            f'<details open><summary style="{STYLE["heading"]}">{esc(self.t("widgets.game_table.log"))}</summary>'
            f'<div class="{CSS_CLASS}-log" role="log" tabindex="0" aria-label="{log}" '
            f'style="{STYLE["text"]};font-size:14px;max-height:220px;overflow-y:auto;'
            f'display:flex;flex-direction:column-reverse;border:1px solid #DDDDDD;padding:4px 8px">'
            f"<div>{items}</div></div></details>"
        )

    # --- for tests -----------------------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """Every line of the running log so far, oldest first."""
        return list(self._log)
