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
