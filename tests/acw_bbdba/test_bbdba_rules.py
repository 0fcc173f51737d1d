"""ACW-BBDBA's rules core (games/acw_bbdba/rules/): the scale, T3, the army
lists of T1a, the combat totals with the factor floor, T7's outcomes and the
test situations' numbers (acw-bbdba.md, "Test situations": the totals, the
columns and the outcomes; the geometry of their moves and fields of fire
comes with the game's field/), command distance and PIPs, demoralisation
and defeat (test 7 whole)."""

from __future__ import annotations

import itertools

import pytest

from gettysburg_desktop.games.acw_bbdba.rules import army, combat, defeat, pips, scale, troops
from gettysburg_desktop.games.acw_bbdba.rules.combat import Beaten, InMelee, ShotAt, Total, outcome
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind

K = Kind


def test_scale_t1_paces_and_millimetres_BB_SCALE_1_and_2():
    assert scale.mm(100) == 25 and scale.mm(scale.BASE_WIDTH) == 40 and scale.mm(4800) == 1200
    assert scale.paces(75) == 300
    assert scale.within(50.4, 200) and not scale.within(50.6, 200)  # decision 14: 0.5 mm


def test_t2_and_t3_bases_moves_factors_and_ranges():
    """BB-BASE-1, BB-TYPE-2, BB-TYPE-3: artillery +4 shooting, +2 in melee; a command element moves as
    mounted cavalry and fights at +4; Jäger move 300 in GG and SG alike."""
    p = troops.profile
    assert (p(K.CAVALRY).frontage, p(K.CAVALRY).depth) == (40, 30) and p(K.COMMAND).frontage == 20
    assert troops.move_distance(K.JAEGER, "SG") == 300 == troops.move_distance(K.JAEGER, "GG")
    assert troops.move_distance(K.ARTILLERY, "SG") == 100 and troops.move_distance(K.CAMP, "GG") is None
    assert troops.combat_factor(K.ARTILLERY, K.MUSKETS, shooting=True) == 4
    assert troops.combat_factor(K.ARTILLERY, K.CAVALRY, shooting=False) == 2
    assert troops.combat_factor(K.CAMP, K.CAVALRY, shooting=False) == 3  # +3 against mounted
    assert troops.combat_factor(K.CAMP, K.ARTILLERY, shooting=False) == 2  # artillery counts as foot
    assert not troops.shoots(K.CAVALRY) and troops.shoots(K.DISMOUNTED) and not troops.shoots(K.COMMAND)
    assert troops.is_mounted(K.COMMAND) and troops.is_foot(K.ARTILLERY)


def test_army_lists_t1a_the_examples_of_BB_ARMY_8_and_what_the_union_early_list_can_reach():
    conf_early = army.LISTS[("confederate", "early")]
    legal = {K.CAVALRY: 2, K.MUSKETS: 5, K.RIFLES: 4, K.ARTILLERY: 1}  # 2 Re, 4 Mu, 4 Ge, 1 Mu, 1 Art
    assert army.contingent_problems(conf_early, legal) == []
    assert army.contingent_problems(conf_early, {K.MUSKETS: 4, K.RIFLES: 8}) == [
        "8 rifles: Confederates 1861-63 has 2-6 (BB-ARMY-3)"
    ]
    mixed = {K.CAVALRY: 1, K.MUSKETS: 5, K.JAEGER: 1, K.RIFLES: 4, K.ARTILLERY: 1}  # one Mu and one Jä
    assert army.contingent_problems(conf_early, mixed) == []
    too_many = {K.MUSKETS: 7, K.RIFLES: 4, K.ARTILLERY: 1}
    assert army.contingent_problems(conf_early, too_many) == [
        "7 muskets and 0 Jäger: Confederates 1861-63 has exactly 4 muskets, exactly 0 Jäger and 0-2 more muskets "
        "or Jäger (BB-ARMY-3, BB-ARMY-4)"
    ]
    assert "11 elements" in army.contingent_problems(conf_early, {K.MUSKETS: 4, K.RIFLES: 6, K.ARTILLERY: 1})[0]
    # BB-ARMY-4: the Union 1861-62 list never has fewer than 4 rifles: the others add at most 8
    union_early = army.LISTS[("union", "early")]
    least = min(
        rifles
        for cav, mu_or_jae, art in itertools.product(range(2), range(3), range(3))
        if 3 <= (rifles := 12 - cav - 3 - mu_or_jae - art) <= 9
        and not army.contingent_problems(
            union_early, {K.CAVALRY: cav, K.MUSKETS: 3 + mu_or_jae, K.RIFLES: rifles, K.ARTILLERY: art}
        )
    )
    assert least == 4
    for key, counts in army.DEFAULTS.items():  # decision 28: each list's default contingent is legal
        assert army.contingent_problems(army.LISTS[key], counts) == [], key


