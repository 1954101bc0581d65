/* Checks in the lessons (knackpy.checks): mark the chosen answer and remember it in this browser.
   Without this script each check still works: every choice is a <details> whose feedback opens on click.
   Nothing is sent anywhere; answers live in localStorage under "knackpy-check:<id>". */
(function () {
  "use strict";
  var PREFIX = "knackpy-check:";

  function store(id, value) {
    try {
      if (value === null) window.localStorage.removeItem(PREFIX + id);
      else window.localStorage.setItem(PREFIX + id, value);
    } catch (error) { /* private mode or storage disabled: the check still works */ }
  }

  function stored(id) {
    try { return window.localStorage.getItem(PREFIX + id); } catch (error) { return null; }
  }

  function show(check, choice, remembered) {
    var choices = check.querySelectorAll(".knackpy-check-choice");
    Array.prototype.forEach.call(choices, function (other) {
      if (other !== choice) other.open = false;
      other.classList.remove("knackpy-check-picked");
    });
    choice.classList.add("knackpy-check-picked");
    check.setAttribute("data-state", choice.getAttribute("data-result"));
    var note = check.querySelector(".knackpy-check-remembered");
    if (remembered && !note) {
      note = document.createElement("p");
      note.className = "knackpy-check-remembered";
      note.textContent = check.getAttribute("data-answered");
      check.appendChild(note);
    } else if (!remembered && note) {
      note.remove();
    }
  }

  function setUp(check) {
    if (check.hasAttribute("data-ready")) return;
    check.setAttribute("data-ready", "");
    var id = check.getAttribute("data-check");
    var choices = check.querySelectorAll(".knackpy-check-choice");
    Array.prototype.forEach.call(choices, function (choice) {
      choice.addEventListener("toggle", function () {
        if (!choice.open) return;
        if (choice.hasAttribute("data-restored")) {  // opened by the page itself, not by a click
          choice.removeAttribute("data-restored");
          return;
        }
        show(check, choice, false);
        store(id, choice.getAttribute("data-choice"));
      });
    });
    var saved = stored(id);
    if (saved !== null) {
      var choice = check.querySelector('.knackpy-check-choice[data-choice="' + saved + '"]');
      if (choice) {
        choice.setAttribute("data-restored", "");
        choice.open = true;
        show(check, choice, true);
      }
    }
  }

  function setUpAll() {
    Array.prototype.forEach.call(document.querySelectorAll(".knackpy-check"), setUp);
  }

  // a live lesson (knackpy-live.js) draws its outputs anew: set up the checks it adds, too
  function watch() {
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        Array.prototype.forEach.call(change.addedNodes, function (node) {
          if (node.nodeType !== 1) return;
          if (node.matches(".knackpy-check")) setUp(node);
          Array.prototype.forEach.call(node.querySelectorAll(".knackpy-check"), setUp);
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
