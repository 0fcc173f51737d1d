"""ACW-BBDBA played through the kernel's gateway (game/): the attacker by the
dice, PIPs given to the commands, a move into contact and the melee of test
8 with its dice scripted (the Jäger destroyed, the cavalry's advance stopped
at the wood), refusals with their rule and numbers, records that replay,
and random battles to their result keeping the invariants."""

from __future__ import annotations

import random

import pytest
import shapely

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.battles import standard
from gettysburg_desktop.games.acw_bbdba.field.elements import at, bounds
from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
from gettysburg_desktop.games.acw_bbdba.game.scenario import Scenario
from gettysburg_desktop.games.acw_bbdba.game.sides import Side
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind
from gettysburg_desktop.kernel.dice import ScriptedChance, SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.record import record, replay

U, C = "union", "confederate"


def situation_8_battle() -> Scenario:
    """Test 8's cavalry 30 mm short of the Jäger, a wood behind them from y = 325; each with a command of
    six (five muskets far off) and its command element."""
    wood = Feature("w", "wood", ((380, 325), (460, 325), (460, 405), (380, 405)))
    elements = [
        at("C", U, Kind.CAVALRY, (400, 440), (240, 270), "N", "U1"),
        at("J", C, Kind.JAEGER, (400, 440), (300, 320), "S", "C1"),
        at("UK", U, Kind.COMMAND, (410, 430), (150, 190), "N", "U1"),
        at("CK", C, Kind.COMMAND, (410, 430), (420, 460), "S", "C1"),
    ]
    for k in range(5):
        elements.append(at(f"U{k}", U, Kind.MUSKETS, (800 + 40 * k, 840 + 40 * k), (20, 40), "N", "U1"))
        elements.append(at(f"C{k}", C, Kind.MUSKETS, (800 + 40 * k, 840 + 40 * k), (560, 580), "S", "C1"))
    table = Table(1200, 600, (wood,), unit="mm")
    return Scenario("test8", "Test 8", table, tuple(elements), (("U1", U, "UK"), ("C1", C, "CK")))


def test_situation_8_through_the_gateway_contact_melee_destroyed_and_the_advance_to_the_wood():
    # the attacker's dice (Union 6, Confederates 1), the Union's PIP die, the melee's dice C 4, J 3
    g = AcwGame(situation_8_battle(), ScriptedChance([6, 1, 3, 4, 3, 2]))
    assert g.prompt().step == "movement" and g.deciding_side() is Side.UNION  # one command: its die, no choice
    assert "Union: PIPs U1 3" in "\n".join(g.log_text(None))
    with pytest.raises(IllegalAction, match=r"100.01 mm of 50.00 \(200 paces in SG\) \(BB-MOVE-1\)"):  # into the wood
        g.apply("move C a100.01")
    g.apply("pick C")
    assert "move C a30.00" in map(str, g.legal_actions())  # the advance into contact, offered
    g.apply("move C a30.00")
    assert g.state.pips["U1"] == 2 and g.state.contacts[frozenset({"C", "J"})].attacker == "C"
    g.apply("end-movement")
    assert g.prompt().step == "melee" and [str(a) for a in g.legal_actions()] == ["fight C J"]
    g.apply("fight C J")
    text = "\n".join(g.log_text(None))
    assert ("C against J: die 4 +3 (cavalry against foot) +1 (cavalry attacking, first round) = 8 against "
            "die 3 +2 (jaeger against mounted) = 5") in text  # fmt: skip
    assert "J: destroyed (beaten by mounted troops in good going)" in text
    assert "J" not in g.state.elements and g.state.commands["C1"].lost == 1
    assert bounds(g.state.elements["C"]) == (400, 295, 440, 325)  # BB-ADV-1: stopped at the wood
    assert g.prompt().step == "movement" and g.deciding_side() is Side.CONFEDERATE


