"""The components' look: sizes, inline styles, button colours and the style sheet they carry.

Split from :mod:`knackpy.widgets.common` so that module reads in one sitting; everything here is plain
data (no ipywidgets import), and ``common`` re-exports it.
"""

from __future__ import annotations

#: Width of a card in pixels (height is 1.4 times that): large enough to read from across a classroom.
CARD_WIDTH = 80
#: CSS class on every component's root and on its HTML parts (the course's stylesheet may refine it).
CSS_CLASS = "knackpy-widget"
#: Inline styles: they travel with saved notebook output, so the static site looks the same as JupyterLab.
STYLE = {
    "text": "font-size:16px;line-height:1.5;color:#1A1A1A",
    "heading": "font-size:18px;font-weight:700;margin:4px 0;color:#1A1A1A",
    "value": "font-size:22px;font-weight:700;color:#1A1A1A",
    "muted": "font-size:14px;color:#444444",
    "info": "background:#E8F1FA;border-left:6px solid #0072B2;color:#0B2942",
    "success": "background:#E7F5EE;border-left:6px solid #009E73;color:#0B3A2A",
    "error": "background:#FDF0E6;border-left:6px solid #D55E00;color:#4A1B00",
    "rule": "font-family:monospace;font-size:14px;background:#EFEFEF;border-radius:3px;padding:0 4px",
}
ICONS = {"info": "ℹ️", "success": "✅", "error": "⚠️"}
BUTTON_FONT = "16px"
#: WCAG 2.5.5 (AAA) and the platforms' guidelines: 44 px is the smallest comfortable touch target.
TOUCH_SIZE = "44px"
#: A card button holds a check mark and "10♦" side by side.
CARD_BUTTON_WIDTH = "76px"

#: The components' own style sheet (see :meth:`Component.frame`).  Button colours: white text on these
#: backgrounds has at least 4.5:1 (tests/test_widgets_labs.py measures it); JupyterLab's own are lighter.
TOGGLE_BACKGROUND = "#FFFFFF"
BUTTON_COLOURS = {
    "primary": "#1565C0",
    "success": "#2E7D32",
    "info": "#00695C",
    "warning": "#8A4B00",
    "danger": "#C62828",
}
WIDGET_CSS = (
    "".join(
        f".{CSS_CLASS}.jupyter-button.mod-{kind}{{background-color:{colour};color:#FFFFFF}}"
        for kind, colour in BUTTON_COLOURS.items()
    )
    + f".{CSS_CLASS}.jupyter-button{{min-height:{TOUCH_SIZE};color:#1A1A1A}}"
    # card toggles: the suit's ink on white (4.5:1 and more); pressed = a thick dark frame and a check mark
    + f".{CSS_CLASS}.widget-toggle-button{{background-color:{TOGGLE_BACKGROUND};border:1px solid #757575}}"
    + f".{CSS_CLASS}.widget-toggle-button.mod-active{{background-color:{TOGGLE_BACKGROUND};"
    "box-shadow:inset 0 0 0 3px #1A1A1A}"
    + f".{CSS_CLASS}.jupyter-button:focus-visible,.{CSS_CLASS} select:focus-visible,.{CSS_CLASS} input:focus-visible,"
    f".{CSS_CLASS} [tabindex]:focus-visible,.{CSS_CLASS} .jupyter-widget-Collapse-header:focus-visible"
    "{outline:3px solid #1A1A1A;outline-offset:2px;box-shadow:0 0 0 5px #FFFFFF}"
    + f".{CSS_CLASS} .jupyter-widget-Collapse-header{{color:#1A1A1A;min-height:{TOUCH_SIZE}}}"
    + f".{CSS_CLASS} select,.{CSS_CLASS} input:not([type=checkbox]){{min-height:{TOUCH_SIZE}}}"
    + f".{CSS_CLASS}.widget-checkbox{{height:auto;min-height:{TOUCH_SIZE};align-items:center}}"
    + f".{CSS_CLASS}.widget-checkbox input{{width:20px;height:20px;margin:0 8px 0 0}}"
    + f".{CSS_CLASS}.widget-toggle-button{{padding:0 6px}}"
    + f".{CSS_CLASS}-svg svg{{max-width:100%;height:auto}}"
    # phones: HTML parts and their tables wrap inside the screen instead of running off it
    + f".{CSS_CLASS}.widget-html,.{CSS_CLASS} .widget-html-content{{max-width:100%;min-width:0}}"
    + f".{CSS_CLASS} table{{max-width:100%}}.{CSS_CLASS} td,.{CSS_CLASS} th"
    "{white-space:normal!important;overflow-wrap:anywhere}"
    + f".{CSS_CLASS}.widget-box,.{CSS_CLASS} .widget-box{{max-width:100%;flex-wrap:wrap}}"
    # long labels wrap instead of being cut off (a move such as "Hand offen hinlegen und die andere blind nehmen")
    + f".{CSS_CLASS}.jupyter-button{{white-space:normal;overflow-wrap:anywhere;max-width:100%;line-height:1.3}}"
    # a dropdown and its label ("Blatt") wrap on a phone; the list shrinks to the screen instead of running off it
    + f".{CSS_CLASS}.widget-dropdown{{flex-wrap:wrap;max-width:100%;height:auto}}"
    + f".{CSS_CLASS}.widget-dropdown>select{{min-width:0;max-width:100%;flex:1 1 12em}}"
    + f".{CSS_CLASS}.widget-dropdown>.widget-label{{max-width:100%;white-space:normal}}"
    # the moves in three columns: nine swaps (three hand cards by three table cards) form a square, not a tower
    + f".{CSS_CLASS}-moves{{display:grid!important;grid-template-columns:repeat(3,minmax(0,1fr));width:100%}}"
    + f".{CSS_CLASS}-moves>.jupyter-button{{width:auto!important}}"
    + f".{CSS_CLASS}-sr-only{{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
    "clip:rect(0 0 0 0);white-space:nowrap;border:0}"
)
