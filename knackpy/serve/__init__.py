"""Classroom play: ``knackpy serve`` starts one web server, pupils join from their browsers and play at tables.

The rules stay knackpy's: every move goes through the engine, every browser
sees only its own seat's view (E5), and every table is its action log in a
SQLite file (E6).  The web packages come with ``pip install -e ".[serve]"``;
``knackpy`` itself stays standard-library only, so this package imports them
only when the server starts (:mod:`knackpy.serve.app`).
"""
