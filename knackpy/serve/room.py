"""The classroom: tables, pupils, seats and games, independent of the web framework (standard library only).

Every change goes to the :class:`~knackpy.serve.store.Store` before anyone
hears of it, so a killed server restarts where it stood.  A pupil only ever
receives :func:`pupil_view`, built from ``game.view(seat)`` (E5); the seat
an action is for is always the pupil's own, never one named in a message.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import re
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import knackpy
from knackpy import bots as bot_module
from knackpy import i18n
from knackpy.errors import KnackpyError

from . import texts  # noqa: F401 - registers the texts
from .store import Store

__all__ = ["Classroom", "Table", "Pupil", "Refused", "Throttle", "pupil_view", "CODE_ALPHABET"]

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read off a board
CODE_LENGTH = 6
NAME_LIMIT = 24
_NAME = re.compile(r"[^\W_](?:[\w .'-]*[^\W_.])?\.?", re.UNICODE)
HISTORY_LINES = 40
LEVELS = ("random", "simple", "strong")


class Refused(KnackpyError):
    """A request the classroom turns down; the state is unchanged.  ``rule`` names a rule when there is one."""

    def __init__(self, key: str, /, *, rule: str | None = None, **params: object) -> None:
        self.rule = rule
        super().__init__(key, **params)


def refusal(err: KnackpyError, lang: str) -> dict[str, Any]:
    """A refusal as a message: the reason said to the pupil ("du"/"you") in their language, and its rule ID."""
    return {"type": "refused", "reason": err.message_to_you(lang), "rule": getattr(err, "rule", None)}


def token_hash(token: str) -> str:
    """Seat tokens are kept only as hashes: the database file alone lets nobody sit down as a pupil."""
    return hashlib.sha256(token.encode()).hexdigest()


class Throttle:
    """At most ``limit`` events per ``window`` seconds per key (e.g. wrong join codes per address)."""

    def __init__(self, limit: int, window: float, *, clock=time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self.events: dict[str, deque] = {}

    def blocked(self, key: str) -> bool:
        events = self.events.get(key)
        if not events:
            return False
        now = self.clock()
        while events and now - events[0] > self.window:
            events.popleft()
        return len(events) >= self.limit

    def add(self, key: str) -> None:
        self.events.setdefault(key, deque()).append(self.clock())


@dataclass
class Pupil:
    id: str
    token_hash: str
    name: str
    table_id: str | None = None
    seat: int | None = None

    def record(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "token_hash": self.token_hash,
            "name": self.name,
            "table_id": self.table_id,
            "seat": self.seat,
        }


@dataclass
class Table:
    """A table's settings and its running game (``None`` until every human seat is taken)."""

    id: str
    number: int
    ruleset: str
    options: dict[str, Any]
    players: int
    bots: list[str | None]  # per seat: a bot level, or None for a pupil's seat
    hints: bool
    status: str = "waiting"  # waiting, playing, over, ended
    game_no: int = 0
    game: knackpy.Game | None = None
    version: int = 0  # actions applied in the current game
    bot_players: dict[int, bot_module.Bot] = field(default_factory=dict)

    def record(self) -> dict[str, Any]:
        keys = ("id", "number", "ruleset", "options", "players", "bots", "hints", "status", "game_no")
        return {k: getattr(self, k) for k in keys}

    @property
    def rules(self) -> knackpy.Rules:
        return knackpy.rules(self.ruleset, **self.options)

    def human_seats(self) -> list[int]:
        return [s for s, level in enumerate(self.bots) if level is None]

    def bot_to_move(self) -> int | None:
        """The seat of the bot whose turn it is, if it is a bot's turn in a running game."""
        if self.status != "playing" or self.game is None or self.game.is_over():
            return None
        seat = self.game.to_move
        return seat if seat is not None and self.bots[seat] is not None else None


