"""Pupils' names: one spelling per name (NFC), no bot's or teacher's name, no look-alike of a name in use.

A name typed with a combining accent (as macOS keyboards send "Mi" + U+0301 +
"a") is the same name as one typed with "í"; a Cyrillic "Міа" or a fullwidth
"Ｍia" beside "Mia" looks the same on the screen and is refused, as is
"Bot 2", which looks like a seat the server plays.

>>> check_name("Mi\\u0301a")
'Mía'
>>> skeleton("Міа") == skeleton("Mia") == skeleton("Ｍia")
True
>>> is_reserved("B0t 2"), is_reserved("Bodo")
(True, False)
"""

from __future__ import annotations

import re
import unicodedata

from .errors import Refused

__all__ = ["NAME_LIMIT", "check_name", "check_new_name", "numbered", "skeleton", "is_reserved", "RESERVED"]

NAME_LIMIT = 24
_NAME = re.compile(r"[^\W_](?:[\w .'-]*[^\W_.])?\.?", re.UNICODE)

# letters of other scripts drawn like Latin ones (Cyrillic, Greek), and digits drawn like letters: a small
# part of Unicode's confusables list, enough for the names a class types (fullwidth forms go by NFKC)
_CONFUSABLE = str.maketrans(  # applied after casefold(): capital look-alikes (Cyrillic "М", Greek "Μ") too
    {
        **dict(zip("авсеһіјклмнорѕтухьԁԛԝӏ", "abcehijklmhopstyxbdqwl", strict=True)),
        **dict(zip("αβεζηικμνορτυχ", "abezhikmnoptyx", strict=True)),
        "|": "l",
        "ı": "i",
    }
)
_DIGITS_AS_LETTERS = str.maketrans({"0": "o", "1": "l"})
# names that look like a seat the server plays or like the teacher, in both languages
RESERVED = re.compile(r"(b[o0]t|computer|coach|lehrer(in)?|lehrkraft|teacher)\d*")


def skeleton(name: str) -> str:
    """What a name looks like: compatibility forms folded (NFKC), case folded, look-alike letters mapped,
    spaces and dots ignored.  Two names with the same skeleton cannot be told apart at a glance."""
    return _fold(name).translate(_DIGITS_AS_LETTERS)


def _fold(name: str) -> str:
    folded = unicodedata.normalize("NFKC", name).casefold().translate(_CONFUSABLE)
    return "".join(ch for ch in unicodedata.normalize("NFC", folded) if ch not in " .-'")


def is_reserved(name: str) -> bool:
    """A bot's, the coach's or the teacher's name, however it is spelt ("Bot 2", "ВОТ", "B0t", "Lehrerin")."""
    return RESERVED.fullmatch(_fold(name)) is not None


def check_name(name: object) -> str:
    """A pupil's name in one spelling (NFC, single spaces): short, letters first; anything else is refused
    (never repaired).  Reserved names and look-alikes are :func:`check_new_name`'s part."""
    if not isinstance(name, str):
        raise Refused("serve.err.bad_name", limit=NAME_LIMIT)
    clean = " ".join(unicodedata.normalize("NFC", name).split())
    if not 1 <= len(clean) <= NAME_LIMIT or not _NAME.fullmatch(clean):
        raise Refused("serve.err.bad_name", limit=NAME_LIMIT)
    return clean


def check_new_name(name: object, taken: list[str]) -> str:
    """:func:`check_name`, then refused when it is reserved or looks like a name in ``taken`` without being
    it (the same name again is the caller's part: it gets a number)."""
    clean = check_name(name)
    if is_reserved(clean):
        raise Refused("serve.err.reserved_name", name=clean)
    shape = skeleton(clean)
    for other in taken:
        if skeleton(other) == shape and other.casefold() != clean.casefold():
            raise Refused("serve.err.look_alike", name=clean, other=other)
    return clean


def numbered(name: str, taken: list[str]) -> str:
    """``name``, or with the first number that makes it look like none of ``taken`` (a second "Mia" is "Mia 2";
    "Mia 2" also steers clear of a "Mia2", which looks the same).

    >>> numbered("Mia", ["Mia", "Mia2", "Ben"])
    'Mia 3'
    """
    shapes = {skeleton(other) for other in taken}
    candidate, n = name, 2
    while skeleton(candidate) in shapes:
        candidate, n = f"{name} {n}", n + 1
    return candidate
