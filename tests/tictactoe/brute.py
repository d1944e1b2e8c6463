"""A brute-force search from the rules' words alone, for every board size,
shared numbers and product lines: no symmetry, no table, no pruning; a memo
only.  It checks the exact solver and the anytime search.

Scores follow ``solver.core.value``: win in p plies = 100 - p, draw = 0,
loss in p plies = p - 100.
"""

from __future__ import annotations

from functools import cache
from math import prod

from solver.tictactoe.rules import Player, Rules


def lines_of(size: int) -> list[tuple[int, ...]]:
    """Rows, columns and the two diagonals of a ``size`` x ``size`` board."""
    rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
    columns = [tuple(r * size + c for r in range(size)) for c in range(size)]
    down = tuple(i * (size + 1) for i in range(size))
    up = tuple((i + 1) * (size - 1) for i in range(size))
    return rows + columns + [down, up]


def line_wins(tokens: list[int], rules: Rules) -> bool:
    """A full line wins: its sum (or product) is the target, or, when parity
    wins, its numbers are all odd or all even."""
    made = sum(tokens) if rules.line.value == "sum" else prod(tokens)
    if made == rules.target:
        return True
    return rules.parity_wins and len({t % 2 for t in tokens}) == 1


def to_move(board: tuple[int, ...], rules: Rules) -> Player:
    placed = sum(1 for t in board if t)
    if rules.shared:
        return rules.first if placed % 2 == 0 else rules.first.opponent
    mine = sum(1 for t in board if t in (rules.odd if rules.first is Player.ODD else rules.even))
    return rules.first if mine == placed - mine else rules.first.opponent


def available(board: tuple[int, ...], rules: Rules, player: Player) -> list[int]:
    """The numbers ``player`` may still place."""
    if rules.shared:
        numbers = rules.odd + rules.even
    else:
        numbers = rules.odd if player is Player.ODD else rules.even
    return sorted(n for n in numbers if n not in board)


def score(board: tuple[int, ...], rules: Rules) -> int:
    """The score of an open position for the side to move."""
    return _score(board, rules)


def move_scores(board: tuple[int, ...], rules: Rules) -> dict[tuple[int, int], int]:
    """Every legal (cell, number) move of the side to move with its score."""
    size = int(len(board) ** 0.5)
    lines = lines_of(size)
    player = to_move(board, rules)
    result = {}
    for cell in (c for c, t in enumerate(board) if not t):
        for token in available(board, rules, player):
            after = board[:cell] + (token,) + board[cell + 1 :]
            if any(
                cell in line
                and all(after[i] for i in line)
                and line_wins([after[i] for i in line], rules)
                for line in lines
            ):
                result[cell, token] = 99
            elif all(after) or not available(after, rules, player.opponent):
                result[cell, token] = 0
            else:
                child = _score(after, rules)
                result[cell, token] = 1 - child if child > 0 else (-child - 1 if child < 0 else 0)
    return result


@cache
def _score(board: tuple[int, ...], rules: Rules) -> int:
    return max(move_scores(board, rules).values())
