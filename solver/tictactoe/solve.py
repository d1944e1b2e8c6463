"""Solving a rule set completely: every reachable open position, exactly.

A depth-first search from the empty board, memoized on canonical keys (see
``solver.tictactoe.symmetry``), computes for every open position its value for the side
to move and the set of its best moves.  It is generic over ``Rules``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import add

from solver.core.value import WIN_SCORE, draw_plies, parent_score, score_byte
from solver.tictactoe.bits import map_bits
from solver.tictactoe.position import Position
from solver.tictactoe.rules import CELLS, EMPTY, LINES_THROUGH, Player, Rules
from solver.tictactoe.symmetry import symmetries_of

Progress = Callable[[float], None]


@dataclass(frozen=True)
class LayerCount:
    """Legal positions with a given number of tokens placed."""

    tokens: int
    positions: int = 0
    won: int = 0
    drawn: int = 0


@dataclass
class Solution:
    """Every open position of a rule set, keyed canonically.

    ``entries[key] = (value byte, best-move mask)``.  Bit ``index * width +
    k`` of the mask is set when placing the mover's ``k``-th number (in
    ascending order) on cell ``index`` of the canonical board is a best move.
    """

    rules: Rules
    width: int
    entries: dict[int, tuple[int, int]] = field(default_factory=dict)
    layers: list[LayerCount] = field(default_factory=list)


def move_width(rules: Rules) -> int:
    """Bits per cell in a best-move mask: the most numbers a player may place."""
    return max(len(rules.numbers(player)) for player in Player)


def solve(
    rules: Rules,
    progress: Progress | None = None,
    *,
    start: Position | None = None,
    count_layers: bool = True,
) -> Solution:
    """Solve ``rules`` from the empty board, or only what can follow ``start``.

    ``progress`` gets 0.0 to 1.0.  With ``count_layers`` the solution counts
    the positions reachable from the start, the start and finished games
    included (``Solution.layers``); without, it skips that bookkeeping, which
    makes a solve about a quarter faster.
    """
    return _Solver(rules, progress, count_layers).run(start or Position.empty(rules))


class _Solver:
    def __init__(self, rules: Rules, progress: Progress | None, count_layers: bool) -> None:
        self.rules = rules
        self.progress = progress
        self.count_layers = count_layers
        self.sym = symmetries_of(rules)
        self.width = move_width(rules)
        # players by side: 0 is Player.ODD, 1 is Player.EVEN (ints hash faster than enums)
        self.players = tuple(Player)
        self.numbers = [rules.numbers(p) for p in self.players]
        self.shared = rules.shared  # both sides place from one set: ``mine`` is ``theirs``
        self.scores: dict[int, int] = {}
        self.solution = Solution(rules, self.width)
        # canonical key -> (tokens placed, orbit size, won?) of game-over positions
        self.finished: dict[int, tuple[int, int, bool]] = {}
        self.open_orbits: list[int] = [0] * (CELLS + 1)
        self.pairs = LINES_THROUGH
        codes = self.sym.codes
        # per player: cell -> k -> the key terms of its k-th number there, per symmetry
        self.move_terms = [
            [[self.sym.terms[cell][codes[n]] for n in numbers] for cell in range(CELLS)]
            for numbers in self.numbers
        ]
        # per player and symmetry: move bit -> bit of the image move
        self.move_maps = [
            [[1 << image for image in images] for images in self.sym.move_images(n, self.width)]
            for n in self.numbers
        ]
        # x -> y -> the numbers completing a winning line with x and y (Rules.completing)
        everyone = rules.pool
        self.completing = {x: {y: rules.completing(x, y) for y in everyone} for x in everyone}
        # a child's score -> the score of the move to it (a dict: faster than a call)
        self.flip = {score: parent_score(score) for score in range(-WIN_SCORE, WIN_SCORE + 1)}
        # bit set -> the places it holds
        self.members = [
            tuple(k for k in range(self.width) if bits >> k & 1) for bits in range(1 << self.width)
        ]

    def run(self, start: Position) -> Solution:
        board = start.board
        self.board = list(board)
        keys = self.sym.keys(board)
        key = min(keys)
        mover = start.status.to_move
        placed = CELLS - board.count(EMPTY)
        if mover is None:
            orbit = len(keys) // keys.count(key)
            self.finished[key] = (placed, orbit, start.status.winner is not None)
        else:
            side = self.players.index(mover)
            numbers = self.numbers
            mine = sum(1 << k for k, n in enumerate(numbers[side]) if n not in board)
            theirs = sum(1 << k for k, n in enumerate(numbers[1 - side]) if n not in board)
            self._visit(keys, key, side, mine, theirs, CELLS - placed, depth=0, span=(0.0, 1.0))
        if self.count_layers:
            self._count_layers()
        return self.solution

    def _visit(
        self,
        keys: list[int],
        key: int,
        side: int,
        mine: int,
        theirs: int,
        empties: int,
        depth: int,
        span: tuple[float, float],
    ) -> int:
        """Solve the open position on ``self.board``; return its score and
        record its value byte and best moves (in canonical orientation).

        ``mine`` and ``theirs`` are the numbers each side has left, as bit
        sets of their places in ``self.numbers``."""
        board = self.board
        numbers = self.numbers[side]
        move_terms = self.move_terms[side]
        scores = self.scores
        width = self.width
        flip = self.flip
        counting = self.count_layers
        shared = self.shared
        last_move = empties == 1 or (not mine & (mine - 1) if shared else not theirs)
        best = -WIN_SCORE
        bits = 0
        cells = [c for c in range(CELLS) if not board[c]]
        ks = self.members[mine]
        show = depth < 2 and self.progress is not None
        step = (span[1] - span[0]) / (len(cells) * len(ks)) if show else 0.0
        n = 0
        for cell in cells:
            wins = self._winning_numbers(cell)
            cell_terms = move_terms[cell]
            for k in ks:
                token = numbers[k]
                if token in wins:
                    score = WIN_SCORE - 1
                    if counting:
                        self._finish(keys, cell_terms[k], CELLS + 1 - empties, won=True)
                elif last_move:
                    score = 0
                    if counting:
                        self._finish(keys, cell_terms[k], CELLS + 1 - empties, won=False)
                else:
                    child_keys = list(map(add, keys, cell_terms[k]))
                    child_key = min(child_keys)
                    child = scores.get(child_key)
                    if child is None:
                        board[cell] = token
                        left = mine ^ (1 << k)
                        child = self._visit(
                            child_keys,
                            child_key,
                            1 - side,
                            left if shared else theirs,
                            left,
                            empties - 1,
                            depth + 1,
                            (span[0] + n * step, span[0] + (n + 1) * step),
                        )
                        board[cell] = EMPTY
                    score = flip[child]
                if score > best:
                    best = score
                    bits = 1 << (cell * width + k)
                elif score == best:
                    bits |= 1 << (cell * width + k)
                if show:
                    n += 1
                    self.progress(span[0] + n * step)  # type: ignore[misc]
        self._record(keys, key, side, best, bits, self._draw_plies(empties, ks, theirs))
        if counting:
            self.open_orbits[CELLS - empties] += len(keys) // keys.count(key)
        return best

    def _draw_plies(self, empties: int, ks: tuple[int, ...], theirs: int) -> int:
        """Plies until a draw ends the game: the board full, or the side to
        move out of numbers (with ``shared``, both sides' are ``ks``)."""
        if self.shared:
            return min(empties, len(ks))
        return draw_plies(empties, len(ks), len(self.members[theirs]))

    def _record(
        self, keys: list[int], key: int, side: int, best: int, bits: int, plies: int
    ) -> None:
        """Record the position ``key`` (one of ``keys``, its orientations)
        as scoring ``best`` with best moves ``bits``, turned to its
        canonical orientation; ``plies`` to a draw."""
        self.scores[key] = best
        symmetry = keys.index(key)
        if symmetry:
            bits = map_bits(bits, self.move_maps[side][symmetry])
        self.solution.entries[key] = (score_byte(best, plies), bits)

    def _winning_numbers(self, cell: int) -> set[int]:
        """The numbers that complete a line through the empty ``cell`` of
        ``self.board``."""
        board = self.board
        completing = self.completing
        wins: set[int] = set()
        for a, b in self.pairs[cell]:
            x = board[a]
            y = board[b]
            if x and y:
                wins |= completing[x][y]
        return wins

    def _finish(self, keys: list[int], terms: tuple[int, ...], placed: int, won: bool) -> None:
        """Count a finished game (for the layer counts)."""
        child_keys = list(map(add, keys, terms))
        child_key = min(child_keys)
        if child_key not in self.finished:
            orbit = len(child_keys) // child_keys.count(child_key)
            self.finished[child_key] = (placed, orbit, won)

    def _count_layers(self) -> None:
        won = [0] * (CELLS + 1)
        drawn = [0] * (CELLS + 1)
        for tokens, orbit, was_won in self.finished.values():
            (won if was_won else drawn)[tokens] += orbit
        self.solution.layers = [
            LayerCount(t, self.open_orbits[t] + won[t] + drawn[t], won[t], drawn[t])
            for t in range(CELLS + 1)
        ]


def print_progress(label: str) -> Progress:
    """Progress of ``solve`` on standard error: a bar redrawn in place on a
    terminal, else (a log) a line at each tenth."""
    shown = [-1]
    terminal = sys.stderr.isatty()
    steps = 1000 if terminal else 10

    def show(fraction: float) -> None:
        step = int(fraction * steps)
        if step == shown[0]:
            return
        shown[0] = step
        if terminal:
            filled = int(fraction * 40)
            sys.stderr.write(f"\r{label:<8} [{'#' * filled:<40}] {fraction:6.1%}")
            if fraction >= 1.0:
                sys.stderr.write("\n")
        else:
            sys.stderr.write(f"{label}: {step / steps:.0%}\n")
        sys.stderr.flush()

    return show
