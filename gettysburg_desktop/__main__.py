"""``python -m gettysburg_desktop``: the command-line tool until the play window exists."""

import sys

from .cli import run

sys.exit(run())
