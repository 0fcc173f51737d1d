"""Finsterland as a game on the kernel (kernel/ruleset.py, kernel/gateway.py):
its sides, its state, the round of seven steps as frames (FL-SEQ), its
actions and their notation, what each side may see, and the ruleset the
gateway plays. It stands on the rules' numbers (rules/) and what measures
on the table (field/); no Qt, no YAML (its scenario and army files are
read one level up)."""
