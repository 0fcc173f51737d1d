"""ACW-BBDBA's kit for the shared search (kernel/kit.py)."""
