"""What Gettysburg gives the program's editor of area maps (its
registration's ``editor_part()``, editing.editor_part): the rules' view of
the map being drawn (map/rules_view.py: neighbours, roads crossed,
artillery's reach), the files of a play-test (scenario/playtest.py: the
1863 scenario when the map has its places, else the sandbox) and the 1863
map that File > New from the 1863 map copies."""

from __future__ import annotations

from pathlib import Path

from gettysburg_desktop.editing.editor_kinds import AREAS
from gettysburg_desktop.editing.editor_part import EditorPart

from ..map.rules_view import RulesView
from ..scenario.playtest import Playtest, PlaytestError, playtest_files


def builtin_1863_map_path() -> Path:
    """The shipped map of 1863 (beside the scenario of the battle)."""
    from ..scenario.scenario_file import find_builtin_scenario

    return find_builtin_scenario("gettysburg-1863").parent.parent / "maps" / "gettysburg-1863.yaml"


def playtest_words(files: Playtest) -> str:
    """What a play-test started with (scenario/playtest.py's ``kind``), in
    the author's language (the texts keep the context of the editor's
    window, where they are translated; Qt is imported here only, so that
    the command line never loads it)."""
    from PySide6.QtCore import QCoreApplication

    if files.kind == "1863":
        return QCoreApplication.translate("EditorWindow", "the 1863 scenario")
    return QCoreApplication.translate("EditorWindow", "the sandbox (every piece in its side's entry boxes)")


def editor_part() -> EditorPart:
    return EditorPart(
        board=AREAS,
        rules_view=RulesView,
        playtest_files=playtest_files,
        playtest_refusals=(PlaytestError,),
        playtest_started=playtest_words,
        template_map=builtin_1863_map_path,
    )
