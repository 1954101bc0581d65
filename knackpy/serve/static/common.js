// Shared by the pupils' and the teacher's page: texts in both languages, the language switch, small DOM helpers.
// Every name and every text from the server goes into the page with textContent, never as markup.
"use strict";

const K = {
  texts: { de: {}, en: {} },
  lang: localStorage.getItem("knackpy.lang") || ((navigator.language || "de").startsWith("de") ? "de" : "en"),
  onLang: null,

  t(key, params) {
    let s = (K.texts[K.lang] || {})[key] || key;
    for (const [name, value] of Object.entries(params || {})) s = s.split("{" + name + "}").join(String(value));
    return s;
  },

  async loadTexts() {
    const response = await fetch("/api/texts");
    K.texts = await response.json();
    K.applyTexts();
  },

  applyTexts() {
    document.documentElement.lang = K.lang;
    for (const el of document.querySelectorAll("[data-t]")) el.textContent = K.t(el.dataset.t);
    for (const el of document.querySelectorAll("[data-t-placeholder]")) el.placeholder = K.t(el.dataset.tPlaceholder);
    for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === K.lang));
  },

  setLang(lang) {
    K.lang = lang === "en" ? "en" : "de";
    localStorage.setItem("knackpy.lang", K.lang);
    K.applyTexts();
    if (K.onLang) K.onLang(K.lang);
  },

  el(tag, props, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (key === "text") node.textContent = value;
      else if (key === "class") node.className = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  },

  wsUrl(path) {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + path;
  },
};

document.addEventListener("DOMContentLoaded", () => {
  for (const b of document.querySelectorAll("[data-lang]")) b.addEventListener("click", () => K.setLang(b.dataset.lang));
});
