"""The computer's players as the window's controller knows them (issue 16), a
part of the controller (ui/controller.py): which side a computer plays, its
decisions carried out as a player's, its suggestions marked on the board.
The computer's turns themselves are driven by ui/computer.py through
``play_for_computer``."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.scenario.record import HUMAN


class ComputerPlayers:
    """The computer players of one controller's game (the session's ``players``)."""

    def __init__(self, controller) -> None:
        self._c = controller

    def computer_for(self, side) -> str | None:
        """The computer player's name that decides for ``side`` (None: a person)."""
        if side is None:
            return None
        name = self._c.session.players.get(side.value, HUMAN)
        return None if name == HUMAN else name

    @property
    def against_computer(self) -> bool:
        """A computer plays a side (no curtain; undo takes back its replies too)."""
        c = self._c
        return not c.replaying and any(self.computer_for(s) for s in c.kind.sides)

    @property
    def people(self) -> set:
        """The sides a person plays."""
        return {s for s in self._c.kind.sides if self.computer_for(s) is None}

    @property
    def computer_decides(self) -> str | None:
        """The computer's name if it decides now (None if a person does or nobody)."""
        c = self._c
        g = c.game
        if c.replaying or g.over:
            return None
        return self.computer_for(g.deciding_side())

    def play_side_by_person(self, side: str) -> None:
        """A side the computer was to play goes to a person (a level this
        program lacks): the view and the curtain follow."""
        c = self._c
        c.session.players[side] = HUMAN
        c.screen.sync()

    def show_suggestion(self, choices: list) -> None:
        """Mark what the computer suggests (the choices of a whole decision,
        ui/computer.py) over the glow, until the next click: the units it
        moves or names, the places and borders it goes to, the blocks it orders from."""
        units: dict[str, str] = {}
        places: dict[str, str] = {}
        borders: dict[Any, str] = {}
        blocks: dict[str, str] = {}
        for choice in choices:
            units |= {u: "selected" for u in (choice.unit, *choice.units) if u}
            places |= {p: "target" for p in (*choice.places, *((choice.place,) if choice.place else ()))}
            if choice.border:
                borders[choice.border] = "target"
            if getattr(choice, "block", False) and choice.place:  # a game's choice of a command block (Gettysburg's)
                blocks[choice.place] = "target"
        c = self._c
        c.suggested = (units, places, borders, blocks)
        c._mark()

    def play_for_computer(self, action) -> list:
        """The computer's decision, carried out as a player's: on the board
        and in the log; where it acted stays outlined for the person until
        the next click (as after a hand-over)."""
        c = self._c
        events = c.apply(action)
        if events is not None and c.viewer is not None and c.game.log:
            keys = c.game.ruleset.place_keys
            c.recent = {p: "recent" for e in c.game.log[-1].events_seen_by(c.viewer) for p in e.places(keys)}
            c._mark()
        return events
