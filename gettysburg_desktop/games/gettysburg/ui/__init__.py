"""Gettysburg in the play window: the board scene with its pieces, the
chart dock (victory areas, orders, reinforcements) and the battle panel."""