def overlapping(g) -> list[tuple[str, str]]:
    es = [
        e for e in g.state.elements.values() if e.kind not in (Kind.COMMAND, Kind.CAMP)
    ]  # own elements stand in their camp
    tree = shapely.STRtree([e.shape for e in es])
    pairs = tree.query([e.shape for e in es], predicate="intersects").T
    return [(es[i].id, es[j].id) for i, j in pairs
            if i < j and float(shapely.intersection(es[i].shape, es[j].shape).area) > 1.0]  # fmt: skip


def play_randomly(g, rng, limit=4000):
    n = 0
    while not g.over and n < limit:
        acts = g.legal_actions()
        moving = [a for a in acts if a.verb not in ("end-movement", "stand")]
        g.apply(rng.choice(moving) if moving and rng.random() < 0.85 else acts[0])
        n += 1
        assert not overlapping(g), (n, overlapping(g))  # found a chain of pushes ending on a friend
        assert all(g.table.on_table(e.shape) for e in g.state.elements.values())
    return n


def test_a_battle_with_a_limit_of_bounds_ends_there_fewer_losses_winning_decision_27():
    g = AcwGame(standard(), SeededDice(4), undo=False, variants=["bounds-12"])
    play_randomly(g, random.Random(4))
    assert g.over and g.state.bound == 12
    lost = {s: sum(c.lost for c in g.state.side_commands(s)) for s in Side}
    winner, why = g.outcome
    assert "12 bounds fought" in why and (winner is None) == (lost[Side.UNION] == lost[Side.CONFEDERATE])
    assert winner is None or lost[winner] < lost[winner.other]
    with pytest.raises(ValueError, match="one limit of bounds only"):
        AcwGame(standard(), SeededDice(4), variants=["bounds-12", "bounds-20"])


@pytest.mark.parametrize("seed", [pytest.param(1, marks=pytest.mark.slow), pytest.param(2, marks=pytest.mark.slow),
                                  pytest.param(3, marks=pytest.mark.slow)])  # fmt: skip
def test_random_battles_end_with_a_result_and_keep_the_invariants(seed):
    g = AcwGame(standard(), SeededDice(seed), undo=False)
    play_randomly(g, random.Random(seed))
    assert g.over and g.outcome[0] in (Side.UNION, Side.CONFEDERATE, None)
    loser = g.outcome[0].other if g.outcome[0] else Side.UNION
    lost = sum(c.lost for c in g.state.side_commands(loser))
    demoralised = sum(c.demoralised for c in g.state.side_commands(loser))
    assert lost > 18 or demoralised >= 2  # BB-WIN-5
    for c in g.state.commands.values():  # every lost element accounted for (BB-WIN-2)
        assert c.lost == sum(1 for i in g.state.gone if i.startswith(c.id + "-") and not i.endswith("-K"))


def test_a_record_replays_to_the_same_battle():
    g = AcwGame(standard(), SeededDice(5))
    play_randomly(g, random.Random(5), limit=150)
    rec = record(g)
    again = replay(AcwGame, standard(), rec, SeededDice(5))
    assert again.state.elements == g.state.elements and again.log_text(None) == g.log_text(None)


def battle(*elements, table=None) -> Scenario:
    """A battle of the given elements (commands U1 and C1), each side's command filled to six far off."""
    es = list(elements)
    for side, cid, y in ((U, "U1", (20, 40)), (C, "C1", (560, 580))):
        if not any(e.id == f"{cid}K" for e in elements):  # its commander, unless given
            es.append(at(f"{cid}K", side, Kind.COMMAND, (20, 40), (y[0], y[0] + 40) if side == U else (520, 560),
                         "N" if side == U else "S", cid))  # fmt: skip
        have = sum(1 for e in elements if e.command == cid and e.kind is not Kind.COMMAND)
        for k in range(6 - have):
            es.append(at(f"{cid}f{k}", side, Kind.MUSKETS, (900 + 40 * k, 940 + 40 * k), y, "N" if side == U else "S",
                         cid))  # fmt: skip
    return Scenario("t", "t", table or Table(1200, 600, unit="mm"), tuple(es),
                    (("U1", U, "U1K"), ("C1", C, "C1K")))  # fmt: skip


