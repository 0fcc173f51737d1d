"""What the spec leaves out of the build (packaging/gettysburg.spec), and the
pruning that follows from it. Kept apart from the spec so that a test can
read the lists (tests/test_packaging_build.py).

The program uses QtCore, QtGui, QtWidgets and QtSvg (PySide6-Essentials).
PyInstaller's Qt hooks collect every plugin type QtGui might load, and the
libraries those plugins link; this keeps the plugins a desktop needs and
drops the rest (embedded-Linux platforms, network, TLS, SQL, QML tooling,
a GTK theme that would pull in a private copy of GTK's libraries), then
drops every shared library no kept binary links any more.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path, PurePath

#: Qt bindings the program imports; every other PySide6 module is excluded
QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

#: Python packages never needed by the window program (the test and build
#: tools, numpy's test and Fortran helpers, Tk)
PYTHON_EXCLUDES = (
    "ssl",
    "_ssl",
    "_hashlib",  # no network; hashlib falls back to its built-in hashes (a private OpenSSL: 6 MB)
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc_data",
    "lib2to3",
    "doctest",
    "pdb",
    "numpy.testing",
    "numpy.f2py",
    "numpy.distutils",
    "pytest",
    "_pytest",
    "hypothesis",
    "importlinter",
    "grimp",
    "pytestqt",
    "setuptools",
    "pkg_resources",
    "distutils",
    "PyInstaller",
    "gettysburg_desktop.benchmark",
    "gettysburg_desktop.cli",
    # the arena's games on a Dask cluster: the command line's (the balance report in the
    # editors plays on this machine); without these, Dask, Tornado, msgpack ... stay out (5 MiB)
    "gettysburg_desktop.ai.arena_cluster",
    "distributed",
    "dask",
)

#: plugin folder -> the plugins kept there (file names without "lib" and the
#: extension); None keeps them all. A folder not named here is dropped whole.
QT_PLUGINS_KEPT: dict[str, set[str] | None] = {
    # the window systems: X11, Wayland, Windows, macOS; offscreen for headless checks
    "platforms": {
        "qxcb",
        "qwayland",
        "qwayland-egl",
        "qwayland-generic",
        "qwindows",
        "qcocoa",
        "qoffscreen",
        "qminimal",
    },
    "xcbglintegrations": None,
    "wayland-shell-integration": None,
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },  # dead keys, input methods
    "platformthemes": {"qxdgdesktopportal"},  # not qgtk3: it would bring a private copy of GTK, cairo, pango ...
    "styles": None,  # Windows and macOS native looks
    "iconengines": None,  # SVG icons
    "imageformats": {"qgif", "qico", "qjpeg", "qsvg", "qtiff", "qwebp"},  # the editor's background images
}

#: Qt's own translations kept: the standard dialogs' words (qtbase_LANG.qm)
QT_TRANSLATIONS_KEPT = re.compile(r"qtbase_[A-Za-z_]+\.qm$")


def python_excludes() -> list[str]:
    """Every PySide6 module but QT_MODULES_USED, and PYTHON_EXCLUDES."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    found = {
        p.name.split(".")[0]
        for p in folder.iterdir()
        if p.name.startswith("Qt") and p.suffix in (".so", ".pyd", ".pyi")
    }
    unused = sorted(f"PySide6.{m}" for m in found if m not in QT_MODULES_USED)
    return [*unused, *PYTHON_EXCLUDES]


def _plugin_kept(dest: str) -> bool | None:
    """For a Qt plugin's destination in the bundle: kept or not; None if ``dest`` is no plugin."""
    parts = PurePath(dest).parts
    if "plugins" not in parts or parts[0] != "PySide6":
        return None
    i = parts.index("plugins")
    if len(parts) < i + 3:
        return None
    folder, name = parts[i + 1], parts[-1]
    if folder not in QT_PLUGINS_KEPT:
        return False
    kept = QT_PLUGINS_KEPT[folder]
    stem = re.sub(r"^lib", "", name.split(".")[0])
    return kept is None or stem in kept


def is_dropped_data(dest: str) -> bool:
    """A Qt translation the program does not need."""
    parts = PurePath(dest).parts
    return (
        len(parts) >= 2
        and parts[-2] == "translations"
        and parts[0] == "PySide6"
        and not QT_TRANSLATIONS_KEPT.search(parts[-1])
    )


