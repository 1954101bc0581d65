/* Checks in the lessons (knackpy.checks): a second try before the answer, and progress kept on this device.
   Without this script each check still works: every choice is a <details> whose feedback opens on click (a hint
   for a wrong choice), and the answer is behind "Lösung zeigen" / "Show answer".  With it:
   - a wrong choice gets its hint and "try again"; after data-tries wrong tries (knackpy.check_texts) the answer
     opens by itself and takes the focus; each step is said in a live region for screen readers;
   - each answer is remembered in localStorage under "knackpy-check:<id>" ({state, tried, choice}; a check has
     one id in both languages), and the lesson page (data-knackpy=progress) and the home page's lesson list
     (data-knackpy=lessons, with "Neu anfangen" / "Start again") say how many checks are done.
   Texts come from the page (knackpy.checks, tools/site/sitegen.py).  Nothing is sent anywhere. */
(function () {
  "use strict";
  var PREFIX = "knackpy-check:";
  var forEach = function (list, fn) { Array.prototype.forEach.call(list, fn); };

  // --- what this browser remembers ------------------------------------------------------------------------

  function load(id) {
    var raw = null;
    try { raw = window.localStorage.getItem(PREFIX + id); } catch (error) { return null; }
    if (raw === null) return null;
    if (/^\d+$/.test(raw)) return { legacy: true, choice: Number(raw) };  // before the second try: a choice only
    try {
      var record = JSON.parse(raw);
      return record && typeof record === "object" ? record : null;
    } catch (error) { return null; }
  }

  function save(id, record) {
    try { window.localStorage.setItem(PREFIX + id, JSON.stringify(record)); } catch (error) { /* storage off */ }
  }

  function isDone(record) {
    return Boolean(record) && (record.state === "right" || record.state === "shown");
  }

  function forgetAll() {
    try {
      var keys = [];
      for (var i = 0; i < window.localStorage.length; i++) {
        var key = window.localStorage.key(i);
        if (key && key.indexOf(PREFIX) === 0) keys.push(key);
      }
      keys.forEach(function (key) { window.localStorage.removeItem(key); });
    } catch (error) { /* storage off: nothing was kept */ }
  }

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (_, key) { return key in values ? String(values[key]) : ""; });
  }

  function doneCount(ids) {
    return ids.filter(function (id) { return isDone(load(id)); }).length;
  }

  // --- one check ------------------------------------------------------------------------------------------

  function textOf(node) {
    return node ? node.textContent.replace(/\s+/g, " ").trim() : "";
  }

  function say(check, text) {
    var status = check.querySelector(".knackpy-check-status");
    if (!status) return;
    status.textContent = "";  // the same words again are still announced
    window.setTimeout(function () { status.textContent = text; }, 50);
  }

  // open or close a <details> without it counting as the learner's click
  function setOpen(details, open) {
    if (details.open === open) return;
    details.setAttribute("data-quiet", "");
    details.open = open;
  }

  function solutionOf(check) {
    return check.querySelector(".knackpy-check-solution");
  }

  function mark(check, record) {
    check.setAttribute("data-state", record.state || "new");
    var tried = record.tried || [];
    forEach(check.querySelectorAll(".knackpy-check-choice"), function (choice) {
      var index = Number(choice.getAttribute("data-choice"));
      choice.classList.toggle("knackpy-check-tried", tried.indexOf(index) >= 0);
      choice.classList.toggle("knackpy-check-picked", index === record.choice);
    });
  }

  function remembered(check, on) {
    var note = check.querySelector(".knackpy-check-remembered");
    if (on && !note) {
      note = document.createElement("p");
      note.className = "knackpy-check-remembered";
      note.textContent = check.getAttribute("data-answered");
      check.appendChild(note);
    } else if (!on && note) {
      note.remove();
    }
  }

  function pick(check, choice) {
    var id = check.getAttribute("data-check");
    var record = load(id) || {};
    if (record.legacy) record = {};
    var tried = record.tried || [];
    var index = Number(choice.getAttribute("data-choice"));
    var right = choice.getAttribute("data-result") === "right";
    var tries = Number(check.getAttribute("data-tries")) || 2;
    forEach(check.querySelectorAll(".knackpy-check-choice"), function (other) {
      if (other !== choice) setOpen(other, false);
    });
    var words = [textOf(choice.querySelector(".knackpy-check-feedback"))];
    var solution = solutionOf(check);
    if (right) {
      record.state = "right";
    } else {
      if (tried.indexOf(index) < 0) tried.push(index);
      if (!isDone(record)) record.state = tried.length >= tries && solution ? "shown" : "retry";
    }
    var revealed = !right && record.state === "shown" && solution && !solution.open;
    record.tried = tried;
    record.choice = index;
    save(id, record);
    mark(check, record);
    remembered(check, false);
    if (revealed) {  // the verdict and the answer: the hint and "try again" were said on the try before
      setOpen(solution, true);
      var answer = solution.querySelector(".knackpy-check-answer");
      words = [textOf(choice.querySelector(".knackpy-check-feedback strong")), textOf(answer)];
      if (answer) answer.focus();  // read out at once; the next Tab goes on from here
    }
    say(check, words.join(" "));
    updateProgress();
  }

  function showAnswer(check) {
    var id = check.getAttribute("data-check");
    var record = load(id) || {};
    if (record.legacy) record = {};
    if (!isDone(record)) record.state = "shown";
    record.tried = record.tried || [];
    save(id, record);
    mark(check, record);
    say(check, textOf(solutionOf(check).querySelector(".knackpy-check-answer")));
    updateProgress();
  }

  function restore(check) {
    var id = check.getAttribute("data-check");
    var record = load(id);
    if (!record) return;
    if (record.legacy) {  // an answer kept before the second try: right, or one wrong try
      var old = check.querySelector('.knackpy-check-choice[data-choice="' + record.choice + '"]');
      if (!old) return;
      var right = old.getAttribute("data-result") === "right";
      record = right ? { state: "right", tried: [], choice: record.choice } : { state: "retry", tried: [record.choice], choice: record.choice };
      save(id, record);
    }
    mark(check, record);
    if (record.state === "right") {
      var choice = check.querySelector('.knackpy-check-choice[data-choice="' + record.choice + '"]');
      if (choice) setOpen(choice, true);
    }
    var solution = solutionOf(check);
    if (record.state === "shown" && solution) setOpen(solution, true);
    remembered(check, isDone(record));
  }

  function setUp(check) {
    if (check.hasAttribute("data-ready")) return;
    check.setAttribute("data-ready", "");
    var status = document.createElement("p");
    status.className = "knackpy-check-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    check.appendChild(status);
    forEach(check.querySelectorAll(".knackpy-check-choice"), function (choice) {
      choice.addEventListener("toggle", function () {
        if (choice.hasAttribute("data-quiet")) { choice.removeAttribute("data-quiet"); return; }
        if (choice.open) pick(check, choice);
      });
    });
    var solution = solutionOf(check);
    if (solution) {
      solution.addEventListener("toggle", function () {
        if (solution.hasAttribute("data-quiet")) { solution.removeAttribute("data-quiet"); return; }
        if (solution.open) showAnswer(check);
      });
    }
    restore(check);
  }

  // --- progress: this lesson page, and the home page's list ----------------------------------------------

  function texts(node) {
    try { return JSON.parse(node.getAttribute("data-text")) || {}; } catch (error) { return {}; }
  }

  function idsOf(node) {
    return (node.getAttribute("data-checks") || "").split(/\s+/).filter(Boolean);
  }

  function updateLesson() {
    var box = document.querySelector("[data-knackpy=progress]");
    if (!box) return;
    var ids = idsOf(box);
    var done = doneCount(ids);
    var words = texts(box);
    var template = done === ids.length ? words.all : words.some;
    box.querySelector("[data-knackpy=progress-count]").textContent = fill(template || "", { done: done, total: ids.length });
    box.setAttribute("data-done", String(done));
    box.hidden = false;
  }

  function updateHome() {
    var list = document.querySelector("[data-knackpy=lessons]");
    if (!list) return;
    var words = texts(list);
    forEach(list.querySelectorAll("li[data-checks]"), function (item) {
      var ids = idsOf(item);
      var place = item.querySelector("[data-knackpy=lesson-progress]");
      if (!place || !ids.length) return;
      var done = doneCount(ids);
      var template = done === 0 ? words.none : done === ids.length ? words.all : words.some;
      place.textContent = fill(template || "", { done: done, total: ids.length });
      item.setAttribute("data-done", String(done));
      item.classList.toggle("knackpy-lesson-done", done === ids.length);
    });
  }

  function updateProgress() {
    updateLesson();
    updateHome();
  }

  function setUpReset() {
    var button = document.querySelector("[data-knackpy=progress-reset]");
    if (!button || button.hasAttribute("data-ready")) return;
    button.setAttribute("data-ready", "");
    button.addEventListener("click", function () {
      if (!window.confirm(button.getAttribute("data-confirm"))) return;
      forgetAll();
      updateProgress();
      var status = document.querySelector("[data-knackpy=progress-status]");
      if (status) status.textContent = button.getAttribute("data-done");
    });
  }

  // --- the page -------------------------------------------------------------------------------------------

  function setUpAll() {
    forEach(document.querySelectorAll(".knackpy-check"), setUp);
    setUpReset();
    updateProgress();
  }

  // a live lesson (knackpy-live.js) draws its outputs anew: set up the checks it adds, too
  function watch() {
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        forEach(change.addedNodes, function (node) {
          if (node.nodeType !== 1) return;
          if (node.matches(".knackpy-check")) setUp(node);
          forEach(node.querySelectorAll(".knackpy-check"), setUp);
        });
      });
    }).observe(document.body, { childList: true, subtree: true });
  }

  function start() {
    setUpAll();
    watch();
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(setUpAll);
    if (document.body) watch();
    else document.addEventListener("DOMContentLoaded", watch);
  } else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
