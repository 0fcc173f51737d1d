"""Shared helpers for the rules tests: build a crossroads game from a stated
position with scripted dice, apply several actions, and read what a player
would see (places, cubes, markers, legal actions)."""

from __future__ import annotations

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import ScriptedDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.position import state_from_position


def game_at(position: dict, dice=(), *, undo: bool = True, variants=()) -> Game:
    sc = crossroads.scenario()
    return Game(sc, ScriptedDice(list(dice)), undo=undo, state=state_from_position(sc, position), variants=variants)


def play(g: Game, *actions: str) -> list:
    """Apply the actions in order; all their events."""
    events = []
    for a in actions:
        events.extend(g.apply(a))
    return events


def legal(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def legal_with(g: Game, verb: str) -> list[str]:
    return [str(a) for a in g.legal_actions() if a.verb == verb]


def loc(g: Game, uid: str) -> str:
    return g.state.units[uid].location


def ids_at(g: Game, place: str) -> list[str]:
    return sorted(u.id for u in g.units_at(place))


def cubes(g: Game, place: str) -> dict:
    return dict(g.state.cubes.get(place, {}))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def blocks(*specs: tuple[str, str, int, int]) -> dict:
    """blocks(("town", "csa", 3, 0), ...) -> the position's blocks mapping."""
    return {p: {"side": s, "value": v, "discs": d} for p, s, v, d in specs}


def position_signature(g: Game) -> tuple:
    """Everything a player could tell two games apart by: the whole board
    (board_tracker.BoardTracker, tied cubes and supply included), what is asked
    and the legal actions, and the history."""
    from board_tracker import BoardTracker

    b = BoardTracker.of_state(g.state)
    board = {k: v for k, v in vars(b).items() if k != "entrenchments"}
    board["entrenchments"] = {a: sorted(m) for a, m in b.entrenchments.items()}
    return (board, g.prompt(), [str(a) for a in g.legal_actions()], [str(a) for a in g.history])


def random_steps(g: Game, n: int, seed: int) -> Game:
    """Play up to ``n`` uniformly random legal actions (fewer if the game ends)."""
    import random

    rnd = random.Random(seed)
    for _ in range(n):
        if g.over:
            break
        legal = g.legal_actions()
        g.apply(legal[rnd.randrange(len(legal))])
    return g
