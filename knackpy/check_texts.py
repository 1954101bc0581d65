"""The texts of the lessons' checks (knackpy.checks): questions, choices, feedback, hints, the rule badge.

A hint points at the rule and at what to look at, never at the answer itself; :mod:`knackpy.checks`
works out each one from the same facts as the answer.  Texts only, one (German, English) pair each:
plain "du" German for learners.
"""

from __future__ import annotations

from . import i18n

#: wrong tries before a check shows its answer by itself (the learner may ask for it at any time)
TRIES_BEFORE_ANSWER = 2

TEXTS = i18n.catalogue(
    {
        "check.label": ("Überlege zuerst, dann klick auf deine Antwort.", "Think first, then click your answer."),
        "check.right": ("Richtig!", "Right!"),
        "check.wrong": ("Nicht ganz.", "Not quite."),
        "check.answered": ("Schon beantwortet – du kannst es noch einmal versuchen.", "Answered before – try again."),
        "check.rule": ("Regel {rule}", "Rule {rule}"),
        "check.right_is": ("Richtig ist: {answer}.", "The right answer: {answer}."),
        "check.card.q": ("Wie viele Punkte zählt diese Karte?", "How many points does this card count?"),
        "check.card.why": ("{card} zählt {points} Punkte ({rule}).", "The {card} counts {points} points ({rule})."),
        "check.card.why_one": ("{card} zählt {points} Punkt ({rule}).", "The {card} counts {points} point ({rule})."),
        "check.value.q": ("Wie viele Punkte ist diese Hand wert?", "How many points is this hand worth?"),
        "check.swap.q": (
            "Welcher Tausch bringt dir die meisten Punkte?",
            "Which swap gives you the most points?",
        ),
        "check.swap.one": ("{give} gegen {take}", "{give} for {take}"),
        "check.swap.all": ("alle drei tauschen", "swap all three"),
        "check.swap.after": ("Danach hat deine Hand {points} Punkte.", "Your hand is then worth {points} points."),
        "check.legal.q": (
            "{name} ist dran. Ist dieser Zug erlaubt: „{move}“?",
            "{name} is to move. Is this move legal: “{move}”?",
        ),
        "check.yes": ("Ja, erlaubt", "Yes, legal"),
        "check.no": ("Nein, nicht erlaubt", "No, not legal"),
        "check.legal.ok": ("Der Zug ist erlaubt ({rule}).", "The move is legal ({rule})."),
        "check.loser.q.lives": (
            "Die Runde ist vorbei, die Karten liegen offen. Wer verliert ein Leben?",
            "The round is over and the cards are face up. Who loses a life?",
        ),
        "check.loser.q.coins": (
            "Die Runde ist vorbei, die Karten liegen offen. Wer zahlt eine Münze in den Pott?",
            "The round is over and the cards are face up. Who pays a coin into the pot?",
        ),
        "check.loser.why": (
            "{name} hat mit {points} Punkten die wenigsten ({rule}).",
            "{name} has the fewest points, {points} ({rule}).",
        ),
        "check.likely.q": (
            "Was ist wahrscheinlicher, wenn du drei Karten bekommst?",
            "Which is more likely when you are dealt three cards?",
        ),
        "check.likely.q4": (
            "Was ist wahrscheinlicher, wenn du vier Karten bekommst?",
            "Which is more likely when you are dealt four cards?",
        ),
        "check.likely.why": (
            "{best} ist wahrscheinlicher als {others}: {chance} gegenüber {other_chances}.",
            "{best} is more likely than {others}: {chance} against {other_chances}.",
        ),
        "check.event.at_least": ("eine Hand mit {points} Punkten oder mehr", "a hand worth {points} points or more"),
        "check.event.at_most": ("eine Hand mit {points} Punkten oder weniger", "a hand worth {points} points or less"),
        "check.event.exactly": ("eine Hand mit genau {points} Punkten", "a hand worth exactly {points} points"),
        "check.event.feuer": ("Feuer (drei Asse)", "Feuer (three aces)"),
        "check.knock.q": ("Du hast diese Hand. Darfst du jetzt klopfen?", "This is your hand. May you knock now?"),
        "check.knock.why": (
            "Deine Hand zählt {points} Punkte. Klopfen darf, wer {limit} oder weniger hat ({rule}).",
            "Your hand counts {points} points. You may knock with {limit} or less ({rule}).",
        ),
        "check.score.q": (
            "{name} klopft. Danach zeigen alle ihre Karten. Wie viele Punkte bekommt {name}?",
            "{name} knocks. Then everyone shows their cards. How many points does {name} get?",
        ),
        "check.score.beaten": (
            "{other} hat {points} Punkte, nicht mehr als {name} ({own}). Dann bekommt {name} 25 ({rule}).",
            "{other} has {points} points, no more than {name} ({own}). So {name} gets 25 ({rule}).",
        ),
        "check.score.won": (
            "Alle anderen haben mehr als {name} ({own}). Dann bekommt {name} 0 Punkte ({rule}).",
            "Everyone else has more than {name} ({own}). So {name} gets 0 points ({rule}).",
        ),
        "check.hand_of": ("Hand von {name}", "{name}'s hand"),
        "check.table": ("Stock", "Table"),
        "check.your_hand": ("Deine Hand", "Your hand"),
        "check.discard": ("Offene Karte", "Face-up card"),
        "check.error.no_answer": (
            "Diese Frage hat keine eindeutige Antwort: {why}",
            "This question has no single right answer: {why_en}",
        ),
        "check.again": ("Versuch es noch einmal.", "Try again."),
        "check.show_answer": ("Lösung zeigen", "Show answer"),
        "check.rule_named": ("Regel {rule}: {title}", "Rule {rule}: {title}"),
        # what to look at in a hand (value): which cards share a suit or a rank
        "check.count.first": ("{count} {cards} {verb} {what}", "{count} {cards} {verb} {what}"),
        "check.count.more": ("{count} {verb} {what}", "{count} {verb} {what}"),
        "check.count.card": ("Karte", "card"),
        "check.count.cards": ("Karten", "cards"),
        "check.count.is": ("ist", "is"),
        "check.count.are": ("sind", "are"),
        "check.count.has": ("hat den Rang", "has the rank"),
        "check.count.have": ("haben den Rang", "have the rank"),
        "check.count.1": ("eine", "one"),
        "check.count.2": ("zwei", "two"),
        "check.count.3": ("drei", "three"),
        "check.count.4": ("vier", "four"),
        "check.count.all": ("alle {count}", "all {count}"),
        "check.tip.suits": ("Schau auf die Farben: {counts}.", "Look at the suits: {counts}."),
        "check.tip.ranks": ("Schau auf die Ränge: {counts}.", "Look at the ranks: {counts}."),
        "check.tip.suit_adds": (
            "Nur Karten derselben Farbe zählen zusammen.",
            "Only cards of the same suit add up.",
        ),
        "check.tip.suit_or_rank_adds": (
            "Hier zählen Karten derselben Farbe zusammen und auch Karten mit demselben Rang.",
            "Here cards of the same suit add up, and so do cards of the same rank.",
        ),
        "check.tip.own_rule": (
            "Für so eine Hand gibt es eine eigene Regel.",
            "A hand like this has a rule of its own.",
        ),
        "check.tip.total": (
            "Zähl alle {cards} Karten zusammen. Schau bei jeder Karte genau hin, wie viel sie in diesem Spiel zählt.",
            "Add up all {cards} cards. Look closely at how much each card counts in this game.",
        ),
        "check.tip.card": (
            "Schau, welchen Rang die Karte hat: {rank}. Asse, Bildkarten und Zahlkarten zählen verschieden viel.",
            "Look at the card's rank: {rank}. Aces, picture cards and number cards count differently.",
        ),
        "check.tip.swap": (
            "Nach diesem Tausch hat deine Hand {points} Punkte. Es geht besser: Rechne für jeden Tausch aus, "
            "was deine Hand danach wert ist.",
            "After this swap your hand is worth {points} points. You can do better: work out what your hand "
            "is worth after each swap.",
        ),
        "check.tip.legal": (
            "Schau genau auf die Karten von {name}{where}. Was ist in diesem Moment des Spiels erlaubt?",
            "Look closely at {name}'s cards{where}. What is allowed at this point of the game?",
        ),
        "check.tip.legal.table": (" und auf den Stock", " and at the table"),
        "check.tip.legal.discard": (" und auf die offene Karte", " and at the face-up card"),
        "check.tip.loser": (
            "{name} hat {points} Punkte. Zähl auch die anderen Hände und vergleiche.",
            "{name} has {points} points. Count the other hands too and compare.",
        ),
        "check.tip.likely": (
            "Überleg, zu wie vielen verschiedenen Händen „{event}“ passt und zu wie vielen {others}. "
            "Je mehr Hände passen, desto öfter kommt es vor.",
            "Think about how many different hands fit “{event}” and how many fit {others}. "
            "The more hands fit, the more often it happens.",
        ),
        "check.tip.likely.other": ("die andere Antwort", "the other answer"),
        "check.tip.likely.others": ("die anderen Antworten", "the other answers"),
        "check.tip.knock": (
            "Zähl die Punkte deiner Hand zusammen. Klopfen darfst du nur mit {limit} Punkten oder weniger.",
            "Add up the points of your hand. You may only knock with {limit} points or less.",
        ),
        "check.tip.score": (
            "Zähl die Punkte von {name} und von allen anderen und vergleiche: Hat jemand gleich viele oder weniger "
            "Punkte als {name}?",
            "Count {name}'s points and everyone else's and compare: does anyone have as many points as {name}, "
            "or fewer?",
        ),
    }
)
