"""A record's text read in one pass (issue 22, item 12: a wrong or large
file froze the window; the valid-part search re-parsed every prefix of the
file, so that a 512 KiB file took 22.7 s and 50 MB over five minutes).

The proofs count instead of timing: the characters handed to the YAML
parser while a damaged record's valid part is found stay within a small
multiple of the file's size (one pass), and a file over the 4 MiB limit is
never opened. The action list read line by line (scenario/record_text.py)
reads exactly as YAML reads it, or not at all.
"""

from __future__ import annotations

import builtins
import io
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gettysburg_desktop.files import yaml_safe
from gettysburg_desktop.scenario import record, record_text
from gettysburg_desktop.scenario.record import RecordError, _action_lines, load_record, valid_part
from gettysburg_desktop.scenario.record_text import plain_record
from gettysburg_desktop.scenario.session import GameSession, Setup

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_fuzzed_files import broken  # noqa: E402

QUICK = settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


def _saved(tmp_path: Path, actions: int = 120) -> Path:
    s = GameSession.new(Setup("crossroads", 3))
    for _ in range(actions):
        s.game.apply(s.game.legal_actions()[0])
    path = tmp_path / "saved.yaml"
    s.save(path)
    return path


class Parsed:
    """Counts what the YAML parser is handed (yaml_safe.safe_load, wherever imported)."""

    def __init__(self, monkeypatch) -> None:
        self.chars = self.calls = 0
        real = yaml_safe.safe_load

        def counted(text, source="<text>"):
            self.chars += len(text)
            self.calls += 1
            return real(text, source)

        for module in (yaml_safe, record, record_text):
            monkeypatch.setattr(module, "safe_load", counted, raising=False)


class Opened:
    """The files opened (builtins.open and io.open, as pathlib reads them)."""

    def __init__(self, monkeypatch) -> None:
        self.paths: list[str] = []
        real = builtins.open

        def spy(file, *a, **kw):
            self.paths.append(str(file))
            return real(file, *a, **kw)

        monkeypatch.setattr(builtins, "open", spy)
        monkeypatch.setattr(io, "open", spy)


# ------------------------------------------------------------------ one pass
def _damaged_early(tmp_path: Path) -> tuple[Path, int]:
    """A saved game whose 31st action line no longer reads as YAML (a hand
    edit gone wrong), with 89 good lines after it: (the file, its good actions)."""
    full = _saved(tmp_path)
    lines = full.read_text(encoding="utf-8").splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("- "))
    lines[first + 30] = "- move [unclosed\n"
    bad = tmp_path / "damaged.yaml"
    bad.write_text("".join(lines), encoding="utf-8")
    return bad, 30


def test_a_damaged_records_valid_part_is_found_in_one_pass(tmp_path, monkeypatch):
    bad, good = _damaged_early(tmp_path)
    size = bad.stat().st_size
    with pytest.raises(RecordError) as caught:
        GameSession.open(bad)
    parsed = Parsed(monkeypatch)
    part = valid_part(bad, caught.value)
    assert part is not None and len(part.record.actions) == good and part.found == 120
    # the whole file once (it doesn't read), then the set-up and the one broken line by themselves;
    # re-parsing every prefix handed the parser about 90 times the file
    assert parsed.chars <= 2 * size, (parsed.chars, size)
    assert [str(a) for a in part.game.history] == part.record.actions


