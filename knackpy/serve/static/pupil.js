// The pupil's page: join with the code, pick a seat, play.  The seat token stays in localStorage, so a reload
// or a lost connection comes back to the same seat.  The page shows only what the server sends for this seat.
"use strict";

const P = { ws: null, token: localStorage.getItem("knackpy.seat"), last: null, retry: 0 };
const $ = (id) => document.getElementById(id);

function show(section) {
  for (const id of ["join", "lobby", "game"]) $(id).hidden = id !== section;
  $("leave").hidden = section === "join";
}

function send(message) {
  if (P.ws && P.ws.readyState === WebSocket.OPEN) P.ws.send(JSON.stringify(message));
}

function connect() {
  if (!P.token) { show("join"); return; }
  const ws = new WebSocket(K.wsUrl("/ws"));
  P.ws = ws;
  ws.onopen = () => { P.retry = 0; $("connection").hidden = true; send({ type: "hello", token: P.token, lang: K.lang }); };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = (event) => {
    if (P.ws !== ws || !P.token) return;
    if (event.code === 4409) return;  // the seat was opened in another window: only "Play here" comes back
    $("connection").hidden = false;
    P.retry = Math.min(P.retry + 1, 5);
    setTimeout(connect, 300 * P.retry);
  };
}

function receive(message) {
  if (message.type === "refused") {
    if (message.unknown) { P.token = null; localStorage.removeItem("knackpy.seat"); show("join"); return; }
    if (message.replaced) { $("play-here").hidden = false; }
    $("refused-text").textContent = message.reason;
    $("refused").hidden = false;
    $("refused").dataset.rule = message.rule || "";
    return;
  }
  if (message.type === "hints") return showHints(message.hints);
  if (message.type === "pong") return;
  P.last = message;
  render();
}

function render() {
  const m = P.last;
  if (!m) return;
  if (m.type === "lobby") return renderLobby(m);
  if (m.type === "waiting") return renderWaiting(m);
  if (m.type === "state") return renderState(m);
}

function seatList(tables, withButtons, you) {
  const list = $("tables");
  list.replaceChildren();
  for (const table of tables) {
    const seats = K.el("ul", { class: "seats" });
    for (const seat of table.seats) {
      let who = seat.bot ? K.t("bot") + " (" + seat.level + ")" : seat.name || K.t("free");
      if (seat.away) who += " (" + K.t("away_other") + ")";
      if (you && you[0] === table.id && you[1] === seat.seat) who += " – " + K.t("you");
      const item = K.el("li", {}, K.el("span", { text: K.t("seat") + " " + (seat.seat + 1) + ": " + who }));
      if (withButtons && !seat.bot && !seat.name && table.status === "waiting") {
        item.append(" ", K.el("button", {
          type: "button", class: "sit", text: K.t("sit"), dataset: { table: table.id, seat: String(seat.seat) },
          onclick: () => send({ type: "sit", table: table.id, seat: seat.seat }),
        }));
      }
      seats.append(item);
    }
    const status = K.t("status." + table.status);
    list.append(K.el("li", { class: "table", dataset: { table: table.id } },
      K.el("strong", { text: K.t("table") + " " + table.number + " · " + table.ruleset + " · " + status }), seats));
  }
}

function renderLobby(m) {
  show("lobby");
  $("lobby-hello").textContent = m.name;
  $("lobby-empty").hidden = m.tables.length > 0;
  seatList(m.tables, true, m.you);
}

function renderWaiting(m) {
  renderLobby(m);
  $("lobby-hello").textContent = m.name + " · " + K.t("table") + " " + m.number + " · " + K.t("waiting");
}

function cardsInto(box, svg, cards) {
  box.innerHTML = svg;  // drawn by the server from cards only (knackpy.svg), never from a name
  box.dataset.cards = cards.map((c) => c.id).join(" ");
}

function renderState(m) {
  show("game");
  const game = $("game");
  Object.assign(game.dataset, { version: String(m.version), seat: String(m.seat), table: m.table, phase: m.phase });
  $("game-head").textContent = K.t("table") + " " + m.number + " · " + m.ruleset + " · " + m.name;
  const mine = m.actions.length > 0;
  $("status").textContent = m.over ? K.t("game_over")
    : m.status === "ended" ? K.t("table_ended")
    : mine ? K.t("your_turn") : K.t("turn_of", { player: m.names[m.to_move] ?? "-" });
  $("status").dataset.mine = String(mine);
  $("outcome").hidden = !m.outcome;
  $("outcome").textContent = m.outcome || "";
  cardsInto($("table-cards"), m.table_svg, m.table_cards);
  cardsInto($("hand"), m.hand_svg, m.hand);
  $("pile").textContent = m.pile_size === null || m.pile_size === undefined ? "" : K.t("pile") + ": " + m.pile_size;
  $("value").textContent = m.value === null || m.value === undefined ? "" : K.t("value") + ": " + m.value;
  const actions = $("actions");
  actions.replaceChildren();
  for (const a of m.actions) {
    actions.append(K.el("button", { type: "button", text: a.label, dataset: { action: a.text },
      onclick: () => act(a.text) }));
  }
  $("move-form").hidden = m.over || m.status !== "playing";
  $("leave").hidden = m.status === "playing" && !m.over;  // a running game keeps its players (the teacher moves them)
  $("hint-box").hidden = !(m.hints && mine);
  if (!mine) $("hints").replaceChildren();
  const standings = $("standings");
  standings.replaceChildren();
  m.names.forEach((name, seat) => {
    const mark = seat === m.seat ? " (" + K.t("you") + ")" : "";
    const away = (m.away || []).includes(seat) ? " · " + K.t(seat === m.seat ? "away" : "away_other") : "";
    let line = name + mark + away + ": " + m.standings[seat] + " " + K.t("stake." + m.stake);
    if (m.hand_sizes) line += " · " + K.t("cards", { n: m.hand_sizes[seat] });
    standings.append(K.el("li", { text: line, dataset: { seat: String(seat) } }));
  });
  const history = $("history");
  history.replaceChildren(...m.history.map((line) => K.el("li", { text: line })));
  history.scrollTop = history.scrollHeight;
}

function act(text) {
  $("refused").hidden = true;
  send({ type: "act", action: text, version: P.last ? P.last.version : 0 });
}

function showHints(hints) {
  $("hints").replaceChildren(...hints.map((h) => K.el("li", { text: h.label + " – " + h.value + ": " + h.reason })));
}

document.addEventListener("DOMContentLoaded", async () => {
  await K.loadTexts();
  K.onLang = (lang) => { send({ type: "lang", lang }); render(); };
  const code = new URLSearchParams(location.search).get("code");
  if (code) $("join-code").value = code;
  $("join-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const response = await fetch("/api/join", {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: $("join-code").value, name: $("join-name").value, lang: K.lang }),
    });
    const answer = await response.json();
    if (!response.ok) { $("join-error").textContent = answer.reason; $("join-error").hidden = false; return; }
    $("join-error").hidden = true;
    P.token = answer.token;
    localStorage.setItem("knackpy.seat", P.token);
    connect();
  });
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-input").value.trim();
    if (text) act(text);
  });
  $("play-here").addEventListener("click", () => { $("play-here").hidden = true; connect(); });
  $("hint").addEventListener("click", () => send({ type: "hint", version: P.last ? P.last.version : 0 }));
  $("leave").addEventListener("click", () => {
    send({ type: "leave" });
    P.token = null;
    localStorage.removeItem("knackpy.seat");
    if (P.ws) P.ws.close();
    show("join");
  });
  connect();
});
