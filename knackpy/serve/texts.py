"""Every text of the classroom server, in German and English (registered with :mod:`knackpy.i18n`).

Standard library only: the command line imports it for its help texts even
when the server's own packages are not installed.  Keys starting with
``serve.ui.`` are the pages' texts; the pages fetch them from ``/api/texts``.
"""

from __future__ import annotations

from .. import i18n

__all__ = ["UI_PREFIX", "ui_texts", "lang_or_default"]

UI_PREFIX = "serve.ui."


def ui_texts() -> dict[str, dict[str, str]]:
    """The pages' texts by language: ``{"de": {"join": ...}, "en": {...}}`` (keys without the prefix)."""
    entries = {k.removeprefix(UI_PREFIX): pair for k, pair in i18n.all_entries().items() if k.startswith(UI_PREFIX)}
    return {lang: {k: pair[i] for k, pair in entries.items()} for i, lang in enumerate(i18n.LANGS)}


def lang_or_default(lang: object) -> str:
    """The language a request asks for, when the texts have it; otherwise the default."""
    return lang if lang in i18n.LANGS else i18n.DEFAULT_LANG


i18n.catalogue(
    {
        # the command line
        "serve.help": (
            "einen Klassenraum-Server starten (Spiel im Browser)",
            "start a classroom server (play in the browser)",
        ),
        "serve.help.db": (
            "SQLite-Datei mit allen Tischen und Zügen (Vorgabe: knackpy-klasse.sqlite), oder für einen "
            "Schulserver eine PostgreSQL-Adresse postgresql://benutzer@rechner/datenbank",
            "SQLite file with every table and move (default: knackpy-klasse.sqlite), or for a school server a "
            "PostgreSQL address postgresql://user@host/database",
        ),
        # issue 31: the school-wide server on PostgreSQL
        "serve.help.classroom": (
            "Name des Klassenraums in der PostgreSQL-Datenbank (Kleinbuchstaben, Ziffern, - und _; "
            "Vorgabe: klasse); jeder hat eigenen Code und eigenen Lehrer-Link",
            "name of the classroom in the PostgreSQL database (lower-case letters, digits, - and _; default: "
            "klasse); each has its own code and teacher link",
        ),
        "serve.help.workers": (
            "so viele Server-Prozesse an einem Port (Vorgabe: 1; mehr als einer nur mit PostgreSQL)",
            "this many server processes on one port (default: 1; more than one only with PostgreSQL)",
        ),
        "serve.workers_need_postgres": (
            "Mehrere Worker ({workers}) teilen sich eine Datenbank: Geben Sie mit --db eine PostgreSQL-Adresse "
            "an (postgresql://…). Mit einer SQLite-Datei läuft genau ein Prozess (--workers 1).",
            "Several workers ({workers}) share one database: give a PostgreSQL address with --db "
            "(postgresql://…). With an SQLite file exactly one process runs (--workers 1).",
        ),
        "serve.bad_classroom": (
            "Klassenraum „{name}“ geht nicht: erlaubt sind 1 bis 40 Kleinbuchstaben, Ziffern, - und _ "
            "(zum Beispiel 7b oder gs-nord-4a).",
            'Classroom "{name}" cannot be used: 1 to 40 lower-case letters, digits, - and _ are accepted '
            "(for example 7b or gs-nord-4a).",
        ),
        "serve.bad_postgres": (
            "Die PostgreSQL-Datenbank {url} ist nicht erreichbar ({reason}). Prüfen Sie Adresse, Benutzer und "
            "Passwort (oder ~/.pgpass) und ob der Datenbankserver läuft.",
            "The PostgreSQL database {url} cannot be reached ({reason}). Check the address, user and password "
            "(or ~/.pgpass) and whether the database server is running.",
        ),
        "serve.school_missing": (
            'Für PostgreSQL fehlt das Paket psycopg; installieren Sie es mit: pip install -e ".[school]"',
            'PostgreSQL needs the package psycopg, which is missing; install it with: pip install -e ".[school]"',
        ),
        "serve.classroom": ("Klassenraum:    {name}", "Classroom:      {name}"),
        "serve.worker": ("Worker {number}:       Prozess {pid}", "Worker {number}:       process {pid}"),
        "serve.worker_restarted": (
            "Worker {number} (Prozess {pid}) ist beendet worden ({reason}); ein neuer startet. Seine Tische "
            "haben die anderen Worker schon übernommen.",
            "Worker {number} (process {pid}) ended ({reason}); a new one starts. The other workers have taken "
            "over its tables already.",
        ),
        "serve.err.store_offline": (
            "Die Datenbank des Klassenraums ist gerade nicht erreichbar; dieser Zug zählt nicht. Alles bisher "
            "Gespeicherte bleibt erhalten. Warte einen Moment und versuch es noch einmal.",
            "The classroom's database cannot be reached just now; this move does not count. Everything saved "
            "so far is kept. Wait a moment, then try again.",
        ),
        "serve.store_problem.offline": (
            "Die PostgreSQL-Datenbank ist nicht erreichbar (Neustart oder Netz): Züge werden abgelehnt, bis sie "
            "wieder da ist; dann geht es von selbst weiter (alles Gespeicherte bleibt erhalten).",
            "The PostgreSQL database cannot be reached (a restart or the network): moves are refused until it "
            "is back; then everything goes on by itself (everything saved is kept).",
        ),
        "serve.help.lan": (
            "im Schulnetz erreichbar (sonst nur auf diesem Rechner, 127.0.0.1)",
            "reachable on the school network (otherwise only on this computer, 127.0.0.1)",
        ),
        "serve.help.port": ("Port (Vorgabe: 8031; 0 = ein freier Port)", "port (default: 8031; 0 = any free port)"),
        "serve.help.bot_delay": (
            "Sekunden, die ein Bot vor seinem Zug wartet (Vorgabe: 0.8)",
            "seconds a bot waits before its move (default: 0.8)",
        ),
        "serve.missing": (
            'Für den Klassenraum-Server fehlen Pakete ({missing}); installieren Sie sie mit: pip install -e ".[serve]"',
            'The classroom server needs packages that are missing ({missing}); install them with: pip install -e ".[serve]"',
        ),
        "serve.port_busy": (
            "Port {port} geht nicht ({reason}); wählen Sie einen anderen mit --port, zum Beispiel --port 8032",
            "Port {port} cannot be used ({reason}); choose another with --port, for example --port 8032",
        ),
        "serve.bad_db": (
            "Die Datei {path} ist keine Klassenraum-Datenbank ({reason}); wählen Sie mit --db eine andere",
            "The file {path} is not a classroom database ({reason}); choose another with --db",
        ),
        "serve.started": ("Der Klassenraum ist offen.", "The classroom is open."),
        "serve.db": ("Datenbank:      {path}", "Database:       {path}"),
        "serve.address": ("Adresse:        {url}", "Address:        {url}"),
        "serve.code": ("Code zum Mitspielen: {code}", "Join code:      {code}"),
        "serve.teacher": (
            "Lehrerseite:    {url}  (nur für Sie: der Link enthält Ihr Lehrer-Token)",
            "Teacher page:   {url}  (for you only: the link holds your teacher token)",
        ),
        "serve.local_only": (
            "Nur auf diesem Rechner erreichbar; mit --lan ist die Klasse im Schulnetz dabei.",
            "Reachable on this computer only; with --lan the class joins over the school network.",
        ),
        "serve.not_replayed": (
            "Tisch {table} (der Spielstand lässt sich nicht mehr nachspielen; er bleibt in der Datei, der Tisch ist beendet)",
            "Table {table} (its log no longer replays; it stays in the file, the table is ended)",
        ),
        "serve.qr": ("Zum Scannen (Adresse mit Code):", "To scan (address with code):"),
        "serve.stop": (
            "Beenden mit Strg-C. Alle Spiele bleiben in der Datei.",
            "Stop with Ctrl-C. Every game stays in the file.",
        ),
        "serve.stop_school": (
            "Beenden mit Strg-C (oder SIGTERM an diesen Prozess): alle Worker enden. Alle Spiele bleiben in der "
            "Datenbank.",
            "Stop with Ctrl-C (or SIGTERM to this process): every worker ends. Every game stays in the database.",
        ),
        # errors a pupil or the teacher can meet (sent to the browser)
        "serve.err.bad_json": (
            "Die Nachricht ist kein gültiges JSON-Objekt.",
            "The message is not a valid JSON object.",
        ),
        "serve.err.too_big": (
            "Die Nachricht ist zu lang (höchstens {limit} Zeichen).",
            "The message is too long (at most {limit} characters).",
        ),
        "serve.err.bad_type": (
            "Unbekannte Nachricht {value}; erlaubt sind: {accepted}",
            "Unknown message {value}; accepted: {accepted}",
        ),
        "serve.err.bad_fields": (
            "Nachricht {type}: falsche Felder ({fields}); erwartet: {expected}",
            "Message {type}: wrong fields ({fields}); expected: {expected}",
        ),
        "serve.err.too_fast": (
            "Zu viele Nachrichten auf einmal. Warte kurz und versuch es dann noch einmal.",
            "Too many messages at once. Wait a moment, then try again.",
        ),
        "serve.err.hello_first": (
            "Zuerst muss sich der Browser mit seinem Platz-Token melden.",
            "The browser must first say hello with its seat token.",
        ),
        "serve.err.unknown_token": (
            "Diesen Platz gibt es nicht (mehr). Gib den Code und deinen Namen noch einmal ein.",
            "This seat does not exist (any more). Type the code and your name again.",
        ),
        "serve.err.bad_code": (
            "Der Code stimmt nicht. Schau noch einmal an die Tafel.",
            "The code is not right. Look at the board again.",
        ),
        "serve.err.throttled": (
            "Zu viele falsche Codes. Warte eine Minute und versuch es dann noch einmal.",
            "Too many wrong codes. Wait a minute, then try again.",
        ),
        "serve.err.bad_name": (
            "Dein Name: 1 bis {limit} Zeichen, Buchstaben, Ziffern, Leerzeichen, - und . (zum Beispiel: Mia K.)",
            "Your name: 1 to {limit} characters, letters, digits, spaces, - and . (for example: Mia K.)",
        ),
        "serve.err.not_seated": ("Du sitzt noch an keinem Tisch.", "You are not sitting at a table yet."),
        "serve.err.other_table": (
            "Du kannst nur an deinem eigenen Tisch spielen.",
            "You can only play at your own table.",
        ),
        "serve.err.other_seat": (
            "Du kannst nur für deinen eigenen Platz spielen.",
            "You can only play for your own seat.",
        ),
        "serve.err.not_your_turn": (
            "Du bist gerade nicht dran; {player} ist dran (E2).",
            "It is not your turn; it is {player}'s turn (E2).",
        ),
        "serve.err.stale": (
            "Inzwischen ist am Tisch etwas passiert. Schau dir den neuen Stand an.",
            "Something happened at the table in the meantime. Look at the new state.",
        ),
        "serve.err.not_playing": ("An diesem Tisch läuft gerade kein Spiel.", "No game is running at this table."),
        "serve.err.no_hints": (
            "Der Coach ist an diesem Tisch ausgeschaltet.",
            "The coach is switched off at this table.",
        ),
        "serve.err.seat_taken": ("Dieser Platz ist schon besetzt.", "This seat is already taken."),
        "serve.err.keep_seat": (
            "Dein Spiel läuft noch. Bleib an deinem Platz; deine Lehrkraft kann dich umsetzen.",
            "Your game is still running. Stay in your seat; your teacher can move you.",
        ),
        "serve.err.no_table": ("Diesen Tisch gibt es nicht.", "This table does not exist."),
        "serve.err.bad_seat": (
            "Platz {value}: erwartet wird ein freier Platz von 1 bis {high}.",
            "Seat {value}: expected a free seat from 1 to {high}.",
        ),
        "serve.err.teacher_only": (
            "Das darf nur die Lehrkraft (Lehrer-Token fehlt oder stimmt nicht).",
            "Only the teacher may do this (the teacher token is missing or wrong).",
        ),
        "serve.err.bad_table": (
            "Neuer Tisch: {reason}",
            "New table: {reason_en}",
        ),
        "serve.err.bad_bots": (
            "Bots {value}: erwartet wird eine Liste aus random, simple, strong, höchstens einer weniger als Plätze.",
            "Bots {value}: expected a list of random, simple, strong, at most one fewer than the seats.",
        ),
        # issue 30: a classroom a teacher can trust
        "serve.err.store_busy": (
            "Dein Zug konnte gerade nicht gespeichert werden (die Datei des Klassenraums ist belegt). Er zählt "
            "nicht; versuch es gleich noch einmal.",
            "Your move could not be saved just now (the classroom's file is busy). It does not count; try again "
            "in a moment.",
        ),
        "serve.err.store_full": (
            "Auf dem Rechner der Lehrkraft ist kein Platz mehr frei; nichts kann gespeichert werden, dieser Zug "
            "zählt nicht. Alles bisher Gespeicherte bleibt erhalten. Sag deiner Lehrkraft Bescheid.",
            "The teacher's computer has no space left; nothing can be saved, this move does not count. "
            "Everything saved so far is kept. Tell your teacher.",
        ),
        "serve.err.store_failed": (
            "Die Datei des Klassenraums lässt sich gerade nicht schreiben; dieser Zug zählt nicht. Alles bisher "
            "Gespeicherte bleibt erhalten. Sag deiner Lehrkraft Bescheid.",
            "The classroom's file cannot be written just now; this move does not count. Everything saved so far "
            "is kept. Tell your teacher.",
        ),
        "serve.store_problem.busy": (
            "Die Datei des Klassenraums ist von einem anderen Programm gesperrt; Züge werden abgelehnt, bis sie "
            "wieder frei ist. Die Bots versuchen es von selbst weiter.",
            "Another program holds the classroom's file; moves are refused until it is free again. The bots keep "
            "trying by themselves.",
        ),
        "serve.store_problem.full": (
            "Der Datenträger ist voll: Züge werden abgelehnt, bis wieder Platz frei ist (alles Gespeicherte bleibt "
            "erhalten). Löschen Sie Dateien oder wählen Sie beim nächsten Start mit --db einen anderen Ort.",
            "The disk is full: moves are refused until there is space again (everything saved is kept). Delete "
            "files, or choose another place with --db at the next start.",
        ),
        "serve.store_problem.failed": (
            "Die Datei des Klassenraums lässt sich nicht schreiben: Züge werden abgelehnt (alles Gespeicherte "
            "bleibt erhalten).",
            "The classroom's file cannot be written: moves are refused (everything saved is kept).",
        ),
        "serve.store_problem.terminal": (
            "Achtung: {problem} ({detail})",
            "Warning: {problem} ({detail})",
        ),
        "serve.err.internal": (
            "Das hat der Server gerade nicht geschafft; es hat sich nichts geändert. Versuch es noch einmal.",
            "The server could not do this just now; nothing has changed. Try again.",
        ),
        "serve.err.too_many_joins": (
            "Gerade melden sich zu viele an. Warte eine Minute und versuch es dann noch einmal.",
            "Too many are joining right now. Wait a minute, then try again.",
        ),
        "serve.err.reserved_name": (
            "„{name}“ sieht aus wie der Name eines Bots oder der Lehrkraft. Nimm deinen eigenen Namen "
            "(zum Beispiel: Mia K.).",
            '"{name}" looks like the name of a bot or of the teacher. Use your own name (for example: Mia K.).',
        ),
        "serve.err.look_alike": (
            "„{name}“ sieht genauso aus wie „{other}“, der schon mitspielt. Nimm deinen Namen mit dem ersten "
            "Buchstaben deines Nachnamens (zum Beispiel: Mia K.).",
            '"{name}" looks just like "{other}", who is already playing. Add the first letter of your surname '
            "(for example: Mia K.).",
        ),
        "serve.err.seat_in_game": (
            "An diesem Platz läuft schon ein Spiel eines anderen Kindes. Such dir einen freien Tisch aus; deine "
            "Lehrkraft kann dich umsetzen.",
            "A game of another pupil is running at this seat. Pick a free table; your teacher can move you.",
        ),
        "serve.err.replaced": (
            "Dein Platz ist jetzt in einem anderen Fenster offen. Hier geht es weiter, wenn du auf „Hier "
            "weiterspielen“ tippst.",
            'Your seat is now open in another window. To carry on here, tap "Play here".',
        ),
        # issue 31: two teachers at two workers of a school server set up tables at the same moment, again and again
        "serve.err.table_race": (
            "Gerade wurden an mehreren Stellen gleichzeitig Tische angelegt. Der Tisch ist nicht angelegt; bitte "
            "legen Sie ihn noch einmal an.",
            "Several tables were just being set up at the same moment. This table was not set up; please set it "
            "up again.",
        ),
        "serve.help.proxy": (
            "ein Proxy steht davor: die Adresse der Schüler aus X-Forwarded-For lesen (sonst nie)",
            "a proxy is in front: read the pupils' addresses from X-Forwarded-For (never otherwise)",
        ),
        "serve.help.away_after": (
            "Sekunden, nach denen ein Bot für ein Kind spielt, dessen Browser weg ist (Vorgabe: 60)",
            "seconds after which a bot plays for a pupil whose browser is gone (default: 60)",
        ),
        "serve.ui.away": ("weg – ein Bot spielt für dich", "away – a bot plays for you"),
        "serve.ui.away_other": ("weg – ein Bot spielt", "away – a bot plays"),
        "serve.ui.play_here": ("Hier weiterspielen", "Play here"),
        "serve.ui.seat_kind": ("Platz {n}", "Seat {n}"),
        "serve.ui.seats_head": ("Wer sitzt wo: ein Kind oder ein Bot", "Who sits where: a pupil or a bot"),
        "serve.ui.pupil_seat": ("ein Kind", "a pupil"),
        "serve.ui.bot_level": ("Bot: {level}", "Bot: {level}"),
        "serve.ui.option_default": ("{value} (Vorgabe)", "{value} (default)"),
        "serve.ui.yes": ("ja", "yes"),
        "serve.ui.no": ("nein", "no"),
        "serve.ui.no_limit": ("ohne Grenze", "no limit"),
        "serve.ui.rules_of": ("Regeln für {game}", "Rules for {game}"),
        "serve.ui.away_after": (
            "Bot übernimmt nach {seconds} s ohne Verbindung",
            "A bot takes over after {seconds} s without connection",
        ),
        # the pupils' and the teacher's pages
        "serve.ui.title": ("Knack im Klassenraum", "Knack in the classroom"),
        "serve.ui.join_head": ("Mitspielen", "Join the game"),
        "serve.ui.code": ("Code von der Tafel", "Code from the board"),
        "serve.ui.name": ("Dein Name", "Your name"),
        "serve.ui.join": ("Los geht's", "Let's go"),
        "serve.ui.lang": ("Sprache", "Language"),
        "serve.ui.lobby_head": ("Such dir einen Tisch aus", "Pick a table"),
        "serve.ui.lobby_empty": (
            "Noch gibt es keinen Tisch. Deine Lehrkraft stellt gleich einen auf.",
            "There is no table yet. Your teacher will set one up soon.",
        ),
        "serve.ui.table": ("Tisch", "Table"),
        "serve.ui.seat": ("Platz", "Seat"),
        "serve.ui.sit": ("Hinsetzen", "Sit down"),
        "serve.ui.free": ("frei", "free"),
        "serve.ui.bot": ("Bot", "bot"),
        "serve.ui.you": ("du", "you"),
        "serve.ui.waiting": (
            "Warte, bis alle Plätze besetzt sind. Dann geht es los.",
            "Wait until every seat is taken. Then the game starts.",
        ),
        "serve.ui.your_turn": ("Du bist dran!", "Your turn!"),
        "serve.ui.turn_of": ("{player} ist dran.", "{player}'s turn."),
        "serve.ui.your_hand": ("Deine Karten", "Your cards"),
        "serve.ui.on_table": ("Auf dem Tisch", "On the table"),
        "serve.ui.discard": ("Offen liegt", "Face up"),
        "serve.ui.pile": ("Karten im Stapel", "Cards in the pile"),
        "serve.ui.round": ("Runde", "Round"),
        "serve.ui.value": ("Wert deiner Karten", "Value of your cards"),
        "serve.ui.moves": ("Deine Möglichkeiten", "Your moves"),
        "serve.ui.type_move": ("Oder tippe einen Zug ein", "Or type a move"),
        "serve.ui.send": ("Zug machen", "Make the move"),
        "serve.ui.hint": ("Tipp vom Coach", "Ask the coach"),
        "serve.ui.history": ("Was bisher geschah", "What happened so far"),
        "serve.ui.standings": ("Stand", "Standings"),
        "serve.ui.refused": ("Dieser Zug geht nicht", "This move is not allowed"),
        "serve.ui.game_over": ("Das Spiel ist aus.", "The game is over."),
        "serve.ui.table_ended": ("Deine Lehrkraft hat das Spiel beendet.", "Your teacher has ended the game."),
        "serve.ui.reconnecting": ("Verbindung weg, ich versuche es wieder …", "Connection lost, trying again …"),
        "serve.ui.leave": ("Abmelden", "Sign out"),
        "serve.ui.teacher_head": ("Lehrerseite", "Teacher page"),
        "serve.ui.token": ("Lehrer-Token", "Teacher token"),
        "serve.ui.open": ("Öffnen", "Open"),
        "serve.ui.new_table": ("Neuer Tisch", "New table"),
        "serve.ui.ruleset": ("Spiel", "Game"),
        "serve.ui.players": ("Plätze", "Seats"),
        "serve.ui.hints_on": ("Coach erlaubt", "Coach allowed"),
        "serve.ui.create": ("Tisch aufstellen", "Set up the table"),
        "serve.ui.pupils": ("Schülerinnen und Schüler", "Pupils"),
        "serve.ui.move_to": ("Setzen an", "Move to"),
        "serve.ui.move": ("Umsetzen", "Move"),
        "serve.ui.end": ("Beenden", "End"),
        "serve.ui.restart": ("Neu starten", "Restart"),
        "serve.ui.download": ("Ergebnisse herunterladen (CSV)", "Download the results (CSV)"),
        "serve.ui.join_code": ("Code zum Mitspielen", "Join code"),
        "serve.ui.status.waiting": ("wartet auf Spieler", "waiting for players"),
        "serve.ui.status.playing": ("läuft", "playing"),
        "serve.ui.status.over": ("fertig", "finished"),
        "serve.ui.status.ended": ("beendet", "ended"),
        "serve.ui.no_seat": ("ohne Platz", "no seat"),
        "serve.ui.cards": ("{n} Karten", "{n} cards"),
        "serve.ui.stake.lives": ("Leben", "lives"),
        "serve.ui.stake.coins": ("Münzen", "coins"),
        "serve.ui.stake.points": ("Punkte", "points"),
    }
)

