"""Page content generated at build time from ``knackpy`` and the course notebooks.

The MkDocs hook (``hooks.py`` beside this file) calls these functions; they know
nothing about MkDocs, so the tests can call them too.

* Markdown pages under ``docs/<lang>/`` contain markers such as
  ``<!-- knackpy:rules knack -->``; :func:`expand_markers` replaces each marker
  with Markdown generated from :mod:`knackpy.registry` in the page's language,
  so the site prints exactly the rule texts and IDs the library uses.
* :func:`lessons` finds the lesson notebooks of ``course/<lang>/`` (sorted by
  file name, titled by their first heading).
* :func:`fix_notebook_html` post-processes the HTML that mkdocs-jupyter makes of
  a notebook: it removes the scripts nbconvert would load from CDNs, points
  the widget embed script at the copy served by the site, rewrites links
  between lessons, and adds the note about interactive elements.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from knackpy import registry
from knackpy.rules import RULESETS
from knackpy.rules import rules as make_rules

LANGS = ("de", "en")
DEFAULT_LANG = "de"

#: The ipywidgets embed script, served from the site (see docs/assets/vendor/.../SOURCE.txt).
WIDGET_EMBED_DIR = "assets/vendor/html-manager-1.0.15"
WIDGET_EMBED_SCRIPT = f"{WIDGET_EMBED_DIR}/embed.js"

# Every visible text the generator adds, in both languages.
TEXT = {
    "rules.title": ("{name}: alle Regeln", "{name}: all rules"),
    "rules.intro": (
        "Diese Seite wird beim Bauen der Website aus `knackpy.registry` erzeugt: Es sind dieselben Texte und "
        "Regelnummern, mit denen die Bibliothek arbeitet und ihre Fehlermeldungen begründet. Aufgeführt ist die "
        "Standardeinstellung des Regelwerks `{game}`; wo sich eine Regel umschalten lässt, steht die andere "
        "Lesart darunter.",
        "This page is generated from `knackpy.registry` when the site is built: these are the same texts and "
        "rule numbers the library works with and quotes in its error messages. It shows the default settings of "
        "the ruleset `{game}`; where a rule can be switched, the other reading is shown below it.",
    ),
    "rules.game": ("Spielregeln", "Rules of the game"),
    "rules.engine": ("Regeln der Spielmaschine", "Rules of the game engine"),
    "rules.engine.intro": (
        "Diese Regeln gelten für alle drei Spiele. Sie beschreiben, was das Programm garantiert, nicht, wie am "
        "Tisch gespielt wird.",
        "These rules hold for all three games. They describe what the software guarantees, not how people play "
        "at a table.",
    ),
    "rules.flag": (
        "Umschaltbar: Standard ist <code>{option}={now}</code>. Mit <code>{call}</code> gilt stattdessen:",
        "Switchable: the default is <code>{option}={now}</code>. With <code>{call}</code> this applies instead:",
    ),
    "rules.note": ("Wie wir die Quelle hier lesen", "How we read the source here"),
    "rules.options": ("Optionen", "Options"),
    "rules.options.intro": (
        'So heißen die Einstellungen in `knackpy.rules("{game}", ...)`, mit ihrem Standardwert und der Regel, '
        "zu der sie gehören.",
        'These are the settings of `knackpy.rules("{game}", ...)`, with their default and the rule they belong to.',
    ),
    "rules.options.head": (
        "| Option | Bedeutung | Standard | Regel |",
        "| option | meaning | default | rule |",
    ),
    "value.on": ("an", "on"),
    "value.off": ("aus", "off"),
    "value.none": ("keine", "none"),
    "notes.ruleset.E": ("Alle drei Spiele: die Spielmaschine", "All three games: the game engine"),
    "notes.ruleset.K": ("Knack (31)", "Knack (31)"),
    "notes.ruleset.O": ("Knack aus der Oberlausitz", "Knack as played in the Oberlausitz"),
    "notes.ruleset.C": ("Charakir", "Charakir"),
    "notes.rule": ("Regeltext", "Rule text"),
    "notes.flag": (
        "Beide Lesarten lassen sich ausprobieren: <code>{option}</code> ist standardmäßig <code>{now}</code>.",
        "Both readings can be tried: <code>{option}</code> is <code>{now}</code> by default.",
    ),
    "card.print": (
        "Zum Ausdrucken: Strg+P (Mac: ⌘+P). Die Karte passt auf eine A4-Seite; Menü und Seitenleisten werden "
        "nicht mitgedruckt.",
        "To print: Ctrl+P (Mac: ⌘+P). The card fits on one A4 page; menus and sidebars are left out.",
    ),
    "lessons.empty": ("Noch keine Lektionen.", "No lessons yet."),
    # progress kept on the device (issue 28): the home page's list and each lesson page (checks.js fills them in)
    "lessons.teachers": (
        "Arbeitsblätter, Lösungen und Regelblätter für den Unterricht stehen unter "
        "[Für Lehrkräfte](teachers/index.md).",
        "Worksheets, answers and rule sheets for class are under [For teachers](teachers/index.md).",
    ),
    "progress.item": ("{done} von {total} Fragen geschafft", "{done} of {total} questions done"),
    "progress.item.none": ("{total} Fragen", "{total} questions"),
    "progress.item.all": ("✓ alle {total} Fragen geschafft", "✓ all {total} questions done"),
    "progress.lesson": (
        "Auf dieser Seite hast du {done} von {total} Fragen geschafft.",
        "You have done {done} of {total} questions on this page.",
    ),
    "progress.lesson.all": (
        "Alle {total} Fragen auf dieser Seite sind geschafft!",
        "All {total} questions on this page are done!",
    ),
    "progress.private": (
        "Das merkt sich nur dieser Browser auf deinem Gerät: kein Konto, nichts wird verschickt.",
        "Only this browser on your device remembers it: no account, nothing is sent anywhere.",
    ),
    "progress.home": (
        "Neben jeder Lektion steht, wie viele ihrer Fragen du schon geschafft hast. Das merkt sich nur dieser "
        "Browser auf deinem Gerät: Es gibt kein Konto, und nichts wird verschickt.",
        "Next to each lesson you see how many of its questions you have done. Only this browser on your device "
        "remembers it: there is no account, and nothing is sent anywhere.",
    ),
    "progress.reset": ("Neu anfangen", "Start again"),
    "progress.reset.confirm": (
        "Alle Antworten in diesem Browser löschen und neu anfangen?",
        "Delete all answers in this browser and start again?",
    ),
    "progress.reset.done": ("Alles gelöscht. Du fängst neu an.", "Everything is cleared. You are starting again."),
    # the note below a lesson's title (issue 14). Learners (lessons 00-19, the children's track 01-07 among them)
    # read "du" and plain words; the teachers' lessons (20-29) say "Sie" and may name the tools.
    "note.title": ("Hier kannst du lesen und schauen", "This page is for reading and looking"),
    "note.body": (
        "Du siehst die ganze Lektion mit allen Karten und Bildern. Die Knöpfe und Spiele machen hier aber "
        "nichts. Zum Ausprobieren öffnest du die Lektion im Programm JupyterLab. Wie das geht, steht unter "
        '<a href="{home}#so-gehts-los">So geht\'s los</a>.',
        "You see the whole lesson with all its cards and pictures. But the buttons and games do nothing here. "
        "To try them out, open the lesson in the JupyterLab program. "
        '<a href="{home}#getting-started">Getting started</a> shows you how.',
    ),
    "note.title.teachers": (
        "Interaktive Teile antworten nur in JupyterLab",
        "Interactive parts only answer in JupyterLab",
    ),
    "note.body.teachers": (
        "Diese Seite zeigt die Lektion so, wie sie beim Erstellen gespeichert wurde: Karten, Diagramme und "
        "Bedienelemente sind zu sehen, aber Knöpfe, Regler und Eingabefelder rechnen hier nichts aus. Dafür "
        'öffnen Sie die Lektion in JupyterLab (siehe <a href="{home}#so-gehts-los">So geht\'s los</a>).',
        "This page shows the lesson as it was saved when it was made: cards, charts and controls are visible, "
        "but buttons, sliders and input fields compute nothing here. For that, open the lesson in JupyterLab "
        '(see <a href="{home}#getting-started">Getting started</a>).',
    ),
    "note.download": ("Lektion herunterladen", "Download the lesson"),
    # issue 14, live in place: the lesson's widgets answer on its own page (tools/lite/README.md)
    "live.title": ("Diese Lektion kannst du hier ausprobieren", "You can try this lesson right here"),
    "live.body": (
        "Noch machen die Knöpfe und Spiele auf dieser Seite nichts. Drück auf „Live starten“: Dann kannst du "
        "hier klicken, spielen und ausprobieren. Beim ersten Mal dauert das ein paar Sekunden.",
        "The buttons and games on this page do nothing yet. Press “Start live”: then you can click, play and "
        "try things out right here. The first time, this takes a few seconds.",
    ),
    "live.title.teachers": ("Diese Lektion läuft auch live hier im Browser", "This lesson also runs live right here"),
    "live.body.teachers": (
        "Die Seite zeigt die Lektion so, wie sie beim Erstellen gespeichert wurde. Mit „Live starten“ läuft sie "
        "hier im Browser, ohne Installation: Dann antworten Karten, Knöpfe und Spiele direkt auf dieser Seite. "
        "Der erste Start dauert einige Sekunden. Die ganze Lektion zum Bearbeiten öffnen Sie in der "
        'Browser-Version oder in JupyterLab (siehe <a href="{home}#so-gehts-los">So geht\'s los</a>).',
        "This page shows the lesson as it was saved when it was made. With “Start live”, it runs here in the "
        "browser, with nothing to install: cards, buttons and games then answer right on this page. The first "
        "start takes a few seconds. To edit the whole lesson, open it in the in-browser version or in JupyterLab "
        '(see <a href="{home}#getting-started">Getting started</a>).',
    ),
    "live.start": ("Live starten", "Start live"),
    "live.auto": (
        "Jede Lektion sofort live starten (dieser Browser merkt es sich)",
        "Start every lesson live straight away (this browser remembers)",
    ),
    "live.link": ("Ganze Lektion in der Browser-Version", "Whole lesson in the in-browser version"),
    "live.reset": ("Originalfassung wiederherstellen", "Back to the original lesson"),
    # what the progress line says while the live version starts (live/knackpy-page.js reports the stage)
    "live.stage.app": ("Lade die Browser-Version …", "Loading the in-browser version …"),
    "live.stage.python": (
        "Die Lektion startet in deinem Browser (beim ersten Mal ein paar Sekunden) …",
        "Starting the lesson in your browser (a few seconds the first time) …",
    ),
    "live.stage.lesson": (
        "Die Lektion rechnet: {done} von {total} Schritten …",
        "Running the lesson: {done} of {total} steps …",
    ),
    "live.stage.ready": ("Live! Alles auf dieser Seite antwortet jetzt.", "Live! Everything on this page answers now."),
    "live.stage.failed": (
        "Das hat nicht geklappt. Lade die Seite neu und versuch es noch einmal.",
        "That did not work. Reload the page and try again.",
    ),
    # learner view (issue 14): code cells start collapsed (cell metadata jupyter.source_hidden)
    "code.show": ("Code zeigen", "Show code"),
    "code.hide": ("Code verbergen", "Hide code"),
    # what the home and teachers' pages say about the in-browser version (marker <!-- knackpy:live PAGE -->)
    "live.home.yes": (
        "**3. Im Browser, ohne Installation** – auf jeder Lektionsseite startet der Knopf „Live starten“ "
        "Python in deinem Browser: Karten, Knöpfe und Spiele antworten dann direkt auf der Seite. Die ganze "
        'Lektion als Notebook gibt es in der <a href="{app}" data-knackpy="live-home">Browser-Version</a>.',
        "**3. In the browser, with nothing to install** – on every lesson page, the “Start live” button starts "
        "Python in your browser: cards, buttons and games then answer right on the page. The whole lesson as "
        'a notebook is in the <a href="{app}" data-knackpy="live-home">in-browser version</a>.',
    ),
    "live.home.no": (
        "**3. Im Browser, ohne Installation** – diese Website wurde ohne die Browser-Version gebaut "
        "(`python tools/lite/build.py --site site` baut sie mit).",
        "**3. In the browser, with nothing to install** – this website was built without the in-browser version "
        "(`python tools/lite/build.py --site site` builds it in).",
    ),
    "live.teachers.yes": (
        "Auf der Website sind alle Ausgaben der Lektionen zu sehen. Damit Knöpfe und Spiele antworten, braucht "
        "es Python: Auf jeder Lektionsseite startet der Knopf „Live starten“ Python im Browser, ohne Installation; "
        "oder Sie nutzen JupyterLab (siehe [So geht's los](../index.md#so-gehts-los)).",
        "The website shows every output of the lessons. For buttons and games to answer, Python is needed: on "
        "every lesson page, “Start live” starts it in the browser, with nothing to install; or use JupyterLab "
        "(see [Getting started](../index.md#getting-started)).",
    ),
    "live.teachers.no": (
        "Auf der Website sind alle Ausgaben der Lektionen zu sehen. Damit Knöpfe und Spiele antworten, braucht "
        "es Python: JupyterLab (siehe [So geht's los](../index.md#so-gehts-los)). Diese Website wurde ohne die "
        "Browser-Version gebaut.",
        "The website shows every output of the lessons. For buttons and games to answer, Python is needed: "
        "JupyterLab (see [Getting started](../index.md#getting-started)). This website was built without the "
        "in-browser version.",
    ),
}


def t(key: str, lang: str, **params: object) -> str:
    """A text of :data:`TEXT` in ``lang``."""
    text = TEXT[key][LANGS.index(lang)]
    return text.format(**params) if params else text


def _esc(text: str) -> str:
    return html.escape(text, quote=False)


def _value(value: object, lang: str) -> str:
    if isinstance(value, bool):
        return t("value.on" if value else "value.off", lang)
    if value is None:
        return t("value.none", lang)
    if hasattr(value, "name") and callable(value.name):  # a Deck
        return value.name(lang)
    return str(value)


def _py(value: object) -> str:
    """A value as it is written in Python (``"french52"``, ``False``, ``None``)."""
    return json.dumps(value) if isinstance(value, str) else repr(value)


# --- rules reference ----------------------------------------------------------------------------------


def rules_reference(ruleset: str, lang: str) -> str:
    """Markdown for the rules reference of one ruleset: every rule ID of the ruleset with its text.

    Texts are HTML blocks (``data-rule`` attributes, tests compare them with
    the registry); headings and links are Markdown, so MkDocs puts the rules
    in the table of contents and checks the links.
    """
    r = make_rules(ruleset)
    flag_of = {rule_id: (option, other) for option, rule_id, _now, other in registry.flags(r, lang)}
    lines = [
        f"# {t('rules.title', lang, name=r.name(lang))}",
        "",
        t("rules.intro", lang, game=ruleset),
        "",
    ]
    described = registry.describe(r, lang)
    game_rules = [(i, text) for i, text in described if not i.startswith("E")]
    engine_rules = [(i, text) for i, text in described if i.startswith("E")]
    for heading, group in (("rules.game", game_rules), ("rules.engine", engine_rules)):
        lines += [f"## {t(heading, lang)}", ""]
        if heading == "rules.engine":
            lines += [t("rules.engine.intro", lang), ""]
        for rule_id, text in group:
            entry = registry.entry(rule_id)
            lines += [f"### {rule_id} · {entry.title(lang)} {{ #{rule_id} }}", ""]
            block = [f'<div class="knackpy-rule" data-rule="{rule_id}">']
            block.append(f'<p class="knackpy-rule-text" data-rule="{rule_id}">{_esc(text)}</p>')
            if rule_id in flag_of:
                option, other = flag_of[rule_id]
                now = getattr(r, option)
                now = getattr(now, "key", now)
                other_value = entry.other_value if now == entry.reading else entry.reading
                call = f"knackpy.rules({_py(ruleset)}, {option}={_py(other_value)})"
                block.append(
                    '<p class="knackpy-rule-flag">'
                    + t("rules.flag", lang, option=option, now=_esc(_py(now)), call=_esc(call))
                    + "</p>"
                )
                block.append(
                    f'<p class="knackpy-rule-other" data-rule="{rule_id}" data-option="{option}">{_esc(other)}</p>'
                )
            block.append("</div>")
            lines += block + [""]
            if entry.note_de:
                lines += [f"[{t('rules.note', lang)}](../sources.md#{rule_id.lower()})", ""]
    lines += [f"## {t('rules.options', lang)}", "", t("rules.options.intro", lang, game=ruleset), ""]
    lines += [t("rules.options.head", lang), "| --- | --- | --- | --- |"]
    for name in r.options():
        rule_id = registry.option_rule(r, name)
        lines.append(
            f"| `{name}` | {registry.option_label(name, lang)} | {_value(getattr(r, name), lang)} "
            f"| [{rule_id}](#{rule_id}) |"
        )
    return "\n".join(lines) + "\n"


# --- sources and readings -----------------------------------------------------------------------------


def ambiguity_notes(lang: str) -> str:
    """Markdown for every rule with a note (``registry.notes``): what the source says, how we read it."""
    by_prefix: dict[str, list[tuple[str, str, str]]] = {}
    for rule_id, title, note in registry.notes(lang):
        by_prefix.setdefault(rule_id[0], []).append((rule_id, title, note))
    page_of = {"E": "knack", "K": "knack", "O": "knack_oberlausitz", "C": "charakir"}
    lines: list[str] = []
    for prefix in ("K", "O", "C", "E"):
        if prefix not in by_prefix:
            continue
        lines += [f"## {t(f'notes.ruleset.{prefix}', lang)}", ""]
        for rule_id, title, note in by_prefix[prefix]:
            entry = registry.entry(rule_id)
            lines += [f"### {rule_id} · {title} {{ #{rule_id.lower()} }}", ""]
            block = [f'<div class="knackpy-note" data-rule="{rule_id}">', f"<p>{_esc(note)}</p>"]
            if entry.is_flag:
                ruleset = entry.rulesets[0]
                now = getattr(make_rules(ruleset), entry.option)
                now = getattr(now, "key", now)
                block.append(f"<p>{t('notes.flag', lang, option=entry.option, now=_esc(_py(now)))}</p>")
            block.append("</div>")
            lines += block + ["", f"[{t('notes.rule', lang)} {rule_id}](rules/{page_of[prefix]}.md#{rule_id})", ""]
    return "\n".join(lines) + "\n"


# --- rule cards ---------------------------------------------------------------------------------------


def rule_card(ruleset: str, lang: str) -> str:
    """The printable rule card of ``registry.rule_card`` inside a wrapper that the print CSS knows."""
    card = registry.rule_card(make_rules(ruleset), lang)
    title, _, body = card.partition("\n")  # the H1 stays outside the box: it is the page title
    return "\n".join(
        [
            title,
            "",
            f'<p class="knackpy-print-hint">{_esc(t("card.print", lang))}</p>',
            "",
            f'<div class="knackpy-rule-card" data-ruleset="{ruleset}" markdown>',
            "",
            body.strip("\n"),
            "",
            "</div>",
            "",
        ]
    )


# --- lessons ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lesson:
    name: str  # file name without .ipynb, the same in every language
    lang: str
    path: Path

    @property
    def title(self) -> str:
        return notebook_title(self.path)  # read when asked: the hooks mostly need names only


def notebook_title(path: Path) -> str:
    """The first Markdown heading of a notebook (its page title), or the file name."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb.get("cells", ()):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        for line in source.splitlines():
            match = re.match(r"#{1,6}\s+(.+?)\s*#*\s*$", line)
            if match:
                return match.group(1).strip()
    return path.stem


