"""The program's translations with Qt's own tools (docs/translating.md).

    python tools/translations.py update    # pyside6-lupdate: every text of gettysburg_desktop/ into resources/i18n/*.ts
    python tools/translations.py release   # pyside6-lrelease: the .ts into the shipped .qm
    python tools/translations.py check     # the .ts are complete and the .qm up to date (exit 1 if not)

The sources are resources/i18n/gettysburg_LANG.ts (committed, edited with Qt
Linguist or any text editor); the compiled .qm beside them are committed
too, so that ``pip install -e .`` and the packages ship them without a build
step (tests/ui/test_translations.py checks they match the .ts).

``pyside6-lupdate`` is told two names besides ``tr``: ``said`` (the engine's
texts, games/gettysburg/rules/said.py: context "") and ``_t`` (``QCoreApplication.translate``
under a short name, with its context spelled out).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "gettysburg_desktop"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("de", "it")
ALIASES = "tr+=said,translate+=_t"


def tool(name: str) -> str:
    """pyside6-lupdate or pyside6-lrelease: beside the running Python (a venv), else on the PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"error: {name} not found (it comes with PySide6-Essentials)")
    return found


def ts_path(code: str) -> Path:
    return I18N / f"gettysburg_{code}.ts"


def qm_path(code: str) -> Path:
    return I18N / f"gettysburg_{code}.qm"


def lupdate(ts: Path) -> None:
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            "-silent",
            "-extensions",
            "py",
            "-tr-function-alias",
            ALIASES,
            "-locations",
            "none",
            "-no-obsolete",
            str(SOURCES),
            "-ts",
            str(ts),
        ],
        check=True,
    )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def messages(ts: Path) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message of a .ts file."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            out.append(
                (
                    name,
                    m.findtext("source") or "",
                    (t.text or "") if t is not None else "",
                    t.get("type") if t is not None else None,
                )
            )
    return out


def update() -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        lupdate(ts_path(code))
        todo = sum(1 for *_, kind in messages(ts_path(code)) if kind == "unfinished")
        print(f"{ts_path(code).relative_to(ROOT)}: {len(messages(ts_path(code)))} messages, {todo} to translate")


def release() -> None:
    for code in LANGUAGES:
        lrelease(ts_path(code), qm_path(code))
        print(f"{qm_path(code).relative_to(ROOT)}")


def problems() -> list[str]:
    """What is out of date: messages the sources have and a .ts lacks or
    leaves unfinished, and .qm files that differ from their .ts compiled."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for code in LANGUAGES:
            ts = Path(tmp) / ts_path(code).name
            shutil.copy(ts_path(code), ts)
            lupdate(ts)
            for ctx, source, _, kind in messages(ts):
                if kind in ("unfinished", "vanished", "obsolete"):
                    out.append(f"{ts_path(code).name}: not translated [{ctx}] {source!r}")
            qm = Path(tmp) / qm_path(code).name
            lrelease(ts_path(code), qm)
            if not qm_path(code).exists() or qm.read_bytes() != qm_path(code).read_bytes():
                out.append(
                    f"{qm_path(code).name}: not up to date with {ts_path(code).name} (python tools/translations.py release)"
                )
    return out


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "check":
        found = problems()
        print("\n".join(found) or "translations complete and compiled")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
