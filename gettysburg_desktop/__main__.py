"""``python -m gettysburg_desktop``: the play window (app.py)."""

import sys

from gettysburg_desktop.app import main

sys.exit(main())