def lessons(course_dir: Path, lang: str) -> list[Lesson]:
    """The lesson notebooks of ``course/<lang>/``, ordered by file name."""
    folder = course_dir / lang
    paths = sorted(p for p in folder.glob("*.ipynb") if not p.name.startswith("."))
    return [Lesson(p.stem, lang, p) for p in paths]


#: the file names of the learners' lessons (00-19); 20-29 are the teachers' material (worksheets, answer key)
PUPILS_LESSON = re.compile(r"^[01]\d_")
_CHECK_ID = re.compile(r'data-check=\\?"([0-9a-f]+)\\?"')


def is_pupils_lesson(name: str) -> bool:
    return bool(PUPILS_LESSON.match(name))


def check_ids(text: str) -> list[str]:
    """The IDs of the checks (knackpy.checks) in a notebook or a page, in order, each once."""
    return list(dict.fromkeys(_CHECK_ID.findall(text)))


def _texts_attr(keys: dict[str, str], lang: str) -> str:
    """Texts for checks.js as a data attribute: {name: text in ``lang``}, ``{done}`` and ``{total}`` left open."""
    return html.escape(
        json.dumps({name: TEXT[key][LANGS.index(lang)] for name, key in keys.items()}, ensure_ascii=False)
    )


def lesson_list(course_dir: Path, lang: str) -> str:
    """The home page's list of the learners' lessons (00-19), in their own numbering, each with its progress.

    HTML, not a Markdown list: no list numbers in front of the lessons' own ("01 Knack ..."), and each item
    carries its checks' IDs, so checks.js can say how many are done in this browser.  The teachers' material
    (20-29: worksheets, the answer key) is not in it; a line points to the teachers' page.
    """
    found = [lesson for lesson in lessons(course_dir, lang) if is_pupils_lesson(lesson.name)]
    if not found:
        return t("lessons.empty", lang) + "\n"
    texts = _texts_attr({"some": "progress.item", "none": "progress.item.none", "all": "progress.item.all"}, lang)
    items = []
    for lesson in found:
        ids = check_ids(lesson.path.read_text(encoding="utf-8"))
        progress = ' <span class="knackpy-lesson-progress" data-knackpy="lesson-progress"></span>' if ids else ""
        items.append(
            f'<li data-lesson="{lesson.name}" data-checks="{" ".join(ids)}">'
            f'<a href="course/{lesson.name}/">{_esc(lesson.title)}</a>{progress}</li>'
        )
    reset = (
        f'<p class="knackpy-progress-actions"><button type="button" class="md-button" data-knackpy="progress-reset" '
        f'data-confirm="{html.escape(t("progress.reset.confirm", lang))}" '
        f'data-done="{html.escape(t("progress.reset.done", lang))}">{_esc(t("progress.reset", lang))}</button> '
        f'<span data-knackpy="progress-status" role="status" aria-live="polite"></span></p>'
    )
    return "\n".join(
        [
            f'<ul class="knackpy-lessons" data-knackpy="lessons" data-text="{texts}">',
            *items,
            "</ul>",
            "",
            f'<p class="knackpy-progress-note">{_esc(t("progress.home", lang))}</p>',
            reset,
            "",
            t("lessons.teachers", lang),
            "",
        ]
    )


