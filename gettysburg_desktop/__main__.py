"""``python -m gettysburg_desktop``: the play window (app.py)."""

import sys

from .app import main

sys.exit(main())
