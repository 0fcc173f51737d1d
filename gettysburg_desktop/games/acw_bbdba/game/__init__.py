"""ACW-BBDBA on the kernel: the sides, the battle, the state, the actions,
the bound's phases as frames and the ruleset (BB-SEQ)."""
