"""Numeric tic-tac-toe as text: the position string and the game record
(``docs/records.md``), for every rule set and board.

The **position string** is the board's rows from the top, separated by
``/``, each row's cells by ``,`` (``_`` an empty cell), then the player to
move and the rules id (``Rules.name``).  The player to move is the one
whose turn it is by the numbers placed (once the game is over, the one
whose turn it would be); a string naming the other is refused.

The **game record** is PGN-shaped (``solver.core.records``): the tags
``Game``, ``Rules`` (required), ``Position`` (the start, when not the empty
board) and ``Result`` (``odd``, ``even``, ``draw`` or ``*``), then the moves
written ``token@index``, two to a round.  Reading one replays its moves
under its rules; a move that cannot be played, or a result the replay does
not give, is refused.

>>> game = replay(Position.empty(), ["5@4", "8@0"])
>>> position_text(game.final)
'8,_,_/_,5,_/_,_,_ odd graham'
>>> print(record_text(game))
[Game "numeric tic-tac-toe"]
[Rules "graham"]
[Result "*"]
<BLANKLINE>
1. 5@4 8@0 *
>>> read_game(record_text(game)) == game
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from solver.core.errors import IllegalMoveError, PositionError
from solver.core.records import (
    MAX_POSITION_CHARS,
    UNFINISHED,
    Record,
    RecordError,
    check_result,
    move_error,
    read_record,
    reading_tag,
    tag_line,
    write_record,
)
from solver.tictactoe.errors import UnknownRulesError
from solver.tictactoe.notation import SEPARATOR, board_text
from solver.tictactoe.position import GAME_TYPE, Move, Position
from solver.tictactoe.rules import EMPTY, Player, Rules, Token, rules_from_id

ROW_SEPARATOR: Final = "/"
DRAW: Final = "draw"
RESULTS: Final = (Player.ODD.value, Player.EVEN.value, DRAW)
"""A finished game's results: its winner, or a draw (``*`` while it goes on)."""
PER_ROUND: Final = 2
"""Moves to a round of the record: one each."""
PART: Final = "position"
"""What a position string's own errors name (``RecordError.part``)."""
_EXAMPLE: Final = "'_,_,_/_,5,_/_,_,8 odd graham'"


@dataclass(frozen=True)
class Game:
    """A game replayed: its rule set, the position it started from, the
    moves played in order and the position they leave."""

    rules: Rules
    start: Position
    moves: tuple[Move, ...]
    final: Position

    @property
    def result(self) -> str:
        """``odd`` or ``even`` (the winner), ``draw``, or ``*`` while it goes on."""
        return result_word(self.final)


def result_word(position: Position) -> str:
    """The record's result for ``position``: its winner, ``draw``, or ``*``."""
    status = position.status
    if status.winner is not None:
        return status.winner.value
    return DRAW if position.is_over else UNFINISHED


def turn_by_count(position: Position) -> Player:
    """Whose turn it is by the numbers placed: the first player's after an
    even count, the other's after an odd one (``Position.from_board`` has
    checked that the players alternated).  Once the game is over, whose it
    would be."""
    placed = sum(1 for cell in position.board if cell != EMPTY)
    first = position.rules.first
    return first if placed % 2 == 0 else first.opponent


def position_text(position: Position) -> str:
    """The position string: ``_,_,_/_,5,_/_,_,8 odd graham``."""
    size = position.rules.size
    rows = (position.board[start : start + size] for start in range(0, len(position.board), size))
    board = ROW_SEPARATOR.join(board_text(row) for row in rows)
    return f"{board} {turn_by_count(position).value} {position.rules.name}"


def read_position(text: str) -> Position:
    """The position a position string writes, validated as any board is.

    ``RecordError`` for a string not shaped as one (three words; as many
    rows as the rules' board has, each as many cells), rules it does not
    know, or a player to move other than the one whose turn it is; the
    board's own errors (``PositionError``s naming the cell) for numbers
    that are not the game's or that no game places so."""
    if len(text) > MAX_POSITION_CHARS:
        raise RecordError(
            f"a position string is at most {MAX_POSITION_CHARS} characters, not {len(text)}",
            part=PART,
        )
    words = text.split()
    if len(words) != 3:
        raise RecordError(
            f"{text[:60]!r} is not a position: write the rows, the player to move "
            f"and the rules, as {_EXAMPLE}",
            part=PART,
        )
    rows_text, player_text, rules_id = words
    rules = _rules(rules_id)
    board = SEPARATOR.join(_cells_of_rows(rows_text, rules.size))
    position = Position.from_text(board, rules)
    turn = turn_by_count(position)
    if player_text not in {player.value for player in Player}:
        raise RecordError(f"{player_text[:20]!r} is not a player: write odd or even", part=PART)
    if player_text != turn.value:
        placed = sum(1 for cell in position.board if cell != EMPTY)
        raise RecordError(
            f"the position says {player_text} is to move, but it is {turn.value}'s turn: "
            f"{placed} number{'' if placed == 1 else 's'} placed, and "
            f"{rules.first.value} moves first",
            part=PART,
        )
    return position


