"""One card notation per language, everywhere a person reads cards (issue 28, point 1).

German readers see German rank letters (B, D, K, A; U, O, K, A and the suit initials E, G, R, S for the German-suited
deck), English readers J, Q, K, A and, for the German-suited deck, English suit words (``acorn-U``, ``bell-7``).
``knackpy.cards`` decides the forms (``Card.name``, ``Card.label``, ``format_cards``); these tests read every kind of
generated text in both languages, for all three rulesets, and look for the other language's notation.
"""

from __future__ import annotations

import io
import json
import random
import re
import sys

import pytest

import knackpy
from knackpy import checks, hand_value, new_game, odds, parse_cards, worksheets
from knackpy.bots import make_bot
from knackpy.cards import DECKS, card, label_params
from knackpy.cli import main
from knackpy.engine.picture import state_svg
from knackpy.errors import KnackpyError
from knackpy.hints import hint
from knackpy.svg import hand_svg

RULESETS = ("knack", "knack_oberlausitz", "charakir")
LANGS = ("de", "en")
NOT_A_LETTER = r"(?<![A-Za-zÄÖÜäöüß])"

#: What a reader of the language must never meet, each with why.
FOREIGN = {
    "de": {
        "English rank letter beside a suit symbol": re.compile(NOT_A_LETTER + r"[JQ][♦♥♠♣]"),
        "English card name": re.compile(
            r"\b(?:jack|queen|king|ace|under|over|[2-9]|10) of (?:diamonds|hearts|spades|"
            r"clubs|acorns|leaves|bells)\b"
        ),
        "English short form of the German-suited deck": re.compile(
            r"\b(?:acorn|leaf|heart|bell)-(?:[7-9]|10|[UOKA])\b"
        ),
    },
    "en": {
        "German suit initial": re.compile(NOT_A_LETTER + r"[ESGR]-(?:[7-9]|10|[UOKA])\b"),
        "German rank letter beside a suit symbol": re.compile(NOT_A_LETTER + r"[BD][♦♥♠♣]"),
        "German card name": re.compile(
            r"\b(?:Karo|Herz|Pik|Kreuz|Eichel|Grün|Rot|Schellen)-(?:[2-9]|10|Bube|Dame|"
            r"König|Ass|Unter|Ober)\b"
        ),
    },
}


def foreign_notation(text: str, lang: str) -> list[str]:
    """Every piece of ``text`` written in the other language's card notation, with a little context."""
    found = []
    for why, pattern in FOREIGN[lang].items():
        for match in pattern.finditer(text):
            found.append(f"{why}: {text[max(0, match.start() - 40) : match.end() + 20]!r}")
    return found


class Reader:
    """Collects texts per language and reports the first few that carry the other language's notation."""

    def __init__(self) -> None:
        self.read: dict[str, int] = {"de": 0, "en": 0}
        self.wrong: list[str] = []

    def __call__(self, where: str, lang: str, text: object) -> None:
        text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False, default=str)
        self.read[lang] += 1
        self.wrong.extend(f"{where} [{lang}] {problem}" for problem in foreign_notation(text, lang))

    def check(self, at_least: int, langs: tuple[str, ...] = LANGS) -> None:
        assert not self.wrong, "\n".join(self.wrong[:15])
        assert all(self.read[lang] >= at_least for lang in langs), self.read  # the texts were really read


# --- the rule itself ---------------------------------------------------------------------------------------------


def test_the_patterns_find_what_they_are_meant_to_find():
    assert foreign_notation("Q♦ 8♣ 9♣: nur Kreuz zählt", "de") and foreign_notation("Karo-Bube ist J♦", "de")
    assert foreign_notation("acorn-A leaf-7", "de") and foreign_notation("the queen of spades", "de")
    assert foreign_notation("E-A G-A R-7", "en") and foreign_notation("S-8 G-8 E-8", "en")
    assert foreign_notation("D♦ and B♣", "en") and foreign_notation("Eichel-Ass", "en")
    assert not foreign_notation("D♦ 8♣ 9♣: nur Kreuz zählt, E-A G-A R-7, Karo-Dame, Knack (K6), J. Q. Adams", "de")
    assert not foreign_notation("Q♦ J♣, acorn-A leaf-A heart-7, ace of acorns, RE-7 SIZE-10", "en")


