"""Solving a rule set completely: every reachable open position, exactly.

A depth-first search from the empty board, memoized on canonical keys (see
``solver.symmetry``), computes for every open position its value for the side
to move and the set of its best moves.  It is generic over ``Rules``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import add

from solver.position import Position
from solver.rules import LINES, Player, Rules
from solver.symmetry import Symmetries
from solver.value import Value, draw_plies, parent_score

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
    """Bits per cell in a best-move mask: the most numbers a player holds."""
    return max(len(rules.odd), len(rules.even))


def solve(
    rules: Rules, progress: Progress | None = None, *, start: Position | None = None
) -> Solution:
    """Solve ``rules`` from the empty board, or only what can follow ``start``.

    ``progress`` gets 0.0 to 1.0.  The layer counts cover the positions
    reachable from the start, the start included.
    """
    return _Solver(rules, progress).run(start or Position.empty(rules))


class _Solver:
    def __init__(self, rules: Rules, progress: Progress | None) -> None:
        self.rules = rules
        self.progress = progress
        self.sym = Symmetries(rules)
        self.width = move_width(rules)
        self.numbers = {p: rules.numbers(p) for p in Player}
        self.scores: dict[int, int] = {}
        self.solution = Solution(rules, self.width)
        # canonical key -> (tokens placed, orbit size, won?) of game-over positions
        self.finished: dict[int, tuple[int, int, bool]] = {}
        self.open_orbits: list[int] = [0] * 10
        self.pairs = [
            [tuple(x for x in line if x != cell) for line in LINES if cell in line]
            for cell in range(9)
        ]
        # per player and symmetry: move bit -> bit of the image move
        self.move_maps = {p: self.sym.move_images(n, self.width) for p, n in self.numbers.items()}

    def run(self, start: Position) -> Solution:
        board = start.board
        self.board = list(board)
        keys = self.sym.keys(board)
        key = min(keys)
        mover = start.status.to_move
        placed = 9 - board.count(0)
        if mover is None:
            orbit = len(keys) // keys.count(key)
            self.finished[key] = (placed, orbit, start.status.winner is not None)
        else:
            numbers = self.numbers
            mine = tuple(k for k, n in enumerate(numbers[mover]) if n not in board)
            theirs = tuple(k for k, n in enumerate(numbers[mover.opponent]) if n not in board)
            self._visit(keys, key, mover, mine, theirs, 9 - placed, depth=0, span=(0.0, 1.0))
        self._count_layers()
        return self.solution

    def _visit(
        self,
        keys: list[int],
        key: int,
        mover: Player,
        mine: tuple[int, ...],
        theirs: tuple[int, ...],
        empties: int,
        depth: int,
        span: tuple[float, float],
    ) -> int:
        """Solve the open position on ``self.board``; return its score."""
        board = self.board
        numbers = self.numbers[mover]
        terms = self.sym.terms
        codes = self.sym.codes
        scores = self.scores
        width = self.width
        target = self.rules.target
        parity = self.rules.parity_wins
        last_move = empties == 1 or not theirs
        best = -1000
        bits = 0
        cells = [c for c in range(9) if not board[c]]
        step = (span[1] - span[0]) / (len(cells) * len(mine))
        n = 0
        for cell in cells:
            sums = set()
            parities = set()
            for a, b in self.pairs[cell]:
                x = board[a]
                y = board[b]
                if x and y:
                    sums.add(target - x - y)
                    if parity and (x - y) % 2 == 0:
                        parities.add(x % 2)
            cell_terms = terms[cell]
            for k in mine:
                token = numbers[k]
                wins = token in sums or token % 2 in parities
                child_keys = list(map(add, keys, cell_terms[codes[token]]))
                child_key = min(child_keys)
                if wins or last_move:
                    if child_key not in self.finished:
                        orbit = len(child_keys) // child_keys.count(child_key)
                        self.finished[child_key] = (10 - empties, orbit, wins)
                    score = 99 if wins else 0
                else:
                    child = scores.get(child_key)
                    if child is None:
                        board[cell] = token
                        child = self._visit(
                            child_keys,
                            child_key,
                            mover.opponent,
                            theirs,
                            tuple(x for x in mine if x != k),
                            empties - 1,
                            depth + 1,
                            (span[0] + n * step, span[0] + (n + 1) * step),
                        )
                        board[cell] = 0
                    score = parent_score(child)
                if score > best:
                    best = score
                    bits = 1 << (cell * width + k)
                elif score == best:
                    bits |= 1 << (cell * width + k)
                n += 1
                if depth < 2 and self.progress:
                    self.progress(span[0] + n * step)
        scores[key] = best
        self._record(keys, key, mover, mine, theirs, empties, best, bits)
        return best

    def _record(
        self,
        keys: list[int],
        key: int,
        mover: Player,
        mine: tuple[int, ...],
        theirs: tuple[int, ...],
        empties: int,
        best: int,
        bits: int,
    ) -> None:
        """Store the entry in canonical orientation and count the position."""
        move_map = self.move_maps[mover][keys.index(key)]
        mask = 0
        while bits:
            low = bits & -bits
            mask |= 1 << move_map[low.bit_length() - 1]
            bits ^= low
        value = Value.from_score(best, draw_plies=draw_plies(empties, len(mine), len(theirs)))
        self.solution.entries[key] = (value.to_byte(), mask)
        self.open_orbits[9 - empties] += len(keys) // keys.count(key)

    def _count_layers(self) -> None:
        won = [0] * 10
        drawn = [0] * 10
        for tokens, orbit, was_won in self.finished.values():
            (won if was_won else drawn)[tokens] += orbit
        self.solution.layers = [
            LayerCount(t, self.open_orbits[t] + won[t] + drawn[t], won[t], drawn[t])
            for t in range(10)
        ]


def print_progress(label: str) -> Progress:
    """A progress bar on standard error for ``solve``."""

    shown = [-1]

    def show(fraction: float) -> None:
        permille = int(fraction * 1000)
        if permille == shown[0]:
            return
        shown[0] = permille
        filled = int(fraction * 40)
        sys.stderr.write(f"\r{label:<8} [{'#' * filled:<40}] {fraction:6.1%}")
        if fraction >= 1.0:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show
