"""How far a proof reaches on the 4x4 board: random positions with ``--empty``
empty cells (seeded; open, the side to move without a line to complete at
once), each proven within ``--nodes`` positions by ``proof.prove``
(``python -m solver prove``), its certificate checked by the independent
checker of the tests.  Per number of empty cells: how many were proven
(won, drawn or out of budget), the median and largest positions searched,
CPU seconds, positions a CPU second, and the certificates' sizes.

With ``--lines N``: N random games instead, each proven at every number
of ``--empty`` cells along it (one game's positions, earlier and earlier):
how a proof's cost grows with a cell.

Run: ``.venv/bin/python -m bench.proof_bench [--empty 10 11 12 13]
[--positions 10] [--nodes 2000000] [--lines N] [--quick]``
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Iterator, Sequence

from solver.tictactoe import Position, Rules
from solver.tictactoe.position import random_play
from solver.tictactoe.proof import NotAWinError, certificate_json, prove
from tests.tictactoe.certificates import check

FOUR = Rules.from_spec(size=4)


def positions(empty: int, count: int) -> Iterator[Position]:
    """``count`` open 4x4 positions with ``empty`` empty cells, seeded,
    in which the side to move cannot complete a line at once."""
    found = 0
    for seed in range(10_000):
        position = random_play(FOUR, random.Random(seed), 16 - empty)
        if position.is_over or position.board.count(0) != empty:
            continue
        if any(FOUR.wins_on(position.board, m.index, m.token) for m in position.legal_moves()):
            continue
        yield position
        found += 1
        if found == count:
            return


def row(empty: int, found: list[Position], budget: int) -> str:
    """One line of the table: ``found`` (``empty`` empty cells) each proven
    within ``budget`` positions, its certificate checked."""
    unproven = 0
    wins: list[tuple[int, float]] = []  # positions searched, CPU seconds
    draws: list[tuple[int, float]] = []
    sizes = []
    checks = []
    for position in found:
        cpu = time.process_time()
        try:
            certificate = prove(position, nodes=budget)
        except NotAWinError as error:
            if error.out_of_budget:
                unproven += 1
            else:
                draws.append((error.nodes, time.process_time() - cpu))
            continue
        wins.append((certificate.nodes, time.process_time() - cpu))
        written = json.dumps(certificate_json(certificate))
        started = time.process_time()
        check(json.loads(written))
        checks.append(time.process_time() - started)
        sizes.append(len(written) / 1000)
    settled = wins + draws
    rate = sum(n for n, _ in settled) / max(sum(s for _, s in settled), 1e-9)
    return (
        f"{empty:>5}  {len(wins):>3}  {len(draws):>5}  {unproven:>8}  {_spread(wins)}  "
        f"{_spread(draws)}  {rate:>7,.0f}  "
        + (f"{statistics.median(sizes):>8.1f}  {statistics.median(checks):>6.2f}" if sizes else "-")
    )


def _spread(found: list[tuple[int, float]]) -> str:
    if not found:
        return "-"
    nodes = [n for n, _ in found]
    seconds = [s for _, s in found]
    return (
        f"{statistics.median(nodes):>9,.0f} / {max(nodes):,}  "
        f"{statistics.median(seconds):>6.1f} / {max(seconds):.1f}"
    )


def along_lines(count: int, empties: list[int], budget: int) -> None:
    """``count`` random games (seeded), each proven at every number of
    ``empties`` along it (the same game's earlier positions): how a proof's
    cost grows with one more empty cell."""
    most = max(empties)
    found = 0
    for seed in range(10_000):
        rng = random.Random(f"line|{seed}")
        last = random_play(FOUR, rng, 16 - min(empties))
        if last.is_over:
            continue
        found += 1
        cells: list[str] = []
        for empty in sorted(empties):
            earlier = random_play(FOUR, random.Random(f"line|{seed}"), 16 - empty)
            cpu = time.process_time()
            try:
                certificate = prove(earlier, nodes=budget)
                outcome, nodes = f"{certificate.winner.value} wins", certificate.nodes
            except NotAWinError as error:
                outcome = "unproven" if error.out_of_budget else "drawn"
                nodes = error.nodes
            cells.append(f"{empty}: {outcome} {nodes:,} ({time.process_time() - cpu:.1f} s)")
            if outcome == "unproven":
                break
        print(f"game {found} (to {most} empty): " + "; ".join(cells), flush=True)
        if found == count:
            return


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--empty", type=int, nargs="+", default=[10, 11, 12, 13])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--nodes", type=int, default=2_000_000)
    parser.add_argument("--quick", action="store_true", help="two 9-empty positions")
    parser.add_argument(
        "--lines", type=int, default=0, help="instead: this many games, proven along each"
    )
    args = parser.parse_args(argv)
    if args.lines:
        along_lines(args.lines, args.empty, args.nodes)
        return 0
    if args.quick:
        args.empty, args.positions, args.nodes = [9], 2, 200_000
    print(f"4x4 positions, {args.positions} per row, at most {args.nodes:,} positions searched")
    print(
        "empty  won  drawn  unproven  win: nodes p50 / max  CPU s p50 / max"
        "  draw: nodes p50 / max  CPU s p50 / max  nodes/s  cert. KB p50  check s p50"
    )
    for empty in args.empty:
        print(row(empty, list(positions(empty, args.positions)), args.nodes))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
