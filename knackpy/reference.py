"""The project's own rule reference: every rule ID with its text and the source sentence it reads, every option and
setting with its default per ruleset, the other reading and why the default was chosen.

The reference is what the code, the tests and the course cite (``docs/de/rules/reference.md``,
``docs/en/rules/reference.md``).  It is generated from the registry (rule texts and notes,
``knackpy/data/rules.*.toml``), the source quotes (``knackpy/data/sources.toml``) and the option texts
(``knackpy/data/options.*.toml``); ``python tools/site/reference.py`` writes the two pages, and
``tests/test_reference.py`` fails when a page and the library disagree or when an option is not explained.

>>> source("K14").quote
'Es ist wichtig, „Knack“ zu rufen. Vergisst er das, verliert er die Runde.'
>>> option_doc("lives", "en").why
'The source gives everyone three lives.'
"""

from __future__ import annotations

import functools
import tomllib
from importlib import resources
from typing import Any, NamedTuple

from . import i18n, registry
from .errors import KnackpyError, summarize
from .rules import OPTIONS, RULESETS, option_values
from .rules import rules as make_rules

__all__ = ["RuleSource", "OptionDoc", "SOURCES", "source", "option_doc", "reference_markdown", "PAGE"]

#: where the reference lives in the repository, per language (the site serves it under rules/reference/)
PAGE = {"de": "docs/de/rules/reference.md", "en": "docs/en/rules/reference.md"}

#: the three source texts, by their number: (German, English)
SOURCES = {
    "000": (
        "„Knack“ oder „31“, aus einer Artikelreihe des Kinderclubs eines Fußballvereins",
        "“Knack” or “31”, from a football club's kids' club series",
    ),
    "001": (
        "der Lexikonartikel „Knack (Kartenspiel)“ über die Spielweise in der Oberlausitz",
        "the encyclopedia article “Knack (Kartenspiel)” on the game as played in the Oberlausitz",
    ),
    "003": ("die Spielbeschreibung „Charakir – Kartenspiel“", "the game description “Charakir – Kartenspiel”"),
}


class RuleSource(NamedTuple):
    """Which source a rule reads (``"000"``, ``"001"``, ``"003"``; ``""`` for an engine rule) and a few of its
    words (``""`` where the source is silent)."""

    source: str
    quote: str


class OptionDoc(NamedTuple):
    """An option explained: what it sets, what the other reading (or another value) does, why the default."""

    what: str
    other: str
    why: str


def _load(name: str) -> dict[str, dict[str, str]]:
    raw = (resources.files(__package__) / "data" / name).read_text(encoding="utf-8")
    return {key: {k: " ".join(v.split()) for k, v in fields.items()} for key, fields in tomllib.loads(raw).items()}


@functools.cache
def _sources() -> dict[str, RuleSource]:
    return {rule_id: RuleSource(**fields) for rule_id, fields in _load("sources.toml").items()}


@functools.cache
def _options(lang: str) -> dict[str, OptionDoc]:
    return {name: OptionDoc(**fields) for name, fields in _load(f"options.{lang}.toml").items()}


def source(rule_id: str) -> RuleSource:
    """The source sentence a rule reads (the rule ID as :func:`knackpy.registry.entry` accepts it)."""
    return _sources()[registry.entry(rule_id).id]


def option_doc(name: str, lang: str = "de") -> OptionDoc:
    """What an option of :data:`knackpy.rules.OPTIONS` sets, its other reading and why its default was chosen."""
    found = _options(i18n.check_lang(lang)).get(name)
    if found is None:
        raise KnackpyError("reference.unknown_option", value=summarize(name), accepted=", ".join(OPTIONS))
    return found


# --- the page ---------------------------------------------------------------------------------------------------


def _t(key: str, lang: str, **params: object) -> str:
    return i18n.text(f"reference.{key}", lang, **params)


def _py(value: Any) -> str:
    value = getattr(value, "key", value)  # a deck by its key
    return f'"{value}"' if isinstance(value, str) else repr(value)


_PAGE_OF = {"K": "knack", "O": "knack_oberlausitz", "C": "charakir", "E": "knack"}


def _rule_section(rule_id: str, lang: str) -> list[str]:
    e = registry.entry(rule_id)
    origin = source(rule_id)
    rulesets = ", ".join(f"`{game}`" for game in e.rulesets)
    lines = [f"### {rule_id} · {e.title(lang)} {{ #{rule_id} }}", ""]
    lines += [_t("rulesets", lang, rulesets=rulesets, link=f"{_PAGE_OF[rule_id[0]]}.md#{rule_id}"), ""]
    lines += [f"**{_t('text', lang)}** {registry.rule_text(rule_id, lang)}", ""]
    if not origin.source:
        lines += [f"**{_t('no_source', lang)}** {_t('engine', lang)}", ""]
    elif not origin.quote:
        lines += [f"**{_t('source', lang, number=origin.source)}** {_t('silent', lang)}", ""]
    else:
        lines += [f"**{_t('source', lang, number=origin.source)}**", "", f"> {origin.quote}", ""]
    if e.is_flag:
        assert e.option is not None  # a flag rule names its option
        default = getattr(make_rules(e.rulesets[0]), e.option)
        other_rules = make_rules(e.rulesets[0], **{e.option: e.other_value})
        other = registry.rule_text(rule_id, lang, other_rules)
        lines += [
            f"**{_t('switch', lang, option=e.option, now=_py(default), other=_py(e.other_value))}** {other}",
            "",
        ]
    if e.note_de:
        lines += [f"**{_t('reading', lang)}** {e.note(lang)}", ""]
    return lines


