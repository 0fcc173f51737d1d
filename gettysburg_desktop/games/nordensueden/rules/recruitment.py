"""The recruitment segment (NS-RECR) and the draft (NS-DRAFT): ``roll`` for
the number of recruits, then ``recruit MI|MC BOX`` for each, one per own
recruitment city (two in a city of value 3 or more under historical
recruiting, NS-AID-4), within the army maximum (NS-RECR-4) and, for Union
militia infantry, the draft limit (NS-DRAFT-3); ``end-recruitment`` stops."""

from __future__ import annotations

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .actions import Action, act
from .board import NSBoard
from .scenario import DRAFT_SIZE
from .sides import Side
from .tables import recruits_of_roll

#: T9 (NS-AID-4): recruits by die face under historical recruiting
HISTORICAL: dict[Side, tuple[int, ...]] = {Side.USA: (3, 3, 3, 4, 5, 6), Side.CSA: (2, 2, 3, 4, 4, 4)}

ARMY_FULL = said("the {side} army is at its maximum of {n} units (NS-RECR-4)")
POOL_EMPTY = said("no {kind} is left in the pool (NS-RECR-2)")
DRAFT_LIMIT = said("the Union may have only {n} militia infantry on the map until the next draft (NS-DRAFT-3)")
NOT_CITY = said(
    "{box} is not a recruitment city of the {side} now: it must be owned and show a number in your colour (NS-RECR-3, NS-RECR-6)"
)
CITY_USED = said("{box} has had its recruits this segment (NS-RECR-3)")


def per_city(g: NSBoard, box: str, side: Side) -> int:
    """NS-RECR-3: one recruit per city; NS-AID-4: two in a city of value 3 or more."""
    if g.variant("historical-recruiting") and g.map.box[box].recruitment(side) >= 3:
        return 2
    return 1


def drafted_left(g: NSBoard, side: Side) -> int | None:
    """How many more militia infantry the Union's draft allows on the map
    (NS-RECR-5, NS-DRAFT-3); None for the Confederacy, which has no draft
    (NS-DRAFT-4)."""
    if side is not Side.USA:
        return None
    return g.militia_infantry_allowed() - sum(1 for u in g.on_map(side) if u.kind.code == "MI")


def open_cities(g: NSBoard, side: Side) -> dict[str, int]:
    """Each of ``side``'s recruitment cities that can still take a recruit
    this segment, with the places left in it (NS-RECR-3, NS-AID-4)."""
    st = g.state
    left = {
        b.id: per_city(g, b.id, side) - st.recruited_in.get(b.id, 0)
        for b in g.map.boxes
        if b.recruit.get(side, 0) > 0 and g.owner(b.id) is side and not g.enemy_in(b.id, side)
    }
    return {box: n for box, n in left.items() if n > 0}


def _codes(g: NSBoard, side: Side) -> list[str]:
    """The militia kinds ``side`` may recruit now: in its pool, infantry
    within the draft (NS-RECR-2, NS-DRAFT-3)."""
    codes = [code for code in ("MI", "MC") if g.state.pool[side].get(code, 0) > 0]
    drafted = drafted_left(g, side)
    if "MI" in codes and drafted is not None and drafted <= 0:
        codes.remove("MI")
    return codes


def why_not_recruit(g: NSBoard, side: Side, code: str, box: str) -> str | None:
    """Why ``side`` may not recruit ``code`` into ``box`` now (None: it may)."""
    st = g.state
    if code not in ("MI", "MC"):
        return said("only militia are recruited: MI or MC (NS-RECR-2)")
    kind = {"MI": said("militia infantry"), "MC": said("militia cavalry")}[code]
    on_map = g.on_map(side)
    if len(on_map) >= g.army_max(side):
        return said(ARMY_FULL.template, side=side.title, n=g.army_max(side))
    if st.pool[side].get(code, 0) <= 0:
        return said(POOL_EMPTY.template, kind=kind)
    drafted = drafted_left(g, side)  # NS-RECR-5; the Confederacy has no draft (NS-DRAFT-4)
    if code == "MI" and drafted is not None and drafted <= 0:
        return said(DRAFT_LIMIT.template, n=g.militia_infantry_allowed())
    if box not in g.map.box or not g.is_recruitment_city(box, side):
        return said(NOT_CITY.template, box=g.box_name(box) if box in g.map.box else box, side=side.title)
    if g.enemy_in(box, side):  # pragma: no cover - no box holds both sides after combat (NS-OCC-2)
        return said("{box} holds enemy units", box=g.box_name(box))
    if st.recruited_in.get(box, 0) >= per_city(g, box, side):
        return said(CITY_USED.template, box=g.box_name(box))
    return None


def recruit_actions(g: NSBoard, side: Side) -> list[Action]:
    """Every legal ``recruit`` (what ``why_not_recruit`` allows, found faster)."""
    if len(g.on_map(side)) >= g.army_max(side):
        return []
    codes = _codes(g, side)
    return [act("recruit", code, box) for code in codes for box in open_cities(g, side)] if codes else []


