"""The README's two commands are the contract; CI must run its test command verbatim."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = text.split("```")[1::2]
    return [b.strip() for b in blocks if b.strip().startswith("python3 -m venv")]


def test_readme_names_one_start_and_one_test_command():
    commands = _commands()
    assert len(commands) == 2
    assert "gettysburg_desktop" in commands[0]
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _commands()[1] in ci.splitlines()
    assert "lint-imports" in ci


def test_every_picture_the_readme_and_guides_show_is_there():
    import re

    for doc in ("README.md", "docs/user-guide.md", "docs/editor-guide.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        base = (ROOT / doc).parent
        pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
        assert pictures, doc
        for picture in pictures:
            assert (base / picture).is_file(), f"{doc}: {picture}"


# ---------------------------------------------------------------- the README's own lines run as written (issue 14, item 20)

import os  # noqa: E402
import re  # noqa: E402
import shlex  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402

BIN = Path(sys.executable).parent  # the venv the tests run in: the README's .venv/bin
#: what the README's placeholders stand for when its lines are run
PLACEHOLDERS = {
    "RECORD.yaml": "examples/worked-assault.yaml",
    "FILE.yaml": "resources/scenarios/gettysburg-1863.yaml",
    "MAP.yaml": "maps/gettysburg-1863.yaml",
}


def _blocks() -> list[str]:
    return (ROOT / "README.md").read_text(encoding="utf-8").split("```")[1::2]


def _tool_lines() -> list[str]:
    return [
        line.split("  #")[0].strip()
        for b in _blocks()
        for line in b.strip().splitlines()
        if line.startswith(".venv/bin/gettysburg-desktop ")
    ]


def _run(line: str, **kw) -> subprocess.CompletedProcess:
    """A README line with .venv/bin/ the test's venv, [optional parts] left out, placeholders filled in."""
    line = re.sub(r"\s*\[[^\]]*\]", "", line)
    words = [PLACEHOLDERS.get(w, w) for w in shlex.split(line)]
    command = BIN / words[0].removeprefix(".venv/bin/")
    if not command.exists():
        pytest.skip(f"{command.name} is not installed in this venv (pip install -e .)")
    return subprocess.run(
        [str(command), *words[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        **kw,
    )


def test_the_readme_names_the_venvs_commands_not_a_bare_python():
    for block in _blocks():
        for line in block.strip().splitlines():
            assert not re.match(r"(\$ )?python3? -m gettysburg_desktop", line), line
    lines = _tool_lines()
    assert {line.split()[1] for line in lines} == {
        "play",
        "replay",
        "playout",
        "bench",
        "arena",
        "balance",
        "validate",
        "topology",
    }
    assert ".venv/bin/gettysburg\n" in (ROOT / "README.md").read_text(encoding="utf-8")  # starting it again


def test_every_tool_line_of_the_readme_runs_and_explains_itself():
    for line in _tool_lines():
        command = line.split()[1]
        helped = _run(f".venv/bin/gettysburg-desktop {command} --help")
        assert helped.returncode == 0 and helped.stdout.startswith(f"usage: gettysburg-desktop {command}"), line
        if command in ("bench", "play"):
            continue  # the benchmark runs for minutes; play is below
        if command == "playout":
            line = line.replace("--games 20", "--games 2")  # the README's 20 games take a while; two are the same line
        if command == "arena":
            line = line.replace("--games 20", "--games 1")  # 40 games of the battle take half a minute
        if command == "balance":
            line += " --player policy --check-every 0"  # hard#24's twenty games take minutes
        done = _run(line)
        assert done.returncode in (0, 1), f"{line}: {done.stderr}"
        assert done.stdout and "Traceback" not in done.stderr, line


def test_play_as_the_readme_writes_it_quits_and_writes_its_record(tmp_path):
    line = next(x for x in _tool_lines() if x.split()[1] == "play")
    record = tmp_path / "game.yaml"
    done = _run(line.replace("[--record PATH]", f"--record {record}"), input="quit\n")
    assert done.returncode == 0, done.stderr
    assert record.is_file() and f"replay it with `gettysburg-desktop replay {record}`" in done.stdout


def test_what_the_readme_says_replay_prints_is_what_it_prints():
    shown = [b for b in _blocks() if b.strip().startswith("$ .venv/bin/gettysburg-desktop replay")]
    assert len(shown) == 2
    for block in shown:
        first, *expected = block.strip().splitlines()
        printed = _run(first.removeprefix("$ ")).stdout.splitlines()
        assert printed, first
        for line in expected:
            if line != "...":
                assert line in printed, f"{first}: the README shows {line!r}; the tool prints:\n" + "\n".join(printed)


# ---------------------------------------------------------------- a new user's first minutes (issue 22, item 14)


def test_the_readme_starts_with_requirements_then_the_first_command():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    requirements = text.index("## Requirements")
    first = text.index(_commands()[0])
    assert requirements < first < 3000, "the first command belongs near the top, after what it needs"
    assert "Python 3.11" in text[requirements:first]
    tests = text[first : text.index(_commands()[1])]
    assert re.search(r"about \d+ minutes", tests), "how long the tests take"


def test_every_guide_writes_the_program_with_the_venvs_path():
    """A new user types what the guide says: a bare ``gettysburg --new`` is
    "command not found" without an activated venv."""
    bare = re.compile(r"(?<![/\w.-])gettysburg (?=--|[A-Z])")
    found = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in (ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if bare.search(line)
    ]
    assert found == []
    assert "source .venv/bin/activate" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_license_contributing_bug_reports_and_the_original_games():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert license_text.startswith("MIT License") and 'license = { text = "MIT" }' in (
        ROOT / "pyproject.toml"
    ).read_text(encoding="utf-8")
    for section in ("## Contributing", "## Reporting a bug", "## License"):
        assert section in readme, section
    for who in ("Martin Wallace", "Treefrog", "Frank Chadwick", "Phalanx"):
        assert who in readme and who in license_text, who
