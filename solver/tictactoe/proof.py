"""Proofs that a side wins, written as certificates anyone can check.

A certificate is the winner's strategy: for every position the winner may
face to move, the move it plays.  Starting from the certificate's root and
trying every move of the loser at each of its turns, the winner's moves
complete a line in every game: nothing else is needed to trust the result,
and a checker written from the rules alone verifies it (``tests/tictactoe/
certificates.py`` is one, sharing no code with the search).

``prove`` finds the strategy with the anytime search's alpha-beta
(``search.Search``: its transposition table, kept for the whole proof, and
its pruning), proving each of the winner's positions to the end of play and
walking every reply of the loser.  A certificate is written as JSON
(``certificate_json``): the rule set (its ``rules_id`` and parts), the
root's board, the winner, and the strategy as ``board text -> [cell,
number]``.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from solver.tictactoe.answers import rules_json
from solver.tictactoe.notation import board_text
from solver.tictactoe.position import Position
from solver.tictactoe.rules import Player, Rules
from solver.tictactoe.search import Search
from solver.tictactoe.search_node import FULL, PROVEN, WIN, OutOfTime

FORMAT = "fifteen-certificate/1"
"""The certificate format written and read here."""


class NotAWinError(Exception):
    """The position is not a proven win for either side (a draw, or a
    proof that ran out of its budget)."""


@dataclass(frozen=True)
class Certificate:
    """A winning strategy from ``root``: ``strategy`` maps each board the
    winner may face to move to its move (cell, number)."""

    rules: Rules
    root: tuple[int, ...]
    winner: Player
    strategy: dict[tuple[int, ...], tuple[int, int]]
    nodes: int
    """Positions the search visited to find it."""

    @property
    def size(self) -> int:
        """The winner's positions the strategy answers."""
        return len(self.strategy)


def certificate_json(certificate: Certificate) -> dict[str, Any]:
    """``certificate`` as JSON: its boards as text (``_`` an empty cell)."""
    return {
        "format": FORMAT,
        "rules": rules_json(certificate.rules),
        "root": board_text(certificate.root),
        "winner": certificate.winner.value,
        "positions": certificate.size,
        "nodes": certificate.nodes,
        "strategy": {
            board_text(board): list(move) for board, move in sorted(certificate.strategy.items())
        },
    }


def prove(position: Position, *, nodes: int | None = None) -> Certificate:
    """The winner's strategy from ``position`` (an open one), found within
    ``nodes`` positions searched (None: no limit); ``NotAWinError`` when it
    is a draw or the budget ran out first."""
    prover = _Prover(position)
    if nodes is not None:
        prover.node_limit = nodes
    prover.stop_after = prover.node_limit
    mover = prover.mover
    score = prover.prove_here(prover.numbers[mover], prover.numbers[mover.opponent])
    if score > PROVEN:
        winner = mover
    elif score < -PROVEN:
        winner = mover.opponent
    else:
        raise NotAWinError(f"{board_text(position.board)} is no win for either side")
    prover.walk(mover, winner)
    return Certificate(position.rules, position.board, winner, prover.strategy, prover.nodes)


class _Prover(Search):
    """The search, kept for one whole proof, walking the winner's strategy."""

    def __init__(self, position: Position) -> None:
        super().__init__(position)
        self.deadline = math.inf
        self.strategy: dict[tuple[int, ...], tuple[int, int]] = {}
        self.done: set[tuple[int, ...]] = set()  # the loser's positions walked

    def prove_here(self, mine: int, theirs: int) -> int:
        """The score of the board as it is for the side to move (holding
        ``mine``), searched to the end of play."""
        try:
            return self._node(0, FULL, -WIN - 1, WIN + 1, mine, theirs, [])
        except OutOfTime:
            raise NotAWinError("the proof ran out of its budget of positions") from None

    def walk(self, to_move: Player, winner: Player) -> None:
        """Fill ``strategy`` from the board as it is, ``to_move`` to move,
        with every position the winner may face under it."""
        lines = self.lines
        board = tuple(lines.board)
        if to_move is winner:
            if board in self.strategy:
                return
            cell, token = self._winning_move(to_move)
            self.strategy[board] = (cell, token)
            if self.rules.wins_on(board, cell, token):
                return
            self._after_move(cell, token, to_move, winner)
            return
        if board in self.done:
            return
        for cell, token in self._moves(to_move):
            if self.rules.wins_on(board, cell, token):
                raise NotAWinError(f"the loser completes a line from {board_text(board)}")
            self._after_move(cell, token, to_move, winner)
        self.done.add(board)

    def _after_move(self, cell: int, token: int, mover: Player, winner: Player) -> None:
        self.lines.place(cell, token)
        try:
            if not self.lines.empty or not self._held(mover.opponent):
                raise NotAWinError("a line of the strategy ends in a draw")
            self.walk(mover.opponent, winner)
        finally:
            self.lines.take(cell, token)

    def _winning_move(self, player: Player) -> tuple[int, int]:
        """A move that wins for ``player`` to move on the board as it is: a
        line completed at once, or the proven search's best."""
        board = self.lines.board
        moves = list(self._moves(player))
        for cell, token in moves:
            if self.rules.wins_on(board, cell, token):
                return cell, token
        mine, theirs = self._held(player), self._held(player.opponent)
        if self.prove_here(mine, theirs) <= PROVEN:
            raise NotAWinError(f"{board_text(board)} is not won for {player.value}")
        entry = self.table.get(self.lines.key)
        if entry is None or entry.move is None:
            raise NotAWinError(f"the search kept no move for {board_text(board)}")
        return entry.move

    def _held(self, player: Player) -> int:
        """The numbers ``player`` holds on the board as it is, as bits."""
        lines = self.lines
        placed = sum(lines.bit[t] for t in lines.board if t)
        return lines.bits_of(self.rules.numbers(player)) & ~placed

    def _moves(self, player: Player) -> Iterator[tuple[int, int]]:
        """Every legal move of ``player`` on the board as it is."""
        tokens = self.lines.tokens(self._held(player))
        for cell, filled in enumerate(self.lines.board):
            if not filled:
                for token in tokens:
                    yield cell, token
