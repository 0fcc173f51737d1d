"""Finsterland's rules, pure Python (no Qt, no shapely, no YAML): its tables,
its formations, fire, melee, morale, objectives and the artillery's stacks. What
measures on the table is field/'s."""