def _rules(rules_id: str) -> Rules:
    """The rule set ``rules_id`` names; ``RecordError`` for any other text."""
    try:
        return rules_from_id(rules_id)
    except UnknownRulesError as error:
        known = f" (write it {error.canonical!r})" if error.canonical else ""
        raise RecordError(f"{error}{known}", part=PART) from None


def _cells_of_rows(rows_text: str, size: int) -> list[str]:
    """The cells of ``size`` rows of ``size`` cells each, as written."""
    if rows_text.count(ROW_SEPARATOR) != size - 1:
        rows = rows_text.count(ROW_SEPARATOR) + 1
        raise RecordError(
            f"the {size}x{size} board has {size} rows separated by {ROW_SEPARATOR}, got {rows}",
            part=PART,
        )
    cells: list[str] = []
    for number, row in enumerate(rows_text.split(ROW_SEPARATOR), start=1):
        if row.count(SEPARATOR) != size - 1:
            raise RecordError(
                f"row {number} has {row.count(SEPARATOR) + 1} cells; "
                f"the {size}x{size} board's rows have {size}",
                part=PART,
            )
        cells.extend(row.split(SEPARATOR))
    return cells


def start_position(rules: Rules, board: Sequence[Token | None] | None = None) -> Position:
    """The position a game starts from: ``board`` validated under ``rules``
    (its errors name the part ``start``), or the empty board."""
    if board is None:
        return Position.empty(rules)
    try:
        return Position.from_board(board, rules)
    except PositionError as error:
        error.part = "start"
        raise


def replay(start: Position, moves: Sequence[Move | str]) -> Game:
    """The game of ``moves`` (``Move``s, or texts ``token@index`` read as the
    side to move's) played from ``start``; ``IllegalMoveError`` naming the
    first that cannot be played (``index``: its place in ``moves``; the
    position's own refusal its cause)."""
    position, played = start, []
    for index, move in enumerate(moves):
        try:
            position, move_played = _play(position, move)
        except IllegalMoveError as error:
            text = str(move)[:20]
            raise error.of_move(f"move {index} ({text!r})", index) from error
        played.append(move_played)
    return Game(start.rules, start, tuple(played), position)


def _play(position: Position, move: Move | str) -> tuple[Position, Move]:
    """The position after ``move``, and the move (a text read as the side to move's)."""
    read = position.action_from_string(move) if isinstance(move, str) else move
    return position.play(read), read


def record_text(game: Game) -> str:
    """The game's record: its tags (``Position`` only when it did not start
    from the empty board), then its moves and result."""
    tags = {"Game": GAME_TYPE.name, "Rules": game.rules.name}
    if any(game.start.board):
        tags["Position"] = position_text(game.start)
    tags["Result"] = game.result
    return write_record(tags, [str(move) for move in game.moves], per_round=PER_ROUND)


def write_game(
    rules: Rules, start_board: Sequence[Token | None] | None, moves: Sequence[Move | str]
) -> str:
    """The record of ``moves`` played under ``rules`` from ``start_board``
    (None: the empty board); the errors of ``start_position`` and ``replay``."""
    return record_text(replay(start_position(rules, start_board), moves))


def read_game(text: str) -> Game:
    """The game a record writes, replayed; ``RecordError`` naming the line
    (or the move) for a record that cannot be read, names another game or
    rules it does not know, starts from a position that is not one, holds a
    move that cannot be played, or states a result its moves do not give."""
    record = read_record(text, RESULTS)
    game_name = record.tags.get("Game", GAME_TYPE.name)
    if game_name != GAME_TYPE.name:
        raise RecordError(
            f"this is a record of {game_name[:40]!r}, not of {GAME_TYPE.name}",
            line=tag_line(text, "Game"),
        )
    rules_id = record.tag("Rules")
    rules = reading_tag(text, "Rules", lambda: _rules(rules_id))
    start = reading_tag(text, "Position", lambda: _start(record, rules))
    try:
        game = replay(start, record.moves)
    except IllegalMoveError as error:
        raise move_error(error, record.moves, per_round=PER_ROUND) from None
    reading_tag(text, "Result", lambda: check_result(record, game.result))
    return game


def _start(record: Record, rules: Rules) -> Position:
    """The position the record's ``Position`` tag writes (the empty board
    without one), which must be under the ``Rules`` tag's rule set."""
    if "Position" not in record.tags:
        return Position.empty(rules)
    start = read_position(record.tags["Position"])
    if start.rules != rules:
        raise RecordError(
            f"the position's rules {start.rules.name!r} are not the Rules tag's {rules.name!r}"
        )
    return start
