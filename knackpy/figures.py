"""Numbers as a reader expects them: a decimal comma in German, percent with or without a space.

One place for the job that bots, the widgets and the odds all do: turning a
share into ``12 %`` (German) or ``12%`` (English).  The call sites differ on
purpose (a bot's estimate is rounded to whole percent, a widget shows one
decimal), so those differences are keyword options here, not copies.

>>> percent_text(0.375, "de", decimals=1), percent_text(0.375, "en", decimals=1)
('37,5 %', '37.5%')
>>> percent_text(0.001), percent_text(0.001, bounds=True), percent_text(0.998, bounds=True)
('0,1 %', '<1 %', '>99 %')
"""

from __future__ import annotations

import re

from . import i18n

__all__ = ["chance_words", "count_text", "decimal_text", "figure_text", "percent_text"]

_PERCENT_FIELD = re.compile(r"\{:\.(\d)%\}")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_GERMAN_MARKS = str.maketrans(".,", ",.")


def decimal_text(x: float, lang: str = "de", decimals: int = 1, *, trim: bool = False) -> str:
    """``7,5`` in German, ``7.5`` in English; ``trim=True`` drops trailing zeros (``7,50`` -> ``7,5``).

    >>> decimal_text(7.25, "de", 2), decimal_text(7.5, "en", 2, trim=True), decimal_text(2.0, "de", 1, trim=True)
    ('7,25', '7.5', '2')
    """
    shown = f"{x:.{decimals}f}"
    if trim and decimals:
        shown = shown.rstrip("0").rstrip(".")
    return shown.replace(".", ",") if i18n.check_lang(lang) == "de" else shown


def count_text(n: int, lang: str = "de") -> str:
    """A count as running text writes it: ``4,960`` in English; in German ``4960`` (four digits stay together,
    as German usage allows) and ``22.100`` from five digits on (the dot between thousands, as in
    :func:`figure_text`).

    >>> count_text(4960, "en"), count_text(4960, "de"), count_text(22100, "de"), count_text(22100, "en")
    ('4,960', '4960', '22.100', '22,100')
    >>> count_text(999, "en"), count_text(-1500, "en")
    ('999', '-1,500')
    """
    grouped = f"{n:,}"
    if i18n.check_lang(lang) == "en":
        return grouped
    return str(n) if abs(n) < 10_000 else grouped.replace(",", ".")


def percent_text(p: float, lang: str = "de", *, decimals: int = 0, bounds: bool = False) -> str:
    """A share ``p`` (0 to 1) in percent, ``decimals`` digits after the comma, trailing zeros dropped.

    A possible outcome never reads ``0 %``: below the smallest step ``decimals``
    can show it gets three decimals, or with ``bounds=True`` reads ``<1 %``
    (and a share just under 1 reads ``>99 %`` rather than ``100 %``).
    """
    value = float(p) * 100
    if bounds and 0 < value < 0.5:
        number = "<1"
    elif bounds and 99.5 <= value < 100:
        number = ">99"
    else:
        if not bounds and 0 < value < 10 ** (-decimals):
            decimals = 3
        number = decimal_text(value, lang, decimals, trim=True)
    return f"{number} %" if i18n.check_lang(lang) == "de" else f"{number}%"


def figure_text(template: str, value: float, lang: str = "de") -> str:
    """``value`` put into a format string (``"{:.1f}"``, ``"{:.0%}"``, ``"{:+.1f} P."``) the way ``lang`` writes numbers.

    A lone percent field goes through :func:`percent_text` (so a possible
    outcome never reads ``0 %``: whole percent say ``<1 %``); any other template is Python's
    ``str.format``, and in German its numbers then get a decimal comma (and a
    dot between thousands) and a space before ``%``.

    >>> figure_text("{:.1f}", 13.64), figure_text("{:.1f}", 13.64, "en"), figure_text("{:.1f}", 5)
    ('13,6', '13.6', '5,0')
    >>> figure_text("{:.0%}", 0.25), figure_text("{:.0%}", 0.25, "en"), figure_text("{:.0%}", 0.004)
    ('25 %', '25%', '<1 %')
    >>> figure_text("{:.1%}", 0.004, "en"), figure_text("{:.1%}", 0.25, "en"), figure_text("{:.0%}", 0.0)
    ('0.4%', '25%', '0 %')
    >>> figure_text("{:,.1f} P.", 1234.5), figure_text("{:,.1f} P.", 1234.5, "en")
    ('1.234,5 P.', '1,234.5 P.')
    """
    lang = i18n.check_lang(lang)
    percent = _PERCENT_FIELD.fullmatch(template)
    if percent:
        decimals = int(percent[1])
        return percent_text(value, lang, decimals=decimals, bounds=decimals == 0)
    shown = template.format(value)
    if lang != "de":
        return shown
    shown = _NUMBER.sub(lambda number: number[0].translate(_GERMAN_MARKS), shown)
    return re.sub(r"(?<=\d)%", " %", shown)


# --- chance in words, for the children's track (issue 28): no fractions, no percent ------------------------

_ORDINALS = {
    2: ("zweite", "other"),
    3: ("dritte", "third"),
    4: ("vierte", "fourth"),
    5: ("fünfte", "fifth"),
    6: ("sechste", "sixth"),
    7: ("siebte", "seventh"),
    8: ("achte", "eighth"),
    9: ("neunte", "ninth"),
    10: ("zehnte", "tenth"),
}

i18n.catalogue(
    {
        "figures.chance.never": ("nie", "never"),
        "figures.chance.almost_never": ("fast nie", "almost never"),
        "figures.chance.very_rare": ("sehr selten", "very rarely"),
        "figures.chance.rare": ("selten", "rarely"),
        "figures.chance.every": ("etwa jedes {nth} Mal", "about every {nth} time"),
        "figures.chance.most": ("meistens", "most of the time"),
        "figures.chance.almost_always": ("fast immer", "almost always"),
        "figures.chance.always": ("immer", "always"),
    }
)


def chance_words(p: float, lang: str = "de") -> str:
    """A chance ``p`` (0 to 1) in words a child understands: no fraction, no percent.

    >>> [chance_words(x) for x in (1 / 1240, 0.0056, 0.05, 0.25, 0.4258, 0.8, 0.97)]
    ['fast nie', 'sehr selten', 'selten', 'etwa jedes vierte Mal', 'etwa jedes zweite Mal', 'meistens', 'fast immer']
    >>> chance_words(1 / 3, "en"), chance_words(0, "en"), chance_words(1, "en")
    ('about every third time', 'never', 'always')
    """
    lang = i18n.check_lang(lang)
    p = float(p)
    if p <= 0 or p >= 1:
        return i18n.text("figures.chance.never" if p <= 0 else "figures.chance.always", lang)
    if p < 1 / 500:
        key = "figures.chance.almost_never"
    elif p < 1 / 50:
        key = "figures.chance.very_rare"
    elif p < 1 / 10.5:
        key = "figures.chance.rare"
    elif p < 0.6:
        nth = _ORDINALS[min(10, max(2, round(1 / p)))]
        return i18n.text("figures.chance.every", lang, nth=nth[0] if lang == "de" else nth[1])
    elif p < 0.9:
        key = "figures.chance.most"
    else:
        key = "figures.chance.almost_always"
    return i18n.text(key, lang)