def test_a_line_infantry_group_that_won_every_combat_advances_at_the_end_of_the_bound_BB_ADV_3():
    """Two Union rifles side by side shoot the muskets 90 mm off and win: at the end of the bound the
    group advances 20 mm as one body (a single element would not, BB-RUL-2)."""
    r1 = at("R1", U, Kind.RIFLES, (480, 520), (180, 200), "N", "U1")
    r2 = at("R2", U, Kind.RIFLES, (520, 560), (180, 200), "N", "U1")
    m1 = at("M1", C, Kind.MUSKETS, (500, 540), (290, 310), "S", "C1")
    # attacker Union (6 against 1), its PIP die 1, the combat: R1 or R2 main shooter 6, M1 1
    g = AcwGame(battle(r1, r2, m1), ScriptedChance([6, 1, 1, 6, 1, 3]))
    g.apply("end-movement")
    assert [str(a) for a in g.legal_actions()] == ["shoot M1"]
    g.apply("shoot M1")
    text = "\n".join(g.log_text(None))
    assert "the group advances (BB-ADV-3)" in text
    assert bounds(g.state.elements["R1"]) == (480, 200, 520, 220) and bounds(g.state.elements["R2"]) == (
        520,
        200,
        560,
        220,
    )


def test_breaking_off_straight_back_and_the_cavalry_opponent_follows_BB_BREAK():
    mu = at("M", U, Kind.MUSKETS, (480, 520), (280, 300), "N", "U1")
    cav = at("K", C, Kind.CAVALRY, (480, 520), (300, 330), "S", "C1")
    g = AcwGame(battle(mu, cav), ScriptedChance([6, 1, 2]))
    g.apply("pick M")
    assert [str(a) for a in g.legal_actions()] == ["break M", "stand M"]
    g.apply("break M")
    assert bounds(g.state.elements["M"]) == (480, 230, 520, 250)  # 200 paces straight back, facing kept
    assert bounds(g.state.elements["K"]) == (480, 270, 520, 300)  # BB-BREAK-3: the cavalry advances 30 mm
    assert "M breaks off from K (2 PIPs)" in "\n".join(g.log_text(None))  # beyond command distance: 2


def test_an_element_contacted_on_its_flank_turns_to_face_at_the_end_of_the_movement_BB_MOVE_10():
    victim = at("V", C, Kind.MUSKETS, (500, 540), (300, 320), "S", "C1")
    cav = at("K", U, Kind.CAVALRY, (440, 470), (300, 340), "N", "U1")  # facing north, west of V
    g = AcwGame(battle(cav, victim), ScriptedChance([6, 1, 3, 3, 3]))
    # the cavalry turns to face east and rides its front onto V's side edge, front corner on front corner
    g.apply("move K t-90.00 a30.00")
    g.apply("end-movement")
    v = g.state.elements["V"]
    assert v.pose.facing == 180.0 and "V turns to face K" in "\n".join(g.log_text(None))
    assert frozenset({"K", "V"}) in g.state.contacts


