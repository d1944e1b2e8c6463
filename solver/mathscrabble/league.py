"""The league: the players Math Scrabble's tournaments set against each
other, as Macondo and MAGPIE measure strength, against several fixed
opponents the engine was not built around.

- ``score``: the highest-scoring play the search finds.
- ``tiles``: the tile-dumper: the play laying the most tiles, then the
  highest score, among the plays the generator finds within the budget.
- ``random``: a play drawn at random (from a generator seeded by the deal
  and the seat) among the plays the generator finds within the budget.
- ``equity``: score plus leave, the six-scoreless-turn end (it sees the
  scoreless turns so far and the spread) and the endgame
  (``choice.choose``).

Every player is held to a budget of search steps a turn, not time, so a
game repeats on any machine.  With no play found, each but ``equity``
exchanges its whole rack while the bag holds a rack's worth, else passes
(``choice.no_play``); ``equity`` decides its exchanges itself.
"""

from __future__ import annotations

import enum
import random
from collections import Counter

from solver.mathscrabble.choice import choose, no_play
from solver.mathscrabble.equity import Choice, Ranking
from solver.mathscrabble.leave import LeaveModel
from solver.mathscrabble.moves import best_plays, generate
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.state import Kind, MathScrabbleState
from solver.mathscrabble.tiles import rack_counts


class Player(enum.Enum):
    """A league player, by the name the tournaments and benches use."""

    SCORE = "score"
    TILES = "tiles"
    RANDOM = "random"
    EQUITY = "equity"


_RANKED = {Player.SCORE: Ranking.SCORE, Player.EQUITY: Ranking.EQUITY}
"""The players that are a ranking of ``choice.choose``."""


def take_turn(
    player: Player,
    state: MathScrabbleState,
    *,
    model: LeaveModel,
    max_steps: int | None,
    rng: random.Random,
) -> Choice:
    """The turn ``player`` takes for the seat to move in ``state`` (see the
    module): ``rng`` draws the random player's play, ``model`` values the
    equity player's leaves."""
    seat = state.to_move
    rack = rack_counts(state.racks[seat])
    ranking = _RANKED.get(player)
    if ranking is not None:
        return choose(
            state.board,
            rack,
            state.bonus,
            ranking=ranking,
            bag=len(state.bag),
            model=model,
            opponent=rack_counts(state.racks[1 - seat]),
            max_steps=max_steps,
            scoreless=state.scoreless,
            spread=state.scores[seat] - state.scores[1 - seat],
        )
    plays = _found(state, rack, max_steps)
    if not plays:
        return no_play(len(state.bag))
    plays.sort(key=Play.key)  # the generator's order is the search's, not the rules'
    if player is Player.TILES:
        play = max(plays, key=lambda p: (len(p.tiles), p.score))  # the first of the most
    else:
        play = rng.choice(plays)
    return Choice(Kind.PLAY, play, None, float(play.score))


def _found(state: MathScrabbleState, rack: Counter[str], max_steps: int | None) -> list[Play]:
    """The legal plays the generator finds within ``max_steps``; a search
    that found none by then goes on for a first one (as ``best_plays``
    does), so an empty list means there is no legal play."""
    plays: list[Play] = []
    finished = generate(state.board, rack, state.bonus, plays.append, max_steps=max_steps)
    if plays or finished:
        return plays
    return list(best_plays(state.board, rack, state.bonus, limit=1, max_steps=max_steps).plays)