def progress_line(lang: str, ids: list[str]) -> str:
    """The lesson page's "you have done 2 of the 5 questions" line; checks.js fills it in and shows it."""
    texts = _texts_attr({"some": "progress.lesson", "all": "progress.lesson.all"}, lang)
    return (
        f'<div class="knackpy-progress" data-knackpy="progress" data-checks="{" ".join(ids)}" data-text="{texts}" '
        f'hidden><p><strong data-knackpy="progress-count"></strong> {_esc(t("progress.private", lang))}</p></div>\n'
    )


# --- markers ------------------------------------------------------------------------------------------

MARKER = re.compile(r"<!--\s*knackpy:(?P<kind>[a-z_]+)(?:\s+(?P<arg>[a-z_]+))?\s*-->")


class MarkerError(ValueError):
    """A marker in a page that the generator does not know."""


#: the pages that say whether the in-browser version exists (``<!-- knackpy:live PAGE -->``), with the path
#: from the page to the site root in each language (for the link to the app)
LIVE_PAGES = {"home": {"de": "", "en": "../"}, "teachers": {"de": "../", "en": "../../"}}


def live_statement(page: str, lang: str, *, live: bool) -> str:
    """What ``page`` says about the in-browser version: the truth of this build (``live``: the site has the app)."""
    if page not in LIVE_PAGES:
        raise MarkerError(f"<!-- knackpy:live {page} -->: expected one of {', '.join(LIVE_PAGES)}")
    app = f"{LIVE_PAGES[page][lang]}live/index.html"
    return t(f"live.{page}.{'yes' if live else 'no'}", lang, app=app)


