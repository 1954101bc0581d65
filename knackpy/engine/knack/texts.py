"""The Knack engine's words: every message of :mod:`knackpy.engine.knack` as (German, English) data.

Actions, illegal moves (E2) with the rule they cite, the parser's answers, the
public history, outcomes and round results.  One table in one place, read by
``i18n.text(key, lang, ...)``; importing :mod:`knackpy.engine.knack` registers it.
"""

from __future__ import annotations

from ... import i18n

TEXTS = {
    # actions
    "knack.action.keep": ("Hand behalten", "keep this hand"),
    "knack.action.throw": (
        "Hand offen hinlegen und die andere blind nehmen",
        "lay this hand face up and take the other blind",
    ),
    "knack.action.swap": ("Tausche {give} gegen {take}", "swap {give} for {take}"),
    "knack.action.swap_all": ("Alle drei Karten tauschen", "swap all three cards"),
    "knack.action.push": ("schieben", "push"),
    "knack.action.close.passen": ("passen", "close"),
    "knack.action.close.zumachen": ("zumachen", "close"),
    "knack.action.call.knack": ("Knack!", "Knack!"),
    "knack.action.call.feuer": ("Feuer!", "Feuer! (fire)"),
    "knack.action.call.superknack": ("Superknack!", "Superknack!"),
    "knack.action.end_turn": ("Zug beenden, ohne etwas anzusagen", "end the turn without calling"),
    "knack.action.new_table": ("Neuen Stock verlangen (7-8-9)", "demand a new table (7-8-9)"),
    "knack.action.swim": ("Weiter schwimmen", "swim on"),
    "knack.action.drop_out": ("Aussteigen", "drop out"),
    # illegal actions (E2): why, and which rule
    "knack.illegal.choose_first": (
        "Zuerst entscheidet {player}: die angesehene Hand behalten oder offen hinlegen ({rule})",
        "{player} decides first: keep the hand already looked at or lay it face up ({rule})",
    ),
    "knack.illegal.choice_made": (
        "Die Wahl zwischen den zwei Händen ist schon getroffen; jetzt ist {player} mit einem Zug dran ({rule})",
        "The choice between the two hands has been made; now it is {player}'s turn ({rule})",
    ),
    "knack.illegal.call_or_end": (
        "{player} hat nach dem Tausch {points} Punkte: jetzt heißt es „{call}“ rufen oder den Zug beenden ({rule})",
        "{player} holds {points} after the swap: now call “{call}” or end the turn ({rule})",
    ),
    "knack.illegal.end_turn": (
        "„Zug beenden“ gibt es nur direkt nach einem Tausch, der einen Knack ergibt; sonst endet der Zug mit dem Tausch ({rule})",
        "“End turn” exists only right after a swap that makes a Knack; otherwise the swap ends the turn ({rule})",
    ),
    "knack.illegal.not_in_hand": (
        "{card} hat {player} nicht auf der Hand, dort sind: {cards} ({rule})",
        "{player} does not hold {card_en}; the hand is: {cards_en} ({rule})",
    ),
    "knack.illegal.not_on_table": (
        "{card} liegt nicht im Stock; dort liegen: {cards} ({rule})",
        "{card_en} is not on the table; it shows: {cards_en} ({rule})",
    ),
    "knack.illegal.swap_count": (
        "Du darfst nur eine oder alle drei Karten tauschen, nicht {count} ({rule})",
        "You may swap one card or all three, not {count} ({rule})",
    ),
    "knack.illegal.swap_all_cards": (
        "Alle drei tauschen heißt: die ganze Hand gegen den ganzen Stock; Hand und Stock sind: {cards} ({rule})",
        "Swapping all three means the whole hand for the whole table; hand and table are: {cards_en} ({rule})",
    ),
    "knack.illegal.closed_already.passen": (
        "{closer} hat schon gepasst; ein zweites Mal passen geht nicht ({rule})",
        "{closer} has already closed; nobody can close a second time ({rule})",
    ),
    "knack.illegal.closed_already.zumachen": (
        "{closer} hat schon zugemacht; ein zweites Mal zumachen geht nicht ({rule})",
        "{closer} has already closed; nobody can close a second time ({rule})",
    ),
    "knack.illegal.no_knack": (
        "{player} hat nichts anzusagen: {value} ({rule})",
        "{player} has nothing to call: {value_en} ({rule})",
    ),
    "knack.illegal.knack_not_announced": (
        "Ohne Ansagepflicht wird ein Knack nicht angesagt; {player} kann stattdessen zumachen ({rule})",
        "This table plays without announcing: a Knack is not called, {player} can close instead ({rule})",
    ),
    "knack.illegal.no_789_rule": (
        "Die 7-8-9-Regel ist nicht vereinbart (Option seven_eight_nine) ({rule})",
        "The 7-8-9 rule is not in play (option seven_eight_nine) ({rule})",
    ),
    "knack.illegal.no_789": (
        "Einen neuen Stock gibt es nur, wenn 7, 8 und 9 zusammen im Stock liegen; dort liegen: {cards} ({rule})",
        "A new table needs a 7, an 8 and a 9 together on the table; it shows: {cards_en} ({rule})",
    ),
    "knack.illegal.789_pile_short": (
        "Im Stapel sind nur noch {count} Karten, zu wenig für einen neuen Stock ({rule})",
        "The pile has only {count} cards left, too few for a new table ({rule})",
    ),
    # the same reasons said to the player in a dialogue (the terminal game speaks to "du"/"you")
    "knack.illegal.choose_first.du": (
        "Zuerst entscheidest du: die angesehene Hand behalten oder offen hinlegen ({rule})",
        "You decide first: keep the hand you looked at or lay it face up ({rule})",
    ),
    "knack.illegal.choice_made.du": (
        "Die Wahl zwischen den zwei Händen ist schon getroffen; jetzt bist du mit einem Zug dran ({rule})",
        "The choice between the two hands has been made; now it is your turn ({rule})",
    ),
    "knack.illegal.call_or_end.du": (
        "Du hast nach dem Tausch {points} Punkte: jetzt heißt es „{call}“ rufen oder den Zug beenden ({rule})",
        "You hold {points} after the swap: now call “{call}” or end your turn ({rule})",
    ),
    "knack.illegal.not_in_hand.du": (
        "{card} hast du nicht auf der Hand; du hast: {cards} ({rule})",
        "You do not hold {card_en}; your hand is: {cards_en} ({rule})",
    ),
    "knack.illegal.no_knack.du": (
        "Du hast nichts anzusagen: {value} ({rule})",
        "You have nothing to call: {value_en} ({rule})",
    ),
    "knack.illegal.knack_not_announced.du": (
        "Ohne Ansagepflicht wird ein Knack nicht angesagt; du kannst stattdessen zumachen ({rule})",
        "This table plays without announcing: a Knack is not called, you can close instead ({rule})",
    ),
    "knack.illegal.swim_first.du": (
        "Du bist blank und entscheidest zuerst: weiter schwimmen oder aussteigen ({rule})",
        "You are blank and decide first: swim on or drop out ({rule})",
    ),
    "knack.illegal.swim_first": (
        "{player} ist blank und entscheidet zuerst: weiter schwimmen oder aussteigen ({rule})",
        "{player} is blank and decides first: swim on or drop out ({rule})",
    ),
    "knack.illegal.no_swim_choice": (
        "Schwimmen oder Aussteigen wählt nur, wer gerade blank geworden ist, und nur mit der Option "
        "blank_may_drop_out ({rule})",
        "Only a player who has just gone blank chooses to swim or drop out, and only with the option "
        "blank_may_drop_out ({rule})",
    ),
    "knack.illegal.generic": (
        "Dieser Zug ist jetzt nicht erlaubt; erlaubt sind: {legal} ({rule})",
        "This action is not legal now; legal are: {legal} ({rule})",
    ),
    # parsing
    "knack.parse.not_text": (
        "Ein Zug wird als Text angegeben, nicht als {value}",
        "An action is given as text, not as {value}",
    ),
    "knack.parse.unknown": (
        "{text!r} ist kein Zug; zum Beispiel: {examples}",
        "{text!r} is not an action; for example: {examples_en}",
    ),
    "knack.parse.one_card": (
        "{text!r}: zum Tauschen braucht es zwei Karten, eine von der Hand und eine aus dem Stock, z. B. „{swap}“",
        "{text!r}: a swap needs two cards, one from the hand and one from the table, e.g. “{swap_en}”",
    ),
    "knack.parse.one_card_expected": (
        "{text!r}: erwartet wird genau eine Karte, nicht {count}",
        "{text!r}: expected exactly one card, not {count}",
    ),
    "knack.parse.not_a_card": ("{value} ist keine Karte", "{value} is not a card"),
    "knack.parse.bad_value": (
        "{value} geht nicht für {field}; erlaubt sind: {accepted}",
        "{value} is not accepted for {field}; accepted: {accepted}",
    ),
    "knack.parse.ambiguous_pass": (
        "„pass“ ist mehrdeutig: „schieben“ (push) lässt den Zug aus, „passen“ oder „zumachen“ (close) beendet die Runde nach einem letzten Zug der anderen",
        "“pass” is ambiguous: “push” skips the turn, “close” (German passen/zumachen) ends the round after one more turn for everyone else",
    ),
    # setup
    "knack.not_knack_rules": (
        "Die Knack-Engine spielt knack und knack_oberlausitz, nicht {game}",
        "The Knack engine plays knack and knack_oberlausitz, not {game}",
    ),
    "knack.stack.hands_length": (
        "hands {value}: erwartet wird eine Liste mit einem Eintrag je Spieler ({players})",
        "hands {value}: expected a list with one entry per player ({players})",
    ),
    "knack.stack.double_seat": (
        "Platz {seat} bekommt zwei Hände: die gehören in dealer_hands=(angesehen, anderes), in hands bleibt None",
        "Seat {seat} gets two hands: give them as dealer_hands=(looked_at, other) and leave None in hands",
    ),
    "knack.stack.dealer_hands": (
        "dealer_hands {value}: erwartet werden zwei Hände (angesehen, andere)",
        "dealer_hands {value}: expected two hands (looked_at, other)",
    ),
    "knack.stack.bad_hand": (
        "{value}: erwartet werden {size} Karten dieses Blatts (als Text oder Karten)",
        "{value}: expected {size} cards of this deck (as text or cards)",
    ),
    "knack.stack.twice": ("{card} ist zweimal verplant", "{card_en} is placed twice"),
    # the public history
    "event.knack_round": (
        "Runde {round}: {player} gibt und bekommt selbst zwei Hände",
        "Round {round}: {player} deals and takes two hands",
    ),
    "event.knack_round_lausitz": (
        "Runde {round}: {player} gibt, {player_chooser} bekommt zwei Hände",
        "Round {round}: {player} deals, {player_chooser} gets two hands",
    ),
    "event.knack_deal_call_announced": (
        "{player} hat schon beim Geben {points} und zeigt die Karten nach der Wahl: die Runde endet dann",
        "{player} already holds {points} from the deal and shows the cards after the choice: then the round ends",
    ),
    "event.knack_deal_call": (
        "{player} hat schon beim Geben {points}: {cards}",
        "{player} already holds {points} from the deal: {cards}",
    ),
    "event.knack_keep": (
        "{player} behält die angesehene Hand; die andere kommt offen als Stock auf den Tisch: {cards}",
        "{player} keeps the hand already looked at; the other goes face up as the table: {cards}",
    ),
    "event.knack_throw": (
        "{player} legt die angesehene Hand offen als Stock auf den Tisch ({cards}) und nimmt die andere blind",
        "{player} lays the hand already looked at face up as the table ({cards}) and takes the other blind",
    ),
    "event.knack_swap": ("{player} tauscht {give} gegen {take}", "{player} swaps {give} for {take}"),
    "event.knack_swap_all": (
        "{player} tauscht alle drei: gibt {give}, nimmt {take}",
        "{player} swaps all three: gives {give}, takes {take}",
    ),
    "event.knack_push": ("{player} schiebt", "{player} pushes"),
    "event.knack_renew": (
        "Alle haben geschoben: {old} aus dem Spiel, der neue Stock ist {new}",
        "Everyone pushed: {old} out of play, the new table is {new}",
    ),
    "event.knack_renew_short": (
        "Alle haben geschoben, aber im Stapel sind keine drei Karten mehr: die Runde wird gewertet",
        "Everyone pushed, but the pile has fewer than three cards: the round is scored",
    ),
    "event.knack_close": (
        "{player} passt: alle anderen sind noch einmal dran",
        "{player} closes: everyone else moves once more",
    ),
    "event.knack_close_lausitz": (
        "{player} macht zu: alle anderen sind noch einmal dran",
        "{player} closes: everyone else moves once more",
    ),
    "event.knack_close_done": (
        "Alle waren noch einmal dran: die Runde wird gewertet",
        "Everyone has had a last turn: the round is scored",
    ),
    "event.knack_call": ("{player} ruft „{call}“ und zeigt {cards}", "{player} calls “{call}” and shows {cards}"),
    "event.knack_new_table": (
        "{player} verlangt einen neuen Stock: {old} aus dem Spiel, der neue Stock ist {new}",
        "{player} demands a new table: {old} out of play, the new table is {new}",
    ),
    "event.knack_turn_cap": (
        "Nach {cap} Zügen ist Schluss: die Runde wird gewertet, als hätte jemand zugemacht",
        "After {cap} turns the engine stops: the round is scored as if someone had closed",
    ),
    "event.knack_show": ("{player} zeigt {cards}: {points}", "{player} shows {cards}: {points}"),
    "event.knack_forgot": (
        "{player} hat {points} auf der Hand und hat es nicht angesagt: verschlafen!",
        "{player} holds {points} and did not call it: forgotten!",
    ),
    "event.knack_forgot_earlier": (
        "{player} hat vorhin eine Ansage verschlafen; dass jetzt {points} auf der Hand sind, ändert daran nichts",
        "{player} forgot to call earlier; holding {points} now does not change that",
    ),
    "event.knack_draw": ("Stich: {player} zieht {card} ({points})", "Tie-break: {player} draws {card} ({points})"),
    "event.knack_round_winner": ("Die Runde geht an {players}", "The round goes to {players}"),
    "event.knack_life": ("{player} verliert ein Leben, noch {lives}", "{player} loses a life, {lives} left"),
    "event.knack_out": ("{player} hat kein Leben mehr und scheidet aus", "{player} has no lives left and is out"),
    "event.knack_pay": (
        "{player} zahlt eine Münze in den Pott, noch {coins}",
        "{player} pays a coin into the pot, {coins} left",
    ),
    "event.knack_blank": ("{player} ist blank und schwimmt", "{player} is blank and swims"),
    "event.knack_blank_choice": (
        "{player} ist blank: weiter schwimmen oder aussteigen?",
        "{player} is blank: swim on or drop out?",
    ),
    "event.knack_swims": ("{player} schwimmt weiter", "{player} swims on"),
    "event.knack_drops_out": (
        "{player} steigt aus, statt zu schwimmen",
        "{player} drops out instead of swimming",
    ),
    "event.knack_sunk": (
        "{player} verliert beim Schwimmen und ist raus",
        "{player} loses while swimming and is out",
    ),
    "event.knack_pay_all": (
        "{player} hat den Superknack verschlafen: zahlt alle restlichen Münzen ({coins}) und ist raus",
        "{player} missed the Superknack: pays all remaining coins ({coins}) and is out",
    ),
    "event.knack_game_won": (
        "Nur {players} hat noch Leben und gewinnt das Spiel",
        "{players} is the last with lives and wins the game",
    ),
    "event.knack_game_won_lausitz": (
        "{players} bleibt übrig und nimmt den Pott (Münzen darin: {pot})",
        "{players} is the last one left and takes the pot (coins in it: {pot})",
    ),
    "event.knack_game_shared": (
        "Alle Übrigen scheiden zugleich aus: {players} teilen sich den Sieg",
        "Everyone left goes out at once: {players} share the win",
    ),
    # outcome
    "outcome.knack_last": (
        "Nur {winners} hat noch Leben und gewinnt",
        "{winners} is the last player with lives and wins",
    ),
    "outcome.knack_shared": (
        "{winners} verlieren zugleich ihr letztes Leben und teilen sich den Sieg",
        "{winners} lose their last lives at once and share the win",
    ),
    "outcome.lausitz_last": (
        "Nur {winners} ist noch im Spiel und nimmt den Pott (Münzen darin: {pot})",
        "{winners} is the last one left and takes the pot (coins in it: {pot})",
    ),
    "outcome.lausitz_shared": (
        "{winners} scheiden zugleich aus und teilen sich den Pott (Münzen darin: {pot})",
        "{winners} go out at once and share the pot (coins in it: {pot})",
    ),
    # round results
    "knack.result.head": ("Runde {round}: {ended}", "Round {round}: {ended}"),
    "knack.result.ended.call": ("{player} ruft „{call}“", "{player} calls “{call}”"),
    "knack.result.ended.deal_call": (
        "schon beim Geben vorbei, wegen der Hand von {players}",
        "over on the deal because of the hand of {players}",
    ),
    "knack.result.ended.closed": (
        "{player} hat gepasst, alle waren noch einmal dran",
        "{player} closed, everyone moved once more",
    ),
    "knack.result.ended.closed_lausitz": (
        "{player} hat zugemacht, alle waren noch einmal dran",
        "{player} closed, everyone moved once more",
    ),
    "knack.result.ended.stock_empty": (
        "alle haben geschoben und der Stapel reicht nicht für einen neuen Stock",
        "everyone pushed and the pile is too short for a new table",
    ),
    "knack.result.ended.turn_cap": (
        "die Zuggrenze der Spielmaschine ist erreicht",
        "the engine's turn cap is reached",
    ),
    "knack.result.why.lowest": (
        "Den niedrigsten Wert ({points}) hat {players}: ein Leben weniger",
        "Lowest value ({points}): {players} loses a life",
    ),
    "knack.result.why.lowest_lausitz": (
        "Den niedrigsten Wert ({points}) hat {players} und zahlt eine Münze",
        "Lowest value ({points}): {players} pays a coin",
    ),
    "knack.result.why.lowest_lausitz_many": (
        "Den niedrigsten Wert ({points}) haben {players}: alle zahlen eine Münze",
        "Lowest value ({points}): {players} each pay a coin",
    ),
    "knack.result.why.lowest_stich": (
        "Gleichstand beim niedrigsten Wert ({points}); der Stich trifft {players}: ein Leben weniger",
        "Tie for the lowest value ({points}); the tie-break draw hits {players}: one life less",
    ),
    "knack.result.why.forgot": (
        "{players} hat das Ansagen verschlafen und verliert allein, egal wie die Punkte stehen",
        "{players} forgot to call and alone loses, whatever the points",
    ),
    "knack.result.why.forgot_many": (
        "{players} haben das Ansagen verschlafen und verlieren allein, egal wie die Punkte stehen",
        "{players} forgot to call: they alone lose, whatever the points",
    ),
    "knack.result.why.forgot_lausitz": (
        "{players} hat das Ansagen verschlafen, verliert allein und zahlt",
        "{players} forgot to call, alone loses and pays",
    ),
    "knack.result.why.forgot_lausitz_many": (
        "{players} haben das Ansagen verschlafen, verlieren allein und zahlen",
        "{players} forgot to call: they alone lose and pay",
    ),
    "knack.result.why.missed_superknack": (
        "{players} hat den Superknack nicht angesagt: zahlt alle Münzen in den Pott und ist raus",
        "{players} did not announce the Superknack: pays all remaining coins into the pot and is out",
    ),
    "knack.result.why.missed_superknack_many": (
        "{players} haben den Superknack nicht angesagt: zahlen alle Münzen in den Pott und sind raus",
        "{players} did not announce the Superknack: they pay all remaining coins into the pot and are out",
    ),
    "knack.result.why.feuer": (
        "{player} hat Feuer: alle anderen verlieren ein Leben",
        "{player} has Feuer: everyone else loses a life",
    ),
    "knack.result.why.superknack": (
        "{player} hat Superknack: alle anderen zahlen",
        "{player} has a Superknack: everyone else pays",
    ),
    "knack.result.draws": ("Stich: {draws}", "Tie-break draws: {draws}"),
    "knack.result.winners": ("Die Runde geht an {players}", "The round goes to {players}"),
    "knack.result.lives": ("Leben danach: {standings} ({ids})", "Lives after: {standings} ({ids})"),
    "knack.result.coins": (
        "Münzen danach: {standings}; im Pott: {pot} ({ids})",
        "Coins after: {standings}; in the pot: {pot} ({ids})",
    ),
}

i18n.catalogue(TEXTS)
