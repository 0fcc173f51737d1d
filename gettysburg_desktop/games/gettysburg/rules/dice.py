"""The dice: the kernel's (kernel/dice.py: the injected ``Dice`` interface,
``SeededDice``, ``ScriptedDice``, ``ReplayDice``), re-exported here where the
rules, records and tests always found them."""

from __future__ import annotations

from gettysburg_desktop.kernel.dice import Dice as Dice
from gettysburg_desktop.kernel.dice import DiceExhausted as DiceExhausted
from gettysburg_desktop.kernel.dice import ReplayDice as ReplayDice
from gettysburg_desktop.kernel.dice import ScriptedDice as ScriptedDice
from gettysburg_desktop.kernel.dice import SeededDice as SeededDice
