"""The level ``expert`` (Profi): the strong bot's search, wider and longer (issue 34, point 5).

The same rollouts as :class:`~knackpy.bots.strong.StrongBot` (everybody follows the rule of thumb), but every
swap is a candidate (not the best four), the candidates race over up to :data:`EXPERT_MOST` deals each
(strong: 64) and :data:`EXPERT_BUDGET` rollouts per decision (strong: 320), from :data:`EXPERT_PROPOSALS`
weighed hands per opponent (strong: 80); and it believes less firmly that the others follow the rule of thumb:
a move the rule of thumb would not make weighs :data:`EXPERT_MISS` (strong: 0.05; good opponents often
deviate, so the strong bot reads too much into their moves).  In a seeded duel
(``benchmarks/bench_strong_duel.py --level expert``) it beats the strong bot at Knack (``benchmarks/README.md``).
Charakir: the strong bot's search over four times the deals (:data:`EXPERT_CHARAKIR_BUDGET` per decision,
at most :data:`EXPERT_CHARAKIR_MOST` per candidate; strong: 240 and 64), which beats the strong bot there too.
A decision takes a few milliseconds more than the strong bot's.
"""

from __future__ import annotations

from .knack_fast import Race
from .strong import StrongBot

EXPERT_BUDGET = 2000  # Knack: rollouts per decision, at most
EXPERT_MOST = 512  # Knack: deals per candidate, at most
EXPERT_PROPOSALS = 160  # Knack: hands drawn per opponent before weighing them by what they did
EXPERT_CHARAKIR_BUDGET = 960  # Charakir: deals per decision, shared by the candidates
EXPERT_CHARAKIR_MOST = 256  # Charakir: deals per candidate, at most
EXPERT_MISS = 0.2  # Knack: the weight of an opponent's move the rule of thumb would not make (likelihood)


class ExpertBot(StrongBot):
    """Level ``expert``: the strong bot's search with every swap and many more deals (seeded, deterministic)."""

    level = "expert"
    # keep=99: every move (at most 12) stays in the race to the end (the strong bot keeps its best two)
    charakir_budget = EXPERT_CHARAKIR_BUDGET
    charakir_most = EXPERT_CHARAKIR_MOST
    race = Race(  # the race it was measured with: batches of 16, out at 2 standard errors, no early look
        total=EXPERT_BUDGET,
        most=EXPERT_MOST,
        proposals=EXPERT_PROPOSALS,
        swaps=10,
        miss=EXPERT_MISS,
        keep=99,
        peek=0,
        batch=16,
        se=2.0,
    )