def test_situation_10_a_torrent_stops_a_crossing_at_the_bank_then_the_bank_defender_recoils():
    """Test 10 through the gateway: the first crossing rolls the river (6: a torrent) and the crossing (2:
    the move ends at the bank, no more crossings this bound); across it both take -1 for the target in
    cover of the banks; two bounds on the crossing rolls 4, U1 moves in SG into contact, and C1 defending
    the bank off a road fights at +6 against +2: 7 against 8, C1 recoils."""
    river = Feature("r", "river", line=((0, 320), (1200, 320)), width=40)  # banks at y = 300 and 340
    u1 = at("U1", U, Kind.MUSKETS, (500, 540), (260, 280), "N", "U1")
    c1 = at("C1", C, Kind.MUSKETS, (500, 540), (340, 360), "S", "C1")
    u2 = at("U2", U, Kind.MUSKETS, (600, 640), (260, 280), "N", "U1")
    script = [
        6,
        1,  # the Union attacks
        4,  # bound 1: the Union's PIP die
        6,
        2,  # U1 tries the river: a torrent; its crossing roll 2
        3,
        3,  # the shooting across the river: 3 + 4 - 1 each, a tie
        1,
        2,
        2,  # bound 2: the Confederates' PIP die; the shooting, a tie again
        3,
        4,  # bound 3: the Union's PIP die; U1's crossing roll 4
        6,
        1,
        5,
    ]  # the melee: U1 6, C1 1; bound 4's PIP die
    g = AcwGame(battle(u1, u2, c1, table=Table(1200, 600, (river,), unit="mm")), ScriptedChance(script))
    g.apply("move U1 a40.00")
    assert g.state.rivers == {"r": 6} and bounds(g.state.elements["U1"]) == (500, 280, 540, 300)
    with pytest.raises(IllegalAction, match=r"no element may try to cross r again this bound"):
        g.apply("move U2 a40.00")
    g.apply("end-movement")
    g.apply("shoot C1" if "shoot C1" in map(str, g.legal_actions()) else "shoot U1")
    text = "\n".join(g.log_text(None))
    assert "-1 (target in cover)" in text and "equal totals: no effect" in text
    g.apply("end-movement")  # the Confederates' bound
    g.apply(str(g.legal_actions()[0]))  # the same exchange across the river
    g.apply("move U1 a40.00")
    assert bounds(g.state.elements["U1"]) == (500, 320, 540, 340)
    g.apply("end-movement")
    g.apply("fight U1 C1")
    text = "\n".join(g.log_text(None))
    assert ("die 6 +4 (muskets against foot) -2 (in difficult ground) = 8 against die 1 +4 (muskets against foot) "
            "+1 (defender, river bank) +1 (defending a river bank away from roads) = 7") in text  # fmt: skip
    assert bounds(g.state.elements["C1"]) == (500, 360, 540, 380)


def test_the_camp_unheld_fights_at_its_defence_and_is_sacked_counting_two_BB_CAMP():
    """BB-CAMP, BB-RUL-1: Union cavalry rides at the Confederate camp, empty: no first-round bonus against a
    camp; the camp +3 against mounted and +2 camp defence; 6 + 3 against 1 + 5: sacked, the cavalry moves
    in, and the Confederates' losses count it as two elements."""
    from gettysburg_desktop.boards.table.bases import Pose as P
    from gettysburg_desktop.games.acw_bbdba.field.elements import Element
    from gettysburg_desktop.games.acw_bbdba.rules.defeat import ArmyState, Command

    cav = at("K", U, Kind.CAVALRY, (500, 540), (500, 530), "N", "U1")  # 30 mm below the camp
    camp = Element("C-camp", C, Kind.CAMP, P(520, 580, 270.0))  # 40 x 40, y 560-600, on its base edge
    g = AcwGame(battle(cav, camp), ScriptedChance([6, 1, 3, 6, 1, 2]))
    g.apply("move K a30.00")
    g.apply("end-movement")
    assert [str(a) for a in g.legal_actions()] == ["fight K C-camp"]
    g.apply("fight K C-camp")
    text = "\n".join(g.log_text(None))
    assert ("K against C-camp: die 6 +3 (cavalry against foot) = 9 against die 1 +3 (camp against mounted) "
            "+2 (camp defence) = 6") in text  # fmt: skip
    assert "C-camp is sacked: K moves into it; it counts as two lost elements" in text
    assert g.state.sacked == {Side.CONFEDERATE} and g.state.elements["K"].pose.centre == (520.0, 580.0)
    lost = ArmyState(tuple(Command(c.id, c.size, c.lost) for c in g.state.side_commands(Side.CONFEDERATE)), True).lost
    assert lost == 2