@pytest.mark.rule("K1", "O1", "C1")
@pytest.mark.parametrize(
    ("text", "deck", "de", "en"),
    [
        ("Q♦", "french32", "D♦", "Q♦"),
        ("J♣", "french52", "B♣", "J♣"),
        ("10♠", "french52", "10♠", "10♠"),
        ("A♥", "french32", "A♥", "A♥"),
        ("Eichel-Unter", "german32", "E-U", "acorn-U"),
        ("Grün-Ober", "german32", "G-O", "leaf-O"),
        ("Rot-7", "german32", "R-7", "heart-7"),
        ("Schellen-Ass", "german32", "S-A", "bell-A"),
    ],
)
def test_one_place_decides_the_short_form_of_each_card(text, deck, de, en):
    (one,) = parse_cards(text, deck)
    assert (one.label("de"), one.label("en")) == (de, en)
    assert knackpy.format_cards([one], "de", short=True) == de and label_params("card", one) == {
        "card": de,
        "card_en": en,
    }
    # every short form a reader sees, and every form accepted before, is read back as the same card
    for form in (de, en, one.short, one.name("de"), one.name("en")):
        assert parse_cards(form, deck) == (one,), form


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_card_of_every_deck_reads_back_from_every_form(deck):
    for one in DECKS[deck]:
        forms = {one.label("de"), one.label("en"), one.short, one.name("de"), one.name("en")}
        for form in forms:
            assert parse_cards(form, deck) == (one,), form
            assert not foreign_notation(one.label("de") + " " + one.name("de"), "de")
            assert not foreign_notation(one.label("en") + " " + one.name("en"), "en")


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("A♥ 10s Qd Jc", ["Herz-Ass", "Pik-10", "Karo-Dame", "Kreuz-Bube"]),
        ("D♦ B♣ Dh bs", ["Karo-Dame", "Kreuz-Bube", "Herz-Dame", "Pik-Bube"]),
        ("E-U G-O R-7 S-A", ["Eichel-Unter", "Grün-Ober", "Rot-7", "Schellen-Ass"]),
        ("acorn-U leaves-O heart-7 bells-A", ["Eichel-Unter", "Grün-Ober", "Rot-7", "Schellen-Ass"]),
        ("under of acorns, 7 of bells", ["Eichel-Unter", "Schellen-7"]),
        ("Eichel-Daus Laub-König Schelle 8", ["Eichel-Ass", "Grün-König", "Schellen-8"]),
    ],
)
def test_input_keeps_accepting_every_spelling(text, names):
    assert [c.name("de") for c in parse_cards(text)] == names


def test_a_hand_keeps_its_language_neutral_short_form_for_saved_games():
    hand = parse_cards("Q♦ J♣ A♥")
    assert hand.short == "Q♦ J♣ A♥" and hand.label("de") == "D♦ B♣ A♥" and hand.label("en") == "Q♦ J♣ A♥"
    assert card("acorns", "under").short == "E-U"  # saved games and move texts stay readable by older versions


# --- every generated text ----------------------------------------------------------------------------------------


def test_the_catalogue_and_the_rule_texts():
    import importlib

    for module in ("checks", "worksheets", "hints", "cli", "serve.texts", "widgets.common", "widgets.game_table",
                   "widgets.deal_lab", "widgets.hand_lab", "widgets.turn_trainer", "widgets.odds_explorer",
                   "widgets.variant_lab", "widgets.dashboard"):  # fmt: skip
        importlib.import_module(f"knackpy.{module}")  # each registers its texts
    read = Reader()
    for key, pair in knackpy.i18n.all_entries().items():
        for lang, text in zip(LANGS, pair, strict=True):
            read(key, lang, text)
    for rule_id in knackpy.registry.rule_ids():
        for lang in LANGS:
            read(
                rule_id,
                lang,
                knackpy.registry.rule_title(rule_id, lang) + " " + knackpy.registry.rule_text(rule_id, lang),
            )
    read.check(500)


