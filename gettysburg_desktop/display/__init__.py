"""What every window part shares to show things, below the games and the
shell (issue 23): the palette, the art, the words a side and a count are
said in, the translation of the engine's texts, a flow layout, the saved
settings' values. It knows no game and no window."""
