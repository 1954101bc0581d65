"""Playing a run: the entry points :func:`simulate` and :func:`simulate_rounds`, their argument checks,
one game played to its record, and the process pool (``workers``)."""

from __future__ import annotations

import copy
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal, overload

from .. import variants
from ..errors import KnackpyError
from ..rules import Rules, as_rules
from ..rules import rules as make_rules
from .progress import _progress
from .records import _CHARAKIR_ENDED, _KNACK_ENDED, GameRecord, RoundRecord
from .result import SimulationResult, _level_display

# --- playing -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Spec:
    """Everything a worker process needs to play games (picklable)."""

    ruleset: str
    options: dict[str, Any]
    bots: tuple[Any, ...]  # per player: a level name, a bot object or a factory
    players: int
    seed: int
    rounds_only: bool


def _make_bot(entry: Any, rules: Rules, seed: int) -> Any:
    if isinstance(entry, str):
        from .. import bots

        return bots.make_bot(entry, rules, seed=seed)
    if hasattr(entry, "act"):
        return copy.deepcopy(entry)
    return entry(rules, seed=seed)


def _play_game(spec: _Spec, rules: Rules, index: int) -> GameRecord:
    """Play game ``index`` of the run (the same in every process) with the one runner of seeded games."""
    from ..bots.tournament import play_game, seating_of

    n = spec.players
    seating = seating_of(index, n)
    knack = rules.variant.has_table
    rounds: list[RoundRecord] = []

    def record(game: Any, turns_before: int) -> bool:
        result = game.round_results[-1]
        number = len(rounds) + 1
        if knack:
            rounds.append(_knack_round(result, seating, index, number, turns_before))
        else:
            rounds.append(_charakir_round(result, seating, index, number))
        return spec.rounds_only

    game, _ = play_game(rules, spec.bots, seed=spec.seed, index=index, make=_make_bot, after_round=record)
    if game.is_over():
        outcome = game.outcome()
        assert outcome is not None  # the game is over
        winners = tuple(sorted(seating[s] for s in outcome.winners))
        standings_by_seat = outcome.standings
    else:  # rounds only: the round decides
        last = rounds[-1]
        winners = last.winners
        standings_by_seat = game.totals if not knack else game.round_results[-1].after
    standings: list[int | float] = [0] * n
    for seat, value in enumerate(standings_by_seat):
        standings[seating[seat]] = value
    return GameRecord(index, game.seed, seating, winners, tuple(rounds), tuple(standings), game.is_over())


def _by_player(values: Sequence[Any], seating: tuple[int, ...], default: Any = None) -> tuple:
    out = [default] * len(seating)
    for seat, value in enumerate(values):
        out[seating[seat]] = value
    return tuple(out)


def _knack_round(result: Any, seating: tuple[int, ...], index: int, number: int, turns_before: int) -> RoundRecord:
    ended = result.ended
    if ended == "call":
        top = result.points[result.ender]
        ending = "knack" if top != 33 else variants.named(result.ruleset).top_call
    else:
        ending = _KNACK_ENDED.get(ended, ended)
    turns = 0 if ending == "deal" else turns_before + 1  # the last turn included; a swap and its call are one turn
    lost = tuple(max(0, b - a) for b, a in zip(result.before, result.after, strict=True))
    n = len(seating)
    return RoundRecord(
        game=index,
        round=number,
        ending=ending,
        turns=turns,
        ender=seating[result.ender] if result.ender is not None else None,
        losers=tuple(sorted(seating[s] for s in result.losers)),
        winners=tuple(sorted(seating[s] for s in result.winners)),
        values=_by_player(result.points, seating),
        lost=_by_player(lost, seating, 0),
        points=(0,) * n,
        why=result.why,
    )


def _charakir_round(result: Any, seating: tuple[int, ...], index: int, number: int) -> RoundRecord:
    scored = result.scores
    low, high = min(scored), max(scored)
    return RoundRecord(
        game=index,
        round=number,
        ending=_CHARAKIR_ENDED.get(result.ended_by, result.ended_by),
        turns=result.turns,
        ender=seating[result.knocker] if result.knocker is not None else None,
        losers=tuple(sorted(seating[s] for s, v in enumerate(scored) if v == high and high > low)),
        winners=tuple(sorted(seating[s] for s, v in enumerate(scored) if v == low)),
        values=_by_player([p.hand_points for p in result.players], seating),
        lost=(0,) * len(seating),
        points=_by_player(scored, seating, 0),
        why="no_knock" if result.knocker is None else "knocker_won" if scored[result.knocker] == 0 else "knocker_lost",
    )


_WORKER_RULES: dict[tuple, Rules] = {}
_WORKER_STOP: list[Any] = []  # in a worker process: the run's stop event (set by _start_worker)


