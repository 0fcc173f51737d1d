"""What can be wrong with a scenario file: typed problems (code, subject,
text) and the one error that carries them all (docs/scenario-format.md,
"Errors").

A problem's ``code`` is a stable short name for tests and tools
(``unknown-unit``, ``placed-twice``, ``counts`` ...), its ``subject`` the
place in the file (``reinforcements[2].units[1]``, "" for the file as a
whole) and its ``text`` what a person reads. Codes and subjects are decided
where a problem is found, never recovered from the wording afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gettysburg_desktop.files.yaml_safe import describe
from gettysburg_desktop.kernel.shape import printable

#: every code a scenario problem may carry (docs/scenario-format.md lists them)
CODES = frozenset(
    {
        "yaml",
        "empty",
        "not-a-scenario",
        "format-version",
        "newer-version",
        "unknown-key",
        "missing-key",
        "wrong-type",
        "bad-id",
        "map",
        "map-unplayable",
        "duplicate-unit",
        "unknown-side",
        "unknown-kind",
        "unknown-unit",
        "placed-twice",
        "unknown-place",
        "unknown-box",
        "die-range",
        "wrong-side",
        "unknown-period",
        "order-box",
        "unknown-variant",
        "counts",
        "not-placed",
        "rules",
    }
)


@dataclass(frozen=True, slots=True)
class ScenarioProblem:
    """One problem of a scenario file: ``code`` (one of CODES), ``subject``
    (where in the file; "" for the whole file) and ``text`` (what is wrong)."""

    code: str
    subject: str
    text: str

    def line(self, source: str) -> str:
        """``file: subject: text`` as ``str(ScenarioFormatError)`` lists it."""
        # a key read from the file may hold a line break or a control character: escaped, one line stays one
        return f"{source}: {printable(self.subject)}: {self.text}" if self.subject else f"{source}: {self.text}"


class ScenarioFormatError(ValueError):
    """A scenario file that can't be used. ``problems`` lists ScenarioProblem;
    ``str()`` is one line per problem: ``file: subject: text``."""

    def __init__(self, source: str, problems: list[ScenarioProblem]) -> None:
        self.source = source
        self.problems = list(problems)
        super().__init__("\n".join(p.line(source) for p in self.problems))


class Problems:
    """The problems found so far, with the checks every section shares."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.found: list[ScenarioProblem] = []

    def add(self, code: str, subject: str, text: str) -> None:
        assert code in CODES, code
        self.found.append(ScenarioProblem(code, subject, text))

    def fail(self, code: str, subject: str, text: str) -> ScenarioFormatError:
        """An error of just this problem, for what stops reading at once."""
        return ScenarioFormatError(self.source, [ScenarioProblem(code, subject, text)])

    def error(self) -> ScenarioFormatError:
        return ScenarioFormatError(self.source, self.found)

    def mapping(self, value: Any, subject: str, what: str) -> dict | None:
        if not isinstance(value, dict):
            self.add("wrong-type", subject, f"expected a mapping ({what}), got {describe(value)}")
            return None
        return value

    def listing(self, value: Any, subject: str, what: str) -> list | None:
        if not isinstance(value, list):
            self.add("wrong-type", subject, f"expected a list ({what}), got {describe(value)}")
            return None
        return value

    def text(self, value: Any, subject: str, allow_empty: bool = False) -> str | None:
        if not isinstance(value, str) or (not allow_empty and not value.strip()):
            self.add("wrong-type", subject, f"expected text, got {describe(value)}")
            return None
        return value

    def keys(self, d: dict, subject: str, allowed: tuple[str, ...], required: tuple[str, ...], expected: str) -> bool:
        """Unknown keys of ``d`` (each under ``subject.key``) and missing ones
        (under ``subject``); True if none is missing."""
        for key in d:
            if key not in allowed:
                self.add(
                    "unknown-key",
                    f"{subject}.{key}" if subject else str(key),
                    f"unknown key {key!r} (expected {expected})",
                )
        missing = [key for key in required if key not in d]
        for key in missing:
            self.add("missing-key", subject, f"missing key {key!r}")
        return not missing


class UnknownScenario(LookupError):
    """No scenario has this id (games/gettysburg/scenario/catalog.py, scenario_file.find_builtin_scenario)."""