def test_periods_pair_early_with_early_and_late_with_late_BB_RUL_4_the_cross_pairing_an_option():
    assert army.periods_pair("early", "early") and army.periods_pair("late", "late")
    assert not army.periods_pair("early", "late")
    assert army.periods_pair("early", "late", cross=True) and not army.periods_pair("late", "early", cross=True)


def test_commands_of_at_least_six_formed_freely_BB_ARMY_6():
    assert army.command_problems([13, 13, 10]) == [] and army.command_problems([24, 6, 6]) == []
    assert army.command_problems([25, 6, 5]) == ["a command of 5: each has at least 6 troop elements (BB-ARMY-6)"]
    assert army.command_problems([18, 18]) == ["2 commands: a side has 3 (BB-ARMY-6)"]


def total(die, factors) -> Total:
    return Total(die, tuple(factors))


def test_situation_1_shooting_with_two_supporters():
    """Test 1, step 3-4: R2 4 + 4 = 8; M1 3 + 4 - 2 (two supporters) = 5; column A: recoils."""
    r2 = total(4, combat.shooting_factors(K.RIFLES, K.MUSKETS, ShotAt(target=K.MUSKETS), shoots_back=True))
    m1 = total(3, combat.shooting_factors(K.MUSKETS, K.RIFLES, ShotAt(enemy_supporters=2), shoots_back=False))
    assert (r2.total, m1.total) == (8, 5)
    assert str(m1) == "die 3 +4 (muskets against foot) -2 (2 more enemy shooting at it) = 5"
    assert outcome(Beaten(K.MUSKETS, K.RIFLES, shooting=True), 5, 8).what == "recoil"
    assert outcome(Beaten(K.MUSKETS, K.RIFLES, shooting=True), 8, 8).what == "none"  # step 6: a tie


def test_situation_2_melee_with_an_overlap_rear_support_and_the_command_element():
    """Test 2, step 3: U1 3 + 4 + 1 (K in contact) = 8; C1 2 + 4 + 1 (rear support) - 1 (overlap) = 6."""
    u1 = total(3, combat.melee_factors(K.MUSKETS, K.RIFLES, InMelee(with_command=True, first_round=True)))
    c1 = total(2, combat.melee_factors(K.RIFLES, K.MUSKETS, InMelee(defender=True, rear_support=True, overlaps=1)))
    assert (u1.total, c1.total) == (8, 6)
    assert outcome(Beaten(K.RIFLES, K.MUSKETS, shooting=False), 6, 8).what == "recoil"
    # step 1: C2 shoots the mounted U2 (+1 target mounted), 1 + 4 + 1 = 6 against 3 + 3: a tie
    c2 = total(1, combat.shooting_factors(K.RIFLES, K.CAVALRY, ShotAt(target=K.CAVALRY), shoots_back=True))
    u2 = total(3, combat.shooting_factors(K.CAVALRY, K.RIFLES, ShotAt(), shoots_back=False))
    assert (c2.total, u2.total) == (6, 6)


def test_situation_3_command_distance_and_pips():
    """Test 3: E1 1280 paces in sight: 2 PIPs; E2 700 out of sight: 2; E3 480 out of sight: 1; the
    group with one element at 1242 paces: 2. With KB shot down E3 costs 2 and E1 still 2."""
    e1, e2, e3 = pips.Reach(1280, True), pips.Reach(700, False), pips.Reach(480, False)
    group = [pips.Reach(1059, True), pips.Reach(1100, True), pips.Reach(1170, True), pips.Reach(1242, True)]
    assert [pips.move_cost([e]) for e in (e1, e2, e3)] == [2, 2, 1] and pips.move_cost(group) == 2
    assert pips.move_cost([e3], commander_lost=True) == 2 and pips.move_cost([e1], commander_lost=True) == 2
    assert pips.dice_for(["A", "B", "C"], [4, 1, 6]) == {"A": 4, "B": 1, "C": 6}
    with pytest.raises(ValueError, match="BB-PIP-1"):
        pips.dice_for(["A", "B"], [4, 1, 6])


