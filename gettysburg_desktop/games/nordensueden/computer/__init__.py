"""Norden & Süden's kit for the computer players (ai/kit.py)."""
