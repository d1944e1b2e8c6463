"""A game against the engine seen from one seat: what that player may know
(their rack, the board, the scores, the bag's count, the tiles they cannot
see), and the engine's turns for the other seat.

The whole game is its seed and its turns (``record``); the seat's view
leaves out what the other seat holds: its rack, the racks its turns were
taken from and the tiles it gave back in an exchange.  Once the game is
over, nothing is hidden: the view carries the seed and the whole record.

>>> table = seat_game(1, ["pass"], seat=1, opponent=Player.SCORE, steps=2000)
>>> view = seat_view(table, 1)
>>> view["to_move"], view["turns"][0]["move"], view["turns"][0]["rack"]
(1, 'pass', None)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from solver.core.errors import IllegalMoveError
from solver.mathscrabble.answers import game_json
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.league import Player
from solver.mathscrabble.leave import shipped
from solver.mathscrabble.position_string import table_position, write_position
from solver.mathscrabble.record import Entry, Table
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import rack_counts, rack_text

OPPONENTS = (Player.EQUITY, Player.SCORE)
"""Whom a seat may play: the engine ranking by equity, or by score."""
DEFAULT_STEPS = 150_000
"""The engine's search per turn, in steps: self-play's budget, about a
second on the bench machine, the same turn on any machine."""


def seat_game(
    seed: int,
    moves: Sequence[str],
    *,
    seat: int,
    opponent: Player,
    steps: int,
    bonus: Bonus = Bonus.SQRT,
) -> Table:
    """The game dealt from ``seed`` after ``moves`` (every turn so far, both
    seats'), then the engine's turns for the other seat until it is
    ``seat``'s turn or the game is over; ``IllegalMoveError`` naming the
    first move that cannot be played (``index``)."""
    game = Game(seed, bonus, max_steps=steps, players=(opponent, opponent), model=shipped())
    for index, text in enumerate(moves):
        try:
            game.table.play_text(text)
        except IllegalMoveError as error:
            raise error.of_move(repr(text[:60]), index) from None
    while not game.over and game.to_move != seat:
        game.turn()
    return game.table


def seat_view(table: Table, seat: int) -> dict[str, Any]:
    """What ``seat`` may know of the game, in ``/games``' shapes: the other
    rack and the bag as counts, the tiles ``seat`` cannot see (the bag and
    the other rack together), each turn with the other seat's racks and
    exchanged tiles left out; the seed and the record once it is over."""
    whole = game_json(table)
    state = table.state
    other = 1 - seat
    if state.over:
        hidden: dict[str, Any] = {}
    else:
        hidden = {
            "seed": None,
            "record": None,
            "racks": [rack if owner == seat else None for owner, rack in enumerate(state.racks)],
            "turns": [_seen(entry, seat) for entry in table.turns],
            "position": write_position(table_position(table, seat)),
        }
    unseen = rack_counts(state.bag, most=None) + rack_counts(state.racks[other])
    return {
        **whole,
        "seat": seat,
        "rack_sizes": [len(rack) for rack in state.racks],
        "unseen": rack_text(unseen if not state.over else Counter()),
        **hidden,
    }


def _seen(entry: Entry, seat: int) -> dict[str, Any]:
    mine = entry.player == seat
    move = entry.move
    if not mine and entry.kind is Kind.EXCHANGE:
        move = f"{Kind.EXCHANGE.value} {len(entry.move.partition(' ')[2])} tiles"
    return {
        "player": entry.player,
        "kind": entry.kind.value,
        "move": move,
        "rack": entry.rack if mine else None,
        "points": entry.points,
    }
