"""ACW after Big Battle DBA, the fourth game, on the free table (issue 25;
its rules: the restated acw-bbdba.md, BB- ids, with the rulings BB-RUL-1 to
BB-RUL-9 binding).

Begun from the bottom: rules/, pure Python, holds the game's numbers and
tables (scale, troop types, the army lists, the combat factors and the
outcome table, PIPs and command distance, demoralisation and defeat). What
measures on the table (field/), the game on the kernel (game/), the
computer's kit, the window and the army builder are still to come; until
they do, the game is not registered and the program does not offer it.
"""
