// The teacher's page: the token comes from the link the server printed (after #) and stays in this tab only.
"use strict";

// pending: the teacher's choice in a pupil's list before "Move" (a live update must not undo it); open: history shown
const T = { token: null, ws: null, state: null, pending: {}, open: new Set() };
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

function parseOptions(text) {
  // "lives=1, turn_cap=20" -> {lives: 1, turn_cap: 20}; true/false/none and whole numbers are read as such
  const options = {};
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const [name, raw = ""] = part.split("=");
    const low = raw.toLowerCase();
    options[name] = low === "true" ? true : low === "false" ? false : low === "none" ? null : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return options;
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
    return K.el("li", { text: K.t("seat") + " " + (seat.seat + 1) + ": " + name + (seat.bot ? " (" + seat.level + ")" : "") + standing + hand + turn });
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
  K.onLang = () => { if (T.ws) T.ws.close(); connect(); };
  T.token = location.hash.slice(1) || sessionStorage.getItem("knackpy.teacher");
  if (T.token) { sessionStorage.setItem("knackpy.teacher", T.token); history.replaceState(null, "", "/teacher"); connect(); }
  else $("token-form").hidden = false;
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    T.token = $("token").value.trim();
    sessionStorage.setItem("knackpy.teacher", T.token);
    connect();
  });
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const bots = $("bots").value.split(/[,\s]+/).filter(Boolean);
    api("create", { ruleset: $("ruleset").value, players: Number($("players").value), bots,
      options: parseOptions($("options").value), hints: $("hints-on").checked });
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
