"""Numeric tic-tac-toe: Graham's game, Nygaard's game and their variants, played perfectly.

- ``rules``: a rule set (target, numbers, first player, the parity rule),
  the board's lines, the named games.
- ``position``: a validated board, its status, legal moves, the game
  interface; ``notation``: the board and moves as text.
- ``value`` (in ``solver.core``), ``solve``: the exact solver;
  ``symmetry``: the board's symmetries and keys; ``table``: the table file;
  ``engine``: answers from a table; ``store``: where tables live.
- ``variants``: what a variant needs solved and what that costs;
  ``survey``: facts about many rule sets.
- ``answers``: its answers as JSON-ready dicts.

>>> from solver.tictactoe import GRAHAM, Player, Position, open_engine
>>> position = Position.from_board([None, None, None, None, 5, None, None, None, None])
>>> open_engine(GRAHAM).best_move(position, Player.EVEN)
Move(player=<Player.EVEN: 'even'>, index=0, token=2)
"""

from solver.core.errors import (
    IllegalMoveError,
    PositionError,
    UnreachablePositionError,
    WrongPlayerError,
)
from solver.core.state import GameState
from solver.core.value import Outcome, Value
from solver.tictactoe.engine import Analysis, Engine, MoveValue
from solver.tictactoe.errors import (
    BoardSizeError,
    DuplicateTokenError,
    InvalidTokenError,
    TableMissingError,
    TokensMismatchError,
    TurnOrderError,
    UnknownRulesError,
)
from solver.tictactoe.position import Move, Position, Status
from solver.tictactoe.rules import GRAHAM, LINES, NAMED_RULES, NYGAARD, Player, Rules, rules_by_name
from solver.tictactoe.store import open_engine

__all__ = [
    "GRAHAM",
    "LINES",
    "NAMED_RULES",
    "NYGAARD",
    "Analysis",
    "BoardSizeError",
    "DuplicateTokenError",
    "Engine",
    "IllegalMoveError",
    "InvalidTokenError",
    "Move",
    "MoveValue",
    "Outcome",
    "Player",
    "Position",
    "PositionError",
    "Rules",
    "GameState",
    "Status",
    "TableMissingError",
    "TokensMismatchError",
    "TurnOrderError",
    "UnknownRulesError",
    "UnreachablePositionError",
    "Value",
    "WrongPlayerError",
    "open_engine",
    "rules_by_name",
]
