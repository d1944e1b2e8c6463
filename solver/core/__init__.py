"""What every game shares, written once.

- ``game``: the one interface every game's state offers (after OpenSpiel):
  its kind, whose turn, legal actions, apply, over or not, returns, what a
  seat knows; chance as explicit outcomes.
- ``play``: a bot's choice by skill and seed, the principal variation,
  random play; the largest seed.
- ``value``: a two-player game's value (outcome and plies) and its
  encodings; ``state``: in progress, won or drawn.
- ``errors``: the error shapes every game's errors take (``part``, ``index``).
- ``answers``: the answer shapes games share.
- ``files``: atomic writes.
"""
