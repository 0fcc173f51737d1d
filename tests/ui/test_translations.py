"""The program in German and Italian (docs/translating.md): every text the
window shows is translated, no translation loses a placeholder, a rule id or
a tag, the shipped .qm match their .ts, the language can change in the middle
of a game, and a German or Italian system starts the program in its language."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import pytest
from uihelp import plain, screen_texts, scripted_session

from gettysburg_desktop.display.translate import LANGS, LANGUAGES
from gettysburg_desktop.games.gettysburg.scenario.catalog import builtin_ids, load_scenario_by_id

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
sys.path.insert(0, str(ROOT / "tools"))

import translations as tool  # noqa: E402


@pytest.fixture
def language():
    """language(code): the program speaks ``code`` until the test ends (then English again)."""

    def use(code: str) -> None:
        assert LANGS.install(code)

    yield use
    LANGS.install("en")


# ---------------------------------------------------------------- what "left in English" means

WORD = re.compile(r"[^\W\d_]+")
#: the same in every language: the program's and the game's names, the
#: languages' own names, keys, units of measure, table and result letters
SAME = {
    "Gettysburg",
    "Desktop",
    "English",
    "Deutsch",
    "Italiano",
    "Esc",
    "Ctrl",
    "Shift",
    "Alt",
    "Enter",
    "px",
    "R",
    "M",
    "D",
    "E",
    "C",
    "I",
    "T",
    "yaml",
    "yml",
}


def _words(text: str) -> set[str]:
    return set(WORD.findall(text))


def _names() -> set[str]:
    """Proper names, left as they are in every language (docs/translating.md):
    units, areas, entry boxes and scenarios, word by word, as they are spelt."""
    out: set[str] = set()
    for sid in builtin_ids():
        sc = load_scenario_by_id(sid)
        out |= _words(sc.name)
        for u in sc.units:
            out |= _words(u.name or u.id)
        bf = sc.battlefield
        for thing in (*bf.areas.values(), *bf.entry_boxes.values()):
            out |= _words(thing.name) | _words(thing.id)  # the editor shows the ids too
    from gettysburg_desktop.boards.areas.map_file import load_map
    from gettysburg_desktop.games.nordensueden.boxes.box_map_file import is_box_map, load_box_map

    for m in files("gettysburg_desktop.resources").joinpath("maps").iterdir():
        if m.name.endswith(".yaml"):
            path = Path(str(m))
            load = load_box_map if is_box_map(path) else load_map  # Norden & Süden's box map beside the area maps
            out |= _words(load(path).name)  # "Gettysburg, 1-3 July 1863"
    return out


def english_words(code: str) -> set[str]:
    """Words the program says in English (its .ts sources) that its
    translation into ``code`` never uses: seen on screen, they are English
    left over (lower case)."""
    messages = tool.messages(tool.ts_path(code))
    english = {w.lower() for _, source, _, _ in messages for w in _words(source)}
    spoken = {w.lower() for _, _, translation, _ in messages for w in _words(translation)}
    return english - spoken - {w.lower() for w in SAME}


def is_notation(text: str) -> bool:
    """An action in the game-record notation (docs/game-record.md), as a
    button's tooltip shows it: a code like a rule id, the same in every language."""
    from gettysburg_desktop.games.gettysburg.rules.actions import Action

    try:
        Action.parse(text)
    except ValueError:
        return False
    return True


def english_left(w, code: str, names: set[str]) -> list[tuple[str, list[str]]]:
    """(text, its English words) for every text on screen with a word the
    translation into ``code`` would not use; names (spelt as they are), SAME
    and the action notation pass."""
    english = english_words(code)
    found = []
    for text in (plain(t) if "<" in t else t for t in screen_texts(w)):
        if is_notation(text):
            continue
        bad = sorted(
            t for t in _words(text.replace("&", "")) if t.lower() in english and t not in names and t not in SAME
        )
        if bad:
            found.append((text, bad))
    return found


def play_an_opening(w, p, check) -> None:
    """tests/ui/test_play_by_mouse.py's opening, with ``check()`` at every
    step a player would read: the curtain, the offered values, the order,
    a refused click, the move, the assault's dice and log, the retreat's
    short list."""
    check("curtain")
    p.take_over()
    check("first decision")
    p.click_unit("usa-buford-1")  # refused: the status bar says why, with the rule
    assert "R-ACT-1" in w.status.text()
    check("a refused click")
    p.click_place("herr-ridge")
    check("block values offered")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.take_over()
    p.click_block("herr-ridge")
    check("an order offered")
    p.press("order herr-ridge")
    check("the order to choose")
    p.click_place("herr-ridge")
    p.click_unit("csa-heth-1")
    check("a unit selected")
    p.click_place("mcpherson-ridge-herbst-woods")
    p.click_unit("csa-heth-2")
    p.click_place("mcpherson-ridge-herbst-woods")
    p.click_unit("csa-heth-3")
    p.click_place("herr-ridge")
    check("the move to end")
    p.press("end-move")
    check("the roll, seen by the player who rolled")
    p.hand_over()
    p.take_over()
    check("the assault rolled; a retreat to choose")
    p.click_place("mcpherson-ridge-railroad-cut")
    p.click_place("mcpherson-ridge-railroad-cut")
    check("the battery's short list")
    p.press("withdraw usa-buford-art mcpherson-ridge-railroad-cut")
    check("after the assault")


