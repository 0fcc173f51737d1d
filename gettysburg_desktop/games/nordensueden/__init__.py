"""Norden & Süden (Frank Chadwick, GDW 1981 / Phalanx 2001; the rules in
../shared/rules/norden-sueden.md, rule ids NS-...):

- ``rules/``: the engine, pure Python (docs/nordensueden-engine.md);
- ``campaign.py``: the 1861-1865 campaign's scenario;
- ``boxes/``: the box-map file format and its checks (docs/box-map-format.md);
- ``computer/``: the computer player's kit;
- ``ui/``: the play window's parts (the box map and its counters, the turn
  track, the pools, the battle panel);
- ``editor/``: the box-map editor.
"""