def test_situation_4_mutual_shooting_either_side_loses():
    """Test 4, step 4: R 5 + 4 = 9 against T2 2 + 4 = 6: T2 recoils; with R 2, T2 6: R recoils."""
    r = combat.shooting_factors(K.RIFLES, K.RIFLES, ShotAt(target=K.RIFLES), shoots_back=True)
    t2 = combat.shooting_factors(K.RIFLES, K.RIFLES, ShotAt(target=K.RIFLES), shoots_back=True)
    assert (total(5, r).total, total(2, t2).total) == (9, 6)
    assert outcome(Beaten(K.RIFLES, K.RIFLES, shooting=True), 6, 9).what == "recoil"
    assert outcome(Beaten(K.RIFLES, K.RIFLES, shooting=True), total(2, r).total, total(6, t2).total).what == "recoil"


def test_situation_5_artillery_and_jaeger():
    """Test 5: A 3 + 4 = 7 against M 1 + 4 = 5: M recoils; J 6 + 2 = 8 against A 1 + 4 = 5: artillery
    not in contact, no effect (4 or less: destroyed); A at J within 300: 3 + 4 + 1 = 8 against 1 + 2:
    column B, Jäger beaten by artillery: flees 300 paces."""
    a = total(3, combat.shooting_factors(K.ARTILLERY, K.MUSKETS, ShotAt(target=K.MUSKETS), shoots_back=True))
    assert a.total == 7 and outcome(Beaten(K.MUSKETS, K.ARTILLERY, shooting=True), 5, 7).what == "recoil"
    art = Beaten(K.ARTILLERY, K.JAEGER, shooting=True)
    assert outcome(art, 5, 8) == combat.Outcome("none", rule="BB-OUT-7", why="not in base contact")
    assert outcome(art, 4, 8).what == "destroyed"
    close = ShotAt(target=K.JAEGER, guns_within_300=True)
    assert total(3, combat.shooting_factors(K.ARTILLERY, K.JAEGER, close, shoots_back=True)).total == 8
    fled = outcome(Beaten(K.JAEGER, K.ARTILLERY, shooting=True), 3, 8)
    assert (fled.what, fled.paces) == ("flee", 300)


def test_situation_6_dismounted_cavalry_destroys_jaeger_beaten_by_double():
    d = total(5, combat.shooting_factors(K.DISMOUNTED, K.JAEGER, ShotAt(target=K.JAEGER), shoots_back=True))
    j = total(1, combat.shooting_factors(K.JAEGER, K.DISMOUNTED, ShotAt(target=K.DISMOUNTED), shoots_back=True))
    assert (d.total, j.total) == (7, 3)  # no "+1 target mounted" against dismounted cavalry
    assert outcome(Beaten(K.JAEGER, K.DISMOUNTED, shooting=True), 3, 7).what == "destroyed"
    mounted_target = combat.shooting_factors(K.JAEGER, K.CAVALRY, ShotAt(target=K.CAVALRY), shoots_back=True)
    assert total(1, mounted_target).total == 4  # step 4: had D stayed mounted, J shoots it with +1


def test_situation_7_demoralisation_and_army_defeat():
    a, b, c = defeat.Command("A", 13, 4), defeat.Command("B", 13, 5), defeat.Command("C", 10, 3)
    assert (a.demoralised, b.demoralised, c.demoralised) == (False, True, False)
    conf = defeat.ArmyState((a, b, c))
    assert conf.lost == 12 and conf.why_lost() == ""
    later = defeat.ArmyState((a, defeat.Command("B", 13, 6), defeat.Command("C", 10, 4)))
    assert later.lost == 14 and later.why_lost() == "2 commands demoralised (B, C), two break it (BB-WIN-5)"
    big = defeat.ArmyState((defeat.Command("A", 24, 17), defeat.Command("B", 6, 1), defeat.Command("C", 6, 1)))
    assert big.why_lost() == "19 of 36 elements lost, more than half (BB-WIN-5)"
    sacked = defeat.ArmyState((defeat.Command("A", 24, 15), defeat.Command("B", 6, 1), defeat.Command("C", 6, 1)), True)
    assert sacked.lost == 19 and sacked.why_lost()
    union = defeat.ArmyState((defeat.Command("X", 12, 0), defeat.Command("Y", 12, 0), defeat.Command("Z", 12, 0)))
    assert defeat.result(later, union) == "second" and defeat.result(union, union) is None
    assert defeat.result(later, later) == "draw" and defeat.result(big, later) == "second"  # 19 lost against 14


