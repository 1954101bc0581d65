"""Interactive course components (ipywidgets 8), in German (``lang="de"``, the default) and English.

Seven components, each a class taking keyword-only options and showing itself
when a notebook cell ends with it:

* :class:`HandLab` – pick cards, see the hand's value with its rule IDs, switch variant flags.
* :class:`DealLab` – deal a round, keep or throw out (K5/O4), then see what the other choice gave.
* :class:`TurnTrainer` – every legal move a button; try an illegal one and read why not; undo, replay.
* :class:`OddsExplorer` – exact probabilities of a situation as fractions, percent and a chart.
* :class:`GameTable` – a whole game against bots, with hints.
* :class:`VariantLab` – two rule configurations side by side.
* :class:`SimulationDashboard` – many seeded games, results as tables and charts.

Nothing here imports ipywidgets until a component is built, so ``import
knackpy.widgets`` works without it; building one without ipywidgets raises a
:class:`~knackpy.errors.KnackpyError` with the install command.

>>> import knackpy.widgets as kw
>>> sorted(kw.__all__)[:3]
['DealLab', 'GameTable', 'HandLab']
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["HandLab", "DealLab", "TurnTrainer", "OddsExplorer", "GameTable", "VariantLab", "SimulationDashboard"]

_WHERE = {
    "HandLab": "hand_lab",
    "DealLab": "deal_lab",
    "TurnTrainer": "turn_trainer",
    "OddsExplorer": "odds_explorer",
    "GameTable": "game_table",
    "VariantLab": "variant_lab",
    "SimulationDashboard": "dashboard",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
