/* The site's colour switch (issue 17): the four-colour deck for every card picture, remembered in
   localStorage.  Saved lesson pictures are <img> elements with SVG data (knackpy.svg.picture_html: the SVG with
   a few characters percent-escaped; base64 from other sources): they are parsed, recoloured and put back; widget pictures are inline <svg> and are recoloured in place (also when they appear
   later, drawn by the widget script), and so are the card buttons' inks.  MAP is
   knackpy.svg.suit_colour_map("four"), INKS is knackpy.svg.suit_ink_map("four"):
   tests/test_a11y_browser.py checks that they still are. */
(function () {
  "use strict";
  const KEY = "knackpy-suit-colours";
  const MAP = /* knackpy:suit-colour-map */ {"acorns": {"#3A2412": "#0D0D0D", "#6B3F1D": "#1A1A1A", "#B98550": "#D1D1D1", "#D08C3C": "#818181"}, "bells": {"#3D2800": "#452D00", "#A15C00": "#8A5A00", "#D9541E": "#8A5A00", "#F2B705": "#BFA473"}, "clubs": {"#00796B": "#0062B1"}, "diamonds": {"#1565C0": "#8A5A00"}, "german_hearts": {"#6E0D18": "#610C2E", "#C0182B": "#C2185B", "#D7263D": "#C2185B"}, "hearts": {"#CC3311": "#C2185B"}, "leaves": {"#1B4D17": "#003158", "#2E7D32": "#0062B1", "#3E9B35": "#0062B1", "#D9F0C4": "#CCE0EF"}, "spades": {}};
  const INKS = /* knackpy:suit-inks */ {"#00796B": "#0062B1", "#1565C0": "#8A5A00", "#2E7D32": "#0062B1", "#6B3F1D": "#1A1A1A", "#A15C00": "#8A5A00", "#C0182B": "#C2185B", "#CC3311": "#C2185B"};
  const TEXT = {
    de: { label: "4 Farben", title: "Vierfarbenblatt: jede Farbe in einem eigenen, gut unterscheidbaren Ton" },
    en: { label: "4 colours", title: "Four-colour deck: every suit in its own colour, easy to tell apart" },
  };

  function scheme() {
    try {
      return localStorage.getItem(KEY) === "four" ? "four" : "standard";
    } catch (error) {
      return "standard";
    }
  }

  function recolour(root, four) {
    for (const node of root.querySelectorAll("[fill], [stroke]")) {
      const holder = node.closest("[data-suit]");
      const table = holder && MAP[holder.getAttribute("data-suit")];
      if (!table) continue;
      for (const attr of ["fill", "stroke"]) {
        if (!node.hasAttribute(attr)) continue;
        const keep = "data-knackpy-" + attr;
        if (!node.hasAttribute(keep)) node.setAttribute(keep, node.getAttribute(attr));
        const standard = node.getAttribute(keep);
        node.setAttribute(attr, four ? table[standard] || standard : standard);
      }
    }
  }

  function rgb(hex) {
    const n = parseInt(hex.slice(1), 16);
    return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
  }
  const INKS_RGB = Object.fromEntries(Object.entries(INKS).map(([from, to]) => [rgb(from), to]));

  function recolourInk(node, four) {
    // card buttons and suit names of the widgets: their text is drawn in the suit's ink
    if (!node.dataset.knackpyColor) {
      if (!(node.style.color in INKS_RGB)) return;
      node.dataset.knackpyColor = node.style.color;
    }
    const target = four ? rgb(INKS_RGB[node.dataset.knackpyColor]) : node.dataset.knackpyColor;
    if (node.style.color !== target) node.style.color = target;
  }

  function recolourInks(root, four) {
    for (const node of root.querySelectorAll('.knackpy-widget [style*="color"], .knackpy-widget[style*="color"]')) {
      recolourInk(node, four);
    }
  }

  function fromBase64(data) {
    return new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
  }

  function toBase64(text) {
    let binary = "";
    for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }

  const SVG_DATA = "data:image/svg+xml";
  const PREFIX = SVG_DATA + ";base64,";

  function svgOf(url) {
    if (url.startsWith(PREFIX)) return fromBase64(url.slice(PREFIX.length));
    return decodeURIComponent(url.slice(url.indexOf(",") + 1));
  }

  function recolourImage(img, four) {
    if (!img.dataset.knackpyStandard) {
      if (!img.src.startsWith(SVG_DATA)) return;
      img.dataset.knackpyStandard = img.getAttribute("src");
    }
    const standard = img.dataset.knackpyStandard;
    if (!four) {
      img.setAttribute("src", standard);
      return;
    }
    const doc = new DOMParser().parseFromString(svgOf(standard), "image/svg+xml");
    if (!doc.querySelector("[data-suit]")) return;
    recolour(doc, true);
    img.src = PREFIX + toBase64(new XMLSerializer().serializeToString(doc));
  }

  function apply(root) {
    const four = scheme() === "four";
    document.documentElement.dataset.knackpySuitColours = four ? "four" : "standard";
    for (const img of root.querySelectorAll('img[src^="' + SVG_DATA + '"], img[data-knackpy-standard]')) {
      recolourImage(img, four);
    }
    for (const svg of root.querySelectorAll("svg")) {
      if (svg.querySelector("[data-suit]")) recolour(svg, four);
    }
    recolourInks(root.nodeType === 1 && root.parentNode ? root.parentNode : root, four);
    for (const button of document.querySelectorAll(".knackpy-colour-switch")) {
      button.setAttribute("aria-pressed", four ? "true" : "false");
    }
  }

  function addSwitch() {
    const header = document.querySelector(".md-header__inner");
    if (!header || header.querySelector(".knackpy-colour-switch")) return;
    const text = TEXT[document.documentElement.lang] || TEXT.de;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "knackpy-colour-switch";
    button.textContent = text.label;
    button.title = text.title;
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", () => {
      const next = scheme() === "four" ? "standard" : "four";
      try {
        localStorage.setItem(KEY, next);
      } catch (error) {
        /* storage may be off: the switch still works on this page */
      }
      apply(document);
    });
    const option = header.querySelector(".md-header__option");
    header.insertBefore(button, option || null);
  }

  function start() {
    addSwitch();
    apply(document);
    // widgets are drawn after the page has loaded: recolour what they add
    new MutationObserver((changes) => {
      if (scheme() !== "four") return;
      for (const change of changes) {
        if (change.type === "attributes") {
          if (change.target.closest(".knackpy-widget")) recolourInk(change.target, true);
          continue;
        }
        for (const node of change.addedNodes) {
          if (node.nodeType === 1) apply(node.parentNode || node);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
