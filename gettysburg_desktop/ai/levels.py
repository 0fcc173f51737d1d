"""The levels registered in ``player.PLAYERS``: greedy, easy, normal, hard
(docs/computer-opponent.md). Filled in by the search."""
