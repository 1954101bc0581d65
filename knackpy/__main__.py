"""``python -m knackpy``: the same as the ``knackpy`` command (German by default, ``--lang en``)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
