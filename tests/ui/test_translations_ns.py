"""Norden & Süden in German and Italian (issue 17): the first march, its
battle and the recruitment played by clicks show no English word on screen
at any step (the check of tests/ui/test_translations.py: labels, buttons,
tooltips, the log, the panels), and the box-map editor neither."""

from __future__ import annotations

import os

import pytest
from ns_clicks import take
from PySide6.QtWidgets import QApplication
from test_translations import _names, _words, english_left

from gettysburg_desktop.display.translate import LANGS
from gettysburg_desktop.scenario.session import GameSession, Setup

SHOTS = os.environ.get("NS_TR_SHOTS")  # a folder: the screens are saved there as PNGs (to look at them)


def ns_names() -> set[str]:
    """Proper names of Norden & Süden: the boxes and their states (as they are spelt), the game's name, the unit codes."""
    from gettysburg_desktop.games.nordensueden.campaign import map_1861

    out = _names() | {"Norden", "Süden", "MI", "MC", "VI", "VC", "EI", "EC"}
    for box in map_1861().boxes:
        out |= _words(box.name) | _words(box.state) | _words(box.id)
    return out


@pytest.fixture
def language():
    def use(code: str) -> None:
        assert LANGS.install(code)

    yield use
    LANGS.install("en")


@pytest.mark.parametrize("code", ["de", "it"])
def test_norden_sueden_by_clicks_shows_no_english(open_window, player, language, code):
    language(code)
    w = open_window(GameSession.new(Setup("campaign-1861", 3, (), game="norden-sueden")))
    p = player(w)
    names = ns_names()
    found: dict[str, list] = {}

    def check(step: str) -> None:
        if SHOTS:
            QApplication.processEvents()  # the panels' counters laid out, as a player sees them
            w.grab().save(os.path.join(SHOTS, f"ns-{code}-{step.replace(' ', '-')}.png"))
        left = english_left(w, code, names)
        if left:
            found[step] = left

    check("start")
    p.click_place("washington")
    check("march")
    p.click_unit("usa-1")
    check("unit selected")
    p.click_place("manassas-junction")
    p.click_unit("usa-2")
    p.click_place("manassas-junction")
    p.press("end-march")
    check("march done")
    p.press("end-movement")
    p.confirm()  # the marches left are lost: asked first (NS-MOVE-7)
    check("battle")
    g = w.controller.game
    steps = 0
    while g.state.segment == "combat" and steps < 60:
        take(w, w.controller.choices()[0], p)
        steps += 1
        if steps in (1, 3, 6):
            check(f"battle step {steps}")
    check("after the battle")
    while g.state.segment != "recruitment" and steps < 80:
        take(w, next(ch for ch in w.controller.choices() if ch.kind == "button"), p)
        steps += 1
    check("recruitment")
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())


@pytest.mark.parametrize("code", ["de", "it"])
def test_the_box_map_editor_shows_no_english(qtbot, tmp_path, language, code):
    from gettysburg_desktop.games.nordensueden.campaign import map_1861
    from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX, LINK
    from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind

    language(code)
    w = BoxEditorWindow(map_1861(), None, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    names = ns_names()
    found = {}
    river = w.bmap.link_between("washington", "fredericksburg", LinkKind.RIVER)
    for step, key in (("map", None), ("box", (BOX, "washington")), ("link", (LINK, river))):
        if key:
            w.select(key)
        qtbot.wait(50)
        if SHOTS:
            w.grab().save(os.path.join(SHOTS, f"ns-editor-{code}-{step}.png"))
        notes = {w.properties.box_note.text(), w.properties.link_note.text()}  # the map's own words, as its names
        left = [(text, bad) for text, bad in english_left(w, code, names) if text not in notes]
        if left:
            found[step] = left
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())
