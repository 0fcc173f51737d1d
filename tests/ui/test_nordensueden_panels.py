"""The side panels of Norden & Süden as a player sees them, fed with real
views of real games (the ruleset's view, games/nordensueden/rules/view.py): the turn
track (NS-TIME, T3, NS-SEQ-2, NS-MOVE-1/2, NS-SEA-3, NS-RECR-1, NS-DRAFT-2),
the pools and army maxima (NS-ARMY-1, NS-RECR-2, NS-DRAFT-3, NS-PROM-5),
and the battle round by round with its dice (NS-CBT, NS-FIRE, NS-MOD, the
rulebook's worked combat example)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nordensueden"))  # battle_maps

from battle_maps import battle_game, box, combat_example_map, link, small_map, unit  # noqa: E402

from gettysburg_desktop.display import palette as P  # noqa: E402
from gettysburg_desktop.display.die_face import DieFace  # noqa: E402
from gettysburg_desktop.games.nordensueden.campaign import campaign_1861, short_1861  # noqa: E402
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame  # noqa: E402
from gettysburg_desktop.games.nordensueden.rules.sides import Side  # noqa: E402
from gettysburg_desktop.games.nordensueden.ui.battle_panel import NSBattlePanel  # noqa: E402
from gettysburg_desktop.games.nordensueden.ui.pools import PoolsPanel  # noqa: E402
from gettysburg_desktop.games.nordensueden.ui.turn_track import TurnTrackPanel  # noqa: E402
from gettysburg_desktop.kernel.dice import ScriptedDice, SeededDice  # noqa: E402

#: the actions that end a segment doing nothing (or roll where a roll is asked)
QUIET = ("end-movement", "end-march", "no-promotion", "end-recruitment", "roll")

A, B, C, D, E = "usa-1", "usa-2", "usa-3", "csa-1", "csa-2"
ROUND_1 = (f"target {D} {A}", f"target {E} {C}", "fire", f"target {A} {D}", f"target {B} {D}", "fire")

_SHOTS = os.environ.get("PLAYTEST_SHOTS")


def shot(w, name: str, width: int = 360) -> None:
    """With PLAYTEST_SHOTS=1: the panel saved to /tmp/playtest/ns-NAME.png, to look at."""
    if not _SHOTS:
        return
    os.makedirs("/tmp/playtest", exist_ok=True)
    w.resize(width, w.height())
    w.show()
    QApplication.processEvents()
    w.layout().activate()
    w.resize(width, max(w.sizeHint().height(), w.minimumSizeHint().height(), w.heightForWidth(width)) + 10)
    QApplication.processEvents()
    w.grab().save(f"/tmp/playtest/ns-{name}.png")


def opening(scenario=None) -> NordenSuedenGame:
    return NordenSuedenGame(scenario or campaign_1861(), SeededDice(3))


def to_turn(g: NordenSuedenGame, turn: int) -> NordenSuedenGame:
    """Plays quietly (no marches, no promotions, no recruits) until game turn ``turn`` begins."""
    while g.state.turn < turn:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next(a for a in QUIET if a in acts))
    return g


def combat_example(*actions: str):
    """The rulebook's worked combat example (§5), its dice 4, 1 and 6, 1, 2
    (tests/nordensueden/test_combat_example.py): A, B veteran and C elite
    infantry came down the river from Fort Smith to Little Rock against D and E."""
    came = {"entered_from": "fort-smith"}
    units = [
        unit(A, "VI", "little-rock", **came),
        unit(B, "VI", "little-rock", **came),
        unit(C, "EI", "little-rock", **came),
        unit(D, "MI", "little-rock"),
        unit(E, "MI", "little-rock"),
    ]
    g = battle_game(combat_example_map(), units, "little-rock", [4, 1, 6, 1, 2])
    for a in actions:
        g.apply(a)
    return g


def battle_panel(qtbot, g) -> NSBattlePanel:
    panel = NSBattlePanel(g.box_name)
    qtbot.addWidget(panel)
    panel.resize(360, 600)
    panel.show()
    panel.show_view(g.ruleset.view(g, None))
    return panel


def texts(w) -> list[str]:
    return [label.text() for label in w.findChildren(QLabel) if label.isVisibleTo(w) and label.text()]


# ---------------------------------------------------------------------- the turn track
def test_the_opening_shows_july_1861_turn_1_of_40_the_union_moving_with_two_fixed_marches(qtbot):
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.show_view(opening().view(None))
    assert "July 1861" in panel.title.text() and "game turn 1 of 40" in panel.title.text()
    assert (panel.track.turn, panel.track.last) == (1, 40)
    assert "Union player turn" in panel.player.text() and "movement" in panel.player.text()
    steps = panel.segments.steps
    assert [s.text() for s in steps.values()] == ["Movement", "Combat", "Promotion", "Recruitment"]
    assert [s.property("current") for s in steps.values()] == [True, False, False, False]
    assert "Marches left: <b>2</b>" in panel.detail.text() and "NS-MOVE-2" in panel.detail.text()
    assert not panel.draft.isVisibleTo(panel)
    shot(panel, "track-opening")


def test_the_track_is_a_calendar_whose_winter_turns_span_two_months(qtbot):
    """T3 (NS-TIME-3): Nov-Dec and Jan-Feb are one turn each, drawn twice as wide as a month."""
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.resize(360, 200)
    panel.show()
    panel.show_view(opening().view(None))
    t = panel.track
    oct_1861, nov_dec_1861, jan_feb_1862, mar_1862 = t.cell(4), t.cell(5), t.cell(6), t.cell(7)
    assert nov_dec_1861.width() == pytest.approx(2 * oct_1861.width() + 2)
    assert jan_feb_1862.width() == pytest.approx(nov_dec_1861.width())
    assert mar_1862.left() > jan_feb_1862.right()  # March follows January-February in 1862's row
    assert nov_dec_1861.top() < jan_feb_1862.top()  # a year a row
    assert t.cell(1).left() == pytest.approx(t.cell(11).left())  # July under July
    assert t.cell(40).top() == pytest.approx(t.cell(36).top())  # June 1865, the last turn, in 1865's row


def test_the_short_game_ends_after_turn_10(qtbot):
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.show_view(opening(short_1861()).view(None))
    assert "game turn 1 of 10" in panel.title.text()
    assert panel.track.last == 10
    g = to_turn(opening(short_1861()), 11)  # played quietly to the end (NS-SHORT-2)
    assert g.over
    panel.show_view(g.view(None))
    # the game ended in June 1862: the title stays on it, not on the month after (a player saw "July 1862")
    assert "June 1862" in panel.title.text() and "game turn 10 of 10" in panel.title.text()


def test_a_draft_turn_says_the_union_may_recruit_four_more_and_shows_the_march_roll(qtbot):
    g = to_turn(opening(), 8)  # April 1862 (NS-DRAFT-2)
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.show_view(g.view(None))
    assert "April 1862" in panel.title.text() and "game turn 8 of 40" in panel.title.text()
    assert panel.draft.isVisibleTo(panel)
    assert "April draft" in panel.draft.text() and "16 on the map at most" in panel.draft.text()
    assert panel.detail.text() == "Roll for the marches (NS-MOVE-1)"
    g.apply("roll")
    v = g.view(None)
    panel.show_view(v)
    assert f"Marches left: <b>{v['marches_left']}</b> (rolled {v['march_roll']}" in panel.detail.text()
    assert ("Sea landing possible" in panel.detail.text()) == (v["march_roll"] == 6)
    shot(panel, "track-draft")


def test_a_six_for_the_marches_says_a_sea_landing_is_possible(qtbot):
    g = to_turn(NordenSuedenGame(campaign_1861(), ScriptedDice([6] * 200)), 2)
    assert g.prompt().rule == "NS-MOVE-1"
    g.apply("roll")
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.show_view(g.view(None))
    assert "Marches left: <b>6</b> (rolled 6" in panel.detail.text()
    assert "Sea landing possible" in panel.detail.text() and "NS-SEA-3" in panel.detail.text()


def test_after_the_union_movement_the_segment_is_combat_or_promotion(qtbot):
    g = opening()
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    g.apply("end-movement")
    panel.show_view(g.view(None))
    current = [seg for seg, s in panel.segments.steps.items() if s.property("current")]
    assert current == [g.view(None)["segment"]] and current != ["movement"]


def test_the_recruitment_segment_counts_the_recruits_left(qtbot):
    g = opening()
    while g.state.segment != "recruitment":
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next(a for a in QUIET if a in acts))
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.show_view(g.view(None))
    assert panel.detail.text() == "Roll for the recruits (NS-RECR-1)"
    g.apply("roll")
    v = g.view(None)
    panel.show_view(v)
    assert panel.segments.steps["recruitment"].property("current")
    # the Union's 12 militia infantry are all the draft allows (NS-DRAFT-3): only its militia cavalry can come
    assert v["recruits_left"] == 2 and v["recruits_placeable"] == (1, "NS-DRAFT-3")
    assert panel.detail.text() == "Recruits left: <b>2</b>, of which 1 can be placed (NS-DRAFT-3)"


# ---------------------------------------------------------------------- the pools
def test_the_opening_pools_show_the_armies_against_their_maxima_and_the_locked_militia(qtbot):
    panel = PoolsPanel()
    qtbot.addWidget(panel)
    panel.show_view(opening().view(None))
    usa, csa = panel.findChild(QLabel, "ArmyLabel-usa"), panel.findChild(QLabel, "ArmyLabel-csa")
    assert "<b>12 / 34</b>" in usa.text() and "<b>8 / 29</b>" in csa.text()  # NS-ARMY-1, NS-SETUP-1
    assert (panel.bars["usa"].size, panel.bars["usa"].maximum) == (12, 34)
    pool = panel.findChild(QLabel, "PoolLabel-usa").text()
    assert pool == "12 MI (12 locked)<br>1 MC"  # NS-SETUP-3
    assert "12 militia infantry (12 of them locked until drafted), 1 militia cavalry" in (
        panel.findChild(QLabel, "PoolLabel-usa").toolTip()
    )
    assert panel.findChild(QLabel, "PoolLabel-csa").text() == "0 MI<br>1 MC"
    assert (panel.rows[("usa", "MI")].free, panel.rows[("usa", "MI")].locked) == (0, 12)
    assert panel.rows[("csa", "MC")].free == 1
    assert "Drafts held: 0 of 3; militia infantry on the map at most 12" in panel.extra["usa"].text()
    assert not panel.extra["csa"].isVisibleTo(panel)
    assert "counters left for promotions" not in " ".join(texts(panel))  # unlimited (NS-PROM-5)
    shot(panel, "pools-opening")


def test_after_the_april_1862_draft_four_militia_infantry_are_free(qtbot):
    panel = PoolsPanel()
    qtbot.addWidget(panel)
    panel.show_view(to_turn(opening(), 8).view(None))
    assert panel.findChild(QLabel, "PoolLabel-usa").text() == "12 MI (8 locked)<br>1 MC"
    assert (panel.rows[("usa", "MI")].free, panel.rows[("usa", "MI")].locked) == (4, 8)
    assert "Drafts held: 1 of 3; militia infantry on the map at most 16" in panel.extra["usa"].text()
    shot(panel, "pools-draft")


def test_a_limited_promotion_supply_is_counted_from_the_map(qtbot):
    panel = PoolsPanel()
    qtbot.addWidget(panel)
    panel.set_promotion_limits({Side.USA: {"VI": 5, "EI": 2}})
    panel.show_view(opening().view(None))
    assert "Union: counters left for promotions: elite infantry 2, veteran infantry 5" in panel.extra["usa"].text()
    assert not panel.extra["csa"].isVisibleTo(panel)


# ---------------------------------------------------------------------- the battle
def test_no_battle_says_so_and_shows_no_counters(qtbot):
    panel = NSBattlePanel()
    qtbot.addWidget(panel)
    panel.show_view(opening().view(None))
    assert panel.title.text() == "No battle under way"
    assert panel.tiles() == [] and not panel.body.isVisibleTo(panel)


def test_the_combat_example_lined_up_the_confederacy_declaring_first(qtbot):
    panel = battle_panel(qtbot, combat_example())
    assert "Battle in Little Rock" in panel.title.text() and "round 1" in panel.title.text()
    assert panel.step.text().startswith("Confederacy's step: declare the targets")
    assert [t.unit_id for t in panel.rows["attacker"].tiles] == [A, B, C]
    assert [t.unit_id for t in panel.rows["defender"].tiles] == [D, E]
    assert [(t.unit["code"], t.unit["value"]) for t in panel.tiles()] == [
        ("VI", 3),
        ("VI", 3),
        ("EI", 3),
        ("MI", 2),
        ("MI", 2),
    ]
    assert [t.unit_id for t in panel.tiles() if t.next_firer] == [D]  # the defender fires first (NS-CBT-4)
    assert not panel.declared.isVisibleTo(panel) and not panel.journal.isVisibleTo(panel)
    assert "Defender: Confederacy (fires first" in panel.rows["defender"].title.text()


def test_a_declared_target_shows_the_number_it_needs(qtbot):
    panel = battle_panel(qtbot, combat_example(f"target {D} {A}", f"target {E} {C}"))
    assert panel.declared.isVisibleTo(panel)
    # E at elite infantry C: 2 - 1, "a 1 instead of a 2" (NS-MOD-2)
    assert "csa-1 &rarr; usa-1: hits on 1-2<br>csa-2 &rarr; usa-3: hits on 1" in panel.declared.text()
    assert {t.unit_id: t.shots_at for t in panel.tiles()} == {A: 1, B: 0, C: 1, D: 0, E: 0}


def test_the_combat_examples_first_round_with_its_dice_round_by_round(qtbot):
    panel = battle_panel(qtbot, combat_example(*ROUND_1))
    assert "round 2" in panel.title.text()
    assert panel.step.text() == "Confederacy's step: retreat, bring reinforcements, or stand and fire (NS-CBT-5)"
    # step 8: A and B full; C, D and E reduced
    assert [(t.unit_id, t.unit["reduced"]) for t in panel.tiles()] == [
        (A, False),
        (B, False),
        (C, True),
        (D, True),
        (E, True),
    ]
    assert "Last volley: the Union fired" in panel.volley_title.text()
    assert [d.face for d in panel.volley_box.findChildren(DieFace)] == [6, 1, 2]
    volley = [label.text() for label in panel.volley_box.findChildren(QLabel, "VolleyText")]
    assert [v.split(": ", 1)[0] for v in volley] == [
        "usa-1 &rarr; csa-1, hits on 1-3",
        "usa-2 &rarr; csa-1, hits on 1-3",
        "usa-3 &rarr; csa-2, hits on 1-3",
    ]
    assert [v.rsplit(">", 2)[-2].split("<")[0] for v in volley] == ["miss", "hit", "hit"]
    journal = panel.journal.text()
    assert journal.index("Round 1") < journal.index("Confederacy fired") < journal.index("Union fired")
    for words in ("csa-1&rarr;usa-1 rolled 4: miss", "csa-2&rarr;usa-3 rolled 1: ", "usa-1&rarr;csa-1 rolled 6: miss"):
        assert words in journal
    shot(panel, "battle-round-1")


def test_a_click_on_a_counter_emits_its_unit_id(qtbot):
    panel = battle_panel(qtbot, combat_example(f"target {D} {A}"))
    tile = panel.tile(C)
    with qtbot.waitSignal(panel.unit_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(tile, Qt.LeftButton, pos=QPoint(tile.width() // 2, tile.height() // 2))
    assert blocker.args == [C]


def test_the_counters_the_decision_can_click_glow_and_stay_lit_through_a_new_view(qtbot):
    g = combat_example(f"target {D} {A}")
    panel = battle_panel(qtbot, g)
    legal = [str(a).split()[2] for a in g.legal_actions()]  # E's targets: B or C, not A again (NS-FIRE-1)
    assert legal == [B, C]
    panel.set_clickable(legal)
    assert [t.unit_id for t in panel.tiles() if t.glow] == [B, C]
    panel.show_view(g.ruleset.view(g, None))
    assert [t.unit_id for t in panel.tiles() if t.glow] == [B, C]
    panel.set_clickable([])
    assert not any(t.glow for t in panel.tiles())


def test_a_real_battle_at_manassas_shows_the_union_crossing_the_river(qtbot):
    """The campaign's turn 1: two Union militia march from Washington into Manassas Junction across
    its blue side; the Confederate defender fires at them at +1 in rounds 1-2 (NS-MOD-3): 1-3."""
    g = opening()
    for a in ("march washington", "move usa-1 washington>manassas-junction", "move usa-2 washington>manassas-junction"):
        g.apply(a)
    while not g.view(None)["battle"]:
        acts = [str(x) for x in g.legal_actions()]
        g.apply(next(a for a in QUIET if a in acts))
    g.apply("target csa-1 usa-1")
    panel = NSBattlePanel(g.box_name)
    qtbot.addWidget(panel)
    panel.show_view(g.view(None))
    assert "Battle in Manassas Junction" in panel.title.text()
    assert [(t.unit_id, t.unit["crossing"]) for t in panel.rows["attacker"].tiles] == [("usa-1", True), ("usa-2", True)]
    assert "crossed a river" in panel.tile("usa-1").toolTip()
    assert "csa-1 &rarr; usa-1: hits on 1-3" in panel.declared.text()


def test_the_counters_are_drawn_in_their_sides_colours(qtbot):
    panel = battle_panel(qtbot, combat_example())
    QApplication.processEvents()
    for uid, side in ((A, "usa"), (D, "csa")):
        image = panel.tile(uid).grab().toImage()
        colour = image.pixelColor(10, 30).name()  # left of the value, inside the counter
        assert colour == P.SIDE_FILL[side], (uid, colour)


# ---------------------------------------------------------------------- in the window
@pytest.fixture
def ns_window(open_window):
    from gettysburg_desktop.scenario.session import GameSession, Setup

    def make(seed: int = 3):
        return open_window(GameSession.new(Setup("campaign-1861", seed, (), game="norden-sueden")))

    return make


def side_panels(w):
    from gettysburg_desktop.games.nordensueden.ui.panels import NSSidePanels

    panels = w.findChildren(NSSidePanels)
    assert len(panels) == 1
    return panels[0]


def test_the_window_shows_july_1861_and_the_segment_changes_after_the_union_movement(ns_window, player):
    w = ns_window()
    p = player(w)
    dock = w.docks["BattleDock"]
    assert dock.isVisible() and dock.windowTitle() == "Turn, battle and armies"
    panels = side_panels(w)
    assert panels.isVisible() and panels.turn_track.isVisible() and panels.pools.isVisible()
    assert "July 1861" in panels.turn_track.title.text()
    assert panels.turn_track.segments.steps["movement"].property("current")
    assert "<b>12 / 34</b>" in panels.pools.army["usa"].text()
    assert not panels.battle.isVisible()  # no battle under way
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    segment = w.controller.game.state.segment
    assert segment != "movement"
    assert not panels.turn_track.segments.steps["movement"].property("current")
    assert panels.turn_track.segments.steps[segment].property("current")
    shot(w, "window-after-movement", 1440)


def test_the_battle_at_manassas_in_the_window_a_click_on_a_glowing_counter_fires_at_it(ns_window, player):
    """The battle shows in the dock when it begins; the Confederate militia declares first (NS-CBT-4):
    the Union counters it may fire at glow, and a click on one declares the target (NS-FIRE-1)."""
    w = ns_window()
    p = player(w)
    c = w.controller
    p.click_place("washington")
    for uid in ("usa-1", "usa-2"):
        p.click_unit(uid)
        p.click_place("manassas-junction")
    p.press("end-march")
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    panels = side_panels(w)
    battle = panels.battle
    assert battle.isVisible() and "Battle in Manassas Junction" in battle.title.text()
    assert [t.unit_id for t in battle.tiles()] == ["usa-1", "usa-2", "csa-1"]
    assert {t.unit_id for t in battle.tiles() if t.glow} == {"csa-1", "usa-1", "usa-2"}
    tile = battle.tile("usa-2")
    p.qtbot.mouseClick(tile, Qt.LeftButton, pos=QPoint(tile.width() // 2, tile.height() // 2))
    assert str(c.game.log[-1].action) == "target csa-1 usa-2"  # this very unit, not its twin usa-1
    assert "csa-1 &rarr; usa-2: hits on 1-3" in battle.declared.text()  # 2 + 1 at a river crossing (NS-MOD-3)
    assert {t.unit_id: t.shots_at for t in battle.tiles()} == {"usa-1": 0, "usa-2": 1, "csa-1": 0}
    p.press("fire")
    assert battle.volley_title.isVisible() and "the Confederacy fired" in battle.volley_title.text()
    assert len(battle.volley_box.findChildren(DieFace)) == 1
    assert [d.face for d in battle.volley_box.findChildren(DieFace)] == [
        e.get("face") for e in c.game.log[-1].events if e.kind == "shot"
    ]
    shot(w, "window-battle", 1440)


def test_a_fortified_defender_and_a_reduced_attacker_read_on_their_counters(qtbot):
    """NS-MOD-1: a fortified defender (a marker in its box) shows its bastion and says -1 in its tooltip."""
    units = [unit(A, "VI", "little-rock", entered_from="fort-smith"), unit(D, "MI", "little-rock", fortified=True)]
    g = battle_game(combat_example_map(), units, "little-rock", [1, 6])
    panel = battle_panel(qtbot, g)
    defender = panel.tile(D)
    assert defender.unit["fortified"] and "fortified: shots at it are at -1 (NS-MOD-1)" in defender.toolTip()
    # one firer, one target: the engine declared it (the only choice); D at A needs 2 or less
    assert "csa-1 &rarr; usa-1: hits on 1-2" in panel.declared.text()
    g.apply("fire")  # D rolls 1: A reduced; A's only target declared at once
    panel.show_view(g.ruleset.view(g, None))
    assert panel.tile(A).unit["reduced"] and "reduced" in panel.tile(A).toolTip()
    # A needs 2 or less at fortified militia (3 - 1, T5)
    assert "usa-1 &rarr; csa-1: hits on 1-2" in panel.declared.text()
    shot(panel, "battle-fortified")


def test_a_turn_on_the_track_names_itself_under_the_pointer(qtbot):
    panel = TurnTrackPanel()
    qtbot.addWidget(panel)
    panel.resize(360, 260)
    panel.show()
    panel.show_view(opening(short_1861()).view(None))
    t = panel.track
    assert t.turn_at(t.cell(8).center()) == 8 and t.turn_at(t.cell(5).center()) == 5
    assert t.turn_words(8) == "Game turn 8: Apr 1862; the Union's draft (NS-DRAFT-2)"
    assert t.turn_words(5) == "Game turn 5: Nov-Dec 1861"
    assert t.turn_words(1).endswith("; now")
    assert t.turn_words(11).endswith("after the short game's end (NS-SHORT-1)")


def test_switching_the_language_mid_game_builds_the_panels_anew_once(ns_window, player, qtbot):
    from gettysburg_desktop.display.translate import LANGS

    w = ns_window()
    p = player(w)
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    segment = w.controller.game.state.segment
    try:
        w.findChild(type(w.reveal_action), "language:de").trigger()
        qtbot.waitUntil(lambda: LANGS.current == "de")
        w.findChild(type(w.reveal_action), "language:en").trigger()
        qtbot.waitUntil(lambda: LANGS.current == "en")
    finally:
        LANGS.install("en")
    QApplication.processEvents()
    panels = side_panels(w)  # the old ones are gone
    assert "July 1861" in panels.turn_track.title.text()
    assert panels.turn_track.segments.steps[segment].property("current")
    p.press("no-promotion")  # the new panels follow the game
    assert panels.turn_track.segments.steps["recruitment"].property("current")


def test_reinforcements_join_the_line_and_the_journal_round_by_round(qtbot):
    """NS-REINF-1: from round 2 the defender brings one unit from each neighbouring box; it joins
    its army's line, reduced if it was (NS-REINF-6), and the journal says where it came from."""
    csa = Side.CSA
    bmap = small_map(
        [box("battle", csa), box("n1", csa), box("n2", csa), box("came", csa)],
        [link("battle", b) for b in ("n1", "n2", "came")],
    )
    units = [
        unit("usa-1", "VI", "battle", entered_from="came"),
        unit("csa-1", "MI", "battle"),
        unit("csa-2", "VI", "n1", reduced=True),
        unit("csa-4", "MI", "n2"),
    ]
    g = battle_game(bmap, units, "battle", [6, 6, 6, 6, 6])
    for a in ("fire", "fire", "reinforce csa-2", "reinforce csa-4"):
        g.apply(a)
    panel = battle_panel(qtbot, g)
    assert [t.unit_id for t in panel.rows["defender"].tiles] == ["csa-1", "csa-2", "csa-4"]
    assert panel.tile("csa-2").unit["reduced"]
    journal = panel.journal.text()
    assert journal.index("Round 1") < journal.index("Round 2")
    assert "Confederacy: csa-2 reinforces from N1 (NS-REINF-1)" in journal
    assert "Confederacy: csa-4 reinforces from N2 (NS-REINF-1)" in journal
    assert journal.count("fired") == 2  # round 1: both volleys, all misses
    assert journal.count("rolled 6: miss") == 2


