"""The pictures' texts in German and English (names of pictures, and the errors of bad input)."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "svg.no_cards": ("keine Karten", "no cards"),
        "svg.face_down": ("verdeckte Karte", "face-down card"),
        "svg.face_down_one": ("1 verdeckte Karte", "1 face-down card"),
        "svg.face_down_n": ("{n} verdeckte Karten", "{n} face-down cards"),
        "svg.hand_title": ("Karten: {cards}", "Cards: {cards}"),
        "svg.table_title": ("Spieltisch", "Game table"),
        "svg.bar_chart": ("Balkendiagramm", "Bar chart"),
        "svg.grouped_bar_chart": ("Gruppiertes Balkendiagramm", "Grouped bar chart"),
        "svg.line_chart": ("Liniendiagramm", "Line chart"),
        "svg.bad_scheme": (
            "Das Farbschema {value} gibt es nicht; zur Wahl stehen: {accepted}",
            "There is no colour scheme {value}; choose from: {accepted}",
        ),
        "svg.bad_size": (
            "{name} muss eine positive Zahl sein, nicht {value}",
            "{name} must be a positive number, not {value}",
        ),
        "svg.too_small": (
            "{name} ist zu klein für ein lesbares Bild: {value}, mindestens {minimum}",
            "{name} is too small for a readable picture: {value}, at least {minimum}",
        ),
        "svg.crowded": (
            "Zu wenig Platz für das Diagramm ({value} Pixel): width/height größer oder Beschriftungen kürzer wählen",
            "Too little room for the chart ({value} pixels): choose a larger width/height or shorter labels",
        ),
        "svg.not_a_card": ("{value} ist keine Karte", "{value} is not a card"),
        "svg.one_card": (
            "Hier ist genau eine Karte gefragt, {value} sind {count}",
            "Exactly one card is needed here, {value} are {count}",
        ),
        "svg.card_needed": (
            "Ohne Karte (None) lässt sich nur eine verdeckte Karte zeichnen: face_down=True",
            "Without a card (None) only a face-down card can be drawn: face_down=True",
        ),
        "svg.not_cards": (
            "Erwartet werden Karten (eine Liste oder ein Text wie 'A♥ 10s'), nicht {value}",
            "Cards are expected (a list or a text such as 'A♥ 10s'), not {value}",
        ),
        "svg.count_face_up": (
            "Eine Anzahl ({value}) statt Karten geht nur für verdeckte Karten (face_down=True) und nicht negativ",
            "A number ({value}) instead of cards works only for face-down cards (face_down=True), and not below 0",
        ),
        "svg.bad_labels": (
            "Beschriftungen werden als Liste von Texten angegeben, nicht als {value}",
            "Labels are given as a list of texts, not as {value}",
        ),
        "svg.labels_mismatch": (
            "Beschriftungen: {labels}, Karten: {cards}; es braucht genau eine Beschriftung je Karte",
            "Labels: {labels}, cards: {cards}; exactly one label per card is needed",
        ),
        "svg.bad_highlight": (
            "highlight: {value} ist weder eine Position (0 bis {last}) noch eine Karte dieser Hand",
            "highlight: {value} is neither a position (0 to {last}) nor a card of this hand",
        ),
        "svg.bad_row": (
            "Eine Tischzeile ist (Überschrift, Karten, verdeckt), nicht {value}",
            "A table row is (caption, cards, face_down), not {value}",
        ),
        "svg.values_mismatch": (
            "Beschriftungen: {labels}, Werte: {values}; es braucht genau einen Wert je Beschriftung",
            "Labels: {labels}, values: {values}; exactly one value per label is needed",
        ),
        "svg.series_mismatch": (
            "Reihe {series!r} – Werte: {values}, Beschriftungen: {labels}; es braucht genau einen Wert je Beschriftung",
            "Series {series!r} – values: {values}, labels: {labels}; exactly one value per label is needed",
        ),
        "svg.no_series": (
            "Die Reihen werden als Wörterbuch {{Name: Werte}} angegeben, mit mindestens einer Reihe, nicht {value}",
            "Series are given as a dict {{name: values}} with at least one series, not {value}",
        ),
        "svg.no_data": ("Das Diagramm hat keine Daten", "The chart has no data"),
        "svg.not_a_number": (
            "{name}: {value} (Nummer {index}) ist keine endliche Zahl",
            "{name}: {value} (number {index}) is not a finite number",
        ),
        "svg.bad_format": (
            "Das Zahlenformat {value} passt nicht zu den Werten ({error})",
            "The number format {value} does not fit the values ({error})",
        ),
        "svg.bad_colours": (
            "colours: eine Farbe oder eine Liste von Farben (Texte wie '#0072B2'), nicht {value}",
            "colours: one colour or a list of colours (texts such as '#0072B2'), not {value}",
        ),
        "svg.bad_range": (
            "y_min ({low}) muss kleiner als y_max ({high}) sein",
            "y_min ({low}) must be smaller than y_max ({high})",
        ),
    }
)
