"""``python -m solver``: list the games; build the tables, analyze positions,
count them, prove wins (``cli_proof``); play Sum 15 and Math Scrabble
tournaments (``cli_games``)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from solver.cli_games import (
    AddCommand,
    add_games_command,
    add_mathscrabble_commands,
    add_sum15_commands,
)
from solver.cli_proof import add_prove_command
from solver.core.errors import PositionError
from solver.tictactoe import answers, survey
from solver.tictactoe.answers import board_json
from solver.tictactoe.errors import InvalidRulesError, TooLargeToSolveError, UnknownRulesError
from solver.tictactoe.notation import read_number
from solver.tictactoe.position import Position
from solver.tictactoe.rules import CELLS, NAMED_RULES, Player, Rules, rules_by_name
from solver.tictactoe.solve import Progress, print_progress
from solver.tictactoe.store import (
    build,
    expected_checksums,
    is_built,
    open_engine,
    open_variant,
    table_path,
    variant_path,
    write_variant,
)
from solver.tictactoe.table import load
from solver.tictactoe.variants import (
    can_be_won,
    check_solvable,
    count_boards,
    root_of,
    solve_engine,
    solve_table,
)

EMPTY_MARKS = {"_", ".", "-", "0", "null", "none"}


def parse_board(text: str) -> list[int | None]:
    """Read a board written as 9 marks, e.g. ``"_ _ _ _ 5 _ _ _ _"``.

    >>> parse_board("_ _ 3 , _ 5 _ . . 0")
    [None, None, 3, None, 5, None, None, None, None]
    """
    marks = text.replace(",", " ").split()
    for index, mark in enumerate(marks):
        if mark.lower() not in EMPTY_MARKS and read_number(mark) is None:
            raise PositionError(f"cell {index}: {mark!r} is not a number or _")
    return [None if mark.lower() in EMPTY_MARKS else int(mark) for mark in marks]


def parse_rules(spec: str) -> Rules:
    """A rule set from a name or from a JSON rule set object (see ``Rules.from_parts``).

    >>> parse_rules('{"target": 14}').name
    't14:odd=1,3,5,7,9:even=2,4,6,8:first=odd'
    """
    parsed = json.loads(spec) if spec.lstrip().startswith("{") else spec
    return rules_from_request(parsed)


def rules_from_request(spec: Any) -> Rules:
    """A rule set from a JSON value: a name, or a rule set object."""
    if isinstance(spec, str):
        return rules_by_name(spec)
    if not isinstance(spec, dict):
        raise InvalidRulesError("rules", f"must be a name or an object, got {spec!r}")
    try:
        return Rules.from_parts(spec)
    except (TypeError, ValueError, AttributeError) as error:
        if isinstance(error, InvalidRulesError):
            raise
        raise InvalidRulesError("rules", f"malformed rule set object: {error}") from None


def analyze(rules: Rules, board: Sequence[Any], tokens: Any = None) -> dict[str, Any]:
    parsed_tokens = None
    if tokens is not None:
        parsed_tokens = {Player(name.lower()): list(nums) for name, nums in tokens.items()}
    position = Position.from_board(board, rules, tokens=parsed_tokens)
    engine = open_engine(rules) if rules.is_named else solve_engine(position)
    return {**answers.analysis_json(engine.analyze(position)), "board": board_json(position.board)}


def cmd_build(args: argparse.Namespace) -> int:
    if args.survey:
        return build_variants([rules for _, _, rules in survey.grid()], args.force)
    named = [spec for spec in args.rules if spec.lower() in NAMED_RULES]
    variants = [parse_rules(spec) for spec in args.rules if spec.lower() not in NAMED_RULES]
    status = build_named(named, args.force) if named or not variants else 0
    return max(status, build_variants(variants, args.force))


def build_variants(rule_sets: list[Rules], force: bool) -> int:
    """Solve each rule set from the empty board into the variants folder."""
    show = print_progress("variants")
    for done, rules in enumerate(rule_sets):
        start = Position.empty(rules)
        root = root_of(start)
        if rules.is_named or not can_be_won(rules):
            print(f"{rules.name}: nothing to solve", file=sys.stderr)
        elif force or open_variant(root, rules) is None:
            check_solvable(start)
            table = solve_table(start, _share_of(show, done, len(rule_sets)))
            write_variant(root, table)
        show((done + 1) / len(rule_sets))
    for rules in rule_sets:
        if can_be_won(rules) and not rules.is_named:
            print(f"{rules.name}: {variant_path(root_of(Position.empty(rules)))}")
    return 0


def _share_of(show: Progress, done: int, total: int) -> Progress:
    """Progress of one of ``total`` solves, shown as a share of all of them."""
    return lambda fraction: show((done + fraction) / total)


def build_named(names: list[str], force: bool) -> int:
    expected = expected_checksums()
    status = 0
    for name in names or list(NAMED_RULES):
        rules = rules_by_name(name)
        if not force and is_built(rules):
            print(f"{name}: up to date at {table_path(rules)}")
            continue
        started = time.perf_counter()
        digest = build(rules, progress=print_progress(name))
        elapsed = time.perf_counter() - started
        verdict = "matches" if expected.get(name) == digest else "DIFFERS FROM"
        print(f"{name}: built {table_path(rules)} in {elapsed:.1f} s")
        print(f"{name}: sha256 {digest} {verdict} solver/tictactoe/TABLES.sha256")
        if verdict != "matches":
            status = 1
    return status


def cmd_analyze(args: argparse.Namespace) -> int:
    if not args.jsonl:
        if args.board is None:
            print("analyze: give --board or --jsonl", file=sys.stderr)
            return 2
        result = analyze(parse_rules(args.rules), parse_board(args.board))
        print(json.dumps(result, indent=2))
        return 0
    failures = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise PositionError("each line must be a JSON object")
            rules = rules_from_request(request.get("rules", args.rules))
            board = request.get("board")
            if not isinstance(board, list):
                raise PositionError("board must be a list of 9 cells")
            result = analyze(rules, board, request.get("tokens"))
        except (ValueError, AttributeError, TypeError) as error:
            failures += 1
            part = getattr(error, "part", "request")
            result = {"error": str(error), "part": part, "index": getattr(error, "index", None)}
        print(json.dumps(result), flush=True)
    return 1 if failures else 0


def cmd_stats(args: argparse.Namespace) -> int:
    rules = rules_by_name(args.rules)
    layers = load(table_path(rules)).layers
    first, second = rules.numbers(rules.first), rules.numbers(rules.first.opponent)
    header = ("tokens", "legal", "won", "drawn", "in progress", "upper bound")
    print(f"Legal positions of {rules.name}'s game (Markowsky's upper bound beside)")
    print("".join(f"{h:>13}" for h in header))
    totals = [0] * 5
    for layer in layers:
        row = [
            layer.positions,
            layer.won,
            layer.drawn,
            layer.positions - layer.won - layer.drawn,
            count_boards(CELLS, len(first), len(second), layer.tokens),
        ]
        totals = [t + r for t, r in zip(totals, row, strict=True)]
        print(f"{layer.tokens:>13}" + "".join(f"{v:>13,}" for v in row))
    print(f"{'total':>13}" + "".join(f"{v:>13,}" for v in totals))
    return 0


def cmd_survey(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    count = survey.run(args.output, args.jobs, args.board_positions, args.board_budget)
    print(f"wrote {args.output}: {count} rule sets in {time.perf_counter() - started:.0f} s")
    return 0


def _add_tictactoe_commands(add: AddCommand) -> None:
    """``build``, ``analyze``, ``stats`` and ``survey``: numeric tic-tac-toe."""
    p_build = add("build", help="solve the named games (or variants) and write their tables")
    p_build.add_argument(
        "--rules",
        nargs="+",
        default=[],
        help="graham, nygaard, or variants as JSON: '{\"target\": 14}' (solved into "
        "FIFTEEN_VARIANTS_DIR); default: the named games",
    )
    p_build.add_argument(
        "--survey", action="store_true", help="solve the 44 sum rule sets of docs/variants.md"
    )
    p_build.add_argument("--force", action="store_true", help="rebuild even if up to date")
    p_build.set_defaults(run=cmd_build)

    p_analyze = add("analyze", help="print the full analysis of a position as JSON")
    p_analyze.add_argument(
        "--rules",
        default="graham",
        help="graham, nygaard, or a rule set as JSON: '{\"target\": 14}'",
    )
    p_analyze.add_argument("--board", help='9 cells, "_" for empty: "_ _ _ _ 5 _ _ _ _"')
    p_analyze.add_argument(
        "--jsonl", action="store_true", help="read JSON positions from stdin, one per line"
    )
    p_analyze.set_defaults(run=cmd_analyze)

    p_stats = add("stats", help="count the legal positions of a game")
    p_stats.add_argument("--rules", default="graham", choices=list(NAMED_RULES))
    p_stats.set_defaults(run=cmd_stats)

    p_survey = add("survey", help="solve the variants grid; write docs/variants.md")
    p_survey.add_argument("--output", type=Path, default=Path("docs/variants.md"))
    p_survey.add_argument("--jobs", type=int, default=2, help="processes solving at once")
    p_survey.add_argument("--board-positions", type=int, default=30, help="4x4, at each depth")
    p_survey.add_argument("--board-budget", type=float, default=10.0, help="s a 4x4 position")
    p_survey.set_defaults(run=cmd_survey)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names; 2 for a position or rule set it refuses."""
    parser = argparse.ArgumentParser(prog="python -m solver", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    add_games_command(sub.add_parser)
    _add_tictactoe_commands(sub.add_parser)
    add_prove_command(sub.add_parser)
    add_sum15_commands(sub.add_parser)
    add_mathscrabble_commands(sub.add_parser)
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except (PositionError, UnknownRulesError, InvalidRulesError, TooLargeToSolveError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return code
