"""The rule registry: the one source of rule text for the library, the course and the website.

Every rule of RULES.md (E1-E6, K1-K19, O1-O13, C1-C13) has one :class:`RuleEntry`
here, with a short title and a one-line text in German and English.  Texts that
depend on an option are filled in from a :class:`~knackpy.rules.Rules` object,
so switching a flag changes the text.  Each reading flag also keeps the text of
the *other* reading and a note on what the source says and how the project
reads it (the website's "how each ambiguity was resolved" page).

>>> from knackpy.rules import rules
>>> rule_title("K10"), rule_title("K10", "en")
('Tauschen', 'Swapping')
>>> "5 Leben" in rule_text("K18", rules=rules("knack", lives=5))
True
>>> [rule_id for rule_id, _, _ in diff(rules("knack"), rules("knack", seven_eight_nine=True))]
['K19']

Which rules belong to which ruleset
-----------------------------------
E rules belong to all three rulesets.  ``knack_oberlausitz`` is "everything as
in ``knack`` except" the O rules, decided ID by ID:

* replaced by an O rule: K1 deck -> O1; K3 players -> O2; K4 deal and K5 the
  dealer's choice -> O4 (the chooser left of the dealer gets the two hands);
  K6 hand value -> O6; K7 three of a kind -> O8 (the same rule, stated again
  by the source with "always"; listing both would say it twice); K8 Feuer ->
  O9 Superknack; K9 turn order -> O4 (play starts left of the *chooser*);
  K12 stock renewal -> O5 (no renewal by default, same option); K14 the Knack
  call -> O10 (announcing a Knack is a flag there) with O9/O11 for the
  Superknack; K16 loser -> O12; K18 lives -> O3 coins and O13 blank/swimming.
* dropped: K17 tie-break (O12: all tied players pay, no Stich).
* kept: K2 card points (the face cards are named after the deck in play:
  Unter/Ober for the German deck), K10 swap, K11 push, K13 close (named
  "zumachen" there), K15 Knack/Superknack on the deal (worded for the player
  who holds two hands), K19 the optional 7-8-9 rule.

Order: :data:`REGISTRY` and :func:`rule_ids` follow RULES.md (E rules first);
:func:`describe` lists the game rules first and the engine rules (E) last,
because the course reads the game before the software.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from . import i18n
from .errors import KnackpyError, RulesError, summarize
from .rules import OPTIONS, RULESETS, Rules, as_rules, ruleset_name
from .rules import rules as _make_rules

__all__ = [
    "RuleEntry",
    "REGISTRY",
    "describe",
    "rule_text",
    "rule_title",
    "entry",
    "rule_ids",
    "flags",
    "readings",
    "rule_card",
    "diff",
    "notes",
    "option_label",
]

_ALL = ("knack", "knack_oberlausitz", "charakir")
_K = ("knack",)
_KO = ("knack", "knack_oberlausitz")
_O = ("knack_oberlausitz",)
_C = ("charakir",)


def _clean(text: str) -> str:
    """Texts are written as wrapped paragraphs below; a rule text is one line."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule of RULES.md in both languages.

    ``text_de``/``text_en`` are the project's reading (format templates, see
    :func:`rule_text`).  For a flag rule, ``option`` names the option that
    switches it: ``text_*`` is in force while the option equals ``reading``,
    ``other_*`` while it equals ``other_value``.  ``depends`` lists the options
    whose values are filled into the text (numbers, the deck).  ``note_*`` says
    what the source literally says and how the project reads it.
    """

    id: str
    rulesets: tuple[str, ...]
    title_de: str
    title_en: str
    text_de: str
    text_en: str
    option: str | None = None
    reading: Any = None
    other_value: Any = None
    other_de: str = ""
    other_en: str = ""
    note_de: str = ""
    note_en: str = ""
    depends: tuple[str, ...] = ()

    @property
    def is_flag(self) -> bool:
        """True if an option switches between two readings of this rule."""
        return self.option is not None

    def title(self, lang: str = "de") -> str:
        return self.title_de if i18n.check_lang(lang) == "de" else self.title_en

    def note(self, lang: str = "de") -> str:
        return self.note_de if i18n.check_lang(lang) == "de" else self.note_en

    def text(self, lang: str = "de", rules: Rules | None = None) -> str:
        return rule_text(self.id, lang, rules)


def _e(
    rule_id: str,
    rulesets: tuple[str, ...],
    title: tuple[str, str],
    text: tuple[str, str],
    *,
    option: str | None = None,
    reading: Any = None,
    other_value: Any = None,
    other: tuple[str, str] = ("", ""),
    note: tuple[str, str] = ("", ""),
    depends: tuple[str, ...] = (),
) -> RuleEntry:
    if option is not None and other_value is None and isinstance(reading, bool):
        other_value = not reading
    return RuleEntry(
        rule_id,
        rulesets,
        _clean(title[0]),
        _clean(title[1]),
        _clean(text[0]),
        _clean(text[1]),
        option,
        reading,
        other_value,
        _clean(other[0]),
        _clean(other[1]),
        _clean(note[0]),
        _clean(note[1]),
        depends,
    )


# Placeholders in the templates (filled in by _values): {turn_cap}, {lives}, {coins}, {max_players},
# {faces}, {ace} (K2: named after the deck), {close}/{closed} (K13: "passen" or "zumachen"),
# {deal_stop} (K15), {game_end} (C13: limit and/or rounds).
_ENTRIES = (
    # --- E: the engine, all three rulesets -------------------------------------------------------
    _e(
        "E1",
        _ALL,
        ("Zufall mit Startwert", "Seeded shuffling"),
        (
            """Jedes Mischen kommt aus dem Zufallsgenerator des Spiels, der mit einem Startwert (Seed)
            beginnt. Gleicher Seed und gleiche Züge ergeben auf jedem Rechner genau dieselbe Partie.""",
            """All shuffling is done by the game's own random generator, started from a seed. The same
            seed with the same moves gives exactly the same game on any computer.""",
        ),
    ),
    _e(
        "E2",
        _ALL,
        ("Erlaubte Züge", "Legal moves"),
        (
            """Das Programm kennt in jeder Lage alle Züge, die der Spieler am Zug machen darf. Alles andere
            wird mit einer Meldung in seiner Sprache abgelehnt, die die verletzte Regel nennt, und der
            Spielstand bleibt, wie er war.""",
            """At any moment the engine can list every move open to the player whose turn it is. Anything
            else is refused with a message in the user's language naming the rule it breaks, and the game
            is left exactly as it was.""",
        ),
    ),
    _e(
        "E3",
        _ALL,
        ("Keine Karte geht verloren", "No card goes missing"),
        (
            """Jede Karte liegt zu jeder Zeit an genau einem Ort: auf einer Hand, auf dem Tisch, im
            Nachziehstapel, auf der Ablage oder aus dem Spiel.""",
            """Every card is always in exactly one place: in a hand, on the table, in the draw pile, on the
            discard pile or out of play.""",
        ),
    ),
    _e(
        "E4",
        _ALL,
        ("Zuggrenze", "Turn cap"),
        (
            """Damit keine Runde endlos läuft, ist nach höchstens {turn_cap} Zügen Schluss, und es wird
            gewertet, als wäre die Runde regulär zu Ende gegangen. Das ist eine Vorgabe des Programms,
            keine Spielregel.""",
            """So that no round can go on forever, it stops after at most {turn_cap} turns and is scored as
            if it had ended normally. This is a safeguard of the software, not a rule of the game.""",
        ),
        depends=("turn_cap",),
        note=(
            """Keine der Quellen kennt eine Grenze, aber echte Runden können sich im Kreis drehen (alle
            tauschen hin und her oder schieben ohne neuen Stock). Das Programm setzt deshalb eine großzügige,
            einstellbare Grenze.""",
            """None of the sources has a limit, but real rounds can go round in circles (everyone swapping
            back and forth, or pushing with no new stock). The engine therefore sets a generous cap that can
            be changed.""",
        ),
    ),
    _e(
        "E5",
        _ALL,
        ("Verdeckte Karten", "Hidden cards"),
        (
            """Jeder sieht nur, was er auch am echten Tisch sehen dürfte: die eigene Hand, die offenen Karten
            und den bisherigen Spielverlauf, nie fremde Hände oder den Stapel.""",
            """Each player sees only what they could see at a real table: their own hand, the face-up cards
            and the public history, never another hand or the pile.""",
        ),
    ),
    _e(
        "E6",
        _ALL,
        ("Speichern und Laden", "Saving and loading"),
        (
            """Eine Partie lässt sich als JSON speichern (Regelwerk, Optionen, Seed und alle Züge) und steht
            nach dem Laden wieder genauso da. Geladene Dateien werden geprüft wie jede Eingabe von außen.""",
            """A game saves as JSON (ruleset, options, seed and every move) and loads back to exactly the same
            position. A loaded file is checked like any input from outside.""",
        ),
    ),
    # --- K: Knack / 31 ---------------------------------------------------------------------------
    _e(
        "K1",
        _K,
        ("Die Karten", "The deck"),
        (
            """Gespielt wird mit einem Skatblatt: 32 französische Karten in Karo, Herz, Pik und Kreuz,
            jeweils von der Sieben bis zum Ass.""",
            """You play with a Skat deck: 32 French-suited cards in diamonds, hearts, spades and clubs, each
            suit running from seven to ace.""",
        ),
        option="deck",
        reading="french32",
        other_value="french52",
        other=(
            """Gespielt wird mit dem vollen französischen Blatt: 52 Karten in Karo, Herz, Pik und Kreuz,
            jeweils von der Zwei bis zum Ass.""",
            """You play with the full French deck: 52 cards in diamonds, hearts, spades and clubs, each suit
            running from two to ace.""",
        ),
        note=(
            """Die Quelle nennt nur die vier französischen Farben, aber keine Kartenzahl. Wir nehmen das
            übliche Skatblatt mit 32 Karten; das 52er-Blatt lässt sich einschalten.""",
            """The source names the four French suits but not how many cards there are. We use the usual
            32-card Skat deck; the 52-card deck can be switched on.""",
        ),
    ),
    _e(
        "K2",
        _KO,
        ("Kartenwerte", "Card points"),
        (
            """Zahlenkarten zählen ihren aufgedruckten Wert, {faces} je 10 Punkte und das {ace} 11
            Punkte.""",
            """Number cards count their face value, {faces} 10 points each and the {ace} 11 points.""",
        ),
        depends=("deck",),
    ),
    _e(
        "K3",
        _K,
        ("Spielerzahl", "Players"),
        (
            """Es spielen 2 bis {max_players} Personen, so viele, wie das Blatt hergibt: Jeder bekommt drei
            Karten, und der Geber bekommt noch eine zweite Hand.""",
            """Two to {max_players} people can play, as many as the deck allows: everyone gets three cards and
            the dealer a second hand on top.""",
        ),
        depends=("deck",),
        note=(
            """Die Quelle sagt nicht, wie viele mitspielen. Wir lassen so viele zu, wie Karten für alle Hände
            und die zweite Hand des Gebers reichen.""",
            """The source does not say how many can play. We allow as many as there are cards for every hand
            plus the dealer's second one.""",
        ),
    ),
    _e(
        "K4",
        _K,
        ("Geben", "Dealing"),
        (
            """Der Geber teilt reihum im Uhrzeigersinn jeweils eine Karte verdeckt aus, bis jeder drei Karten
            hat. Sich selbst gibt er dabei zwei Hände.""",
            """The dealer goes round clockwise giving out one card at a time face down until everyone holds
            three. He deals himself two hands.""",
        ),
    ),
    _e(
        "K5",
        _K,
        ("Die Wahl des Gebers", "The dealer's choice"),
        (
            """Haben alle ihre Karten aufgenommen, schaut sich der Geber genau eine seiner beiden Hände an.
            Behält er sie, kommt die andere ungesehen offen auf den Tisch; sonst legt er die angeschaute offen
            hin und nimmt die andere blind – die drei offenen Karten sind der Stock.""",
            """Once everyone has picked up, the dealer looks at just one of his two hands. If he keeps it, the
            other goes face up on the table unseen; if not, he lays the one he looked at face up and takes the
            other blind, and those three face-up cards are the stock.""",
        ),
    ),
    _e(
        "K6",
        _K,
        ("Wert der Hand", "Hand value"),
        (
            """Zusammengezählt werden nur Karten derselben Farbe, und es zählt die beste Farbe auf der Hand
            (Herz-Ass, Herz-König, Herz-Sieben: 28; Herz-König, Herz-Zehn, Pik-Neun: 20). Mehr als 31 ist so
            nicht drin.""",
            """Only cards of the same suit are added up, and a hand is worth its best suit (ace, king and seven
            of hearts: 28; king and ten of hearts with the nine of spades: 20). That makes 31 the most you can
            reach this way.""",
        ),
    ),
    _e(
        "K7",
        _K,
        ("Drei Gleiche", "Three of a kind"),
        (
            """Drei Karten gleichen Rangs, etwa drei Könige, sind 30½ Punkte wert.""",
            """Three cards of the same rank, say three kings, are worth 30½.""",
        ),
    ),
    _e(
        "K8",
        _K,
        ("Feuer", "Fire (Feuer)"),
        (
            """Drei Asse heißen Feuer und {feuer_counts}. Die Runde ist damit sofort vorbei, und alle anderen
            verlieren ein Leben.""",
            """Three aces are called Feuer (fire) and {feuer_counts}. The round is over at once, and every other
            player loses a life.""",
        ),
        option="feuer_ends_round",
        reading=True,
        other=(
            """Drei Asse heißen Feuer und {feuer_counts}. Feuer wird nicht angesagt: Die Runde läuft weiter, bis
            jemand passt oder Knack ruft. Hält dann jemand Feuer, verlieren alle anderen ein Leben.""",
            """Three aces are called Feuer (fire) and {feuer_counts}. Feuer is not called: the round goes on until
            someone closes or calls Knack. If someone then holds Feuer, every other player loses a life.""",
        ),
        note=(
            """Die Quelle nennt drei Asse „Feuer“ und spricht beim Geben auch von „Blitz“. Wir lesen beides als
            dasselbe Blatt und zeigen es mit 33 an, damit es über 31 steht; die 33 stammt aus der Oberlausitz
            (O9), ebenso, dass die Runde sofort endet. Die Quelle selbst sagt nur, dass dann alle anderen ein
            Leben verlieren. Mit feuer_ends_round=False wird Feuer nicht angesagt und erst bei der Wertung
            aufgedeckt; beim Geben beendet es die Runde trotzdem (K15). Mit feuer_shown_as_33=False wird Feuer
            ohne Zahl genannt: Es schlägt jede andere Hand, wie die Quelle es sagt.""",
            """The source calls three aces "Feuer" and, for the deal, also speaks of "Blitz". We read both as
            the same hand and show it as 33 so that it ranks above 31; the 33 comes from the Oberlausitz (O9),
            and so does the round ending at once. The source itself only says that everyone else then loses a
            life. With feuer_ends_round=False Feuer is not called and only shows at scoring; on the deal it
            still ends the round (K15). With feuer_shown_as_33=False Feuer is told without a number: it beats
            every other hand, as the source has it.""",
        ),
        depends=("feuer_shown_as_33",),
    ),
    _e(
        "K9",
        _K,
        ("Reihenfolge", "Turn order"),
        (
            """Gespielt wird im Uhrzeigersinn; den ersten Zug hat, wer links vom Geber sitzt.""",
            """Play goes clockwise, and the player on the dealer's left has the first turn.""",
        ),
    ),
    _e(
        "K10",
        _KO,
        ("Tauschen", "Swapping"),
        (
            """Wer am Zug ist, tauscht entweder eine Karte oder gleich alle drei mit dem Stock. Genau zwei
            Karten zu tauschen ist nicht erlaubt.""",
            """On your turn you exchange either one card or all three with the stock. Exchanging exactly two
            is not allowed.""",
        ),
    ),
    _e(
        "K11",
        _KO,
        ("Schieben", "Pushing (schieben)"),
        (
            """Statt zu tauschen kann man schieben: Der Stock bleibt, wie er ist, und der Nächste ist dran.""",
            """Instead of swapping you may push: the stock stays as it is and the next player moves.""",
        ),
    ),
    _e(
        "K12",
        _K,
        ("Neuer Stock", "Fresh stock"),
        (
            """Schieben alle, die noch in der Runde sind, einmal reihum, kommen die drei Stockkarten aus dem
            Spiel und drei neue vom Stapel auf den Tisch. Reicht der Stapel dafür nicht mehr, ist die Runde
            vorbei und wird gewertet.""",
            """If everyone still in the round pushes for one full circle, the three stock cards leave play and
            three new ones are turned up from the pile. If the pile can no longer supply three, the round ends
            and is scored.""",
        ),
        option="renew_stock_when_all_push",
        reading=True,
        other=(
            """Auch wenn alle reihum schieben, bleibt der Stock liegen; neue Karten vom Stapel gibt es nicht,
            und die Zuggrenze (E4) sorgt für ein Ende.""",
            """Even if everyone pushes for a full circle the stock stays where it is; no new cards come from
            the pile, and the turn cap (E4) makes sure the round ends.""",
        ),
        note=(
            """Die Quelle sagt nur, dass nach einer Runde Schieben drei neue Karten vom Stapel kommen, aber
            nicht, was geschieht, wenn der Stapel nicht mehr reicht. Wir beenden dann die Runde und werten.
            Ausgeschaltet gibt es gar keinen neuen Stock, wie in der Oberlausitz.""",
            """The source only says that after a full circle of pushing three new cards come from the pile,
            not what happens when the pile runs short. We then end and score the round. Switched off, there
            is no fresh stock at all, as in the Oberlausitz.""",
        ),
    ),
    _e(
        "K13",
        _KO,
        ("Passen (Zumachen)", "Closing"),
        (
            """Statt zu tauschen oder zu schieben kann man {close}: Jeder andere ist dann noch genau einmal
            dran, danach wird gewertet. Wer {closed} hat, ist nicht mehr dran.""",
            """Instead of swapping or pushing you may close ({close}): every other player gets exactly one
            more turn, then the round is scored. The player who closed does not move again.""",
        ),
        note=(
            """„Passen“ heißt in der Quelle nicht „aussetzen“, sondern: Ich beende die Runde. Aussetzen heißt
            dort „schieben“ (K11).""",
            """In the source, "passen" does not mean skipping a turn but ending the round; skipping is called
            "schieben" there (K11).""",
        ),
    ),
    _e(
        "K14",
        _K,
        ("Knack ansagen", "Calling Knack"),
        (
            """Wer durch einen Tausch auf genau 31 kommt, muss sofort „Knack“ rufen; die Runde endet dann auf
            der Stelle und wird gewertet. Wer 31 hält und seinen Zug ohne Ansage beendet, hat es vergessen und
            verliert bei der Wertung als Einziger ein Leben, ganz gleich, wie die Punkte stehen.""",
            """Reach exactly 31 with a swap and you must call "Knack" at once; the round stops right there and
            is scored. Hold 31 and end your turn without calling, and you have forgotten it: at scoring you
            alone lose a life, whatever the points say.""",
        ),
        note=(
            """Die Quelle sagt: Wer das Rufen vergisst, „verliert die Runde“. Wir lesen das so, dass er bei der
            Wertung allein ein Leben verliert. Im Programm ist die Ansage ein eigener Zug, den es nur gibt,
            wenn man 31 oder Feuer hält. Was geschieht, wenn er die 31 vor der Wertung wieder wegtauscht, sagt
            die Quelle nicht; die Spielmaschine liest es so, dass er mit der neuen Hand neu anfängt und der
            Strafe entgeht. Mit forgotten_cleared_by_swap=False bleibt eine vergessene Ansage vergessen.""",
            """The source says a player who forgets to call "loses the round". We read this as losing a life,
            alone, when the round is scored. In the engine the call is a move of its own, offered only to a
            player holding 31 or Feuer. The source does not say what happens if he swaps away from 31 before
            the round is scored; the engine's own reading is that the new hand gives him a fresh start, so he
            escapes the penalty. With forgotten_cleared_by_swap=False a forgotten call stays forgotten.""",
        ),
        option="forgotten_cleared_by_swap",
        reading=True,
        other=(
            """Wer durch einen Tausch auf genau 31 kommt, muss sofort „Knack“ rufen; die Runde endet dann auf
            der Stelle und wird gewertet. Wer 31 hält und seinen Zug ohne Ansage beendet, hat es vergessen und
            verliert bei der Wertung als Einziger ein Leben, auch wenn er die 31 bis dahin wieder weggetauscht
            hat.""",
            """Reach exactly 31 with a swap and you must call "Knack" at once; the round stops right there and
            is scored. Hold 31 and end your turn without calling, and you have forgotten it: at scoring you
            alone lose a life, even if you have swapped the 31 away by then.""",
        ),
    ),
    _e(
        "K15",
        _KO,
        ("Knack beim Geben", "Knack on the deal"),
        (
            """Hält jemand schon nach dem Geben {deal_stop}, ist die Runde sofort vorbei. Hat der Spieler mit
            den zwei Händen noch nicht gewählt, darf er noch zur anderen Hand greifen; hat er schon gewählt,
            zählt seine Hand so, wie sie ist.""",
            """If anyone holds {deal_stop} straight after the deal, the round is over at once. If the player
            with two hands has not chosen yet, he may still switch to the other hand; once he has chosen, his
            hand counts as it stands.""",
        ),
        note=(
            """Die Quelle erlaubt dem Geber, das aufgenommene Blatt noch „umzutauschen“. Wir lesen das als
            Griff zur anderen seiner beiden Hände; in der Oberlausitz gilt es für den Wähler (O4).""",
            """The source lets the dealer still "exchange" the hand he picked up. We read this as taking the
            other of his two hands instead; in the Oberlausitz it applies to the chooser (O4).""",
        ),
    ),
    _e(
        "K16",
        _K,
        ("Verlierer der Runde", "Losing the round"),
        (
            """Bei der Wertung verliert, wer den niedrigsten Wert auf der Hand hat, ein Leben.""",
            """At scoring, the player with the lowest hand value loses one life.""",
        ),
    ),
    _e(
        "K17",
        _K,
        ("Stechen", "Tie-break (Stich)"),
        (
            """Haben mehrere denselben Wert, ob beim niedrigsten oder beim besten Blatt, zieht jeder von ihnen
            eine Karte vom Stapel: Die höhere gewinnt, die niedrigere verliert, bei gleichem Punktwert wird
            nachgezogen. Ist der Stapel leer, werden die Karten aus dem Spiel gemischt und weiterverwendet.""",
            """When several players tie, for the lowest or for the best hand, each of them draws a card from the
            pile: the higher card wins, the lower loses, and equal points draw again. If the pile runs out, the
            cards out of play are shuffled and used.""",
        ),
        note=(
            """Die Quelle entscheidet per Stich nur, wer bei Gleichstand die Runde gewinnt. Wir stechen auch um
            den Verlierer und mischen die Karten aus dem Spiel neu, wenn der Stapel leer ist.""",
            """The source only uses the Stich to decide who wins a tied round. We also use it for the loser, and
            reshuffle the cards out of play when the pile is empty.""",
        ),
    ),
    _e(
        "K18",
        _K,
        ("Leben", "Lives"),
        (
            """Jeder beginnt mit {lives}; wer keins mehr hat, scheidet aus, und wer als Letzter noch Leben hat,
            gewinnt. Nach jeder Runde wandert das Geben einen Platz im Uhrzeigersinn weiter.""",
            """Everyone starts with {lives}; a player with none left is out, and the last player with a life
            left wins. After every round the deal moves one seat clockwise.""",
        ),
        depends=("lives",),
        note=(
            """Die Quelle gibt jedem drei Leben. Die Zahl ist bei uns einstellbar, drei bleibt der
            Standard.""",
            """The source gives everyone three lives. We make the number an option, with three as the
            default.""",
        ),
    ),
    _e(
        "K19",
        _KO,
        ("Sonderregel 7-8-9", "The 7-8-9 rule"),
        (
            """Die Sonderregel 7-8-9 ist nicht vereinbart: Auch wenn Sieben, Acht und Neun zusammen im Stock
            liegen, gibt es keinen neuen Stock.""",
            """The 7-8-9 house rule is not in use: a seven, an eight and a nine together in the stock bring no
            new stock.""",
        ),
        option="seven_eight_nine",
        reading=False,
        other=(
            """Die Sonderregel 7-8-9 gilt: Liegen Sieben, Acht und Neun zusammen im Stock, darf der Spieler am
            Zug drei neue Karten vom Stapel als Stock verlangen und macht danach seinen Zug.""",
            """The 7-8-9 house rule is in use: if a seven, an eight and a nine lie together in the stock, the
            player to move may ask for three new stock cards from the pile and then takes his turn.""",
        ),
        note=(
            """Die Quelle nennt die Regel ausdrücklich als Sonderregel, die man vereinbaren kann. Deshalb ist
            sie bei uns zunächst aus.""",
            """The source presents this explicitly as a special rule players may agree on, so it is off
            unless switched on.""",
        ),
    ),
    # --- O: Knack in the Oberlausitz --------------------------------------------------------------
    _e(
        "O1",
        _O,
        ("Die Karten", "The deck"),
        (
            """Gespielt wird mit dem Altenburger Blatt zu 32 Karten in deutschen Farben: Eichel, Grün (auch
            Blatt), Rot (Herz) und Schellen. Jede Farbe hat 7, 8, 9, 10, Unter, Ober, König und Ass (Daus).""",
            """The deck is the 32-card Altenburg pack with German suits: acorns (Eichel), leaves (Grün or
            Blatt), hearts (Rot) and bells (Schellen). Each suit has 7, 8, 9, 10, under, over, king and ace
            (Daus).""",
        ),
        option="deck",
        reading="german32",
        other_value="french32",
        other=(
            """Statt des Altenburger Blatts liegt ein französisches Skatblatt auf dem Tisch: 32 Karten in Karo,
            Herz, Pik und Kreuz, jeweils von der Sieben bis zum Ass. Das geht, ist in der Oberlausitz aber
            unüblich.""",
            """Instead of the Altenburg pack, a French Skat deck is used: 32 cards in diamonds, hearts, spades
            and clubs, each from seven to ace. That works, though it is unusual in the Oberlausitz.""",
        ),
        note=(
            """Der Artikel nennt das Altenburger Blatt mit 32 Karten und erwähnt, dass auch andere Blätter
            gehen, das französische aber unüblich ist. Deshalb ist es als Option dabei.""",
            """The article names the 32-card Altenburg pack and mentions that other decks work too, the French
            one being unusual. So it is there as an option.""",
        ),
    ),
    _e(
        "O2",
        _O,
        ("Spielerzahl", "Players"),
        (
            """Es spielen zwei bis neun Personen mit.""",
            """Two to nine people take part.""",
        ),
    ),
    _e(
        "O3",
        _O,
        ("Pott und Münzen", "Pot and coins"),
        (
            """Am Tischrand steht der Pott, und jeder Spieler legt zu Beginn {coins} für alle sichtbar vor
            sich.""",
            """A pot stands at the edge of the table, and each player starts with {coins} laid out where
            everyone can see them.""",
        ),
        depends=("coins",),
        note=(
            """Der Artikel spricht von „meist 3 Münzen“. Drei ist bei uns der Standard, die Zahl ist
            einstellbar.""",
            """The article speaks of "usually 3 coins". Three is our default, and the number is an
            option.""",
        ),
    ),
    _e(
        "O4",
        _O,
        ("Geben und Wählen", "Dealing and choosing"),
        (
            """Der Geber teilt im Uhrzeigersinn einzeln aus, und sein linker Nachbar, der Wähler, bekommt zwei
            Hände. Der Wähler schaut sich eine davon an und nimmt sie entweder auf (die andere kommt dann
            ungesehen offen in die Mitte) oder „haut sie raus“, offen in die Mitte, und nimmt die andere blind;
            los geht es links vom Wähler, dann reihum im Uhrzeigersinn.""",
            """Cards are dealt singly clockwise, and the player on the dealer's left, the chooser, gets two
            hands. He looks at one and either keeps it (the other then goes face up to the middle unseen) or
            throws it out face up to the middle and takes the other blind; play starts on the chooser's left
            and goes round clockwise.""",
        ),
        note=(
            """Anders als bei 31 bekommt hier nicht der Geber, sondern sein linker Nachbar die zwei Hände, und
            das Spiel beginnt links von diesem.""",
            """Unlike 31, it is not the dealer but the player on his left who gets the two hands, and play
            begins to that player's left.""",
        ),
    ),
    _e(
        "O5",
        _O,
        ("Der Zug", "Your turn"),
        (
            """Am Zug tauscht man eine oder alle drei Karten, schiebt, macht zu oder macht mit Knack oder
            Superknack fertig. Schieben alle reihum, bleibt der Stock trotzdem liegen – neue Karten vom Stapel
            gibt es nicht.""",
            """On your turn you swap one card or all three, push, close (zumachen), or finish (fertig machen)
            with a Knack or Superknack. Even if everyone pushes in turn the stock stays put; no new cards come
            from the pile.""",
        ),
        option="renew_stock_when_all_push",
        reading=False,
        other=(
            """Am Zug tauscht man eine oder alle drei Karten, schiebt, macht zu oder macht mit Knack oder
            Superknack fertig. Schieben alle reihum, kommen wie bei 31 die Stockkarten aus dem Spiel und drei
            neue vom Stapel; reicht der Stapel nicht, wird gewertet.""",
            """On your turn you swap one card or all three, push, close (zumachen), or finish (fertig machen)
            with a Knack or Superknack. If everyone pushes in turn, the stock leaves play and three new cards
            come from the pile, as in 31; if the pile is too short, the round is scored.""",
        ),
        note=(
            """Der Artikel kennt keinen neuen Stock, wenn alle schieben. Wir halten uns daran; dass die Runde
            trotzdem endet, sichert die Zuggrenze (E4). Eingeschaltet gilt die Regel von 31 (K12).""",
            """The article has no fresh stock when everyone pushes. We follow it, and the turn cap (E4) makes
            sure the round still ends. Switched on, the rule of 31 applies (K12).""",
        ),
    ),
    _e(
        "O6",
        _O,
        ("Wert der Hand", "Hand value"),
        (
            """Karten derselben Farbe zählen zusammen, ebenso Karten desselben Rangs: Zwei Asse und eine Sieben
            in einer dritten Farbe ergeben 22. Es gilt die höchste Summe, die sich so bilden lässt.""",
            """Cards of one suit add up, and so do cards of one rank: two aces and a seven of a third suit make
            22. The hand is worth the best total found this way.""",
        ),
        option="same_rank_adds",
        reading=True,
        other=(
            """Nur Karten derselben Farbe zählen zusammen, wie bei 31; zwei Asse in verschiedenen Farben bringen
            also nur 11.""",
            """Only cards of one suit add up, as in 31; two aces of different suits are therefore worth just
            11.""",
        ),
        note=(
            """Der Artikel sagt wörtlich, addiert werde nach gleicher Farbe „oder aber des gleichen Wertes“,
            bringt aber nur Beispiele mit Farben. Wir nehmen ihn beim Wort; ausgeschaltet zählt nur die Farbe
            wie bei 31.""",
            """The article literally says points are added for the same suit "or else of the same value", but
            its examples only use suits. We take it at its word; switched off, only suits count, as in 31.""",
        ),
    ),
    _e(
        "O7",
        _O,
        ("Knack", "The Knack hand"),
        (
            """Drei Karten einer Farbe, unter denen ein Ass ist, zählen 31 und heißen Knack, auch wenn ihre Augen
            zusammen weniger ergeben.""",
            """Three cards of one suit that include an ace are worth 31 and are called a Knack, even when their
            points add up to less.""",
        ),
        option="knack_is_ace_flush",
        reading=True,
        other=(
            """Knack ist nur, was wirklich 31 ergibt: ein Ass mit zwei Zehnerkarten derselben Farbe.""",
            """Only a true 31 is a Knack: an ace with two ten-point cards of the same suit.""",
        ),
        note=(
            """Laut Artikel hat ein Blatt aus drei gleichfarbigen Karten mit Ass den Wert 31. Wörtlich genommen
            ist also auch Ass, Sieben und Acht einer Farbe ein Knack; so lesen wir es. Ausgeschaltet zählt nur
            eine echte 31.""",
            """According to the article, three cards of one suit with an ace are worth 31. Taken literally, ace,
            seven and eight of a suit are a Knack too, and that is how we read it. Switched off, only a true 31
            counts.""",
        ),
    ),
    _e(
        "O8",
        _O,
        ("Drei Gleiche", "Three of a kind"),
        (
            """Drei Karten gleichen Rangs in verschiedenen Farben zählen immer 30½; ihre Augen werden dann nicht
            zusammengezählt.""",
            """Three cards of the same rank in different suits always count 30½; their points are not added
            up.""",
        ),
        note=(
            """Das „immer“ des Artikels gilt auch dann, wenn gleiche Werte sonst addiert werden (O6): Drei Zehnen
            sind 30½ und nicht 30.""",
            """The article's "always" holds even when equal ranks otherwise add up (O6): three tens make 30½,
            not 30.""",
        ),
    ),
    _e(
        "O9",
        _O,
        ("Superknack", "Superknack (three aces)"),
        (
            """Drei Asse sind der Superknack: 33 Punkte, das höchste Blatt überhaupt. Er muss sofort angesagt
            werden; das Spiel ist dann aus, und alle anderen zahlen eine Münze in den Pott.""",
            """Three aces make a Superknack, worth 33 and the best hand there is. It must be announced at once;
            the game ends and every other player pays a coin into the pot.""",
        ),
    ),
    _e(
        "O10",
        _O,
        ("Knack ansagen", "Announcing a Knack"),
        (
            """Ein Knack wird angesagt: Wer ihn nach seinem Tausch hat, deckt sofort auf, und das Spiel ist
            beendet. Wer einen Knack hält, ihn verschweigt und erst bei der Wertung auffliegt, verliert dieses
            Spiel allein und zahlt.""",
            """A Knack is announced: whoever has one after their swap shows it at once and the game is over.
            Anyone who holds a Knack without announcing it and is found out at scoring alone loses that game
            and pays.""",
        ),
        option="announce_knack",
        reading=True,
        other=(
            """Ein Knack wird nicht angesagt: Man spielt weiter, bis jemand zumacht, und der Knack zählt erst bei
            der Wertung.""",
            """A Knack is not announced: play goes on until someone closes, and the Knack only counts at
            scoring.""",
        ),
        note=(
            """Der Artikel überlässt es den Mitspielern, ob ein Knack angesagt wird oder man bis zum Zumachen
            weiterspielt. Wir sagen an, weil der Text die Strafe fürs Verschweigen ausführlich beschreibt.""",
            """The article leaves it to the players whether a Knack is announced or play goes on until someone
            closes. We announce, because the text spells out the penalty for keeping quiet.""",
        ),
    ),
    _e(
        "O11",
        _O,
        ("Verpasster Superknack", "Missed Superknack"),
        (
            """Wer einen Superknack hat und ihn nicht ansagt, zahlt alle Münzen, die er noch hat, in den Pott
            und ist draußen. Das gilt immer, auch wenn ein Knack nicht angesagt werden muss.""",
            """A player who holds a Superknack and fails to announce it pays every coin he has left into the
            pot and is out. This always applies, even when a Knack need not be announced.""",
        ),
    ),
    _e(
        "O12",
        _O,
        ("Zahlen", "Paying"),
        (
            """Bei der Wertung zahlt, wer den niedrigsten Wert hat, eine Münze in den Pott. Haben mehrere gleich
            wenig, zahlen alle; gestochen wird nicht.""",
            """At scoring, the player with the lowest hand pays a coin into the pot. If several share the lowest
            value they all pay; there is no tie-break.""",
        ),
        note=(
            """Der Artikel sagt „der oder die Spieler mit den niedrigsten Punktwerten“. Bei Gleichstand zahlen
            also alle, ein Stechen wie bei 31 (K17) gibt es nicht.""",
            """The article says "the player or players with the lowest points". So on a tie they all pay; there
            is no tie-break as in 31 (K17).""",
        ),
    ),
    _e(
        "O13",
        _O,
        ("Blank und Schwimmen", "Blank and swimming"),
        (
            """Wer keine Münze mehr hat, ist „blank“ und darf ohne Geld weiterspielen, er „schwimmt“; verliert
            er noch einmal, ist er draußen. Wer als Letzter übrig bleibt, bekommt den ganzen Pott, und nach
            jedem Spiel wandert das Geben einen Platz im Uhrzeigersinn.""",
            """A player with no coins left is "blank" and may play on without money, "swimming"; losing once
            more puts him out. The last player left takes the whole pot, and after each game the deal moves one
            seat clockwise.""",
        ),
        option="blank_may_drop_out",
        reading=False,
        other=(
            """Wer keine Münze mehr hat, ist „blank“ und entscheidet vor dem nächsten Spiel: ohne Geld
            weiterspielen, also „schwimmen“, oder aussteigen. Wer schwimmt und noch einmal verliert, ist
            draußen. Wer als Letzter übrig bleibt, bekommt den ganzen Pott, und nach jedem Spiel wandert das
            Geben einen Platz im Uhrzeigersinn.""",
            """A player with no coins left is "blank" and decides before the next game: play on without money,
            "swimming", or drop out. A swimmer who loses once more is out. The last player left takes the whole
            pot, and after each game the deal moves one seat clockwise.""",
        ),
        note=(
            """Der Artikel sagt „hat jemand dreimal verloren“, weil meist mit drei Münzen gespielt wird. Wir
            knüpfen „blank“ an die Münzen: Blank ist, wer keine mehr hat. Der Artikel sagt auch, der Blanke
            „hat die Möglichkeit“ zu schwimmen; wir lassen ihn immer schwimmen, denn aussteigen bringt ihm
            nichts. Mit blank_may_drop_out=True fragt das Spiel ihn vor dem nächsten Spiel, ob er schwimmt
            oder aussteigt.""",
            """The article says "someone who has lost three times", because three coins are usual. We tie
            "blank" to the coins: a player is blank when none are left. The article also says the blank player
            "has the option" to swim; we always let him swim, since dropping out gains him nothing. With
            blank_may_drop_out=True the game asks him before the next game whether to swim or drop out.""",
        ),
    ),
    # --- C: Charakir ------------------------------------------------------------------------------
    _e(
        "C1",
        _C,
        ("Die Karten", "The deck"),
        (
            """Gespielt wird mit einem vollständigen französischen Blatt aus 52 Karten, ohne Joker.""",
            """A standard French deck of 52 cards is used, with no jokers.""",
        ),
        depends=("deck",),
    ),
    _e(
        "C2",
        _C,
        ("Kartenwerte", "Card points"),
        (
            """Das Ass zählt 1 Punkt, die Zwei bis Neun ihren Zahlenwert, Zehn, Bube, Dame und König je 10.""",
            """An ace counts 1, two to nine their number, and ten, jack, queen and king 10 each.""",
        ),
    ),
    _e(
        "C3",
        _C,
        ("Spielerzahl", "Players"),
        (
            """Ab zwei Personen, am schönsten zu dritt bis zu fünft; höchstens {max_players}, damit jeder vier
            Karten bekommt und noch Ablage und Nachziehstapel bleiben.""",
            """Two or more players, best with three to five; at most {max_players}, so that everyone gets four
            cards and there is still a discard and a draw pile.""",
        ),
        note=(
            """Die Quelle sagt nur „zwei oder mehr“. Die Obergrenze ergibt sich aus dem Blatt.""",
            """The source only says "two or more". The upper limit follows from the deck.""",
        ),
    ),
    _e(
        "C4",
        _C,
        ("Der erste Geber", "The first dealer"),
        (
            """Zu Beginn zieht jeder eine Karte, und wer die höchste hat, gibt zuerst; dabei ist das Ass die
            niedrigste Karte und der König die höchste, und wer gleichauf liegt, zieht noch einmal. Danach
            wandert das Geben jede Runde einen Platz im Uhrzeigersinn.""",
            """To begin, everyone draws a card and the highest deals first; for this draw the ace is lowest and
            the king highest, and tied players draw again. After that the deal moves one seat clockwise each
            round.""",
        ),
        note=(
            """Die Quelle bestimmt nur den ersten Geber. Dass das Geben danach im Uhrzeigersinn weiterwandert,
            ist unsere Ergänzung.""",
            """The source only decides the first dealer. That the deal then moves on clockwise is our
            addition.""",
        ),
    ),
    _e(
        "C5",
        _C,
        ("Geben", "Dealing"),
        (
            """Jeder bekommt vier verdeckte Karten. Der Rest ist der Nachziehstapel, dessen oberste Karte
            aufgedeckt wird und die Ablage eröffnet.""",
            """Each player is dealt four cards face down. The rest form the draw pile, whose top card is turned
            up to start the discard pile.""",
        ),
    ),
    _e(
        "C6",
        _C,
        ("Reihenfolge", "Turn order"),
        (
            """Gespielt wird im Uhrzeigersinn, angefangen beim linken Nachbarn des Gebers.""",
            """Play runs clockwise, starting with the player to the dealer's left.""",
        ),
    ),
    _e(
        "C7",
        _C,
        ("Ziehen", "Drawing"),
        (
            """Jeder Zug beginnt mit genau einer Karte: entweder der obersten vom Nachziehstapel oder der
            obersten von der Ablage.""",
            """Each turn begins with exactly one draw: the top card of the draw pile or the top card of the
            discard pile.""",
        ),
    ),
    _e(
        "C8",
        _C,
        ("Paar ablegen", "Laying a pair"),
        (
            """Wer die oberste Karte der Ablage nimmt, muss sofort zwei {pair} Handkarten auf die Ablage
            legen, und die gerade genommene Karte darf eine davon sein. Ohne Paar darf man nicht von der Ablage
            nehmen; wer vom Nachziehstapel zieht, legt nie ein Paar ab.""",
            """Taking the top discard obliges you to lay two hand cards {pair} on the discard pile at
            once, and the card you just took may be one of them. Without such a pair you may not take it, and
            after drawing from the draw pile you never lay a pair.""",
        ),
        option="pair_may_use_taken_card",
        reading=True,
        other=(
            """Wer die oberste Karte der Ablage nimmt, muss sofort zwei {pair} Karten ablegen, die er
            schon vorher auf der Hand hatte; die genommene zählt nicht mit. Ohne Paar darf man nicht von der
            Ablage nehmen; wer vom Nachziehstapel zieht, legt nie ein Paar ab.""",
            """Taking the top discard obliges you to lay down at once two cards {pair} that you already
            held; the card you took does not count. Without such a pair you may not take it, and after drawing
            from the draw pile you never lay a pair.""",
        ),
        note=(
            """Die Quelle verlangt zwei Handkarten gleichen Werts, sagt aber nicht, ob die eben genommene Karte
            schon dazugehört. Wir zählen sie zur Hand; ausgeschaltet muss das Paar vorher schon auf der Hand
            gewesen sein. „Denselben Wert“ könnte auch dieselben Punkte meinen (König und Dame zählen beide 10);
            die Beispiele der Quelle sind zwei Fünfen oder zwei Könige, also lesen wir: derselbe Rang. Mit
            pair_by_points=True ist auch ein Paar, was gleich viele Punkte zählt.""",
            """The source asks for two hand cards of the same value but does not say whether the card just
            taken is one of them. We count it as a hand card; switched off, the pair must have been in the hand
            beforehand. "The same value" could also mean the same points (a king and a queen both count 10);
            the source's examples are two fives or two kings, so we read it as the same rank. With
            pair_by_points=True cards of equal points make a pair.""",
        ),
        depends=("pair_by_points",),
    ),
    _e(
        "C9",
        _C,
        ("Ablegen", "Discarding"),
        (
            """Danach legt man eine Handkarte offen auf die Ablage.""",
            """Then you discard one card from your hand face up.""",
        ),
        option="may_discard_taken_card",
        reading=True,
        other=(
            """Danach legt man eine Handkarte offen auf die Ablage, aber nicht die Karte, die man gerade von der
            Ablage genommen hat, es sei denn, sie ist die letzte auf der Hand.""",
            """Then you discard one card from your hand face up, but not the card you have just taken from the
            discard pile, unless it is the last one in your hand.""",
        ),
        note=(
            """Die Quelle sagt nicht, ob man die eben von der Ablage genommene Karte gleich wieder ablegen darf.
            Da nichts es verbietet, erlauben wir es; mit may_discard_taken_card=False muss sie vorerst auf der
            Hand bleiben.""",
            """The source does not say whether the card just taken from the discard pile may be discarded again
            at once. Since nothing forbids it, we allow it; with may_discard_taken_card=False it has to stay in
            the hand for now.""",
        ),
    ),
    _e(
        "C10",
        _C,
        ("Klopfen", "Knocking"),
        (
            """Nach dem Ablegen darf klopfen, wer höchstens 10 Punkte auf der Hand hat. Alle anderen haben dann
            noch einen letzten Zug; der Klopfer selbst ist nicht mehr dran.""",
            """After discarding, a player whose hand totals 10 or less may knock. Everyone else then has one last
            turn; the knocker sits it out.""",
        ),
    ),
    _e(
        "C11",
        _C,
        ("Wertung nach dem Klopfen", "Scoring after a knock"),
        (
            """Liegen alle anderen über dem Klopfer, schreibt sich jeder von ihnen seine Punkte auf und der
            Klopfer 0. Hat auch nur einer gleich viel oder weniger, bekommt der Klopfer 25 Strafpunkte und alle
            anderen 0.""",
            """If every other player has more points than the knocker, each of them scores his own total and the
            knocker 0. If even one has the same or fewer, the knocker takes 25 penalty points and everyone else
            0.""",
        ),
        option="knocker_scores_hand",
        reading=False,
        other=(
            """Liegen alle anderen über dem Klopfer, schreibt sich jeder seine eigenen Handpunkte auf, auch der
            Klopfer. Hat auch nur einer gleich viel oder weniger, bekommt der Klopfer 25 Strafpunkte und alle
            anderen 0.""",
            """If every other player has more points than the knocker, everyone scores their own hand total,
            the knocker too. If even one has the same or fewer, the knocker takes 25 penalty points and everyone
            else 0.""",
        ),
        note=(
            """Die Quelle beschreibt die Strafe Spieler für Spieler. Wir lesen sie so: Schon ein einziger, der
            nicht über dem Klopfer liegt, bringt ihm 25 Punkte, und dann schreibt niemand sonst etwas auf. Was der
            Klopfer bekommt, wenn er gewinnt, sagt die Quelle nicht; wir geben ihm 0 (der Lohn fürs gute Klopfen).
            Mit knocker_scores_hand=True schreibt er sich wie alle anderen seine Handpunkte auf.""",
            """The source describes the penalty player by player. We read it this way: a single player not above
            the knocker is enough to give him 25, and then nobody else scores anything. What the knocker scores
            when he wins, the source does not say; we give him 0 (the reward for a good knock). With
            knocker_scores_hand=True he scores his own hand total like everyone else.""",
        ),
    ),
    _e(
        "C12",
        _C,
        ("Runde ohne Klopfen", "No knock"),
        (
            """Ist der Nachziehstapel leer und hat niemand geklopft, endet die Runde nach diesem Zug, und jeder
            schreibt sich seine Handpunkte auf. Geht der Stapel erst in den letzten Zügen nach einem Klopfen
            aus, endet die Runde sofort und wird wie nach dem Klopfen gewertet.""",
            """When the draw pile is empty and nobody has knocked, the round ends after that turn and everyone
            scores their hand total. If the pile runs out during the last turns after a knock, the round ends
            there and is scored as after a knock.""",
        ),
        note=(
            """Was passiert, wenn der Stapel nach einem Klopfen ausgeht, sagt die Quelle nicht. Wir beenden die
            Runde dann und werten wie nach dem Klopfen. Das gilt auch, wenn jemand genau in dem Zug klopft, in
            dem er die letzte Karte zieht: Den letzten Zug, den das Klopfen verspricht (C10), bekommt dann
            keiner. Erwarten würde man ihn eher, und die offene Karte ließe sich ja noch nehmen; mit
            last_turns_without_pile=True werden die letzten Züge gespielt, mit der offenen Karte als einziger
            Karte zum Nehmen (wer kein Paar dafür hat, setzt aus). Der Standard bleibt, damit jedes gespeicherte
            Spiel so weiterläuft wie bisher.""",
            """The source does not say what happens when the pile runs out after a knock. We end the round then
            and score it as after a knock. That also holds for a knock on the very turn that drew the last
            card: nobody gets the last turn the knock promises (C10). A player would rather expect that last
            turn, and taking the discard is still possible; with last_turns_without_pile=True the last turns
            are played, with the discard as the only card to take (whoever has no pair for it skips). The
            default stays as it is so that every saved and seeded game plays as before.""",
        ),
        option="last_turns_without_pile",
        reading=False,
        other=(
            """Ist der Nachziehstapel leer und hat niemand geklopft, endet die Runde nach diesem Zug, und jeder
            schreibt sich seine Handpunkte auf. Nach einem Klopfen bekommen alle ihren letzten Zug, auch ohne
            Stapel: Dann kann man nur die offene Karte nehmen, und wer dafür kein Paar hat, setzt aus.""",
            """When the draw pile is empty and nobody has knocked, the round ends after that turn and everyone
            scores their hand total. After a knock everyone gets their last turn even without a pile: then only
            the discard can be taken, and whoever has no pair for it sits the turn out.""",
        ),
    ),
    _e(
        "C13",
        _C,
        ("Spielende", "End of the game"),
        (
            """{game_end} Es gewinnt, wer am wenigsten Punkte hat; bei Gleichstand teilen sich alle mit der
            niedrigsten Summe den Sieg.""",
            """{game_end} The lowest total wins; players who share the lowest total share the win.""",
        ),
        depends=("limit", "rounds"),
        note=(
            """Die Quelle nennt als Beispiele 100 Punkte oder 7 bzw. 9 Runden. Standard ist bei uns die
            Grenze von 100 Punkten; eine Rundenzahl lässt sich dazu oder stattdessen wählen.""",
            """The source gives 100 points or 7 or 9 rounds as examples. Our default is the 100-point limit; a
            number of rounds can be added or used instead.""",
        ),
    ),
)