def expand_markers(markdown: str, lang: str, course_dir: Path, *, live: bool = False) -> str:
    """Replace every ``<!-- knackpy:... -->`` marker with generated Markdown in ``lang``.

    ``live`` says whether this build has the in-browser version (tools/site/hooks.py decides, in one place).
    """

    def replace(match: re.Match) -> str:
        kind, arg = match.group("kind"), match.group("arg")
        if kind in ("rules", "card"):
            if arg not in RULESETS:
                raise MarkerError(f"{match.group(0)}: expected one of {', '.join(RULESETS)}")
            return rules_reference(arg, lang) if kind == "rules" else rule_card(arg, lang)
        if kind == "notes" and arg is None:
            return ambiguity_notes(lang)
        if kind == "lessons" and arg is None:
            return lesson_list(course_dir, lang)
        if kind == "live" and arg is not None:
            return live_statement(arg, lang, live=live)
        raise MarkerError(f"unknown marker {match.group(0)}")

    return MARKER.sub(replace, markdown)


# --- notebook pages -----------------------------------------------------------------------------------

# nbconvert's templates load these from CDNs (cdnjs, unpkg).  mkdocs-jupyter has no switch for them, so
# they are cut from the page and, for the widgets, replaced by the copy the site serves.  Each pattern
# matches the exact markup of the pinned nbconvert; fix_notebook_html reports when one stops matching.
_MATHJAX = re.compile(
    r"<!-- Load mathjax -->.*?<!-- End of mathjax configuration -->",
    re.S,
)
_MERMAID = re.compile(
    r'<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{'
    r"\s*const diagrams = document\.querySelectorAll\(\"\.jp-Mermaid > pre\.mermaid\"\);.*?</script>",
    re.S,
)
_WIDGET_LOADER = re.compile(r"<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\).*?</script>", re.S)
_HREF = re.compile(r'(?P<attr>\b(?:href|src))="(?P<url>[^"]*)"')


