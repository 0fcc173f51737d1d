"""Tracing over a scan all the way (issue 14, item 12): the background stays
after Save as into another folder, the areas drawn translucent or as
outlines (View menu, T), two-point calibration and rotation of the scan,
traced coordinates on a 0.5 grid. Driven by mouse on the view's viewport."""

from __future__ import annotations

from dataclasses import replace

import pytest
from author import Author
from map_builders import make_map, square
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gettysburg_desktop.boards.areas.map_file import load_map, save_map
from gettysburg_desktop.boards.areas.shapes import Background
from gettysburg_desktop.editor.model import EditableMap, EditRefused
from gettysburg_desktop.editor.model.calibration import board_point, calibrate, image_point
from gettysburg_desktop.editor.window import EditorWindow, blank_map


@pytest.fixture(autouse=True)
def save_despite_problems(monkeypatch):
    """These maps are no full Gettysburg map (no town, no double star): saved anyway, as an author does."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: QMessageBox.Save)


def scan(path, size=(200, 100), colour="#d02020"):
    """A one-colour image standing for a scanned survey."""
    image = QImage(size[0], size[1], QImage.Format_RGB32)
    image.fill(QColor(colour))
    path.parent.mkdir(parents=True, exist_ok=True)
    assert image.save(str(path))
    return path


def map_with_scan(tmp_path, image="scans/survey.png", **bg):
    """maps/little.yaml, its background the scan at ``image`` relative to it."""
    scan(tmp_path / "maps" / image)
    doc = replace(
        make_map(square("hill", 0, 0, 100), square("field", 100, 0, 100), width=400, height=300),
        background=Background(image, 0.5, **bg),
    )
    path = tmp_path / "maps" / "little.yaml"
    save_map(doc, path)
    return path


def open_in(editor, path) -> EditorWindow:
    w = editor()
    assert w.open_map(str(path))
    return w


# --- the background after Save as --------------------------------------------------------


def test_the_background_stays_after_save_as_into_another_folder(editor, qtbot, tmp_path, monkeypatch):
    path = map_with_scan(tmp_path)
    w = open_in(editor, path)
    assert w.scene.background.isVisible() and not w.scene.background.pixmap().isNull()
    target = tmp_path / "elsewhere" / "deeper" / "copy.yaml"
    target.parent.mkdir(parents=True)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Maps (*.yaml)"))
    file_menu = w.menuBar().actions()[0].menu()
    next(a for a in file_menu.actions() if a.text() == "Save &as...").trigger()
    assert w.path == str(target)
    # still shown, same place: not lost because the path was rewritten before the new folder was known
    assert w.scene.background.isVisible() and not w.scene.background.pixmap().isNull()
    assert not w.scene.background_missing()
    text = target.read_text()
    assert "image: ../../maps/scans/survey.png" in text
    assert w.undo_stack.isClean() and w.undo_stack.count() == 0  # no edit made by saving
    # and the copy opens with its background in another editor
    other = open_in(editor, target)
    assert other.scene.background.isVisible() and not other.scene.background_missing()
    # the original file still reads as it did (relative to its own folder)
    assert load_map(path).background.image == "scans/survey.png"


def test_save_as_then_save_again_in_the_first_folder_keeps_the_path_relative(editor, tmp_path):
    path = map_with_scan(tmp_path)
    w = open_in(editor, path)
    (tmp_path / "b").mkdir()
    assert w.save_as(str(tmp_path / "b" / "x.yaml"))
    assert load_map(tmp_path / "b" / "x.yaml").background.image == "../maps/scans/survey.png"
    assert w.save_as(str(path))
    assert load_map(path).background.image == "scans/survey.png"
    assert w.scene.background.isVisible()


def test_an_old_map_with_a_relative_background_still_opens_with_it(editor, tmp_path):
    """A format-1 file (no calibration) reads as before."""
    scan(tmp_path / "old" / "scan.png")
    (tmp_path / "old" / "old.yaml").write_text(
        "format_version: 1\nid: old\nname: Old\nboard: {width: 200, height: 100}\n"
        "background: {image: scan.png, opacity: 0.4}\n"
        "areas:\n  - id: a\n    name: A\n    terrain: clear\n    stars: 0\n"
        "    polygon: [[0, 0], [200, 0], [200, 100], [0, 100]]\n"
    )
    w = open_in(editor, tmp_path / "old" / "old.yaml")
    assert w.scene.background.isVisible() and w.scene.background.opacity() == pytest.approx(0.4)


# --- areas translucent or outlines only ----------------------------------------------------


def colour_at(w, point) -> QColor:
    image = w.view.viewport().grab().toImage()
    pos = w.view.mapFromScene(QPointF(*point))
    return QColor(image.pixel(pos.x(), pos.y()))


def test_areas_drawn_translucent_or_as_outlines_show_the_scan(editor, qtbot, tmp_path):
    path = map_with_scan(tmp_path)
    w = open_in(editor, path)
    w.set_area_style("filled")
    author = Author(qtbot, w)
    centre = (50, 80)  # inside 'hill', over the (red) scan
    filled = colour_at(w, centre)
    assert filled.red() < filled.green() + 60  # the terrain's colour hides the red scan
    author.key(Qt.Key_T)
    assert w.area_style == "translucent" and w.area_style_actions["translucent"].isChecked()
    translucent = colour_at(w, centre)
    author.key(Qt.Key_T)
    assert w.area_style == "outline"
    outline = colour_at(w, centre)
    assert w.scene.areas["hill"].item.brush().style() == Qt.NoBrush
    # the scan's red comes through more and more
    redness = [c.red() - c.green() for c in (filled, translucent, outline)]
    assert redness[0] < redness[1] < redness[2], redness
    assert "outlines only" in author.status()
    # a new area is drawn the same way, and clicks still select areas drawn as outlines
    author.tool("add-area")
    author.clicks((250, 50), (350, 50), (350, 150), (250, 50))
    new = w.selection[1]
    assert w.scene.areas[new].item.brush().style() == Qt.NoBrush
    author.tool("select")
    author.click((50, 50))
    assert w.selection == ("area", "hill")
    author.key(Qt.Key_T)
    assert w.area_style == "filled" and w.scene.areas["hill"].item.brush().style() == Qt.SolidPattern
    # remembered for the next editor
    w.set_area_style("translucent")
    assert editor().area_style == "translucent"


def test_the_view_menu_sets_how_areas_are_drawn(editor):
    w = editor(EditableMap.from_document(make_map(square("a", 0, 0, 100))))
    w.area_style_actions["outline"].trigger()
    assert w.scene.areas["a"].item.brush().style() == Qt.NoBrush
    w.area_style_actions["filled"].trigger()
    assert w.scene.areas["a"].item.brush().style() == Qt.SolidPattern


# --- two-point calibration and rotation ---------------------------------------------------


def test_calibration_math_lays_both_points_where_they_belong():
    bg = Background("x.png", 0.5)
    pairs = (((10.0, 20.0), (100.0, 50.0)), ((110.0, 20.0), (100.0, 250.0)))  # 100 px across -> 200 units down
    new = calibrate(bg, pairs)
    assert new.scale == pytest.approx(2.0) and new.rotation == pytest.approx(90.0)
    for pixel, board in pairs:
        assert board_point(new, pixel) == pytest.approx(board)
        assert image_point(new, board) == pytest.approx(pixel)
    with pytest.raises(EditRefused):
        calibrate(bg, (((1, 1), (0, 0)), ((1, 1), (5, 5))))
    with pytest.raises(EditRefused):
        calibrate(bg, (((1, 1), (0, 0)), ((9, 1), (0, 0))))


def test_a_rotated_background_is_written_as_format_2_and_reads_back(tmp_path):
    doc = replace(make_map(square("a", 0, 0, 100)), background=Background("s.png", 0.5, (3.5, -2), 0.25, -12.5))
    save_map(doc, tmp_path / "m.yaml")
    text = (tmp_path / "m.yaml").read_text()
    assert text.startswith("format_version: 2")
    assert "background: {image: s.png, opacity: 0.5, offset: [3.5, -2], scale: 0.25, rotation: -12.5}" in text
    assert load_map(tmp_path / "m.yaml").background == doc.background
    # turned only: still format 2
    doc = replace(doc, background=Background("s.png", 0.5, rotation=90))
    save_map(doc, tmp_path / "m.yaml")
    assert load_map(tmp_path / "m.yaml").background.rotation == 90


def answer_calibration(qtbot, w, point) -> None:
    qtbot.waitUntil(lambda: w.calibration_dialog is not None and w.calibration_dialog.isVisible(), timeout=3000)
    dialog = w.calibration_dialog
    dialog.x_field.setValue(point[0])
    dialog.y_field.setValue(point[1])
    dialog.accept()


def test_calibrating_the_scan_by_two_clicked_points(editor, qtbot, tmp_path):
    path = map_with_scan(tmp_path)  # the scan lies pixel for unit at the origin
    w = open_in(editor, path)
    author = Author(qtbot, w)
    w.calibrate_background()
    assert w.tool.name == "calibrate" and "1 of 2" in author.status()
    # the author knows: scan pixel (20, 10) is map point (40, 60), pixel (120, 10) is map point (40, 260)
    author.click((20, 10))
    answer_calibration(qtbot, w, (40, 60))
    assert "2 of 2" in author.status()
    author.click((120, 10))
    answer_calibration(qtbot, w, (40, 260))
    bg = w.emap.attributes.background
    assert bg.scale == pytest.approx(2.0, rel=0.02) and bg.rotation == pytest.approx(90.0, abs=1.0)
    # the scan's pixels the clicks fell on (a click lands on a screen pixel) now lie at the typed points
    clicked = [w.view.mapToScene(author.at(p)) for p in ((20, 10), (120, 10))]
    for c, typed in zip(clicked, ((40, 60), (40, 260)), strict=True):
        assert board_point(bg, (c.x(), c.y())) == pytest.approx(typed, abs=1e-3)
        on_screen = w.scene.background.mapToScene(c)  # as the scene draws the scan
        assert (on_screen.x(), on_screen.y()) == pytest.approx(typed, abs=1e-3)
    assert w.undo_stack.text(w.undo_stack.index() - 1) == "Calibrate the background"
    assert w.tool.name == "select" and "Calibrated" in author.status()
    # Ctrl+Z puts the scan back where it was, Ctrl+Shift+Z lays it again
    author.undo()
    assert w.emap.attributes.background.rotation == 0 and w.emap.attributes.background.scale == 1
    assert w.scene.background.rotation() == 0
    author.redo()
    assert w.emap.attributes.background == bg
    # saved and opened again: the calibration is in the map file
    assert w.save()
    assert "rotation: 90" in path.read_text()
    again = open_in(editor, path)
    assert again.emap.attributes.background == replace(bg, image=str(path.parent / "scans" / "survey.png"))
    on_screen = again.scene.background.mapToScene(clicked[1])
    assert (on_screen.x(), on_screen.y()) == pytest.approx((40, 260), abs=1e-3)


def test_calibration_cancelled_or_without_a_background(editor, qtbot, tmp_path):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    w.calibrate_background()
    assert w.tool.name == "select" and "No background" in author.status()
    w2 = open_in(editor, map_with_scan(tmp_path))
    author = Author(qtbot, w2)
    w2.calibrate_background()
    author.click((20, 10))
    qtbot.waitUntil(lambda: w2.calibration_dialog is not None)
    w2.calibration_dialog.reject()
    assert w2.calibration_dialog is None and w2.undo_stack.count() == 0
    author.key(Qt.Key_Escape)
    assert w2.tool.name == "select"


def test_the_background_dialog_turns_the_scan(editor, qtbot, tmp_path):
    w = open_in(editor, map_with_scan(tmp_path))
    done = []

    def fill():
        d = w.background_dialog
        d.rotation.setValue(30)
        done.append(w.scene.background.rotation())  # previewed at once
        d.accept()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, fill)
    w.edit_background()
    assert done == [30]
    assert w.emap.attributes.background.rotation == 30 and w.scene.background.rotation() == 30


# --- coordinates on a grid ---------------------------------------------------------------


def test_traced_corners_land_on_a_half_unit_grid(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    w.view.zoom_by(1.7)  # an odd zoom: screen pixels fall between the grid's points
    w.view.centerOn(QPointF(150, 150))
    author.tool("add-area")
    author.clicks((101.37, 102.81), (211.13, 99.61), (188.77, 201.29), (101.37, 102.81))
    area = w.emap.area(w.selection[1])
    for x, y in area.polygon:
        assert x * 2 == round(x * 2) and y * 2 == round(y * 2), area.polygon
    # a second area snapped onto the first shares its corners exactly
    first = set(area.polygon)
    author.tool("add-area")
    author.clicks((211.13, 99.61), (300.2, 120.3), (188.77, 201.29), (211.13, 99.61))
    second = w.emap.area(w.selection[1])
    assert second.id != area.id and len(first & set(second.polygon)) == 2
    assert all(x * 2 == round(x * 2) and y * 2 == round(y * 2) for x, y in second.polygon)


def on_half_grid(*values) -> bool:
    return all(v * 2 == round(v * 2) for v in values)


def test_entry_boxes_and_names_placed_by_mouse_land_on_the_grid(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    w.view.zoom_by(1.7)
    w.view.centerOn(QPointF(150, 150))
    author.tool("add-area")
    author.clicks((101.37, 102.81), (211.13, 99.61), (188.77, 201.29), (101.37, 102.81))
    area = w.selection[1]
    author.tool("entry-box")
    author.click((237.33, 61.17))
    box = w.emap.entry_boxes[w.selection[1]]
    assert on_half_grid(*box.rect), box.rect
    author.tool("select")
    x, y, _bw, _bh = box.rect
    author.drag((x + 10.3, y + 10.3), (x + 33.71, y + 17.13))
    moved = w.emap.entry_boxes[box.id].rect
    assert moved != box.rect and on_half_grid(*moved), moved
    # the area's name dragged to an odd place is kept on the grid
    label = w.scene.areas[area].label.sceneBoundingRect().center()
    author.drag((label.x(), label.y()), (label.x() + 7.37, label.y() + 5.91))
    assert w.emap.area(area).label is not None and on_half_grid(*w.emap.area(area).label)
