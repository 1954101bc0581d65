"""The bots' texts in German and English: level names, estimates, explanations, the tournament table."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "bots.level.random": ("Zufall", "random"),
        "bots.level.simple": ("Einfach", "simple"),
        "bots.level.strong": ("Stark", "strong"),
        "bots.level.expert": ("Profi", "expert"),
        "bots.unknown_level": (
            "Unbekannte Stufe {value}; erlaubt sind: {accepted}",
            "Unknown level {value}; accepted: {accepted}",
        ),
        "bots.no_levels": (
            "Für ein Turnier braucht es mindestens eine Stufe, z. B. {accepted}",
            "A tournament needs at least one level, e.g. {accepted}",
        ),
        "bots.unknown_measure": ("Unbekanntes Maß {value}", "Unknown measure {value}"),
        "bots.no_action": (
            "Spieler {player} hat gerade keinen erlaubten Zug: Jemand anderes ist dran, oder das Spiel ist aus (E2)",
            "Player {player} has no legal action now: someone else is to move, or the game is over (E2)",
        ),
        "bots.not_to_move": (
            "Eine Bewertung braucht die Sicht des Spielers, der am Zug ist (E5)",
            "An estimate needs the view of the player to move (E5)",
        ),
        "bots.wrong_game": (
            "Dieser Bot spielt {bot_game}, die Sicht stammt aber aus {game}",
            "This bot plays {bot_game}, but the view comes from {game}",
        ),
        "bots.value.lose_chance": ("Risiko, ein Leben zu verlieren: {value}", "risk of losing a life: {value}"),
        "bots.value.pay_chance": ("Risiko, eine Münze zu zahlen: {value}", "risk of paying a coin: {value}"),
        "bots.value.expected_points": (
            "erwartete Punkte in dieser Runde: {value}",
            "expected points this round: {value}",
        ),
        "bots.value.hand_value": ("Wert der Hand danach: {value}", "hand value afterwards: {value}"),
        "bots.why.swim": (
            "Weiter schwimmen: auch ohne Münzen ist der Pott noch zu gewinnen ({ids})",
            "Swim on: even without coins the pot can still be won ({ids})",
        ),
        "bots.why.random": (
            "Zufällig gewählt unter {count} erlaubten Zügen ({ids})",
            "Chosen at random from {count} legal actions ({ids})",
        ),
        "bots.why.forced": (
            "Nur ein Zug kommt in Frage: {action} ({ids})",
            "Only one action makes sense: {action} ({ids})",
        ),
        "bots.why.simple.keep": (
            "Meine Hand zählt {points} Punkte, das sind mindestens {limit}: ich behalte sie ({ids})",
            "My hand is worth {points}, that is at least {limit}: I keep it ({ids})",
        ),
        "bots.why.simple.throw": (
            "Meine Hand zählt nur {points} Punkte, weniger als {limit}: ich lege sie offen hin und nehme die andere ({ids})",
            "My hand is worth only {points}, less than {limit}: I lay it face up and take the other one ({ids})",
        ),
        "bots.why.simple.call": (
            "Ich habe {points} Punkte: sofort ansagen! ({ids})",
            "I hold {points}: call it at once! ({ids})",
        ),
        "bots.why.simple.swap_call": (
            "{action} bringt mir {points} Punkte: tauschen und sofort ansagen ({ids})",
            "{action} gives me {points}: swap and call at once ({ids})",
        ),
        "bots.why.simple.close": (
            "Meine Hand zählt {points} Punkte, das sind mindestens {limit}: ich mache zu ({ids})",
            "My hand is worth {points}, that is at least {limit}: I close ({ids})",
        ),
        "bots.why.simple.swap": (
            "{action} verbessert meine Hand von {before} auf {after} Punkte ({ids})",
            "{action} improves my hand from {before} to {after} ({ids})",
        ),
        "bots.why.simple.push": (
            "Kein Tausch verbessert meine {points} Punkte, und zum Zumachen reicht es nicht: ich schiebe ({ids})",
            "No swap improves my {points}, and it is too little to close: I push ({ids})",
        ),
        "bots.why.simple.take": (
            "Mit der offenen Karte {card} kann ich ein Paar ablegen: ich nehme sie ({ids})",
            "With the discard {card} I can lay a pair: I take it ({ids})",
        ),
        "bots.why.simple.draw": (
            "Mit der offenen Karte könnte ich kein Paar ablegen: ich ziehe vom Stapel ({ids})",
            "The discard would not give me a pair: I draw from the pile ({ids})",
        ),
        "bots.why.simple.pair": (
            "Ich lege mein höchstes Paar ab: {cards} ({ids})",
            "I lay down my highest pair: {cards} ({ids})",
        ),
        "bots.why.simple.discard": (
            "Ich lege meine höchste Karte ab: {card} ({ids})",
            "I discard my highest card: {card} ({ids})",
        ),
        "bots.why.simple.knock": (
            "Meine Hand zählt {points} Punkte, höchstens {limit}: ich klopfe ({ids})",
            "My hand is worth {points}, at most {limit}: I knock ({ids})",
        ),
        "bots.why.simple.no_knock": (
            "Meine Hand zählt {points} Punkte, mehr als {limit}: ich klopfe noch nicht ({ids})",
            "My hand is worth {points}, more than {limit}: I do not knock yet ({ids})",
        ),
        "bots.why.strong": (
            "{action} – der beste von {count} geprüften Zügen: {value}, beim nächstbesten („{other}“) {other_value}; "
            "geschätzt aus {samples} zufälligen Verteilungen der Karten, die ich nicht sehe ({ids})",
            "{action} – the best of {count} actions weighed: {value}, for the runner-up (“{other}”) {other_value}; "
            "estimated from {samples} random deals of the cards I cannot see ({ids})",
        ),
        "bots.table.title": (
            "{ruleset}: {games} Spiele mit {players} Spielern, Plätze reihum getauscht (95-%-Intervalle)",
            "{ruleset}: {games} games with {players} players, seats rotated (95% intervals)",
        ),
        "bots.table.head_knack": (
            "Stufe     Spiele  Runden  Siege                  verlorene Runden",
            "level     games   rounds  wins                   rounds lost",
        ),
        "bots.table.head_charakir": (
            "Stufe     Spiele  Runden  Siege                  Punkte je Runde",
            "level     games   rounds  wins                   points per round",
        ),
    }
)