REGISTRY: dict[str, RuleEntry] = {e.id: e for e in _ENTRIES}
"""Every rule of RULES.md by ID, in the order of RULES.md (E, K, O, C)."""

_ACCEPTED_IDS = "E1-E6, K1-K19, O1-O13, C1-C13"


# --- filling in the templates ---------------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def _default_rules(game: str) -> Rules:
    return _make_rules(game)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


@functools.lru_cache(maxsize=256)
def _values(r: Rules, lang: str) -> dict[str, str]:
    """Everything the templates may ask for, from one rules object, in one language."""
    de = lang == "de"
    german = r.deck.family == "german"
    values = {
        "turn_cap": str(r.turn_cap),
        "max_players": str(r.max_players),
        "faces": ("Unter, Ober und König" if german else "Bube, Dame und König")
        if de
        else ("under, over and king" if german else "jack, queen and king"),
        "ace": ("Ass (Daus)" if german else "Ass") if de else ("ace (Daus)" if german else "ace"),
        "close": "zumachen" if r.game == "knack_oberlausitz" else "passen",
        "closed": "zugemacht" if r.game == "knack_oberlausitz" else "gepasst",
        "deal_stop": (
            (
                "einen Superknack oder – wenn Knack angesagt wird – einen Knack"
                if de
                else "a Superknack, or a Knack when Knacks are announced"
            )
            if r.game == "knack_oberlausitz"
            else ("31 oder Feuer" if de else "31 or Feuer")
        ),
        "lives": _plural(r.lives or 0, "Leben", "Leben") if de else _plural(r.lives or 0, "life", "lives"),
        "coins": _plural(r.coins or 0, "Münze", "Münzen") if de else _plural(r.coins or 0, "coin", "coins"),
        "game_end": _game_end(r.limit, r.rounds, de),
        "feuer_counts": ("zählen 33" if de else "count 33")
        if r.feuer_shown_as_33 is not False
        else ("schlagen jede andere Hand" if de else "beat every other hand"),
        "pair": (
            ("gleich viel zählende (etwa König und Dame)" if de else "of equal points (a king and a queen, say)")
            if r.pair_by_points
            else ("gleichrangige" if de else "of equal rank")
        ),
    }
    return values


