"""The log's sentences for the counts the rules work out (rules/melee.py's
blows, rules/hits.py's losses and area hits), each a ``said`` so that the
window translates it (kernel/said.py). The rules' own ``describe`` and
``__str__`` say the same in English for the tests and the command line;
these are what a player reads, in his language."""

from __future__ import annotations

from fractions import Fraction

from gettysburg_desktop.kernel.said import Said, said

from ..rules.hits import AreaHits, Armour, Losses
from ..rules.melee import Blow
from .words import COVER, word

#: the terms of a morale test (rules/morale.py ``terms``, T12) in the log's words
MORALE_TERMS: dict[str, Said] = {
    "models at the start x M": said("models at the start x M"),
    "complete ranks behind the first": said("complete ranks behind the first"),
    "charged": said("charged"),
    "specialist": said("specialist"),
    "losses": said("losses"),
    "attacked in the flank": said("attacked in the flank"),
    "attacked in the rear": said("attacked in the rear"),
    "psychology": said("psychology"),
    "broken through": said("broken through"),
}


def morale_terms(terms: list[tuple[str, Fraction, str]]) -> Said | str:
    """A morale test's terms: "models at the start x M +8, losses -2" (FL-MOR-2)."""
    out: Said | str = ""
    for what, value, _rule in terms:
        number = f"{int(value):+d}" if value.denominator == 1 else f"{float(value):+.2f}"
        term = said("{what} {value}", what=word(MORALE_TERMS, what), value=number)
        out = term if not out else said("{first}, {next}", first=out, next=term)
    return out


def hits_words(n: int) -> Said:
    return said("1 hit") if n == 1 else said("{n} hits", n=n)


def armour_words(armour: Armour) -> Said:
    """ "armour 2F, structure 4" (T3)."""
    value = f"{armour.value}{'F' if armour.f else ''}"
    if armour.structure > 1:
        return said("armour {value}, structure {n}", value=value, n=armour.structure)
    return said("armour {value}", value=value)


def blow_words(blow: Blow, attacker: str, target: str) -> Said:
    """One blow of a melee: "Storm on Light: 6 touching + 6 behind = 12 hits; wood -6 -> 6" (FL-MEL-2 ...)."""
    if blow.guns:
        return said("{attacker} on {target}: {n} gun(s) touched, destroyed", attacker=attacker, target=target,
                    n=blow.guns)  # fmt: skip
    count = said("rams {n} at its front", n=blow.touching) if blow.ram else said("{n} touching", n=blow.touching)
    if blow.behind:
        count = said("{count} + {n} behind", count=count, n=blow.behind)
    if blow.treffer != 1:
        count = said("({count}) x {treffer}", count=count, treffer=blow.treffer)
    line = said("{attacker} on {target}: {count} = {hits}", attacker=attacker, target=target, count=count,
                hits=hits_words(blow.dealt))  # fmt: skip
    if blow.after_cover != blow.dealt:
        line = said("{line}; {cover} -{n} -> {left}", line=line, cover=word(COVER, blow.cover_kind),
                    n=blow.dealt - blow.after_cover, left=blow.after_cover)  # fmt: skip
    if blow.counted != blow.after_cover:
        line = said("{line}; F armour holds -> 0", line=line)
    return line


def losses_words(losses: Losses) -> Said:
    """One attack's losses on a unit with armour (FL-HIT-2 to FL-HIT-7), without the rules it cites."""
    if losses.ignored:
        return said("{hits} ignored: {armour} and no Treffer F", hits=hits_words(losses.hits),
                    armour=armour_words(losses.armour))  # fmt: skip
    text = hits_words(losses.hits)
    if losses.held_before:
        text = said("{hits} + {held} held = {pool}", hits=text, held=losses.held_before, pool=losses.pool)
    text = said("{text}, {armour}: {n} knocked out", text=text, armour=armour_words(losses.armour),
                n=losses.knocked_out)  # fmt: skip
    if losses.armour.structure > 1:
        text = said("{text}, {n} taken off", text=text, n=losses.removed)
    if losses.lost:
        text = said("{text}, at most {limit}: {n} hits lost", text=text, limit=losses.limit, n=losses.lost)
    elif losses.held:
        text = said("{text}, {n} held to the end of the round", text=text, n=losses.held)
    return text


def area_words(area: AreaHits) -> Said:
    """A strip's or a disc's hits on one unit, group by group (FL-COVER-5): "open: 6 x 2 = 12 -> 12 hits"."""
    parts: list[Said] = []
    for g in area.groups:
        cover = word(COVER, g.cover)
        if g.stopped == 0:
            parts.append(said("{cover}: {models} x {each} = {hits}", cover=cover, models=g.models,
                              each=g.hits // max(g.models, 1), hits=g.hits))  # fmt: skip
        else:
            parts.append(said("{cover}: {hits} - {stopped} = {left}", cover=cover, hits=g.hits, stopped=g.stopped,
                              left=g.left))  # fmt: skip
    text = parts[0] if parts else said("nothing")
    for p in parts[1:]:
        text = said("{first}; {next}", first=text, next=p)
    return said("{groups} -> {hits}", groups=text, hits=hits_words(area.hits))
