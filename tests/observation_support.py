"""E5 for tests: which cards a view names, and which cards its player may not see at that moment.

A card is visible to a player if it is in his hand (for the chooser before his
choice: the hand he looks at), on the table or the discard pile, out of play,
or if it lay face up at some earlier moment of the round.  Every other card of
the round (other hands, the pile, the chooser's unseen hand) is hidden; a
view's hand, data, legal actions and the round's history must name none of them.
Used by tests/test_simulation.py (every step of every variant) and tests/test_views_leak.py (the deal call).
"""

from __future__ import annotations

from knackpy.cards import Card
from knackpy.engine.core import expanded

ROUND_STARTS = {"knack_round", "knack_round_lausitz", "charakir_deal"}


_PLAIN = frozenset({int, float, str, bool, type(None)})  # no card inside: the common case, answered first


def cards_in(value, found: set) -> set:
    """Every card inside a value (tuples, lists, dicts, events, actions)."""
    if type(value) in _PLAIN:
        return found
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            cards_in(item, found)
    elif isinstance(value, tuple | list):
        for item in value:
            if type(item) is Card:
                found.add(item)
            elif type(item) not in _PLAIN:
                cards_in(item, found)
    elif hasattr(value, "__dataclass_fields__"):  # actions
        for name in value.__dataclass_fields__:
            cards_in(getattr(value, name), found)
    return found


def current_round(history) -> list:
    events = list(history)
    starts = [i for i, e in enumerate(events) if e.kind in ROUND_STARTS]
    return events[starts[-1] :] if starts else events


def shown_cards(view) -> set:
    """The cards a view names, this round (past rounds' results were shown at their scoring)."""
    return view_cards(view) | history_cards(view.history)


def view_cards(view) -> set:
    """The cards a view names outside its history: the hand, the game's own fields, the legal actions."""
    found: set = set()
    cards_in(view.hand, found)
    cards_in({k: v for k, v in view.data.items() if k not in ("results", "rules")}, found)
    cards_in(view.legal_actions, found)
    return found


def history_cards(history) -> set:
    """The cards the events of this round name."""
    found: set = set()
    for event in current_round(history):
        cards_in(event.params, found)
    return found


def hidden_from(game, player: int) -> set:
    """The cards of this round that ``player`` cannot see now."""
    places = game.card_places()
    hidden = set(places.get("pile", ()))
    if (
        game.is_over() or game.phase == "swim"
    ):  # the last round was scored: hands are shown (K16, C11), tie-break draws too (K17)
        drawn = cards_in([e.params for e in current_round(game.history) if e.kind == "knack_draw"], set())
        return hidden - drawn
    for place, where in places.items():
        if place.startswith("hand ") and place != f"hand {player}":
            hidden |= set(where)
    if "chooser other" in places:
        hidden |= set(places["chooser other"])
        if game.chooser != player:
            hidden |= set(places["chooser looks at"])
    return hidden


def face_up(game) -> set:
    places = game.card_places()
    return set(places.get("table", ())) | set(places.get("discard", ())) | set(places.get("out of play", ()))


class LeakWatch:
    """Follows one game step by step: the cards seen face up this round, and no view naming a hidden one (E5).

    The history is public, the same in every player's view (``same_history`` checks it), and it only grows:
    each step reads the events added since the last one, once for all players (reading a long history anew
    at every step would make a game's check quadratic).
    """

    def __init__(self) -> None:
        self.seen: set = set()
        self.round = None
        self.public: set = set()  # the cards the events of this round named
        self._head: object = _NOT_READ
        self._read = 0

    def check(self, game) -> None:
        if game.round_no != self.round:
            self.seen, self.round = set(), game.round_no
        self.seen |= face_up(game)
        for event in self._new_events(game.view(0).history):
            if event.kind in ROUND_STARTS:
                self.public = set()
            cards_in(event.params, self.public)
        for player in range(game.n_players):
            leaked = (view_cards(game.view(player)) | self.public) & (hidden_from(game, player) - self.seen)
            assert not leaked, (game, player, sorted(c.short for c in leaked))

    def _new_events(self, history) -> list:
        """The events after the ones read before: a lazy history's persistent list is walked back to the last
        head read; any other sequence is read whole and cut."""
        node, convert = getattr(history, "_node", _NOT_READ), getattr(history, "_convert", None)
        if node is _NOT_READ:
            events = list(history)
            new, self._read = events[self._read :], len(events)
            return new
        new = []
        while node is not None and node is not self._head:
            node, item = node
            new.append(item)
        assert node is self._head or self._head is _NOT_READ, "the history changed instead of growing"
        self._head = history._node
        new.reverse()
        folded = getattr(history, "_folded", None)  # a record that stands for several events (a round's end)
        if folded is not None:
            new = expanded(new, folded)
        return [convert(item) for item in new] if convert else new


_NOT_READ = object()


def same_history(game) -> bool:
    """Every player's view has the same (public) history."""
    first = tuple(game.view(0).history)
    return all(tuple(game.view(player).history) == first for player in range(1, game.n_players))