def _game_end(limit: int | None, rounds: int | None, de: bool) -> str:
    if rounds is not None:
        rounds_text = _plural(rounds, "Runde", "Runden") if de else _plural(rounds, "round", "rounds")
    if limit is not None and rounds is not None:
        if de:
            return f"Das Spiel endet, sobald jemand über {limit} Punkte kommt, spätestens aber nach {rounds_text}."
        return f"The game ends as soon as someone goes over {limit} points, or after {rounds_text} at the latest."
    if rounds is not None:
        return f"Das Spiel endet nach {rounds_text}." if de else f"The game ends after {rounds_text}."
    if de:
        return f"Das Spiel endet, sobald jemand über {limit} Punkte kommt."
    return f"The game ends as soon as someone goes over {limit} points."


def _option_value(r: Rules, name: str) -> Any:
    value = getattr(r, name)
    return getattr(value, "key", value)  # the deck by its key


def _as_rules(value: object) -> Rules:
    return as_rules(value, not_rules="registry.bad_rules")


def _canonical_ruleset(ruleset: object) -> str:
    game = ruleset.game if isinstance(ruleset, Rules) else ruleset_name(ruleset)
    if game is None:
        raise RulesError("rules.unknown_ruleset", value=summarize(ruleset), accepted=", ".join(RULESETS))
    return game


