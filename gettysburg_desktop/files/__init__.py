"""The program's files, any game's (issue 23): YAML read safely with every
problem named by file and place, YAML written readably, files written
atomically, and what kind of file a document is. Qt-free, below the board
kinds and the games."""
