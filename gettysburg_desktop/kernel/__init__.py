"""The game kernel: the gateway every game goes through, knowing nothing of
any one game (docs/engine.md, "A second ruleset"). A ruleset (ruleset.py)
plugs in its state, frames, actions and notation, view per side, events and
rule ids; Gettysburg (gettysburg_desktop/rules) is the first."""
