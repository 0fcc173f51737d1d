"""The free table's Qt parts: the items that draw the table, its features, sectors, objectives and bases."""