@pytest.mark.parametrize("code", ["de", "it"])
def test_an_opening_by_mouse_shows_no_english(open_window, player, language, code):
    language(code)
    w = open_window(scripted_session([1, 1, 2, 3, 1, 1, 1, 1, 1, 1]))
    p = player(w)
    names = _names()
    left = {}

    def check(moment: str) -> None:
        found = english_left(w, code, names)
        if found:
            left[moment] = found

    w.show_welcome(at_start=True)  # what a newcomer sees first (ui/welcome.py)
    assert {"de": "Losspielen", "it": "Inizia a giocare"}[code] in screen_texts(w)
    check("how to play")
    w.welcome.accept()
    play_an_opening(w, p, check)
    assert not left, "English left on screen:\n" + "\n".join(
        f"{m}: {t!r} {bad}" for m, found in left.items() for t, bad in found
    )
    log = "\n".join(w.log.lines())
    assert {
        "de": "Heth: Archer and Davis zieht von Herr Ridge nach McPherson Ridge (Herbst Woods) (R-MOVE-1)",
        "it": "Heth: Archer and Davis si muove da Herr Ridge a McPherson Ridge (Herbst Woods) (R-MOVE-1)",
    }[code] in log


def test_the_check_catches_a_translation_left_out_and_a_forgotten_tr(open_window, player, language, tmp_path):
    """The check above is not blind: a German .qm with one translation
    removed, and a label set without tr(), are both found."""
    ts = tmp_path / "gettysburg_de.ts"
    text = tool.ts_path("de").read_text(encoding="utf-8")
    source = "take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)"
    text, n = re.subn(
        r"(<source>" + re.escape(source) + r"</source>\s*<translation)>[^<]*</translation>",
        r'\1 type="unfinished"></translation>',
        text,
    )
    assert n == 1
    ts.write_text(text, encoding="utf-8")
    qm = tmp_path / "gettysburg_de.qm"
    tool.lrelease(ts, qm)
    language("de")
    from PySide6.QtCore import QCoreApplication, QTranslator

    own = LANGS._installed[0]
    QCoreApplication.instance().removeTranslator(own)
    broken = QTranslator()
    assert broken.load(str(qm))
    QCoreApplication.instance().installTranslator(broken)
    try:
        w = open_window(scripted_session([1] * 10))
        player(w).take_over()
        found = english_left(w, "de", _names())
        assert any("take your action" in t for t, _ in found), found
        w.dice.title.setText("No dice rolled yet")  # a label set without tr()
        assert "No dice rolled yet" in [t for t, _ in english_left(w, "de", _names())]
    finally:
        QCoreApplication.instance().removeTranslator(broken)


# ---------------------------------------------------------------- the translation files

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?::[^}]*)?\}")
TAG = re.compile(r"</?(?:a|b|i|p|br|h3|ol|ul|li|span)\b[^>]*>")
RULE = re.compile(r"\bR-[A-Z]+(?:-\d+)?\b|\bT[1-6]\b")


@pytest.mark.parametrize("code", ["de", "it"])
def test_every_message_is_translated(code):
    messages = tool.messages(tool.ts_path(code))
    assert len(messages) > 600
    todo = [(ctx, s) for ctx, s, t, kind in messages if kind is not None or not t.strip()]
    assert not todo, todo


@pytest.mark.parametrize("code", ["de", "it"])
def test_no_translation_drops_or_adds_a_placeholder_a_tag_or_a_rule_id(code):
    wrong = []
    for ctx, source, translation, _ in tool.messages(tool.ts_path(code)):
        for what, pattern in (("placeholders", PLACEHOLDER), ("tags", TAG), ("rule ids", RULE)):
            a, b = sorted(pattern.findall(source)), sorted(pattern.findall(translation))
            if a != b:
                wrong.append(f"[{ctx}] {source!r} -> {translation!r}: {what} {a} != {b}")
        if source.count("\n") != translation.count("\n"):
            wrong.append(f"[{ctx}] {source!r}: line breaks")
    assert not wrong, "\n".join(wrong)


def test_the_shipped_qm_files_are_the_ts_files_compiled(tmp_path):
    for code in tool.LANGUAGES:
        qm = tmp_path / f"{code}.qm"
        tool.lrelease(tool.ts_path(code), qm)
        assert qm.read_bytes() == tool.qm_path(code).read_bytes(), f"run: python tools/translations.py release ({code})"


