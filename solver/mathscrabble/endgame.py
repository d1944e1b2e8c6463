"""Math Scrabble's endgame: with the bag empty, the unseen tiles are the
opponent's rack and the game is one of perfect information.

Each candidate (and passing) is searched two plies deep, the opponent
answering with the reply that does the most for them (its score, plus the
digits left on this rack if it goes out), and ranked by the spread: points
made minus points given away, a play that goes out gaining the digits left
on the opponent's rack.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import CANDIDATES, Ranked, leave_of, weighed_all
from solver.mathscrabble.moves import MAX_OVERRUN, Found, best_plays
from solver.mathscrabble.scoring import Play, place
from solver.mathscrabble.tiles import digits_on

REPLIES = 5
"""How many of the opponent's best replies by score the endgame weighs."""


@dataclass(frozen=True)
class Endgame:
    """The plays weighed two plies deep, best spread first; the search for
    the candidates; the spread of passing (if asked); and whether the
    ranking is proven: every legal play weighed, each against replies
    proven to be the opponent's best by score."""

    ranked: tuple[Ranked, ...]
    found: Found
    passing: float | None
    proven: bool


class _Replies:
    """The opponent's best replies, searched one position after another,
    each with an equal share of what is left of the budget."""

    def __init__(
        self,
        opponent: Counter[str],
        bonus: Bonus,
        replies: int,
        waiting: int,
        steps_each: int | None,
        budget_seconds: float | None,
        deadline: float | None,
    ) -> None:
        self.opponent, self.bonus, self.replies = opponent, bonus, replies
        self.waiting = waiting
        """How many positions are still to be answered."""
        self.steps_each, self.budget_seconds, self.deadline = steps_each, budget_seconds, deadline
        self.all_proven = True
        """Whether every reply searched so far is proven the best by score."""

    def best(self, after: Board, kept: Counter[str], first: bool) -> int | None:
        """What the opponent's best reply on ``after`` does for them (this
        rack keeping ``kept``); None when no time is left to search it, but
        the ``first`` position is always searched."""
        seconds = None
        if self.deadline is not None:
            seconds = (self.deadline - time.monotonic()) / max(1, self.waiting)
            if seconds <= 0:
                if not first:
                    return None
                seconds = (self.budget_seconds or 0) / (2 * max(1, self.waiting))
        answers = best_plays(
            after,
            self.opponent,
            self.bonus,
            limit=self.replies,
            max_steps=self.steps_each,
            budget_seconds=seconds,
            overrun=MAX_OVERRUN if first else 1,
        )
        self.all_proven = self.all_proven and answers.proven
        return max(
            (
                play.score + (digits_on(kept) if _goes_out(self.opponent, play) else 0)
                for play in answers.plays
            ),
            default=0,
        )


def endgame(
    board: Board,
    rack: Counter[str],
    opponent: Counter[str],
    bonus: Bonus,
    *,
    candidates: int = CANDIDATES,
    replies: int = REPLIES,
    passing: bool = False,
    max_steps: int | None = None,
    budget_seconds: float | None = None,
) -> Endgame:
    """With the bag empty: the best ``candidates`` plays by score, each
    ranked by the spread two plies give (see the module; the opponent
    weighs its best ``replies`` plays by score), and with ``passing`` the
    spread of passing.

    Half the budget finds the candidates (a search that has found none
    goes on for a first one, as ``best_plays`` does, up to the whole
    request's ceiling); the replies share what is left, one after another
    in the candidates' order, each with an equal share of the time left and
    none beyond it, so a candidate whose reply there was no time for is not
    listed (but the first is always weighed).  A reply search that runs out
    counts the best reply it found (then the ranking is not proven)."""
    deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
    half_steps = None if max_steps is None else max(1, max_steps // 2)
    found = best_plays(
        board,
        rack,
        bonus,
        limit=candidates,
        max_steps=half_steps,
        budget_seconds=None if budget_seconds is None else budget_seconds / 2,
        overrun=2 * MAX_OVERRUN,
    )
    waiting = sum(1 for play in found.plays if leave_of(rack, play)) + passing
    steps_each = None
    if max_steps is not None and half_steps is not None:
        steps_each = max(1, (max_steps - half_steps) // max(1, waiting))
    search = _Replies(opponent, bonus, replies, waiting, steps_each, budget_seconds, deadline)
    ranked = []
    weighed_every = True
    for play in found.plays:
        kept = leave_of(rack, play)
        if not kept:
            ranked.append(Ranked(play, float(play.score + digits_on(opponent))))
            continue
        answer = search.best(place(board, play.tiles), kept, first=not ranked)
        search.waiting -= 1
        if answer is None:
            weighed_every = False
            continue
        ranked.append(Ranked(play, float(play.score - answer)))
    ranked.sort(key=lambda r: (-r.equity, r.play.key()))
    passed = None
    if passing:
        answer = search.best(board, rack, first=not ranked)
        passed = None if answer is None else float(-answer)
    proven = weighed_all(found) and weighed_every and search.all_proven
    return Endgame(tuple(ranked), found, passed, proven)


def _goes_out(rack: Counter[str], play: Play) -> bool:
    return len(play.tiles) == sum(rack.values())
