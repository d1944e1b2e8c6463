"""Math Scrabble (rules by W. E. Goldwater): Scrabble played with equations.

- ``tiles``: the tile set, its counts and points, racks.
- ``equation``: the equation grammar and its exact evaluator, with reasons.
- ``board``: the 15x15 board, its premium squares, and what can be on it.
- ``scoring``: whether a play is legal and what it scores (the one scorer).
- ``moves``: every legal play for a board and rack, or the best ones,
  proven or not; ``search`` is the line search behind it, with
  ``crosschecks``, ``terms`` (a last term solved for), ``bounds`` and
  ``budget``.
- ``state``: the game through the interface every game offers, with the
  bag as explicit chance; plays in Scrabble's notation.
- ``game``: self-play, the best play each turn.
- ``answers``: its answers as JSON-ready dicts.

The decisions where the seed is silent are in ``docs/math-scrabble.md``.
"""
