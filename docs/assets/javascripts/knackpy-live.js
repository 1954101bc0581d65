// "Live starten / Start live" on a lesson page (issue 14; tools/lite/README.md says why it is done so).
// The button opens the lesson's own notebook from the site's JupyterLite app (live/notebooks/, Pyodide kernel,
// Jupyter widget manager) in a frame in place of the static lesson.  The app's script (live/knackpy-live.js)
// hides JupyterLab's menus and toolbars, runs every cell once Python is up and reports each stage and the
// lesson's height; this script shows the progress and swaps the frame in when the lesson has run.
(function () {
  "use strict";

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (_, key) => (key in values ? String(values[key]) : ""));
  }

  // What the kernel loads as it starts (the app's knackpy-preload.json, tools/lite/build.py): fetched into the
  // browser's cache at once, while the notebook app is still loading, instead of one file after the other later.
  // Low priority, so the app's own scripts come first; a file that fails is simply asked for again by the kernel.
  function preload(app) {
    fetch(`${app}knackpy-preload.json`)
      .then((response) => (response.ok ? response.json() : { files: [] }))
      .then(({ files }) =>
        files.forEach((file) =>
          fetch(`${app}${file}`, { priority: "low" })
            .then((response) => response.arrayBuffer())
            .catch(() => {}),
        ),
      )
      .catch(() => {});
  }

  function start(button) {
    const texts = JSON.parse(button.dataset.liveText);
    const note = button.closest("[data-knackpy=widget-note]");
    const status = note.querySelector("[data-knackpy=live-status]");
    const progress = note.querySelector("[data-knackpy=live-progress]");
    const lesson = note.closest(".jupyter-wrapper");
    const say = (stage, values) => {
      status.hidden = false;
      status.textContent = fill(texts[stage], values || {});
      document.body.dataset.knackpyLive = stage;
    };
    button.disabled = true;
    progress.hidden = false;
    preload(button.dataset.liveApp);
    // the note (with the progress) stays visible above the frame once the static lesson is hidden
    if (lesson) lesson.before(note);
    const frame = document.createElement("iframe");
    frame.className = "knackpy-live-frame";
    frame.dataset.knackpy = "live-frame";
    frame.title = texts.frame;
    const path = encodeURIComponent(button.dataset.livePath);
    frame.src = `${button.dataset.liveNotebooks}index.html?path=${path}&embed=1`;
    note.after(frame);
    say("app");
    window.addEventListener("message", (event) => {
      const message = event.source === frame.contentWindow && event.data && event.data.knackpyLive;
      if (!message) return;
      if (message.height) frame.style.height = `${Math.ceil(message.height)}px`;
      if (!message.stage || !(message.stage in texts)) return;
      say(message.stage, message);
      if (message.stage === "lesson" && message.total) {
        progress.max = message.total;
        progress.value = message.done;
      }
      if (message.stage === "ready") {
        if (lesson) lesson.hidden = true;
        // "the buttons do nothing yet, press Start live" is no longer true: the status line says it is live
        for (const done of [button, note.querySelector("[data-knackpy=live-body]")]) if (done) done.hidden = true;
        frame.classList.add("is-live");
        progress.hidden = true;
      }
      if (message.stage === "failed") progress.hidden = true;
    });
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("[data-knackpy=live-start]");
    if (button && !button.disabled) start(button);
  });

  // "Start every lesson live right away": remembered in this browser only (localStorage), so a learner who
  // ticks it once finds each lesson page live by the time the introduction is read.
  const AUTO = "knackpy-live:auto";
  function remembered() {
    try {
      return window.localStorage.getItem(AUTO) === "1";
    } catch (error) {
      return false; // storage switched off: the button still works
    }
  }

  function remember(on) {
    try {
      if (on) window.localStorage.setItem(AUTO, "1");
      else window.localStorage.removeItem(AUTO);
    } catch (error) {
      /* storage switched off: nothing to remember */
    }
  }

  function setUpAutoStart() {
    const box = document.querySelector("[data-knackpy=live-auto]");
    const button = document.querySelector("[data-knackpy=live-start]");
    if (!box || !button) return;
    box.checked = remembered();
    box.addEventListener("change", () => {
      remember(box.checked);
      if (box.checked && !button.disabled) start(button);
    });
    if (box.checked && !button.disabled) start(button);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAutoStart);
  else setUpAutoStart();
})();
