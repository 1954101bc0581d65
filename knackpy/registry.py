"""The rule registry: the one source of rule text for the library, the course and the website.

Every rule of RULES.md (E1-E6, K1-K19, O1-O13, C1-C13) has one :class:`RuleEntry`
here, with a short title and a one-line text in German and English; the words are
kept in ``knackpy/data/rules.de.toml`` and ``rules.en.toml``, the shape of each rule below.  Texts that
depend on an option are filled in from a :class:`~knackpy.rules.Rules` object,
so switching a flag changes the text.  Each reading flag also keeps the text of
the *other* reading and a note on what the source says and how the project
reads it (the website's "how each ambiguity was resolved" page).

>>> from knackpy.rules import rules
>>> rule_title("K10"), rule_title("K10", "en")
('Tauschen', 'Swapping')
>>> "5 Leben" in rule_text("K18", rules=rules("knack", lives=5))
True
>>> [rule_id for rule_id, _, _ in diff(rules("knack"), rules("knack", seven_eight_nine=True))]
['K19']

Which rules belong to which ruleset
-----------------------------------
E rules belong to all three rulesets.  ``knack_oberlausitz`` is "everything as
in ``knack`` except" the O rules, decided ID by ID:

* replaced by an O rule: K1 deck -> O1; K3 players -> O2; K4 deal and K5 the
  dealer's choice -> O4 (the chooser left of the dealer gets the two hands);
  K6 hand value -> O6; K7 three of a kind -> O8 (the same rule, stated again
  by the source with "always"; listing both would say it twice); K8 Feuer ->
  O9 Superknack; K9 turn order -> O4 (play starts left of the *chooser*);
  K12 stock renewal -> O5 (no renewal by default, same option); K14 the Knack
  call -> O10 (announcing a Knack is a flag there) with O9/O11 for the
  Superknack; K16 loser -> O12; K18 lives -> O3 coins and O13 blank/swimming.
* dropped: K17 tie-break (O12: all tied players pay, no Stich).
* kept: K2 card points (the face cards are named after the deck in play:
  Unter/Ober for the German deck), K10 swap, K11 push, K13 close (named
  "zumachen" there), K15 Knack/Superknack on the deal (worded for the player
  who holds two hands), K19 the optional 7-8-9 rule.

Order: :data:`REGISTRY` and :func:`rule_ids` follow RULES.md (E rules first);
:func:`describe` lists the game rules first and the engine rules (E) last,
because the course reads the game before the software.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from . import house_rules, i18n
from .errors import KnackpyError, RulesError, summarize
from .rules import OPTIONS, RULESETS, Rules, as_rules, ruleset_name
from .rules import rules as _make_rules

__all__ = [
    "RuleEntry",
    "REGISTRY",
    "describe",
    "rule_text",
    "rule_title",
    "entry",
    "rule_ids",
    "flags",
    "readings",
    "rule_card",
    "diff",
    "notes",
    "option_label",
]

_ALL = ("knack", "knack_oberlausitz", "charakir")
_K = ("knack",)
_KO = ("knack", "knack_oberlausitz")
_O = ("knack_oberlausitz",)
_C = ("charakir",)


def _clean(text: str) -> str:
    """The data files wrap a text over several lines; a rule text is one line."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule of RULES.md in both languages.

    ``text_de``/``text_en`` are the project's reading (format templates, see
    :func:`rule_text`).  For a flag rule, ``option`` names the option that
    switches it: ``text_*`` is in force while the option equals ``reading``,
    ``other_*`` while it equals ``other_value``.  ``depends`` lists the options
    whose values are filled into the text (numbers, the deck).  ``note_*`` says
    what the source literally says and how the project reads it.
    """

    id: str
    rulesets: tuple[str, ...]
    title_de: str
    title_en: str
    text_de: str
    text_en: str
    option: str | None = None
    reading: Any = None
    other_value: Any = None
    other_de: str = ""
    other_en: str = ""
    note_de: str = ""
    note_en: str = ""
    depends: tuple[str, ...] = ()

    @property
    def is_flag(self) -> bool:
        """True if an option switches between two readings of this rule."""
        return self.option is not None

    def title(self, lang: str = "de") -> str:
        return self.title_de if i18n.check_lang(lang) == "de" else self.title_en

    def note(self, lang: str = "de") -> str:
        return self.note_de if i18n.check_lang(lang) == "de" else self.note_en

    def text(self, lang: str = "de", rules: Rules | None = None) -> str:
        return rule_text(self.id, lang, rules)


# The words of each rule (title, text, the other reading, the note) are in knackpy/data/rules.de.toml and
# rules.en.toml, one table per rule ID in the order of RULES.md; their placeholders, filled in by _values:
# {turn_cap}, {lives}, {coins}, {max_players}, {faces}, {ace} (K2: named after the deck), {close}/{closed}
# (K13: "passen" or "zumachen"), {deal_stop} (K15), {game_end} (C13: limit and/or rounds), {feuer_counts} (K8),
# {pair} (C8).  Below is what a rule is apart from its words.

_KNACK_RULES_KEPT_IN_OBERLAUSITZ = ("K2", "K10", "K11", "K13", "K15", "K19")  # see the module docstring

# rule ID -> (option, the reading the text states, [the other value; a yes/no option: the opposite])
_FLAGS: dict[str, tuple[Any, ...]] = {
    "K1": ("deck", "french32", "french52"),
    "K8": ("feuer_ends_round", True),
    "K12": ("renew_stock_when_all_push", True),
    "K14": ("forgotten_cleared_by_swap", True),
    "K19": ("seven_eight_nine", False),
    "O1": ("deck", "german32", "french32"),
    "O5": ("renew_stock_when_all_push", False),
    "O6": ("same_rank_adds", True),
    "O7": ("knack_is_ace_flush", True),
    "O10": ("announce_knack", True),
    "O13": ("blank_may_drop_out", False),
    "C8": ("pair_may_use_taken_card", True),
    "C9": ("may_discard_taken_card", True),
    "C11": ("knocker_scores_hand", False),
    "C12": ("last_turns_without_pile", False),
}

# rule ID -> the options whose values the text shows
_DEPENDS: dict[str, tuple[str, ...]] = {
    "E4": ("turn_cap",),
    "K2": ("deck",),
    "K3": ("deck",),
    "K8": ("feuer_shown_as_33",),
    "K18": ("lives",),
    "O3": ("coins",),
    "C1": ("deck",),
    "C8": ("pair_by_points",),
    "C13": ("limit", "rounds"),
}


def _rulesets(rule_id: str) -> tuple[str, ...]:
    if rule_id.startswith("K"):
        return _KO if rule_id in _KNACK_RULES_KEPT_IN_OBERLAUSITZ else _K
    return {"E": _ALL, "O": _O, "C": _C}[rule_id[0]]


def _load_texts(lang: str) -> dict[str, dict[str, str]]:
    """The rule texts of one language from the package's data files (standard library only, so Pyodide reads
    them from the wheel too); each text is one line."""
    raw = (resources.files(__package__) / "data" / f"rules.{lang}.toml").read_text(encoding="utf-8")
    return {rule_id: {k: _clean(v) for k, v in fields.items()} for rule_id, fields in tomllib.loads(raw).items()}


_FIELDS = ("title", "text", "other", "note")  # "other" and "note" only where there is one


def _entry(rule_id: str, de: dict[str, str], en: dict[str, str]) -> RuleEntry:
    option, reading, *other = _FLAGS.get(rule_id, (None, None))
    other_value = other[0] if other else (not reading if option is not None else None)
    words = {f"{field}_{lang}": texts.get(field, "") for lang, texts in (("de", de), ("en", en)) for field in _FIELDS}
    shape = {"option": option, "reading": reading, "other_value": other_value, "depends": _DEPENDS.get(rule_id, ())}
    return RuleEntry(rule_id, _rulesets(rule_id), **shape, **words)


def _entries() -> tuple[RuleEntry, ...]:
    de, en = (_load_texts(lang) for lang in i18n.LANGS)
    return tuple(_entry(rule_id, de[rule_id], en[rule_id]) for rule_id in de)


REGISTRY: dict[str, RuleEntry] = {e.id: e for e in _entries()}
"""Every rule of RULES.md by ID, in the order of RULES.md (E, K, O, C)."""

_ACCEPTED_IDS = "E1-E6, K1-K19, O1-O13, C1-C13"


# --- filling in the templates ---------------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def _default_rules(game: str) -> Rules:
    return _make_rules(game)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


@functools.lru_cache(maxsize=256)
def _values(r: Rules, lang: str) -> dict[str, str]:
    """Everything the templates may ask for, from one rules object, in one language."""
    de = lang == "de"
    german = r.deck.family == "german"
    values = {
        "turn_cap": str(r.turn_cap),
        "max_players": str(r.max_players),
        "faces": ("Unter, Ober und König" if german else "Bube, Dame und König")
        if de
        else ("under, over and king" if german else "jack, queen and king"),
        "ace": ("Ass (Daus)" if german else "Ass") if de else ("ace (Daus)" if german else "ace"),
        "close": "zumachen" if r.game == "knack_oberlausitz" else "passen",
        "closed": "zugemacht" if r.game == "knack_oberlausitz" else "gepasst",
        "deal_stop": (
            (
                "einen Superknack oder – wenn Knack angesagt wird – einen Knack"
                if de
                else "a Superknack, or a Knack when Knacks are announced"
            )
            if r.game == "knack_oberlausitz"
            else ("31 oder Feuer" if de else "31 or Feuer")
        ),
        "lives": _plural(r.lives or 0, "Leben", "Leben") if de else _plural(r.lives or 0, "life", "lives"),
        "coins": _plural(r.coins or 0, "Münze", "Münzen") if de else _plural(r.coins or 0, "coin", "coins"),
        "game_end": _game_end(r.limit, r.rounds, de),
        "feuer_counts": ("zählen 33" if de else "count 33")
        if r.feuer_shown_as_33 is not False
        else ("schlagen jede andere Hand" if de else "beat every other hand"),
        "pair": (
            ("gleich viel zählende (etwa König und Dame)" if de else "of equal points (a king and a queen, say)")
            if r.pair_by_points
            else ("gleichrangige" if de else "of equal rank")
        ),
    }
    return values


def _game_end(limit: int | None, rounds: int | None, de: bool) -> str:
    if rounds is not None:
        rounds_text = _plural(rounds, "Runde", "Runden") if de else _plural(rounds, "round", "rounds")
    if limit is not None and rounds is not None:
        if de:
            return f"Das Spiel endet, sobald jemand über {limit} Punkte kommt, spätestens aber nach {rounds_text}."
        return f"The game ends as soon as someone goes over {limit} points, or after {rounds_text} at the latest."
    if rounds is not None:
        return f"Das Spiel endet nach {rounds_text}." if de else f"The game ends after {rounds_text}."
    if de:
        return f"Das Spiel endet, sobald jemand über {limit} Punkte kommt."
    return f"The game ends as soon as someone goes over {limit} points."


def _option_value(r: Rules, name: str) -> Any:
    value = getattr(r, name)
    return getattr(value, "key", value)  # the deck by its key


def _as_rules(value: object) -> Rules:
    return as_rules(value, not_rules="registry.bad_rules")


def _canonical_ruleset(ruleset: object) -> str:
    game = ruleset.game if isinstance(ruleset, Rules) else ruleset_name(ruleset)
    if game is None:
        raise RulesError("rules.unknown_ruleset", value=summarize(ruleset), accepted=", ".join(RULESETS))
    return game


def _render(e: RuleEntry, r: Rules, lang: str) -> str:
    de = lang == "de"
    if e.option is not None and _option_value(r, e.option) != e.reading:
        template = e.other_de if de else e.other_en
    else:
        template = e.text_de if de else e.text_en
    return template.format_map(_values(r, lang))


# --- public API -------------------------------------------------------------------------------------


def entry(rule_id: str) -> RuleEntry:
    """The :class:`RuleEntry` of a rule ID (``"k1"`` is read as ``"K1"``).

    >>> entry("O6").option, entry("O6").rulesets
    ('same_rank_adds', ('knack_oberlausitz',))
    >>> entry("K20")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    knackpy.errors.KnackpyError: Unbekannte Regel 'K20'; ...
    """
    key = rule_id.strip().upper() if isinstance(rule_id, str) else None
    found = REGISTRY.get(key) if key else None
    if found is None:
        raise KnackpyError("registry.unknown_rule", value=summarize(rule_id), accepted=_ACCEPTED_IDS)
    return found


def rule_title(rule_id: str, lang: str = "de") -> str:
    """The short title of a rule.

    >>> rule_title("K11"), rule_title("K11", "en")
    ('Schieben', 'Pushing (schieben)')
    """
    return entry(rule_id).title(lang)


def rule_text(rule_id: str, lang: str = "de", rules: Rules | str | None = None) -> str:
    """The one-line text of a rule, filled in from ``rules`` (a rules object or a ruleset name).

    Without ``rules``, or with the rules of a ruleset the rule does not belong
    to, the defaults of the rule's own (first) ruleset are used.

    >>> from knackpy.rules import rules
    >>> rule_text("E4", "en", rules("knack", turn_cap=50))  # doctest: +ELLIPSIS
    'So that no round can go on forever, it stops after at most 50 turns and ...'
    >>> rule_text("K1") == rule_text("K1", rules=rules("knack", deck="french52"))
    False
    """
    e = entry(rule_id)
    lang = i18n.check_lang(lang)
    r = _as_rules(rules) if rules is not None else None
    if r is None or r.game not in e.rulesets:
        r = _default_rules(e.rulesets[0])
    return _render(e, r, lang)


def rule_ids(ruleset: str | Rules | None = None) -> tuple[str, ...]:
    """All rule IDs in the order of RULES.md, or those of one ruleset (name, alias or rules object).

    >>> rule_ids("charakir")[:8]
    ('E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'C1', 'C2')
    >>> "K17" in rule_ids("oberlausitz"), "K10" in rule_ids("oberlausitz")
    (False, True)
    """
    if ruleset is None:
        return tuple(REGISTRY)
    game = _canonical_ruleset(ruleset)
    return tuple(rule_id for rule_id, e in REGISTRY.items() if game in e.rulesets)


def describe(rules: Rules | str, lang: str = "de") -> list[tuple[str, str]]:
    """The rules in force as ``(rule_id, one-line text)``: game rules in ID order, then E1-E6.

    >>> from knackpy.rules import rules
    >>> lines = describe(rules("knack_oberlausitz", same_rank_adds=False), "en")
    >>> lines[0][0], lines[-1][0]
    ('K2', 'E6')
    >>> dict(lines)["O6"]
    'Only cards of one suit add up, as in 31; two aces of different suits are therefore worth just 11.'
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    ids = rule_ids(r.game)
    ordered = [i for i in ids if not i.startswith("E")] + [i for i in ids if i.startswith("E")]
    return [(i, _render(REGISTRY[i], r, lang)) for i in ordered]


def _describe_rules(self: Rules, lang: str = "de") -> list[tuple[str, str]]:
    """The rules in force as ``(rule_id, one-line text)``, reflecting the options.

    >>> from knackpy.rules import rules
    >>> rules("charakir").describe("en")[0][0]
    'C1'
    """
    return describe(self, lang)


# Rules.describe lives here, next to the texts it reads: rules.py sits below this module and cannot import it.
Rules.describe = _describe_rules


def flags(rules: Rules | str, lang: str = "de") -> list[tuple[str, str, str, str]]:
    """The reading flags of a ruleset: ``(option, rule_id, current reading, other reading)``.

    Flags are the options that switch a rule between two readings (the
    booleans of RULES.md, and the deck where a ruleset offers two).  Numbers
    (lives, coins, limit, rounds, turn_cap) are filled into the texts instead.

    >>> from knackpy.rules import rules
    >>> [(option, rule_id) for option, rule_id, _, _ in flags(rules("charakir"))]
    [('pair_may_use_taken_card', 'C8'), ('may_discard_taken_card', 'C9'), ('knocker_scores_hand', 'C11'), ('last_turns_without_pile', 'C12')]
    >>> option, rule_id, now, other = flags(rules("knack"), "en")[-1]
    >>> option, now.startswith("The 7-8-9 house rule is not in use"), other.startswith("The 7-8-9 house rule is in use")
    ('seven_eight_nine', True, True)
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    out = []
    for rule_id in rule_ids(r.game):
        e = REGISTRY[rule_id]
        if e.option is None:
            continue
        current = _option_value(r, e.option)
        other_rules = r.replace(**{e.option: e.other_value if current == e.reading else e.reading})
        out.append((e.option, rule_id, _render(e, r, lang), _render(e, other_rules, lang)))
    return out


def readings(rules: Rules | str, lang: str = "de") -> list[tuple[str, str, str, str]]:
    """Every reading a switch changes: the :func:`flags`, then the yes/no options filled into a rule's text.

    ``(option, rule_id, current text, text with the option switched)``, e.g. C8's
    ``pair_by_points`` (a pair of equal points) beside its flag ``pair_may_use_taken_card``.

    >>> from knackpy.rules import rules
    >>> [(option, rule_id) for option, rule_id, _, _ in readings(rules("charakir"))][-1]
    ('pair_by_points', 'C8')
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    out = flags(r, lang)
    flagged = {option for option, _, _, _ in out}
    for option, value in r.options().items():
        if isinstance(value, bool) and option not in flagged:
            switched = r.replace(**{option: not value})
            out.extend((option, rule_id, now, other) for rule_id, now, other in diff(r, switched, lang))
    return out


def diff(rules_a: Rules | str, rules_b: Rules | str, lang: str = "de") -> list[tuple[str, str, str]]:
    """The rules whose text differs between two rules objects: ``(rule_id, text a, text b)``.

    IDs follow RULES.md; a rule not in force on one side has the text ``""`` there.

    >>> from knackpy.rules import rules
    >>> [d[0] for d in diff(rules("charakir"), rules("charakir", rounds=9))]
    ['C13']
    >>> diff(rules("knack"), rules("knack"))
    []
    """
    a, b = _as_rules(rules_a), _as_rules(rules_b)
    lang = i18n.check_lang(lang)
    ids_a, ids_b = set(rule_ids(a.game)), set(rule_ids(b.game))
    out = []
    for rule_id, e in REGISTRY.items():
        text_a = _render(e, a, lang) if rule_id in ids_a else ""
        text_b = _render(e, b, lang) if rule_id in ids_b else ""
        if text_a != text_b:
            out.append((rule_id, text_a, text_b))
    return out


def notes(lang: str = "de", ruleset: str | Rules | None = None) -> list[tuple[str, str, str]]:
    """How each ambiguity was resolved: ``(rule_id, title, note)`` for every rule with a note.

    >>> [n[0] for n in notes("en", "charakir")]
    ['E4', 'C3', 'C4', 'C8', 'C9', 'C11', 'C12', 'C13']
    """
    lang = i18n.check_lang(lang)
    return [(i, REGISTRY[i].title(lang), REGISTRY[i].note(lang)) for i in rule_ids(ruleset) if REGISTRY[i].note_de]


def option_label(name: str, lang: str = "de") -> str:
    """A readable name for an option of :data:`knackpy.rules.OPTIONS`.

    >>> option_label("same_rank_adds", "en")
    'Same ranks add up'
    """
    key = f"registry.option.{name}"
    return i18n.text(key, lang) if key in i18n.all_entries() else name


# --- the rule card ----------------------------------------------------------------------------------

# Sections of the printed card and the rules each shows; every game rule of the ruleset appears once, and no
# engine rule (a card is for players: the engine's turn cap E4 is no rule of the game).  Goal lines cite _GOAL_IDS.
_CARD_LAYOUT: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "knack": (
        ("deck", ("K1", "K2")),
        ("players", ("K3", "K4", "K5")),
        ("goal", ("K6", "K7", "K8")),
        ("turn", ("K9", "K10", "K11", "K12", "K13", "K14", "K19")),
        ("end", ("K15",)),
        ("scoring", ("K16", "K17", "K18")),
    ),
    "knack_oberlausitz": (
        ("deck", ("O1", "K2")),
        ("players", ("O2", "O3", "O4")),
        ("goal", ("O6", "O7", "O8", "O9")),
        ("turn", ("O5", "K10", "K11", "K13", "K19")),
        ("end", ("O10", "O11", "K15")),
        ("scoring", ("O12", "O13")),
    ),
    "charakir": (
        ("deck", ("C1", "C2")),
        ("players", ("C3", "C4", "C5")),
        ("goal", ()),
        ("turn", ("C6", "C7", "C8", "C9", "C10")),
        ("end", ("C12",)),
        ("scoring", ("C11", "C13")),
    ),
}
_GOAL_IDS = {"knack": ("K16", "K18"), "knack_oberlausitz": ("O12", "O13"), "charakir": ("C13",)}


