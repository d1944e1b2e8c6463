"""Choosing a turn to win, not just to score: equity, as Scrabble programs
rank plays.

A play's equity is its score plus the value of the tiles it keeps (the
leave, ``leave.LeaveModel``) while the bag holds tiles; an exchange's is the
value of the tiles it keeps.  The candidates are the best plays by score
(``CANDIDATES`` of them, from the best-first search): a play outside them
scores no more than the last, so its equity is at most that score plus the
best leave the rack can keep, which is what ``proven`` checks.

With the bag empty the unseen tiles are the opponent's rack, and the game
is one of perfect information: each candidate (and passing) is searched two
plies deep, the opponent answering with the reply that does the most for
them (its score, plus the digits left on this rack if it goes out), and
ranked by the spread: points made minus points given away, a play that goes
out gaining the digits left on the opponent's rack.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from itertools import product

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.leave import NO_LEAVES, LeaveModel
from solver.mathscrabble.moves import Found, best_plays
from solver.mathscrabble.scoring import Play, place
from solver.mathscrabble.tiles import BAG, DIGITS, RACK_SIZE, over_issue, rack_left

CANDIDATES = 10
"""How many of the best plays by score are ranked by equity."""
REPLIES = 5
"""How many of the opponent's best replies by score the endgame weighs."""


class Ranking(enum.Enum):
    """How plays are ranked: by their score, or by their equity."""

    SCORE = "score"
    EQUITY = "equity"


class Action(enum.Enum):
    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"


@dataclass(frozen=True)
class Ranked:
    """A play and its equity (its score plus its leave's value; in the
    endgame, the spread it leads to)."""

    play: Play
    equity: float


@dataclass(frozen=True)
class Choice:
    """A turn chosen: a play, an exchange keeping ``keep``, or a pass; its
    equity; and the plays weighed, best first."""

    action: Action
    play: Play | None
    keep: Counter[str] | None
    equity: float
    ranked: tuple[Ranked, ...] = ()


def digits_on(rack: Counter[str]) -> int:
    """What the number tiles on ``rack`` add to the score of a player who
    goes out (a blank counts nothing)."""
    return sum(int(face) * count for face, count in rack.items() if face in DIGITS)


def leave_of(rack: Counter[str], play: Play) -> Counter[str]:
    """The tiles ``play`` keeps from ``rack``."""
    return rack_left(rack, ((tile.face, tile.blank) for tile in play.tiles))


def best_keep(rack: Counter[str], model: LeaveModel) -> tuple[Counter[str], float]:
    """The tiles of ``rack`` most worth keeping through an exchange (fewer
    than all of them) and their value; ties go to fewer tiles kept, then to
    the first in face order."""
    kinds = sorted(rack)
    best: tuple[float, int, tuple[int, ...]] | None = None
    total = sum(rack.values())
    for counts in product(*(range(rack[kind] + 1) for kind in kinds)):
        kept = sum(counts)
        if kept == total:
            continue  # an exchange returns at least one tile
        keep = Counter({kind: n for kind, n in zip(kinds, counts, strict=True) if n})
        value = model.value(keep)
        key = (value, -kept, tuple(-n for n in counts))
        if best is None or key > best:
            best = key
    assert best is not None
    keep = Counter({kind: -n for kind, n in zip(kinds, best[2], strict=True) if n})
    return keep, best[0]


def best_leave(rack: Counter[str], model: LeaveModel) -> float:
    """The most any tiles ``rack`` keeps can be worth (keeping none is 0)."""
    return max(0.0, best_keep(rack, model)[1]) if sum(rack.values()) > 1 else 0.0


def rank_by_equity(found: Found, rack: Counter[str], model: LeaveModel) -> list[Ranked]:
    """``found``'s plays ranked by equity, ties by the plays' order."""
    ranked = [Ranked(play, play.score + model.value(leave_of(rack, play))) for play in found.plays]
    return sorted(ranked, key=lambda r: (-r.equity, r.play.key()))


