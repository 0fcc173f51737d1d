"""Finsterland's rules that measure on the table (its "field", FL-FIELD): a
move's cost and terrain, sight, cover, how an order binds a move, where an
artillery disc lies, who touches whom in a melee and how far a charge goes. They use the free table's shapes (boards/table, shapely)
and the rules' numbers (rules/, pure Python); no Qt, no YAML.
"""
