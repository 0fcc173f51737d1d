"""Texts a game says to the players, translatable by the window without
the engine knowing Qt (docs/translating.md).

``said(template, **args)`` is the English text -- a ``str``, so every caller
and test that reads the engine's words in English reads them as before --
that also remembers its template and its arguments. The window translates
the template (Qt's ``QCoreApplication.translate`` with the context "") and
fills in the arguments, each translated the same way when it is a ``Said``
itself (a side's name, a cube colour, a reason) and left as it is otherwise
(a unit's or an area's name, a number, a rule id). Qt's ``pyside6-lupdate``
finds the templates because ``said`` is named to it as an alias of ``tr``
(``tools/translations.py``).

Plurals: the engine picks the template by the number (``"{n} cube"`` or
``"{n} cubes"``); English, German and Italian all have one singular and one
plural form, so each template translates as it is.
"""

from __future__ import annotations

from collections.abc import Callable


class Said(str):
    """An English text with its ``template`` and ``args`` (see the module)."""

    template: str
    args: dict[str, object]

    def __reduce__(self) -> tuple[Callable[[str, str, dict[str, object]], Said], tuple[str, str, dict[str, object]]]:
        # pickles (undo snapshots, clones) as itself, small and fast
        return (_remake, (str(self), self.template, self.args))


def _remake(text: str, template: str, args: dict[str, object]) -> Said:
    s = Said(text)
    s.template = template
    s.args = args
    return s


def said(template: str, /, **args: object) -> Said:
    """``template`` with ``args`` filled in (``str.format``), remembering both.
    Without arguments the template is the text as it is (so a template may
    be kept as a constant and filled in later: ``said(T.template, n=2)``)."""
    s = Said(template.format(**args) if args else template)
    s.template = template
    s.args = args
    return s
