"""ACW-BBDBA's rules, pure Python (no Qt, no shapely, no YAML): the scale,
the troop types, the army lists, the combat factors and outcomes, PIPs and
command distance, demoralisation and defeat. What measures on the table
will be field/'s."""
