// The teacher's page: the token comes from the link the server printed (after #) and stays in this tab only.
"use strict";

// pending: the teacher's choice in a pupil's list before "Move" (a live update must not undo it); open: history shown
const T = { token: null, ws: null, state: null, pending: {}, open: new Set(), form: null };
const $ = (id) => document.getElementById(id);

async function api(what, body) {
  const response = await fetch("/api/teacher/" + what + (what.includes("?") ? "&" : "?") + "lang=" + K.lang, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-teacher-token": T.token, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = await response.json().catch(() => ({ reason: String(response.status) }));
    $("teacher-error").textContent = answer.reason;
    $("teacher-error").hidden = false;
    return null;
  }
  $("teacher-error").hidden = true;
  return response;
}

// The "new table" form: every choice comes from the server (/api/teacher/form) in the page's language, with
// each option value's text from the rule reference; nothing is typed.
async function loadForm() {
  const response = await api("form");
  if (!response) return;
  T.form = await response.json();
  const ruleset = $("ruleset");
  const chosen = ruleset.value;
  ruleset.replaceChildren(...T.form.rulesets.map((r) => K.el("option", { value: r.id, text: r.name })));
  if (chosen) ruleset.value = chosen;
  renderChoices();
}

function currentRuleset() {
  return T.form.rulesets.find((r) => r.id === $("ruleset").value) || T.form.rulesets[0];
}

function renderChoices() {
  const r = currentRuleset();
  const players = $("players");
  const before = Number(players.value) || Math.min(4, r.max_players);
  const counts = [];
  for (let n = r.min_players; n <= r.max_players; n++) counts.push(K.el("option", { value: String(n), text: String(n) }));
  players.replaceChildren(...counts);
  players.value = String(Math.max(r.min_players, Math.min(r.max_players, before)));
  renderSeats();
  $("options-head").textContent = K.t("rules_of", { game: r.name });
  const boxes = r.options.map((option) => {
    const select = K.el("select", { dataset: { option: option.name } },
      ...option.choices.map((c, i) => K.el("option", { value: String(i), text: c.label })));
    select.value = String(option.choices.findIndex((c) => c.value === option.default));
    const text = K.el("p", { class: "option-text" });
    const show = () => { text.textContent = option.choices[Number(select.value)].text || ""; };
    select.addEventListener("change", show);
    show();
    return K.el("div", { class: "option" }, K.el("label", {}, K.el("span", { text: option.label + " (" + option.rule + ") " }), select), text);
  });
  $("options").replaceChildren($("options-head"), ...boxes);
}

function renderSeats() {
  const n = Number($("players").value);
  const selects = [];
  for (let seat = 0; seat < n; seat++) {
    const select = K.el("select", { dataset: { seat: String(seat) } },
      K.el("option", { value: "", text: K.t("pupil_seat") }),
      ...T.form.levels.map((level) => K.el("option", { value: level.id, text: K.t("bot_level", { level: level.name }) })));
    select.value = seat === n - 1 ? "simple" : "";  // pupils, and a simple bot in the last seat
    selects.push(K.el("label", {}, K.el("span", { text: K.t("seat_kind", { n: seat + 1 }) + " " }), select));
  }
  const legend = document.querySelector("#seats legend");
  $("seats").replaceChildren(legend, ...selects);
}

function formChoices() {
  const r = currentRuleset();
  const options = {};
  for (const select of document.querySelectorAll("#options select")) {
    const option = r.options.find((o) => o.name === select.dataset.option);
    const choice = option.choices[Number(select.value)];
    if (choice.value !== option.default) options[option.name] = choice.value;
  }
  const seats = [...document.querySelectorAll("#seats select")].map((s) => s.value || null);
  return { ruleset: r.id, players: seats.length, seats, options, hints: $("hints-on").checked };
}

function connect() {
  const ws = new WebSocket(K.wsUrl("/ws/teacher"));
  T.ws = ws;
  ws.onopen = () => ws.send(JSON.stringify({ token: T.token, lang: K.lang }));
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "refused") {
      $("teacher-error").textContent = message.reason;
      $("teacher-error").hidden = false;
      $("token-form").hidden = false;
      return;
    }
    T.state = message;
    render();
  };
  ws.onclose = () => { if (T.ws === ws && !$("room").hidden) setTimeout(connect, 1000); };
}

async function showQr(url) {
  const response = await api("qr.svg?url=" + encodeURIComponent(url));
  if (response) $("qr").innerHTML = await response.text();  // drawn by segno on the server
}