def test_situation_8_cavalry_destroys_jaeger_in_the_open():
    c = total(4, combat.melee_factors(K.CAVALRY, K.JAEGER, InMelee(first_round=True)))
    j = total(3, combat.melee_factors(K.JAEGER, K.CAVALRY, InMelee(defender=True)))
    assert (c.total, j.total) == (8, 5)
    assert outcome(Beaten(K.JAEGER, K.CAVALRY, shooting=False), 5, 8).what == "destroyed"
    assert total(2, combat.melee_factors(K.CAVALRY, K.JAEGER, InMelee())).total == 5  # later rounds: no +1


def test_situation_9_cavalry_beaten_by_double_flees_and_the_factor_floor():
    uc = total(1, combat.melee_factors(K.CAVALRY, K.MUSKETS, InMelee(first_round=True)))
    cm = total(6, combat.melee_factors(K.MUSKETS, K.CAVALRY, InMelee(defender=True)))
    assert (uc.total, cm.total) == (5, 10)
    fled = outcome(Beaten(K.CAVALRY, K.MUSKETS, shooting=False), 5, 10)
    assert (fled.what, fled.paces) == ("flee", 400)
    woods = InMelee(first_round=True, in_sg=True, opponent_in_sg=True, overlaps=1)
    uc2 = total(5, combat.melee_factors(K.CAVALRY, K.JAEGER, woods))
    j2 = total(2, combat.melee_factors(K.JAEGER, K.CAVALRY, InMelee(defender=True, in_sg=True)))
    assert uc2.raw == -1 and uc2.floored and uc2.total == 5 and j2.total == 4
    assert "factors -1 raised to 0 (BB-SHOOT-11)" in str(uc2)
    assert outcome(Beaten(K.JAEGER, K.CAVALRY, shooting=False, loser_in_sg=True), 4, 5).what == "recoil"


def test_situation_10_defending_the_bank_of_a_torrent():
    u1 = combat.melee_factors(K.MUSKETS, K.MUSKETS, InMelee(first_round=True, in_sg=True))
    c1 = combat.melee_factors(K.MUSKETS, K.MUSKETS, InMelee(defender=True, defends_bank=True))
    assert (total(6, u1).total, total(1, c1).total) == (8, 7)
    assert outcome(Beaten(K.MUSKETS, K.MUSKETS, shooting=False), 7, 8).what == "recoil"


@pytest.mark.parametrize(
    ("loser", "winner", "shooting", "in_sg", "touched", "a", "b"),
    [
        (K.RIFLES, K.RIFLES, False, False, False, "recoil", "destroyed"),
        (K.MUSKETS, K.ARTILLERY, False, False, False, "recoil", "recoil"),  # B: beaten by artillery in melee
        (K.DISMOUNTED, K.CAVALRY, False, False, False, "recoil", "destroyed"),
        (K.JAEGER, K.CAVALRY, False, False, False, "destroyed", "destroyed"),  # mounted, in GG
        (K.JAEGER, K.CAVALRY, False, True, False, "recoil", "flee 300"),  # in SG
        (K.JAEGER, K.JAEGER, True, False, False, "recoil", "destroyed"),
        (K.JAEGER, K.RIFLES, True, False, False, "recoil", "flee 300"),
        (K.CAVALRY, K.RIFLES, True, False, False, "recoil", "destroyed"),  # shot at
        (K.CAVALRY, K.CAVALRY, False, False, False, "recoil", "destroyed"),
        (K.CAVALRY, K.MUSKETS, False, True, False, "recoil", "destroyed"),  # in SG
        (K.CAVALRY, K.MUSKETS, False, False, False, "recoil", "flee 400"),
        (K.ARTILLERY, K.RIFLES, True, False, False, "none", "destroyed"),
        (K.ARTILLERY, K.RIFLES, False, False, True, "destroyed", "destroyed"),
        (K.COMMAND, K.RIFLES, True, False, False, "flee 500", "destroyed"),
        (K.COMMAND, K.CAVALRY, False, False, False, "flee 500", "flee 500"),
        (K.CAMP, K.RIFLES, False, False, True, "sacked", "sacked"),
        (K.CAMP, K.RIFLES, True, False, False, "none", "none"),
    ],
)
def test_t7_every_row_in_both_columns(loser, winner, shooting, in_sg, touched, a, b):
    """BB-OUT-1, T7: 5 against 8 is column A, 4 against 8 column B (twice 4 is no more than 8)."""
    beaten = Beaten(loser, winner, shooting=shooting, loser_in_sg=in_sg, loser_touched=touched)

    def said(o):
        return f"{o.what} {o.paces}" if o.paces else o.what

    assert (said(outcome(beaten, 5, 8)), said(outcome(beaten, 4, 8))) == (a, b)


