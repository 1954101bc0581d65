// The join page's link to the lessons (knackpy serve --course): shown only when this server serves them
// (/api/course names their start page per language; {"lessons": null} otherwise), in the page's language.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const line = document.getElementById("course-link");
  const link = line.querySelector("a");
  let lessons = null;
  const follow = () => { if (lessons) link.href = lessons[K.lang] || lessons.de; };
  fetch("/api/course")
    .then((response) => (response.ok ? response.json() : { lessons: null }))
    .then((answer) => {
      lessons = answer.lessons;
      follow();
      line.hidden = !lessons;
    })
    .catch(() => {});
  for (const button of document.querySelectorAll("[data-lang]")) button.addEventListener("click", follow);
});