def test_an_eliminated_unit_stays_in_the_line_struck_through_and_the_winner_is_named(qtbot):
    units = [unit(A, "VI", "little-rock", entered_from="fort-smith"), unit(D, "MI", "little-rock", reduced=True)]
    g = battle_game(combat_example_map(), units, "little-rock", [6, 1])
    g.apply("fire")  # D misses with a 6; A's only target declared at once
    g.apply("fire")  # A hits the reduced D with a 1: eliminated (NS-FIRE-3)
    panel = battle_panel(qtbot, g)
    d = panel.tile(D)
    assert d is not None and d.unit["eliminated"] and d.out and "eliminated" in d.toolTip()
    assert panel.step.text().startswith("The Union has won the battle (NS-CBT-6)")
    assert "promote one unit that took part" in panel.step.text()  # NS-PROM-2
    shot(panel, "battle-won")


def test_in_the_panel_the_firer_then_its_target_works_too_and_a_wrong_click_is_refused(ns_window, player):
    w = ns_window()
    p = player(w)
    c = w.controller
    p.click_place("washington")
    for uid in ("usa-1", "usa-2"):
        p.click_unit(uid)
        p.click_place("manassas-junction")
    p.press("end-march")
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    battle = side_panels(w).battle

    def click(uid):
        tile = battle.tile(uid)
        p.qtbot.mouseClick(tile, Qt.LeftButton, pos=QPoint(tile.width() // 2, tile.height() // 2))

    revision = c.game.revision
    click("csa-1")  # the firer: chosen, its targets glow
    assert c.selected == "csa-1" and c.game.revision == revision
    assert {t.unit_id for t in battle.tiles() if t.glow} == {"csa-1", "usa-1", "usa-2"}
    click("usa-1")
    assert str(c.game.log[-1].action) == "target csa-1 usa-1"
    click("usa-2")  # every target declared: nothing to click, said with its rule
    assert str(c.game.log[-1].action) == "target csa-1 usa-1" and "NS-" in p.status()


def test_when_a_battle_begins_the_panels_scroll_rather_than_squeeze_over_each_other(ns_window, player, qtbot):
    """Players found the counters cut in half and the track's legend drawn over 1865 in a
    window of 1500 x 950: the battle's rows and lines had grown, the column had not."""
    w = ns_window()
    w.resize(1500, 950)
    p = player(w)
    p.click_place("washington")
    for uid in ("usa-1", "usa-2"):
        p.click_unit(uid)
        p.click_place("manassas-junction")
    p.press("end-march")
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    panels = side_panels(w)
    qtbot.wait(10)  # what a player waits for: the next paint
    assert panels.battle.isVisible()
    assert panels.height() >= panels.layout().minimumSize().height()
    for part in (panels.battle, panels.turn_track, panels.pools):
        assert part.height() >= part.minimumSizeHint().height(), type(part).__name__
    for tile in panels.battle.tiles():
        assert tile.visibleRegion().boundingRect().height() == tile.height(), tile.unit_id
