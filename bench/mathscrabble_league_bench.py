"""Math Scrabble's league: one player against others, in process, at a
budget of search steps a turn, so the figures repeat on any machine.

Run: ``.venv/bin/python -m bench.mathscrabble_league_bench [--player equity]
[--against score tiles equity] [--games 40] [--seed 0] [--steps 20000]
[--jobs 1] [--quick]``

For each opponent, ``solver.mathscrabble.tournament`` plays ``--games``
games (each deal from ``--seed`` on played twice, seats swapped; once against
itself, where both seats would play the same game) and prints
the player's win rate and spread with their 95% intervals, how the games
ended (six scoreless turns, of which with nine or more tiles in the bag, and
0-0), the exchanges each side took and the ``=`` left on the racks, the
games played in ``--jobs`` processes (the same games however many): run it
under ``nice`` beside other work.  ``--quick`` plays two
short games of each pairing: that it runs.
"""

from __future__ import annotations

import argparse
import sys
import time

from solver.mathscrabble.league import Player
from solver.mathscrabble.tournament import TOURNAMENT_STEPS, run

QUICK_STEPS = 500
"""The budget a turn in ``--quick``: short games, not figures."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    names = [player.value for player in Player]
    parser.add_argument("--player", choices=names, default=Player.EQUITY.value)
    parser.add_argument("--against", choices=names, nargs="+", default=["score", "tiles", "equity"])
    parser.add_argument("--games", type=int, default=40, help="games a pairing (even)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", type=int, default=TOURNAMENT_STEPS, help="budget a turn")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--quick", action="store_true", help="2 short games a pairing")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.steps = 2, QUICK_STEPS
    for opponent in args.against:
        started = time.perf_counter()
        result = run(
            args.games,
            args.seed,
            first=Player(args.player),
            second=Player(opponent),
            steps=args.steps,
            jobs=args.jobs,
        )
        print("\n".join(result.lines()))
        print(
            f"  ({time.perf_counter() - started:.0f} s, {args.steps} steps a turn, "
            f"deals from seed {args.seed})",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
