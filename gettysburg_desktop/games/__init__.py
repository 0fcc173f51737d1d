"""The games, one package each (../shared/design/architecture.md, issue 23):
everything a game is (its rules, scenarios, computer kit, window parts and
editor parts) lives in its own folder, and nothing outside it names it.

- ``gettysburg/``: Martin Wallace's Gettysburg (rule ids R-...), on a map of
  polygon areas.
- ``nordensueden/``: Frank Chadwick's Norden & Süden (NS-...), on a map of
  boxes and links.

Games never import each other (import-linter's contracts in pyproject.toml
say so). Where the shell, the computer and the editor still name a game,
the contract "the shell does not name a game" lists each import as a debt
to pay off (issue 23).
"""
