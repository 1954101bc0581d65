"""The inks of the suits in both colour schemes, and the session's choices (scheme, language of pictures)."""

from __future__ import annotations

from collections.abc import Mapping

from .. import i18n
from .markup import _error

#: Text colour ("ink") of each suit in the standard scheme, by ``Suit.key``.
SUIT_COLOURS = {
    "diamonds": "#1565C0",
    "hearts": "#CC3311",
    "spades": "#1A1A1A",
    "clubs": "#00796B",
    "bells": "#A15C00",
    "german_hearts": "#C0182B",
    "leaves": "#2E7D32",
    "acorns": "#6B3F1D",
}

#: The four-colour deck: one ink per suit, the same four for both decks (Kreuz/Eichel black,
#: Pik/Grün blue, Herz red, Karo/Schellen ochre), apart for protan, deutan and tritan vision.
FOUR_COLOURS = {
    "spades": "#1A1A1A",
    "clubs": "#0062B1",
    "hearts": "#C2185B",
    "diamonds": "#8A5A00",
    "acorns": "#1A1A1A",
    "leaves": "#0062B1",
    "german_hearts": "#C2185B",
    "bells": "#8A5A00",
}
SUIT_COLOUR_SCHEMES = {"standard": SUIT_COLOURS, "four": FOUR_COLOURS}
_session = {"suit_colours": "standard", "lang": i18n.DEFAULT_LANG}


def set_language(lang: str) -> str:
    """The language of cards and hands that Jupyter draws by themselves (``parse_cards("A♥ K♥")`` at the end
    of a cell names its pictures in it); returns the language before.  A lesson sets it to its own language."""
    before, _session["lang"] = _session["lang"], i18n.check_lang(lang)
    return before


def picture_language() -> str:
    """The language set by :func:`set_language` (German unless changed)."""
    return _session["lang"]


def suit_colours(scheme: str | None = None) -> Mapping[str, str]:
    """The ink of every suit in ``scheme`` (``"standard"`` or ``"four"``; ``None``: the session's choice)."""
    return SUIT_COLOUR_SCHEMES[_scheme(scheme)]


def set_suit_colours(scheme: str) -> str:
    """Make ``scheme`` the default of every later drawing in this session; returns the scheme before."""
    before, _session["suit_colours"] = _session["suit_colours"], _scheme(scheme)
    return before


def suit_ink_map(scheme: str = "four") -> dict[str, str]:
    """``{standard ink: ink in scheme}`` for the inks that change (every standard ink belongs to one suit)."""
    new = SUIT_COLOUR_SCHEMES[_scheme(scheme)]
    return {ink: new[suit] for suit, ink in sorted(SUIT_COLOURS.items()) if new[suit] != ink}


def _scheme(scheme: str | None) -> str:
    if scheme is None:
        return _session["suit_colours"]
    if scheme not in SUIT_COLOUR_SCHEMES:
        raise _error("svg.bad_scheme", value=repr(scheme)[:40], accepted=", ".join(SUIT_COLOUR_SCHEMES))
    return scheme
