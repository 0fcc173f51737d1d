"""Days and periods (R-TIME-1). A period is an index 0..10 into PERIODS."""

from __future__ import annotations

from .said import Said, said

DAYS = ("1 July", "2 July", "3 July")
PARTS = ("morning", "midday", "afternoon", "night")

#: R-TIME-1: the game ends at the latest after the afternoon of 3 July.
PERIODS: tuple[str, ...] = tuple(f"{day} {part}" for day in DAYS for part in PARTS)[:11]
LAST_PERIOD = len(PERIODS) - 1

#: the periods' names in the engine's texts (translatable; the same English words)
PERIOD_WORDS: tuple[Said, ...] = (
    said("1 July morning"),
    said("1 July midday"),
    said("1 July afternoon"),
    said("1 July night"),
    said("2 July morning"),
    said("2 July midday"),
    said("2 July afternoon"),
    said("2 July night"),
    said("3 July morning"),
    said("3 July midday"),
    said("3 July afternoon"),
)
#: the parts of the day in the engine's texts
PART_WORDS: dict[str, Said] = {
    "morning": said("morning"),
    "midday": said("midday"),
    "afternoon": said("afternoon"),
    "night": said("night"),
}
assert PERIOD_WORDS == PERIODS and tuple(PART_WORDS) == PARTS


def part_of_day(period: int) -> str:
    return PARTS[period % 4]


def is_night(period: int) -> bool:
    return period % 4 == 3


def is_afternoon(period: int) -> bool:
    return period % 4 == 2


def period_index(name: str) -> int:
    """ "1 July midday" -> 1. Raises ValueError naming the accepted spellings."""
    key = " ".join(name.replace("-", " ").replace("_", " ").split()).lower()
    for i, p in enumerate(PERIODS):
        if p.lower() == key:
            return i
    raise ValueError(f"unknown period {name!r}; expected one of: {', '.join(PERIODS)}")
