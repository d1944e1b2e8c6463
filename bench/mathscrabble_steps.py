"""Math Scrabble's search, fingerprinted in steps: what it finds on the
bench's boards, and in how many steps, so that a change meant to leave the
search's behaviour alone (a refactoring) can be checked to do so.

Run: ``.venv/bin/python -m bench.mathscrabble_steps [--boards N]
[--write PATH | --check PATH]``

The boards are the 100 of ``bench.mathscrabble_bench``.  For each, with
no clock anywhere (step budgets repeat exactly, time does not):

- ``best_plays`` with ``limit`` 1 at each of ``BUDGETS`` steps: the play
  (its score, way, and tiles: square, face, ``?`` for a blank), the count,
  whether the search finished and is proven, and the steps it took;
- ``moves.search`` for every legal play (what ``generate`` runs), stopped
  after ``LIST_STEPS`` steps: how many plays it emitted, a hash of them in
  the order emitted and one of them sorted, whether it finished, and the
  steps it took.

``--write`` stores the fingerprint as JSON; ``--check`` compares it with a
stored one (only the boards run: with ``--boards N``, the first ``N``) and
exits with 1, naming each board that differs, if any does.  Without
either, the fingerprint is printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from bench.mathscrabble_bench import board_and_rack, stored_positions
from solver.mathscrabble.board import Board
from solver.mathscrabble.budget import Budget
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.moves import best_plays, search
from solver.mathscrabble.scoring import Play

STORED = Path(__file__).parent / "data" / "mathscrabble_steps.json"

BUDGETS = (2_000, 20_000, 400_000)
"""The step budgets ``best_plays`` is fingerprinted at: a tight one, the
self-play budget, and one that most boards are proven within."""

LIST_STEPS = 100_000
"""The steps the search for every legal play may take."""


def play_text(play: Play) -> str:
    """A play as its score, way and tiles: ``"23 ACROSS 112:1 113:+ 114:?2"``."""
    tiles = " ".join(f"{tile.at}:{'?' if tile.blank else ''}{tile.face}" for tile in play.tiles)
    return f"{play.score} {play.direction.name} {tiles}"


def _digest(texts: list[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]


def best_fingerprint(board: Board, rack: Counter[str], steps: int) -> dict[str, Any]:
    """What ``best_plays`` with ``limit`` 1 answers within ``steps`` steps."""
    found = best_plays(board, rack, limit=1, max_steps=steps)
    return {
        "plays": [play_text(play) for play in found.plays],
        "count": found.count,
        "finished": found.finished,
        "proven": found.proven,
        "steps": found.steps,
    }


def list_fingerprint(board: Board, rack: Counter[str], steps: int) -> dict[str, Any]:
    """What the search for every legal play emits within ``steps`` steps."""
    emitted: list[str] = []
    budget = Budget(None, steps)
    searched = search(board, rack, Bonus.SQRT, lambda play: emitted.append(play_text(play)), budget)
    return {
        "count": len(emitted),
        "in_order": _digest(emitted),
        "sorted": _digest(sorted(emitted)),
        "finished": searched.finished,
        "steps": budget.steps,
    }


def fingerprint(position: dict[str, Any]) -> dict[str, Any]:
    """The fingerprint of one stored position (see the module's docstring)."""
    board, rack = board_and_rack(position)
    return {
        "seed": position["seed"],
        "rack": position["rack"],
        "best": {str(steps): best_fingerprint(board, rack, steps) for steps in BUDGETS},
        "list": list_fingerprint(board, rack, LIST_STEPS),
    }


def differences(found: list[dict[str, Any]], stored: list[dict[str, Any]]) -> list[str]:
    """A line for each board of ``found`` whose fingerprint is not the one
    ``stored`` holds for it (compared by seed and rack)."""
    by_board = {(entry["seed"], entry["rack"]): entry for entry in stored}
    lines = []
    for entry in found:
        expected = by_board.get((entry["seed"], entry["rack"]))
        if expected != entry:
            lines.append(f"game {entry['seed']} rack {entry['rack']}: {entry} != stored {expected}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boards", type=int, default=None, help="only the first N boards")
    chosen = parser.add_mutually_exclusive_group()
    chosen.add_argument("--write", type=Path, metavar="PATH", help="store the fingerprint")
    chosen.add_argument("--check", type=Path, metavar="PATH", help="compare with a stored one")
    args = parser.parse_args(argv)
    found = []
    for position in stored_positions()[: args.boards]:
        found.append(fingerprint(position))
        print(json.dumps(found[-1], ensure_ascii=False), flush=True)
    if args.write:
        args.write.write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n")
        print(f"{len(found)} boards written to {args.write}")
    if args.check:
        lines = differences(found, json.loads(args.check.read_text()))
        for line in lines:
            print(line, file=sys.stderr)
        print(f"{len(found) - len(lines)} of {len(found)} boards as stored in {args.check}")
        return 1 if lines else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
