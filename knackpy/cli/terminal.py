"""The reader's terminal: which language it speaks, and output it cannot show said in letters.

The language comes from the locale variables, the way every terminal program reads them: the first one set of
``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` (German for ``de*``, English for anything else); ``--lang`` wins.

>>> reader_lang({"LANG": "de_AT.UTF-8"}), reader_lang({"LANG": "en_GB.UTF-8"}), reader_lang({"LANG": "C.UTF-8"})
('de', 'en', 'en')
>>> reader_lang({"LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"})
'en'
>>> "A♥ 10♠ · Kreuz-König".encode("cp1252", errors=LETTERS)
b'Ah 10s \\xb7 Kreuz-K\\xf6nig'
>>> "A♥ · Kreuz-König".encode("ascii", errors=LETTERS)
b'Ah - Kreuz-Koenig'
"""

from __future__ import annotations

import codecs
import locale
import os
import sys
from collections.abc import Mapping

__all__ = ["LOCALE_VARIABLES", "LETTERS", "reader_lang", "fit_to_encoding"]

#: read in this order; the first one that is set decides (POSIX: LC_ALL overrides LC_MESSAGES overrides LANG)
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")

#: the name of the codec error handler that writes what an encoding lacks in letters
LETTERS = "knackpy-letters"

# Suit symbols as the letters a player types (``7h``, ``As``), then the few other signs of the texts.
_IN_LETTERS = {
    "♥": "h",
    "♡": "h",
    "♦": "d",
    "♢": "d",
    "♠": "s",
    "♤": "s",
    "♣": "c",
    "♧": "c",
    "ä": "ae",
    "ö": "oe",
    "ü": "ue",
    "Ä": "Ae",
    "Ö": "Oe",
    "Ü": "Ue",
    "ß": "ss",
    "·": "-",
    "–": "-",
    "—": "-",
    "„": '"',
    "“": '"',
    "”": '"',
    "‚": "'",
    "‘": "'",
    "’": "'",
    "…": "...",
    "×": "x",
    "≤": "<=",
    "≥": ">=",
    "→": "->",
    "≈": "~",
}


def _in_letters(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler: each sign the encoding lacks as its letters, or ``?`` if it has none."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    encoding = error.encoding
    said = []
    for sign in error.object[error.start : error.end]:
        letters = _IN_LETTERS.get(sign, "?")
        try:  # cp1252 has ä and ·, ASCII has neither: a letter substitute only where the sign itself fails
            letters.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            letters = "?"
        said.append(letters)
    return "".join(said), error.end


codecs.register_error(LETTERS, _in_letters)


def reader_lang(environ: Mapping[str, str] | None = None) -> str:
    """``"de"`` or ``"en"``: the language of the reader's locale (see the module's docstring).

    Windows terminals rarely set these variables; there the system's locale decides (``German_Germany``).
    """
    environ = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = environ.get(name)
        if value:
            return _lang_of(value)
    if environ is os.environ and sys.platform == "win32":  # pragma: no cover - Windows only
        return _lang_of(locale.getlocale()[0] or "")
    return "en"


def _lang_of(locale_name: str) -> str:
    name = locale_name.strip().lower()
    return "de" if name.startswith(("de", "german")) else "en"


def fit_to_encoding(*streams: object) -> None:
    """Let ``streams`` say in letters what their encoding cannot show (``A♥`` as ``Ah`` in cp1252), never fail.

    Only text streams that can be reconfigured (the process's own) and whose encoding lacks the card signs are
    changed; a UTF-8 terminal keeps every sign and Python's strict errors for everything else.
    """
    for stream in streams:
        encoding = getattr(stream, "encoding", None)
        reconfigure = getattr(stream, "reconfigure", None)
        if not encoding or reconfigure is None or _shows_cards(encoding):
            continue
        try:
            reconfigure(errors=LETTERS)
        except (ValueError, OSError):  # pragma: no cover - a closed or detached stream: nothing to say there
            continue


def _shows_cards(encoding: str) -> bool:
    try:
        "♥♦♠♣".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True
