"""SVG pictures of cards, hands, tables and charts: well-formed, named, deterministic, bilingual."""

import re
import xml.etree.ElementTree as ET

import pytest
from picture_support import shown_svg

import knackpy
from knackpy import i18n, parse_cards, svg
from knackpy.cards import FRENCH_32, FRENCH_52, GERMAN_32, SUITS
from knackpy.errors import KnackpyError

NS = {"s": "http://www.w3.org/2000/svg"}
ALL_CARDS = list(FRENCH_32) + list(FRENCH_52) + list(GERMAN_32)


def parse(markup):
    root = ET.fromstring(markup)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def title(markup):
    return parse(markup).find("s:title", NS).text


def size(markup):
    root = parse(markup)
    return float(root.get("width")), float(root.get("height"))


def symbol_signature(markup):
    """The path data of the first drawn suit symbol: the shape, independent of colour."""
    group = parse(markup).find(".//s:g[@class='suit']", NS)
    return tuple(p.get("d") for p in group.iter("{http://www.w3.org/2000/svg}path"))


def bilingual_error(info):
    err = info.value
    assert isinstance(err, KnackpyError)
    assert err.de and err.en and err.de != err.en
    assert err.key.startswith("svg.") or err.key.startswith("cards.")
    return err


# --- cards -----------------------------------------------------------------------


def test_every_card_of_every_deck_is_well_formed_and_named():
    assert len(ALL_CARDS) == 32 + 52 + 32
    for card in ALL_CARDS:
        de = svg.card_svg(card)
        en = svg.card_svg(card, lang="en")
        assert title(de) == card.name("de")
        assert title(en) == card.name("en")
        assert parse(de).get("aria-label") == card.name("de")


def test_suits_are_drawn_shapes_not_font_glyphs():
    for card in ALL_CARDS[:40]:
        root = parse(svg.card_svg(card))
        texts = "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
        assert not set(texts) & set("♦♥♠♣"), card
        assert root.findall(".//s:g[@class='suit']", NS), card


@pytest.mark.parametrize("family", ["french", "german"])
def test_four_distinct_suit_shapes_per_family(family):
    suits = [s for s in SUITS if s.family == family]
    signatures = {}
    for suit in suits:
        ace = next(c for c in ALL_CARDS if c.suit == suit and c.rank.key == "ace")
        seven = next(c for c in ALL_CARDS if c.suit == suit and c.rank.order == 7)
        signatures[suit.key] = symbol_signature(svg.card_svg(ace))
        # every card of a suit uses that suit's shape
        assert symbol_signature(svg.card_svg(seven)) == signatures[suit.key]
    assert len(set(signatures.values())) == 4


def test_french_and_german_shapes_differ():
    french = {symbol_signature(svg.card_svg(c)) for c in FRENCH_32}
    german = {symbol_signature(svg.card_svg(c)) for c in GERMAN_32}
    assert len(french) == len(german) == 4
    assert not french & german


def test_french_four_colour_scheme():
    inks = {svg.SUIT_COLOURS[s.key] for s in SUITS if s.family == "french"}
    assert len(inks) == 4


# --- accessibility (issue 17): names, colours ----------------------------------------------------