def _sample_hands(rules, rng: random.Random, count: int):
    cards = list(rules.deck.cards)
    courts = [c for c in cards if c.rank.key in ("jack", "queen", "under", "over")]
    for _ in range(count):
        size = 3 if rules.is_knack else rng.randint(1, 5)
        hand = {rng.choice(courts)} | set(rng.sample(cards, size))  # a court card in every hand
        yield list(hand)[:size] if len(hand) > size else list(hand)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_hand_explanations_and_pictures(ruleset):
    read, rules, rng = Reader(), knackpy.rules(ruleset), random.Random(ruleset)
    for hand in _sample_hands(rules, rng, 150):
        for lang in LANGS:
            read("explain", lang, hand_value(hand, rules).explain(lang))
    for lang in LANGS:
        svg = str(hand_svg(list(rules.deck.cards)[:8], lang=lang))
        read("svg aria label", lang, " ".join(re.findall(r'aria-label="([^"]*)"', svg)))
    read.check(150)


def _errors_of(rules, lang: str):
    """Errors that name cards: a card of the wrong deck, a card twice, odds with bad cards."""
    other = "french52" if rules.deck.family == "german" else "german32"
    stranger = next(c for c in DECKS[other] if c.rank.key in ("queen", "under", "jack", "over"))
    court = next(c for c in rules.deck.cards if c.rank.key in ("queen", "under"))
    low = [c for c in rules.deck.cards if c != court][:2]
    attempts = [
        lambda: hand_value([stranger, *low], rules),
        lambda: hand_value([court, court, low[0]], rules),
        lambda: parse_cards("Xq", rules),
        lambda: parse_cards(f"{court.label(lang)} {court.label(lang)}", rules),
    ]
    if rules.is_knack:
        attempts.append(lambda: odds.swap_odds([court, *low], [court, *low], rules, at_least=30))
    for attempt in attempts:
        with pytest.raises(KnackpyError) as caught:
            attempt()
        yield caught.value.message(lang)


