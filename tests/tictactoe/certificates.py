"""An independent checker of win certificates (``solver.tictactoe.proof``),
written from the rules as the seeds state them and sharing no code with
the engine: a board of n x n cells; its lines are the n rows, the n columns
and the two diagonals; the players take turns placing one of their own
numbers (or, with shared numbers, any number not yet placed) on an empty
cell; whoever completes a line whose numbers sum to the target (or
multiply to it, for a product game; or, with parity wins, are all odd or
all even) wins; a full board, or a player to move with no number left, is
a draw.

``check`` plays every move of the loser at each of its turns and the
certificate's move at each of the winner's, and says how many positions it
verified, or raises ``CertificateError`` naming the first that fails.
"""

from __future__ import annotations

import math
from typing import Any


class CertificateError(Exception):
    """The certificate does not prove what it claims."""


def _lines(n: int) -> list[list[int]]:
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    columns = [[r * n + c for r in range(n)] for c in range(n)]
    diagonals = [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]
    return rows + columns + diagonals


def _read(text: str) -> tuple[int, ...]:
    return tuple(0 if mark == "_" else int(mark) for mark in text.split(","))


def _write(board: tuple[int, ...]) -> str:
    return ",".join(str(token) if token else "_" for token in board)


def check(certificate: dict[str, Any]) -> int:
    """The positions verified; ``CertificateError`` if any fails."""
    rules = certificate["rules"]
    n, target = rules["size"], rules["target"]
    numbers = {side: set(rules["numbers"][side]) for side in ("odd", "even")}
    pool = numbers["odd"] | numbers["even"]
    lines = _lines(n)
    through = [[line for line in lines if cell in line] for cell in range(n * n)]
    winner = certificate["winner"]
    loser = "even" if winner == "odd" else "odd"
    strategy = {board: tuple(move) for board, move in certificate["strategy"].items()}
    first = rules["first"]

    def to_move(board: tuple[int, ...]) -> str:
        placed = sum(1 for token in board if token)
        return first if placed % 2 == 0 else ("even" if first == "odd" else "odd")

    def held(board: tuple[int, ...], side: str) -> set[int]:
        return (pool if rules["shared"] else numbers[side]) - set(board)

    def wins(board: tuple[int, ...], cell: int) -> bool:
        for line in through[cell]:
            tokens = [board[c] for c in line]
            if not all(tokens):
                continue
            made = math.prod(tokens) if rules["line"] == "product" else sum(tokens)
            if made == target:
                return True
            if rules["parity_wins"] and len({t % 2 for t in tokens}) == 1:
                return True
        return False

    verified: set[tuple[int, ...]] = set()

    def verify(board: tuple[int, ...]) -> None:
        if board in verified:
            return
        side = to_move(board)
        if side == winner:
            move = strategy.get(_write(board))
            if move is None:
                raise CertificateError(f"no move for the winner at {_write(board)}")
            cell, token = move
            if board[cell] or token not in held(board, side):
                raise CertificateError(f"{move} is not a legal move at {_write(board)}")
            replies = [(cell, token)]
        else:
            replies = [
                (cell, token)
                for cell in range(n * n)
                if not board[cell]
                for token in sorted(held(board, side))
            ]
        for cell, token in replies:
            after = board[:cell] + (token,) + board[cell + 1 :]
            if wins(after, cell):
                if side == loser:
                    raise CertificateError(f"the loser wins with {cell, token} at {_write(board)}")
                continue
            if all(after) or not held(after, loser if side == winner else winner):
                raise CertificateError(f"a draw after {cell, token} at {_write(board)}")
            verify(after)
        verified.add(board)

    root = _read(certificate["root"])
    if to_move(root) not in (winner, loser) or winner not in ("odd", "even"):
        raise CertificateError("the winner is neither side")
    verify(root)
    return len(verified)