def test_the_ts_files_hold_every_text_of_the_sources(tmp_path):
    """lupdate over the sources adds nothing to translate (a new text needs
    python tools/translations.py update, and its translations)."""
    for code in tool.LANGUAGES:
        ts = tmp_path / f"{code}.ts"
        shutil.copy(tool.ts_path(code), ts)
        tool.lupdate(ts)
        todo = [(ctx, s) for ctx, s, _, kind in tool.messages(ts) if kind is not None]
        assert not todo, f"{code}: {todo}"


def test_the_engine_texts_are_extracted_by_lupdate():
    """said() templates land in context "" (what ui/translate.shown looks up)."""
    sources = {s for ctx, s, _, _ in tool.messages(tool.ts_path("de")) if ctx == ""}
    assert "{unit} moves from {origin} to {dest}" in sources
    assert (
        "take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)"
        in sources
    )


# ---------------------------------------------------------------- switching and starting


def test_switching_language_mid_game_keeps_the_game(open_window, player, qtbot, language):
    w = open_window(scripted_session([1] * 10))
    p = player(w)
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    record = w.session.record_text()
    assert "take your action" in p.prompt()
    w.findChild(type(w.reveal_action), "language:de").trigger()
    qtbot.waitUntil(lambda: "führe deine Aktion aus" in p.prompt())
    assert LANGS.current == "de"
    assert w.session.record_text() == record
    assert not w.curtain.isVisible()  # the same player goes on: no hand-over
    assert w.menuBar().actions()[0].text() == "&Spiel"
    assert w.windowTitle().split(" \u2014 ")[2] == "1. Juli, Morgen"
    from PySide6.QtCore import QSettings

    assert QSettings().value("language") == "de"  # the next start speaks German too
    w.findChild(type(w.reveal_action), "language:it").trigger()
    qtbot.waitUntil(lambda: "esegui la tua azione" in p.prompt())
    w.findChild(type(w.reveal_action), "language:en").trigger()
    qtbot.waitUntil(lambda: "take your action" in p.prompt())
    assert w.session.record_text() == record
    assert [
        a.objectName() for a in w.findChildren(type(w.reveal_action)) if a.objectName().startswith("language:")
    ] == [f"language:{c}" for c in LANGUAGES]


@pytest.mark.parametrize(
    "locale, words",
    [("de_DE.UTF-8", "Konföderation: führe deine Aktion aus"), ("it_IT.UTF-8", "Confederati: esegui la tua azione")],
)
def test_a_german_or_italian_system_starts_the_program_in_its_language(tmp_path, locale, words):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "LANG": locale,
        "LC_ALL": locale,
        "LANGUAGE": "",
    }
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--new",
            "--smoke-test",
            "--seed",
            "3",
            "--data-dir",
            str(tmp_path / "data"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert f"language {locale[:2]}: {words}" in line, line


@pytest.mark.parametrize("code", ["de", "it"])
def test_the_map_editor_and_the_rules_reference_show_no_english(qtbot, tmp_path, language, code):
    """The editor on the 1863 map with an area selected, its rules' view and
    validation shown; then the rules reference: all in ``code``."""
    from gettysburg_desktop.boards.areas.map_file import load_map
    from gettysburg_desktop.display.rules_reference import RulesReference
    from gettysburg_desktop.editor.model import AREA, EditableMap
    from gettysburg_desktop.editor.window import EditorWindow

    language(code)
    path = Path(str(files("gettysburg_desktop.resources").joinpath("maps").joinpath("gettysburg-1863.yaml")))
    w = EditorWindow(EditableMap.from_document(load_map(path)), str(path), data_dir=tmp_path / "data")
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.select((AREA, "cemetery-hill"))
    w.rules_dock.raise_()
    qtbot.waitUntil(lambda: "..." not in w.validation.summary.text())
    left = english_left(w, code, _names())
    w.undo_stack.setClean()
    w.close()
    assert not left, "English left in the editor:\n" + "\n".join(f"{t!r} {bad}" for t, bad in left)

    ref = RulesReference()
    text = ref.browser.toPlainText()
    assert {"de": "Befehl", "it": "ordine"}[code] in text and "R-MOVE-1" in text
    assert ref.show_rule("R-MOVE-1")
    ref.close()


def test_no_tr_inside_an_f_string():
    """pyside6-lupdate does not look inside f-strings: a tr() there is never
    offered for translation (the editor's title was English in German)."""
    found = [
        f"{p.relative_to(ROOT)}:{n}"
        for p in (ROOT / "gettysburg_desktop").rglob("*.py")
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"""\bf(["']).*\{[^}]*\b(tr|said|_t)\(""", line)
    ]
    assert not found, found
