"""fifteen's engine: perfect play of Graham's and Nygaard's games.

>>> from solver import GRAHAM, Player, Position, open_engine
>>> position = Position.from_board([None, None, None, None, 5, None, None, None, None])
>>> open_engine(GRAHAM).best_move(position, Player.EVEN)
Move(player=<Player.EVEN: 'even'>, index=0, token=2)
"""

from solver.engine import Analysis, Engine, MoveValue
from solver.errors import (
    BoardSizeError,
    DuplicateTokenError,
    IllegalMoveError,
    InvalidTokenError,
    PositionError,
    TableMissingError,
    TokensMismatchError,
    TurnOrderError,
    UnknownRulesError,
    UnreachablePositionError,
    WrongPlayerError,
)
from solver.position import Move, Position, State, Status
from solver.rules import GRAHAM, LINES, NAMED_RULES, NYGAARD, Player, Rules, rules_by_name
from solver.store import open_engine
from solver.value import Outcome, Value

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
    "State",
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
