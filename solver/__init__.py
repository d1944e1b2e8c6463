"""fifteen's engines: four numeric games, each a package named after it.

- ``tictactoe``: numeric tic-tac-toe, Graham's game, Nygaard's game and any
  variant of them, solved exactly (tables for the named games, variants on
  demand).
- ``pick15``: Number Scrabble (Pick15), solved exactly in memory.
- ``mathscrabble``: Math Scrabble, Scrabble with equations: the exact rules
  and a best-first move search with proofs.
- ``sum15``: Sum 15, a card game with hidden hands: the exact rules and a
  suggester that samples what a seat cannot see.
- ``core``: what every game shares: values, errors.

Pure Python: nothing here imports the web stack or serving machinery.
"""