def _option_section(name: str, lang: str) -> list[str]:
    doc = option_doc(name, lang)
    option = OPTIONS[name]
    lines = [f"### `{name}` · {registry.option_label(name, lang)} {{ #option-{name} }}", ""]
    lines += [_t("options.head", lang), "| --- | --- | --- | --- |"]
    for game in RULESETS:
        if game in option.defaults:
            rule_id = registry.option_rule(make_rules(game), name)
            lines.append(
                f"| `{game}` | `{_py(option.defaults[game])}` | {option_values(game, name)} | [{rule_id}](#{rule_id}) |"
            )
    lines += ["", f"**{_t('what', lang)}** {doc.what}", ""]
    lines += [f"**{_t('other', lang)}** {doc.other}", ""]
    lines += [f"**{_t('why', lang)}** {doc.why}", ""]
    return lines


def reference_markdown(lang: str = "de") -> str:
    """The whole reference page in ``lang`` (Markdown, as the site and the repository show it)."""
    lang = i18n.check_lang(lang)
    lines = [f"# {_t('title', lang)}", "", _t("intro", lang), ""]
    lines += [f"## {_t('sources', lang)}", ""]
    lines += [f"- **{number}**: {names[i18n.LANGS.index(lang)]}" for number, names in SOURCES.items()]
    lines += ["", _t("sources.note", lang), ""]
    for prefix in ("K", "O", "C", "E"):
        lines += [f"## {_t(f'group.{prefix}', lang)}", ""]
        for rule_id in registry.rule_ids():
            if rule_id.startswith(prefix):
                lines += _rule_section(rule_id, lang)
    lines += [f"## {_t('options', lang)}", "", _t("options.intro", lang), ""]
    for name in OPTIONS:
        lines += _option_section(name, lang)
    return "\n".join(lines).rstrip() + "\n"


i18n.catalogue(
    {
        "reference.unknown_option": (
            "Die Option {value} gibt es nicht; es gibt: {accepted}",
            "There is no option {value}; there are: {accepted}",
        ),
        "reference.title": ("Regelreferenz", "Rule reference"),
        "reference.intro": (
            "Das ist die Regelreferenz des Projekts: jede Regel mit ihrer Nummer, ihrem Text und dem Satz der "
            "Quelle, den sie liest, dazu jede Option mit ihrem Standard je Regelwerk, der anderen Lesart und dem "
            "Grund für den Standard. Auf diese Seite verweisen Programm, Tests und Kurs. Sie wird aus `knackpy` "
            "erzeugt (`python tools/site/reference.py`), und `tests/test_reference.py` schlägt fehl, wenn sie und "
            "die Bibliothek nicht übereinstimmen.",
            "This is the project's rule reference: every rule with its ID, its text and the sentence of the source "
            "it reads, and every option with its default per ruleset, the other reading and why the default was "
            "chosen. The code, the tests and the course cite this page. It is generated from `knackpy` "
            "(`python tools/site/reference.py`), and `tests/test_reference.py` fails when it and the library "
            "disagree.",
        ),
        "reference.sources": ("Die Quellen", "The sources"),
        "reference.sources.note": (
            "Zitate sind kurz und wörtlich, in der Sprache der Quelle; alles andere ist in eigenen Worten "
            "geschrieben. Wie wir jede Unklarheit lesen, steht bei der Regel unter „Lesart“.",
            "Quotes are short and word for word, in the language of the source (German); everything else is in "
            "our own words. How we read each ambiguity is given with the rule, under “Reading”.",
        ),
        "reference.group.K": ("K: Knack (31)", "K: Knack (31)"),
        "reference.group.O": ("O: Knack aus der Oberlausitz", "O: Knack as played in the Oberlausitz"),
        "reference.group.C": ("C: Charakir", "C: Charakir"),
        "reference.group.E": ("E: die Spielmaschine (alle drei Spiele)", "E: the game engine (all three games)"),
        "reference.rulesets": (
            "Gilt in: {rulesets} · [in der Regelübersicht]({link})",
            "In force in: {rulesets} · [in the rules overview]({link})",
        ),
        "reference.text": ("Regel:", "Rule:"),
        "reference.source": ("Quelle {number}:", "Source {number}:"),
        "reference.no_source": ("Quelle:", "Source:"),
        "reference.engine": (
            "keine; eine Regel der Spielmaschine, kein Teil des Spiels am Tisch.",
            "none; a rule of the game engine, not of the game at a table.",
        ),
        "reference.silent": (
            "sagt dazu nichts; die Lesart steht darunter.",
            "says nothing about it; the reading is below.",
        ),
        "reference.switch": (
            "Option `{option}` (Standard `{now}`); mit `{option}={other}` gilt:",
            "Option `{option}` (default `{now}`); with `{option}={other}`:",
        ),
        "reference.reading": ("Lesart:", "Reading:"),
        "reference.options": ("Optionen und Einstellungen", "Options and settings"),
        "reference.options.intro": (
            'Alles, was `knackpy.rules("…", …)` annimmt: Optionen zwischen zwei Lesarten und einfache '
            "Einstellungen (Zahlen, das Blatt). Die Tabelle nennt den Standard je Regelwerk, die erlaubten Werte "
            "und die Regel, zu der die Option gehört.",
            'Everything `knackpy.rules("…", …)` accepts: options between two readings and plain settings (numbers, '
            "the deck). The table gives the default per ruleset, the values allowed and the rule the option belongs "
            "to.",
        ),
        "reference.options.head": (
            "| Regelwerk | Standard | erlaubt | Regel |",
            "| ruleset | default | allowed | rule |",
        ),
        "reference.what": ("Was sie einstellt:", "What it sets:"),
        "reference.other": ("Anders eingestellt:", "Set otherwise:"),
        "reference.why": ("Warum dieser Standard:", "Why this default:"),
    }
)
