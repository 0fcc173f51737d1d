"""PIPs and command distance (BB-PIP, BB-CMD-8, BB-CMD-9).

At the start of his bound the active player rolls one die for each of his
commands still on the table and gives each command one of them, freely
(BB-PIP-1 **[interpretation]**); a die's score is that command's PIPs. A
move of an element or a group costs 1 PIP, and 1 more, once at most, when
it is beyond command distance: further than 1200 paces from its command
element, or than 600 paces where the command element cannot see it, or its
command element lost (BB-CMD-8). A group pays when any element is beyond
(BB-CMD-9). Distances are measured (nearest points, at the start of the
move) and sight judged on the table; here they come in as numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

#: BB-CMD-8: command distance in sight and out of sight, in paces
IN_SIGHT, OUT_OF_SIGHT = 1200, 600


@dataclass(frozen=True)
class Reach:
    """An element's distance from its command element, in paces, and whether the commander sees it."""

    distance: float
    in_sight: bool


def beyond_command(reach: Reach, *, commander_lost: bool = False) -> bool:
    """BB-CMD-8: whether the element is beyond command distance (or its command element is lost)."""
    if commander_lost:
        return True
    return reach.distance > (IN_SIGHT if reach.in_sight else OUT_OF_SIGHT)


def move_cost(reaches: list[Reach], *, commander_lost: bool = False) -> int:
    """BB-PIP-2, BB-PIP-3, BB-CMD-9: the PIPs a move of these elements (one, or a group's) costs: 1,
    and 1 more if any of them is beyond command distance; one extra at most, whatever the reasons."""
    return 1 + (1 if commander_lost or any(beyond_command(r) for r in reaches) else 0)


def dice_for(commands_on_table: list[str], roll: list[int]) -> dict[str, int]:
    """BB-PIP-1: the dice rolled, one a command still on the table, given in the order the player
    chose (``roll`` already in that order)."""
    if len(roll) != len(commands_on_table):
        raise ValueError(f"{len(roll)} dice for {len(commands_on_table)} commands (BB-PIP-1)")
    return dict(zip(commands_on_table, roll, strict=True))
