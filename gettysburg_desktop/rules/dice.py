"""The dice: the kernel's (kernel/dice.py: the injected ``Dice`` interface,
``SeededDice``, ``ScriptedDice``, ``ReplayDice``), re-exported here where the
rules, records and tests always found them."""

from __future__ import annotations

from ..kernel.dice import Dice as Dice
from ..kernel.dice import DiceExhausted as DiceExhausted
from ..kernel.dice import ReplayDice as ReplayDice
from ..kernel.dice import ScriptedDice as ScriptedDice
from ..kernel.dice import SeededDice as SeededDice
