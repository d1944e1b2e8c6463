"""Choosing a turn, and the advice ``/moves`` gives: by score, by equity
while the bag holds tiles (``equity``), and by the endgame's spread once it
is empty (``endgame``)."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

from solver.mathscrabble.board import Board
from solver.mathscrabble.endgame import endgame
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import (
    CANDIDATES,
    WIDEST,
    Choice,
    Ranked,
    Ranking,
    Stop,
    best_keep,
    equity_proven,
    rank_by_equity,
    refill_pool,
    scoreless_stop,
    unseen,
)
from solver.mathscrabble.leave import NO_LEAVES, LeaveModel
from solver.mathscrabble.moves import Found, best_plays
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import RACK_SIZE, may_exchange


def choose(
    board: Board,
    rack: Counter[str],
    bonus: Bonus = Bonus.SQRT,
    *,
    ranking: Ranking,
    bag: int,
    model: LeaveModel,
    opponent: Counter[str] | None = None,
    max_steps: int | None = None,
    budget_seconds: float | None = None,
    scoreless: int = 0,
    spread: int = 0,
) -> Choice:
    """The turn to take with ``rack`` on ``board`` when the bag holds
    ``bag`` tiles: by ``ranking``; with the bag empty and the ``opponent``'s
    rack known, by equity the endgame's spread.  An exchange (allowed while
    the bag holds a rack's worth) is chosen when no play is found, or, by
    equity, when keeping the best tiles is worth more than every play.

    By equity, after ``scoreless`` scoreless turns in a row and ``spread``
    points ahead (behind if negative), a scoreless turn that ends the game
    won is taken (a pass), and, while there is a play, no exchange after
    ``equity.STREAK`` of them (none that could end it lost or drawn, or let
    the opponent end it so: ``equity.scoreless_stop``)."""
    if ranking is Ranking.SCORE:
        found = best_plays(
            board, rack, bonus, limit=1, max_steps=max_steps, budget_seconds=budget_seconds
        )
        if found.plays:
            play = found.plays[0]
            return Choice(Kind.PLAY, play, None, float(play.score), (Ranked(play, play.score),))
        return no_play(bag)
    stop = scoreless_stop(scoreless, spread)
    if stop is Stop.WINS:
        return Choice(Kind.PASS, None, None, float(spread))
    if bag == 0 and opponent is not None:
        end = endgame(
            board,
            rack,
            opponent,
            bonus,
            passing=stop in (Stop.GOES_ON, Stop.NEARS),
            max_steps=max_steps,
            budget_seconds=budget_seconds,
        )
        best = end.ranked[0] if end.ranked else None
        if best is not None and (end.passing is None or best.equity >= end.passing):
            return Choice(Kind.PLAY, best.play, None, best.equity, end.ranked)
        return Choice(Kind.PASS, None, None, end.passing or 0.0, end.ranked)
    found = best_plays(
        board, rack, bonus, limit=CANDIDATES, max_steps=max_steps, budget_seconds=budget_seconds
    )
    pool = refill_pool(board, rack, bag)
    ranked = rank_by_equity(found, rack, model, pool) if bag else _by_score(found)
    if may_exchange(bag) and (stop is Stop.GOES_ON or not ranked):
        keep, value = best_keep(rack, model, pool, first_play=not board.counts())
        if not ranked or value > ranked[0].equity:
            return Choice(Kind.EXCHANGE, None, keep, value, tuple(ranked))
    if ranked:
        return Choice(Kind.PLAY, ranked[0].play, None, ranked[0].equity, tuple(ranked))
    return Choice(Kind.PASS, None, None, 0.0)


def no_play(bag: int) -> Choice:
    """The turn of a player with no play, ranking by score: its whole rack
    exchanged while the bag holds a rack's worth, else a pass."""
    if may_exchange(bag):
        return Choice(Kind.EXCHANGE, None, Counter(), 0.0)
    return Choice(Kind.PASS, None, None, 0.0)


def _by_score(found: Found) -> list[Ranked]:
    return [Ranked(play, float(play.score)) for play in found.plays]


@dataclass(frozen=True)
class Advice:
    """What ``/moves`` answers: the plays weighed, best first by the
    ranking, with their equity; whether they are proven; the search behind
    them; by equity while an exchange is allowed, the tiles best kept
    through one and their value; and by equity, when a pass can be the best
    turn, what it is worth."""

    ranked: tuple[Ranked, ...]
    found: Found
    proven: bool
    exchange: tuple[Counter[str], float] | None
    passing: Passing | None = None


