"""The two sides of Norden & Süden (NS-COMP-1): the Union (North, blue) and
the Confederacy (South, grey). Their text form is the same as Gettysburg's
("usa", "csa"), so records and settings name sides alike in both games."""

from __future__ import annotations

from enum import Enum

from gettysburg_desktop.kernel.said import Said, said


class Side(str, Enum):  # noqa: UP042 - a StrEnum would change str() of a member, which records and texts use
    USA = "usa"
    CSA = "csa"

    @property
    def other(self) -> Side:
        return Side.CSA if self is Side.USA else Side.USA

    @property
    def title(self) -> Said:
        """ "Union" or "Confederacy", as the texts name the side."""
        return _SIDE_WORDS[self]

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


_SIDE_WORDS = {Side.USA: said("Union"), Side.CSA: said("Confederacy")}
