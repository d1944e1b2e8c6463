"""Math Scrabble figures: time to a first play, to the proven best play,
and what the API's default budget answers.

Run: ``.venv/bin/python -m bench.mathscrabble_bench [--cap 30] [--boards N]
[--complete]``

The boards are 100 mid-game positions from seeded self-play, the player to
move holding a full nine-tile rack: the 50 of ``mathscrabble_boards.json``
(game ``i`` seeded with ``i``, stopped after ``8 + i % 8`` turns) and the 50
of ``mathscrabble_blank_boards.json`` (seeds from 1000, the same recipe, a
blank from the bag swapped into every rack that lacks one).  They are stored
so that the figures compare across versions of the generator (self-play
itself depends on it); ``--make-boards`` writes them again.

For each board: the time to the first legal play (as the API's engine,
``best_plays``, finds it: a rack with a blank is searched without it first;
before 2026-11-24 the bench timed the search with the blank straight away,
which the API never does), the median of three (before 2026-11-25 timed
once, so that the p99 of 100 boards was one run's noise on one board); the
time to the best play, proven (``best_plays`` with ``limit`` 1 and no
budget but the cap); and the
answer at the API's defaults (``limit`` 10, 1 s): whether it is proven and
whether its first play scores what the best play does.  With
``--complete``, the time to the complete list too (no longer a target).  A
search still running after ``--cap`` seconds is stopped and counted at the
cap.  Each time is also given as a multiple of a fixed calibration task
(1,000 equation checks, the median of three) run just before that board,
since these machines' speed drifts within a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import check
from solver.mathscrabble.moves import Found, best_plays, generate
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.tiles import BLANK, RACK_SIZE, rack_counts, rack_text

BOARDS = Path(__file__).parent / "data" / "mathscrabble_boards.json"
BLANK_BOARDS = Path(__file__).parent / "data" / "mathscrabble_blank_boards.json"
GAMES = 50


def make_board(seed: int, *, blank: bool = False) -> dict[str, Any] | None:
    """The board of game ``seed`` after ``8 + seed % 8`` turns and the rack
    to move, if that rack is full (and, with ``blank``, holds a blank: one
    from the bag takes the place of a tile drawn by the game's own random
    generator); None otherwise."""
    game = Game(seed=seed)
    for _ in range(8 + seed % 8):
        if not game.over:
            game.turn()
    rack = game.racks[game.to_move]
    if game.over or rack.total() != RACK_SIZE:
        return None
    if blank and not rack[BLANK]:
        if BLANK not in game.bag:
            return None
        given = game.random.choice(sorted(rack.elements()))
        rack[given] -= 1
        rack[BLANK] += 1
        game.bag[game.bag.index(BLANK)] = given
    return {
        "seed": seed,
        "board": game.board.rows(),
        "blanks": [[at // 15, at % 15] for at in sorted(game.board.blanks)],
        "rack": rack_text(rack),
    }


def make_boards(first_seed: int = 0, *, blank: bool = False) -> list[dict[str, Any]]:
    boards: list[dict[str, Any]] = []
    seed = first_seed
    while len(boards) < GAMES:
        made = make_board(seed, blank=blank)
        if made is not None:
            boards.append(made)
        seed += 1
    return boards


def stored_positions() -> list[dict[str, Any]]:
    """The stored boards, those of ``BOARDS`` then those of ``BLANK_BOARDS``:
    each its game's seed, board rows, blanks and rack."""
    stored: list[dict[str, Any]] = []
    for path in (BOARDS, BLANK_BOARDS):
        stored += json.loads(path.read_text())
    return stored


def board_and_rack(position: dict[str, Any]) -> tuple[Board, Counter[str]]:
    """The board of a stored position and the rack to move."""
    return Board.from_rows(position["board"], position["blanks"]), rack_counts(position["rack"])


def calibration() -> float:
    """Seconds for a fixed task: 1,000 checks of distinct equations."""
    started = time.perf_counter()
    for number in range(1000):
        check(f"{number}×{number}-{number}={number * number - number}")
    return time.perf_counter() - started


class _First(Exception):
    pass


def to_first_play(board: Board, rack: Counter[str], cap: float) -> float:
    """Seconds until the move engine, as the API calls it (``best_plays``:
    a rack with a blank is searched without it first), finds its first
    legal play (the cap if none)."""

    def stop(play: Play) -> None:
        raise _First

    started = time.perf_counter()
    try:
        best_plays(board, rack, limit=10, budget_seconds=cap, seen=stop)
    except _First:
        pass
    return time.perf_counter() - started


