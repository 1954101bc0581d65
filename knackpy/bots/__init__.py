"""Computer opponents for all three games: ``random``, ``simple``, ``strong`` and ``expert`` (E5: a bot sees only a view).

A bot gets the :class:`~knackpy.engine.core.View` of the player to move and
returns one of ``view.legal_actions``.  It never touches the game itself:
:meth:`Bot.act` only asks the game for the view (``game.view(game.to_move)``).

The four levels
---------------
**random** (Zufall)
    Any legal action, uniformly at random.

**simple** (Einfach): a rule of thumb a child can follow.

    *Knack and Oberlausitz:*

    1. Holding 31 (a Knack), three aces (Feuer, Superknack) or reaching one
       by a swap: swap and call at once (K14, K8, O9, O10).
    2. Choosing between the two hands (K5, O4): keep the hand you looked at
       if it is worth at least :data:`KEEP_AT_LEAST` (20) points, else lay it
       face up and take the other one.
    3. If your hand is worth at least :data:`CLOSE_AT_LEAST` (26) points and
       nobody has closed yet: close (K13, O5).
    4. Otherwise take the swap (one card or all three, K10) that gives the
       best hand, if it is better than what you hold; if none is: push (K11).

    *Charakir:*

    1. Take the open card only if you can then lay a pair (C8); otherwise draw
       from the pile (C7).  Lay the highest pair.
    2. Discard your highest card (C9).
    3. Knock when your hand is worth :data:`KNOCK_AT_MOST` (3) points or less (C10).

**strong** (Stark): decides by expected value over the cards it cannot see.
    From its own view only it works out which cards are unseen and which
    cards every opponent is known to hold (every card taken from the table or
    the discard pile is public).  It deals the unseen cards at random many
    times (seeded) and weighs each deal by how well it explains what the
    opponents did this round (would the rule of thumb have swapped, pushed,
    closed, discarded, drawn like that with those cards?  Rules facts count
    too: a Charakir player who was not offered the knock holds more than 10,
    C10).  In every deal each candidate action is played out, everybody
    following the simple rule of thumb to the end of the round, and the
    action with the best average wins:

    * Knack: the lowest chance to lose a life (or pay a coin) this round (K16, O12),
      for keeping or throwing, the best few swaps, swapping all, pushing, closing;
      on equal chances it closes rather than swaps, and swaps rather than pushes;
    * Charakir: the fewest expected points this round (C11, C12), for drawing
      or taking, which pair and which card to lay down, knocking or not.

    Knack's candidates race (:mod:`~knackpy.bots.knack_fast`): all are played out in the same first
    deals, those clearly behind drop out, the two best of the close ones get more deals (up to 64 each).  A decision takes
    a few milliseconds (``benchmarks/bench_bots.py``).

**expert** (Profi): the strong bot's search, wider and longer (:mod:`~knackpy.bots.expert`).
    Knack: every swap is a candidate, close decisions get up to 512 deals (not 64), and a move of an
    opponent that the rule of thumb would not make counts as a weaker hint about their cards.  Charakir: the
    strong bot's search over four times the deals.  In seeded duels it beats the strong bot in all three
    rulesets (``benchmarks/bench_strong_duel.py --level expert``).  A decision takes a few milliseconds more than the strong bot's.

The package: ``base`` (the levels' names, :class:`Bot`, :func:`decision_key`, the estimate
texts), ``simple`` (``random`` and ``simple``), ``strong`` (:class:`StrongBot`, :func:`evaluate`), ``expert`` (:class:`~knackpy.bots.expert.ExpertBot`) with ``strong_knack`` and ``strong_charakir`` (what a view tells, candidates, rollouts),
``knack_fast`` (the Knack levels' fast deals, rollouts and race) and
``sampling`` (deals of the unseen cards, shared), ``levels`` (:func:`make_bot`), ``tournament``
and ``texts`` (the catalogue).  Import from ``knackpy.bots``: the modules are the layout.

All bots are deterministic: the random numbers of a decision come from the
bot's seed and the view (:func:`decision_key`: round, turn, phase, cards),
never from the global random generator, so replaying a saved game gives the
same decisions.

>>> import knackpy
>>> rules = knackpy.rules("knack")
>>> game = knackpy.new_game(rules, players=4, seed=4)
>>> bots = [make_bot(level, rules, seed=1) for level in LEVELS]
>>> [bot.name("de") for bot in bots], [bot.name("en") for bot in bots]
(['Zufall', 'Einfach', 'Stark', 'Profi'], ['random', 'simple', 'strong', 'expert'])
>>> while not game.is_over():
...     game = game.apply(bots[game.to_move].act(game))
>>> game.is_over(), bots[2].explain_last("en") is not None
(True, True)
"""

# Every name of the former single module stays importable here (the estimate texts and sampling budgets too).
from .base import LEVELS, Bot, decimal_text, decision_key, level_name, percent_text, value_text  # noqa: F401
from .knack_fast import ROLLOUT_CIRCLES  # noqa: F401
from .knack_info import RECORDS  # noqa: F401
from .levels import make_bot
from .sampling import PROPOSALS  # noqa: F401
from .simple import CLOSE_AT_LEAST, KEEP_AT_LEAST, KNOCK_AT_MOST, RandomBot, SimpleBot
from .strong import MAX_WORLDS, MIN_WORLDS, StrongBot, evaluate, hand_points, outcomes  # noqa: F401
from .strong_charakir import CHARAKIR_BUDGET  # noqa: F401
from .strong_knack import KNACK_BUDGET, KNACK_MAX_SWAPS  # noqa: F401
from .tournament import LevelResult, TournamentResult, tournament

__all__ = [
    "LEVELS",
    "level_name",
    "Bot",
    "RandomBot",
    "SimpleBot",
    "StrongBot",
    "make_bot",
    "evaluate",
    "decision_key",
    "tournament",
    "TournamentResult",
    "LevelResult",
    "KEEP_AT_LEAST",
    "CLOSE_AT_LEAST",
    "KNOCK_AT_MOST",
]
