"""``python -m solver prove``: prove a position won and write its
certificate (``solver.tictactoe.proof``); with ``--store``, what the proof
learns is kept in a file (``proof_store``), so a proof stopped by its
budget or a kill goes on from where it was when run again."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from solver.cli_games import AddCommand
from solver.core.errors import PositionError
from solver.tictactoe.notation import read_board
from solver.tictactoe.position import Position
from solver.tictactoe.proof import NotAWinError, certificate_json, prove
from solver.tictactoe.proof_search import STORE_ENTRIES, STORE_FROM, TABLE_LIMIT
from solver.tictactoe.proof_store import DiskStore
from solver.tictactoe.rules import Player, rules_by_name, rules_from_id


def positive(text: str) -> int:
    """An argument that must be a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def cmd_prove(args: argparse.Namespace) -> int:
    """Prove the position and write its certificate; 1 if it is no win."""
    rules = rules_by_name(args.rules) if ":" not in args.rules else rules_from_id(args.rules)
    cells = rules.size * rules.size
    board = read_board(args.board, cells) if args.board else [None] * cells
    position = Position.from_board(board, rules)
    if position.is_over:
        raise PositionError("the game is over: there is nothing to prove")
    started, cpu = time.perf_counter(), time.process_time()
    try:
        store = (
            None if args.store is None else DiskStore(args.store, args.store_entries, rules.name)
        )
    except ValueError as error:  # a file of another game's facts
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        certificate = prove(
            position,
            nodes=args.nodes,
            winner=None if args.winner is None else Player(args.winner),
            store=store,
            store_from=args.store_from,
            table_limit=args.table,
        )
    except NotAWinError as error:
        print(
            f"not proven: {error} ({error.nodes:,} positions searched, "
            f"{time.perf_counter() - started:.1f} s, {time.process_time() - cpu:.1f} s CPU)"
        )
        return 1
    finally:
        if store is not None:
            store.close()
            print(f"{store.entries:,} boards kept in {args.store}")
    written = json.dumps(certificate_json(certificate), separators=(",", ":"))
    if args.output is not None:
        args.output.write_text(written + "\n")
    print(
        f"{certificate.winner.value} wins: {certificate.size:,} of its positions answered, "
        f"{certificate.nodes:,} positions searched, {time.perf_counter() - started:.1f} s "
        f"({time.process_time() - cpu:.1f} s CPU), certificate {len(written):,} bytes"
        + (f" in {args.output}" if args.output is not None else "")
    )
    return 0


def add_prove_command(add: AddCommand) -> None:
    """``prove``: a win proven, as a certificate."""
    p_prove = add("prove", help="prove a position won and write the winner's strategy")
    p_prove.add_argument(
        "--rules",
        default="t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4",
        help="a named game or a rules_id (default: the 4x4 game)",
    )
    p_prove.add_argument("--board", help='the cells, "_" for empty (default: the empty board)')
    p_prove.add_argument("--nodes", type=positive, help="the most positions to search")
    p_prove.add_argument("--output", type=Path, help="where to write the certificate (JSON)")
    p_prove.add_argument(
        "--winner", choices=[p.value for p in Player], help="seek only this side's win"
    )
    p_prove.add_argument(
        "--table", type=positive, default=TABLE_LIMIT, help="positions the search's table holds"
    )
    p_prove.add_argument(
        "--store", type=Path, help="a file keeping what the proof learns, to resume from"
    )
    p_prove.add_argument(
        "--store-from", type=int, default=STORE_FROM, help="empty cells a kept position has"
    )
    p_prove.add_argument(
        "--store-entries",
        type=positive,
        default=STORE_ENTRIES,
        help="boards the file keeps at most",
    )
    p_prove.set_defaults(run=cmd_prove)
