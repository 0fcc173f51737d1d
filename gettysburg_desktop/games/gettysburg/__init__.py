"""Gettysburg (Martin Wallace, Treefrog 2010; the rules in
../shared/rules/gettysburg.md, rule ids R-...):

- ``rules/``: the engine, pure Python (docs/engine.md);
- ``scenario/``: scenario files and the catalog of shipped scenarios;
- ``map/``: how a map of areas reads to the rules (the battlefield, the
  artillery's reach, the editor's rules view);
- ``computer/``: the computer player's kit (evaluation, rollout policy);
- ``ui/``: the play window's parts (board scene, pieces, chart dock, battle
  panel).
"""
