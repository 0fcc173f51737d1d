"""Finsterland's rules, pure Python (no Qt, no YAML): its tables first."""