@dataclass
class NotebookFix:
    html: str
    problems: list[str]


def fix_notebook_html(
    content: str,
    *,
    lang: str,
    name: str,
    known_lessons: dict[str, set[str]],
    root: str,
    live: str | None = None,
    hidden_inputs: frozenset[str] = frozenset(),
) -> NotebookFix:
    """Make mkdocs-jupyter's HTML of one lesson fit for the site.

    ``root`` is the relative URL from the page to the site root (``"../../"``),
    ``known_lessons`` maps each language to its lesson names, ``live`` is the
    folder of the in-browser app in the site (``"live/"``) or None when the
    site has none (issue 9; tools/lite/build.py), ``hidden_inputs`` the ids of the cells whose input starts
    collapsed (:func:`hidden_input_ids`).  Returns the new
    HTML and a list of problems (the hook logs them as warnings, so a strict
    build fails).
    """
    problems: list[str] = []
    # 1. MathJax (mkdocs-jupyter passes an empty URL unless custom_mathjax_url is set, which still leaves
    #    a <script src=""> and the config block).  The course uses no LaTeX, so formulas stay plain text.
    content, n_mathjax = _MATHJAX.subn("", content)
    if n_mathjax != 1:
        problems.append(f"expected one MathJax block from nbconvert, found {n_mathjax} (template changed?)")
    # 2. The Mermaid loader, which imports mermaid from cdnjs when a diagram is on the page.
    content, n_mermaid = _MERMAID.subn("", content)
    if n_mermaid != 1:
        problems.append(f"expected one Mermaid loader from nbconvert, found {n_mermaid} (template changed?)")
    if 'class="jp-Mermaid"' in content:
        problems.append("a Mermaid diagram cannot be drawn offline; use an SVG output instead")
    # 3. Links written for JupyterLab (``01_knack.ipynb``, ``../en/01_knack.ipynb#part``) point to the
    #    lesson pages; anything else relative cannot work on the site and is reported.
    content = _HREF.sub(lambda m: _rewrite_link(m, lang, known_lessons, problems), content)
    # 4. Widgets: nbconvert's loader appends a <script> from unpkg.com.  Serve the embed script of
    #    @jupyter-widgets/html-manager from the site instead; it renders every widget view of the saved state.
    has_state = 'type="application/vnd.jupyter.widget-state+json"' in content
    content, n_loader = _WIDGET_LOADER.subn("", content)
    if has_state:
        if n_loader != 1:
            problems.append(f"expected one widget loader from nbconvert, found {n_loader} (template changed?)")
        content += f'\n<script defer src="{root}{WIDGET_EMBED_SCRIPT}" data-knackpy="widget-embed"></script>\n'
    elif n_loader:
        problems.append("widget loader without widget state")
    # 5. Learner view (issue 14): no cell tags (mkdocs-jupyter's template prints them above every tagged
    #    input), and inputs whose cell metadata says ``jupyter.source_hidden`` start collapsed behind a toggle.
    content = _TAG_TOOLBAR.sub("", content)
    if 'class="cell-tag"' in content:
        problems.append("cell tags left on the page (mkdocs-jupyter's template changed?)")
    content, missing = _collapse_inputs(content, hidden_inputs, lang)
    problems.extend(f"cell {cell_id}: no input area found to collapse (template changed?)" for cell_id in missing)
    # 6. The note about interactive elements, right below the lesson's title; when the site has the in-browser
    #    app, with the "start live" button (docs/assets/javascripts/knackpy-live.js) and the links to the app.
    home = root if lang == DEFAULT_LANG else root + "en/"
    if has_state:  # only a page with controls has something that answers live, or nothing on the static page
        note = _live_note(lang, name, root, live) if live else _static_note(lang, name, home)
    else:
        note = _download_line(lang, name) if not is_pupils_lesson(name) else ""
    # 7. how many of the page's checks are done in this browser (issue 28), below the note
    ids = check_ids(content)
    note += progress_line(lang, ids) if ids else ""
    title_end = content.find("</h1>")
    if title_end < 0:
        return NotebookFix(note + content, problems)
    title_end += len("</h1>")
    return NotebookFix(content[:title_end] + "\n" + note + content[title_end:], problems)


