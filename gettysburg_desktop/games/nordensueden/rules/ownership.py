"""Who owns a box and what it is worth (NS-OCC-1, NS-OCC-2, NS-ARMY-1):
queries on the map and the state, below the board. A box belongs to its
starting colour unless a flag says otherwise (white boxes: nobody)."""

from __future__ import annotations

from .boxmap import BoxMap
from .sides import Side
from .state import State


def owner(box_map: BoxMap, state: State, box: str) -> Side | None:
    flags = state.flags
    if box in flags:
        return flags[box]
    return box_map.box[box].owner


def army_max(box_map: BoxMap, state: State, side: Side) -> int:
    """NS-ARMY-1: the numbers in ``side``'s colour in the boxes it owns."""
    flags = state.flags
    total = 0
    for b in box_map.boxes:
        n = b.recruit.get(side, 0)
        if n and (flags.get(b.id, b.owner)) is side:
            total += n
    return total


def is_recruitment_city(box_map: BoxMap, state: State, box: str, side: Side) -> bool:
    """NS-RECR-3: ``side`` owns the box and it shows a number in ``side``'s colour."""
    return box_map.box[box].recruit.get(side, 0) > 0 and owner(box_map, state, box) is side
