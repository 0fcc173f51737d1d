"""What ACW-BBDBA measures on the free table (shapely, millimetres): the
elements' bases, the going, sight, fields of fire and targets, contact,
command distance, and where an outcome moves an element."""
