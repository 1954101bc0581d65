"""The sentences of the guided rounds (knackpy.widgets.guided_rounds), German and English.

Fields in braces are cards or suits of the round (``facts``), filled in the lesson's language: "Nochmal"
turns the suits, so a sentence never names a card itself.
"""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        # --- the frame ------------------------------------------------------------------------------------
        "guided.error.ruleset": (
            "Ein geführtes Spiel gibt es für {value} nicht; möglich sind: {accepted}",
            "There is no guided game for {value}; available: {accepted}",
        ),
        "guided.error.topic": (
            "Eine geführte Runde {value} gibt es nicht; möglich sind: {accepted}",
            "There is no guided round {value}; available: {accepted}",
        ),
        "guided.error.move": (
            "Den Zug {move} gibt es hier nicht; möglich sind: {accepted} (E2)",
            "There is no move {move} here; possible: {accepted} (E2)",
        ),
        "guided.error.turn": (
            "Die Runde Nummer {value} gibt es nicht; möglich ist eine ganze Zahl ab 0",
            "There is no round number {value}; a whole number from 0 on is accepted",
        ),
        "guided.title": ("Geführte Runde: {name}", "Guided round: {name}"),
        "guided.intro": (
            "Du bist Anna. Alle Karten sind für diese Runde vorbereitet, und hier steht immer, was du tun "
            "kannst. Ein anderer Klick schadet nicht: Du liest dann, warum etwas anderes hier besser ist.",
            "You are Anna. All cards are set up for this round, and this box always says what you can do. "
            "Another click does no harm: you read why something else is better here.",
        ),
        "guided.your_hand": ("Deine Karten", "Your cards"),
        "guided.table": ("Stock: drei offene Karten", "Table: three face-up cards"),
        "guided.discard": ("Offene Karte", "Face-up card"),
        "guided.todo": ("Klick auf „{action}“. {why}", "Click “{action}”. {why}"),
        "guided.other": (
            "„{clicked}“ wäre erlaubt, aber probier jetzt „{action}“: {why}",
            "“{clicked}” would be allowed, but try “{action}” now: {why}",
        ),
        "guided.done": ("Geschafft!", "Well done!"),
        "guided.again": ("Nochmal", "Play again"),
        "guided.again_tip": (
            "Eine neue vorbereitete Runde zum selben Thema, mit anderen Karten",
            "A new prepared round on the same topic, with other cards",
        ),
        # --- Knack: keep, swap, Knack (K5, K6, K10, K14) -------------------------------------------------------
        "guided.knack.keep": (
            "Du gibst und schaust eine deiner zwei Hände an: {hand}. Drei {suit}-Karten, zusammen 27 Punkte. Das "
            "ist gut, also behältst du sie; die andere Hand kommt offen als Stock auf den Tisch (K5).",
            "You are the dealer and look at one of your two hands: {hand}. Three {suit}, 27 points together. That "
            "is good, so you keep it; the other hand goes face up on the table (K5).",
        ),
        "guided.knack.swap": (
            "Schau in den Stock: {ace} zählt 11 und passt zu deinen {suit}-Karten. Tausch {low} dagegen, dann "
            "hast du 10 + 10 + 11 = 31 (K6, K10).",
            "Look at the table: {ace} counts 11 and matches your {suit}. Swap {low} for it: then you have "
            "10 + 10 + 11 = 31 (K6, K10).",
        ),
        "guided.knack.call": (
            "Du hast 31! Ruf sofort „Knack!“, sonst verlierst du die Runde (K14).",
            "You have 31! Call “Knack!” at once, or you lose the round (K14).",
        ),
        "guided.knack.swap.done": (
            "Gut gemacht: Du hast eine gute Hand behalten, die passende Karte aus dem Stock genommen und sofort "
            "„Knack!“ gerufen. Wer am wenigsten hat, verliert ein Leben.",
            "Well played: you kept a good hand, took the card that fits from the table and called “Knack!” at "
            "once. Whoever has the least loses a life.",
        ),
        # --- Knack: push, and a new table when everyone pushes (K11, K12) ------------------------------------
        "guided.push.keep": (
            "Deine Hand: {hand}, drei {suit}-Karten, 27 Punkte. Behalte sie (K5).",
            "Your hand: {hand}, three {suit}, 27 points. Keep it (K5).",
        ),
        "guided.push.push": (
            "Im Stock passt keine Karte zu deinen {suit}-Karten. Dann schiebst du: Du tauschst nichts, und der "
            "Nächste ist dran (K11). Ben und Clara haben auch geschoben. Wenn du jetzt schiebst, haben alle "
            "geschoben: Der Stock kommt weg, und drei neue Karten liegen offen da (K12).",
            "No card on the table matches your {suit}. So you push: you swap nothing, and it is the next "
            "player's turn (K11). Ben and Clara pushed too. If you push now, everyone has pushed: the table "
            "goes out of play, and three new cards are laid face up (K12).",
        ),
        "guided.push.swap": (
            "Der neue Stock bringt dir {ace}: Es passt zu deinen {suit}-Karten. Tausch {low} dagegen (K10).",
            "The new table brings you {ace}: it matches your {suit}. Swap {low} for it (K10).",
        ),
        "guided.push.call": (
            "Das sind 31! Ruf sofort „Knack!“ (K14).",
            "That is 31! Call “Knack!” at once (K14).",
        ),
        "guided.push.done": (
            "Gut gemacht: Du hast geschoben, als nichts gepasst hat, und auf den neuen Stock gewartet. Der hat "
            "dir die fehlende Karte gebracht.",
            "Well played: you pushed when nothing fitted and waited for the new table. It brought you the card "
            "you were missing.",
        ),
        # --- Knack: close, the last turns, a lost life (K13, K16, K18) ----------------------------------------
        "guided.close.keep": (
            "Deine Hand: {hand}, drei {suit}-Karten, zusammen 29 Punkte. Das ist sehr gut. Behalte sie (K5).",
            "Your hand: {hand}, three {suit}, 29 points together. That is very good. Keep it (K5).",
        ),
        "guided.close.close": (
            "Mit 29 Punkten bist du gut dabei, und im Stock hilft dir keine Karte. Jetzt passt du: Du sagst "
            "„Ich bin fertig“. Ben und Clara sind dann noch genau einmal dran, danach wird gezählt. Du selbst "
            "ziehst nicht mehr (K13).",
            "With 29 points you are doing well, and no card on the table helps you. Now you close: you say “I am "
            "done”. Ben and Clara then have exactly one more turn each, and then the hands are counted. You do "
            "not move again (K13).",
        ),
        "guided.close.done": (
            "Gut gemacht: Du hast mit einer starken Hand gepasst. Ben und Clara hatten noch einen Zug, dann wurde "
            "gezählt: Wer am wenigsten hatte, hat ein Leben verloren (K16). Mit drei Leben fängt jeder an; wer "
            "keins mehr hat, ist raus (K18).",
            "Well played: you closed with a strong hand. Ben and Clara had one more turn, then the hands were "
            "counted: whoever had the least lost a life (K16). Everyone starts with three lives; whoever has none "
            "left is out (K18).",
        ),
        # --- Knack: Feuer (K8) --------------------------------------------------------------------------------
        "guided.feuer.keep": (
            "Deine Hand: {hand}. Zwei Asse! Behalte sie (K5).",
            "Your hand: {hand}. Two aces! Keep it (K5).",
        ),
        "guided.feuer.swap": (
            "Im Stock liegt noch ein Ass: {ace}. Tausch {low} dagegen, dann hast du drei Asse. Das heißt Feuer (K8).",
            "There is another ace on the table: {ace}. Swap {low} for it, then you hold three aces. That is "
            "called Feuer (K8).",
        ),
        "guided.feuer.call": (
            "Drei Asse! Ruf sofort „Feuer!“: Dann ist die Runde vorbei, und alle anderen verlieren ein Leben "
            "(K8, K14).",
            "Three aces! Call “Feuer!” at once: the round is over, and everyone else loses a life (K8, K14).",
        ),
        "guided.feuer.done": (
            "Gut gemacht: Du hast das dritte Ass gesehen, es genommen und sofort „Feuer!“ gerufen. Ben und Clara "
            "verlieren beide ein Leben.",
            "Well played: you spotted the third ace, took it and called “Feuer!” at once. Ben and Clara both "
            "lose a life.",
        ),
        # --- Knack: a tie and the draw (K16, K17) -------------------------------------------------------------
        "guided.tie.keep": (
            "Deine Hand: {hand}, zusammen 30 Punkte. Behalte sie (K5).",
            "Your hand: {hand}, 30 points together. Keep it (K5).",
        ),
        "guided.tie.close": (
            "Mit 30 Punkten kannst du ruhig passen. Ben und Clara sind noch einmal dran (K13). Pass auf, was "
            "danach passiert: Beide haben gleich wenig Punkte.",
            "With 30 points you can safely close. Ben and Clara have one more turn (K13). Watch what happens "
            "next: both have the same low score.",
        ),
        "guided.tie.done": (
            "Gut gemacht: Du hast mit 30 Punkten gepasst und warst sicher. Ben und Clara hatten gleich wenig (K16). "
            "Darum hat jeder eine Karte vom Stapel gezogen: Ben {high}, Clara {low}. Die kleinere Karte verliert, "
            "also verliert Clara ein Leben (K17).",
            "Well played: you closed with 30 points and were safe. Ben and Clara had the same low score (K16), so each "
            "drew a card from the pile: Ben {high}, Clara {low}. The lower card loses, so Clara loses a life "
            "(K17).",
        ),
        # --- Oberlausitz: the chooser, a Knack (O4, O7, O10) --------------------------------------------------
        "guided.lausitz.keep": (
            "Du sitzt links vom Geber und bekommst zwei Hände: Du bist der Wähler. Du schaust eine an: {hand}, "
            "drei {suit}-Karten. Behalte sie; die andere Hand kommt offen als Stock auf den Tisch (O4).",
            "You sit on the dealer's left and get two hands: you are the chooser. You look at one: {hand}, "
            "three {suit}. Keep it; the other hand goes face up on the table (O4).",
        ),
        "guided.lausitz.swap": (
            "Im Stock liegt {ace}. Tausch {low} dagegen: Drei Karten einer Farbe mit einem Ass sind ein Knack (O7).",
            "{ace} is on the table. Swap {low} for it: three cards of one suit with an ace are a Knack (O7).",
        ),
        "guided.lausitz.call": (
            "Du hast einen Knack. Zeig ihn sofort, dann ist die Runde vorbei (O10).",
            "You have a Knack. Show it at once, and the round is over (O10).",
        ),
        "guided.lausitz.done": (
            "Gut gemacht: Als Wähler hast du eine gute Hand behalten, mit dem Ass einen Knack gemacht und ihn "
            "sofort gezeigt. Wer am wenigsten hat, zahlt eine Münze in den Pott.",
            "Well played: as the chooser you kept a good hand, made a Knack with the ace and showed it at once. "
            "Whoever has the least pays a coin into the pot.",
        ),
        # --- Oberlausitz: Superknack (O9) ---------------------------------------------------------------------
        "guided.superknack.keep": (
            "Du bist der Wähler und schaust eine Hand an: {hand}. Zwei Asse! Behalte sie (O4).",
            "You are the chooser and look at one hand: {hand}. Two aces! Keep it (O4).",
        ),
        "guided.superknack.swap": (
            "Im Stock liegt das dritte Ass: {ace}. Tausch {low} dagegen. Drei Asse sind ein Superknack, die "
            "beste Hand überhaupt (O9).",
            "The third ace is on the table: {ace}. Swap {low} for it. Three aces are a Superknack, the best hand "
            "of all (O9).",
        ),
        "guided.superknack.call": (
            "Sag den Superknack sofort an! Dann ist die Runde vorbei, und alle anderen zahlen eine Münze. Wer ihn "
            "nicht ansagt, verliert alle Münzen (O9, O11).",
            "Announce the Superknack at once! Then the round is over, and everyone else pays a coin. Whoever does "
            "not announce it loses all their coins (O9, O11).",
        ),
        "guided.superknack.done": (
            "Gut gemacht: Du hast das dritte Ass genommen und den Superknack sofort angesagt. Ben und Clara "
            "zahlen je eine Münze in den Pott.",
            "Well played: you took the third ace and announced the Superknack at once. Ben and Clara pay a coin "
            "each into the pot.",
        ),
        # --- Oberlausitz: paying and swimming (O5, O12, O13) --------------------------------------------------
        "guided.swim.keep": (
            "Heute hat jeder nur eine Münze, damit du gleich siehst, was ohne Münze passiert. Du bist der Wähler: "
            "{hand}, drei {suit}-Karten, 28 Punkte. Behalte sie (O4).",
            "Today everyone has only one coin, so that you see at once what happens without one. You are the "
            "chooser: {hand}, three {suit}, 28 points. Keep it (O4).",
        ),
        "guided.swim.close": (
            "28 Punkte sind stark. Mach zu: Ben und Clara sind noch einmal dran, dann wird gezählt (O5).",
            "28 points is strong. Close: Ben and Clara have one more turn, then the hands are counted (O5).",
        ),
        "guided.swim.done": (
            "Gut gemacht: Du hast mit einer starken Hand zugemacht. Ben hatte am wenigsten und hat die letzte "
            "Münze in den Pott gezahlt (O12). Jetzt ist Ben blank und spielt weiter: Ben schwimmt. Wer schwimmt "
            "und noch einmal verliert, ist raus (O13).",
            "Well played: you closed with a strong hand. Ben had the least and paid the last coin into the pot "
            "(O12). Now Ben is blank and plays on: Ben is swimming. Whoever swims and loses once more is out "
            "(O13).",
        ),
        # --- Charakir: taking the discard with a pair, knocking (C7-C11) -------------------------------------
        "guided.charakir.take": (
            "Offen liegt {top}, und du hast {king}: ein Paar. Nimm die offene Karte (C7, C8).",
            "{top} lies face up, and you hold {king}: a pair. Take the face-up card (C7, C8).",
        ),
        "guided.charakir.pair": (
            "Wer die offene Karte nimmt, legt sofort ein Paar ab. Leg die beiden Könige ab: Sie zählen je 10, so "
            "wirst du 20 Punkte los (C8).",
            "Whoever takes the face-up card lays down a pair at once. Lay down the two kings: they count 10 each, "
            "so you get rid of 20 points (C8).",
        ),
        "guided.charakir.discard": (
            "Jetzt legst du eine Karte ab. Leg {five} ab; dann bleiben {left} und {two}, nur 7 Punkte (C9).",
            "Now you discard one card. Discard {five}; then {left} and {two} are left, only 7 points (C9).",
        ),
        "guided.charakir.knock": (
            "Du hast 10 Punkte oder weniger, also darfst du klopfen. Die anderen sind dann noch einmal dran (C10).",
            "You have 10 points or less, so you may knock. The others then move once more (C10).",
        ),
        "guided.charakir.done": (
            "Gut gemacht: Du hast die offene Karte mit einem Paar genommen, 20 Punkte auf einmal losgeworden und "
            "mit nur 7 Punkten geklopft. Ben und Clara hatten mehr: Sie schreiben ihre Punkte auf, du 0 (C11).",
            "Well played: you took the face-up card with a pair, got rid of 20 points at once and knocked with "
            "only 7 points. Ben and Clara had more: they score their points, you score 0 (C11).",
        ),
        # --- Charakir: the knocker's 25 points (C11) ----------------------------------------------------------
        "guided.penalty.draw": (
            "Offen liegt {top}; damit hast du kein Paar. Zieh vom Stapel (C7).",
            "{top} lies face up; it makes no pair with your cards. Draw from the pile (C7).",
        ),
        "guided.penalty.discard": (
            "Leg deine höchste Karte ab: {nine}. Dann hast du genau 10 Punkte (C9).",
            "Discard your highest card: {nine}. Then you have exactly 10 points (C9).",
        ),
        "guided.penalty.knock": (
            "Mit 10 Punkten darfst du klopfen (C10). Probier es aus und schau, was passiert, wenn jemand weniger "
            "hat als du.",
            "With 10 points you may knock (C10). Try it and see what happens when someone has fewer points than you.",
        ),
        "guided.penalty.done": (
            "Gut gemacht: Du hast richtig erkannt, dass du klopfen darfst. Aber Ben hatte nach dem letzten Zug "
            "nur 7 Punkte, weniger als du. Dann bekommt, wer geklopft hat, 25 Strafpunkte und alle anderen 0 "
            "(C11). Klopf also am besten, wenn du sehr wenige Punkte hast.",
            "Well played: you saw that you may knock. But after the last turn Ben had only 7 points, fewer than "
            "you. Then the knocker scores 25 penalty points and everyone else 0 (C11). So knock best when you "
            "have very few points.",
        ),
    }
)