# the course website served with the tables (knackpy serve --course, knackpy course build: knackpy/serve/course*.py)
i18n.catalogue(
    {
        "serve.help.course": (
            "auch die Website mit den Lektionen ausliefern (einmal vorher: knackpy course build)",
            "also serve the website with the lessons (once before: knackpy course build)",
        ),
        "serve.help.site": (
            "Ordner der gebauten Website (Vorgabe: der von knackpy course build)",
            "folder of the built website (default: the one of knackpy course build)",
        ),
        "serve.course.help.build": (
            "die Website mit den Live-Lektionen einmal bauen, für knackpy serve --course (braucht einmal Internet, "
            'die Pakete aus pip install -e ".[docs,lite]" und Node.js mit npm; dauert einige Minuten)',
            "build the website with the live lessons once, for knackpy serve --course (needs the internet once, the "
            'packages of pip install -e ".[docs,lite]" and Node.js with npm; takes a few minutes)',
        ),
        "serve.course.help.site": (
            "Zielordner (Vorgabe: {default})",
            "target folder (default: {default})",
        ),
        "serve.course.no_site": (
            "Im Ordner {path} ist keine gebaute Website. Bauen Sie sie einmal mit Internet: knackpy course build "
            "(oder nennen Sie mit --site den Ordner einer gebauten Website, etwa eine Kopie vom USB-Stick)",
            "There is no built website in {path}. Build it once, with the internet: knackpy course build "
            "(or name the folder of a built website with --site, for example a copy from a USB stick)",
        ),
        "serve.course.no_project": (
            "knackpy course build braucht den Ordner des Projekts (git clone oder ZIP) mit mkdocs.yml und tools/; "
            'in {path} fehlt er. Installieren Sie knackpy dort mit pip install -e ".[docs,lite]"',
            "knackpy course build needs the project's folder (git clone or ZIP) with mkdocs.yml and tools/; "
            '{path} does not have it. Install knackpy there with pip install -e ".[docs,lite]"',
        ),
        "serve.course.build_missing": (
            "Für knackpy course build fehlt noch: {missing}. Installieren Sie einmal (mit Internet) im Ordner des "
            'Projekts: pip install -e ".[docs,lite]", dazu Node.js mit npm (Debian, Ubuntu: sudo apt install npm; '
            "Windows, macOS: nodejs.org)",
            "knackpy course build still needs: {missing}. Install once (with the internet) in the project's "
            'folder: pip install -e ".[docs,lite]", and Node.js with npm (Debian, Ubuntu: sudo apt install npm; '
            "Windows, macOS: nodejs.org)",
        ),
        "serve.course.building": (
            "Die Website wird gebaut, nach {path}. Das braucht Internet und dauert einige Minuten (beim ersten Mal "
            "werden etwa 100 MB geladen); danach braucht knackpy serve --course kein Internet mehr.",
            "Building the website into {path}. This needs the internet and takes a few minutes (the first time "
            "downloads about 100 MB); after that, knackpy serve --course needs no internet.",
        ),
        "serve.course.built": (
            "Fertig. Starten Sie den Klassenraum mit den Lektionen: knackpy serve --course --lan",
            "Done. Start the classroom with the lessons: knackpy serve --course --lan",
        ),
        "serve.course.build_failed": (
            "Der Bau der Website ist gescheitert (Code {code}); die Meldung steht darüber. Eine schon gebaute "
            "Website bleibt, wie sie war. Ohne Internet kann der erste Bau nicht gelingen.",
            "Building the website failed (code {code}); the message is above. A website built before stays as it "
            "was. Without the internet the first build cannot succeed.",
        ),
        "serve.course.cannot_write": (
            "In {path} lässt sich nicht schreiben ({reason}); wählen Sie mit --site einen anderen Ordner. Eine schon "
            "gebaute Website bleibt, wie sie war.",
            "Cannot write to {path} ({reason}); choose another folder with --site. A website built before stays as "
            "it was.",
        ),
        "serve.course.address": ("Lektionen:      {url}", "Lessons:        {url}"),
        "serve.course.folder": (
            "Website:        {path} (gebaut {built})",
            "Website:        {path} (built {built})",
        ),
        "serve.course.not_live": (
            "Diese Website ist ohne Live-Modus gebaut: Die Lektionen sind zu lesen, „Live starten“ fehlt. "
            "knackpy course build baut sie mit.",
            "This website was built without the live mode: the lessons can be read, but “Start live” is missing. "
            "knackpy course build builds it in.",
        ),
        "serve.course.folder_undated": ("Website:        {path}", "Website:        {path}"),
        "serve.ui.course_link": ("Zu den Lektionen", "To the lessons"),
        "serve.ui.course_back": ("Zurück zu den Spieltischen", "Back to the game tables"),
    }
)
