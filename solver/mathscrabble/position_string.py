"""A Math Scrabble position as one line other tools read, in the shape of
Scrabble's CGP (``docs/records.md``): the board's rows, the racks, the
scores, the scoreless turns and opcodes.  CGP counts runs of empty squares
with digits; here digits are tiles, so every empty square is a ``.``, and a
blank is its face in brackets (``[3]``).

>>> from solver.mathscrabble.record import Table
>>> text = write_position(table_position(Table(1), seat=0))
>>> read_position(text) == table_position(Table(1), seat=0)
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from solver.core.records import MAX_POSITION_CHARS, RecordError
from solver.mathscrabble.board import SIZE, Board, Square
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.record import Table
from solver.mathscrabble.records import read_bonus
from solver.mathscrabble.tiles import BAG, BLANK, TILES, rack_counts, read_tile


class PositionStringError(RecordError):
    """A position string that cannot be read."""

    def __init__(self, message: str) -> None:
        super().__init__(message, part="position")


@dataclass(frozen=True)
class MathScrabblePosition:
    """A position as its string holds it: the board, each rack (empty when
    not known), the scores, the scoreless turns in a row, the bag's count,
    the bonus and the player to move (None once the game is over)."""

    board: Board
    racks: tuple[str, str]
    scores: tuple[int, int]
    scoreless: int
    bag: int
    bonus: Bonus
    to_move: int | None


def write_position(position: MathScrabblePosition) -> str:
    """The position string: rows, racks, scores, scoreless turns, opcodes."""
    rows = "/".join(
        "".join(_square_text(position.board, row * SIZE + col) for col in range(SIZE))
        for row in range(SIZE)
    )
    opcodes = [f"bag {position.bag};", f"bonus {position.bonus.value};"]
    if position.to_move is not None:
        opcodes.append(f"to_move {position.to_move};")
    racks = "/".join(position.racks)
    scores = "/".join(map(str, position.scores))
    return f"{rows} {racks} {scores} {position.scoreless} {' '.join(opcodes)}"


def _square_text(board: Board, at: Square) -> str:
    face = board.faces[at]
    return f"[{face}]" if at in board.blanks else face


def table_position(table: Table, seat: int | None = None) -> MathScrabblePosition:
    """The position a game has reached; with ``seat``, that seat's view
    (the other rack not known)."""
    state = table.state
    racks = tuple(rack if seat in (None, owner) else "" for owner, rack in enumerate(state.racks))
    return MathScrabblePosition(
        state.board,
        (racks[0], racks[1]),
        (state.scores[0], state.scores[1]),
        state.scoreless,
        len(state.bag),
        state.bonus,
        None if state.over else state.to_move,
    )


def read_position(text: str) -> MathScrabblePosition:
    """The position a string writes; ``RecordError`` naming the part at
    fault (a row, a rack, a score, an opcode), and the board's own errors
    for a board no game can hold."""
    if len(text) > MAX_POSITION_CHARS:
        raise PositionStringError(f"a position string is at most {MAX_POSITION_CHARS} characters")
    fields = text.split()
    if len(fields) < 4:
        raise PositionStringError(
            "a position is rows, racks, scores and scoreless turns, then opcodes"
        )
    rows, racks, scores, scoreless = fields[:4]
    opcodes = _opcodes(" ".join(fields[4:]))
    board = _board(rows)
    rack_pair = racks.split("/")
    if len(rack_pair) != 2 or any(_bad_rack(rack) for rack in rack_pair):
        raise PositionStringError(f"{racks[:30]!r}: the racks are two, separated by /, '?' a blank")
    score_pair = scores.split("/")
    if len(score_pair) != 2 or not all(_is_number(score, signed=True) for score in score_pair):
        raise PositionStringError(
            f"{scores[:30]!r}: the scores are two whole numbers, separated by /"
        )
    if not _is_number(scoreless) or int(scoreless) > 6:
        raise PositionStringError(f"{scoreless[:10]!r}: the scoreless turns in a row are 0 to 6")
    bag = _count(opcodes, "bag", 0, len(BAG))
    _check_tiles(board, rack_pair, bag)
    return MathScrabblePosition(
        board,
        (rack_pair[0], rack_pair[1]),
        (int(score_pair[0]), int(score_pair[1])),
        int(scoreless),
        bag,
        read_bonus(opcodes.get("bonus", Bonus.SQRT.value), part="position"),
        _count(opcodes, "to_move", 0, 1) if "to_move" in opcodes else None,
    )


def _board(rows: str) -> Board:
    texts = rows.split("/")
    if len(texts) != SIZE:
        raise PositionStringError(f"the board is {SIZE} rows separated by /, not {len(texts)}")
    plain, blanks = [], []
    for row, text in enumerate(texts):
        squares = re.findall(r"\[[^\]]*\]|.", text)
        for col, square in enumerate(squares):
            if square == "]":
                raise PositionStringError(f"row {row + 1}: a ] that closes no [")
            if square.startswith("["):
                if len(square) != 3:
                    raise PositionStringError(
                        f"row {row + 1}: {square[:8]!r}: a blank is one face in []"
                    )
                blanks.append((row, col))
        plain.append("".join(square.strip("[]") for square in squares))
    try:
        return Board.from_rows(plain, blanks)
    except BoardError as error:
        raise PositionStringError(f"the board: {error}") from None


def _check_tiles(board: Board, racks: list[str], bag: int) -> None:
    """Refuse more of a tile than the set holds, or a bag bigger than what
    the board and racks leave."""
    held = board.counts() + rack_counts(racks[0]) + rack_counts(racks[1])
    for tile, kind in TILES.items():
        if held[tile] > kind.count:
            raise PositionStringError(
                f"the board and racks hold {held[tile]} {tile!r}; the set has {kind.count}"
            )
    left = len(BAG) - held.total()
    if bag > left:
        raise PositionStringError(f"bag {bag}: the board and racks leave {left} tiles")


def _opcodes(text: str) -> dict[str, str]:
    known = {"bag", "bonus", "to_move"}
    opcodes: dict[str, str] = {}
    for part in filter(None, (part.strip() for part in text.split(";"))):
        name, _, value = part.partition(" ")
        if name not in known:
            raise PositionStringError(f"{name[:20]!r}: the opcodes are bag, bonus and to_move")
        if name in opcodes:
            raise PositionStringError(f"the opcode {name} is given twice")
        opcodes[name] = value.strip()
    return opcodes


def _count(opcodes: dict[str, str], name: str, least: int, most: int) -> int:
    value = opcodes.get(name, "")
    if not _is_number(value) or not least <= int(value) <= most:
        raise PositionStringError(f"{name} {value[:10]!r}: {name} is {least} to {most}")
    return int(value)


def _is_number(text: str, signed: bool = False) -> bool:
    digits = text[1:] if signed and text.startswith("-") else text
    return digits.isascii() and digits.isdigit() and len(digits) <= 6


def _bad_rack(rack: str) -> bool:
    return len(rack) > 9 or any(char != BLANK and read_tile(char) != char for char in rack)