def note_key(key: str, name: str) -> str:
    """The key of a note's text for lesson ``name``: the teachers' lessons (20-29) have their own ("Sie")."""
    return f"{key}.teachers" if name.startswith("2") else key


def _download_line(lang: str, name: str) -> str:
    """Teachers' material without controls: nothing to start, only the notebook to download."""
    return f'<p class="knackpy-download"><a href="{name}.ipynb" download>{_esc(t("note.download", lang))}</a></p>\n'


def _static_note(lang: str, name: str, home: str) -> str:
    return (
        f'<div class="admonition info knackpy-widget-note" data-knackpy="widget-note">\n'
        f'<p class="admonition-title">{_esc(t(note_key("note.title", name), lang))}</p>\n'
        f"<p>{t(note_key('note.body', name), lang, home=home)}</p>\n"
        f'<p><a href="{name}.ipynb" download>{_esc(t("note.download", lang))}</a></p>\n'
        f"</div>\n"
    )


#: the texts knackpy-live.js shows while the live version starts, by the stage the app reports
LIVE_STAGES = ("app", "python", "lesson", "ready", "failed")
LIVE_SCRIPT = "assets/javascripts/knackpy-live.js"


def _live_note(lang: str, name: str, root: str, live: str) -> str:
    home = root if lang == DEFAULT_LANG else root + "en/"
    path = f"{lang}/{name}.ipynb"
    texts = {stage: t(f"live.stage.{stage}", lang) for stage in LIVE_STAGES}
    data = html.escape(json.dumps(texts, ensure_ascii=False), quote=True)
    # the app's notebook page in the lesson's language: its menus are German for German lessons
    # (tools/lite/build.py, add_language_apps)
    notebooks = f"{root}{live}{lang}/notebooks/"
    return (
        f'<div class="admonition info knackpy-widget-note" data-knackpy="widget-note">\n'
        f'<p class="admonition-title">{_esc(t(note_key("live.title", name), lang))}</p>\n'
        f'<p data-knackpy="live-body">{t(note_key("live.body", name), lang, home=home)}</p>\n'
        f'<p class="knackpy-live-actions"><button type="button" class="md-button md-button--primary" '
        f'data-knackpy="live-start" data-live-app="{root}{live}" data-live-notebooks="{notebooks}" '
        f'data-live-path="{path}" data-live-text="{data}">'
        f"{_esc(t('live.start', lang))}</button>\n"
        f'<a class="md-button" data-knackpy="live-link" href="{notebooks}index.html?path={path}">'
        f"{_esc(t('live.link', lang))}</a>\n"
        # no "·" between the two links: the row is a wrapping flex box with gaps, and a separator of its own
        # would start the next line when the row wraps there
        f'<a data-knackpy="live-reset" href="{root}{live}reset.html?path={path}">{_esc(t("live.reset", lang))}</a>\n'
        f'<a href="{name}.ipynb" download>{_esc(t("note.download", lang))}</a></p>\n'
        # a learner who ticks this once gets every lesson page live as soon as it opens (knackpy-live.js)
        f'<p class="knackpy-live-auto"><label><input type="checkbox" data-knackpy="live-auto"> '
        f"{_esc(t('live.auto', lang))}</label></p>\n"
        f'<p class="knackpy-live-status" data-knackpy="live-status" role="status" aria-live="polite" hidden></p>\n'
        f'<progress class="knackpy-live-progress" data-knackpy="live-progress" hidden></progress>\n'
        f'<script defer src="{root}{LIVE_SCRIPT}" data-knackpy="live-script"></script>\n'
        f"</div>\n"
    )


