"""A proof split into subproblems, and put back together.

The positions ``depth`` plies below a root, one per class of positions a
symmetry of the board (and of the numbers, where the rules allow one) maps
onto each other, are the subproblems: each is proven on its own
(``proof.prove``), anywhere, in any order.  ``assemble`` then reads the
root's outcome from theirs by minimax over the plies above them, and
writes one certificate for the root: the subproblems' strategies carried
by their symmetries onto every position they stand for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver.tictactoe.board_symmetry import Board, Move, Symmetry, canonical, symmetries
from solver.tictactoe.position import Position
from solver.tictactoe.proof import Certificate
from solver.tictactoe.rules import Player, Rules


@dataclass(frozen=True)
class Outcome:
    """A subproblem's result: its winner (None for a draw, or when only one
    side's win was sought, for no win of that side) and, for a win,
    the winner's strategy (boards in the subproblem's own frame)."""

    winner: Player | None
    strategy: Mapping[Board, Move]


@dataclass(frozen=True)
class Split:
    """The plies above the subproblems: each position's class, its moves to
    the classes below, and the subproblems (``leaves``)."""

    rules: Rules
    root: Board
    depth: int
    maps: list[Symmetry]
    moves: dict[Board, list[tuple[Move, Board | None, bool]]]
    """Per class above the leaves: every legal move, the class it leads to
    (None when the game ends) and whether it completes a line."""
    leaves: list[Board]


def split(position: Position, depth: int) -> Split:
    """The subproblems ``depth`` plies below ``position`` (an open one)."""
    rules = position.rules
    maps = symmetries(rules)
    moves: dict[Board, list[tuple[Move, Board | None, bool]]] = {}
    leaves: dict[Board, None] = {}
    layer = {canonical(position.board, maps)[0]}
    for _ in range(depth):
        below: set[Board] = set()
        for board in sorted(layer):
            here = Position.from_board([t or None for t in board], rules)
            found: list[tuple[Move, Board | None, bool]] = []
            for legal in here.legal_moves():
                after = here.play(legal)
                move = (legal.index, legal.token)
                if after.is_over:
                    found.append((move, None, rules.wins_on(board, *move)))
                    continue
                child = canonical(after.board, maps)[0]
                below.add(child)
                found.append((move, child, False))
            moves[board] = found
        layer = below - moves.keys()
    for board in sorted(layer):
        leaves[board] = None
    return Split(rules, position.board, depth, maps, moves, list(leaves))


class _Values:
    """Each class's winner (None: a draw) by minimax over the plies above
    the subproblems, from the subproblems' results."""

    def __init__(self, plan: Split, results: Mapping[Board, Outcome]) -> None:
        self.plan = plan
        self.results = results
        self.memo: dict[Board, Player | None] = {}

    def of(self, name: Board) -> Player | None:
        """``KeyError`` for a subproblem with no result."""
        plan = self.plan
        if name not in plan.moves:
            return self.results[name].winner
        if name not in self.memo:
            mover = _to_move(plan.rules, name)
            winners = [
                (mover if wins else None) if child is None else self.of(child)
                for _, child, wins in plan.moves[name]
            ]
            if mover in winners:
                self.memo[name] = mover
            elif all(w is mover.opponent for w in winners):
                self.memo[name] = mover.opponent
            else:
                self.memo[name] = None
        return self.memo[name]


def winner_of(plan: Split, results: Mapping[Board, Outcome]) -> Player | None:
    """The root's winner (None for a draw); ``KeyError`` for a subproblem
    with no result."""
    return _Values(plan, results).of(canonical(plan.root, plan.maps)[0])


def assemble(plan: Split, results: Mapping[Board, Outcome], nodes: int = 0) -> Certificate:
    """The root's certificate from its subproblems' (``ValueError`` when
    the root is a draw)."""
    values = _Values(plan, results)
    winner = values.of(canonical(plan.root, plan.maps)[0])
    if winner is None:
        raise ValueError("the root is a draw: no side has a winning strategy")
    strategy: dict[Board, Move] = {}
    carried: set[tuple[Board, Board]] = set()

    def walk(board: Board) -> None:
        name, to_name = canonical(board, plan.maps)
        back = to_name.inverse()
        if name not in plan.moves:
            if (name, board) not in carried:  # this subproblem, seen from here
                carried.add((name, board))
                for there, move in results[name].strategy.items():
                    strategy.setdefault(back.board(there), back.move(move))
            return
        choices = plan.moves[name]
        if _to_move(plan.rules, board) is winner:
            move, child, wins = next(
                c for c in choices if c[2] or (c[1] is not None and values.of(c[1]) is winner)
            )
            strategy[board] = back.move(move)
            if not wins:
                walk(_play(board, back.move(move)))
            return
        for move, child, _ in choices:
            if child is not None:  # a move of the loser's that ends the game: none
                walk(_play(board, back.move(move)))

    walk(plan.root)
    return Certificate(plan.rules, plan.root, winner, strategy, nodes)


def _play(board: Board, move: Move) -> Board:
    cell, token = move
    return board[:cell] + (token,) + board[cell + 1 :]


def _to_move(rules: Rules, board: Board) -> Player:
    placed = sum(1 for token in board if token)
    return rules.first if placed % 2 == 0 else rules.first.opponent