def test_situation_5_through_the_gateway_the_artillery_ignores_the_jaeger_by_its_owners_choice():
    """Test 5: A's nearest target is J; its owner chooses to ignore J and shoot at M beyond (BB-SHOOT-8);
    J shoots at A all the same; the Confederates, passive, order the two combats."""
    a = at("A", U, Kind.ARTILLERY, (500, 540), (110, 150), "N", "U1")
    j = at("J", C, Kind.JAEGER, (500, 540), (200, 220), "S", "C1")
    m = at("M", C, Kind.MUSKETS, (500, 540), (300, 320), "S", "C1")
    g = AcwGame(battle(a, j, m), ScriptedChance([6, 1, 2, 3, 1, 6, 1, 4]))
    g.apply("end-movement")
    assert g.prompt().step == "shooting" and g.deciding_side() is Side.UNION
    assert sorted(map(str, g.legal_actions())) == ["aim A J", "aim A M"]
    g.apply("aim A M")
    assert g.deciding_side() is Side.CONFEDERATE and sorted(map(str, g.legal_actions())) == ["shoot A", "shoot M"]
    g.apply("shoot M")
    g.apply("shoot A")
    text = "\n".join(g.log_text(None))
    assert "A ignores the Jäger J (BB-SHOOT-8)" in text
    assert "A shoots at M: die 3 +4 (artillery against foot) = 7 against die 1 +4 (muskets against foot) = 5" in text
    assert bounds(g.state.elements["M"]) == (500, 320, 540, 340)  # recoiled
    assert "J shoots at A: die 6 +2 (jaeger against foot) = 8 against die 1 +4 (artillery against foot) = 5" in text
    assert "A: no effect (not in base contact) (BB-OUT-7)" in text


def test_a_command_element_touching_its_group_rides_with_it_at_no_cost_BB_CMD_2():
    r1 = at("R1", U, Kind.RIFLES, (480, 520), (180, 200), "N", "U1")
    r2 = at("R2", U, Kind.RIFLES, (520, 560), (180, 200), "N", "U1")
    k = at("U1K", U, Kind.COMMAND, (510, 530), (140, 180), "N", "U1")  # touching their rear edges
    g = AcwGame(battle(r1, r2, k), ScriptedChance([6, 1, 2, 3]))
    assert "pick-group R1,R2" in map(str, g.legal_actions())
    g.apply("pick-group R1,R2")
    assert [str(a) for a in g.legal_actions()] == ["group R1,R2 a25.00", "group R1,R2 a50.00", "stand R1,R2"]
    g.apply("group R1,R2 a50.00")
    assert g.state.pips["U1"] == 1  # one PIP, the commander in touch: no more
    assert bounds(g.state.elements["U1K"]) == (510, 190, 530, 230)  # it kept its place behind them


def test_a_second_move_near_the_enemy_only_along_a_road_BB_TAC():
    """BB-TAC-1, -3: within 1000 paces of a visible enemy an element moves once a bound, but along a road,
    starting and ending a base width or more from every enemy, it may move again."""
    road = Feature("pike", "road", line=((520, 0), (520, 600)), width=12)
    m = at("M", U, Kind.MUSKETS, (500, 540), (100, 120), "N", "U1")
    enemy = at("E", C, Kind.MUSKETS, (700, 740), (300, 320), "S", "C1")  # within 1000 paces, in sight
    g = AcwGame(battle(m, enemy, table=Table(1200, 600, (road,), unit="mm")), ScriptedChance([6, 1, 6, 1]))
    g.apply("move M a50.00")
    g.apply("move M a50.00")  # the road's 400 paces; a second move, but along the road
    assert bounds(g.state.elements["M"]) == (500, 200, 540, 220)
    with pytest.raises(IllegalAction, match=r"a second move within 1000 paces of a visible enemy"):
        g.apply("move M s30.00")  # off the road: no road march


