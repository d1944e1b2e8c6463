"""Choosing a turn to win, not just to score: equity, as Scrabble programs
rank plays.

A play's equity is its score plus the value of the tiles it keeps (the
leave, ``leave.LeaveModel``), refilled from the tiles the player cannot see
(``leave.Pool``), while the bag holds tiles; an exchange's is the value of
the tiles it keeps.  The candidates are the best plays by score
(``CANDIDATES`` of them, from the best-first search): a play outside them
scores no more than the last, so its equity is at most that score plus the
best leave the rack can keep, which is what ``proven`` checks.

With the bag empty, plays are ranked by the spread two plies give instead
(``endgame``); ``choice`` chooses a turn and advises ``/moves`` from both.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from itertools import product

from solver.mathscrabble.board import Board
from solver.mathscrabble.leave import LeaveModel, Pool
from solver.mathscrabble.moves import Found
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.state import SCORELESS_TURNS, Kind
from solver.mathscrabble.tiles import (
    BAG,
    BLANK,
    EQUALS,
    FACES,
    RACK_SIZE,
    over_issue,
    rack_left,
)

CANDIDATES = 10
"""How many of the best plays by score are ranked by equity (at least)."""
WIDEST = 8 * CANDIDATES
"""The most candidates a timed search widens to while its ranking by
equity is unproven (doubling from ``CANDIDATES``)."""


class Ranking(enum.Enum):
    """How plays are ranked: by their score, or by their equity."""

    SCORE = "score"
    EQUITY = "equity"


STREAK = 2
"""Scoreless turns in a row after which a play found is taken rather than
an exchange: from the third on, each scoreless turn brings the end within
the opponent's reach (issue 54: games of equity against itself ended on
six scoreless turns with 27 tiles in the bag, the leader exchanging at the
second and fourth while it had plays, then passing to end it)."""


class Stop(enum.Enum):
    """What a scoreless turn (an exchange or a pass) does to the end after
    six scoreless turns in a row, for the player taking it."""

    GOES_ON = "goes on"
    NEARS = "nears"
    """The third scoreless turn in a row or later, deciding nothing yet: it
    lets the opponent bring the end nearer, so a play found is taken."""
    WINS = "wins"
    """The sixth, taken while ahead: the game ends, won."""
    LOSES = "loses"
    """The sixth taken while not ahead (lost, or drawn), or the fifth: the
    opponent, not behind, may end the game with a scoreless turn of theirs."""


def scoreless_stop(scoreless: int, spread: int) -> Stop:
    """What a scoreless turn does for a player ``spread`` points ahead
    (behind if negative) after ``scoreless`` scoreless turns in a row.

    >>> scoreless_stop(5, 3), scoreless_stop(5, 0), scoreless_stop(4, -2), scoreless_stop(4, 1)
    (<Stop.WINS: 'wins'>, <Stop.LOSES: 'loses'>, <Stop.LOSES: 'loses'>, <Stop.NEARS: 'nears'>)
    >>> scoreless_stop(1, -40), scoreless_stop(2, -40)
    (<Stop.GOES_ON: 'goes on'>, <Stop.NEARS: 'nears'>)
    """
    turns = scoreless + 1
    if turns >= SCORELESS_TURNS:
        return Stop.WINS if spread > 0 else Stop.LOSES
    if turns == SCORELESS_TURNS - 1 and spread <= 0:
        return Stop.LOSES
    if scoreless >= STREAK:
        return Stop.NEARS
    return Stop.GOES_ON


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

    action: Kind
    play: Play | None
    keep: Counter[str] | None
    equity: float
    ranked: tuple[Ranked, ...] = ()


def leave_of(rack: Counter[str], play: Play) -> Counter[str]:
    """The tiles ``play`` keeps from ``rack``."""
    return rack_left(rack, ((tile.face, tile.blank) for tile in play.tiles))


def best_keep(
    rack: Counter[str], model: LeaveModel, pool: Pool, *, first_play: bool = False
) -> tuple[Counter[str], float]:
    """The tiles of ``rack`` most worth keeping through an exchange (fewer
    than all of them), refilled from ``pool``, and their value; ties go to
    fewer tiles kept, then to
    fewer of the tiles first in face order (``0`` to ``9``, the operators,
    ``=``, the blank).  Before the ``first_play`` (an empty board), a rack's
    ``=`` is kept: the first play is a whole equation from the rack, and the
    leave model, fitted to games under way, does not see it (issue 54: two
    racks giving back every ``=`` left a game 0-0 after six exchanges)."""
    kinds = [kind for kind in FACES + BLANK if rack[kind]]
    best: tuple[float, int, tuple[int, ...]] | None = None
    total = sum(rack.values())
    needs_equals = first_play and rack[EQUALS] > 0 and total > 1
    for counts in product(*(range(rack[kind] + 1) for kind in kinds)):
        kept = sum(counts)
        if kept == total:
            continue  # an exchange returns at least one tile
        keep = Counter({kind: n for kind, n in zip(kinds, counts, strict=True) if n})
        if needs_equals and not keep[EQUALS]:
            continue
        value = model.value(keep, pool)
        key = (value, -kept, tuple(-n for n in counts))
        if best is None or key > best:
            best = key
    assert best is not None
    keep = Counter({kind: -n for kind, n in zip(kinds, best[2], strict=True) if n})
    return keep, best[0]


def best_leave(rack: Counter[str], model: LeaveModel, pool: Pool) -> float:
    """The most any tiles ``rack`` keeps, refilled from ``pool``, can be
    worth: the best of every proper part of the rack, kept or not."""
    empty = model.value(Counter(), pool)
    return max(empty, best_keep(rack, model, pool)[1]) if rack.total() > 1 else empty


def rank_by_equity(
    found: Found, rack: Counter[str], model: LeaveModel, pool: Pool
) -> list[Ranked]:
    """``found``'s plays ranked by equity, their leaves refilled from
    ``pool``; ties by the plays' order."""
    ranked = [
        Ranked(play, play.score + model.value(leave_of(rack, play), pool)) for play in found.plays
    ]
    return sorted(ranked, key=lambda r: (-r.equity, r.play.key()))


def weighed_all(found: Found) -> bool:
    """Whether ``found`` holds every legal play (the search finished and
    kept all it found)."""
    return found.finished and found.count == len(found.plays)


def equity_proven(
    found: Found, ranked: list[Ranked], rack: Counter[str], model: LeaveModel, pool: Pool
) -> bool:
    """Whether no play left out of ``ranked`` can have more equity than its
    last: true when ``found`` holds every legal play; else one left out of
    ``found`` scores at most the last play found (when ``found`` is
    proven), and keeps at most the rack's best leave."""
    if weighed_all(found):
        return True
    if not found.proven or not ranked:
        return False
    return found.plays[-1].score + best_leave(rack, model, pool) <= ranked[-1].equity


def unseen(board: Board, rack: Counter[str]) -> Counter[str]:
    """The tiles neither on ``board`` nor on ``rack``: the bag and the other
    racks."""
    return Counter(BAG) - board.counts() - rack


def refill_pool(board: Board, rack: Counter[str], bag: int | None) -> Pool:
    """What a turn's leave from ``rack`` on ``board`` is refilled from,
    with ``bag`` tiles in the bag (None: unknown, taken as enough)."""
    return Pool.of(unseen(board, rack), bag)


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
