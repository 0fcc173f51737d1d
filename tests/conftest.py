"""Every test runs without a display: Qt draws offscreen unless the caller
chose a platform (QT_QPA_PLATFORM=xcb to watch a test in a real window)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
