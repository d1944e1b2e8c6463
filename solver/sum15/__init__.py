"""Sum 15, a classroom card game of sets and sums, with hidden hands.

``cards``: cards as small ints and their names; ``rules``: what a played
card picks up; ``game``: the deal, played in turn; ``players``: random,
greedy and the suggester's policies; ``endgame``: exact play once every hand
is known and few cards are left; ``knowledge``: what one player knows;
``belief``: what the others may hold, and deals sampled from it;
``suggest``: the best card for what one player can know, by sampling the
cards it cannot see; ``tournament``: the
suggester against baselines.  The rules, and what the seed leaves open, are
in ``docs/sum15.md``.
"""