@dataclass(frozen=True)
class Passing:
    """What a pass is worth: the spread it leads to (the endgame's two
    plies, or the final spread); ``wins`` when it ends the game won (the
    sixth scoreless turn in a row, taken while ahead), better than any
    play."""

    equity: float
    wins: bool


def _endgame_advice(
    board: Board,
    rack: Counter[str],
    bonus: Bonus,
    limit: int,
    stop: Stop,
    winning: Passing | None,
    budget_seconds: float | None,
    max_steps: int | None,
) -> Advice:
    """``advise`` with the bag empty, by equity: the endgame's spread against
    the unseen tiles as the opponent's rack."""
    end = endgame(
        board,
        rack,
        unseen(board, rack),
        bonus,
        candidates=max(limit, CANDIDATES),
        passing=stop in (Stop.GOES_ON, Stop.NEARS),
        budget_seconds=budget_seconds,
        max_steps=max_steps,
    )
    weighed = None if end.passing is None else Passing(end.passing, False)
    return Advice(end.ranked[:limit], end.found, end.proven, None, winning or weighed)


def advise(
    board: Board,
    rack: Counter[str],
    bonus: Bonus = Bonus.SQRT,
    *,
    ranking: Ranking,
    limit: int,
    bag: int | None,
    model: LeaveModel,
    budget_seconds: float | None = None,
    max_steps: int | None = None,
    scoreless: int = 0,
    spread: int = 0,
) -> Advice:
    """The best ``limit`` plays by ``ranking`` when the bag holds ``bag``
    tiles (None: unknown, taken as enough to refill the rack if the rack is
    full, and as empty if it is not: a rack is refilled while the bag holds
    tiles).  By score:
    the best plays by score, each with its equity.  By equity: the best
    ``CANDIDATES`` (or ``limit``) plays by score ranked by equity, twice as
    many again (up to ``WIDEST``) while that ranking is unproven and a
    ``budget_seconds`` has time left; with the
    bag empty, in a two-player game, by the endgame's spread against the
    unseen tiles as the opponent's rack.  After ``scoreless`` scoreless
    turns in a row, ``spread`` points ahead, no exchange is offered after
    ``equity.STREAK`` of them while a play is found (none that could end
    the game lost or drawn, or let the opponent end it so:
    ``equity.scoreless_stop``); a pass that ends it won is offered
    (``Passing``), and so is one the endgame weighs as a turn."""
    stop = scoreless_stop(scoreless, spread)
    winning = Passing(float(spread), True) if stop is Stop.WINS else None
    if ranking is Ranking.EQUITY and bag == 0:
        return _endgame_advice(board, rack, bonus, limit, stop, winning, budget_seconds, max_steps)
    # A rack refilled to nine while the bag holds tiles: a shorter one says
    # the bag is empty, whatever ``bag`` left unsaid.
    empty = bag == 0 or (bag is None and rack.total() < RACK_SIZE)
    valued = NO_LEAVES if empty else model
    pool = refill_pool(board, rack, bag)
    if ranking is Ranking.SCORE:
        found = best_plays(
            board, rack, bonus, limit=limit, budget_seconds=budget_seconds, max_steps=max_steps
        )
        by_key = {r.play.key(): r for r in rank_by_equity(found, rack, valued, pool)}
        return Advice(tuple(by_key[p.key()] for p in found.plays), found, found.proven, None)
    can_exchange = not empty and (bag is None or may_exchange(bag))
    deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
    count = max(limit, CANDIDATES)
    found = best_plays(
        board, rack, bonus, limit=count, budget_seconds=budget_seconds, max_steps=max_steps
    )
    kept = tuple(rank_by_equity(found, rack, valued, pool)[:limit])
    proven = equity_proven(found, list(kept), rack, valued, pool)
    # Unproven with time left, the candidates are widened: the last one
    # found then scores less, and the proof has more room.
    while deadline is not None and not proven and found.proven and count < WIDEST:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        count *= 2
        wider = best_plays(
            board, rack, bonus, limit=count, budget_seconds=left, max_steps=max_steps
        )
        if not wider.proven:
            break  # out of time: the narrower list, proven by score, stands
        found = wider
        kept = tuple(rank_by_equity(found, rack, valued, pool)[:limit])
        proven = equity_proven(found, list(kept), rack, valued, pool)
    if kept and stop is not Stop.GOES_ON:
        can_exchange = False
    exchange = (
        best_keep(rack, model, pool, first_play=not board.counts()) if can_exchange else None
    )
    return Advice(kept, found, proven, exchange, winning)
