"""MkDocs hook: old lesson addresses lead to the renamed lessons (issue 15 renumbered the course).

The children's track made room for two Oberlausitz lessons, so some lessons have new file names.  For each
old name a small page at the old address sends the reader on (a meta refresh, a canonical link and a plain
link for readers without automatic forwarding).  No plugin is needed; tests/test_checks_browser.py checks it.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

#: old lesson file name -> new one (same names in both languages)
RENAMED = {
    "06_knack_lives_and_pot": "06_knack_lives",
    "09_knack_rulesets_compared": "11_knack_rulesets_compared",
    "10_charakir_cards_and_deal": "12_charakir_cards_and_deal",
    "11_charakir_the_turn": "13_charakir_the_turn",
    "12_charakir_knocking_and_scoring": "14_charakir_knocking_and_scoring",
    "13_charakir_game_and_strategy": "15_charakir_game_and_strategy",
    "20_teachers": "20_worksheet_knack",
}

MOVED = {"de": "Diese Lektion hat eine neue Adresse", "en": "This lesson has a new address"}
LANGS = ("de", "en")  # the default language at the site's root, the others in sub-folders (mkdocs.yml)
DEFAULT_LANG = "de"

PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{new}</title>
<meta http-equiv="refresh" content="0; url=../{new}/">
<link rel="canonical" href="../{new}/"></head>
<body><article><h1>{moved}</h1><p><a href="../{new}/">{new}</a></p>
<p>{switch}</p></article></body></html>
"""


def _root(site_dir: Path) -> Path:
    """The site's root: i18n may call the hook with a language's sub-folder as site_dir."""
    return site_dir.parent if site_dir.name in LANGS and site_dir.name != DEFAULT_LANG else site_dir


def _folder(root: Path, lang: str) -> Path:
    return root if lang == DEFAULT_LANG else root / lang


def _switch(root: Path, lang: str, old: str) -> str:
    here = _folder(root, lang) / "course" / old
    links = []
    for other in LANGS:
        href = os.path.relpath(_folder(root, other) / "course" / old, here).replace(os.sep, "/") + "/"
        links.append(f'<a class="md-select__link" hreflang="{other}" href="{escape(href)}">{other}</a>')
    return " ".join(links)


def write_redirects(site_dir: Path) -> list[Path]:
    """Write a forwarding page for every renamed lesson whose new page exists; returns the pages written."""
    root, written = _root(site_dir), []
    for lang in LANGS:
        base = _folder(root, lang) / "course"
        for old, new in RENAMED.items():
            page = base / old / "index.html"
            if (base / new / "index.html").is_file() and not page.exists():
                page.parent.mkdir(parents=True, exist_ok=True)
                page.write_text(
                    PAGE.format(lang=lang, moved=MOVED[lang], new=escape(new), switch=_switch(root, lang, old)), "utf-8"
                )
                written.append(page)
    return written


def on_post_build(config):
    write_redirects(Path(config.site_dir))
