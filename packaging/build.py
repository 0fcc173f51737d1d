"""Build the one-folder program with PyInstaller, check that it starts, and
print its figures (build time, folder size, launch to the window shown).

    .venv/bin/pip install -q -e '.[build]' && .venv/bin/python packaging/build.py

The result is dist/gettysburg-desktop/ (the executable ``gettysburg``, or
``gettysburg.exe``; on macOS also ``dist/Gettysburg Desktop.app``). On Linux
the folder also gets the desktop entry, the icon and
install-desktop-entry.sh (packaging/linux/). packaging/README.md tells the
steps on each platform; docs/performance.md has the measured figures.

Exit code 0 when built and started; 1 when PyInstaller fails, the built
program does not start or report its version, or the folder is larger than
``--max-mib`` (180 MiB by default). A launch slower than the 2 s target is
reported, not failed: shared CI machines vary too much for a hard limit.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "gettysburg.spec"
FOLDER = "gettysburg-desktop"
LAUNCH_TARGET_S = 2.0


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def executable(dist: Path) -> Path:
    return dist / FOLDER / ("gettysburg.exe" if sys.platform == "win32" else "gettysburg")


def folder_mib(folder: Path) -> float:
    """The folder's size on disk as ``du`` counts it (file sizes where there is no du)."""
    if shutil.which("du"):
        out = subprocess.run(["du", "-sk", str(folder)], capture_output=True, text=True, check=True).stdout
        return int(out.split()[0]) / 1024
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def program_env(scratch: Path) -> dict[str, str]:
    """The built program's environment for a check: settings and data in a
    scratch folder, nothing of this checkout's Python on its path, offscreen
    where there is no display."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["XDG_CONFIG_HOME"] = str(scratch / "config")
    env["XDG_DATA_HOME"] = str(scratch / "data")
    if sys.platform.startswith("linux") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def time_to_window(exe: Path, env: dict[str, str], data_dir: Path, extra: tuple[str, ...] = ()) -> tuple[float, str]:
    """Seconds from starting the program until it says the window is shown
    (``--smoke-test``: printed once the event loop runs), and that line."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(exe), "--new", "--seed", "3", "--smoke-test", "--data-dir", str(data_dir), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    line, elapsed = "", None
    assert proc.stdout is not None
    for out in proc.stdout:
        if out.startswith("window shown:"):
            elapsed, line = time.perf_counter() - start, out.strip()
    _, err = proc.communicate(timeout=60)
    if proc.returncode != 0 or elapsed is None:
        if sys.platform == "win32" and proc.returncode == 0:  # a windowed .exe has no stdout: time to exit
            return time.perf_counter() - start, "(no stdout on Windows)"
        raise SystemExit(f"the built program did not start (exit {proc.returncode}):\n{err}")
    return elapsed, line


def add_desktop_entry(dist: Path, work: Path) -> None:
    """Linux: the desktop entry, the icon, the saved games' file type and their installer beside the executable."""
    folder = dist / FOLDER
    shutil.copy2(HERE / "linux" / "gettysburg-desktop.desktop", folder)
    shutil.copy2(HERE / "linux" / "install-desktop-entry.sh", folder)
    shutil.copy2(HERE / "linux" / "gettysburg-desktop-mime.xml", folder)  # saved games as the program's file type
    shutil.copy2(work / "icons" / "gettysburg-256.png", folder / "gettysburg-desktop.png")
    shutil.copy2(ROOT / "resources" / "art" / "icons" / "gettysburg.svg", folder / "gettysburg-desktop.svg")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", default=str(ROOT / "dist"), help="where the folder goes (default: dist/)")
    p.add_argument("--work", default=str(ROOT / "build"), help="PyInstaller's work folder (default: build/)")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    p.add_argument(
        "--max-mib",
        type=float,
        default=180.0 if sys.platform.startswith("linux") else None,
        help="fail if the folder is larger (default: 180 on Linux, no limit elsewhere)",
    )
    p.add_argument("--launches", type=int, default=3, help="launches to time (default 3)")
    args = p.parse_args(argv)
    dist, work = Path(args.dist).resolve(), Path(args.work).resolve()
    version = project_version()
    import PyInstaller

    print(
        f"building Gettysburg Desktop {version} with PyInstaller {PyInstaller.__version__}, Python {sys.version.split()[0]}",
        flush=True,
    )
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if args.clean:
        cmd.insert(3, "--clean")
    start = time.perf_counter()
    built = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    build_s = time.perf_counter() - start
    work.mkdir(parents=True, exist_ok=True)
    (work / "pyinstaller.log").write_text(built.stdout + built.stderr, encoding="utf-8")
    if built.returncode != 0:
        print(built.stdout + built.stderr, file=sys.stderr)
        print(
            f"error: PyInstaller failed (exit {built.returncode}); its log: {work / 'pyinstaller.log'}", file=sys.stderr
        )
        return 1
    for line in (built.stdout + built.stderr).splitlines():
        if line.startswith(("trim: ", "strip: ")) and not line.startswith("trim:   "):
            print(f"  {line}")
    if sys.platform.startswith("linux"):
        add_desktop_entry(dist, work / "gettysburg")
    exe = executable(dist)
    size = folder_mib(dist / FOLDER)
    problems = []
    with tempfile.TemporaryDirectory(prefix="gettysburg-build-check-") as tmp:
        scratch = Path(tmp)
        env = program_env(scratch)
        if sys.platform != "win32":
            said = subprocess.run([str(exe), "--version"], capture_output=True, text=True, env=env, timeout=60)
            if said.stdout.strip() != f"Gettysburg Desktop {version}":
                problems.append(
                    f"--version said {said.stdout.strip()!r} (exit {said.returncode}), expected 'Gettysburg Desktop {version}'"
                )
        times, line = [], ""
        for i in range(max(1, args.launches)):
            elapsed, line = time_to_window(exe, env, scratch / f"data{i}")
            times.append(elapsed)
    platform = env.get("QT_QPA_PLATFORM") or "the desktop's"
    print(f"built {exe.relative_to(ROOT) if exe.is_relative_to(ROOT) else exe}")
    print(f"  {line}")
    print(f"build time: {build_s:.1f} s")
    print(f"folder size: {size:.0f} MiB (du" + (f"; target <= {args.max_mib:.0f} MiB)" if args.max_mib else ")"))
    print(
        f"launch to the window shown: {times[0]:.2f} s first, {min(times):.2f} s best of {len(times)} "
        f"({platform} platform; target <= {LAUNCH_TARGET_S:.0f} s)"
    )
    if args.max_mib and size > args.max_mib:
        problems.append(f"the folder is {size:.0f} MiB, over the {args.max_mib:.0f} MiB limit (see packaging/trim.py)")
    if min(times) > LAUNCH_TARGET_S:
        print(f"warning: the launch took {min(times):.2f} s, over the {LAUNCH_TARGET_S:.0f} s target")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
