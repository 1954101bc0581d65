"""The house rules in players' words (issue 28): what a table agrees, said the way players say it.

Every option of a ruleset has a label (for a form: "Neuer Stock, wenn alle schieben") and, for the rule card, a
sentence per value ("Wenn alle schieben, kommt ein neuer Stock." / "..., bleibt der Stock liegen."). No option
name and no engine limit reaches a player: the turn cap (E4) has a label for settings but no sentence, because
no table agrees on it.  :func:`knackpy.registry.house_rule` fills in a ruleset's values.

>>> sentence("renew_stock_when_all_push", False, "en")
'When everyone pushes, the table cards stay.'
>>> sentence("lives", 2, "de", shown="2")
'Jeder beginnt mit 2 Leben.'
"""

from __future__ import annotations

from . import i18n

__all__ = ["sentence"]


def sentence(name: str, value: object, lang: str = "de", *, shown: str = "") -> str:
    """The sentence for option ``name`` at ``value``; ``shown`` is the value as the reader sees it (a deck's name)."""
    if isinstance(value, bool):
        return i18n.text(f"registry.house.{name}.{'on' if value else 'off'}", lang)
    if value is None:
        return i18n.text(f"registry.house.{name}.none", lang)
    return i18n.text(f"registry.house.{name}", lang, value=shown or value)


