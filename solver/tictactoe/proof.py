"""Proofs that a side wins, written as certificates anyone can check.

A certificate is the winner's strategy: for every position the winner may
face to move, the move it plays.  Starting from the certificate's root and
trying every move of the loser at each of its turns, the winner's moves
complete a line in every game: nothing else is needed to trust the result,
and a checker written from the rules alone verifies it (``tests/tictactoe/
certificates.py`` is one, sharing no code with the search).

``prove`` finds the strategy with an AND/OR search that asks only whether
a side wins (``proof_search``: the anytime search's board and pruning, its
answers kept for the whole proof), then walks it: one winning move at each
of the winner's turns, every reply of the loser.  A certificate is written as JSON
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
from solver.tictactoe.proof_search import STORE_FROM, TABLE_LIMIT, KnownStore, ProofSearch
from solver.tictactoe.rules import Player, Rules
from solver.tictactoe.search_node import OutOfTime

FORMAT = "fifteen-certificate/1"
"""The certificate format written and read here."""


class ProofError(Exception):
    """The walk of a proven win found what the search ruled out (a
    position not won, a line of the loser's, a draw): a fault of the
    search, never an answer about the game."""


class NotAWinError(Exception):
    """The position is not a proven win (for the side sought, or either):
    ``out_of_budget`` when the proof ran out of positions first, else the
    search found none; ``nodes`` the positions it searched."""

    def __init__(self, message: str, *, nodes: int = 0, out_of_budget: bool = False) -> None:
        super().__init__(message)
        self.nodes = nodes
        self.out_of_budget = out_of_budget


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


FIRST_SLICE = 50_000
"""Positions each side's question gets first when both are asked; each
round doubles it, so that a quick win of either side is found whatever
the other question would cost."""


def prove(
    position: Position,
    *,
    nodes: int | None = None,
    winner: Player | None = None,
    store: KnownStore | None = None,
    store_from: int = STORE_FROM,
    table_limit: int = TABLE_LIMIT,
) -> Certificate:
    """The winner's strategy from ``position`` (an open one), found and
    walked within ``nodes`` positions searched (None: no limit);
    ``NotAWinError`` when it is a draw (or, given ``winner``, no win of
    that side) or the budget ran out first; ``ProofError`` for a fault of
    the search.  Given ``winner``, only that side's win is sought (a win of
    the other side is then no win either); else both sides' questions are
    asked in turns, each round with twice the positions of the last (each
    search keeps what it found).
    ``store`` keeps the answers for positions with at least ``store_from``
    empty cells beyond this proof (``proof_search``)."""
    mover = position.status.to_move
    if mover is None:
        raise ValueError("the game is over: there is nothing to prove")
    budget = math.inf if nodes is None else nodes
    sides = [winner] if winner is not None else [mover, mover.opponent]
    open_questions = {
        side: ProofSearch(
            position,
            side,
            store=store,
            store_from=store_from,
            table_limit=max(1, table_limit // len(sides)),
        )
        for side in sides
    }
    answered = 0  # positions the questions already answered "no" searched
    round_slice = budget if winner is not None else FIRST_SLICE

    def spent() -> int:
        return answered + sum(search.nodes for search in open_questions.values())

    while open_questions:
        for side, search in list(open_questions.items()):
            if spent() >= budget:
                break
            search.stop_after = search.nodes + min(round_slice, budget - spent())
            try:
                if not search.wins():
                    answered += search.nodes
                    del open_questions[side]
                    continue
                search.stop_after = search.nodes + (budget - spent())  # the walk: what is left
                strategy = _Walk(search).strategy()
            except OutOfTime:
                continue
            return Certificate(position.rules, position.board, side, strategy, spent())
        if open_questions and spent() >= budget:
            raise NotAWinError(
                "the proof ran out of its budget of positions", nodes=spent(), out_of_budget=True
            )
        round_slice *= 2
    sought = "either side" if winner is None else winner.value
    raise NotAWinError(f"{board_text(position.board)} is no win for {sought}", nodes=spent())


class _Walk:
    """The winner's strategy walked out of a search that proved the win:
    one move at each of the winner's turns, every move at the loser's."""

    def __init__(self, search: ProofSearch) -> None:
        self.search = search
        self.lines = search.lines
        self.rules = search.rules
        self.winner = search.winner
        self.found: dict[tuple[int, ...], tuple[int, int]] = {}
        self.done: set[tuple[int, ...]] = set()  # the loser's positions walked

    def strategy(self) -> dict[tuple[int, ...], tuple[int, int]]:
        self._walk(self.search.mover)
        return self.found

    def _walk(self, to_move: Player) -> None:
        board = tuple(self.lines.board)
        if to_move is self.winner:
            if board in self.found:
                return
            mine, theirs = self._held(to_move), self._held(to_move.opponent)
            move = self.search.winning_move(mine, theirs)
            if move is None:
                raise ProofError(f"{board_text(board)} is not won for {to_move.value}")
            self.found[board] = move
            if not self.rules.wins_on(board, *move):
                self._after_move(*move, to_move)
            return
        if board in self.done:
            return
        for cell, token in self._moves(to_move):
            if self.rules.wins_on(board, cell, token):
                raise ProofError(f"the loser completes a line from {board_text(board)}")
            self._after_move(cell, token, to_move)
        self.done.add(board)

    def _after_move(self, cell: int, token: int, mover: Player) -> None:
        self.lines.place(cell, token)
        try:
            if not self.lines.empty or not self._held(mover.opponent):
                raise ProofError("a line of the strategy ends in a draw")
            self._walk(mover.opponent)
        finally:
            self.lines.take(cell, token)

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
