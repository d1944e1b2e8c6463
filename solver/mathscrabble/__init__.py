"""Math Scrabble (rules by W. E. Goldwater): Scrabble played with equations.

- ``tiles``: the tile set, its counts and points, racks.
- ``equation``: the equation grammar and its exact evaluator, with reasons.
- ``board``: the 15x15 board, its premium squares, and what can be on it.
- ``scoring``: whether a play is legal and what it scores (the one scorer).
- ``moves``: every legal play for a board and rack, best first;
  ``search`` is the search behind it.
- ``game``: a self-play game with a bag, racks, exchanges and passes.

The decisions where the seed is silent are in ``docs/math-scrabble.md``.
"""
