"""Gettysburg's scenarios: the scenario file format (docs/scenario-format.md),
its sections, and the catalog of the scenarios shipped with the program."""
