"""A step of Gettysburg's sequence of play: the kernel's ``Frame``
(kernel/frame.py: who decides, what is asked, the legal actions and their
handler) with what Gettysburg's board asks of a frame.

Frames stack: a period holds a turn, a turn an order, an order an assault, an
assault a retreat. The innermost frame decides what happens next.
"""

from __future__ import annotations

from gettysburg_desktop.kernel.frame import Frame as KernelFrame

from .pieces import Side


class Frame(KernelFrame):
    side: Side
    #: the area an assault frame fights in (``BaseBoard.assault_in`` finds it by this)
    fights_in: str | None = None
