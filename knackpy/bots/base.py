"""What every level shares: the level names, the base class :class:`Bot`, the decision key, estimate texts."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .. import figures, i18n, variants
from ..cards import Card
from ..engine.core import SEED_MAX, Action, Game, View, render_params
from ..errors import KnackpyError, summarize
from ..evaluation import knack_measures as _knack_ctx
from ..rules import Rules, as_rules
from ..scoring import format_points
from . import texts  # noqa: F401 - the catalogue this module reads

LEVELS = ("random", "simple", "strong", "expert")


def level_name(level: str, lang: str = "de") -> str:
    """The display name of a level: ``Zufall``/``random``, ``Einfach``/``simple``, ``Stark``/``strong``,
    ``Profi``/``expert``.

    >>> level_name("strong"), level_name("strong", "en")
    ('Stark', 'strong')
    """
    return i18n.text(f"bots.level.{check_level(level)}", lang)


def check_level(level: object) -> str:
    if level not in LEVELS:
        raise KnackpyError("bots.unknown_level", value=summarize(level), accepted=", ".join(LEVELS))
    return level


def check_rules(rules: object) -> Rules:
    return as_rules(rules, not_rules="scoring.not_rules")


# --- formatting the estimates -------------------------------------------------------------------------------------


def percent_text(p: float, lang: str = "de") -> str:
    """``12 %`` in German, ``12%`` in English; tiny non-zero chances as ``<1 %``.

    >>> percent_text(0.123), percent_text(0.123, "en"), percent_text(0.001)
    ('12 %', '12%', '<1 %')
    """
    return figures.percent_text(p, lang, bounds=True)


def decimal_text(x: float, lang: str = "de", decimals: int = 1) -> str:
    """``7,5`` in German, ``7.5`` in English."""
    return figures.decimal_text(x, lang, decimals)


def value_text(measure: str, value: float, ruleset: str, lang: str = "de") -> str:
    """An estimate as a short phrase, e.g. ``Risiko, ein Leben zu verlieren: 12 %``."""
    if measure == "lose_chance":
        key = "bots.value.pay_chance" if variants.named(ruleset).has_coins else "bots.value.lose_chance"
        return i18n.text(key, lang, value=percent_text(value, lang))
    if measure == "expected_points":
        return i18n.text("bots.value.expected_points", lang, value=decimal_text(value, lang))
    if measure == "hand_value":
        return i18n.text("bots.value.hand_value", lang, value=format_points(value))
    raise KnackpyError("bots.unknown_measure", value=summarize(measure))


# --- the bots ----------------------------------------------------------------------------------------------------


def decision_key(view: View) -> str:
    """A text that tells the decisions of a game apart, from the view alone (seeds the bots' random numbers).

    Round, completed turns, phase, the player's cards and the open cards: it
    differs between the steps of one turn and between turns, and it is cheap
    (the history, which a view gives lazily, is not read).
    """
    table = getattr(view, "table", None)  # the open cards: Knack's table, Charakir's discard top
    opened = table if table is not None else (view.discard_top,)  # type: ignore[attr-defined]
    hand = ",".join(map(str, map(int, view.hand)))  # the cards' numbers (a Card prints its name)
    shown = ",".join([str(int(c)) for c in opened if c is not None])
    pushes = getattr(view, "pushes", None)
    return f"{view.player}:{view.round}:{view.turns}:{pushes}:{view.phase}:{hand}:{shown}"  # type: ignore[attr-defined]  # both observations have them


Why = tuple[str, tuple[tuple[str, Any], ...], tuple[str, ...]]  # why a bot chose: message key, parameters, rule IDs


class Bot:
    """Base of the levels.  ``choose(view)`` returns one of ``view.legal_actions``.

    Attributes: ``level`` (one of :data:`LEVELS`), ``rules``, ``seed``.  A bot owns
    its ``random.Random``; every decision reseeds it from the seed and the view
    (:func:`decision_key`), so a replayed game decides the same.
    """

    level: str = ""

    def __init__(self, rules: Rules | str, *, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
            raise KnackpyError("engine.bad_seed", value=summarize(seed), high=SEED_MAX)
        self.rules = check_rules(rules)
        self.seed = seed
        self.rng = random.Random(f"knackpy-bot:{self.level}:{seed}")
        self._why: Why | None = None
        self._game = self.rules.game
        self._knack = self.rules.variant.has_table
        self._ctx = _knack_ctx(self.rules) if self._knack else None

    def name(self, lang: str = "de") -> str:
        """The level's display name (``Einfach`` / ``simple``)."""
        return level_name(self.level, lang)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.rules.game} seed={self.seed}>"

    def act(self, game: Game) -> Action:
        """The bot's action in ``game``: it sees only ``game.view(game.to_move)`` (E5)."""
        return self.choose(game.view(game.to_move))

    def choose(self, view: View) -> Action:
        """One of ``view.legal_actions``, decided from the view alone (E5)."""
        legal = view.legal_actions
        if not legal:
            raise KnackpyError("bots.no_action", player=view.player if view.player is not None else "-")
        if view.game != self._game:
            raise KnackpyError("bots.wrong_game", game=view.game, bot_game=self._game)
        if view.phase == "swim":  # O13 with blank_may_drop_out: a bot always swims on (it may still win the pot)
            self._why = ("bots.why.swim", (), ("O13",))
            return next(a for a in legal if a.to_text() == "swim")
        return self._choose(view, legal)

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def _rng_for(self, view: View) -> random.Random:
        """The decision's random numbers: from the seed and the view only (replays decide the same)."""
        self.rng.seed(f"knackpy-bot:{self.level}:{self.seed}:{decision_key(view)}")
        return self.rng

    def explain_last(self, lang: str = "de") -> str | None:
        """Why the bot chose its last action (one sentence citing rule IDs), or ``None`` before its first."""
        if self._why is None:
            return None
        key, params, ids = self._why
        rendered = {}
        for name, value in params:
            if isinstance(value, Action):
                rendered[name] = value.label(lang)
            elif isinstance(value, Measured):
                rendered[name] = value_text(value.measure, value.value, self._game, lang)
            elif isinstance(value, int | float) and not isinstance(value, bool | Card):
                rendered[name] = format_points(value)
            else:
                rendered[name] = value
        rendered.update(render_params(((k, v) for k, v in params if isinstance(v, Card | tuple)), lang, ()))
        text = i18n.text(key, lang, ids=", ".join(ids), **rendered)
        return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Measured:
    measure: str
    value: float
