"""The engine's texts for translation: ``said`` and ``Said`` live in the
kernel (kernel/said.py; every ruleset speaks through them) and are
re-exported here, where the rules and ``tools/translations.py`` look."""

from __future__ import annotations

from gettysburg_desktop.kernel.said import Said as Said
from gettysburg_desktop.kernel.said import _remake as _remake
from gettysburg_desktop.kernel.said import said as said
