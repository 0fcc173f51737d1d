"""Nothing an author does by mouse and key breaks the box-map editor: a
monkey picks tools, clicks and drags on boxes, links and empty places,
presses keys, undoes and redoes, and edits Properties at random on a small
map; no exception (pytest-qt fails the test on one raised in a Qt handler),
and the map still saves and reads back as it is shown."""

from __future__ import annotations

import random

import pytest
from author import Author
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.games.nordensueden.boxes.box_map_file import load_box_map

KEYS = [Qt.Key_Delete, Qt.Key_Escape, Qt.Key_Backspace, Qt.Key_Return]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_monkey_does_not_break_the_box_map_editor(box_editor, qtbot, tmp_path, monkeypatch, seed):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Save)
    w = box_editor()
    a = Author(qtbot, w)
    rnd = random.Random(seed)
    tools = list(w.tool_actions)
    xs = [b.position[0] for b in w.bmap.boxes.values()]
    ys = [b.position[1] for b in w.bmap.boxes.values()]
    w.center_on(QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), span=max(max(xs) - min(xs), 300) + 200)

    def somewhere():
        if w.bmap.boxes and rnd.random() < 0.7:
            x, y = rnd.choice(list(w.bmap.boxes.values())).position
            return (x + rnd.uniform(-20, 20), y + rnd.uniform(-8, 8))
        rect = w.view.mapToScene(w.view.viewport().rect().adjusted(20, 20, -20, -20)).boundingRect()
        return (rnd.uniform(rect.left(), rect.right()), rnd.uniform(rect.top(), rect.bottom()))

    def on_screen(p):
        return w.view.viewport().rect().contains(w.view.mapFromScene(QPointF(*p)))

    for _step in range(120):
        r = rnd.random()
        if r < 0.12:
            a.tool(rnd.choice(tools))
        elif r < 0.45:
            p = somewhere()
            if on_screen(p):
                a.click(p)
        elif r < 0.7:
            p, q = somewhere(), somewhere()
            if on_screen(p) and on_screen(q):
                a.drag(p, q, steps=3)
        elif r < 0.8:
            a.key(rnd.choice(KEYS))
        elif r < 0.9:
            (a.undo if rnd.random() < 0.6 else a.redo)()
        else:
            panel = w.properties
            if w.selection is not None and w.selection[0] == "box":
                panel.recruit_csa.setValue(rnd.randint(0, 3))
                panel.box_name.setText(rnd.choice(["Alpha", "Beta", ""]))
                panel.box_name.editingFinished.emit()
            elif w.selection is not None:
                panel.link_kind.setCurrentIndex(rnd.randrange(3))
                panel.link_kind.activated.emit(panel.link_kind.currentIndex())
                panel.cross_a.setChecked(not panel.cross_a.isChecked())
    path = tmp_path / f"monkey-{seed}.yaml"
    assert w.write(str(path))
    assert load_box_map(path) == w.bmap.to_boxmap()
    assert set(w.scene.boxes) == set(w.bmap.boxes) and set(w.scene.links) == set(w.bmap.links)
