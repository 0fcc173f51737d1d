"""Finsterland's rules: Python and the free table's measures (boards/table,
shapely), no Qt, no YAML: its tables, its formations, its movement."""
