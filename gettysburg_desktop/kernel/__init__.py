"""The game kernel: the gateway every game goes through, knowing nothing of
any one game (docs/engine.md, "A second ruleset"). A ruleset (ruleset.py)
plugs in its state, frames, actions and notation, view per side, events and
rule ids. What a game provides and what may be asked of it are the
protocols of protocols.py; its actions are action.py's ``Action`` with its
vocabulary (notation.py); its chance comes from dice.py and deck.py
(docs/kernel.md)."""