def placeable(g: NSBoard, side: Side) -> tuple[int, str]:
    """How many recruits ``side`` can still place now whatever it rolled,
    and the rule that limits them most: the room in its army (NS-RECR-4),
    the militia in its pool within the draft limit (NS-RECR-2, NS-DRAFT-3)
    and the places left in its recruitment cities (NS-RECR-3). Every city
    takes either kind, so the least of the three is exact."""
    pool = g.state.pool[side]
    room = max(0, g.army_max(side) - len(g.on_map(side)))
    drafted = drafted_left(g, side)
    infantry = pool.get("MI", 0) if drafted is None else max(0, min(pool.get("MI", 0), drafted))
    militia = infantry + pool.get("MC", 0)
    places = sum(open_cities(g, side).values())
    limits = ((room, "NS-RECR-4"), (militia, "NS-RECR-2"), (places, "NS-RECR-3"))
    n, rule = min(limits, key=lambda limit: limit[0])
    if rule == "NS-RECR-2" and infantry < pool.get("MI", 0):
        rule = "NS-DRAFT-3"
    return n, rule


def why_nothing(g: NSBoard, side: Side) -> tuple[str, str]:
    """Why ``side`` can recruit nothing at all now, and the rule."""
    n = g.army_max(side)
    if len(g.on_map(side)) >= n:
        return said(
            "{side} recruits nothing: its army is at its maximum of {n} units", side=side.title, n=n
        ), "NS-RECR-4"
    if not any(g.state.pool[side].get(code, 0) > 0 for code in ("MI", "MC")):
        return said("{side} recruits nothing: its pool is empty", side=side.title), "NS-RECR-2"
    if not _codes(g, side):
        return said(
            "{side} recruits nothing: only drafted militia infantry may be recruited", side=side.title
        ), "NS-DRAFT-3"
    return said(
        "{side} recruits nothing: none of its recruitment cities can take a recruit", side=side.title
    ), "NS-RECR-3"


class Recruitment(Frame):
    rule = "NS-RECR-1"
    step = "recruitment"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.rolled = False

    def step_name(self, g: NSBoard) -> str:
        return "recruitment" if self.rolled else "recruitment-roll"

    def rule_now(self, g: NSBoard) -> str:
        return "NS-RECR-3" if self.rolled else "NS-RECR-1"

    def asks(self, g: NSBoard, action: Action) -> bool:
        return action.verb == "roll"

    def run(self, g: NSBoard) -> bool:
        st = g.state
        st.segment = "recruitment"
        if (self.rolled and st.recruits_left <= 0) or not recruit_actions(g, self.side):
            if not self.rolled and g.events_on:
                why, rule = why_nothing(g, self.side)
                g.tell("no-recruits", why, rule, side=self.side.value)
            g.pop(self)
            return False
        return True

    def options(self, g: NSBoard) -> list[Action]:
        if not self.rolled:
            return [act("roll"), act("end-recruitment")]
        return [act("end-recruitment"), *recruit_actions(g, self.side)]

    def prompt(self, g: NSBoard) -> str:
        if not self.rolled:
            return said("roll for your recruits, or recruit nobody (NS-RECR-1)")
        n = g.state.recruits_left
        can, rule = placeable(g, self.side)
        if can < n:  # fewer counters can be placed than were rolled: say how many, and why
            return said(
                "{n} recruits left, but only {can} can be placed ({rule}): place militia in your recruitment cities (NS-RECR-3)",
                n=n,
                can=can,
                rule=rule,
            )
        if n == 1:
            return said("1 recruit left: place militia in your recruitment cities (NS-RECR-3)")
        return said("{n} recruits left: place militia in your recruitment cities (NS-RECR-3)", n=n)

    def apply(self, g: NSBoard, action: Action) -> None:
        st = g.state
        if action.verb == "roll":
            self.rolled = True
            face = g.roll("NS-RECR-1", self.side, said("recruits"))
            st.recruit_roll = face
            n = HISTORICAL[self.side][face - 1] if g.variant("historical-recruiting") else recruits_of_roll(face)
            st.recruits_left = n
            g.tell(
                "recruits", said("{side}: {n} recruits", side=self.side.title, n=n), "NS-RECR-1", side=self.side.value
            )
        elif action.verb == "end-recruitment":
            st.recruits_left = 0
            g.pop(self)
        else:
            code, box = action.args
            g.recruit(self.side, code, box)
            st.recruits_left -= 1
            st.recruited_in[box] = st.recruited_in.get(box, 0) + 1


def draft(g: NSBoard) -> None:
    """NS-DRAFT-2, NS-DRAFT-3: 4 more Union militia infantry become recruitable."""
    st = g.state
    st.drafts += 1
    g.tell(
        "draft",
        said(
            "The Union drafts {n} militia infantry: up to {total} may be on the map",
            n=DRAFT_SIZE,
            total=g.militia_infantry_allowed(),
        ),
        "NS-DRAFT-2",
        side="usa",
    )
