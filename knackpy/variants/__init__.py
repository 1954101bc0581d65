"""The rulesets, one :class:`~knackpy.variants.base.Variant` per module, and the registry that knows them.

>>> [v.name for v in all()][:3]  # the built-in ones first
['knack', 'knack_oberlausitz', 'charakir']
>>> get("31").has_lives, get("oberlausitz").has_coins, get("charakir").ends_by_knock
(True, True, True)

A new ruleset is one module with a ``VARIANT`` (and its texts), registered here or with :func:`register`
(ARCHITECTURE.md, "A new ruleset", shows a complete one).
"""

from __future__ import annotations

from .base import CardLayout, Variant
from .charakir import VARIANT as CHARAKIR
from .knack import VARIANT as KNACK
from .oberlausitz import VARIANT as OBERLAUSITZ

__all__ = ["Variant", "CardLayout", "get", "named", "all", "names", "register", "lookup_key", "BUILT_IN"]

#: the library's own rulesets, in the order menus and the rule reference show them
BUILT_IN: tuple[Variant, ...] = (KNACK, OBERLAUSITZ, CHARAKIR)

_BY_NAME: dict[str, Variant] = {}
_BY_ALIAS: dict[str, Variant] = {}


def lookup_key(name: str) -> str:
    """How a typed name is looked up: ``" Knack-Oberlausitz "`` -> ``"knack_oberlausitz"``."""
    return name.strip().lower().replace("-", "_").replace(" ", "_")


def register(variant: Variant) -> Variant:
    """Make ``variant`` known to ``rules(...)``, ``new_game(...)`` and :func:`all` (its name and aliases)."""
    if not isinstance(variant, Variant):
        raise TypeError(f"expected a Variant, not {type(variant).__name__}")
    keys = (variant.name, *variant.aliases)
    taken = [k for k in keys if lookup_key(k) in _BY_ALIAS and _BY_ALIAS[lookup_key(k)] is not variant]
    if taken:
        raise ValueError(f"the names {taken} already stand for another ruleset")
    if "deck" not in variant.options or variant.options["deck"] != variant.default_deck:
        raise ValueError(f"{variant.name}: the option 'deck' must default to the first deck, {variant.default_deck}")
    _BY_NAME[variant.name] = variant
    for key in keys:
        _BY_ALIAS[lookup_key(key)] = variant
    return variant


def get(name: str) -> Variant | None:
    """The variant a name or alias stands for, or ``None``."""
    return _BY_ALIAS.get(lookup_key(name))


def named(name: str) -> Variant:
    """The variant of a ruleset name the library wrote itself (a game's, a result's): an unknown one is a bug."""
    found = get(name)
    if found is None:
        raise KeyError(f"no ruleset is registered as {name!r}; registered: {', '.join(names())}")
    return found


def all() -> tuple[Variant, ...]:  # noqa: A001 - read as variants.all()
    """Every registered variant: the built-in ones first, then any registered later (e.g. a test's toy variant)."""
    return tuple(_BY_NAME.values())


def names() -> tuple[str, ...]:
    """The names of every registered variant."""
    return tuple(_BY_NAME)


for _variant in BUILT_IN:
    register(_variant)
