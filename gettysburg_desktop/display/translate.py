"""The window's languages: Qt's translators for English, German and Italian,
and ``shown(text)``, the one way the window shows a text the engine made
(docs/translating.md).

The engine says everything in English through ``rules.said.said`` (a ``str``
that remembers its template and arguments); ``shown`` translates the
template with Qt's ``QCoreApplication.translate`` (context "", where
``pyside6-lupdate -tr-function-alias tr+=said`` puts the templates) and fills
in the arguments, translating those that are ``Said`` themselves. A plain
``str`` (a unit's or an area's name, an error message) is shown as it is.
"""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from gettysburg_desktop.kernel.said import Said

#: the languages the program speaks: code -> its own name (for the menu)
LANGUAGES = {"en": "English", "de": "Deutsch", "it": "Italiano"}
DEFAULT = "en"


def shown(text) -> str:
    """An engine text in the current language (see the module)."""
    if not isinstance(text, Said):
        return "" if text is None else str(text)
    t = QCoreApplication.translate("", text.template)
    if not text.args:
        return t
    words = {k: shown(v) if isinstance(v, Said) else v for k, v in text.args.items()}
    try:
        return t.format(**words)
    except (KeyError, IndexError, ValueError):  # a broken translation: the English text, never a crash
        return str(text)


def system_language() -> str:
    """The language of the system locale if the program speaks it, else English."""
    return language_of(QLocale.system().name())


def language_of(name: str) -> str:
    """ "de_DE" -> "de"; a language the program does not speak -> "en"."""
    code = (name or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else DEFAULT


def qm_path(code: str) -> str:
    """The compiled translation of ``code`` shipped with the package."""
    return str(files("gettysburg_desktop.resources").joinpath("i18n").joinpath(f"gettysburg_{code}.qm"))


class Languages:
    """Installs the translators of one language at a time: the program's own
    and Qt's (the standard dialogs' buttons). ``current`` is its code."""

    SETTING = "language"

    def __init__(self) -> None:
        self.current = DEFAULT
        self._installed: list[QTranslator] = []

    def install(self, code: str) -> bool:
        """Switch to ``code`` (an unknown code means English). Returns whether
        the program's translation was found (always true for English). Every
        widget then gets a LanguageChange event from Qt."""
        code = code if code in LANGUAGES else DEFAULT
        app = QCoreApplication.instance()
        assert app is not None, "Qt's application first (app.py makes it)"
        for t in self._installed:
            app.removeTranslator(t)
        self._installed = []
        self.current = code
        QLocale.setDefault(QLocale(code))
        if code == DEFAULT:
            return True
        ok = False
        own = QTranslator(app)
        if own.load(qm_path(code)):
            app.installTranslator(own)
            self._installed.append(own)
            ok = True
        qt = QTranslator(app)
        if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
        return ok

    @staticmethod
    def saved() -> str | None:
        """The language the player chose last time (None: follow the system)."""
        value = QSettings().value(Languages.SETTING)
        return value if isinstance(value, str) and value in LANGUAGES else None  # "de, it" comes back as a list

    @staticmethod
    def save(code: str) -> None:
        QSettings().setValue(Languages.SETTING, code)


#: the one Languages of the running program
LANGS = Languages()