# mkdocs-jupyter's template writes a cell's tags into a "celltoolbar" above its input
_TAG_TOOLBAR = re.compile(
    r'<div class="celltoolbar">\s*(?:<div class="button_container tags_button_container">\s*'
    r'<span class="tag-container">\s*<span class="cell-tag">[^<]*</span>\s*</span>\s*</div>\s*)*</div>\s*'
)
_CELL_ID = re.compile(r'<div class="jp-Cell [^"]*" id="cell-id=(?P<id>[^"]+)">\s*')
_DIV = re.compile(r"<(/?)div\b")
_INPUT_WRAPPER = '<div class="jp-Cell-inputWrapper"'


def hidden_input_ids(notebook_path: Path) -> frozenset[str]:
    """The ids of the cells whose input starts collapsed (standard metadata ``jupyter.source_hidden``).

    Cells tagged ``hide-input`` are left out: the site drops their input altogether (mkdocs.yml's
    ``remove_input_tags``), so a learner sees only what they show.
    """
    nb = json.loads(notebook_path.read_text(encoding="utf-8"))
    return frozenset(
        cell["id"]
        for cell in nb.get("cells", ())
        if cell.get("id")
        and cell.get("metadata", {}).get("jupyter", {}).get("source_hidden")
        and "hide-input" not in cell.get("metadata", {}).get("tags", ())
    )