def timed(board: Board, rack: Counter[str], **options: Any) -> tuple[float, Found]:
    started = time.perf_counter()
    found = best_plays(board, rack, **options)
    return time.perf_counter() - started, found


def complete_list(board: Board, rack: Counter[str], cap: float) -> tuple[float, int | None]:
    """Seconds to every legal play, and the best score (None if capped)."""
    best = [-1]

    def seen(play: Play) -> None:
        best[0] = max(best[0], play.score)

    started = time.perf_counter()
    finished = generate(board, rack, emit=seen, deadline=time.monotonic() + cap)
    return time.perf_counter() - started, best[0] if finished else None


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _summary(name: str, values: list[float], units: list[float], quantiles: list[float]) -> str:
    ratios = [value / unit for value, unit in zip(values, units, strict=True)]
    shown = "  ".join(f"p{round(q * 100)} {_p(values, q):7.3f} s" for q in quantiles)
    times = "  ".join(f"p{round(q * 100)} {_p(ratios, q):6.0f}x" for q in quantiles)
    return f"{name:22s} {shown}   ({times} the calibration)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cap", type=float, default=30.0)
    parser.add_argument("--boards", type=int, default=2 * GAMES)
    parser.add_argument("--complete", action="store_true")
    parser.add_argument("--make-boards", action="store_true")
    args = parser.parse_args(argv)
    if args.make_boards or not BOARDS.exists():
        BOARDS.write_text(json.dumps(make_boards(), indent=1, ensure_ascii=False) + "\n")
    if args.make_boards or not BLANK_BOARDS.exists():
        made = make_boards(1000, blank=True)
        BLANK_BOARDS.write_text(json.dumps(made, indent=1, ensure_ascii=False) + "\n")
    positions = stored_positions()[: args.boards]
    units: list[float] = []
    firsts: list[float] = []
    bests: list[float] = []
    completes: list[float] = []
    proven = right = known = capped = 0
    for position in positions:
        board, rack = board_and_rack(position)
        # The machine's speed drifts within a run: calibrate next to each board.
        units.append(statistics.median(calibration() for _ in range(3)))
        firsts.append(statistics.median(to_first_play(board, rack, args.cap) for _ in range(3)))
        to_best, best = timed(board, rack, limit=1, budget_seconds=args.cap)
        bests.append(to_best)
        capped += not best.proven
        true_best = best.plays[0].score if best.proven and best.plays else None
        line = ""
        if args.complete:
            seconds, listed_best = complete_list(board, rack, args.cap)
            completes.append(seconds)
            true_best = listed_best if true_best is None else true_best
            line = f"  list {seconds:7.3f} s"
        _, default = timed(board, rack, limit=10, budget_seconds=1.0)
        proven += default.proven
        top = default.plays[0].score if default.plays else None
        if true_best is not None:
            known += 1
            right += top == true_best
        print(
            f"  game {position['seed']:4d}  rack {position['rack']}  first {firsts[-1]:6.3f} s"
            f"  best {true_best}  proven at {to_best:7.3f} s{'' if best.proven else ' (capped)'}"
            f"{line}  default: {top} {'proven' if default.proven else 'unproven'}",
            flush=True,
        )
    print(
        f"{len(positions)} mid-game boards, full racks; calibration "
        f"{min(units) * 1000:.1f} to {max(units) * 1000:.1f} ms (median "
        f"{statistics.median(units) * 1000:.1f})"
    )
    print(_summary("first legal play", firsts, units, [0.5, 0.95, 0.99]))
    print(_summary("proven best play", bests, units, [0.5, 0.95]))
    print(f"  not proven within the cap of {args.cap:.0f} s: {capped}")
    if completes:
        print(_summary("complete list", completes, units, [0.5, 0.95]))
    print(
        f"at the default budget (1 s, limit 10): proven {proven}/{len(positions)} "
        f"({proven / len(positions):.0%}); first play the best {right}/{known} "
        f"({right / max(known, 1):.0%}) of the boards whose best is known"
    )
    print(
        "targets: first play p99 <= 0.1 s; proven best p50 <= 0.3 s, p95 <= 2 s; "
        "at the default budget proven >= 90%, the best >= 98%"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