def test_a_record_that_stops_replaying_gives_its_part_without_being_read_again(tmp_path, monkeypatch):
    full = _saved(tmp_path)
    text = full.read_text(encoding="utf-8")
    bad = tmp_path / "illegal.yaml"
    cut = text.index("\n- ", len(text) // 2)
    bad.write_text(text[:cut] + "\n- pass  # not legal here" + text[cut:], encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameSession.open(bad)
    assert caught.value.record is not None and caught.value.found == 121
    whole = load_record(full).actions
    opened, parsed = Opened(monkeypatch), Parsed(monkeypatch)
    part = valid_part(bad, caught.value)
    assert str(bad) not in opened.paths and parsed.chars == 0
    assert part is not None and part.found == 121 and 0 < len(part.record.actions) < 120
    assert part.record.actions == whole[: len(part.record.actions)]


def test_a_file_over_the_limit_is_never_read_for_a_valid_part(tmp_path, monkeypatch):
    big = tmp_path / "noise.yaml"
    with open(big, "wb") as fh:  # 50 MB, sparse: nothing written but its start
        fh.write(b"actions:\n- pass\n" + bytes(range(256)) * 64)
        fh.truncate(50 * 1024 * 1024)
    opened = Opened(monkeypatch)
    with pytest.raises(RecordError) as caught:
        GameSession.open(big)
    assert "the file is too big: 50.0 MiB" in str(caught.value)
    assert valid_part(big, caught.value) is None and valid_part(big) is None
    assert str(big) not in opened.paths


def test_noise_with_no_actions_key_has_no_valid_part(tmp_path, monkeypatch):
    """Text noise (a log, a source file) under the limit: one parse, no search."""
    noise = tmp_path / "noise.txt"
    noise.write_text("".join(f"{i}: [{'x' * (i % 70)}\n" for i in range(20000)), encoding="utf-8")
    parsed = Parsed(monkeypatch)
    assert valid_part(noise) is None
    assert parsed.calls <= 1 and parsed.chars <= noise.stat().st_size


# ------------------------------------------------------------------ as YAML reads it
def _agrees(text: str) -> None:
    """``plain_record`` answers as YAML does, or not at all."""
    plain = plain_record(text, "t.yaml")
    if plain is None:
        return
    expected = yaml_safe.safe_load(text, "t.yaml")  # raises if YAML refuses what was read
    assert plain[0] == expected
    assert plain[1] == _action_lines(text)


HEADS = st.one_of(  # mostly a record's set-up; now and then something else
    *[
        st.sampled_from(
            [
                "format_version: 2\nrules_version: 3\nscenario: crossroads\nseed: 4\n",
                "seed: 1 # a comment\nposition:\n  period: 1 July morning\n",
                "title: \u00fcber\n",
                "",
            ]
        )
    ]
    * 3,
    st.sampled_from(
        [
            "title: two actions\nseed: 1\n",
            'title: "left open\n',
            "title: |\n  a block\n",
            "---\n",
            "- a list\n",
            "\tseed: 1\n",
        ]
    ),
)
KEYS = st.one_of(
    *[st.sampled_from(["actions:", "actions:  # the moves"])] * 3,
    st.sampled_from(["actions: []", "actions: [pass]", "  actions:", '"actions":', "actions :"]),
)
#: lines YAML reads as one text each, as the fast path does
PLAIN = st.one_of(
    st.sampled_from(
        ["- pass", "- move town", "- end-move  # a comment", "- move usa-3 a>b", "- x @y", "# c", "", "   ", "  # c"]
    ),
    st.builds(
        lambda first, words: "- " + " ".join([first, *words]),
        st.text(alphabet="aZ", min_size=1, max_size=2).map(lambda w: w + "-1"),
        st.lists(st.text(alphabet="aZ09-_.+/@>", min_size=1, max_size=4), max_size=2),
    ),
)
#: lines of other forms (the fast path must leave them to YAML), and words of any sort
ODD = st.one_of(
    st.sampled_from(
        [
            "  - move town",
            "- yes",
            "- null",
            "- Off",
            "- 'move town'",
            '- "x"',
            "-",
            "- [a]",
            "- a: b",
            "- a #b",
            "- a#b",
            "  continued",
            "\tpass",
            "- a\tb",
            "- 5",
            "- 1.5",
            "- ~",
            "- @x",
            "---",
            "...",
            "- \u00fc",
            "- move  town",
            "- move town   ",
            "- a\u2028b",
            "- a\x85b",
            "- a\rb",
            "- a\x07",
        ]
    ),
    st.builds(
        lambda words: "- " + " ".join(words),
        st.lists(st.text(alphabet="az09-_.+/@>#: '\"", min_size=1, max_size=5), min_size=1, max_size=3),
    ),
)
TAILS = st.one_of(
    *[st.sampled_from(["", "title: after\n", "players: {csa: human}\n"])] * 3,
    st.sampled_from(["actions: []\n", "x\n", "  y: 1\n", "---\n", "- z\n"]),
)


@QUICK
@given(
    head=HEADS,
    key=KEYS,
    items=st.lists(PLAIN, max_size=8),
    odd=st.one_of(st.just([]), st.just([]), st.lists(ODD, min_size=1, max_size=1)),
    at=st.integers(0, 8),
    tail=TAILS,
    crlf=st.booleans(),
    end=st.sampled_from([True, True, True, False]),
)
def test_the_action_list_read_line_by_line_reads_as_yaml_reads_it(head, key, items, odd, at, tail, crlf, end):
    items[at:at] = odd
    text = head + key + "\n" + "\n".join(items) + ("\n" if end else "") + tail
    _agrees(text.replace("\n", "\r\n") if crlf else text)


@settings(QUICK, max_examples=40)
@given(data=broken("record"))
def test_a_broken_real_record_reads_as_yaml_reads_it(data):
    _agrees(data.decode("utf-8", errors="replace"))


def test_the_shipped_records_read_line_by_line(tmp_path):
    example = Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml"
    for path in (example, _saved(tmp_path, 40)):
        text = path.read_text(encoding="utf-8")
        plain = plain_record(text, str(path))
        assert plain is not None and plain == (yaml.safe_load(text), _action_lines(text))
