"""Simulations: many seeded games (or single rounds) between bots, as plain records.

>>> result = simulate("knack", bots=["random", "simple"], games=4, seed=1)
>>> len(result.games), sum(p.win_score for p in result.players)
(4, 4.0)
>>> sorted(result.rows()[0])[:3]
['ended_closed', 'ended_deal', 'ended_feuer']

How a run is built (everything follows from ``seed``, E1):

* **Games.**  Game ``i`` is a new game with the seed ``derive_seed(seed, "game", i)``;
  games are independent of each other, so they can run in any process and in
  any order and are merged in game order: the result does not depend on
  ``workers``.  One runner plays them, ``knackpy.bots.tournament.play_game``:
  ``knackpy.bots.tournament(rules, levels, games=n, seed=s)`` plays the same
  games as ``simulate(rules, bots=levels, games=n, seed=s)``.
* **Players and seats.**  ``bots`` lists the players (a level name such as
  ``"simple"``, a ready bot object, or a factory ``f(rules, *, seed) -> bot``).
  With ``players`` larger than the list, the list is repeated to fill the
  table (``["simple", "strong"]`` for 4 players: simple, strong, simple,
  strong).  Seats rotate: in game ``i`` player ``p`` sits at seat
  ``(p - i) mod n``, so no player always sits first (the cyclic order stays the
  same: who sits to whose left never changes).  The first dealer is drawn
  from the game's seed as usual.
* **Bots.**  A level name gives a bot made for each game and seat with the seed
  ``derive_seed(seed, "bot", i, seat)``.  A bot object is copied for every game
  (``copy.deepcopy``), so a game never depends on the games before it; it is
  not reseeded.
* **Rounds only** (``rounds_only=True`` or :func:`simulate_rounds`): each game
  stops after its first round; its winners and losers are that round's.
* **Records.**  Every round is a :class:`RoundRecord` (how it ended, how many
  turns, who lost, the hand values), every game a :class:`GameRecord`.  Players
  are numbered by their place in ``bots`` (not by seat).  :class:`PlayerStats`
  adds them up per player, or per level.

How rounds end (``RoundRecord.ending``): ``closed`` (K13/O5), ``knack`` (a
called 31, K14/O10), ``feuer`` (K8), ``superknack`` (O9), ``deal`` (Knack or
Feuer on the deal, K15), ``renewal_exhausted`` (everyone pushed and the pile
was too short, K12), ``turn_cap`` (E4), ``knock`` (the last turns after a knock
are done, C11), ``pile_empty`` (C12).  A round's length counts the turns
played in it, the last one included; a swap and its call are one turn.

Charakir rounds: a round's winners are the players who scored the fewest
points in it, its losers those who scored the most (nobody, if all scored
the same).  ``lost`` counts lives (``knack``) or coins (Oberlausitz).

Long runs: ``progress="text"`` draws a bar on stderr, ``"auto"`` an
ipywidgets bar in Jupyter (text elsewhere), or pass ``f(done, total)``.
Ctrl-C (``KeyboardInterrupt``) stops the run and returns the games finished so
far (a prefix in game order) with ``interrupted=True``.  ``workers=2`` or more
plays games in a standard-library process pool (``0``: one per core; on Ctrl-C
each worker ends its current game and the pool is joined); where processes are
not available (Pyodide), the games run in this process.

Where the code is: ``play`` (the entry points, one game to its record, the
process pool), ``records`` (rounds, games, endings, seeds), ``result``
(:class:`SimulationResult` with its tables and charts), ``progress`` and
``texts``.  Import from ``knackpy.simulate`` itself.
"""

from __future__ import annotations

# texts first: it registers the catalogue every table and error reads
from . import texts  # noqa: F401  isort: skip
from ..engine.chance import derive_seed  # the seeds of a run: one scheme with knackpy.bots.tournament.play_game
from .play import simulate, simulate_rounds
from .progress import TextProgress
from .records import ENDING_RULES, ENDINGS, GameRecord, PlayerStats, RoundRecord
from .result import SimulationResult

# also read by the terminal (level_key) and the variant lab (ending_name), as before the split
from .play import level_key  # noqa: E402, F401  isort: skip
from .result import ending_name  # noqa: E402, F401  isort: skip

__all__ = [
    "simulate",
    "simulate_rounds",
    "SimulationResult",
    "GameRecord",
    "RoundRecord",
    "PlayerStats",
    "ENDINGS",
    "ENDING_RULES",
    "derive_seed",
    "TextProgress",
]