class Classroom:
    """One classroom: its join code, teacher token, tables and pupils, kept in ``store``."""

    def __init__(self, store: Store, *, clock=time.monotonic) -> None:
        self.store = store
        self.code = self._meta("join_code", lambda: "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)))
        self.teacher_token = self._meta("teacher_token", lambda: secrets.token_urlsafe(24))
        self.wrong_codes = Throttle(5, 60.0, clock=clock)  # per address
        self.wrong_codes_all = Throttle(200, 60.0, clock=clock)  # the whole classroom, against many addresses
        self.tables: dict[str, Table] = {}
        self.pupils: dict[str, Pupil] = {}
        self._by_token: dict[str, Pupil] = {}
        self.load_errors: list[str] = []  # tables whose stored log no longer replays
        self._load()

    # --- start and restart ----------------------------------------------------------------------
    def _meta(self, key: str, make) -> str:
        value = self.store.get_meta(key)
        if value is None:
            value = make()
            self.store.set_meta(key, value)
        return value

    def _load(self) -> None:
        """Rebuild every table from the store; running games are replayed from their action logs (E6)."""
        for record in self.store.tables():
            self.tables[record["id"]] = Table(**record)
        for record in self.store.pupils():
            pupil = Pupil(**record)
            self.pupils[pupil.id] = pupil
            self._by_token[pupil.token_hash] = pupil
        for game in self.store.games():
            table = self.tables.get(game["table_id"])
            if table is None or game["game_no"] != table.game_no:
                continue
            saved = dict(game["start"], actions=game["actions"])
            try:
                table.game = knackpy.load_game(saved)  # checked like any saved game (E6)
            except KnackpyError as err:  # e.g. a log from a knackpy whose rules have changed since
                self.load_errors.append(f"{table.number}: {err.message('en')}")
                table.status = "ended"  # the log stays in the file; the other tables go on
                continue
            table.version = len(game["actions"])
            self._make_bots(table)

    # --- pupils ---------------------------------------------------------------------------------
    def check_teacher(self, token: object) -> None:
        if not isinstance(token, str) or not hmac.compare_digest(token.encode(), self.teacher_token.encode()):
            raise Refused("serve.err.teacher_only")

    def join(self, code: object, name: object, *, address: str) -> tuple[Pupil, str]:
        """A pupil types the code and a name: a new seat token (kept only as a hash here)."""
        if self.wrong_codes.blocked(address) or self.wrong_codes_all.blocked("*"):
            raise Refused("serve.err.throttled")
        if not isinstance(code, str) or not hmac.compare_digest(code.strip().upper().encode()[:64], self.code.encode()):
            self.wrong_codes.add(address)
            self.wrong_codes_all.add("*")
            raise Refused("serve.err.bad_code")
        clean = check_name(name)
        token = secrets.token_urlsafe(24)
        pupil = Pupil(id=secrets.token_hex(6), token_hash=token_hash(token), name=self._unique_name(clean))
        self.store.save_pupil(pupil.record())
        self.pupils[pupil.id] = pupil
        self._by_token[pupil.token_hash] = pupil
        return pupil, token

    def _unique_name(self, name: str) -> str:
        taken = {p.name.casefold() for p in self.pupils.values()}
        candidate, n = name, 2
        while candidate.casefold() in taken:
            candidate, n = f"{name} {n}", n + 1
        return candidate

    def pupil_for_token(self, token: object) -> Pupil | None:
        if not isinstance(token, str) or len(token) > 100:
            return None
        return self._by_token.get(token_hash(token))

    def sit(self, pupil: Pupil, table_id: object, seat: object) -> Table:
        """A pupil takes a free seat (or the teacher puts them there); a game starts once every seat is taken."""
        table = self.tables.get(table_id) if isinstance(table_id, str) else None
        if table is None or table.status == "ended":
            raise Refused("serve.err.no_table")
        humans = table.human_seats()
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in humans:
            raise Refused("serve.err.bad_seat", value=repr(seat)[:20], high=table.players)
        holder = self.seated(table.id).get(seat)
        if holder is not None and holder is not pupil:
            raise Refused("serve.err.seat_taken")
        pupil.table_id, pupil.seat = table.id, seat
        self.store.save_pupil(pupil.record())
        if table.status == "waiting" and len(self.seated(table.id)) == len(humans):
            self._start_game(table)
        return table

    def leave(self, pupil: Pupil) -> str | None:
        """Stand up; the seat stays in the running game (its name too) until someone else sits there."""
        old = pupil.table_id
        pupil.table_id, pupil.seat = None, None
        self.store.save_pupil(pupil.record())
        return old

    def seated(self, table_id: str) -> dict[int, Pupil]:
        return {p.seat: p for p in self.pupils.values() if p.table_id == table_id and p.seat is not None}

    # --- tables (teacher) ------------------------------------------------------------------------
    def create_table(
        self, *, ruleset: object, options: object = None, players: object = 4, bots: object = (), hints: object = True
    ) -> Table:
        """Set up a table; ``bots`` are levels for the last seats (``["simple"]``: the last seat is a bot)."""
        options = {} if options is None else options
        if not isinstance(options, dict) or not isinstance(ruleset, str):
            raise Refused("serve.err.bad_table", reason="Spiel und Regeln fehlen", reason_en="game and rules missing")
        try:
            rules = knackpy.rules(ruleset, **options)
            if isinstance(players, bool) or not isinstance(players, int):
                raise KnackpyError("engine.bad_players", value=repr(players)[:20], low=rules.min_players,
                                   high=rules.max_players, game=rules.game)  # fmt: skip
            knackpy.new_game(rules, players=players, seed=0)  # checks the number of players (K3, O2, C3)
        except KnackpyError as err:
            raise Refused("serve.err.bad_table", reason=err.de, reason_en=err.en) from None
        if (
            isinstance(bots, str)
            or not isinstance(bots, list | tuple)
            or len(bots) >= players
            or not all(b in LEVELS for b in bots)
        ):
            raise Refused("serve.err.bad_bots", value=repr(bots)[:60])
        seats: list[str | None] = [None] * (players - len(bots)) + list(bots)
        table = Table(
            id=secrets.token_hex(4),
            number=max((t.number for t in self.tables.values()), default=0) + 1,
            ruleset=rules.game,
            options=rules.changed_options(),
            players=players,
            bots=seats,
            hints=bool(hints),
        )
        self.tables[table.id] = table
        self.store.save_table(table.record())
        return table

    def move_pupil(self, pupil_id: object, table_id: object, seat: object) -> Table | None:
        """The teacher moves a pupil to a seat (``table_id=None``: away from every table)."""
        pupil = self.pupils.get(pupil_id) if isinstance(pupil_id, str) else None
        if pupil is None:
            raise Refused("serve.err.unknown_token")
        if table_id is None:
            self.leave(pupil)
            return None
        return self.sit(pupil, table_id, seat)

    def end_table(self, table_id: object) -> Table:
        table = self._table(table_id)
        if table.game is not None and table.status == "playing":
            self.store.end_game(table.id, table.game_no, "ended")
        table.status = "ended"
        self.store.save_table(table.record())
        return table

    def restart_table(self, table_id: object) -> Table:
        """A new game at the same table, new cards; the old game stays in the results."""
        table = self._table(table_id)
        if table.game is not None and table.status == "playing":
            self.store.end_game(table.id, table.game_no, "ended")
        table.status, table.game = "waiting", None
        self.store.save_table(table.record())
        if len(self.seated(table.id)) == len(table.human_seats()):
            self._start_game(table)
        return table

    def _table(self, table_id: object) -> Table:
        table = self.tables.get(table_id) if isinstance(table_id, str) else None
        if table is None:
            raise Refused("serve.err.no_table")
        return table

    def _start_game(self, table: Table) -> None:
        seated = self.seated(table.id)
        names = [seated[s].name if level is None else self._bot_name(s) for s, level in enumerate(table.bots)]
        game = knackpy.new_game(table.rules, players=table.players, names=names)
        start = game.to_dict()
        table.game_no += 1
        self.store.start_game(table.id, table.game_no, start)
        table.game, table.version, table.status = game, 0, "playing"
        self.store.save_table(table.record())
        self._make_bots(table)

    @staticmethod
    def _bot_name(seat: int) -> str:
        return f"Bot {seat + 1}"  # the same in both languages; the level shows beside it

    def _make_bots(self, table: Table) -> None:
        seed = table.game.seed if table.game is not None else 0
        table.bot_players = {
            s: bot_module.make_bot(level, table.rules, seed=seed + s) for s, level in enumerate(table.bots) if level
        }

    # --- playing --------------------------------------------------------------------------------
    def act(self, pupil: Pupil, action: object, *, version: object = None) -> Table:
        """The pupil's move, for the pupil's own seat only; refused with the engine's reason (and rule ID)."""
        table = self._playing_table(pupil)
        game = table.game
        if version is not None and version != table.version:
            raise Refused("serve.err.stale")
        to_move = game.to_move
        if to_move != pupil.seat:
            raise Refused(
                "serve.err.not_your_turn", rule="E2", player=game.names[to_move] if to_move is not None else "-"
            )
        if not isinstance(action, str):
            raise Refused("serve.err.bad_fields", type="act", fields="action", expected="action: text")
        self._apply(table, action)
        return table

    def apply_bot(self, table: Table, action: knackpy.Action) -> None:
        """The move a bot chose from its own view (E5), checked by the engine like every move (E2)."""
        self._apply(table, action)

    def _apply(self, table: Table, action: knackpy.Action | str) -> None:
        """Check the move (a refusal names its rule, E2), store it, and only then let it count (E6)."""
        checked = table.game.check(action)  # the engine's own form of the move: that is what the log keeps
        game = table.game.apply(checked)
        self.store.append_action(table.id, table.game_no, table.version, checked.to_text())
        table.game, table.version = game, table.version + 1
        if game.is_over():
            table.status = "over"
            self.store.end_game(table.id, table.game_no, "over")
            self.store.save_table(table.record())

    def _playing_table(self, pupil: Pupil) -> Table:
        if pupil.table_id is None or pupil.seat is None:
            raise Refused("serve.err.not_seated")
        table = self.tables[pupil.table_id]
        if table.status != "playing" or table.game is None:
            raise Refused("serve.err.not_playing")
        return table

    def hint_view(self, pupil: Pupil, *, version: object = None) -> tuple[knackpy.View, int]:
        """The pupil's own view for the coach, when the teacher allows it, and a seed for the coach's deals."""
        table = self._playing_table(pupil)
        if not table.hints:
            raise Refused("serve.err.no_hints")
        if version is not None and version != table.version:
            raise Refused("serve.err.stale")
        return table.game.view(pupil.seat), table.game.seed + table.version

    @staticmethod
    def rank_hints(view: knackpy.View, seed: int, lang: str, samples: int = 32) -> list[dict[str, str]]:
        """The coach's three best moves for ``view`` (the coach sees only that view, E5)."""
        from knackpy import hints

        ranked = hints.hint(view, samples=samples, seed=seed) if view.legal_actions else ()
        return [
            {
                "action": h.action.to_text(),
                "label": h.action.label(lang),
                "value": h.value_text(lang),
                "reason": h.reason(lang),
            }
            for h in ranked[:3]
        ]

    # --- what each side sees --------------------------------------------------------------------
    def lobby(self, pupil: Pupil, lang: str = "de") -> dict[str, Any]:
        """Open tables and their seats (names only; no cards)."""
        out = []
        for table in sorted(self.tables.values(), key=lambda t: t.number):
            if table.status == "ended":
                continue
            seated = self.seated(table.id)
            seats = [
                {
                    "seat": s,
                    "bot": level,
                    "level": _level_name(level, lang),
                    "name": seated[s].name if s in seated else None,
                    "you": seated.get(s) is pupil,
                }
                for s, level in enumerate(table.bots)
            ]
            out.append(
                {
                    "id": table.id,
                    "number": table.number,
                    "ruleset": table.rules.name(lang),
                    "status": table.status,
                    "seats": seats,
                }
            )
        return {"type": "lobby", "name": pupil.name, "tables": out}

    def message_for(self, pupil: Pupil, lang: str) -> dict[str, Any]:
        """What this pupil's browser gets now: the lobby, a waiting table, or the own seat's view."""
        if pupil.table_id is None or pupil.table_id not in self.tables:
            return self.lobby(pupil, lang)
        table = self.tables[pupil.table_id]
        head = {"table": table.id, "number": table.number, "ruleset": table.rules.name(lang), "seat": pupil.seat,
                "hints": table.hints, "status": table.status, "name": pupil.name}  # fmt: skip
        if table.game is None or table.status == "waiting":
            return {**head, **self.lobby(pupil, lang), "type": "waiting"}
        state = {"type": "state", **head, "game_no": table.game_no, "version": table.version,
                 **pupil_view(table.game, pupil.seat, lang)}  # fmt: skip
        if table.status != "playing":
            state["actions"] = []  # an ended game offers no moves
        return state

    def teacher_state(self, lang: str) -> dict[str, Any]:
        """Every table with its full state (the teacher's view, ``view(None)``) and history, and every pupil."""
        tables = []
        for table in sorted(self.tables.values(), key=lambda t: t.number):
            seated = self.seated(table.id)
            entry: dict[str, Any] = {
                **table.record(),
                "rules_name": table.rules.name(lang),
                "seats": [
                    {
                        "seat": s,
                        "bot": lvl,
                        "level": _level_name(lvl, lang),
                        "pupil": seated[s].id if s in seated else None,
                        "name": seated[s].name if s in seated else None,
                    }  # fmt: skip
                    for s, lvl in enumerate(table.bots)
                ],
                "version": table.version,
            }
            if table.game is not None:
                game = table.game
                view = game.view(None)
                entry["names"] = list(game.names)
                entry["to_move"] = view.to_move
                entry["phase"] = view.phase
                entry["standings"] = list(view.data.get("coins", view.data.get("lives", view.data.get("totals", ()))))
                entry["hands"] = [[c.label(lang) for c in game.view(s).hand] for s in range(game.n_players)]
                entry["history"] = [e.text(lang, game.names) for e in game.history[-HISTORY_LINES:]]
                entry["outcome"] = game.outcome().text(lang) if game.is_over() else None
            tables.append(entry)
        pupils = [{"id": p.id, "name": p.name, "table": p.table_id, "seat": p.seat} for p in self.pupils.values()]
        return {"type": "teacher", "code": self.code, "tables": tables, "pupils": pupils}

    def results_csv(self) -> str:
        """One row per player and game, from the stored logs (replayed, so the figures are the engine's)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(
            ["table", "game", "ruleset", "status", "seed", "moves", "seat", "name", "bot", "standing", "winner"]
        )
        numbers = {t.id: t.number for t in self.tables.values()}
        bots = {t.id: t.bots for t in self.tables.values()}
        for record in self.store.games():
            game = knackpy.load_game(dict(record["start"], actions=record["actions"]))
            outcome = game.outcome() if game.is_over() else None
            for seat, name in enumerate(game.names):
                writer.writerow(
                    [
                        numbers.get(record["table_id"], "?"),
                        record["game_no"],
                        game.rules.game,
                        record["status"],
                        game.seed,
                        len(record["actions"]),
                        seat + 1,
                        csv_safe(name),
                        (bots.get(record["table_id"]) or [None] * (seat + 1))[seat] or "",
                        outcome.standings[seat] if outcome else "",
                        ("yes" if seat in outcome.winners else "no") if outcome else "",
                    ]
                )
        return out.getvalue()


def check_name(name: object) -> str:
    """A pupil's name: short, letters first; anything else is refused (never repaired)."""
    if not isinstance(name, str):
        raise Refused("serve.err.bad_name", limit=NAME_LIMIT)
    clean = " ".join(name.split())
    if not 1 <= len(clean) <= NAME_LIMIT or not _NAME.fullmatch(clean):
        raise Refused("serve.err.bad_name", limit=NAME_LIMIT)
    return clean


def csv_safe(text: str) -> str:
    """Spreadsheets run cells that start with = + - @ as formulas: such a name gets a leading apostrophe."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


# --- a pupil's view (E5) --------------------------------------------------------------------------


def _level_name(level: str | None, lang: str) -> str | None:
    """A bot's level as the lobby shows it ("Einfach" / "simple"); None for a pupil's seat."""
    return bot_module.level_name(level, lang) if level else None


def _cards(cards, lang: str) -> list[dict[str, str]]:
    return [{"id": c.short, "name": c.name(lang)} for c in cards]


def pupil_view(game: knackpy.Game, seat: int, lang: str) -> dict[str, Any]:
    """Everything the pupil at ``seat`` may see, as plain JSON: built from ``game.view(seat)`` only (E5).

    Fields are copied by name from a short list of public ones: a field the
    engines add later does not reach a browser until it is listed here.
    """
    from knackpy import svg

    view = game.view(seat)
    data = view.data
    my_turn = view.to_move == seat and not game.is_over()
    out: dict[str, Any] = {
        "phase": view.phase,
        "to_move": view.to_move,
        "names": list(view.names),
        "hand": _cards(view.hand, lang),
        "hand_svg": svg.hand_svg(view.hand, width=72, lang=lang) if view.hand else "",
        "round": data.get("round"),
        "dealer": data.get("dealer"),
        "pile_size": data.get("pile_size"),
        "value": data.get("value"),
        "actions": [{"text": a.to_text(), "label": a.label(lang)} for a in view.legal_actions] if my_turn else [],
        "history": [e.text(lang, view.names) for e in view.history[-HISTORY_LINES:]],  # only what is shown
        "over": game.is_over(),
        "outcome": game.outcome().text(lang) if game.is_over() else None,
    }
    if game.rules.is_knack:
        table_cards = data.get("table") or ()
        stakes = data.get("coins", data.get("lives"))
        out.update(
            table_cards=_cards(table_cards, lang),
            table_svg=svg.hand_svg(table_cards, width=72, lang=lang) if table_cards else "",
            standings=list(stakes),
            stake="coins" if "coins" in data else "lives",
            pot=data.get("pot"),
            in_game=list(data["in_game"]),
            swimming=list(data["swimming"]),
            closer=data.get("closer"),
        )
    else:
        top = data.get("discard_top")
        out.update(
            table_cards=_cards((top,) if top is not None else (), lang),
            table_svg=svg.hand_svg((top,), width=72, lang=lang) if top is not None else "",
            standings=list(data["totals"]),
            stake="points",
            hand_sizes=list(data["hand_sizes"]),
            knocker=data.get("knocker"),
        )
    return out


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def lang_or_default(lang: object) -> str:
    return lang if lang in i18n.LANGS else i18n.DEFAULT_LANG