def _collapse_inputs(content: str, hidden: frozenset[str], lang: str) -> tuple[str, list[str]]:
    """Put the input of each cell in ``hidden`` into a closed ``<details>`` ("Code zeigen" / "Show code")."""
    summary = (
        f'<summary><span class="knackpy-code-show">{_esc(t("code.show", lang))}</span>'
        f'<span class="knackpy-code-hide">{_esc(t("code.hide", lang))}</span></summary>'
    )
    parts, done, pos = [], set(), 0
    for match in _CELL_ID.finditer(content):
        cell_id = match.group("id")
        if cell_id not in hidden or not content.startswith(_INPUT_WRAPPER, match.end()):
            continue
        end = _div_end(content, match.end())
        parts += [content[pos : match.end()], f'<details class="knackpy-code" data-knackpy="code">{summary}']
        parts += [content[match.end() : end], "</details>"]
        pos = end
        done.add(cell_id)
    parts.append(content[pos:])
    return "".join(parts), sorted(hidden - done)


def _div_end(content: str, start: int) -> int:
    """Where the ``<div>`` opened at ``start`` closes (code on the page is escaped, so every tag is markup)."""
    depth = 0
    for tag in _DIV.finditer(content, start):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return content.index(">", tag.end()) + 1
    return len(content)


def _rewrite_link(match: re.Match, lang: str, known: dict[str, set[str]], problems: list[str]) -> str:
    attr, url = match.group("attr"), html.unescape(match.group("url"))
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or url.startswith(("#", "/", "data:", "mailto:")) or not parts.path:
        return match.group(0)
    path = posixpath.normpath(posixpath.join(lang, unquote(parts.path)))  # as seen from course/<lang>/
    target_lang, _, file_name = path.partition("/")
    if attr == "href" and target_lang in known and file_name.endswith(".ipynb") and "/" not in file_name:
        target = file_name[: -len(".ipynb")]
        if target in known[target_lang]:
            if target_lang == lang:
                new = f"../{target}/"
            elif lang == DEFAULT_LANG:
                new = f"../../{target_lang}/course/{target}/"
            else:  # English page -> German page at the site root
                new = f"../../../course/{target}/"
            if parts.fragment:
                new += "#" + parts.fragment
            return f'{attr}="{html.escape(new)}"'
        problems.append(f"link to a lesson that does not exist: {url}")
        return match.group(0)
    problems.append(f"relative link that only works in JupyterLab: {url}")
    return match.group(0)
