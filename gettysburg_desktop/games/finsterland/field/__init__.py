"""Finsterland's rules that measure on the table (its "field", FL-FIELD): a
move's cost and terrain (movement.py, free_moves.py, sweep.py), how far a
unit may go (reach.py) and the sampled moves (sampler.py), sight, cover,
how an order binds a move, who touches whom in a melee and how far a
charge goes, a machine gun's strip and where artillery may be aimed and
its discs lie. They use the free table's shapes (boards/table, shapely)
and the rules' numbers (rules/, pure Python); no Qt, no YAML.
"""
