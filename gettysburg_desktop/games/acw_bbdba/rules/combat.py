"""A combat's totals and its outcome (BB-SHOOT-9 to -12, BB-MELEE-4 to -8,
BB-OUT-1, T5, T6, T7).

Each side rolls a die and adds its combat factor (T3, against the other's
type) and every tactical factor that applies; no factor can fall below zero
(BB-SHOOT-11): the sum of the factors is at least 0, in shooting and in
melee (BB-MELEE-8 **[interpretation]**), so a total is never below its die.
The lower total loses; equal totals: no effect. The outcome is T7's, by the
loser's type, its column (A: more than half the winner's total; B: half or
less, twice the loser's total no more than the winner's) and the conditions
the table names.

What a factor's condition means on the table (a flank shot, the height
advantage, in SG) is measured elsewhere and handed in; here each factor is
a line with its number, its words and its rule, as the log shows it.

Quality factors (BB-TYPE-9 **[interpretation]**): the summary names them but
defines none and the lists carry no grades: they count 0 and appear in no
total."""

from __future__ import annotations

from dataclasses import dataclass

from .troops import Kind, combat_factor, is_mounted


@dataclass(frozen=True)
class Factor:
    """A term of a total: its value, its words and its rule."""

    value: int
    words: str
    rule: str


@dataclass(frozen=True)
class Total:
    """One side's total: its die and its factors, the floor applied where they summed below zero."""

    die: int
    factors: tuple[Factor, ...]

    @property
    def raw(self) -> int:
        return sum(f.value for f in self.factors)

    @property
    def floored(self) -> bool:
        """BB-SHOOT-11: the factors summed below zero and were raised to 0 (the log says so)."""
        return self.raw < 0

    @property
    def total(self) -> int:
        return self.die + max(0, self.raw)

    def __str__(self) -> str:
        terms = " ".join(f"{f.value:+d} ({f.words})" for f in self.factors)
        floor = f", factors {self.raw:+d} raised to 0 (BB-SHOOT-11)" if self.floored else ""
        return f"die {self.die} {terms} = {self.total}{floor}"


# --- the factors (T3, T5, T6) -----------------------------------------------------------------
def type_factor(kind: Kind, opponent: Kind, *, shooting: bool, skirmish: bool = False) -> Factor:
    """T3's factor against the opponent's type; in skirmish fire inside a wood or BUA +2
    (BB-SHOOT-7 **[interpretation]**: "generell +2" fixes it)."""
    if shooting and skirmish:
        return Factor(2, "skirmish fire in a wood or BUA", "BB-SHOOT-7")
    against = "mounted" if is_mounted(opponent) else "foot"
    return Factor(combat_factor(kind, opponent, shooting=shooting), f"{kind} against {against}", "BB-TYPE-2")


@dataclass(frozen=True)
class ShotAt:
    """What T5 asks of a shooting combat, for one side: as shooter (shooting back or main shooter)
    and as target. The caller measures each condition on the table."""

    flank_shot: bool = False  # its whole base behind the line of the target's front edge
    guns_within_300: bool = False  # artillery shooting at a target within 300 paces
    target: Kind | None = None  # the enemy it shoots at: +1 if mounted cavalry (not a command element)
    target_in_cover: bool = False  # the target in cover of river banks, in the far road ditch, or a camp
    enemy_supporters: int = 0  # the 2nd and 3rd enemy elements shooting at it