def test_an_element_picked_and_let_stand_is_not_picked_again_that_bound():
    """Found playing: the computer picked a group, let it stand, and picked it again without end. Picked and
    let stand (no PIP spent), an element or a group is not offered again that bound (BB-PIP-2), next bound it is."""
    g = AcwGame(standard(), SeededDice(3))
    g.apply(g.legal_actions()[0])  # the PIP dice
    side = g.state.active
    group = next(a for a in g.legal_actions() if a.verb == "pick-group")
    g.apply(group)
    g.apply(f"stand {group.args[0]}")
    offered = {str(a) for a in g.legal_actions()}
    assert str(group) not in offered
    assert not any(a.verb == "pick" and a.args[0] in group.args[0].split(",") for a in g.legal_actions())
    first = group.args[0].split(",")[0]
    with pytest.raises(IllegalAction, match=r"was picked and let stand this bound \(BB-PIP-2\)"):
        g.apply(f"move {first} a10.00")
    while g.state.active is side or g.prompt().step != "pips":  # to the side's next bound
        g.apply(g.legal_actions()[0])
    assert first not in g.state.stood  # a new bound: it may be picked again where its PIPs allow


def test_a_group_picked_with_no_offered_move_waits_for_the_player_and_says_why():
    """Found playing: a line picked at the edge of a wood had none of its offered advances allowed (a group
    enters difficult going only as a column, BB-MOVE-5); its lone "stand" was taken at once and the pick was
    spent without a word. Now it waits: the prompt says why straight ahead is refused, a drawn move the
    checks allow is still legal, and "stand" lets it stand."""
    g = _edge_battle()
    g.apply("pick-group A,B")
    assert [str(a) for a in g.legal_actions()] == ["stand A,B"]  # waits: not taken for the player
    assert "(straight ahead: into difficult going only as a column one element wide (BB-MOVE-5))" in g.prompt().text
    g.apply("group A,B a-10.00")  # a drawn move back is still allowed
    assert g.state.elements["A"].pose.y == pytest.approx(305.0)  # its middle, 10 mm back from 315


def test_a_lined_up_contacts_slide_of_nothing_is_not_shown():
    from gettysburg_desktop.games.acw_bbdba.game.clicks import leg_words

    assert str(leg_words([("slide", -0.0), ("advance", 20.0)])) == "advance 20.0 mm"
    assert str(leg_words([("slide", 0.0)])) == "slide 0.0 mm left"  # alone, it is said
    assert str(leg_words([("slide", 7.2), ("advance", 17.8)])) == "slide 7.2 mm left, then advance 17.8 mm"


def test_a_record_of_rules_version_2_goes_on_past_a_lone_stand_it_left_out():
    """Rules version 2 took a picked group's lone "stand" for the player, so its records go on from the pick
    to the next pick or the end of the movement; version 3 waits for the stand, and takes it where such an
    action comes (``AcwGame._stand_implied``)."""
    g = _edge_battle()
    g.apply("pick-group A,B")
    g.apply("end-movement")  # as a version 2 record has it
    assert [str(a) for a in g.history[-2:]] == ["stand A,B", "end-movement"]
    assert g.prompt().step != "movement" or g.state.active is not Side.UNION


