"""Sum 15, a classroom card game of sets and sums, with hidden hands.

- ``cards``: cards as small ints and their names.
- ``rules``: what a played card picks up, and playing it onto the middle
  (the one statement of the rules).
- ``state``: the game through the interface every game offers, with the
  deal and the starters as explicit chance; what a seat knows as text.
- ``game``: the deal shuffled in one go and played in turn (the
  simulator's state); ``playout``: the same play on ranks alone, fast.
- ``players``: the random and greedy baselines.
- ``knowledge``: what one seat knows, checked by replaying the deal.
- ``belief``: what the others may hold, read from their plays; deals
  sampled from it.
- ``suggest``: the best card for what one seat can know, by sampling the
  cards it cannot see; ``tournament``: the suggester against the baselines.
- ``endgame``: exact play once every hand is known (a reference for tests).
- ``answers``: its answers as JSON-ready dicts.

The rules, and what the seed leaves open, are in ``docs/sum15.md``.
"""
