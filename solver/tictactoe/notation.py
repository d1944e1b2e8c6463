"""The board as text: ``_,_,_,_,5,_,_,_,8``, the cells in index order
separated by commas, ``_`` for an empty cell, a number as digits (no sign,
no leading zero).  The GET forms, a solve's ``root`` and ``str(position)``
all write and read it here; the command line also takes spaces and other
empty marks, and turns them into this.

>>> board_text((0, 0, 0, 0, 5, 0, 0, 0, 8))
'_,_,_,_,5,_,_,_,8'
>>> read_board("_,_,_,_,5,_,_,_,8")
[None, None, None, None, 5, None, None, None, 8]
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.tictactoe.errors import BoardSizeError, InvalidTokenError
from solver.tictactoe.geometry import SIZES
from solver.tictactoe.rules import CELLS

EMPTY_MARK = "_"
SEPARATOR = ","
MAX_DIGITS = 19
"""The longest number the text may write (a 64-bit value's digits)."""


class BoardTextError(InvalidTokenError):
    """Cells that are neither a number nor ``_``: ``cells`` says what is
    wrong with each, by index."""

    def __init__(self, cells: dict[int, str]) -> None:
        index, message = next(iter(cells.items()))
        super().__init__(f"cell {index}: {message}", index=index)
        self.cells = cells


def read_number(text: str) -> int | None:
    """The number ``text`` writes (digits, no sign, no leading zero, at most
    ``MAX_DIGITS``), or None when it is not one."""
    well_formed = text.isascii() and text.isdigit() and (text == "0" or text[0] != "0")
    return int(text) if well_formed and len(text) <= MAX_DIGITS else None


def board_text(board: Sequence[int | None]) -> str:
    """The board written as text (``0`` or None for an empty cell)."""
    return SEPARATOR.join(str(token) if token else EMPTY_MARK for token in board)


def read_board(text: str, cells: int | None = CELLS) -> list[int | None]:
    """The board ``text`` writes: None for an empty cell.  ``BoardSizeError``
    unless it has exactly ``cells`` cells (9, the 3x3 board's, by default;
    with None, the cells of any board: 9, 16 or 25); ``BoardTextError``
    naming every cell that is not a positive number or ``_``.  Whether the
    board and its numbers fit a rule set is the position's to check."""
    sizes = [size * size for size in SIZES] if cells is None else [cells]
    wanted = " or ".join(map(str, sizes))
    if text.count(SEPARATOR) >= sizes[-1]:  # refused before splitting a long text
        raise BoardSizeError(
            f"the board must have exactly {wanted} cells separated by commas, got more"
        )
    marks = text.split(SEPARATOR)
    if len(marks) not in sizes:
        raise BoardSizeError(
            f"the board must have exactly {wanted} cells separated by commas, got {len(marks)}"
        )
    board: list[int | None] = []
    wrong: dict[int, str] = {}
    for index, cell in enumerate(marks):
        number = None if cell == EMPTY_MARK else read_number(cell)
        if cell != EMPTY_MARK and not number:
            wrong[index] = f"a cell holds a number or _ for an empty cell, got {cell[:20]!r}"
        board.append(number)
    if wrong:
        raise BoardTextError(wrong)
    return board
