"""The Charakir engine's words: every message of :mod:`knackpy.engine.charakir` as (German, English) data.

Actions, the public history, outcomes, round results, illegal moves (E2) with
the rule they cite and the parser's answers.  One table in one place, read by
``i18n.text(key, lang, ...)``; importing :mod:`knackpy.engine.charakir.actions` registers it.
"""

from __future__ import annotations

from ... import i18n

TEXTS = {
    # actions
    "action.charakir.draw": ("Vom Stapel ziehen", "draw from the pile"),
    "action.charakir.take": ("Offene Karte nehmen", "take the discard"),
    "action.charakir.pair": ("Paar ablegen: {cards}", "lay the pair {cards}"),
    "action.charakir.discard": ("Ablegen: {card}", "discard {card}"),
    "action.charakir.knock": ("Klopfen", "knock"),
    "action.charakir.no_knock": ("Nicht klopfen", "don't knock"),
    # history
    "event.charakir_dealer_draw": (
        "{player} zieht {card} für die Geberwahl",
        "{player} draws {card} to find the dealer",
    ),
    "event.charakir_dealer_tie": (
        "Gleichstand zwischen {players}: sie ziehen noch einmal",
        "{players} tie: they draw again",
    ),
    "event.charakir_first_dealer": (
        "{player} hat die höchste Karte und gibt zuerst",
        "{player} has the highest card and deals first",
    ),
    "event.charakir_first_dealer_given": ("{player} gibt zuerst (vorgegeben)", "{player} deals first (set up)"),
    "event.charakir_deal": (
        "Runde {round}: {player} gibt jedem vier Karten; offen liegt {card}, im Stapel bleiben {pile} Karten",
        "Round {round}: {player} deals four cards to everyone; {card} is turned face up, {pile} cards stay in the pile",
    ),
    "event.charakir_draw": ("{player} zieht vom Stapel", "{player} draws from the pile"),
    "event.charakir_take": ("{player} nimmt die offene Karte {card}", "{player} takes the discard, {card}"),
    "event.charakir_pair": ("{player} legt das Paar {cards} ab", "{player} lays down the pair {cards}"),
    "event.charakir_discard": ("{player} legt {card} ab", "{player} discards {card}"),
    "event.charakir_knock": (
        "{player} klopft: alle anderen haben noch einen letzten Zug",
        "{player} knocks: everyone else has one last turn",
    ),
    "event.charakir_no_knock": ("{player} klopft nicht", "{player} does not knock"),
    "event.charakir_last_turns_done": (
        "Alle haben ihren letzten Zug gemacht: die Karten werden aufgedeckt",
        "Everyone has had a last turn: the hands are shown",
    ),
    "event.charakir_pile_empty": (
        "Der Stapel ist leer: die Runde endet mit diesem Zug",
        "The pile is empty: the round ends with this turn",
    ),
    "event.charakir_turn_cap": (
        "{cap} Züge in dieser Runde, die Zuggrenze der Engine: gewertet wird, als wäre der Stapel leer",
        "{cap} turns this round, the engine's turn cap: the round is scored as if the pile had run out",
    ),
    "event.charakir_score_no_knock": (
        "{player}: {cards} = {points}; niemand hat geklopft, also {scored} Punkte",
        "{player}: {cards} = {points}; nobody knocked, so {scored} points",
    ),
    "event.charakir_no_last_turn": (
        "{player} kann ohne Stapel nichts ziehen und hat kein Paar für die offene Karte: kein letzter Zug",
        "{player} cannot draw without a pile and has no pair for the discard: no last turn",
    ),
    "event.charakir_score_knocker_wins_own": (
        "Klopfer {player} {points}, alle anderen haben mehr: die {scored} Handpunkte zählen",
        "Knocker {player} {points}, everyone else has more: the hand's {scored} points count",
    ),
    "event.charakir_score_knocker_wins": (
        "Klopfer {player} {points}, alle anderen haben mehr: {scored} Punkte für den Klopfer",
        "Knocker {player} {points}, everyone else has more: {scored} points for the knocker",
    ),
    "event.charakir_score_other_more": (
        "{player} {points}: mehr als Klopfer {player_knocker} ({knocker_points}), also {scored} Punkte",
        "{player} {points}: more than knocker {player_knocker} ({knocker_points}), so {scored} points",
    ),
    "event.charakir_score_knocker_loses_less": (
        "Klopfer {player} {points}: {player_best} hat weniger ({best_points}), also {penalty} für den Klopfer",
        "Knocker {player} {points}: {player_best} has fewer ({best_points}), so {penalty} for the knocker",
    ),
    "event.charakir_score_knocker_loses_equal": (
        "Klopfer {player} {points}: {player_best} hat gleich viele ({best_points}), also {penalty} für den Klopfer",
        "Knocker {player} {points}: {player_best} has as many ({best_points}), so {penalty} for the knocker",
    ),
    "event.charakir_score_knocker_loses_several": (
        "Klopfer {player} {points}: {players_beaters} haben nicht mehr als der Klopfer, also {penalty} für den Klopfer",
        "Knocker {player} {points}: {players_beaters} have no more than the knocker, so {penalty} for the knocker",
    ),
    "event.charakir_score_knocker_lost": (
        "{player} {points}: {scored} Punkte, denn Klopfer {player_knocker} ({knocker_points}) bekommt die {penalty}",
        "{player} {points}: {scored} points, since knocker {player_knocker} ({knocker_points}) takes the {penalty}",
    ),
    "event.charakir_standings": (
        "Stand nach Runde {round}: {standings}",
        "Totals after round {round}: {standings}",
    ),
    "event.charakir_limit_reached": (
        "{players_over} über {limit} Punkten: das Spiel ist nach Runde {rounds} aus",
        "{players_over} over {limit} points: the game ends after round {rounds}",
    ),
    "event.charakir_rounds_reached": (
        "Runde {rounds} war die letzte: das Spiel ist aus",
        "Round {rounds} was the last: the game is over",
    ),
    "event.charakir_limit_win": (
        "{players_winning} gewinnt mit {points} Punkten, den wenigsten",
        "{players_winning} wins with {points} points, the fewest",
    ),
    "event.charakir_limit_shared": (
        "{players_winning} teilen sich den Sieg mit je {points} Punkten",
        "{players_winning} share the win with {points} points each",
    ),
    "event.charakir_rounds_win": (
        "{players_winning} gewinnt mit {points} Punkten, den wenigsten",
        "{players_winning} wins with {points} points, the fewest",
    ),
    "event.charakir_rounds_shared": (
        "{players_winning} teilen sich den Sieg mit je {points} Punkten",
        "{players_winning} share the win with {points} points each",
    ),
    # outcome
    "outcome.charakir_limit_win": (
        "{players_over} über {limit} Punkten, Spielende; {winners} gewinnt mit {points} Punkten, den wenigsten",
        "{players_over} over {limit} points, game over; {winners} wins with {points} points, the fewest",
    ),
    "outcome.charakir_limit_shared": (
        "{players_over} über {limit} Punkten, Spielende; {winners} teilen sich den Sieg mit je {points} Punkten",
        "{players_over} over {limit} points, game over; {winners} share the win with {points} points each",
    ),
    "outcome.charakir_rounds_win": (
        "Spielende nach Runde {rounds}: {winners} gewinnt mit {points} Punkten, den wenigsten",
        "Game over after round {rounds}: {winners} wins with {points} points, the fewest",
    ),
    "outcome.charakir_rounds_shared": (
        "Spielende nach Runde {rounds}: {winners} teilen sich den Sieg mit je {points} Punkten",
        "Game over after round {rounds}: {winners} share the win with {points} points each",
    ),
    # why not (E2)
    "charakir.draw_first": (
        "Erst wird gezogen: vom Stapel oder die offene Karte; „{action}“ geht noch nicht ({rule})",
        "A turn starts with a draw, from the pile or the discard; “{action_en}” is not possible yet ({rule})",
    ),
    "charakir.already_drawn": (
        "Du hast in diesem Zug schon gezogen; gezogen wird genau einmal, jetzt legst du eine Karte ab ({rule})",
        "You have already drawn this turn; there is exactly one draw, now you discard a card ({rule})",
    ),
    "charakir.no_pair": (
        "Kein Paar auf der Hand, auch nicht mit {card}: du darfst die offene Karte nicht nehmen ({rule})",
        "No pair in your hand, not even with {card_en}: you may not take the discard ({rule})",
    ),
    "charakir.no_pair_own": (
        "Kein Paar auf der Hand (die offene {card} zählt bei dieser Regel nicht mit): du darfst die offene Karte nicht nehmen ({rule})",
        "No pair in your hand (the open {card_en} does not count under this rule): you may not take the discard ({rule})",
    ),
    "charakir.must_lay_pair": (
        "Du hast die offene Karte genommen: jetzt musst du sofort zwei Karten gleichen Rangs ablegen, nicht „{action}“ ({rule})",
        "You took the discard: now you must at once lay down two cards of one rank, not “{action_en}” ({rule})",
    ),
    "charakir.pair_after_pile": (
        "Nach dem Ziehen vom Stapel gibt es kein Paar: ein Paar legt nur ab, wer die offene Karte genommen hat ({rule})",
        "No pair after drawing from the pile: only a player who took the discard lays a pair ({rule})",
    ),
    "charakir.pair_only_one": (
        "Du hast dein Paar schon abgelegt; für die offene Karte gibt es genau ein Paar ({rule})",
        "You have already laid your pair; taking the discard costs exactly one pair ({rule})",
    ),
    "charakir.pair_twice": (
        "Ein Paar sind zwei verschiedene Karten, nicht zweimal {card} ({rule})",
        "A pair is two different cards, not {card_en} twice ({rule})",
    ),
    "charakir.pair_not_in_hand": (
        "{cards}: diese beiden Karten hast du nicht auf der Hand ({rule})",
        "{cards_en}: you do not hold both of these cards ({rule})",
    ),
    "charakir.discard_taken": (
        "{card} hast du gerade von der Ablage genommen; diese Karte darfst du nicht gleich wieder ablegen ({rule})",
        "You have just taken {card_en} from the discard pile; you may not discard it again at once ({rule})",
    ),
    "charakir.pile_gone": (
        "Der Stapel ist leer; in den letzten Zügen bleibt nur die offene Karte ({rule})",
        "The pile is empty; in the last turns only the discard can be taken ({rule})",
    ),
    "charakir.pair_not_same_points": (
        "{cards} ist kein Paar: beide Karten müssen gleich viele Punkte zählen ({rule})",
        "{cards_en} is not a pair: both cards must be worth the same points ({rule})",
    ),
    "charakir.pair_not_same_rank": (
        "{cards} ist kein Paar: beide Karten müssen denselben Rang haben ({rule})",
        "{cards_en} is not a pair: both cards must have the same rank ({rule})",
    ),
    "charakir.pair_uses_taken": (
        "Nach der Regel, die ihr spielt, muss das Paar aus deinen eigenen Karten sein, ohne die genommene {card} ({rule})",
        "Under the rule you play, the pair must come from your own cards, without the taken {card_en} ({rule})",
    ),
    "charakir.discard_not_in_hand": (
        "{card} hast du nicht auf der Hand; ablegen kannst du nur eine eigene Karte ({rule})",
        "You do not hold {card_en}; you can only discard a card from your hand ({rule})",
    ),
    "charakir.decide_knock": (
        "Du hast abgelegt und hast {points} Punkte: jetzt entscheidest du nur noch, ob du klopfst, nicht „{action}“ ({rule})",
        "You have discarded and hold {points} points: all that is left is to knock or not, not “{action_en}” ({rule})",
    ),
    "charakir.knock_not_now": (
        "Klopfen darfst du nur am Ende deines Zuges, gleich nach dem Ablegen, und nur mit höchstens {limit} Punkten auf der Hand ({rule})",
        "You may knock only at the end of your turn, right after discarding, and only with {limit} points or less in your hand ({rule})",
    ),
    "charakir.no_knock_not_now": (
        "„Nicht klopfen“ gibt es nur am Ende des Zuges, wenn du mit höchstens {limit} Punkten klopfen dürftest ({rule})",
        "“Don't knock” only comes at the end of a turn, when you could knock with {limit} points or less ({rule})",
    ),
    "charakir.already_knocked": (
        "{player} hat schon geklopft; in jeder Runde klopft höchstens einer ({rule})",
        "{player} has already knocked; only one player knocks per round ({rule})",
    ),
    # parsing and setup
    "charakir.parse": (
        "{text!r} ist kein Zug; zum Beispiel: ziehen, nehmen, paar 5h 5s, ablegen Kd, klopfen, nicht klopfen",
        "{text!r} is not an action; for example: draw, take, pair 5h 5s, discard Kd, knock, no knock",
    ),
    "charakir.parse_bad_cards": ("{text!r}: {reason}", "{text!r}: {reason_en}"),
    "charakir.parse_not_text": (
        "Ein Charakir-Zug ist eine Aktion aus legal_actions() oder ein Text, nicht {value}",
        "A Charakir action is one of legal_actions() or a text, not {value}",
    ),
    "charakir.not_a_card": (
        "{value} ist keine Karte des Charakir-Blatts (52 Karten); zum Beispiel Kd, 5h, Herz-Ass",
        "{value} is not a card of the Charakir deck (52 cards); for example Kd, 5h, ace of hearts",
    ),
    "charakir.wrong_rules": (
        "Die Charakir-Engine spielt nur Charakir, nicht {game}",
        "The Charakir engine plays only Charakir, not {game}",
    ),
    "charakir.stack_hands": (
        "hands={value}: erwartet wird eine Liste mit höchstens einer Hand je Spieler ({players})",
        "hands={value}: expected a list of at most one hand per player ({players})",
    ),
    "charakir.stack_hand_size": (
        "Platz {seat}: höchstens vier Karten, nicht {count}",
        "Seat {seat}: four cards at most, not {count}",
    ),
    "charakir.stack_discard": (
        "Offen liegt genau eine Karte, nicht {count}",
        "Exactly one card lies face up, not {count}",
    ),
    "charakir.stack_twice": (
        "{card} kommt in der Aufstellung zweimal vor",
        "{card_en} appears twice in the set-up",
    ),
    "charakir.stack_pile": (
        "Für den Stapel sind {count} Karten angegeben, es passen nur {room}",
        "{count} cards given for the pile, only {room} fit",
    ),
}

i18n.catalogue(TEXTS)