def _start_worker(stop: Any) -> None:  # pragma: no cover - runs in the worker processes
    """A worker leaves Ctrl-C to the main process, which tells it through ``stop`` to end after the current game."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER_STOP[:] = [stop]


def _stopped() -> bool:
    return bool(_WORKER_STOP) and _WORKER_STOP[0].is_set()


def _play_chunk(spec: _Spec, indices: range) -> list[GameRecord]:
    """A worker's task: a few consecutive games; fewer (a prefix) when the run is stopped."""
    key = (spec.ruleset, tuple(sorted(spec.options.items())))
    rules = _WORKER_RULES.get(key)
    if rules is None:
        rules = _WORKER_RULES[key] = make_rules(spec.ruleset, **spec.options)
    played = []
    for index in indices:
        if _stopped():
            break
        played.append(_play_game(spec, rules, index))
    return played


# --- arguments -------------------------------------------------------------------------------------------------------


@overload
def _check_int(value: object, name: str, low: int, *, allow_none: Literal[False] = False) -> int: ...
@overload
def _check_int(value: object, name: str, low: int, *, allow_none: bool) -> int | None: ...


def _check_int(value: object, name: str, low: int, *, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise KnackpyError("sim.bad_number", name=name, value=repr(value)[:40], low=low)
    return value


def level_key(text: str) -> str:
    """A bot level from its key or its German or English name (``"stark"`` -> ``"strong"``)."""
    from .. import bots

    word = text.strip().lower()
    if word in bots.LEVELS:
        return word
    for level in bots.LEVELS:
        if word in (bots.level_name(level, "de").lower(), bots.level_name(level, "en").lower()):
            return level
    raise KnackpyError("sim.bad_bot", value=repr(text)[:40], accepted=", ".join(bots.LEVELS))


def _check_bots(bots: object) -> list[Any]:
    if isinstance(bots, str):
        bots = [b for b in bots.split(",") if b.strip()]
    if not isinstance(bots, Sequence) or not bots:
        raise KnackpyError("sim.no_bots", value=repr(bots)[:60])
    out: list[Any] = []
    for entry in bots:
        if isinstance(entry, str):
            out.append(level_key(entry))
        elif hasattr(entry, "act") or callable(entry):
            out.append(entry)
        else:
            from ..bots import LEVELS

            raise KnackpyError("sim.bad_bot", value=repr(entry)[:40], accepted=", ".join(LEVELS))
    return out


def _entry_level(entry: Any) -> str:
    if isinstance(entry, str):
        return entry
    return str(getattr(entry, "level", None) or getattr(entry, "__name__", None) or type(entry).__name__)


def _entry_names(entry: Any, rules: Rules) -> tuple[str, str]:
    if isinstance(entry, str):
        return _level_display(entry, "de", entry), _level_display(entry, "en", entry)
    bot = entry if hasattr(entry, "act") else None
    name = getattr(bot, "name", None)
    if callable(name):
        try:
            return str(name("de")), str(name("en"))
        except Exception:  # noqa: BLE001 - a home-made bot without names: use its level
            pass
    level = _entry_level(entry)
    return level, level


# --- the entry points ---------------------------------------------------------------------------------------------


def simulate(
    rules: Rules | str,
    *,
    bots: Sequence[Any] | str,
    games: int,
    seed: int = 0,
    players: int | None = None,
    progress: Any = None,
    workers: int = 1,
    rounds_only: bool = False,
) -> SimulationResult:
    """Play ``games`` seeded games between ``bots`` and return the records (see the module docs).

    ``rules`` is a :class:`~knackpy.rules.Rules` or a ruleset name; ``bots`` one
    entry per player (level names such as ``"simple"``, bot objects, or
    factories), repeated to fill ``players`` seats.  ``progress``: ``None``,
    ``"text"``, ``"auto"`` or ``f(done, total)``.  ``workers``: processes
    (``0`` = one per core); the result is the same for any number.
    """
    rules = as_rules(rules, not_rules="scoring.not_rules")
    games = _check_int(games, "games", 0)
    seed = _check_int(seed, "seed", 0)
    workers = _check_int(workers, "workers", 0)
    if not isinstance(rounds_only, bool):
        raise KnackpyError("sim.bad_flag", name="rounds_only", value=repr(rounds_only)[:40])
    entries = _check_bots(bots)
    if players is None:
        players = max(len(entries), rules.min_players if len(entries) == 1 else len(entries))
    _check_int(players, "players", 1)
    if not rules.min_players <= players <= rules.max_players:
        raise KnackpyError(
            "engine.bad_players", value=repr(players), low=rules.min_players, high=rules.max_players, game=rules.game
        )
    if len(entries) > players:
        raise KnackpyError("sim.too_many_bots", bots=len(entries), players=players)
    entries = [entries[p % len(entries)] for p in range(players)]
    on_progress, finish = _progress(progress, games)
    if workers == 0:
        workers = os.cpu_count() or 1
    spec = _Spec(rules.game, rules.options(), tuple(entries), players, seed, rounds_only)
    records: list[GameRecord] = []
    interrupted = False
    start = time.perf_counter()
    try:
        if workers > 1 and games > 1 and sys.platform != "emscripten":
            interrupted = _run_pool(spec, games, workers, records, on_progress)
        else:
            workers = 1
            interrupted = _run_here(spec, rules, games, records, on_progress)
    finally:
        finish()
    return SimulationResult(
        ruleset=rules.game,
        options=rules.options(),
        seed=seed,
        levels=tuple(_entry_level(e) for e in entries),
        names=tuple(_entry_names(e, rules) for e in entries),
        requested=games,
        rounds_only=rounds_only,
        games=tuple(records),
        interrupted=interrupted,
        elapsed=time.perf_counter() - start,
        workers=workers,
    )


def simulate_rounds(rules: Rules | str, *, bots: Sequence[Any] | str, rounds: int, **kw: Any) -> SimulationResult:
    """Experiments about single rounds: ``rounds`` games that each stop after their first round."""
    return simulate(rules, bots=bots, games=rounds, rounds_only=True, **kw)


def _run_here(spec: _Spec, rules: Rules, games: int, records: list[GameRecord], on_progress: Any) -> bool:
    try:
        for index in range(games):
            records.append(_play_game(spec, rules, index))
            if on_progress is not None:
                on_progress(index + 1, games)
    except KeyboardInterrupt:
        return True
    return False


def _run_pool(spec: _Spec, games: int, workers: int, records: list[GameRecord], on_progress: Any) -> bool:
    """Chunks of consecutive games in a process pool; merged in game order.

    Ctrl-C reaches the main process only (the workers ignore it): it sets the run's stop event, each worker ends
    after its current game, the pool is shut down and joined, and the games played so far are kept as a prefix.
    Only public API of the pool, so nothing is killed half-way and no thread is left writing to a closed pipe.
    """
    import multiprocessing
    import pickle
    from concurrent.futures import Future, ProcessPoolExecutor, as_completed

    try:
        pickle.dumps(spec)
    except Exception as err:  # noqa: BLE001 - whatever makes a bot unpicklable
        raise KnackpyError("sim.not_picklable", reason=str(err)[:80]) from None
    size = max(1, min(50, games // (workers * 8)))
    chunks = [range(i, min(i + size, games)) for i in range(0, games, size)]
    try:
        context = multiprocessing.get_context()
        stop = context.Event()
        pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker, initargs=(stop,))
    except (ImportError, NotImplementedError, OSError):  # pragma: no cover - no processes here
        return _run_here(spec, make_rules(spec.ruleset, **spec.options), games, records, on_progress)
    futures: list[Future[list[GameRecord]]] = []
    interrupted = False
    try:
        with _holding_ctrl_c() as pressed:  # the workers start here: none may see Ctrl-C before it ignores it
            futures = [pool.submit(_play_chunk, spec, chunk) for chunk in chunks]
        if pressed:
            raise KeyboardInterrupt
        done = 0
        for future in as_completed(futures):
            done += len(future.result())
            if on_progress is not None:
                on_progress(done, games)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        stop.set()  # the running chunks end after their current game; the others are cancelled
        with _holding_ctrl_c():  # a second Ctrl-C must not break off the shutdown
            pool.shutdown(wait=True, cancel_futures=True)
    _keep_prefix(futures, chunks, records)
    return interrupted


def _keep_prefix(futures: list[Any], chunks: list[range], records: list[GameRecord]) -> None:
    """The games of the finished chunks up to the first gap, in game order: the same as a shorter run."""
    for future, chunk in zip(futures, chunks, strict=False):
        if future.cancelled() or future.exception() is not None:
            break
        played = future.result()
        records.extend(played)
        if len(played) < len(chunk):
            break


@contextmanager
def _holding_ctrl_c() -> Iterator[list[bool]]:
    """Ctrl-C held back for a moment: recorded in the list this yields instead of raised (main thread only)."""
    import signal
    import threading

    pressed: list[bool] = []
    if threading.current_thread() is not threading.main_thread():
        yield pressed
        return
    previous = signal.getsignal(signal.SIGINT)
    if previous is None:  # a handler set outside Python: left as it is
        yield pressed
        return
    signal.signal(signal.SIGINT, lambda *_: pressed.append(True))
    try:
        yield pressed
    finally:
        signal.signal(signal.SIGINT, previous)
