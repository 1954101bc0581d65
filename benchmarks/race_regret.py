"""How good are the strong Knack bot's choices, measured without duels (issue 34, session 14)?

Records every race of ``--games`` seeded games of 4 strong bots, works out each candidate's "true" chance to lose
in a long run of ``--deals`` deals (every candidate in the same deals, 400 weighed proposals per opponent, its own
random numbers), then plays each race again with the settings under test, ``--reps`` times with other random
numbers, and prints the mean regret per decision: the chosen move's true chance to lose minus the best one's.
Beside it: rollouts, weighed proposals and deals per game, and a cost estimate from them (3.2, 0.8 and 2.0 µs
each, the shares of a game measured in session 13).

A duel of 1,200 games tells 1.4 percentage points apart at best; the regret compares settings on the same
positions and truth, so a change of a few tenths of 10⁻³ shows.  It measures the search against its own model
(opponents who play the rule of thumb), not the model: a change of the model itself (``miss``, the rule of
thumb) needs a duel.

    python benchmarks/race_regret.py --games 60 --deals 1000 --reps 4 "" "se=1.5,batch=8" "proposals=120"

Each argument is one setting: fields of :class:`~knackpy.bots.knack_fast.Race`, comma-separated (empty: the
strong bot as it is).  60 games, 1,000 deals: about 4,800 races, three minutes for the truth, 15 s per setting.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_race_replay import _record  # noqa: E402  (the benchmarks folder is not a package)

from knackpy.bots import knack_fast, knack_info  # noqa: E402
from knackpy.bots.knack_fast import ROLLOUT_CIRCLES, Move, Race  # noqa: E402
from knackpy.bots.strong import ranking  # noqa: E402

TRUTH_PROPOSALS = 400  # weighed hands per opponent for the long run


class _Counted:
    """A dealer that counts the deals a race asks for."""

    def __init__(self, dealer: Any, count: list[int]) -> None:
        self.dealer, self.count = dealer, count

    def deal(self, n: int) -> list[list]:
        self.count[0] += n
        return self.dealer.deal(n)


def _choice(values: list[float], alive: list[int], moves: list[Move]) -> int:
    """The move the strong bot plays after a race (``StrongBot._choose``'s ranking)."""
    return ranking(values, alive, [move.action for move in moves])[0]


def _truth(races: list[tuple], deals: int) -> list[list[float]]:
    """Each candidate's chance to lose in ``deals`` deals of its own (the same deals for every candidate)."""
    out = []
    for k, (info, ctx, moves, how) in enumerate(races):
        dealer = knack_fast.Dealer(info, ctx, random.Random(10**6 + k), how.miss, TRUTH_PROPOSALS)
        rows = knack_fast.outcomes(ctx, info, moves, dealer.deal(deals), ROLLOUT_CIRCLES * len(info.seats))
        out.append([sum(row) / deals for row in rows])
    return out


def _setting(text: str) -> dict[str, Any]:
    """``"se=1.5,batch=8"`` as Race fields (each converted to the field's type)."""
    types = {f.name: type(getattr(Race(), f.name)) for f in fields(Race)}
    out: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        if name not in types:
            raise SystemExit(f"no Race field {name!r}; fields: {', '.join(types)}")
        out[name] = value.lower() in ("1", "true", "yes") if types[name] is bool else types[name](value)
    return out


def _measure(races: list[tuple], truth: list[list[float]], changes: dict[str, Any], reps: int) -> tuple:
    """(mean regret per race for each rep, rollouts, proposals, deals) of the setting over ``reps`` runs."""
    regrets, rollouts, proposals, deals = [], 0, 0, [0]
    for rep in range(reps):
        regret = 0.0
        for k, (info, ctx, moves, how) in enumerate(races):
            how = replace(how, **changes)
            dealer = knack_fast.Dealer(info, ctx, random.Random(k * 1000 + rep), how.miss, how.proposals, how.singles)
            proposals += sum(len(weighed[0]) for weighed in dealer.weighted.values())
            horizon = ROLLOUT_CIRCLES * len(info.seats)
            values, played, alive, _ = knack_fast.race(ctx, info, moves, _Counted(dealer, deals), horizon, how)
            chosen = _choice(values, alive, moves)
            regret += truth[k][chosen] - min(truth[k])
            rollouts += sum(played)
        regrets.append(regret / len(races))
    return regrets, rollouts, proposals, deals[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("settings", nargs="*", default=[""], help='Race fields, e.g. "se=1.5,batch=8" ("": as is)')
    parser.add_argument("--games", type=int, default=60, help="seeded games of 4 strong bots (default 60)")
    parser.add_argument("--deals", type=int, default=1000, help="deals of the long run per race (default 1000)")
    parser.add_argument("--reps", type=int, default=4, help="runs of each setting (default 4)")
    parser.add_argument("--ruleset", default="knack", help="knack (default) or knack_oberlausitz")
    args = parser.parse_args()
    races = []
    for view, ctx, actions, _state, how in _record(args.ruleset, args.games):
        info = knack_info._knack_info(view, ctx)
        races.append((info, ctx, [Move(action, info.hand, info.table) for action in actions], how))
    truth = _truth(races, args.deals)
    print(f"{args.ruleset}: {len(races)} races of {args.games} games, truth from {args.deals} deals each")
    for text in args.settings:
        regrets, rollouts, proposals, deals = _measure(races, truth, _setting(text), args.reps)
        mean = sum(regrets) / len(regrets)
        spread = (sum((r - mean) ** 2 for r in regrets) / max(1, len(regrets) - 1) / len(regrets)) ** 0.5
        per = args.reps * args.games
        cost = (3.2 * rollouts + 0.8 * proposals + 2.0 * deals) / per / 1000
        print(
            f"{text or '(as is)':<40} regret {1000 * mean:6.3f} ± {1000 * spread:5.3f} e-3  rollouts {rollouts / per:6.0f}"
            f"  proposals {proposals / per:6.0f}  deals {deals / per:5.0f}  about {cost:5.1f} ms per game"
        )


if __name__ == "__main__":
    main()
