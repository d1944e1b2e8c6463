"""``python -m solver``'s commands for the games beside tic-tac-toe: the
registry's list, Sum 15's tournaments, Math Scrabble's self-play, leave fit
and tournaments (``cli`` holds tic-tac-toe's and runs them all)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from solver.games import GAMES
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.leave_data import TRAINING_STEPS
from solver.mathscrabble.selfplay import SELFPLAY_STEPS, Game
from solver.mathscrabble.tournament import TOURNAMENT_STEPS
from solver.sum15.belief import Reading
from solver.sum15.suggest import DEFAULT_OBJECTIVE, DEFAULT_SAMPLES, Objective

AddCommand = Callable[..., argparse.ArgumentParser]
"""A subcommand's ``add_parser``: its name and help in, its parser out."""


def cmd_games(args: argparse.Namespace) -> int:
    """Each game of the registry: its name, its kind and what it is."""
    for game in GAMES.values():
        kind = game.game_type
        players = (
            str(kind.min_players)
            if kind.min_players == kind.max_players
            else f"{kind.min_players}-{kind.max_players}"
        )
        print(
            f"{game.name:14} {players:>5} players, {kind.information.value} information, "
            f"chance {kind.chance.value}, {kind.utility.value}: {game.summary}"
        )
    return 0


def add_games_command(add: AddCommand) -> None:
    """``games``: the registry."""
    add("games", help="list the games the engines play").set_defaults(run=cmd_games)


def cmd_sum15_tournament(args: argparse.Namespace) -> int:
    from solver.sum15 import tournament

    settings = tournament.Settings(
        samples=args.samples,
        objective=Objective(args.objective),
        reading=Reading(args.others),
    )
    for players in args.players:
        for opponents in args.tables:
            started = time.perf_counter()
            table = tournament.Table(players, tournament.table_players(opponents), decks=args.decks)
            result = tournament.run(table, args.deals, settings, args.jobs)
            print("\n".join(result.lines()))
            print(
                f"  ({time.perf_counter() - started:.0f} s, {args.samples} samples a move, "
                f"ranked by {settings.objective.value}, others read as {settings.reading.value})"
            )
    return 0


def cmd_mathscrabble_selfplay(args: argparse.Namespace) -> int:
    game = Game(seed=args.seed, bonus=Bonus(args.bonus), max_steps=args.steps)
    for number, turn in enumerate(game.play_out(), start=1):
        move = turn.written()  # what POST /v1/math-scrabble/games takes back
        print(f"turn {number}: player {turn.player + 1} [{turn.rack}] {move}: {turn.score}")
        print(game.board.written())
    print(
        f"final scores: {', '.join(map(str, game.scores))}; {len(game.bag)} tiles left in the bag"
    )
    return 0


def cmd_mathscrabble_fit_leaves(args: argparse.Namespace) -> int:
    from solver.mathscrabble import leave_data

    started = time.perf_counter()

    def show(done: int, samples: int) -> None:
        print(f"game {done}/{args.games}: {samples} samples", file=sys.stderr, flush=True)

    model = leave_data.fitted(
        args.games, args.seed, max_steps=args.steps, jobs=args.jobs, progress=show
    )
    text = json.dumps(model.to_json(), indent=2) + "\n"
    if args.output is None:
        print(text, end="")
    else:
        args.output.write_text(text)
        print(f"wrote {args.output}", file=sys.stderr)
    print(
        f"{model.samples} samples from {args.games} games in {time.perf_counter() - started:.0f} s",
        file=sys.stderr,
    )
    return 0


def cmd_mathscrabble_tournament(args: argparse.Namespace) -> int:
    from solver.mathscrabble import tournament
    from solver.mathscrabble.equity import Ranking

    started = time.perf_counter()
    result = tournament.run(
        args.games,
        args.seed,
        first=Ranking(args.first),
        second=Ranking(args.second),
        steps=args.steps,
        jobs=args.jobs,
    )
    print("\n".join(result.lines()))
    print(f"  ({time.perf_counter() - started:.0f} s, {args.steps} steps a turn)")
    return 0


def add_sum15_commands(add: AddCommand) -> None:
    """``sum15 tournament``."""
    p_sum15 = add("sum15", help="Sum 15, the card game")
    sum15_sub = p_sum15.add_subparsers(dest="sum15_command", required=True)
    p_tournament = sum15_sub.add_parser(
        "tournament", help="the suggester against tables of the league"
    )
    p_tournament.add_argument("--players", type=int, nargs="+", default=[4])
    p_tournament.add_argument("--decks", type=int, help="decks (by default one per six players)")
    p_tournament.add_argument("--deals", type=int, default=1000)
    p_tournament.add_argument(
        "--tables",
        nargs="+",
        default=["greedy", "careful", "mixed"],
        help="each a player of the league (greedy, careful, fifteens, sets, random, "
        "suggester), players joined by + to seat them in turn, or mixed",
    )
    p_tournament.add_argument(
        "--others",
        choices=[reading.value for reading in Reading],
        default=Reading.TABLE.value,
        help="how the suggester reads the others' plays",
    )
    p_tournament.add_argument(
        "--samples", type=int, default=DEFAULT_SAMPLES, help="sampled deals per move"
    )
    p_tournament.add_argument(
        "--objective",
        choices=[objective.value for objective in Objective],
        default=DEFAULT_OBJECTIVE.value,
        help="rank cards by the chance of winning, or by the cards expected",
    )
    p_tournament.add_argument("--jobs", type=int, default=1, help="processes")
    p_tournament.set_defaults(run=cmd_sum15_tournament)


def add_mathscrabble_commands(add: AddCommand) -> None:
    """``mathscrabble selfplay``, ``fit-leaves`` and ``tournament``."""
    p_math = add("mathscrabble", help="Math Scrabble, Scrabble with equations")
    math_sub = p_math.add_subparsers(dest="mathscrabble_command", required=True)
    p_selfplay = math_sub.add_parser(
        "selfplay", help="play the move generator against itself, printing the board"
    )
    p_selfplay.add_argument("--seed", type=int, default=0)
    p_selfplay.add_argument("--bonus", choices=["sqrt", "log2"], default="sqrt")
    p_selfplay.add_argument(
        "--steps", type=int, default=SELFPLAY_STEPS, help="the generator's budget a turn, in steps"
    )
    p_selfplay.set_defaults(run=cmd_mathscrabble_selfplay)
    p_fit = math_sub.add_parser(
        "fit-leaves", help="fit the leave values to seeded self-play and print them as JSON"
    )
    p_fit.add_argument("--games", type=int, default=400)
    p_fit.add_argument("--seed", type=int, default=0)
    p_fit.add_argument("--steps", type=int, default=TRAINING_STEPS, help="budget a turn, in steps")
    p_fit.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    p_fit.add_argument(
        "--output",
        type=Path,
        help="write here (the shipped model is solver/mathscrabble/data/leaves.json)",
    )
    p_fit.set_defaults(run=cmd_mathscrabble_fit_leaves)
    p_match = math_sub.add_parser(
        "tournament", help="play two rankings against each other, seats and seeds rotated"
    )
    p_match.add_argument("--games", type=int, default=100)
    p_match.add_argument("--seed", type=int, default=0)
    p_match.add_argument("--first", choices=["equity", "score"], default="equity")
    p_match.add_argument("--second", choices=["equity", "score"], default="score")
    p_match.add_argument(
        "--steps", type=int, default=TOURNAMENT_STEPS, help="budget a turn, in steps"
    )
    p_match.add_argument("--jobs", type=int, default=1, help="processes")
    p_match.set_defaults(run=cmd_mathscrabble_tournament)
