"""What a search stopped by its budget answers: on 4x4 positions (random
play, seeded, open), the anytime search (``search.search``) within
``--nodes`` positions, and its move judged by the proof search
(``proof_search``: whether a side wins, to the end of play).  Per number of
empty cells: the positions, how many the search left unproven, and of
those how many got a move worse than the position's outcome (a move that
does not win a won position, or loses a drawn one).

Run: ``.venv/bin/python -m bench.tictactoe_timeout_bench [--empties 9 10 11]
[--positions 30] [--nodes 20000] [--quick]``
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from bench.proof_bench import FOUR, positions
from solver.tictactoe.position import Position
from solver.tictactoe.proof_search import ProofSearch
from solver.tictactoe.rules import Player
from solver.tictactoe.search import search


def wins(position: Position, side: Player) -> bool:
    """Whether ``side`` wins ``position`` (an open one, or a finished one)."""
    if position.is_over:
        return position.status.winner is side
    return ProofSearch(position, side).wins()


def worse_than_best(position: Position, nodes: int) -> tuple[bool, bool]:
    """Whether the search within ``nodes`` left ``position`` unproven, and
    whether its move is worse than the position's outcome."""
    result = search(position, None, nodes=nodes)
    assert result.best is not None
    mover = position.status.to_move
    assert mover is not None
    after = position.play(result.best)
    if wins(position, mover):
        return not result.proven, not wins(after, mover)
    if not wins(position, mover.opponent):  # a draw: the move must not lose
        return not result.proven, wins(after, mover.opponent)
    return not result.proven, False  # lost whatever is played


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--empties", type=int, nargs="+", default=[9, 10, 11])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--nodes", type=int, default=20_000)
    parser.add_argument("--quick", action="store_true", help="three 8-empty positions")
    args = parser.parse_args(argv)
    if args.quick:
        args.empties, args.positions, args.nodes = [8], 3, 2_000
    print(f"{FOUR.name}: each position searched within {args.nodes:,} positions")
    print("empty  positions  unproven  worse than best (of the unproven)")
    for empty in args.empties:
        judged = [worse_than_best(p, args.nodes) for p in positions(empty, args.positions)]
        unproven = [worse for stopped, worse in judged if stopped]
        print(f"{empty:>5}  {len(judged):>9}  {len(unproven):>8}  {sum(unproven):>6}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
