"""Small box maps built in code for the battle tests (NS-RET, NS-CAVRET,
NS-REINF, the combat example), and a test game whose only step is one
battle on such a map (``battle_game``)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import ClassVar

from gettysburg_desktop.games.nordensueden.rules.actions import Action
from gettysburg_desktop.games.nordensueden.rules.battle import (
    BATTLE_EVENT_KINDS,
    BATTLE_ONLY_CHOICE_VERBS,
    BATTLE_RULE_TITLES,
    Battle,
    battle_view,
    recover,
    why_illegal,
)
from gettysburg_desktop.games.nordensueden.rules.board import NSBoard
from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.pieces import UnitKind
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.games.nordensueden.rules.state import State, Unit
from gettysburg_desktop.kernel.dice import ScriptedDice
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset

USA, CSA = Side.USA, Side.CSA


def box(
    id: str, owner: Side | None = None, recruit: dict | None = None, *, fortress: bool = False, port: bool = False
) -> Box:
    return Box(id, id.replace("-", " ").title(), "Test", 35.0, -90.0, owner, port, dict(recruit or {}), fortress)


def link(
    a: str,
    b: str,
    kind: str = "road",
    *,
    crossing: tuple[str, ...] = (),
    downstream: str | None = None,
    potomac: bool = False,
) -> Link:
    k = LinkKind(kind)
    if k is LinkKind.RIVER and downstream is None:
        downstream = b
    return Link(a, b, k, downstream, frozenset(crossing), potomac)


def small_map(boxes: list[Box], links: list[Link]) -> BoxMap:
    return BoxMap("test", "a test map", tuple(boxes), tuple(links))


def star(
    centre_owner: Side | None, around: dict[str, tuple[Side | None, dict]], kinds: dict[str, str] | None = None
) -> BoxMap:
    """A battle box "battle" joined by a road (or ``kinds[name]``) to each box of ``around``."""
    boxes = [box("battle", centre_owner)] + [box(n, o, r) for n, (o, r) in around.items()]
    links = [link("battle", n, (kinds or {}).get(n, "road")) for n in around]
    return small_map(boxes, links)


def combat_example_map() -> BoxMap:
    """The combat example's corner (§5): Fort Smith - Little Rock by river,
    downstream to Little Rock, not across a blue side; Little Rock not a
    permanent fortification; a road on to Pine Bluff (Confederate) and a
    road to Batesville (white), so both sides have somewhere to go."""
    return small_map(
        [
            box("fort-smith", CSA),
            box("little-rock", CSA, {CSA: 1}),
            box("pine-bluff", CSA),
            box("batesville", None),
        ],
        [
            link("fort-smith", "little-rock", "river", downstream="little-rock"),
            link("little-rock", "pine-bluff", "road"),
            link("little-rock", "batesville", "road"),
        ],
    )


# ---------------------------------------------------------------------- a battle on a small map


class Rest(Frame):
    """Below the battle in a test game: when the battle has popped, recovery
    (NS-RECOV-1) if asked, then the test game is over."""

    rule = "NS-CBT-6"
    step = "rest"
    side = USA

    def __init__(self, recover: bool = False) -> None:
        self.recover = recover

    def run(self, g) -> bool:
        if self.recover:
            recover(g)
        g.state.outcome = (None, "the battle is over")
        return False


class BattleRules(Ruleset):
    """Just the battles, for tests: a stated position with one Battle on the stack."""

    name = "ns-battle-test"
    sides = (USA, CSA)
    event_kinds: ClassVar[dict[str, str]] = {
        **BATTLE_EVENT_KINDS,
        "roll": "a die",
        "reduced": "",
        "eliminated": "",
        "promoted": "",
    }
    only_choice_verbs = BATTLE_ONLY_CHOICE_VERBS

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def why_illegal(self, g, action) -> str:
        return why_illegal(g, action) or super().why_illegal(g, action)

    def view(self, g, side, reveal=False) -> dict:
        return {"battle": battle_view(g)}

    def rule_reference(self, rule: str) -> tuple[str, str]:
        return BATTLE_RULE_TITLES[rule], rule.lower()


class BattleGame(Gateway, NSBoard):
    ruleset = BattleRules()


def unit(uid: str, code: str, box: str | None, **fields) -> Unit:
    """A unit "usa-3" / "csa-1" of kind ``code`` ("VI") in ``box``."""
    side = USA if uid.startswith("usa") else CSA
    return Unit(uid, side, UnitKind.of_code(code), box, **fields)


def battle_game(
    bmap: BoxMap,
    units: list[Unit],
    box: str,
    dice: list[int] = (),
    *,
    attacker: Side = USA,
    flags: dict | None = None,
    recover_after: bool = False,
    limits: dict | None = None,
) -> BattleGame:
    """A game whose only step is the battle in ``box`` (``attacker``
    phasing), the dice scripted."""
    state = State(
        units={u.id: u for u in units},
        flags=dict(flags or {}),
        phasing=attacker,
        segment="combat",
        pool={USA: {"MI": 0, "MC": 0}, CSA: {"MI": 0, "MC": 0}},
    )
    state.stack = [Rest(recover_after), Battle(box)]
    scenario = SimpleNamespace(id="test", map=bmap, promotion_limits=limits or {}, variants=())
    return BattleGame(scenario, ScriptedDice(list(dice)), state=state)


def legal(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def texts(events) -> list[str]:
    return [e.text for e in events]
