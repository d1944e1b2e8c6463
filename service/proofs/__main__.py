"""``python -m service.proofs``: start, watch, resume and assemble a proof
spread over hosts.

    python -m service.proofs start --url redis://... --name four [--rules ID]
        [--board CELLS] [--depth 1] [--nodes N] [--winner even] [--table N]
        [--store-from 8] [--store-entries N]
    python -m service.proofs watch --url ... --name four [--every 10] [--resume]
    python -m service.proofs resume --url ... --name four [--nodes N]
    python -m service.proofs assemble --url ... --name four --output cert.json

Workers: ``python -m service.proofs.worker --url redis://...``, one per
core on any host; a worker added mid-run takes the next subproblem, and a
subproblem whose worker died is queued again by ``resume`` (or by
``watch --resume`` as it goes).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import redis

from service.proofs import runs
from solver.cli_proof import positive
from solver.tictactoe.notation import read_board
from solver.tictactoe.position import Position
from solver.tictactoe.proof import certificate_json
from solver.tictactoe.proof_search import STORE_ENTRIES, STORE_FROM, TABLE_LIMIT
from solver.tictactoe.rules import Player, rules_by_name, rules_from_id

FOUR = "t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4"


def _start(client: redis.Redis, args: argparse.Namespace) -> int:
    rules = rules_by_name(args.rules) if ":" not in args.rules else rules_from_id(args.rules)
    cells = rules.size * rules.size
    board = read_board(args.board, cells) if args.board else [None] * cells
    settings = runs.Settings(
        depth=args.depth,
        nodes=args.nodes,
        winner=None if args.winner is None else Player(args.winner),
        table=args.table,
        store_from=args.store_from,
        store_entries=args.store_entries,
    )
    count = runs.start(client, args.name, Position.from_board(board, rules), settings)
    print(f"proof run {args.name!r}: {count} subproblems queued on {runs.QUEUE}")
    return 0


def _outcomes(progress: runs.Progress) -> str:
    if progress.sought is None:
        return f"won {progress.won}, drawn {progress.drawn}"
    side = progress.sought.value
    return f"won by {side} {progress.won}, not won by {side} {progress.drawn}"


def _line(progress: runs.Progress) -> str:
    left = progress.projected_seconds
    return (
        f"{progress.done}/{progress.leaves} proven ({_outcomes(progress)}), "
        f"{progress.unproven} out of budget, {progress.proving} proving now; "
        f"{progress.nodes:,} positions, {progress.cpu_seconds:,.1f} CPU s, "
        f"{progress.shared:,} boards shared"
        + ("" if left is None else f"; about {left:,.0f} s to go")
    )


def _watch(client: redis.Redis, args: argparse.Namespace) -> int:
    while True:
        if args.resume:
            runs.resume(client, args.name)
        progress = runs.progress(client, args.name)
        print(_line(progress), flush=True)
        if progress.done + progress.unproven == progress.leaves or args.once:
            return 0
        time.sleep(args.every)


def _resume(client: redis.Redis, args: argparse.Namespace) -> int:
    print(f"{runs.resume(client, args.name, args.nodes)} subproblems queued again")
    return 0


def _assemble(client: redis.Redis, args: argparse.Namespace) -> int:
    try:
        certificate = runs.assemble_run(client, args.name)
    except ValueError as error:
        print(f"not assembled: {error}", file=sys.stderr)
        return 1
    written = json.dumps(certificate_json(certificate), separators=(",", ":"))
    args.output.write_text(written + "\n")
    print(
        f"{certificate.winner.value} wins: {certificate.size:,} of its positions answered, "
        f"certificate {len(written):,} bytes in {args.output}"
    )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.proofs", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    commands = {"start": _start, "watch": _watch, "resume": _resume, "assemble": _assemble}
    parsers = {name: sub.add_parser(name) for name in commands}
    for each in parsers.values():
        each.add_argument("--url", required=True, help="the Redis the run lives in")
        each.add_argument("--name", required=True, help="the run's name")
    parsers["start"].add_argument("--rules", default=FOUR, help="a named game or a rules_id")
    parsers["start"].add_argument("--board", help="the root (default: the empty board)")
    parsers["start"].add_argument(
        "--depth", type=int, default=runs.Settings.depth, help="plies split off"
    )
    parsers["start"].add_argument(
        "--nodes", type=positive, default=runs.Settings.nodes, help="per subproblem"
    )
    parsers["start"].add_argument(
        "--winner", choices=[p.value for p in Player], help="seek only this side's win"
    )
    parsers["start"].add_argument(
        "--table", type=positive, default=TABLE_LIMIT, help="positions a worker's table holds"
    )
    parsers["start"].add_argument(
        "--store-from", type=int, default=STORE_FROM, help="empty cells a shared fact needs"
    )
    parsers["start"].add_argument(
        "--store-entries", type=positive, default=STORE_ENTRIES, help="shared boards at most"
    )
    parsers["watch"].add_argument("--every", type=float, default=10.0, help="seconds")
    parsers["watch"].add_argument("--resume", action="store_true", help="requeue lost work")
    parsers["watch"].add_argument("--once", action="store_true", help="one line, then stop")
    parsers["resume"].add_argument(
        "--nodes", type=positive, help="a larger budget for the unproven"
    )
    parsers["assemble"].add_argument("--output", type=Path, required=True)
    args = parser.parse_args(argv)
    return commands[args.command](redis.Redis.from_url(args.url), args)


if __name__ == "__main__":
    raise SystemExit(main())
