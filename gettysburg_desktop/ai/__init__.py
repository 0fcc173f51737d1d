"""The computer opponent (issue 16): players that decide for a side from
what that side may know, never from the opponent's hidden block values or
the future dice (R-ACT-2).

- ``player``: the ``Player`` interface, the players by name and level
  (``make_player("hard@4")``) and the random player.
- the search, the evaluation, the arena and the worker process that keeps
  the window free while the computer thinks live beside it
  (docs/computer-opponent.md).

Layers: ai/ sits between the window (ui/) and the scenarios (scenario/); it
knows no Qt.
"""