def _play(ruleset: str, seed: int, read: Reader) -> None:
    """A whole game of bots: every legal move's label, why others are not legal, hints, history, results."""
    rules = knackpy.rules(ruleset)
    game = new_game(rules, players=3, seed=seed)
    bots = [make_bot("simple", rules, seed=seed + seat) for seat in range(3)]
    for step in range(400):
        if game.is_over():
            break
        for lang in LANGS:
            for action in game.legal_actions():
                read("move", lang, action.describe(lang, rules=rules))
                if action.kind in ("swap", "pair", "discard"):  # a move's cards as shown can be typed back
                    assert game.parse_action(action.label(lang)) == action, action.label(lang)
            if step % 9 == 0:
                read("hint", lang, [h.text(lang) for h in hint(game, samples=2)])
                read("picture", lang, re.findall(r'aria-label="([^"]*)"', str(state_svg(game, lang=lang))))
                foreign = [c for c in rules.deck.cards if c not in game.hand(game.to_move)][:2]
                for card_ in foreign:  # a move with a card the player does not hold: why not, in words
                    text = f"discard {card_.label('en')}" if ruleset == "charakir" else None
                    if text is None and getattr(game, "table", None):
                        text = f"swap {card_.label('en')} for {game.table[0].label('en')}"
                    if text:
                        read("why not", lang, game.why_not(text, lang) or "")
        bot = bots[game.to_move]
        game = game.apply(bot.choose(game.view(game.to_move)))
        if step % 5 == 0:
            for lang in LANGS:
                read("bot's reason", lang, bot.explain_last(lang) or "")
    for lang in LANGS:
        read("history", lang, game.history_text(lang))
        read("rounds", lang, [line for result in game.round_results for line in result.explain(lang)])
        if game.is_over():
            read("outcome", lang, game.outcome().text(lang))
        read("errors", lang, list(_errors_of(rules, lang)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_games_moves_history_hints_and_errors(ruleset):
    read = Reader()
    for seed in range(3):
        _play(ruleset, seed, read)
    read.check(200)


def _checks(ruleset: str, lang: str):
    rules = knackpy.rules(ruleset)
    if ruleset == "knack":
        yield checks.card("Q♦", rules=rules, lang=lang)
        yield checks.value("Q♦ 8♣ 9♣", rules=rules, lang=lang)
        yield checks.value("J♣ Q♣ K♣", rules=rules.replace(feuer_shown_as_33=True), lang=lang)
        yield checks.best_swap("A♣ K♣ 7♠", "8♦ Q♣ 9♥", rules=rules, lang=lang)
        yield checks.loser({"Anna": "A♥ K♥ Q♥", "Ben": "8♣ 8♦ 9♠", "Clara": "10♣ J♣ 7♣"}, rules=rules, lang=lang)
        yield checks.more_likely(["at_least:30", "feuer"], rules=rules, lang=lang)
        game = knackpy.engine.knack.setup_game(
            rules, players=3, dealer=0, hands=[None, "A♥ K♥ 10♠", "Q♣ Q♦ 9♠"],
            dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"), seed=3,
        ).apply("keep")  # fmt: skip
        yield checks.legal(game, "swap J♣ for Q♥", rule_id="K10", lang=lang)
        yield checks.legal(game, "swap A♥ for Q♥", rule_id="K10", lang=lang)
    elif ruleset == "knack_oberlausitz":
        yield checks.card("Eichel-Ober", rules=rules, lang=lang)
        yield checks.value("Eichel-Ass Grün-Ass Rot-7", rules=rules, lang=lang)
        yield checks.value("Eichel-Ass Grün-Ass Rot-7", rules=rules.replace(same_rank_adds=False), lang=lang)
        yield checks.value("Schellen-7 Schellen-8 Schellen-9", rules=rules, lang=lang)
        yield checks.best_swap("Rot-König Rot-9 Eichel-7", "Rot-Ass Grün-8 Schellen-Ober", rules=rules, lang=lang)
        yield checks.loser(
            {
                "Anna": "Eichel-Ass Grün-Ass Rot-7",
                "Ben": "Schellen-8 Grün-9 Eichel-Unter",
                "Clara": "Rot-U Rot-O Rot-K",
            },
            rules=rules,
            lang=lang,
        )
    else:
        yield checks.value("A♠ 3♦ 9♥ Q♣", rules=rules, lang=lang)
        yield checks.may_knock("K♥ 9♦ J♠ 4♣", lang=lang)
        yield checks.knock_score(
            "Anna", {"Anna": "A♥ 2♠ 3♦ 4♣", "Ben": "K♥ 9♦ J♠ 6♣", "Clara": "6♠ 3♣ 9♥ 8♣"}, lang=lang
        )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_checks_worksheets_and_odds(ruleset):
    read, rules = Reader(), knackpy.rules(ruleset)
    for lang in LANGS:
        for check in _checks(ruleset, lang):
            read(f"check {check.kind}", lang, str(check) + " " + " ".join(check.feedback))
            html = check._repr_html_()
            read(f"check {check.kind} page", lang, re.sub(r'data-spec="[^"]*"', "", html))  # the spec is data
        read("worksheet", lang, str(worksheets.sheet(ruleset, lang=lang)))
        read("answer key", lang, [a.answer for a in worksheets.answers(ruleset, lang=lang)])
        if ruleset == "charakir":
            read("odds", lang, odds.knock_after_draw_odds("A♥ 2♠ Q♦ 4♣", rules, discard_top="Q♣").explain(lang))
            read("odds", lang, odds.knock_after_draw_odds("A♥ 2♠ J♦ 4♣", rules, discard_top="3♣").explain(lang))
        else:
            hand, table = list(rules.deck.cards)[-3:], list(rules.deck.cards)[4:7]
            read("odds", lang, odds.swap_odds(hand, table, rules, at_least=30).explain(lang))
            read("odds", lang, odds.unseen_hand_odds(table, rules).explain(lang))
    read.check(5)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_game(monkeypatch, capsys, ruleset, lang):
    lines = ["hilfe" if lang == "de" else "help", "tausche Xq gegen 7h", "1", "verlauf", *["1"] * 3000]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    assert main(["--lang", lang, "play", ruleset, "--seed", "5", "--bots", "simple,random"]) == 0
    out = capsys.readouterr().out
    read = Reader()
    read("terminal", lang, out)
    read.check(1, (lang,))
    assert ("Spielende" if lang == "de" else "Game over") in out
    if ruleset != "knack_oberlausitz":  # French cards: the short forms are the language's own
        assert re.search(r"\b[BD][♦♥♠♣]" if lang == "de" else r"\b[JQ][♦♥♠♣]", out)


widgets = pytest.importorskip("ipywidgets")


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_widget_labels(ruleset, lang):
    from knackpy.widgets import DealLab, GameTable, HandLab, OddsExplorer, TurnTrainer, common

    read = Reader()
    court = (
        "Q♦ Q♣ 8♣" if ruleset == "knack" else ("Eichel-Ober Grün-Unter Rot-8" if ruleset != "charakir" else "Q♦ J♠ 3♥")
    )
    components = [HandLab(rules=ruleset, cards=court, lang=lang), TurnTrainer(rules=ruleset, seed=2, lang=lang)]
    table = GameTable(rules=ruleset, players=3, bots="simple", seed=2, lang=lang)
    for _ in range(6):
        if table.move_buttons:
            table.move_buttons[0].click()
    components.append(table)
    if ruleset != "charakir":
        components.append(DealLab(rules=ruleset, seed=1, lang=lang))
    components.append(OddsExplorer(rules=ruleset, lang=lang))
    trainer = components[1]
    trainer.legal_buttons[0].click()
    for component in components:
        read(type(component).__name__, lang, common.visible_texts(component.widget))
    for one in knackpy.rules(ruleset).deck.cards:
        read("card button", lang, common.card_label(one, lang))
    read.check(len(components), (lang,))


def test_the_classroom_pages(tmp_path):
    from knackpy.serve.room import Classroom, pupil_view
    from knackpy.serve.store import SQLiteStore
    from knackpy.serve.texts import ui_texts

    read = Reader()
    room = Classroom(SQLiteStore(tmp_path / "class.sqlite"))
    for number, ruleset in enumerate(RULESETS):
        table = room.create_table(ruleset=ruleset, players=3, bots=["simple", "simple"])
        pupil, _ = room.join(room.code, f"Mia {number}", address="10.0.0.1")
        room.sit(pupil, table.id, 0)
        game = new_game(knackpy.rules(ruleset), players=3, seed=4)
        for lang in LANGS:
            view = pupil_view(game, 0, lang)
            # a card's "id" is its language-neutral identifier for the page's script, never shown
            shown = json.loads(re.sub(r'"id": "[^"]*"', '"id": ""', json.dumps(view, ensure_ascii=False)))
            read("pupil view", lang, {k: v for k, v in shown.items() if not k.endswith("svg")})
            read("pupil view pictures", lang, re.findall(r'aria-label="([^"]*)"', json.dumps(view, ensure_ascii=False)))
    for lang in LANGS:
        tables = room.teacher_state(lang)["tables"]
        assert len(tables) == 3 and all(table["hands"] for table in tables)
        read("teacher page", lang, tables)
        read("page texts", lang, ui_texts()[lang])
    read.check(3)


# --- sentences a person would write (issue 28, the generated-text defects) -------------------------------------


@pytest.mark.rule("K16", "C13")
def test_names_in_a_sentence_are_joined_with_and():
    from knackpy.engine.core import Event

    assert knackpy.i18n.join_names(["Anna", "Ben", "Clara"], "de") == "Anna, Ben und Clara"
    assert knackpy.i18n.join_names(["Anna"], "en") == "Anna"
    winner = Event("knack_round_winner", None, (("players", (0,)),), None)
    assert winner.text("de") == "Die Runde geht an Anna" and winner.text("en") == "The round goes to Anna"
    shared = Event("knack_round_winner", None, (("players", (0, 2)),), None)
    assert shared.text("de") == "Die Runde geht an Anna und Clara"
    assert shared.text("en") == "The round goes to Anna and Clara"


@pytest.mark.rule("O6")
@pytest.mark.parametrize("lang", LANGS)
def test_a_check_names_a_switched_reading_in_players_words(lang):
    lausitz = knackpy.rules("knack_oberlausitz", same_rank_adds=False)
    check = checks.value("Eichel-Ass Grün-Ass Rot-7", rules=lausitz, lang=lang)
    assert "same_rank_adds" not in check.question and "_" not in check.question
    assert knackpy.registry.house_rule(lausitz, "same_rank_adds", lang) in check.question


@pytest.mark.rule("K6", "K8")
def test_the_likelihood_check_says_each_chance_once():
    for lang in LANGS:
        check = checks.more_likely(["at_least:30", "feuer", "exactly:31"], rules="knack", lang=lang)
        shown = check._repr_html_()
        for choice in check.choices:
            assert check.explanation.lower().count(choice.lower()) == 1  # each event once in the explanation
        assert not check.feedback and shown.count(check.explanation) == 2  # the right choice and the solution
    assert check.explanation.startswith("A hand worth 30 points or more is more likely than Feuer (three aces) and")


@pytest.mark.rule("K16")
def test_the_loser_check_gives_each_hand_a_sentence():
    hands = {"Anna": "A♥ K♥ Q♥", "Ben": "8♣ 8♦ 9♠", "Clara": "10♣ J♣ 7♣"}
    assert checks.loser(hands, rules="knack", lang="de").hints[0].startswith("Anna hat 31 Punkte.")
    assert checks.loser(hands, rules="knack", lang="en").hints[0].startswith("Anna has 31 points.")


@pytest.mark.rule("K10")
def test_the_turn_trainer_says_what_happened_without_a_label_before_it():
    from knackpy.widgets import TurnTrainer

    trainer = TurnTrainer(rules="knack", seed=4, lang="de")
    before = len(trainer.game.history_text("de"))
    trainer.play(trainer.game.legal_actions()[0])
    shown = trainer.messages.widget.value
    assert trainer.messages.message == trainer.game.history_text("de")[before]  # "Anna behält ..." as the history
    assert "Gemacht:" not in shown and "Gut:" not in shown and "✅" in shown
    trainer.messages.info("Ein Hinweis")
    assert "<b>Hinweis:</b> Ein Hinweis" in trainer.messages.widget.value


@pytest.mark.rule("K5")
def test_the_deal_lab_says_which_hand_was_kept_or_thrown_out():
    import knackpy.widgets.deal_lab  # noqa: F401  (registers its texts)

    entries = knackpy.i18n.all_entries()
    assert entries["widgets.deal_lab.choice_keep"] == (
        "Du hast die angesehene Hand behalten.",
        "You kept the hand you looked at.",
    )
    assert "offen hingelegt und die andere genommen" in entries["widgets.deal_lab.choice_throw"][0]
    assert "face up and took the other one" in entries["widgets.deal_lab.choice_throw"][1]


def test_counts_of_one_read_as_one():
    from knackpy.widgets import HandLab
    from knackpy.widgets.game_table_board import _LOG_LINES, log_html

    assert "… und ein früherer Eintrag" in log_html(["x"] * (_LOG_LINES + 1), "de")
    assert "… and 2 earlier entries" in log_html(["x"] * (_LOG_LINES + 2), "en")
    lab = HandLab(rules="knack", cards="A♥ K♥", lang="de")
    assert "Noch eine Karte wählen" in lab.value_view.value
    assert "Noch 2 Karten wählen" in HandLab(rules="knack", cards="A♥", lang="de").value_view.value
    entries = knackpy.i18n.all_entries()
    assert not [
        k for k, pair in entries.items() if any(s in text for text in pair for s in ("(n)", "(s)", "Beim Knack"))
    ]


@pytest.mark.rule("O4", "O12")
def test_one_deal_of_the_oberlausitz_is_a_round_in_english_and_the_match_is_the_game():
    game = new_game(knackpy.rules("knack_oberlausitz"), players=3, seed=3)
    assert game.history_text("en")[0].startswith("Round 1: ") and game.history_text("de")[0].startswith("Runde 1: ")
    question = checks.loser(
        {"Anna": "Eichel-7 Grün-8 Rot-9", "Ben": "Eichel-Ass Eichel-10 Grün-7"}, rules="knack_oberlausitz", lang="en"
    ).question
    assert question.startswith("Knack as played in the Oberlausitz: The round is over") and "game" not in question
