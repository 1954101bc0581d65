"""The messages a pupil's browser may send, checked before anything reads them (schema, size, rate).

Each message is one JSON object with a ``type`` and exactly the fields of
that type; anything else is refused with a bilingual reason.

>>> parse('{"type": "act", "action": "keep", "version": 0}')
('act', {'action': 'keep', 'version': 0})
>>> parse('{"type": "act", "action": "keep", "seat": "x"}')
Traceback (most recent call last):
...
knackpy.serve.errors.Refused: Nachricht act: falsche Felder (seat) ...
"""

from __future__ import annotations

import json
from typing import Any

from .errors import Refused
from .limits import RateLimit

__all__ = ["parse", "load_json", "RateLimit", "MAX_MESSAGE", "MAX_DEPTH", "MESSAGES"]

MAX_MESSAGE = 2048  # characters; a move is a few words
MAX_DEPTH = 4  # nesting of objects and lists: a table's options are the deepest, {"options": {"lives": 1}}
_TEXT_LIMIT = 200

# type -> {field: (python type, required)}
MESSAGES: dict[str, dict[str, tuple[type, bool]]] = {
    "hello": {"token": (str, True), "lang": (str, False)},
    "lang": {"lang": (str, True)},
    "sit": {"table": (str, True), "seat": (int, True)},
    "leave": {},
    # table and seat may be named, but must be the pupil's own (checked by the server)
    "act": {"action": (str, True), "version": (int, False), "table": (str, False), "seat": (int, False)},
    "hint": {"version": (int, False)},
    "ping": {},
}


def parse(raw: object) -> tuple[str, dict[str, Any]]:
    """``(type, fields)`` of a valid message; :class:`Refused` (state unchanged) for anything else."""
    if not isinstance(raw, str):
        raise Refused("serve.err.bad_json")
    if len(raw) > MAX_MESSAGE:
        raise Refused("serve.err.too_big", limit=MAX_MESSAGE)
    message = load_json(raw)
    if not isinstance(message, dict):
        raise Refused("serve.err.bad_json")
    kind = message.pop("type", None)
    if not isinstance(kind, str) or kind not in MESSAGES:
        raise Refused("serve.err.bad_type", value=repr(kind)[:30], accepted=", ".join(MESSAGES))
    schema = MESSAGES[kind]
    wrong = sorted(
        name
        for name in set(message) | {n for n, (_, required) in schema.items() if required}
        if name not in schema or not _fits(message.get(name), schema[name][0])
    )
    if wrong:
        expected = ", ".join(f"{n}: {t.__name__}" for n, (t, _) in schema.items()) or "-"
        raise Refused("serve.err.bad_fields", type=kind, fields=", ".join(w[:20] for w in wrong[:5]), expected=expected)
    return kind, message


def _fits(value: object, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9
    return isinstance(value, str) and 0 < len(value) <= _TEXT_LIMIT


def load_json(raw: str | bytes) -> Any:
    """JSON from a browser, nested at most ``MAX_DEPTH`` deep; anything else is :class:`Refused` (``[[[[…`` too,
    which would otherwise exhaust the parser's recursion).

    >>> load_json('{"options": {"lives": 1}}')
    {'options': {'lives': 1}}
    >>> load_json("[" * 3000)
    Traceback (most recent call last):
    ...
    knackpy.serve.errors.Refused: Die Nachricht ist kein gültiges JSON-Objekt. / The message is not a valid JSON object.
    """
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    if _depth(text) > MAX_DEPTH:
        raise Refused("serve.err.bad_json")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("serve.err.bad_json") from None


def _depth(text: str) -> int:
    """How deep brackets nest outside strings (counted before parsing, so a deep one is never parsed)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest
