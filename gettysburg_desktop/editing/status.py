"""The tones of an editor's status line, and when its checks run: what the
documents (editor.document, Norden & Süden's box document), their tools and
the shared window frame (editing.window_base) say to each other."""

from __future__ import annotations

#: the tones of a status report: plain, why something was not done (red), a warning (amber)
HINT, REFUSED, WARNING = "", "refused", "warning"

SETTLE_MS = 60  # after the last change: the rules' view and the checker
