// "Zurück zu den Spieltischen / Back to the game tables" (issue 31): a link from every page of the site to the
// classroom's tables, shown only when a classroom server (knackpy serve --course) serves the site.
// The site ships assets/knackpy-classroom.json as {"tables": null}: on the public website nothing is shown and
// no request fails.  The classroom server answers the same address with the tables' address and the link's
// words in both languages (knackpy/serve/course.py), so the pupils get back from a lesson to their table.
(function () {
  "use strict";

  const here = document.currentScript && document.currentScript.src;
  if (!here) return;

  function show(classroom) {
    const article = document.querySelector("article.md-content__inner") || document.querySelector("main");
    if (!article || document.querySelector("[data-knackpy=classroom-link]")) return;
    const lang = (document.documentElement.lang || "de").startsWith("en") ? "en" : "de";
    const link = document.createElement("a");
    link.href = new URL(classroom.tables, location.href).href;
    link.textContent = (classroom.label && classroom.label[lang]) || classroom.tables;
    const line = document.createElement("p");
    line.className = "knackpy-classroom-link";
    line.dataset.knackpy = "classroom-link";
    line.append(link);
    article.prepend(line);
  }

  // assets/javascripts/classroom.js -> assets/knackpy-classroom.json
  fetch(new URL("../knackpy-classroom.json", here), { cache: "no-cache" })
    .then((response) => (response.ok ? response.json() : null))
    .then((classroom) => {
      if (classroom && typeof classroom.tables === "string") show(classroom);
    })
    .catch(() => {}); // offline without a kept copy: the page works without the link
})();