def _option_rule(r: Rules, name: str) -> str:
    """The rule an option belongs to in this ruleset (K12 in knack, O5 in the Oberlausitz, ...)."""
    ids = rule_ids(r.game)
    for rule_id in ids:
        if REGISTRY[rule_id].option == name:
            return rule_id
    for rule_id in ids:
        if name in REGISTRY[rule_id].depends:
            return rule_id
    return OPTIONS[name].rule


def _show_value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return i18n.text("registry.card.on" if value else "registry.card.off", lang)
    if value is None:
        return i18n.text("registry.card.none", lang)
    if hasattr(value, "name"):  # a Deck
        return value.name(lang)
    return str(value)


def rule_card(rules: Rules | str, lang: str = "de") -> str:
    """A one-page Markdown rule card for teachers: every line cites its rule ID.

    >>> from knackpy.rules import rules
    >>> card = rule_card(rules("knack", seven_eight_nine=True), "en")
    >>> card.splitlines()[0]
    '# Knack (31) – rule card'
    >>> "The 7-8-9 house rule is in use" in card, "(K19)" in card
    (True, True)
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)

    def t(key: str, **params: object) -> str:
        return i18n.text(key, lang, **params)

    lines = [f"# {t('registry.card.title', name=r.name(lang))}", "", f"*{t('registry.card.intro', game=r.game)}*"]
    for section, ids in _CARD_LAYOUT[r.game]:
        lines += ["", f"## {t(f'registry.card.{section}')}", ""]
        if section == "goal":
            cited = ", ".join(_GOAL_IDS[r.game])
            lines.append(f"**{t(f'registry.card.goal.{r.game}')}** ({cited})")
            if ids:
                lines.append("")
        lines += [f"- {_render(REGISTRY[i], r, lang)} ({i})" for i in ids]
    lines += ["", f"## {t('registry.card.house')}", ""]
    defaults = {name: OPTIONS[name].defaults[r.game] for name in r.options()}
    for name, value in r.options().items():
        if name in _NOT_FOR_PLAYERS:
            continue
        changed = f" **{t('registry.card.changed')}**" if defaults[name] != value else ""
        lines.append(f"- {house_rule(r, name, lang)}{changed} ({_option_rule(r, name)})")
    return "\n".join(lines) + "\n"


#: options a table of players never agrees on: the engine's own limit (E4) stays off the card
_NOT_FOR_PLAYERS = frozenset({"turn_cap"})


def house_rule(rules: Rules | str, name: str, lang: str = "de") -> str:
    """What the table has agreed for option ``name``, in players' words (never the option's name).

    >>> from knackpy.rules import rules
    >>> house_rule(rules("knack"), "renew_stock_when_all_push")
    'Wenn alle schieben, kommt ein neuer Stock.'
    >>> house_rule(rules("knack_oberlausitz"), "renew_stock_when_all_push", "en")
    'When everyone pushes, the table cards stay.'
    """
    r = _as_rules(rules)
    value = getattr(r, name)
    return house_rules.sentence(name, value, lang, shown=_show_value(value, lang))


i18n.catalogue(
    {
        "registry.rule": ("Regel", "rule"),
        "registry.unknown_rule": (
            "Unbekannte Regel {value}; es gibt: {accepted}",
            "Unknown rule {value}; there are: {accepted}",
        ),
        "registry.bad_rules": (
            "Erwartet wird ein Regelwerk (rules(...)) oder sein Name, nicht {value}",
            "Expected a rules object (rules(...)) or a ruleset name, not {value}",
        ),
        "registry.card.title": ("{name} – Regelkarte", "{name} – rule card"),
        "registry.card.intro": (
            "Die Kürzel in Klammern sind die Nummern der Regeln im Kurs.",
            "The codes in brackets are the numbers of the rules in the course.",
        ),
        "registry.card.deck": ("Karten", "Cards"),
        "registry.card.players": ("Spieler und Geben", "Players and dealing"),
        "registry.card.goal": ("Ziel", "Goal"),
        "registry.card.turn": ("Der Spielzug", "Your turn"),
        "registry.card.end": ("Ende der Runde", "End of a round"),
        "registry.card.scoring": ("Wertung", "Scoring"),
        "registry.card.house": ("So spielen wir: die Absprachen am Tisch", "How we play: what the table agrees"),
        "registry.card.goal.knack": (
            "Mit drei Karten möglichst nah an 31 kommen. Die schwächste Hand kostet ein Leben, und wer "
            "zuletzt noch Leben hat, gewinnt.",
            "Get as close to 31 as you can with three cards. The weakest hand costs a life, and the last "
            "player with lives left wins.",
        ),
        "registry.card.goal.knack_oberlausitz": (
            "Eine möglichst hohe Hand sammeln. Die schwächste Hand zahlt in den Pott, und wer zuletzt übrig "
            "bleibt, bekommt ihn.",
            "Build the highest hand you can. The weakest hand pays into the pot, and the last player left takes it.",
        ),
        "registry.card.goal.charakir": (
            "So wenige Punkte wie möglich sammeln: Am Ende gewinnt die niedrigste Summe.",
            "Collect as few points as you can: the lowest total at the end wins.",
        ),
        "registry.card.on": ("an", "on"),
        "registry.card.off": ("aus", "off"),
        "registry.card.none": ("keine", "none"),
        "registry.card.default": ("Standard", "default"),
        "registry.card.changed": ("(Hausregel, anders als üblich)", "(house rule, not the usual way)"),
    }
)
