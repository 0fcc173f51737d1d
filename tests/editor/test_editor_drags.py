"""Every drag ends in a valid edit or a clean no-op (issue 14, item 10):
vertex drags by mouse on the view's viewport that come back to where they
started, that drop a vertex inside another area, or out of the board."""

from __future__ import annotations

import pytest
from author import Author
from map_builders import make_map, square
from PySide6.QtCore import Qt
from test_editor_window import A_CORNERS, B_CORNERS, near, polygon_of, same_ring, trace_two_areas

from gettysburg_desktop.editor.model import EditableMap
from gettysburg_desktop.editor.window import blank_map


def drag_path(author: Author, *points) -> None:
    """Press at the first point, move through the others, release at the last (board points)."""
    author.hover(points[0])
    author.qtbot.mousePress(author.viewport, Qt.LeftButton, pos=author.at(points[0]))
    for p in points[1:]:
        author.qtbot.mouseMove(author.viewport, author.at(p))
    author.qtbot.mouseRelease(author.viewport, Qt.LeftButton, pos=author.at(points[-1]))


def pixels_off(author: Author, point, dx: int, dy: int):
    """The board point ``dx``, ``dy`` screen pixels from ``point``."""
    pos = author.at(point)
    scene = author.w.view.mapToScene(pos.x() + dx, pos.y() + dy)
    return (scene.x(), scene.y())


def two_areas(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("select")
    return w, author, a, b


@pytest.mark.parametrize(
    "start, off, snapping",
    [((0, 0), (-2, -1), False), ((150, 300), (2, -1), True), ((150, 300), (-1, 2), False)],
    ids=["off-the-board-unsnapped", "inside", "inside-unsnapped"],
)
def test_a_vertex_dragged_away_and_back_to_within_a_few_pixels_stays_where_it_was(editor, qtbot, start, off, snapping):
    # released off the board, this crashed with "min() arg is an empty sequence"
    w, author, a, b = two_areas(editor, qtbot)
    if not snapping:
        author.key(Qt.Key_S)
        assert not w.snap_settings.enabled
    before = w.emap.to_document()
    count = w.undo_stack.count()
    far = pixels_off(author, start, 40, 30)
    back = pixels_off(author, start, *off)  # within the view's drag threshold of the press
    drag_path(author, start, pixels_off(author, start, 10, 8), far, pixels_off(author, start, 5, 3), back)
    assert w.emap.to_document() == before  # not misplaced at the last move
    assert same_ring(author.polygon_on_screen(a), A_CORNERS) and same_ring(author.polygon_on_screen(b), B_CORNERS)
    assert w.undo_stack.count() == count  # a clean no-op: nothing to undo
    assert "where it was" in author.status()


def test_a_zero_length_press_on_a_vertex_selects_it(editor, qtbot):
    w, author, _a, _b = two_areas(editor, qtbot)
    before = w.emap.to_document()
    drag_path(author, (150, 300), (150, 300))
    assert w.emap.to_document() == before
    assert w.selection is not None and w.current_vertex is not None and near(w.current_vertex, (150, 300), 1.5)


def apart(editor, qtbot):
    """West and East, two squares with a street between them."""
    w = editor(
        EditableMap.from_document(
            make_map(square("west", 0, 0, 100), square("east", 150, 0, 100), width=300, height=150)
        )
    )
    author = Author(qtbot, w)
    author.tool("select")
    return w, author


def test_a_vertex_dropped_inside_another_area_is_refused_with_the_reason(editor, qtbot):
    # it was taken as it came: West laid over East, and no word of it
    w, author = apart(editor, qtbot)
    before = w.emap.to_document()
    count = w.undo_stack.count()
    author.drag((100, 100), (170, 50))
    assert w.emap.to_document() == before
    assert author.polygon_on_screen("west") == [(0, 0), (100, 0), (100, 100), (0, 100)]
    assert w.undo_stack.count() == count
    status = author.status()
    assert "Not moved" in status and "'West' would overlap 'East'" in status, status
    assert "b00020" in w.message.styleSheet()  # said in red, as a refusal


def test_a_vertex_dropped_outside_the_board_is_refused(editor, qtbot):
    w, author, _a, _b = two_areas(editor, qtbot)
    w.view.zoom_by(0.7)
    before = w.emap.to_document()
    author.drag((0, 300), pixels_off(author, (0, 300), -25, 0))
    assert w.emap.to_document() == before
    assert "outside the board" in author.status()


def test_a_vertex_drag_that_crosses_the_area_itself_is_refused(editor, qtbot):
    w, author = apart(editor, qtbot)
    before = w.emap.to_document()
    author.drag((0, 0), (50, 130))  # past the far side: the ring crosses itself
    assert w.emap.to_document() == before
    assert author.status() == "Not moved: 'West' would cross itself"


def test_a_good_drag_after_a_refused_one_is_one_undo_step(editor, qtbot):
    w, author, a, _b = two_areas(editor, qtbot)
    original = w.emap.to_document()
    author.drag((0, 0), (200, 150))  # refused
    author.drag((150, 300), (140, 260))
    assert w.undo_stack.undoText().startswith("Move vertex of ") and w.undo_stack.count() == 3
    assert any(near(p, (140, 260), 1.5) for p in polygon_of(w, a))
    author.undo()
    assert w.emap.to_document() == original


def test_escape_during_a_drag_puts_the_vertex_back(editor, qtbot):
    w, author, _a, _b = two_areas(editor, qtbot)
    before = w.emap.to_document()
    start = (150, 300)
    author.hover(start)
    qtbot.mousePress(author.viewport, Qt.LeftButton, pos=author.at(start))
    qtbot.mouseMove(author.viewport, author.at((140, 260)))
    assert w.emap.to_document() != before  # the vertex follows the pointer
    qtbot.keyClick(w.view, Qt.Key_Escape)
    assert w.emap.to_document() == before
    qtbot.mouseRelease(author.viewport, Qt.LeftButton, pos=author.at((140, 260)))
    assert w.emap.to_document() == before and w.undo_stack.count() == 2


def test_a_border_dragged_through_its_neighbour_is_refused_and_one_brought_back_moves_nothing(editor, qtbot):
    w, author, _a, _b = two_areas(editor, qtbot)
    before = w.emap.to_document()
    author.drag((150, 150), (330, 150))  # the shared border past B's far side
    assert w.emap.to_document() == before
    assert author.status() == "Not moved: 'Area 1' would overlap 'Area 2'", author.status()
    drag_path(author, (150, 150), (170, 150), (190, 160), pixels_off(author, (150, 150), 1, 0))
    assert w.emap.to_document() == before and w.undo_stack.count() == 2
    assert author.status() == "The border is back where it was: nothing moved"