def _render(e: RuleEntry, r: Rules, lang: str) -> str:
    de = lang == "de"
    if e.option is not None and _option_value(r, e.option) != e.reading:
        template = e.other_de if de else e.other_en
    else:
        template = e.text_de if de else e.text_en
    return template.format_map(_values(r, lang))


# --- public API -------------------------------------------------------------------------------------


def entry(rule_id: str) -> RuleEntry:
    """The :class:`RuleEntry` of a rule ID (``"k1"`` is read as ``"K1"``).

    >>> entry("O6").option, entry("O6").rulesets
    ('same_rank_adds', ('knack_oberlausitz',))
    >>> entry("K20")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    knackpy.errors.KnackpyError: Unbekannte Regel 'K20'; ...
    """
    key = rule_id.strip().upper() if isinstance(rule_id, str) else None
    found = REGISTRY.get(key) if key else None
    if found is None:
        raise KnackpyError("registry.unknown_rule", value=summarize(rule_id), accepted=_ACCEPTED_IDS)
    return found


def rule_title(rule_id: str, lang: str = "de") -> str:
    """The short title of a rule.

    >>> rule_title("K11"), rule_title("K11", "en")
    ('Schieben', 'Pushing (schieben)')
    """
    return entry(rule_id).title(lang)


def rule_text(rule_id: str, lang: str = "de", rules: Rules | str | None = None) -> str:
    """The one-line text of a rule, filled in from ``rules`` (a rules object or a ruleset name).

    Without ``rules``, or with the rules of a ruleset the rule does not belong
    to, the defaults of the rule's own (first) ruleset are used.

    >>> from knackpy.rules import rules
    >>> rule_text("E4", "en", rules("knack", turn_cap=50))  # doctest: +ELLIPSIS
    'So that no round can go on forever, it stops after at most 50 turns and ...'
    >>> rule_text("K1") == rule_text("K1", rules=rules("knack", deck="french52"))
    False
    """
    e = entry(rule_id)
    lang = i18n.check_lang(lang)
    r = _as_rules(rules) if rules is not None else None
    if r is None or r.game not in e.rulesets:
        r = _default_rules(e.rulesets[0])
    return _render(e, r, lang)


