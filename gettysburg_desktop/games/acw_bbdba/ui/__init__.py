"""ACW-BBDBA's part of the play window: the table scene, what glows, the
commands' panel and the window part the registry asks for (Qt here only)."""
