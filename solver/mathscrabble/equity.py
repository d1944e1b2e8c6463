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
import time
from collections import Counter
from dataclasses import dataclass
from itertools import product

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.leave import NO_LEAVES, LeaveModel
from solver.mathscrabble.moves import MAX_OVERRUN, Found, best_plays
from solver.mathscrabble.scoring import Play, place
from solver.mathscrabble.tiles import (
    BAG,
    BLANK,
    FACES,
    RACK_SIZE,
    digits_on,
    over_issue,
    rack_left,
)

CANDIDATES = 10
"""How many of the best plays by score are ranked by equity (at least)."""
WIDEST = 8 * CANDIDATES
"""The most candidates a timed search widens to while its ranking by
equity is unproven (doubling from ``CANDIDATES``)."""
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


def leave_of(rack: Counter[str], play: Play) -> Counter[str]:
    """The tiles ``play`` keeps from ``rack``."""
    return rack_left(rack, ((tile.face, tile.blank) for tile in play.tiles))


def best_keep(rack: Counter[str], model: LeaveModel) -> tuple[Counter[str], float]:
    """The tiles of ``rack`` most worth keeping through an exchange (fewer
    than all of them) and their value; ties go to fewer tiles kept, then to
    fewer of the tiles first in face order (``0`` to ``9``, the operators,
    ``=``, the blank)."""
    kinds = [kind for kind in FACES + BLANK if rack[kind]]
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
    waiting = [play for play in found.plays if leave_of(rack, play)] + ([None] if passing else [])
    steps_each = None
    if max_steps is not None and half_steps is not None:
        steps_each = max(1, (max_steps - half_steps) // max(1, len(waiting)))
    all_proven = True

    def reply(after: Board, kept: Counter[str], first: bool) -> int | None:
        nonlocal all_proven
        seconds = None
        if deadline is not None:
            seconds = (deadline - time.monotonic()) / max(1, len(waiting))
            if seconds <= 0:
                if not first:
                    return None  # no time left to weigh it
                seconds = (budget_seconds or 0) / (2 * max(1, len(waiting)))
        answers = best_plays(
            after,
            opponent,
            bonus,
            limit=replies,
            max_steps=steps_each,
            budget_seconds=seconds,
            overrun=MAX_OVERRUN if first else 1,
        )
        all_proven = all_proven and answers.proven
        return max(
            (
                play.score + (digits_on(kept) if _goes_out(opponent, play) else 0)
                for play in answers.plays
            ),
            default=0,
        )

    ranked = []
    weighed_every = True
    for play in found.plays:
        kept = leave_of(rack, play)
        if not kept:
            ranked.append(Ranked(play, float(play.score + digits_on(opponent))))
            continue
        answer = reply(place(board, play.tiles), kept, first=not ranked)
        waiting.pop(0)
        if answer is None:
            weighed_every = False
            continue
        ranked.append(Ranked(play, float(play.score - answer)))
    ranked.sort(key=lambda r: (-r.equity, r.play.key()))
    passed = None
    if passing:
        answer = reply(board, rack, first=not ranked)
        passed = None if answer is None else float(-answer)
    proven = weighed_all(found) and weighed_every and all_proven
    return Endgame(tuple(ranked), found, passed, proven)


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
        end = endgame(
            board,
            rack,
            opponent,
            bonus,
            passing=True,
            max_steps=max_steps,
            budget_seconds=budget_seconds,
        )
        ranked = list(end.ranked)
        passing = float("-inf") if end.passing is None else end.passing
        if ranked and ranked[0].equity >= passing:
            return Choice(Action.PLAY, ranked[0].play, None, ranked[0].equity, end.ranked)
        return Choice(Action.PASS, None, None, passing, end.ranked)
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
    held = rack.total()
    if bag and held < RACK_SIZE:
        return (
            f"a rack of {_tiles(held)} cannot go with {_tiles(bag)} in the bag: a rack is "
            f"refilled to {RACK_SIZE} while the bag holds tiles"
        )
    if bag and (bag > hidden - RACK_SIZE or (hidden - bag) % RACK_SIZE):
        return (
            f"the bag cannot hold {_tiles(bag)}: {_tiles(hidden)} are neither on the board "
            f"nor on the rack, and while the bag holds tiles the other racks hold "
            f"{RACK_SIZE} each, so the bag holds {hidden} less {RACK_SIZE} for each other "
            f"player: {_possible_bags(hidden)}"
        )
    if bag == 0 and ranking is Ranking.EQUITY and hidden > RACK_SIZE:
        return (
            f"with the bag empty, the {_tiles(hidden)} neither on the board nor on the rack "
            f"are the opponent's rack, but a rack holds at most {RACK_SIZE} (the endgame "
            "search is for two players)"
        )
    return None


def _possible_bags(hidden: int) -> str:
    """The bags ``hidden`` unseen tiles can leave, in words.

    >>> _possible_bags(59), _possible_bags(12)
    ('50, 41, 32, 23, 14 or 5 tiles, or 0', '3 tiles, or 0')
    """
    bags = list(range(hidden - RACK_SIZE, 0, -RACK_SIZE))
    if not bags:
        return "only 0"
    shown = ", ".join(map(str, bags[:-1])) + (" or " if len(bags) > 1 else "") + str(bags[-1])
    return f"{shown} tiles, or 0"


def _tiles(count: int) -> str:
    return f"{count} tile" if count == 1 else f"{count} tiles"


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
    tiles (None: unknown, taken as enough to refill the rack if the rack is
    full, and as empty if it is not: a rack is refilled while the bag holds
    tiles).  By score:
    the best plays by score, each with its equity.  By equity: the best
    ``CANDIDATES`` (or ``limit``) plays by score ranked by equity, twice as
    many again (up to ``WIDEST``) while that ranking is unproven and a
    ``budget_seconds`` has time left; with the
    bag empty, in a two-player game, by the endgame's spread against the
    unseen tiles as the opponent's rack."""
    if ranking is Ranking.EQUITY and bag == 0:
        opponent = unseen(board, rack)
        end = endgame(
            board,
            rack,
            opponent,
            bonus,
            candidates=max(limit, CANDIDATES),
            budget_seconds=budget_seconds,
            max_steps=max_steps,
        )
        return Advice(end.ranked[:limit], end.found, end.proven, None)
    # A rack refilled to nine while the bag holds tiles: a shorter one says
    # the bag is empty, whatever ``bag`` left unsaid.
    empty = bag == 0 or (bag is None and rack.total() < RACK_SIZE)
    valued = NO_LEAVES if empty else model
    if ranking is Ranking.SCORE:
        found = best_plays(
            board, rack, bonus, limit=limit, budget_seconds=budget_seconds, max_steps=max_steps
        )
        by_key = {r.play.key(): r for r in rank_by_equity(found, rack, valued)}
        return Advice(tuple(by_key[p.key()] for p in found.plays), found, found.proven, None)
    can_exchange = not empty and (bag is None or bag >= RACK_SIZE)
    exchange = best_keep(rack, model) if can_exchange else None
    deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
    count = max(limit, CANDIDATES)
    found = best_plays(
        board, rack, bonus, limit=count, budget_seconds=budget_seconds, max_steps=max_steps
    )
    kept = tuple(rank_by_equity(found, rack, valued)[:limit])
    proven = equity_proven(found, list(kept), rack, model)
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
        kept = tuple(rank_by_equity(found, rack, valued)[:limit])
        proven = equity_proven(found, list(kept), rack, model)
    return Advice(kept, found, proven, exchange)