def shooting_factors(
    kind: Kind, opponent: Kind, t: ShotAt, *, shoots_back: bool, skirmish: bool = False
) -> list[Factor]:
    """One side's factors in a shooting combat (T3, T5, BB-SHOOT-9 to -12): its type's; as a shooter
    (only if it shoots at the other, BB-SHOOT-12) the flank shot, the guns within 300 paces, the target
    mounted and the target in cover; as a target -1 for each supporting enemy."""
    out = [type_factor(kind, opponent, shooting=True, skirmish=skirmish)]
    if shoots_back:
        if t.flank_shot:
            out.append(Factor(2, "flank shot", "BB-SHOOT-10"))
        if t.guns_within_300 and kind is Kind.ARTILLERY:
            out.append(Factor(1, "guns, target within 300 paces", "BB-SHOOT-10"))
        if t.target is Kind.CAVALRY:  # mounted, not a command element (T5)
            out.append(Factor(1, "target mounted", "BB-SHOOT-10"))
        if t.target_in_cover:
            out.append(Factor(-1, "target in cover", "BB-SHOOT-10"))
    if t.enemy_supporters:
        n = min(2, t.enemy_supporters)
        out.append(Factor(-n, f"{n} more enemy shooting at it", "BB-SHOOT-9"))
    return out


@dataclass(frozen=True)
class InMelee:
    """What T6 and BB-MELEE-7 ask of a melee, for one side; the caller measures each on the table."""

    with_command: bool = False  # in contact with its own command element (BB-CMD-4)
    defender: bool = False  # it was contacted (BB-MELEE-3)
    higher: bool = False  # it has the height advantage (BB-FIELD-10, BB-RUL-8)
    in_cover: bool = False  # behind a road, its front edge on the far edge, the attacker on the road
    defends_bank: bool = False  # defending the bank of a non-shallow river (BB-RIVER-4)
    opponent_on_road: bool = False
    first_round: bool = False  # the melee phase of the bound the contact was made in
    in_camp: bool = False  # the camp itself or its garrison (BB-CAMP-3)
    overlaps: int = 0  # enemy overlaps and enemy front edges on its flank or rear (BB-MELEE-4)
    in_sg: bool = False  # in difficult ground (BB-FIELD-9)
    opponent_in_sg: bool = False
    rear_support: bool = False  # line infantry behind it, both in GG (BB-MELEE-7)


def melee_factors(kind: Kind, opponent: Kind, m: InMelee, *, camp_stacks: bool = False) -> list[Factor]:
    """One side's factors in a melee (T3, T6, BB-MELEE-7, BB-CAMP-3 and the ruling BB-RUL-1: the camp's
    defence is +2 alone; ``camp_stacks`` is the variant adding T6's "+1 defender of the camp" too).
    All that apply are added (BB-MELEE-5 **[interpretation]**): the hill's two lines stack, the bank's too."""
    out = [type_factor(kind, opponent, shooting=False)]
    if m.with_command:
        out.append(Factor(1, "with its command element", "BB-CMD-4"))
    if m.defender and (m.higher or m.in_cover or m.defends_bank or (m.in_camp and camp_stacks)):
        why = "elevated" if m.higher else "in cover" if m.in_cover else "river bank" if m.defends_bank else "camp"
        out.append(Factor(1, f"defender, {why}", "BB-MELEE-5"))
    if m.higher:
        out.append(Factor(1, "opponent downhill", "BB-MELEE-5"))
    if m.defender and m.defends_bank and not m.opponent_on_road:
        out.append(Factor(1, "defending a river bank away from roads", "BB-MELEE-5"))
    if kind is Kind.CAVALRY and not m.defender and m.first_round and opponent is not Kind.CAMP:
        out.append(Factor(1, "cavalry attacking, first round", "BB-MELEE-5"))
    if m.in_camp:
        out.append(Factor(2, "camp defence", "BB-CAMP-3"))
    if m.overlaps:
        out.append(
            Factor(-m.overlaps, f"{m.overlaps} overlap{'s' if m.overlaps > 1 else ''} or flank contact", "BB-MELEE-4")
        )
    if m.in_sg and kind not in (Kind.JAEGER, Kind.DISMOUNTED):
        out.append(Factor(-2, "in difficult ground", "BB-MELEE-5"))
    if is_mounted(kind) and m.opponent_in_sg:
        out.append(Factor(-2, "mounted against an opponent in difficult ground", "BB-MELEE-5"))
    if m.rear_support:
        out.append(Factor(1, "rear support", "BB-MELEE-7"))
    return out


