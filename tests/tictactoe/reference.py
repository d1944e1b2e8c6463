"""A plain recursive search, independent of the table, to check it against.

It knows only the rules: no symmetry, no memo, no table.  Scores follow
``solver.core.value``: win in p plies = 100 - p, draw = 0, loss in p = p - 100.
"""

from __future__ import annotations

from solver.tictactoe.rules import LINES, Player, Rules


def wins(board: list[int], cell: int, token: int, rules: Rules) -> bool:
    for line in LINES:
        if cell in line:
            a, b = (board[i] for i in line if i != cell)
            if a and b and rules.completes(a, b, token):
                return True
    return False


def negamax(
    board: list[int], rules: Rules, mover: Player | None
) -> tuple[int, list[tuple[int, int]]]:
    """The score of an open position for ``mover`` and its best (index, token) moves."""
    assert mover is not None, "the position is open"
    mine = [n for n in rules.numbers(mover) if n not in board]
    theirs = [n for n in rules.numbers(mover.opponent) if n not in board]
    empties = [i for i in range(9) if not board[i]]
    best, best_moves = -1000, []
    for cell in empties:
        for token in mine:
            if wins(board, cell, token, rules):
                score = 99
            elif len(empties) == 1 or not theirs:
                score = 0
            else:
                board[cell] = token
                child, _ = negamax(board, rules, mover.opponent)
                board[cell] = 0
                score = 1 - child if child > 0 else (-child - 1 if child < 0 else 0)
            if score > best:
                best, best_moves = score, [(cell, token)]
            elif score == best:
                best_moves.append((cell, token))
    return best, best_moves


def is_reachable(board: tuple[int, ...], rules: Rules) -> bool:
    """Whether legal play reaches ``board``, by taking moves back one at a time:
    the last mover's number comes off, and what is left must be a position in
    which the game was still going on, itself reachable."""
    placed_first = sum(1 for t in board if t in rules.numbers(rules.first))
    placed_second = sum(1 for t in board if t in rules.numbers(rules.first.opponent))
    if placed_first + placed_second == 0:
        return True
    if placed_first - placed_second not in (0, 1):
        return False
    last = rules.first if placed_first > placed_second else rules.first.opponent
    for cell, token in enumerate(board):
        if token in rules.numbers(last):
            before = board[:cell] + (0,) + board[cell + 1 :]
            if not _has_completed_line(before, rules) and is_reachable(before, rules):
                return True
    return False


def _has_completed_line(board: tuple[int, ...], rules: Rules) -> bool:
    for a, b, c in LINES:
        if board[a] and board[b] and board[c] and rules.completes(board[a], board[b], board[c]):
            return True
    return False