@pytest.mark.parametrize("scheme", ["standard", "four"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_card_picture_has_an_accessible_name_in_the_language(lang, scheme):
    """All three decks, alone, in a hand and on a table: role="img" and the card's name ("Herz-Dame")."""
    decks = {"french_32": FRENCH_32, "french_52": FRENCH_52, "german_32": GERMAN_32}
    for deck_name, deck in decks.items():
        cards = list(deck)
        for card in cards:
            root = parse(svg.card_svg(card, lang=lang, suit_colours=scheme))
            assert root.get("role") == "img", card
            assert root.get("aria-label") == root.find("s:title", NS).text == card.name(lang), card
            assert root.get("data-suit") == card.suit.key
        row = parse(svg.hand_svg(cards, lang=lang, suit_colours=scheme))
        assert row.get("role") == "img"
        names = [card.name(lang) for card in cards]
        assert row.get("aria-label") == i18n.text("svg.hand_title", lang, cards=", ".join(names)), deck_name
        # each card of the row keeps its own name (a tooltip for sighted mouse users)
        groups = row.findall("s:g[@class='card']", NS)
        assert [g.find("s:title", NS).text for g in groups] == names
        table = parse(svg.table_svg([("Stock", cards[:3], False), ("Anna", 3, True)], lang=lang, suit_colours=scheme))
        label = table.get("aria-label")
        assert all(name in label for name in names[:3]) and i18n.text("svg.face_down_n", lang, n=3) in label
    assert parse(svg.card_svg(None, face_down=True, lang=lang)).get("aria-label") == i18n.text("svg.face_down", lang)
    assert svg.card_svg("Herz-Dame", lang="de").count("<title>Herz-Dame</title>") == 1
    assert "<title>queen of hearts</title>" in svg.card_svg("Herz-Dame", lang="en")


@pytest.mark.parametrize("scheme", ["standard", "four"])
def test_suit_inks_are_readable_text_on_white(scheme):
    """WCAG 1.4.3: the rank is text drawn in the suit's ink, so every ink needs 4.5:1 on the white card."""
    from colour_check import contrast

    inks = svg.suit_colours(scheme)
    assert set(inks) == {s.key for s in SUITS}
    for suit, ink in inks.items():
        assert contrast(ink, "#FFFFFF") >= 4.5, (scheme, suit, ink, round(contrast(ink), 2))
    for card in ALL_CARDS:
        fills = {t.get("fill") for t in parse(svg.card_svg(card, suit_colours=scheme)).iter(f"{{{NS['s']}}}text")}
        assert fills == {inks[card.suit.key]}, card


@pytest.mark.parametrize("family", ["french", "german"])
def test_four_colour_deck_stays_apart_with_colour_blindness(family):
    """Each suit its own colour, told apart with protanopia, deuteranopia and tritanopia too (Delta E >= 20)."""
    from itertools import combinations

    from colour_check import DEFICIENCIES, distance

    inks = {s.key: svg.FOUR_COLOURS[s.key] for s in SUITS if s.family == family}
    assert len(set(inks.values())) == 4
    for deficiency in (None, *DEFICIENCIES):
        worst = min(distance(a, b, deficiency) for a, b in combinations(inks.values(), 2))
        assert worst >= 20, (family, deficiency, round(worst, 1))
    # the standard German colours are the case the option is for: red and green hearts/leaves meet
    standard = [svg.SUIT_COLOURS[k] for k in ("german_hearts", "leaves")]
    assert family == "french" or distance(*standard, "deutan") < 20


def test_four_colour_german_symbols_take_the_ink():
    card = parse_cards("Grün-Ass")[0]
    standard, four = svg.card_svg(card), svg.card_svg(card, suit_colours="four")
    assert "#3E9B35" in standard and "#3E9B35" not in four  # the traditional green is gone
    assert svg.FOUR_COLOURS["leaves"] in four
    assert symbol_signature(standard) == symbol_signature(four)  # same shapes: only the colours change


def test_the_session_scheme_is_the_default_and_bad_schemes_are_explained():
    card = parse_cards("Karo-9")[0]
    assert svg.card_svg(card) == svg.card_svg(card, suit_colours="standard")
    before = svg.set_suit_colours("four")
    try:
        assert before == "standard"
        assert (
            svg.card_svg(card) == svg.card_svg(card, suit_colours="four") != svg.card_svg(card, suit_colours="standard")
        )
        assert svg.suit_colours() is svg.FOUR_COLOURS
    finally:
        svg.set_suit_colours(before)
    with pytest.raises(KnackpyError) as info:
        svg.card_svg(card, suit_colours="rainbow")
    err = bilingual_error(info)
    assert "'rainbow'" in err.en and "four" in err.en and "standard" in err.de
    with pytest.raises(KnackpyError):
        svg.set_suit_colours("rainbow")
    assert svg.suit_colours() is svg.SUIT_COLOURS


def test_a_game_state_names_its_one_face_down_card_in_the_singular():
    """The game-state picture shows the pile as one back: "1 verdeckte Karte", "1 face-down card"."""
    from knackpy.engine.picture import state_svg

    game = knackpy.new_game(knackpy.rules("charakir"), players=2, seed=3)
    de, en = parse(state_svg(game)).get("aria-label"), parse(state_svg(game, lang="en")).get("aria-label")
    assert de.endswith("(43 Karten): 1 verdeckte Karte") and en.endswith("(43 cards): 1 face-down card")


def test_a_chart_names_its_figures():
    """A chart's accessible name is its text alternative: the title and every figure."""
    root = parse(svg.bar_chart_svg(["Knack", "Feuer"], [0.25, 0.5], title="Wie oft?"))
    assert root.get("role") == "img"
    assert root.get("aria-label") == "Wie oft?: Knack: 25 %, Feuer: 50 %"
    line = parse(svg.line_chart_svg([1, 2], {"A": [0.1, 0.2], "B": [0.3, None]}, lang="en"))
    assert line.get("aria-label") == "Line chart: A: 1: 10%, 2: 20%; B: 1: 30%, 2: –"


def test_width_scales_the_card():
    card = parse_cards("Herz-Ass")[0]
    assert size(svg.card_svg(card, width=80)) == (80, 112)
    assert size(svg.card_svg(card, width=160)) == (160, 224)
    assert parse(svg.card_svg(card, width=160)).get("viewBox") == parse(svg.card_svg(card)).get("viewBox")
    small, big = size(svg.hand_svg("A♥ K♥ 7♠", width=50)), size(svg.hand_svg("A♥ K♥ 7♠", width=100))
    assert big[0] == pytest.approx(2 * small[0]) and big[1] == pytest.approx(2 * small[1])


def test_corner_index_follows_the_language():
    jack = parse_cards("Herz-Bube")[0]
    assert ">B</text>" in svg.card_svg(jack) and ">J</text>" in svg.card_svg(jack, lang="en")
    under = parse_cards("Eichel-Unter")[0]
    assert ">U</text>" in svg.card_svg(under) and ">U</text>" in svg.card_svg(under, lang="en")


def test_face_down_hides_the_card():
    card = parse_cards("Pik-Dame")[0]
    de, en = svg.card_svg(card, face_down=True), svg.card_svg(card, face_down=True, lang="en")
    assert title(de) == "verdeckte Karte" and title(en) == "face-down card"
    assert "Pik" not in de and "spades" not in en and "data-card" not in de
    assert svg.card_svg(None, face_down=True) == de


def test_highlight_draws_a_ring():
    card = parse_cards("Kreuz-7")[0]
    plain, marked = svg.card_svg(card), svg.card_svg(card, highlight=True)
    assert 'class="highlight"' in marked and 'class="highlight"' not in plain
    assert size(marked)[0] > size(plain)[0]


def test_card_accepts_text_and_numbers():
    card = parse_cards("Herz-Ass")[0]
    assert svg.card_svg("Herz-Ass") == svg.card_svg(card) == svg.card_svg(int(card))


@pytest.mark.parametrize("width", [0, -80, float("nan"), "80", True])
def test_bad_width_is_a_bilingual_error(width):
    with pytest.raises(KnackpyError) as info:
        svg.card_svg(parse_cards("Herz-Ass")[0], width=width)
    err = bilingual_error(info)
    assert "width" in err.de and "width" in err.en


def test_bad_card_input():
    with pytest.raises(KnackpyError) as info:
        svg.card_svg(3.5)
    bilingual_error(info)
    with pytest.raises(KnackpyError) as info:
        svg.card_svg("Herz-Ass Pik-7")
    bilingual_error(info)
    with pytest.raises(KnackpyError):
        svg.card_svg(None)
    with pytest.raises(KnackpyError):
        svg.card_svg("Herz-Ass", lang="fr")


# --- hands and tables --------------------------------------------------------------


def test_hand_row_titles_and_cards():
    cards = parse_cards("A♥ 10♠ Q♦")
    markup = svg.hand_svg(cards)
    root = parse(markup)
    groups = root.findall("s:g[@class='card']", NS)
    assert [g.get("data-card") for g in groups] == [c.key for c in cards]
    assert [g.find("s:title", NS).text for g in groups] == [c.name("de") for c in cards]
    assert title(markup) == "Karten: Herz-Ass, Pik-10, Karo-Dame"
    assert title(svg.hand_svg(cards, lang="en")) == "Cards: ace of hearts, 10 of spades, queen of diamonds"
    assert svg.hand_svg("A♥ 10♠ Q♦") == markup


def test_overlap_is_narrower():
    cards = parse_cards("Eichel-Ass Grün-10 Rot-König Schellen-7")
    assert size(svg.hand_svg(cards, overlap=True))[0] < size(svg.hand_svg(cards))[0]


@pytest.mark.parametrize(("lang", "text"), [("de", "keine Karten"), ("en", "no cards")])
def test_empty_hand_placeholder(lang, text):
    markup = svg.hand_svg([], lang=lang)
    root = parse(markup)
    assert text in "".join(root.itertext())
    assert root.find("s:g[@class='card']", NS) is None
    assert svg.hand_svg("", lang=lang) == markup


def test_labels_under_cards_are_escaped():
    markup = svg.hand_svg("A♥ K♥", labels=["<Ablegen & weg>", "Behalten"])
    assert "<Ablegen & weg>" in "".join(parse(markup).itertext())
    with pytest.raises(KnackpyError) as info:
        svg.hand_svg("A♥ K♥", labels=["nur eine"])
    err = bilingual_error(info)
    assert "1" in err.de and "2" in err.en


def test_highlight_by_position_or_card():
    cards = parse_cards("A♥ K♥ 7♠")
    by_index = svg.hand_svg(cards, highlight=[1])
    assert by_index.count('class="highlight"') == 1
    assert svg.hand_svg(cards, highlight=[cards[1]]) == by_index
    assert svg.hand_svg(cards, highlight=[-2]) == by_index
    for bad in ([3], [parse_cards("Pik-Ass")[0]], ["x"]):
        with pytest.raises(KnackpyError):
            svg.hand_svg(cards, highlight=bad)


def test_face_down_hand_and_counts():
    markup = svg.hand_svg(parse_cards("A♥ K♥ 7♠"), face_down=True)
    assert "Herz" not in markup and "data-card" not in markup
    assert title(markup) == "Karten: 3 verdeckte Karten"
    assert svg.hand_svg(3, face_down=True) == markup
    # one card is one card: singular in both languages
    assert title(svg.hand_svg(1, face_down=True)) == "Karten: 1 verdeckte Karte"
    assert title(svg.hand_svg(1, face_down=True, lang="en")) == "Cards: 1 face-down card"
    assert title(svg.hand_svg(2, face_down=True, lang="en")) == "Cards: 2 face-down cards"
    assert title(svg.table_svg([("Stapel", 1, True)])) == "Spieltisch – Stapel: 1 verdeckte Karte"
    with pytest.raises(KnackpyError) as info:
        svg.hand_svg(3)
    bilingual_error(info)


def test_hand_display_object():
    picture = svg.hand("A♥ K♥", overlap=True)
    assert isinstance(picture, svg.SVG) and isinstance(picture, str)
    assert shown_svg(picture) == str(picture) == svg.hand_svg("A♥ K♥", overlap=True)
    assert type(str(picture)) is str
    assert [c.short for c in picture.cards] == ["A♥", "K♥"]
    card = parse_cards("Herz-Ass")[0]
    assert shown_svg(card) == svg.card_svg(card)
    assert shown_svg(parse_cards("A♥ K♥")) == svg.hand_svg("A♥ K♥")


def test_table_rows():
    rows = [
        ("Anna", 3, True),
        ("Tisch", "Herz-Ass Pik-Dame Kreuz-7", False),
        ("Ablage", [], False),
        ("Du", parse_cards("K♥ 10♥ 8♠"), False, [0]),
    ]
    markup = svg.table_svg(rows, title="Knack")
    text = "".join(parse(markup).itertext())
    for caption in ("Anna", "Tisch", "Ablage", "Du", "keine Karten"):
        assert caption in text
    assert markup.count('class="highlight"') == 1
    assert "Herz-Ass" in title(markup) and "3 verdeckte Karten" in title(markup)
    assert svg.table_svg(rows, title="Knack") == markup
    assert "no cards" in svg.table_svg(rows, lang="en")
    for bad in ([("Anna",)], [("Anna", "A♥", False, (), "extra")], "Anna", [(1, "A♥", False)]):
        with pytest.raises(KnackpyError) as info:
            svg.table_svg(bad)
        bilingual_error(info)


def test_no_ids_so_pictures_never_clash():
    outputs = [
        svg.card_svg(parse_cards("Herz-Ass")[0], highlight=True),
        svg.card_svg(None, face_down=True),
        svg.hand_svg("A♥ K♥", overlap=True, highlight=[0]),
        svg.table_svg([("x", "A♥", False)]),
        svg.bar_chart_svg(["a"], [1]),
        svg.line_chart_svg([1, 2], {"a": [1, 2]}),
    ]
    for markup in outputs:
        assert not re.search(r"\bid=", markup)


# --- charts ------------------------------------------------------------------------


def chart_text(markup):
    return "".join(parse(markup).itertext())


def test_bar_chart():
    labels, values = ["Knack (31)", "Feuer", "Schnauz"], [0.25, 0.5, 0.125]
    markup = svg.bar_chart_svg(labels, values, title="Wie oft?")
    text = chart_text(markup)
    for expected in labels + ["Wie oft?", "25 %", "50 %", "12 %"]:
        assert expected in text
    assert len(parse(markup).findall(".//s:rect[@class='bar']", NS)) == 3
    assert title(markup) == "Wie oft?"
    assert svg.bar_chart_svg(labels, values, title="Wie oft?") == markup
    assert title(svg.bar_chart_svg(labels, values)) == "Balkendiagramm"
    assert title(svg.bar_chart_svg(labels, values, lang="en")) == "Bar chart"


def test_bar_chart_formats_and_negative_values():
    markup = svg.bar_chart_svg(["a", "b"], [3, -2], value_format=lambda v: f"{v:+.1f} P.")
    text = chart_text(markup)
    assert "+3.0 P." in text and "-2.0 P." in text
    assert "3,50" in chart_text(svg.bar_chart_svg(["a"], [3.5], value_format="{:.2f}"))
    sized = svg.bar_chart_svg(["a"], [1], width=600, height=300)
    assert size(sized) == (600, 300)


def test_charts_write_numbers_in_their_language():
    """A format string writes German figures in German charts (13,6 / 25 %) and English ones in English charts."""
    for lang, expected in (("de", "a: 13,6, b: 5,0"), ("en", "a: 13.6, b: 5.0")):
        markup = svg.bar_chart_svg(["a", "b"], [13.64, 5.0], value_format="{:.1f}", lang=lang)
        assert parse(markup).get("aria-label") == f"{i18n.text('svg.bar_chart', lang)}: {expected}"
        ticks = [t.text for t in parse(markup).findall("s:text[@text-anchor='end']", NS)]
        assert ticks == (["0,0", "5,0", "10,0", "15,0"] if lang == "de" else ["0.0", "5.0", "10.0", "15.0"])
    shares = svg.grouped_bar_chart_svg(["x"], {"a": [0.25], "b": [0.004]}, lang="de")
    assert parse(shares).get("aria-label").endswith("a: x: 25 %; b: x: <1 %")  # a possible outcome never reads 0 %
    english = svg.grouped_bar_chart_svg(["x"], {"a": [0.25], "b": [0.004]}, lang="en")
    assert parse(english).get("aria-label").endswith("a: x: 25%; b: x: <1%")
    tenths = svg.bar_chart_svg(["a"], [0.004], value_format="{:.1%}", lang="de")
    assert parse(tenths).get("aria-label").endswith("a: 0,4 %")
    halves = svg.line_chart_svg([0.5, 1.5], {"p": [1, 2]}, value_format="{:.0f}", lang="de")
    assert "0,5" in chart_text(halves) and "1,5" in chart_text(halves)
    assert "0.5" in chart_text(svg.line_chart_svg([0.5, 1.5], {"p": [1, 2]}, value_format="{:.0f}", lang="en"))
    # the caller's own function is the caller's choice: it is used as it is
    own = svg.bar_chart_svg(["a"], [3.0], value_format=lambda v: f"{v:.1f} P.", lang="de")
    assert "3.0 P." in chart_text(own)


def test_grouped_bar_chart():
    series = {"Knack": [0.1, 0.2, 0.3], "Oberlausitz": [0.15, 0.25, 0.35]}
    markup = svg.grouped_bar_chart_svg(["7", "8", "9"], series, title="Gruppen")
    text = chart_text(markup)
    for expected in ["Knack", "Oberlausitz", "7", "8", "9", "Gruppen", "35 %"]:
        assert expected in text
    assert len(parse(markup).findall(".//s:rect[@class='bar']", NS)) == 6
    assert svg.grouped_bar_chart_svg(["7", "8", "9"], series, title="Gruppen") == markup


def test_line_chart():
    series = {"Knack": [0.1, 0.3, None, 0.5], "Charakir": [0.2, 0.2, 0.25, 0.3]}
    markup = svg.line_chart_svg([1, 2, 3, 4], series, title="Runden", x_label="Runde", y_label="Anteil")
    root = parse(markup)
    text = chart_text(markup)
    for expected in ["Knack", "Charakir", "Runden", "Runde", "Anteil", "1", "4", "50 %"]:
        assert expected in text
    lines = root.findall(".//s:path[@class='line']", NS)
    assert [p.get("data-series") for p in lines] == ["Knack", "Charakir"]
    assert lines[0].get("d").count("M") == 2  # the None leaves a gap
    assert svg.line_chart_svg([1, 2, 3, 4], series, title="Runden", x_label="Runde", y_label="Anteil") == markup
    categorical = svg.line_chart_svg(["Anfang", "Mitte", "Ende"], {"p": [0.1, 0.2, 0.3]})
    assert "Mitte" in chart_text(categorical)
    many = svg.line_chart_svg(list(range(50)), {"p": [i / 50 for i in range(50)]})
    parse(many)


def test_chart_escaping():
    markup = svg.bar_chart_svg(["<a & b>"], [1], title='"Titel" <x>', value_format="{:.0f}")
    text = chart_text(markup)
    assert "<a & b>" in text and '"Titel" <x>' in text
    # control characters cannot appear in XML: they are dropped, the markup still parses
    assert "ab" in chart_text(svg.bar_chart_svg(["a\x01b"], [1]))
    assert "ab" in "".join(parse(svg.hand_svg("A♥", labels=["a\x00b"])).itertext())


@pytest.mark.parametrize(
    "call",
    [
        lambda: svg.bar_chart_svg(["a", "b"], [1]),
        lambda: svg.bar_chart_svg(["a"], [1, 2]),
        lambda: svg.bar_chart_svg([], []),
        lambda: svg.bar_chart_svg(["a"], ["x"]),
        lambda: svg.bar_chart_svg(["a"], [float("inf")]),
        lambda: svg.bar_chart_svg(["a"], [1], width=-480),
        lambda: svg.bar_chart_svg(["a"], [1], height=0),
        lambda: svg.bar_chart_svg(["a"], [1], width=20),
        lambda: svg.bar_chart_svg(["a"], [1], value_format="{:d}"),
        lambda: svg.bar_chart_svg(["a"], [1], y_min=2, y_max=1),
        lambda: svg.bar_chart_svg(["a"], [1], colours=[3]),
        lambda: svg.grouped_bar_chart_svg(["a", "b"], {"s": [1]}),
        lambda: svg.grouped_bar_chart_svg(["a"], {}),
        lambda: svg.line_chart_svg([1, 2], {"s": [1, 2, 3]}),
        lambda: svg.line_chart_svg([], {"s": []}),
        lambda: svg.line_chart_svg([1], {"s": [None]}),
    ],
)
def test_bad_chart_input_is_a_bilingual_error(call):
    with pytest.raises(KnackpyError) as info:
        call()
    bilingual_error(info)


def test_mismatch_message_names_both_counts():
    with pytest.raises(KnackpyError) as info:
        svg.bar_chart_svg(["a", "b", "c"], [1, 2])
    err = bilingual_error(info)
    assert "3" in err.de and "2" in err.de and "3" in err.en and "2" in err.en
    assert "Werte" in err.de and "values" in err.en


def test_svg_messages_are_registered_in_both_languages():
    entries = {k: v for k, v in i18n.all_entries().items() if k.startswith("svg.")}
    assert len(entries) > 20
    for key, (de, en) in entries.items():
        assert de and en, key
        assert i18n.placeholders(de) == i18n.placeholders(en), key


def test_cards_drawn_by_jupyter_are_named_in_the_picture_language():
    cards, german = parse_cards("Herz-Dame Pik-7"), parse_cards("Eichel-Unter")
    assert "Herz-Dame" in shown_svg(cards) and "<title>Herz-Dame</title>" in shown_svg(cards[0])
    before = svg.set_language("en")
    try:
        assert before == "de" and svg.picture_language() == "en"
        assert "queen of hearts" in shown_svg(cards) and "<title>under of acorns</title>" in shown_svg(german[0])
    finally:
        svg.set_language(before)
    with pytest.raises(KnackpyError):
        svg.set_language("fr")
    assert svg.picture_language() == "de"


PUBLIC_NAMES = {
    "SVG", "HandSVG", "card_svg", "hand_svg", "hand", "table_svg", "bar_chart_svg", "grouped_bar_chart_svg",
    "line_chart_svg", "SUIT_COLOURS", "FOUR_COLOURS", "SUIT_COLOUR_SCHEMES", "suit_colours", "set_suit_colours",
    "suit_colour_map", "suit_ink_map", "set_language", "picture_language", "SERIES_COLOURS", "PICTURE_CLASS",
    "picture_html",
}  # fmt: skip


def test_the_package_keeps_every_public_name_at_knackpy_svg():
    """``knackpy.svg`` is a package (issue 16); lessons and other modules still import every name from it."""
    from knackpy.svg import card_svg, hand_svg  # the import path of the lessons and checks

    assert set(svg.__all__) == PUBLIC_NAMES
    namespace: dict = {}
    exec("from knackpy.svg import *", namespace)
    assert set(namespace) >= PUBLIC_NAMES
    for name in PUBLIC_NAMES:
        value = getattr(svg, name)
        if callable(value):
            assert value.__module__.startswith("knackpy.svg."), name  # defined in one of the package's modules
    assert card_svg is svg.card.card_svg and hand_svg is svg.hands.hand_svg


def test_the_session_choice_is_one_for_the_whole_package():
    """The colour scheme set through ``knackpy.svg`` is the default of cards, hands and tables alike."""
    before = svg.set_suit_colours("four")
    try:
        assert svg.card_svg("Herz-Ass") == svg.card_svg("Herz-Ass", suit_colours="four")
        assert svg.hand_svg("A♥ 7♠") == svg.hand_svg("A♥ 7♠", suit_colours="four")
        assert svg.table_svg([("Du", "A♦", False)]) == svg.table_svg([("Du", "A♦", False)], suit_colours="four")
        assert svg.suit_colours() is svg.FOUR_COLOURS
    finally:
        svg.set_suit_colours(before)
    assert svg.card_svg("Herz-Ass") != svg.card_svg("Herz-Ass", suit_colours="four")


def test_a_draw_pile_of_one_card_is_named_in_the_singular():
    """ "Stapel (1 Karte)" / "Draw pile (1 card)": a Charakir game played (seeded; drawing, never knocking or
    laying down pairs) until one card is left in the pile."""
    import random

    from knackpy.engine.picture import state_svg

    def one_card_left():
        for seed in range(5):
            chooser = random.Random(seed)
            game = knackpy.new_game(knackpy.rules("charakir"), players=2, seed=seed)
            while not game.is_over():
                if game.view(game.to_move).data["pile_size"] == 1:
                    return game
                actions = [a for a in game.legal_actions() if a.kind in ("draw", "discard", "no_knock")]
                actions = actions or list(game.legal_actions())
                game = game.apply(chooser.choice(actions))
        raise AssertionError("no game had exactly one card left in its pile")

    game = one_card_left()
    de, en = parse(state_svg(game)).get("aria-label"), parse(state_svg(game, lang="en")).get("aria-label")
    assert "Stapel (1 Karte)" in de and "Draw pile (1 card)" in en
    assert "1 Karten" not in de and "1 cards" not in en