# --- the outcome (BB-OUT, T7) -----------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    """What befalls the loser: "none", "recoil", "flee" (``paces``), "destroyed" or "sacked"."""

    what: str
    paces: int = 0
    rule: str = "BB-OUT-1"
    why: str = ""

    def __str__(self) -> str:
        said = {"none": "no effect", "recoil": "recoils", "flee": f"flees {self.paces} paces",
                "destroyed": "destroyed", "sacked": "the camp is sacked"}[self.what]  # fmt: skip
        return f"{said} ({self.why})" if self.why else said


NO_EFFECT = Outcome("none")


@dataclass(frozen=True)
class Beaten:
    """The loser and what beat it, as T7 asks."""

    loser: Kind
    winner: Kind  # in shooting the main shooter (BB-OUT-1)
    shooting: bool
    loser_in_sg: bool = False
    loser_touched: bool = False  # an enemy element touches it (artillery, BB-OUT-7)


def doubled(loser_total: int, winner_total: int) -> bool:
    """Column B: the loser's total is half the winner's or less (twice it no more than the winner's)."""
    return 2 * loser_total <= winner_total


def outcome(b: Beaten, loser_total: int, winner_total: int) -> Outcome:
    """T7: what befalls ``b.loser``, beaten ``loser_total`` to ``winner_total`` (equal: no effect)."""
    if loser_total >= winner_total:
        return Outcome("none", why="equal totals" if loser_total == winner_total else "")
    col_b = doubled(loser_total, winner_total)
    loser, winner = b.loser, b.winner
    by_mounted, in_gg = is_mounted(winner), not b.loser_in_sg
    by_art_in_melee = winner is Kind.ARTILLERY and not b.shooting
    if loser in (Kind.MUSKETS, Kind.RIFLES, Kind.DISMOUNTED):
        if not col_b or by_art_in_melee:
            return Outcome("recoil", why="beaten by artillery in melee" if col_b else "")
        return Outcome("destroyed", why="beaten by double")
    if loser is Kind.JAEGER:
        if by_mounted and in_gg:  # and in B, [interpretation]: no milder than in A
            return Outcome("destroyed", why="beaten by mounted troops in good going")
        if not col_b:
            return Outcome("recoil")
        if winner in (Kind.DISMOUNTED, Kind.JAEGER):
            return Outcome("destroyed", why="beaten by double by dismounted cavalry or Jäger")
        return Outcome("flee", 300, why="beaten by double")
    if loser is Kind.CAVALRY:
        if not col_b:
            return Outcome("recoil")
        if b.shooting or by_mounted or by_art_in_melee or b.loser_in_sg:
            why = ("shot at" if b.shooting else "beaten by mounted troops" if by_mounted
                   else "beaten by artillery in melee" if by_art_in_melee else "in difficult ground")  # fmt: skip
            return Outcome("destroyed", why=f"beaten by double, {why}")
        return Outcome("flee", 400, why="beaten by double in melee by foot, in good going")
    if loser is Kind.ARTILLERY:
        if not col_b:
            if b.loser_touched:
                return Outcome("destroyed", rule="BB-OUT-7", why="an enemy touches it")
            return Outcome("none", rule="BB-OUT-7", why="not in base contact")
        if by_art_in_melee:
            return Outcome("recoil", why="beaten by double by artillery in melee")
        return Outcome("destroyed", why="beaten by double")
    if loser is Kind.COMMAND:
        if col_b and b.shooting:
            return Outcome("destroyed", rule="BB-CMD-7", why="beaten by double by shooting")
        return Outcome("flee", 500, rule="BB-CMD-7")
    if loser is Kind.CAMP:
        return Outcome("none", why="shooting cannot harm a camp") if b.shooting else Outcome("sacked", rule="BB-CAMP-4")
    raise ValueError(f"no row of T7 for {loser}")  # pragma: no cover - every kind has its row