def rule_ids(ruleset: str | Rules | None = None) -> tuple[str, ...]:
    """All rule IDs in the order of RULES.md, or those of one ruleset (name, alias or rules object).

    >>> rule_ids("charakir")[:8]
    ('E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'C1', 'C2')
    >>> "K17" in rule_ids("oberlausitz"), "K10" in rule_ids("oberlausitz")
    (False, True)
    """
    if ruleset is None:
        return tuple(REGISTRY)
    game = _canonical_ruleset(ruleset)
    return tuple(rule_id for rule_id, e in REGISTRY.items() if game in e.rulesets)


def describe(rules: Rules | str, lang: str = "de") -> list[tuple[str, str]]:
    """The rules in force as ``(rule_id, one-line text)``: game rules in ID order, then E1-E6.

    >>> from knackpy.rules import rules
    >>> lines = describe(rules("knack_oberlausitz", same_rank_adds=False), "en")
    >>> lines[0][0], lines[-1][0]
    ('K2', 'E6')
    >>> dict(lines)["O6"]
    'Only cards of one suit add up, as in 31; two aces of different suits are therefore worth just 11.'
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    ids = rule_ids(r.game)
    ordered = [i for i in ids if not i.startswith("E")] + [i for i in ids if i.startswith("E")]
    return [(i, _render(REGISTRY[i], r, lang)) for i in ordered]


def _describe_rules(self: Rules, lang: str = "de") -> list[tuple[str, str]]:
    """The rules in force as ``(rule_id, one-line text)``, reflecting the options.

    >>> from knackpy.rules import rules
    >>> rules("charakir").describe("en")[0][0]
    'C1'
    """
    return describe(self, lang)


# Rules.describe lives here, next to the texts it reads: rules.py sits below this module and cannot import it.
Rules.describe = _describe_rules


def flags(rules: Rules | str, lang: str = "de") -> list[tuple[str, str, str, str]]:
    """The reading flags of a ruleset: ``(option, rule_id, current reading, other reading)``.

    Flags are the options that switch a rule between two readings (the
    booleans of RULES.md, and the deck where a ruleset offers two).  Numbers
    (lives, coins, limit, rounds, turn_cap) are filled into the texts instead.

    >>> from knackpy.rules import rules
    >>> [(option, rule_id) for option, rule_id, _, _ in flags(rules("charakir"))]
    [('pair_may_use_taken_card', 'C8'), ('may_discard_taken_card', 'C9'), ('knocker_scores_hand', 'C11'), ('last_turns_without_pile', 'C12')]
    >>> option, rule_id, now, other = flags(rules("knack"), "en")[-1]
    >>> option, now.startswith("The 7-8-9 house rule is not in use"), other.startswith("The 7-8-9 house rule is in use")
    ('seven_eight_nine', True, True)
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    out = []
    for rule_id in rule_ids(r.game):
        e = REGISTRY[rule_id]
        if e.option is None:
            continue
        current = _option_value(r, e.option)
        other_rules = r.replace(**{e.option: e.other_value if current == e.reading else e.reading})
        out.append((e.option, rule_id, _render(e, r, lang), _render(e, other_rules, lang)))
    return out


