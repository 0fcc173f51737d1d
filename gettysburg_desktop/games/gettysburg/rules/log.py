"""The game's log: the kernel's (kernel/log.py: every action with the side
that took it, the events it caused and the dice it rolled, and the text each
side may read of it), re-exported here. What the other side reads of an
action is the ruleset's: ``Action.public_text`` (R-ACT-2: the opponent's
command-block values never show, e.g. ``place-block ? herr-ridge``)."""

from __future__ import annotations

from gettysburg_desktop.kernel.log import LogEntry as LogEntry
from gettysburg_desktop.kernel.log import log_text as log_text
