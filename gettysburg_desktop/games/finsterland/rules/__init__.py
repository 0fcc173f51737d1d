"""Finsterland's rules, pure Python (no Qt, no shapely, no YAML): its tables,
its formations, units and armies, fire, hits and targets, guns, melee,
morale, objectives and the artillery's stacks. What measures on the table
is field/'s."""