i18n.catalogue(
    {
        # the options' labels (forms, settings)
        "registry.option.deck": ("Kartenblatt", "Deck"),
        "registry.option.lives": ("Leben", "Lives"),
        "registry.option.coins": ("Münzen", "Coins"),
        "registry.option.same_rank_adds": ("Gleiche Werte zählen zusammen", "Same ranks add up"),
        "registry.option.knack_is_ace_flush": ("Knack ist jede Farbe mit Ass", "Any suit with an ace is a Knack"),
        "registry.option.announce_knack": ("Knack wird angesagt", "A Knack is announced"),
        "registry.option.renew_stock_when_all_push": (
            "Neuer Stock, wenn alle schieben",
            "New table when everyone pushes",
        ),
        "registry.option.seven_eight_nine": ("Sonderregel 7-8-9", "7-8-9 house rule"),
        "registry.option.turn_cap": ("Zuggrenze je Runde", "Turn cap per round"),
        "registry.option.pair_may_use_taken_card": (
            "Genommene Karte zählt zum Paar",
            "The taken card may complete the pair",
        ),
        "registry.option.limit": ("Punktgrenze", "Point limit"),
        "registry.option.blank_may_drop_out": (
            "Wer blank ist, darf aussteigen",
            "A blank player may drop out",
        ),
        "registry.option.feuer_ends_round": ("Feuer beendet die Runde sofort", "Feuer ends the round at once"),
        "registry.option.feuer_shown_as_33": ("Feuer als 33 zeigen", "Feuer shown as 33"),
        "registry.option.forgotten_cleared_by_swap": (
            "Wegtauschen rettet eine vergessene Ansage",
            "Swapping away saves a forgotten call",
        ),
        "registry.option.may_discard_taken_card": (
            "Genommene Karte gleich wieder ablegen",
            "The taken card may go straight back",
        ),
        "registry.option.pair_by_points": ("Paar nach Punkten statt nach Rang", "Pairs by points, not by rank"),
        "registry.option.knocker_scores_hand": (
            "Siegreicher Klopfer schreibt seine Punkte auf",
            "A winning knocker scores the hand total",
        ),
        "registry.option.last_turns_without_pile": (
            "Letzte Züge auch ohne Stapel",
            "Last turns even without a pile",
        ),
        "registry.option.rounds": ("Anzahl der Runden", "Number of rounds"),
        # the house rules in players' words: one sentence per option and value (turn_cap is no players' rule)
        "registry.house.deck": ("Gespielt wird mit: {value}.", "The deck: {value}."),
        "registry.house.lives": ("Jeder beginnt mit {value} Leben.", "Everyone starts with {value} lives."),
        "registry.house.coins": ("Jeder beginnt mit {value} Münzen.", "Everyone starts with {value} coins."),
        "registry.house.limit": (
            "Das Spiel ist vorbei, sobald jemand mehr als {value} Punkte hat.",
            "The game is over as soon as someone has more than {value} points.",
        ),
        "registry.house.rounds": ("Gespielt werden {value} Runden.", "You play {value} rounds."),
        "registry.house.rounds.none": (
            "Es gibt keine feste Zahl von Runden: Gespielt wird bis zur Punktgrenze.",
            "There is no fixed number of rounds: you play up to the point limit.",
        ),
        "registry.house.renew_stock_when_all_push.on": (
            "Wenn alle schieben, kommt ein neuer Stock.",
            "When everyone pushes, new table cards come.",
        ),
        "registry.house.renew_stock_when_all_push.off": (
            "Wenn alle schieben, bleibt der Stock liegen.",
            "When everyone pushes, the table cards stay.",
        ),
        "registry.house.seven_eight_nine.on": (
            "Liegen 7, 8 und 9 zusammen im Stock, darf man einen neuen Stock verlangen.",
            "With a 7, an 8 and a 9 on the table, you may ask for new table cards.",
        ),
        "registry.house.seven_eight_nine.off": (
            "7, 8 und 9 im Stock sind nichts Besonderes: Es gibt dafür keinen neuen Stock.",
            "A 7, an 8 and a 9 on the table are nothing special: there are no new table cards for them.",
        ),
        "registry.house.feuer_ends_round.on": (
            "Wer Feuer hat, ruft es sofort, und die Runde ist vorbei.",
            "Whoever has Feuer calls it at once, and the round is over.",
        ),
        "registry.house.feuer_ends_round.off": (
            "Feuer wird nicht gerufen: Es zählt erst, wenn am Ende der Runde alle ihre Karten zeigen.",
            "Feuer is not called: it counts only when everyone shows their cards at the end of the round.",
        ),
        "registry.house.feuer_shown_as_33.on": (
            "Feuer wird als 33 Punkte angesagt und schlägt jede andere Hand.",
            "Feuer is called out as 33 points and beats every other hand.",
        ),
        "registry.house.feuer_shown_as_33.off": (
            "Feuer wird ohne Punktzahl angesagt und schlägt jede andere Hand.",
            "Feuer is called out without a number of points and beats every other hand.",
        ),
        "registry.house.forgotten_cleared_by_swap.on": (
            "Wer 31 hatte und nicht „Knack“ gerufen hat, ist wieder sicher, sobald die 31 weggetauscht ist.",
            "Whoever held 31 without calling “Knack” is safe again after swapping the 31 away.",
        ),
        "registry.house.forgotten_cleared_by_swap.off": (
            "Wer 31 hatte und nicht „Knack“ gerufen hat, verliert die Runde, auch wenn die 31 danach weggetauscht ist.",
            "Whoever held 31 without calling “Knack” loses the round, even after swapping the 31 away.",
        ),
        "registry.house.same_rank_adds.on": (
            "Karten mit gleichem Wert zählen zusammen, auch in verschiedenen Farben.",
            "Cards of the same rank add up, even in different suits.",
        ),
        "registry.house.same_rank_adds.off": (
            "Nur Karten derselben Farbe zählen zusammen.",
            "Only cards of the same suit add up.",
        ),
        "registry.house.knack_is_ace_flush.on": (
            "Drei Karten einer Farbe mit einem Ass sind immer ein Knack.",
            "Three cards of one suit with an ace are always a Knack.",
        ),
        "registry.house.knack_is_ace_flush.off": (
            "Ein Knack sind nur drei Karten einer Farbe mit genau 31 Punkten.",
            "A Knack is only three cards of one suit worth exactly 31.",
        ),
        "registry.house.announce_knack.on": (
            "Wer einen Knack hat, zeigt ihn sofort, und die Runde ist vorbei.",
            "Whoever has a Knack shows it at once, and the round is over.",
        ),
        "registry.house.announce_knack.off": (
            "Ein Knack wird nicht gezeigt: Gespielt wird weiter, bis jemand zumacht.",
            "A Knack is not shown: play goes on until someone closes.",
        ),
        "registry.house.blank_may_drop_out.on": (
            "Wer keine Münze mehr hat, darf schwimmen oder aussteigen.",
            "Whoever has no coin left may swim or drop out.",
        ),
        "registry.house.blank_may_drop_out.off": (
            "Wer keine Münze mehr hat, schwimmt und spielt weiter.",
            "Whoever has no coin left swims and plays on.",
        ),
        "registry.house.pair_may_use_taken_card.on": (
            "Die genommene offene Karte darf zum Paar gehören.",
            "The face-up card you take may be one card of the pair.",
        ),
        "registry.house.pair_may_use_taken_card.off": (
            "Das Paar muss schon vorher auf der Hand sein; die genommene Karte zählt nicht dazu.",
            "The pair must already be in your hand; the card you take does not count for it.",
        ),
        "registry.house.pair_by_points.on": (
            "Ein Paar sind zwei Karten mit gleich vielen Punkten, etwa König und Dame.",
            "A pair is two cards worth the same points, such as a king and a queen.",
        ),
        "registry.house.pair_by_points.off": (
            "Ein Paar sind zwei Karten gleichen Rangs, etwa zwei Fünfen oder zwei Könige.",
            "A pair is two cards of the same rank, such as two fives or two kings.",
        ),
        "registry.house.may_discard_taken_card.on": (
            "Die genommene Karte darf man gleich wieder ablegen.",
            "You may discard the card you just took.",
        ),
        "registry.house.may_discard_taken_card.off": (
            "Die genommene Karte darf man nicht gleich wieder ablegen.",
            "You may not discard the card you just took.",
        ),
        "registry.house.knocker_scores_hand.on": (
            "Wer erfolgreich klopft, schreibt die eigenen Punkte auf.",
            "A knocker who wins scores the points in hand.",
        ),
        "registry.house.knocker_scores_hand.off": (
            "Wer erfolgreich klopft, schreibt 0 Punkte auf.",
            "A knocker who wins scores 0.",
        ),
        "registry.house.last_turns_without_pile.on": (
            "Nach dem Klopfen sind alle noch einmal dran, auch wenn der Stapel leer ist.",
            "After a knock everyone still has a last turn, even when the pile is empty.",
        ),
        "registry.house.last_turns_without_pile.off": (
            "Ist der Stapel nach dem Klopfen leer, endet die Runde sofort.",
            "If the pile runs out after a knock, the round ends at once.",
        ),
    }
)