function render() {
  const s = T.state;
  $("room").hidden = false;
  $("token-form").hidden = true;
  if (!T.form) loadForm();
  $("store-problem").hidden = !s.store_problem;
  $("store-problem").textContent = s.store_problem_text || "";
  const joinUrl = location.origin + "/?code=" + s.code;
  if ($("code").textContent !== s.code) { $("code").textContent = s.code; $("join-url").textContent = joinUrl; showQr(joinUrl); }
  const seats = [];
  for (const table of s.tables) {
    if (table.status === "ended") continue;
    for (const seat of table.seats) if (!seat.bot) seats.push([table, seat]);
  }
  $("pupils").replaceChildren(...s.pupils.map((pupil) => {
    const select = K.el("select", { dataset: { pupil: pupil.id } }, K.el("option", { value: "", text: K.t("no_seat") }));
    for (const [table, seat] of seats) {
      const option = K.el("option", { value: table.id + ":" + seat.seat,
        text: K.t("table") + " " + table.number + ", " + K.t("seat") + " " + (seat.seat + 1) + (seat.name ? " (" + seat.name + ")" : "") });
      if (pupil.table === table.id && pupil.seat === seat.seat) option.selected = true;
      select.append(option);
    }
    if (pupil.id in T.pending) select.value = T.pending[pupil.id];
    select.addEventListener("change", () => { T.pending[pupil.id] = select.value; });
    const move = K.el("button", { type: "button", text: K.t("move"), onclick: () => {
      delete T.pending[pupil.id];
      const [table, seat] = select.value ? select.value.split(":") : [null, null];
      api("move", { pupil: pupil.id, table, seat: seat === null ? null : Number(seat) });
    } });
    return K.el("li", { dataset: { pupil: pupil.id, name: pupil.name } }, K.el("span", { text: pupil.name + " " }), select, " ", move);
  }));
  $("tables").replaceChildren(...s.tables.map(renderTable));
}

function renderTable(table) {
  const head = K.el("h3", { text: K.t("table") + " " + table.number + " · " + table.rules_name + " · " + K.t("status." + table.status) });
  const seats = K.el("ul", {}, ...table.seats.map((seat) => {
    const name = table.names ? table.names[seat.seat] : seat.name || (seat.bot ? K.t("bot") : K.t("free"));
    const hand = table.hands ? " · " + table.hands[seat.seat].join(" ") : "";
    const turn = table.to_move === seat.seat ? " ◀" : "";
    const standing = table.standings && table.standings.length ? " · " + K.t("standings") + " " + table.standings[seat.seat] : "";
    const away = seat.away ? " (" + K.t("away_other") + ")" : "";
    return K.el("li", { text: K.t("seat") + " " + (seat.seat + 1) + ": " + name + (seat.bot ? " (" + seat.level + ")" : "") + away + standing + hand + turn });
  }));
  const buttons = K.el("p", {},
    K.el("button", { type: "button", class: "end", text: K.t("end"), onclick: () => api("end", { table: table.id }) }), " ",
    K.el("button", { type: "button", class: "restart", text: K.t("restart"), onclick: () => api("restart", { table: table.id }) }));
  const outcome = table.outcome ? K.el("p", { class: "outcome", text: table.outcome }) : null;
  const history = K.el("ol", { class: "history" }, ...(table.history || []).map((line) => K.el("li", { text: line })));
  return K.el("section", { class: "teacher-table", dataset: { table: table.id, status: table.status, version: String(table.version) } },
    head, seats, outcome, buttons, historyBox(table.id, history));
}

function historyBox(tableId, history) {
  const box = K.el("details", {}, K.el("summary", { text: K.t("history") }), history);
  box.open = T.open.has(tableId);
  box.addEventListener("toggle", () => { if (box.open) T.open.add(tableId); else T.open.delete(tableId); });
  return box;
}

document.addEventListener("DOMContentLoaded", async () => {
  await K.loadTexts();
  K.onLang = () => { if (T.ws) T.ws.close(); connect(); if (T.form) { T.form = null; loadForm(); } };
  T.token = location.hash.slice(1) || sessionStorage.getItem("knackpy.teacher");
  if (T.token) { sessionStorage.setItem("knackpy.teacher", T.token); history.replaceState(null, "", "/teacher"); connect(); }
  else $("token-form").hidden = false;
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    T.token = $("token").value.trim();
    sessionStorage.setItem("knackpy.teacher", T.token);
    connect();
  });
  $("ruleset").addEventListener("change", renderChoices);
  $("players").addEventListener("change", renderSeats);
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    api("create", formChoices());
  });
  $("download").addEventListener("click", async () => {
    const response = await api("results.csv");
    if (!response) return;
    const link = K.el("a", { href: URL.createObjectURL(await response.blob()), download: "knackpy-ergebnisse.csv" });
    document.body.append(link);
    link.click();
    link.remove();
  });
});
