"""Gettysburg's kit for the computer players (ai/kit.py): the evaluation
of a position and the rollout policy the search plays its plans out with."""