def _edge_battle() -> AcwGame:
    """A line of two muskets 5 mm short of a wood (a group enters difficult going only as a column,
    BB-MOVE-5), the Union's movement waiting."""
    wood = Feature("w", "wood", ((380, 330), (520, 330), (520, 430), (380, 430)))
    elements = [
        at("A", U, Kind.MUSKETS, (400, 440), (305, 325), "N", "U1"),
        at("B", U, Kind.MUSKETS, (440, 480), (305, 325), "N", "U1"),
        at("UK", U, Kind.COMMAND, (430, 450), (250, 290), "N", "U1"),
        at("CK", C, Kind.COMMAND, (430, 450), (20, 60), "S", "C1"),
        at("C0", C, Kind.MUSKETS, (900, 940), (20, 40), "S", "C1"),
    ]
    table = Table(1200, 600, (wood,), unit="mm")
    g = AcwGame(Scenario("edge", "Edge", table, tuple(elements), (("U1", U, "UK"), ("C1", C, "CK"))),
                ScriptedChance([6, 1, 6, 6, 6, 6, 6]), undo=False)  # fmt: skip
    while g.prompt().step != "movement" or g.state.active is not Side.UNION:
        g.apply(g.legal_actions()[0])
    return g


def test_a_record_reads_the_pips_of_a_side_with_two_commands_left():
    """Found by the smoke record of rules version 5: a command with no troops left rolls no PIP die (BB-PIP-1),
    so its side's "pips 5 2" is legal, but a record holding it was refused on loading ("pips takes 3-3
    words"): the saved battle could not be opened again."""
    from gettysburg_desktop.games.acw_bbdba.game.ruleset import ACW_BBDBA

    assert str(ACW_BBDBA.parse_action("pips 5 2")) == "pips 5 2"
    with pytest.raises(ValueError, match="pips takes 1-3 words"):
        ACW_BBDBA.parse_action("pips 1 2 3 4")


@pytest.mark.parametrize("off", [0.00046, -0.004, 0.0049])
def test_an_element_a_hair_off_the_round_figure_still_lines_up_with_an_enemy(off):
    """Found playing: U2-8 had recoiled to y 260.00046 (a recoil's arithmetic), and let go 2 mm short of
    C2-10 it stood there: the lined-up legs, written to 0.01 mm, ran 0.00046 mm into the enemy, "through
    C2-10" (BB-PASS-5). A lined-up contact aims a hair short of flush and never overshoots; a group's
    advance into contact likewise."""
    from gettysburg_desktop.games.acw_bbdba.field.contact import touching
    from gettysburg_desktop.games.acw_bbdba.game.clicks import drawn_move

    elements = [
        at("A", U, Kind.RIFLES, (814.4, 854.4), (260 + off, 280 + off), "N", "U1"),
        at("B", U, Kind.RIFLES, (854.4, 894.4), (260 + off, 280 + off), "N", "U1"),
        at("E", C, Kind.RIFLES, (796.1, 836.1), (300, 320), "S", "C1"),
        at("UK", U, Kind.COMMAND, (840, 860), (150, 190), "N", "U1"),
        at("CK", C, Kind.COMMAND, (800, 820), (420, 460), "S", "C1"),
    ]
    for k in range(5):
        elements.append(at(f"U{k}", U, Kind.MUSKETS, (100 + 40 * k, 140 + 40 * k), (20, 40), "N", "U1"))
        elements.append(at(f"C{k}", C, Kind.MUSKETS, (100 + 40 * k, 140 + 40 * k), (560, 580), "S", "C1"))
    scenario = Scenario("hair", "Hair", Table(1200, 600, unit="mm"), tuple(elements),
                        (("U1", U, "UK"), ("C1", C, "CK")))  # fmt: skip
    g = AcwGame(scenario, ScriptedChance([6, 1, 6, 6, 6, 6, 6]), undo=False)
    while g.prompt().step != "movement" or g.state.active is not Side.UNION:
        g.apply(g.legal_actions()[0])
    action = drawn_move(g, ["A"], (-1.0, 17.7))  # let go 2.3 mm short of E, 18 mm to its side
    g.apply(action)
    a, e = g.state.elements["A"], g.state.elements["E"]
    assert a.pose.x == pytest.approx(e.pose.x, abs=0.02) and touching(a, e)  # front to front, middle to middle
    assert float(a.shape.intersection(e.shape).area) <= 0.01