def test_camp_defence_is_plus_two_alone_by_the_ruling_BB_RUL_1_the_stacking_a_variant():
    alone = combat.melee_factors(K.CAMP, K.MUSKETS, InMelee(defender=True, in_camp=True))
    assert sum(f.value for f in alone) == 4  # +2 against foot, +2 camp defence
    stacked = combat.melee_factors(K.CAMP, K.CAVALRY, InMelee(defender=True, in_camp=True), camp_stacks=True)
    assert sum(f.value for f in stacked) == 6  # +3, +1 defender of the camp, +2
    cavalry = combat.melee_factors(K.CAVALRY, K.CAMP, InMelee(first_round=True))
    assert sum(f.value for f in cavalry) == 3  # no first-round bonus against a camp


def test_situation_3_on_the_table_the_distances_and_the_wood_between():
    """Test 3 measured: E1 1280 paces in sight, E2 700 and E3 480 behind the wood, the group's farthest
    element 1242 paces: the moves cost 2, 2, 1 and 2 PIPs."""
    from gettysburg_desktop.boards.table.table import Feature, Table
    from gettysburg_desktop.games.acw_bbdba.field.command import reach
    from gettysburg_desktop.games.acw_bbdba.field.elements import at

    wood = Feature("w", "wood", ((330, 380), (420, 380), (420, 560), (330, 560)))
    table = Table(1200, 600, (wood,), unit="mm")
    kb = at("KB", "confederate", K.COMMAND, (290, 310), (480, 520), "S")
    e1 = at("E1", "confederate", K.MUSKETS, (280, 320), (140, 160), "S")
    e2 = at("E2", "confederate", K.MUSKETS, (485, 525), (480, 500), "S")
    e3 = at("E3", "confederate", K.MUSKETS, (430, 470), (480, 500), "S")
    group = [at(f"G{k}", "confederate", K.MUSKETS, (80 + 40 * k, 120 + 40 * k), (200, 220), "S") for k in range(4)]
    r1, r2, r3 = (reach(table, kb, e) for e in (e1, e2, e3))
    assert (round(r1.distance), r1.in_sight) == (1280, True)
    assert (round(r2.distance), r2.in_sight) == (700, False)
    assert (round(r3.distance), r3.in_sight) == (480, False)
    reaches = [reach(table, kb, g) for g in group]
    assert round(min(r.distance for r in reaches)) == 1059 and int(max(r.distance for r in reaches)) == 1242
    assert [pips.move_cost([r]) for r in (r1, r2, r3)] == [2, 2, 1] and pips.move_cost(reaches) == 2


def test_every_rule_id_of_the_rules_is_cited_by_the_game_or_its_tests():
    """Issue 25's "the rules' ids are all cited": each BB- id of the rules file (outside the repository) is
    named in the game's code or tests, alone or in a run ("BB-MOVE-3 to -5", "BB-RIVER-2, -3")."""
    import re
    from pathlib import Path

    rules = Path(__file__).resolve().parents[3] / "shared" / "rules" / "acw-bbdba.md"
    if not rules.is_file():
        pytest.skip(f"the rules file is not here ({rules})")
    ids = list(dict.fromkeys(re.findall(r"^- (BB-[A-Z]+-\d+) ", rules.read_text(encoding="utf-8"), re.M)))
    root = Path(__file__).resolve().parents[2]
    text = "".join(p.read_text(encoding="utf-8") for folder in ("gettysburg_desktop/games/acw_bbdba", "tests/acw_bbdba")
                   for p in (root / folder).rglob("*.py"))  # fmt: skip
    cited = set(re.findall(r"BB-[A-Z]+-\d+", text))
    for m in re.finditer(r"(BB-[A-Z]+)-(\d+)((?:,? ?-\d+| to -\d+)+)", text):
        numbers = [int(m.group(2)), *(int(x) for x in re.findall(r"-(\d+)", m.group(3)))]
        if " to " in m.group(3):
            numbers = list(range(numbers[0], numbers[-1] + 1))
        cited |= {f"{m.group(1)}-{n}" for n in numbers}
    assert len(ids) == 149 and [i for i in ids if i not in cited] == []