def readings(rules: Rules | str, lang: str = "de") -> list[tuple[str, str, str, str]]:
    """Every reading a switch changes: the :func:`flags`, then the yes/no options filled into a rule's text.

    ``(option, rule_id, current text, text with the option switched)``, e.g. C8's
    ``pair_by_points`` (a pair of equal points) beside its flag ``pair_may_use_taken_card``.

    >>> from knackpy.rules import rules
    >>> [(option, rule_id) for option, rule_id, _, _ in readings(rules("charakir"))][-1]
    ('pair_by_points', 'C8')
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)
    out = flags(r, lang)
    flagged = {option for option, _, _, _ in out}
    for option, value in r.options().items():
        if isinstance(value, bool) and option not in flagged:
            switched = r.replace(**{option: not value})
            out.extend((option, rule_id, now, other) for rule_id, now, other in diff(r, switched, lang))
    return out


def diff(rules_a: Rules | str, rules_b: Rules | str, lang: str = "de") -> list[tuple[str, str, str]]:
    """The rules whose text differs between two rules objects: ``(rule_id, text a, text b)``.

    IDs follow RULES.md; a rule not in force on one side has the text ``""`` there.

    >>> from knackpy.rules import rules
    >>> [d[0] for d in diff(rules("charakir"), rules("charakir", rounds=9))]
    ['C13']
    >>> diff(rules("knack"), rules("knack"))
    []
    """
    a, b = _as_rules(rules_a), _as_rules(rules_b)
    lang = i18n.check_lang(lang)
    ids_a, ids_b = set(rule_ids(a.game)), set(rule_ids(b.game))
    out = []
    for rule_id, e in REGISTRY.items():
        text_a = _render(e, a, lang) if rule_id in ids_a else ""
        text_b = _render(e, b, lang) if rule_id in ids_b else ""
        if text_a != text_b:
            out.append((rule_id, text_a, text_b))
    return out


def notes(lang: str = "de", ruleset: str | Rules | None = None) -> list[tuple[str, str, str]]:
    """How each ambiguity was resolved: ``(rule_id, title, note)`` for every rule with a note.

    >>> [n[0] for n in notes("en", "charakir")]
    ['E4', 'C3', 'C4', 'C8', 'C9', 'C11', 'C12', 'C13']
    """
    lang = i18n.check_lang(lang)
    return [(i, REGISTRY[i].title(lang), REGISTRY[i].note(lang)) for i in rule_ids(ruleset) if REGISTRY[i].note_de]


def option_label(name: str, lang: str = "de") -> str:
    """A readable name for an option of :data:`knackpy.rules.OPTIONS`.

    >>> option_label("same_rank_adds", "en")
    'Same ranks add up'
    """
    key = f"registry.option.{name}"
    return i18n.text(key, lang) if key in i18n.all_entries() else name


# --- the rule card ----------------------------------------------------------------------------------

# Sections of the printed card and the rules each shows; every game rule of the ruleset appears once,
# and of the engine rules only E4 (it can end a round).  Goal lines cite _GOAL_IDS.
_CARD_LAYOUT: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "knack": (
        ("deck", ("K1", "K2")),
        ("players", ("K3", "K4", "K5")),
        ("goal", ("K6", "K7", "K8")),
        ("turn", ("K9", "K10", "K11", "K12", "K13", "K14", "K19")),
        ("end", ("K15", "E4")),
        ("scoring", ("K16", "K17", "K18")),
    ),
    "knack_oberlausitz": (
        ("deck", ("O1", "K2")),
        ("players", ("O2", "O3", "O4")),
        ("goal", ("O6", "O7", "O8", "O9")),
        ("turn", ("O5", "K10", "K11", "K13", "K19")),
        ("end", ("O10", "O11", "K15", "E4")),
        ("scoring", ("O12", "O13")),
    ),
    "charakir": (
        ("deck", ("C1", "C2")),
        ("players", ("C3", "C4", "C5")),
        ("goal", ()),
        ("turn", ("C6", "C7", "C8", "C9", "C10")),
        ("end", ("C12", "E4")),
        ("scoring", ("C11", "C13")),
    ),
}
_GOAL_IDS = {"knack": ("K16", "K18"), "knack_oberlausitz": ("O12", "O13"), "charakir": ("C13",)}


def _option_rule(r: Rules, name: str) -> str:
    """The rule an option belongs to in this ruleset (K12 in knack, O5 in the Oberlausitz, ...)."""
    ids = rule_ids(r.game)
    for rule_id in ids:
        if REGISTRY[rule_id].option == name:
            return rule_id
    for rule_id in ids:
        if name in REGISTRY[rule_id].depends:
            return rule_id
    return OPTIONS[name].rule


def _show_value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return i18n.text("registry.card.on" if value else "registry.card.off", lang)
    if value is None:
        return i18n.text("registry.card.none", lang)
    if hasattr(value, "name"):  # a Deck
        return value.name(lang)
    return str(value)


def rule_card(rules: Rules | str, lang: str = "de") -> str:
    """A one-page Markdown rule card for teachers: every line cites its rule ID.

    >>> from knackpy.rules import rules
    >>> card = rule_card(rules("knack", seven_eight_nine=True), "en")
    >>> card.splitlines()[0]
    '# Knack (31) – rule card'
    >>> "The 7-8-9 house rule is in use" in card, "(K19)" in card
    (True, True)
    """
    r = _as_rules(rules)
    lang = i18n.check_lang(lang)

    def t(key: str, **params: object) -> str:
        return i18n.text(key, lang, **params)

    lines = [f"# {t('registry.card.title', name=r.name(lang))}", "", f"*{t('registry.card.intro', game=r.game)}*"]
    for section, ids in _CARD_LAYOUT[r.game]:
        lines += ["", f"## {t(f'registry.card.{section}')}", ""]
        if section == "goal":
            cited = ", ".join(_GOAL_IDS[r.game])
            lines.append(f"**{t(f'registry.card.goal.{r.game}')}** ({cited})")
            if ids:
                lines.append("")
        lines += [f"- {_render(REGISTRY[i], r, lang)} ({i})" for i in ids]
    lines += ["", f"## {t('registry.card.house')}", ""]
    defaults = {name: OPTIONS[name].defaults[r.game] for name in r.options()}
    for name, value in r.options().items():
        state = t("registry.card.default" if defaults[name] == value else "registry.card.changed")
        shown = _show_value(getattr(r, name), lang)
        lines.append(f"- **{option_label(name, lang)}:** {shown} – {state} (`{name}`, {_option_rule(r, name)})")
    return "\n".join(lines) + "\n"


i18n.catalogue(
    {
        "registry.rule": ("Regel", "rule"),
        "registry.unknown_rule": (
            "Unbekannte Regel {value}; es gibt: {accepted}",
            "Unknown rule {value}; there are: {accepted}",
        ),
        "registry.bad_rules": (
            "Erwartet wird ein Regelwerk (rules(...)) oder sein Name, nicht {value}",
            "Expected a rules object (rules(...)) or a ruleset name, not {value}",
        ),
        "registry.card.title": ("{name} – Regelkarte", "{name} – rule card"),
        "registry.card.intro": (
            "Regelwerk `{game}`. Die Kürzel in Klammern sind die Regel-IDs des Projekts.",
            "Ruleset `{game}`. The codes in brackets are the project's rule IDs.",
        ),
        "registry.card.deck": ("Karten", "Cards"),
        "registry.card.players": ("Spieler und Geben", "Players and dealing"),
        "registry.card.goal": ("Ziel", "Goal"),
        "registry.card.turn": ("Der Spielzug", "Your turn"),
        "registry.card.end": ("Ende der Runde", "End of a round"),
        "registry.card.scoring": ("Wertung", "Scoring"),
        "registry.card.house": ("Hausregeln und Optionen", "House rules and options"),
        "registry.card.goal.knack": (
            "Mit drei Karten möglichst nah an 31 kommen. Das schwächste Blatt kostet ein Leben, und wer "
            "zuletzt noch Leben hat, gewinnt.",
            "Get as close to 31 as you can with three cards. The weakest hand costs a life, and the last "
            "player with lives left wins.",
        ),
        "registry.card.goal.knack_oberlausitz": (
            "Ein möglichst hohes Blatt sammeln. Das schwächste Blatt zahlt in den Pott, und wer als Letzter "
            "übrig bleibt, bekommt ihn.",
            "Build the highest hand you can. The weakest hand pays into the pot, and the last player left takes it.",
        ),
        "registry.card.goal.charakir": (
            "So wenige Punkte wie möglich sammeln: Am Ende gewinnt die niedrigste Summe.",
            "Collect as few points as you can: the lowest total at the end wins.",
        ),
        "registry.card.on": ("an", "on"),
        "registry.card.off": ("aus", "off"),
        "registry.card.none": ("keine", "none"),
        "registry.card.default": ("Standard", "default"),
        "registry.card.changed": ("geändert", "changed"),
        "registry.option.deck": ("Kartenblatt", "Deck"),
        "registry.option.lives": ("Leben", "Lives"),
        "registry.option.coins": ("Münzen", "Coins"),
        "registry.option.same_rank_adds": ("Gleiche Werte zählen zusammen", "Same ranks add up"),
        "registry.option.knack_is_ace_flush": ("Knack ist jede Farbe mit Ass", "Any suit with an ace is a Knack"),
        "registry.option.announce_knack": ("Knack wird angesagt", "A Knack is announced"),
        "registry.option.renew_stock_when_all_push": (
            "Neuer Stock, wenn alle schieben",
            "Fresh stock when everyone pushes",
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
        "registry.option.feuer_shown_as_33": ("Feuer zählt 33", "Feuer counts 33"),
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
    }
)
