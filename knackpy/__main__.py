"""``python -m knackpy``: the same as the ``knackpy`` command (in the reader's language, or ``--lang``)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
