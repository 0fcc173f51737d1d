"""Finsterland's computer kit (ai/kit.py): what the computer players know of the game besides its rules."""