def weighed_all(found: Found) -> bool:
    """Whether ``found`` holds every legal play (the search finished and
    kept all it found)."""
    return found.finished and found.count == len(found.plays)


def equity_proven(
    found: Found, ranked: list[Ranked], rack: Counter[str], model: LeaveModel
) -> bool:
    """Whether no play left out of ``ranked`` can have more equity than its
    last: true when ``found`` holds every legal play; else one left out of
    ``found`` scores at most the last play found (when ``found`` is
    proven), and keeps at most the rack's best leave."""
    if weighed_all(found):
        return True
    if not found.proven or not ranked:
        return False
    return found.plays[-1].score + best_leave(rack, model) <= ranked[-1].equity


def endgame(
    board: Board,
    rack: Counter[str],
    opponent: Counter[str],
    bonus: Bonus,
    *,
    candidates: int = CANDIDATES,
    replies: int = REPLIES,
    max_steps: int | None = None,
    budget_seconds: float | None = None,
) -> tuple[list[Ranked], Found, float]:
    """With the bag empty: the best ``candidates`` plays by score, each
    ranked by the spread two plies give (see the module; the opponent
    weighs its best ``replies`` plays by score), the search for them, and
    the spread of passing.  Half the budget goes to finding the candidates,
    the other half to the replies, shared equally."""
    # Half the budget finds the candidates; the replies to each (and to
    # passing) share the other half.
    replied = candidates + 1
    half_steps = None if max_steps is None else max(1, max_steps // 2)
    half_seconds = None if budget_seconds is None else budget_seconds / 2
    found = best_plays(
        board, rack, bonus, limit=candidates, max_steps=half_steps, budget_seconds=half_seconds
    )
    share_steps = None if half_steps is None else max(1, half_steps // replied)
    share_seconds = None if half_seconds is None else half_seconds / replied

    def reply(after: Board, kept: Counter[str]) -> int:
        answers = best_plays(
            after,
            opponent,
            bonus,
            limit=replies,
            max_steps=share_steps,
            budget_seconds=share_seconds,
        )
        return max(
            (
                play.score + (digits_on(kept) if _goes_out(opponent, play) else 0)
                for play in answers.plays
            ),
            default=0,
        )

    ranked = []
    for play in found.plays:
        kept = leave_of(rack, play)
        spread: float
        if not kept:
            spread = play.score + digits_on(opponent)
        else:
            spread = play.score - reply(place(board, play.tiles), kept)
        ranked.append(Ranked(play, spread))
    ranked.sort(key=lambda r: (-r.equity, r.play.key()))
    passing = -reply(board, rack)
    return ranked, found, passing


def _goes_out(rack: Counter[str], play: Play) -> bool:
    return len(play.tiles) == sum(rack.values())


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
) -> Choice:
    """The turn to take with ``rack`` on ``board`` when the bag holds
    ``bag`` tiles: by ``ranking``; with the bag empty and the ``opponent``'s
    rack known, by equity the endgame's spread.  An exchange (allowed while
    the bag holds a rack's worth) is chosen when no play is found, or, by
    equity, when keeping the best tiles is worth more than every play."""
    can_exchange = bag >= RACK_SIZE
    if ranking is Ranking.SCORE:
        found = best_plays(
            board, rack, bonus, limit=1, max_steps=max_steps, budget_seconds=budget_seconds
        )
        if found.plays:
            play = found.plays[0]
            return Choice(Action.PLAY, play, None, float(play.score), (Ranked(play, play.score),))
        if can_exchange:
            return Choice(Action.EXCHANGE, None, Counter(), 0.0)
        return Choice(Action.PASS, None, None, 0.0)
    if bag == 0 and opponent is not None:
        ranked, _, passing = endgame(
            board, rack, opponent, bonus, max_steps=max_steps, budget_seconds=budget_seconds
        )
        if ranked and ranked[0].equity >= passing:
            return Choice(Action.PLAY, ranked[0].play, None, ranked[0].equity, tuple(ranked))
        return Choice(Action.PASS, None, None, passing, tuple(ranked))
    found = best_plays(
        board, rack, bonus, limit=CANDIDATES, max_steps=max_steps, budget_seconds=budget_seconds
    )
    ranked = rank_by_equity(found, rack, model) if bag else _by_score(found)
    if can_exchange:
        keep, value = best_keep(rack, model)
        if not ranked or value > ranked[0].equity:
            return Choice(Action.EXCHANGE, None, keep, value, tuple(ranked))
    if ranked:
        return Choice(Action.PLAY, ranked[0].play, None, ranked[0].equity, tuple(ranked))
    return Choice(Action.PASS, None, None, 0.0)


def _by_score(found: Found) -> list[Ranked]:
    return [Ranked(play, float(play.score)) for play in found.plays]


@dataclass(frozen=True)
class Advice:
    """What ``/moves`` answers: the plays weighed, best first by the
    ranking, with their equity; whether they are proven; the search behind
    them; and, by equity while an exchange is allowed, the tiles best kept
    through one and their value."""

    ranked: tuple[Ranked, ...]
    found: Found
    proven: bool
    exchange: tuple[Counter[str], float] | None


def unseen(board: Board, rack: Counter[str]) -> Counter[str]:
    """The tiles neither on ``board`` nor on ``rack``: the bag and the other
    racks."""
    return Counter(BAG) - board.counts() - rack


def bag_issue(board: Board, rack: Counter[str], bag: int | None, ranking: Ranking) -> str | None:
    """Why a bag of ``bag`` tiles cannot go with ``board`` and ``rack``
    (ranked by ``ranking``), or None."""
    if bag is None or over_issue(board.counts() + rack):
        return None  # the search names tiles the set does not have
    hidden = unseen(board, rack).total()
    if bag > hidden:
        return (
            f"the bag cannot hold {bag} tiles: only {hidden} are neither on the board "
            "nor on the rack"
        )
    if bag == 0 and ranking is Ranking.EQUITY and hidden > RACK_SIZE:
        return (
            f"with the bag empty, the {hidden} tiles neither on the board nor on the rack "
            f"are the opponent's rack, but a rack holds at most {RACK_SIZE} (the endgame "
            "search is for two players)"
        )
    return None


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
) -> Advice:
    """The best ``limit`` plays by ``ranking`` when the bag holds ``bag``
    tiles (None: unknown, taken as enough to refill the rack).  By score:
    the best plays by score, each with its equity.  By equity: the best
    ``CANDIDATES`` (or ``limit``) plays by score ranked by equity; with the
    bag empty, in a two-player game, by the endgame's spread against the
    unseen tiles as the opponent's rack."""
    if ranking is Ranking.EQUITY and bag == 0:
        opponent = unseen(board, rack)
        ranked, found, _ = endgame(
            board,
            rack,
            opponent,
            bonus,
            candidates=max(limit, CANDIDATES),
            budget_seconds=budget_seconds,
            max_steps=max_steps,
        )
        return Advice(tuple(ranked[:limit]), found, weighed_all(found), None)
    count = limit if ranking is Ranking.SCORE else max(limit, CANDIDATES)
    found = best_plays(
        board, rack, bonus, limit=count, budget_seconds=budget_seconds, max_steps=max_steps
    )
    valued = model if bag != 0 else NO_LEAVES
    ranked = rank_by_equity(found, rack, valued)
    if ranking is Ranking.SCORE:
        by_key = {r.play.key(): r for r in ranked}
        return Advice(tuple(by_key[p.key()] for p in found.plays), found, found.proven, None)
    kept = tuple(ranked[:limit])
    exchange = best_keep(rack, model) if bag is None or bag >= RACK_SIZE else None
    return Advice(kept, found, equity_proven(found, list(kept), rack, model), exchange)
