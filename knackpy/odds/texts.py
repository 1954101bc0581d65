"""The German and English texts of :mod:`knackpy.odds` (one catalogue table)."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "odds.event.feuer": ("drei Asse (Feuer)", "three aces (Feuer)"),
        "odds.event.superknack": ("drei Asse (Superknack)", "three aces (Superknack)"),
        "odds.event.knack_31": ("ein Knack (genau 31)", "a Knack (exactly 31)"),
        "odds.event.knack_flush": (
            "ein Knack (drei Karten einer Farbe mit Ass)",
            "a Knack (three cards of one suit with an ace)",
        ),
        "odds.event.three": ("drei Gleiche außer Assen (30½)", "three of a kind other than aces (30½)"),
        "odds.event.three_any": (
            "drei Gleiche irgendeines Rangs (drei Asse mitgezählt)",
            "three of a kind of any rank (three aces included)",
        ),
        "odds.deal_chance": (
            "{event} aus {cards} Karten: {count} von {total} Händen = {share} ({ids})",
            "{event} from {cards} cards: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.deal": (
            "Eine Hand aus {cards} Karten ({total} mögliche Hände): {parts}",
            "One hand from {cards} cards ({total} possible hands): {parts}",
        ),
        "odds.deal_part": (
            "{event} in {count} Händen = {share} ({ids})",
            "{event} in {count} hands = {share} ({ids})",
        ),
        "odds.subject.hands": (
            "Werte aller {total} Hände aus {cards} Karten",
            "Values of all {total} hands from {cards} cards",
        ),
        "odds.subject.charakir": (
            "Summen aller {total} Hände zu {size} Karten",
            "Totals of all {total} hands of {size} cards",
        ),
        "odds.subject.other_hand": (
            "Werte der unbekannten zweiten Hand ({total} mögliche Hände aus {unseen} Karten)",
            "Values of the unseen second hand ({total} possible hands from {unseen} cards)",
        ),
        "odds.subject.renewal": (
            "Bester Wert nach einem Tausch mit einem neuen Stock ({total} mögliche neue Stöcke aus {unseen} Karten)",
            "Best value after one swap with a new table ({total} possible tables from {unseen} cards)",
        ),
        "odds.subject.draw": (
            "Summe nach dem Ziehen und der besten Ablage ({total} mögliche Karten)",
            "Total after the draw and the best discard ({total} possible cards)",
        ),
        "odds.distribution": (
            "{subject}: von {low} bis {high}, Mittelwert {mean} ({ids})",
            "{subject}: from {low} to {high}, mean {mean} ({ids})",
        ),
        "odds.at_least": (
            "{subject}: mindestens {bound} in {count} von {total} Fällen = {share} ({ids})",
            "{subject}: at least {bound} in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.at_most": (
            "{subject}: höchstens {bound} in {count} von {total} Fällen = {share} ({ids})",
            "{subject}: at most {bound} in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.swap_one": ("{give} gegen {take}", "{give} for {take}"),
        "odds.swap_all": ("alle drei gegen den Stock", "all three for the table"),
        "odds.swap": (
            "{swap} tauschen: {hand} zählt dann {points} ({ids})",
            "swap {swap}: {hand} is then worth {points} ({ids})",
        ),
        "odds.reach_yes": ("das reicht für mindestens {at_least}", "that reaches at least {at_least}"),
        "odds.reach_no": ("das reicht nicht für {at_least}", "that does not reach {at_least}"),
        "odds.no_gain": (
            " und ist nicht besser als Schieben ({push})",
            " and is no better than pushing ({push})",
        ),
        "odds.swap_odds": (
            "{hand} ({current}) mit dem Stock {table}: der beste Tausch jetzt ist {swap} und ergibt {points} ({swap_ids}), "
            "{reach}; ein neuer Stock aus {unseen} unbekannten Karten bietet in {count} von {total} Fällen einen Tausch "
            "auf mindestens {at_least} = {share}{note} ({ids})",
            "{hand} ({current}) with the table {table}: the best swap now is {swap} and makes {points} ({swap_ids}), "
            "{reach}; a new table from {unseen} unseen cards offers a swap to at least {at_least} in {count} of "
            "{total} cases = {share}{note} ({ids})",
        ),
        "odds.renewal": (
            "ein neuer Stock aus {unseen} unbekannten Karten bietet einen Tausch auf mindestens {at_least}: "
            "{count} von {total} Fällen = {share} ({ids})",
            "a new table from {unseen} unseen cards offers a swap to at least {at_least}: "
            "{count} of {total} cases = {share} ({ids})",
        ),
        "odds.renewal_hypothetical": (
            "ein neuer Stock aus {unseen} unbekannten Karten böte einen Tausch auf mindestens {at_least}: "
            "{count} von {total} Fällen = {share}, nur zum Vergleich, denn hier gibt es keinen neuen Stock ({ids})",
            "a new table from {unseen} unseen cards would offer a swap to at least {at_least}: "
            "{count} of {total} cases = {share}, for comparison only, as this ruleset gives no new table ({ids})",
        ),
        "odds.renewal_note": (
            " (nur zum Vergleich: hier gibt es keinen neuen Stock)",
            " (for comparison only: this ruleset gives no new table)",
        ),
        "odds.other_better": (
            "die unbekannte zweite Hand schlägt {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand beats {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.other_equal": (
            "die unbekannte zweite Hand ist genauso viel wert wie {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand ties with {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.other_worse": (
            "die unbekannte zweite Hand ist weniger wert als {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand is worth less than {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.comparison": (
            "Gegen {hand} ({points}) ist die unbekannte zweite Hand in {better} von {total} Fällen besser "
            "({better_share}), in {equal} gleich ({equal_share}) und in {worse} schlechter ({worse_share}) ({ids})",
            "Against {hand} ({points}) the unseen second hand is better in {better} of {total} cases "
            "({better_share}), equal in {equal} ({equal_share}) and worse in {worse} ({worse_share}) ({ids})",
        ),
        "odds.knock_draw": (
            "nach einer Karte vom Stapel und der besten Ablage darfst du klopfen (höchstens 10): "
            "{count} von {total} unbekannten Karten = {share} ({ids})",
            "after one card from the pile and the best discard you may knock (10 or less): "
            "{count} of {total} unseen cards = {share} ({ids})",
        ),
        "odds.knock": (
            "{hand} ({points}): vom Stapel ziehen und die höchste Karte ablegen erlaubt das Klopfen "
            "in {count} von {total} Fällen = {share} ({ids})",
            "{hand} ({points}): drawing from the pile and discarding the highest card allows a knock "
            "in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.take_no": (
            "die offene Karte {card} zu nehmen geht nicht, weil kein Paar gleichen Rangs abgelegt werden kann (C8)",
            "taking the open {card} is not allowed, as no pair of the same rank can be laid (C8)",
        ),
        "odds.take_yes": (
            "die offene Karte {card} nehmen, das Paar {pair} und dann {discard} ablegen lässt {hand} mit {total} "
            "Punkten: sicher klopfen (C8, C9, C10)",
            "taking the open {card}, laying the pair {pair} and then discarding {discard} leaves {hand} with {total} "
            "points: a sure knock (C8, C9, C10)",
        ),
        "odds.take_yes_no_knock": (
            "die offene Karte {card} nehmen, das Paar {pair} und dann {discard} ablegen lässt {hand} mit {total} "
            "Punkten: zu viel zum Klopfen (C8, C9, C10)",
            "taking the open {card}, laying the pair {pair} and then discarding {discard} leaves {hand} with {total} "
            "points: too many to knock (C8, C9, C10)",
        ),
        "odds.best_take": ("besser: die offene Karte nehmen", "better: take the open card"),
        "odds.best_draw": ("besser: vom Stapel ziehen", "better: draw from the pile"),
        "odds.check_ok": (
            "Monte-Carlo-Probe von {function} mit {samples} Ziehungen (Startwert {seed}): alle {rows} Werte liegen "
            "höchstens {sigmas} Standardfehler neben dem exakten Ergebnis, größte Abweichung {worst} (E1)",
            "Monte-Carlo check of {function} with {samples} samples (seed {seed}): all {rows} values lie within "
            "{sigmas} standard errors of the exact result, largest deviation {worst} (E1)",
        ),
        "odds.check_bad": (
            "Monte-Carlo-Probe von {function} mit {samples} Ziehungen (Startwert {seed}): von {rows} Werten weicht "
            "mindestens einer um {worst} Standardfehler ab, mehr als {sigmas} - exaktes Ergebnis prüfen (E1)",
            "Monte-Carlo check of {function} with {samples} samples (seed {seed}): of {rows} values at least one "
            "is {worst} standard errors off, more than {sigmas} - check the exact result (E1)",
        ),
        "odds.not_rules": (
            "Erwartet wird ein Regelwerk: sein Name wie 'knack' oder knackpy.rules(...), nicht {value}",
            "Expected a ruleset: its name such as 'knack' or knackpy.rules(...), not {value}",
        ),
        "odds.knack_only": (
            "{function} gilt nur für knack und knack_oberlausitz, nicht für {game}",
            "{function} works only for knack and knack_oberlausitz, not for {game}",
        ),
        "odds.charakir_only": (
            "{function} gilt nur für charakir, nicht für {game}",
            "{function} works only for charakir, not for {game}",
        ),
        "odds.not_cards": (
            "{what}: erwartet werden Karten (oder ein Text wie 'A♥ K♥ 7♥'), nicht {value}",
            "{what_en}: expected cards (or a text such as 'A♥ K♥ 7♥'), not {value}",
        ),
        "odds.wrong_deck": (
            "{what}: {card} gehört nicht zum {deck}; erlaubt sind {accepted}",
            "{what_en}: {card_en} is not part of the {deck_en}; accepted are {accepted_en}",
        ),
        "odds.twice": (
            "{what}: {card} steht doppelt da; jede Karte gibt es nur einmal",
            "{what_en}: {card_en} appears twice; every card exists only once",
        ),
        "odds.size": (
            "{what}: erlaubt sind {accepted} Karten, nicht {count}",
            "{what_en}: {accepted} cards are accepted, not {count}",
        ),
        "odds.overlap": (
            "{card} steht in {first} und in {second}; jede Karte kann nur an einem Ort sein",
            "{card_en} is in the {first_en} and in the {second_en}; a card can only be in one place",
        ),
        "odds.too_few_unseen": (
            "Es bleiben nur {count} unbekannte Karten, gebraucht werden mindestens {need}",
            "Only {count} unseen cards are left, at least {need} are needed",
        ),
        "odds.bad_at_least": (
            "at_least muss eine Zahl von {low} bis {high} sein (die möglichen Handwerte), nicht {value}",
            "at_least must be a number from {low} to {high} (the possible hand values), not {value}",
        ),
        "odds.cards_count": (
            "cards muss eine ganze Zahl von 1 bis {high} sein, nicht {value}",
            "cards must be a whole number from 1 to {high}, not {value}",
        ),
        "odds.no_simulation": (
            "Für {value} gibt es keine Simulation; erlaubt sind: {accepted}",
            "There is no simulation for {value}; accepted: {accepted}",
        ),
        "odds.samples": (
            "samples muss eine ganze Zahl von 1 bis 10000000 sein, nicht {value}",
            "samples must be a whole number from 1 to 10000000, not {value}",
        ),
        "odds.seed": (
            "seed muss eine ganze Zahl oder ein Text sein, nicht {value}",
            "seed must be a whole number or a text, not {value}",
        ),
    }
)
