"""Norden & Süden (Frank Chadwick's strategic game of the American Civil
War, 1861-1865; the rules in docs/nordensueden-specification.md, rule ids NS-...): the
second ruleset on the kernel. Pure Python, like rules/: no Qt, no YAML, no
shapely. The map is a point-to-point map of boxes and links (boxmap.py)."""
