// "Live starten / Start live" on a lesson page (issue 14; tools/live-page/README.md says why it is done so).
// The button makes the lesson live right here: it starts Python at once (the site's JupyterLite app's kernel
// worker, live/knackpy-page-worker.js, which starts Pyodide as it is created) and loads the page's live mode
// (live/knackpy-page.js, bundled from tools/live-page/: JupyterLite's Pyodide kernel, JupyterLab's output area
// and the Jupyter widget manager), which runs the lesson's cells and puts their live outputs where the static
// ones are.  This script shows the progress it reports.  Where the learner shows intent (the pointer on the
// button, the keyboard's focus on it, the first widget scrolled into view) it starts Python before the click
// (issue 33; tools/lite/README.md, "Ready before the learner asks").
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

  // Python for the lesson, started before the click where the learner shows intent (below) or with the click:
  // the kernel's worker (which starts Pyodide the moment it exists), the preload of what the kernel loads, the
  // page's live mode (live/knackpy-page.js) and, once that is there, the kernel itself (prepareLesson: Python up,
  // no cell run, nothing on the page changed).  Once per page; `why` is marked on <body data-knackpy-warm>.
  let warmed = null;

  function warm(button, why) {
    if (warmed) return warmed;
    const app = new URL(button.dataset.liveApp, document.baseURI).href;
    let worker = null;
    try {
      worker = new Worker(`${app}knackpy-page-worker.js`, { type: "module" });
    } catch (error) {
      worker = null; // the kernel then creates its worker itself
    }
    preload(app);
    const page = import(`${app}knackpy-page.js`);
    const notebook = button.dataset.livePath;
    const prepared = page.then((live) => {
      performance.mark("knackpy:live-mode-loaded");
      return live.prepareLesson ? live.prepareLesson({ notebook, worker }) : null;
    });
    prepared.catch(() => {}); // a failed start is reported when the learner presses the button
    page.catch(() => {});
    warmed = { worker, page, prepared };
    document.body.dataset.knackpyWarm = why;
    performance.mark(`knackpy:warm-${why}`); // benchmarks/bench_live.py --timeline
    return warmed;
  }

  function start(button) {
    const texts = JSON.parse(button.dataset.liveText);
    const note = button.closest("[data-knackpy=widget-note]");
    const status = note.querySelector("[data-knackpy=live-status]");
    const progress = note.querySelector("[data-knackpy=live-progress]");
    const say = (stage, values) => {
      status.hidden = false;
      status.textContent = fill(texts[stage], values || {});
      document.body.dataset.knackpyLive = stage;
    };
    button.disabled = true;
    progress.hidden = false;
    say("app");
    // Python starts now (or started when the learner showed intent), while the page loads the rest
    const { worker, page, prepared } = warm(button, "click");
    const report = (stage, values) => {
      if (!(stage in texts)) return;
      say(stage, values);
      if (stage === "lesson" && values.total) {
        progress.max = values.total;
        progress.value = values.done;
      }
      if (stage === "ready") {
        keepLoaded(); // for the next visit without a network
        // the worker keeps its snapshot for the next start now that it no longer slows this one down
        if (worker) worker.postMessage({ knackpy: "lesson-has-run" });
        // "the buttons do nothing yet, press Start live" is no longer true: the status line says it is live
        for (const done of [button, note.querySelector("[data-knackpy=live-body]")]) if (done) done.hidden = true;
        progress.hidden = true;
      }
      if (stage === "failed") {
        progress.hidden = true;
        if (worker) worker.terminate(); // no Python left running for a lesson that did not start
      }
    };
    page
      .then((live) => live.startLesson({ notebook: button.dataset.livePath, worker, prepared, report }))
      .catch((error) => {
        console.error("knackpy: the lesson could not start live", error);
        report("failed", {});
      });
  }

  // Intent: the pointer on "Live starten", the keyboard's focus on it, or the lesson's first widget scrolled into
  // view start Python (warm) before the click, so that the click finds the lesson answering sooner.  Never on a
  // connection where the learner asked to save data (navigator.connection.saveData), and only on pages with
  // something to start (this script runs only in a lesson's live note).  A page that is only read costs nothing:
  // a widget that is in view as the page opens counts only once the learner has scrolled.
  function saveData() {
    return !!(navigator.connection && navigator.connection.saveData);
  }

  function watchIntent(button) {
    if (saveData()) return;
    const intent = (why) => () => {
      if (!button.disabled) warm(button, why);
    };
    button.addEventListener("pointerenter", intent("pointer"), { once: true });
    button.addEventListener("focus", intent("focus"), { once: true });
    // the lesson's first widget: the cell whose static output holds a widget view (the page draws it from that)
    const view = document.querySelector('script[type="application/vnd.jupyter.widget-view+json"]');
    const widget = view && (view.closest(".jp-Cell") || view.parentElement);
    if (!widget || !("IntersectionObserver" in window)) return;
    let scrolled = false;
    let inView = false;
    const check = () => {
      if (scrolled && inView && !warmed && !button.disabled) warm(button, "widget");
    };
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      check();
    });
    observer.observe(widget);
    window.addEventListener(
      "scroll",
      () => {
        scrolled = true;
        check();
      },
      { once: true, passive: true },
    );
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

  // Offline after the first visit: the site's service worker (knackpy-offline.js at the site's root, written by
  // tools/site/hooks.py) keeps the lesson pages and what "Live starten" loads.  Registered for this language's
  // lesson folder and for the page's Python worker (a worker is served by the service worker whose scope holds
  // the worker's own address), not for the rest of live/: the live app's pages keep JupyterLite's.
  function keepForOffline(button) {
    if (!("serviceWorker" in navigator)) return;
    const app = new URL(button.dataset.liveApp, document.baseURI).href;
    const script = `${new URL("../", app).href}knackpy-offline.js`; // at the site's root, one folder above live/
    const scope = new URL("../", location.href).href; // course/ (or en/course/): every lesson of this language
    navigator.serviceWorker.register(script, { scope: `${app}knackpy-page-worker.js` }).catch(() => {});
    navigator.serviceWorker
      .register(script, { scope })
      .then(() => navigator.serviceWorker.ready)
      .then(() => keepLoaded())
      .catch((error) => console.info("knackpy: the lessons will not work offline here", error));
  }

  // What this page has loaded (itself, its styles and scripts; once live, also Python and the lesson, which the
  // preload list names): the offline worker keeps copies of it, from the browser's cache.
  function keepLoaded() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.ready.then((registration) => {
      const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
      const page = location.href.split("#")[0];
      if (registration.active) registration.active.postMessage({ knackpyKeep: [page, ...loaded] });
    });
  }

  function setUpAutoStart() {
    const box = document.querySelector("[data-knackpy=live-auto]");
    const button = document.querySelector("[data-knackpy=live-start]");
    if (!box || !button) return;
    keepForOffline(button);
    box.checked = remembered();
    box.addEventListener("change", () => {
      remember(box.checked);
      if (box.checked && !button.disabled) start(button);
    });
    // the preference starts the lesson as the page opens, but not where the learner asked to save data
    if (box.checked && !button.disabled && !saveData()) start(button);
    else watchIntent(button);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUpAutoStart);
  else setUpAutoStart();
})();