def trim(binaries: list, datas: list, log=print) -> tuple[list, list]:
    """The Analysis's binaries and datas less the dropped plugins and
    translations, and less every shared library that no kept binary (an
    extension module, a kept plugin, the Python library, and what they link,
    transitively) links any more."""
    from PyInstaller.depend.bindepend import get_imports

    kept, dropped_plugins = [], []
    for entry in binaries:
        if _plugin_kept(entry[0]) is False:
            dropped_plugins.append(entry[0])
        else:
            kept.append(entry)
    datas_out = [d for d in datas if not is_dropped_data(d[0])]
    dropped_translations = len(datas) - len(datas_out)
    if not sys.platform.startswith("linux"):
        # the pruning below is tried on Linux only (CI builds there); elsewhere
        # the dropped plugins' libraries stay: a few MiB more, nothing missing
        log(
            f"trim: {len(dropped_plugins)} Qt plugins dropped, {dropped_translations} Qt translations dropped "
            "(libraries are pruned on Linux only)"
        )
        return kept, datas_out
    # roots: Python extension modules, plugins, the Python library; the rest are
    # libraries kept only if something kept links them
    by_name: dict[str, list] = {}
    for entry in kept:
        by_name.setdefault(PurePath(entry[0]).name, []).append(entry)
    roots = [
        e
        for e in kept
        if e[2] == "EXTENSION" or _plugin_kept(e[0]) or PurePath(e[0]).name.startswith(("libpython", "python3"))
    ]
    reachable = {id(e) for e in roots}
    todo = list(roots)
    while todo:
        entry = todo.pop()
        if entry[2] == "SYMLINK":
            continue
        for name, _path in get_imports(entry[1]):
            for dep in by_name.get(PurePath(name).name, ()):
                if id(dep) not in reachable:
                    reachable.add(id(dep))
                    todo.append(dep)
    out, pruned = [], []
    for entry in kept:
        if id(entry) in reachable or entry[2] != "BINARY":
            out.append(entry)
        else:
            pruned.append(entry)
    # a link to a dropped library goes with it (PyInstaller links top-level names
    # to libraries in subfolders: SYMLINK entries, among the datas, pointing
    # relative to their own folder)
    gone = {e[0] for e in pruned}

    def dangling(entry) -> bool:
        return entry[2] == "SYMLINK" and os.path.normpath(os.path.join(os.path.dirname(entry[0]), entry[1])) in gone

    pruned += [e for e in out + datas_out if dangling(e)]
    final = [e for e in out if not dangling(e)]
    datas_out = [d for d in datas_out if not dangling(d)]
    log(
        f"trim: {len(dropped_plugins)} Qt plugins dropped, {len(pruned)} libraries no longer linked (and their links) dropped, "
        f"{dropped_translations} Qt translations dropped"
    )
    for entry in sorted(dropped_plugins + [e[0] for e in pruned]):
        log(f"trim:   - {entry}")
    return final, datas_out


def strip_python_binaries(binaries: list, work: Path, log=print) -> list:
    """Linux: the Python library and Python's own extension modules (from the
    interpreter's install, not from wheels) stripped of their symbols, as
    copies in ``work``: a build's Python often carries them (libpython 23 MB
    -> 6 MB). Wheels' libraries are left alone: many are patched by auditwheel
    and stripping can break them."""
    if not sys.platform.startswith("linux") or shutil.which("strip") is None:
        return binaries
    import sysconfig

    dynload = os.path.realpath(sysconfig.get_config_var("DESTSHARED") or "/nonexistent")
    out, saved = [], 0
    for entry in binaries:
        dest, src, kind = entry[0], entry[1], entry[2]
        real = os.path.realpath(src)
        if kind != "SYMLINK" and (real.startswith(dynload + os.sep) or PurePath(real).name.startswith("libpython")):
            target = work / "stripped" / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(real, target)
            before = target.stat().st_size
            subprocess.run(["strip", "--strip-unneeded", str(target)], check=True)
            saved += before - target.stat().st_size
            entry = (dest, str(target), kind)
        out.append(entry)
    log(f"strip: the Python library and Python's extension modules stripped, {saved / 2**20:.1f} MiB less")
    return out
