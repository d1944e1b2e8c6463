"""A board in play for the search: each line's count, sum, product and
parity kept as numbers are placed and taken back, and the questions the
search asks of it (who can win at once, which moves hand the other side a
win, which make a threat).

Numbers are bits: bit ``i`` stands for the ``i``-th number of the game
(``Rules.pool``), so a side's numbers left are one int.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.tictactoe.parts import LineRule
from solver.tictactoe.rules import Rules


@dataclass(frozen=True)
class Threat:
    """A line with one empty ``cell`` that the numbers ``needs`` complete."""

    cell: int
    needs: int


class Lines:
    """The search's mutable board (``place`` and ``take`` keep every line's
    figures); ``key`` identifies the board (it determines whose turn it is)."""

    def __init__(self, rules: Rules, board: tuple[int, ...]) -> None:
        self.rules = rules
        self.n = rules.size
        self.pool = rules.pool
        self.bit = {token: 1 << i for i, token in enumerate(self.pool)}
        self.odd_bits = sum(self.bit[t] for t in self.pool if t % 2)
        self.even_bits = sum(self.bit[t] for t in self.pool if not t % 2)
        self.product = rules.line is LineRule.PRODUCT
        self.target = rules.target
        self.parity = rules.parity_wins
        geometry = rules.geometry
        self.lines = geometry.lines
        self.through = geometry.lines_through
        self.cell_sum = [sum(line) for line in self.lines]
        count = len(self.lines)
        self.board = [0] * geometry.cells
        self.empty = geometry.cells
        self.count = [0] * count
        self.made = [1 if self.product else 0] * count
        self.odd = [0] * count
        self.filled_cells = [0] * count  # the sum of the filled cells' indexes
        self.key = 0
        self.codes = {token: i + 1 for i, token in enumerate(self.pool)}
        for cell, token in enumerate(board):
            if token:
                self.place(cell, token)

    def place(self, cell: int, token: int) -> None:
        self.board[cell] = token
        self.empty -= 1
        self.key += self.codes[token] << (6 * cell)
        odd = token & 1
        for k in self.through[cell]:
            self.count[k] += 1
            self.made[k] = self.made[k] * token if self.product else self.made[k] + token
            self.odd[k] += odd
            self.filled_cells[k] += cell

    def take(self, cell: int, token: int) -> None:
        self.board[cell] = 0
        self.empty += 1
        self.key -= self.codes[token] << (6 * cell)
        odd = token & 1
        for k in self.through[cell]:
            self.count[k] -= 1
            self.made[k] = self.made[k] // token if self.product else self.made[k] - token
            self.odd[k] -= odd
            self.filled_cells[k] -= cell

    def completing(self, made: int, odd: int, filled: int) -> int:
        """The numbers (as bits) that complete a line of ``filled`` numbers
        making ``made`` with ``odd`` of them odd, with one more number."""
        target = self.target
        if self.product:
            need = target // made if made and target % made == 0 else 0
        else:
            need = target - made
        bits = self.bit.get(need, 0)
        if self.parity:
            if odd == filled:
                bits |= self.odd_bits
            elif odd == 0:
                bits |= self.even_bits
        return bits

    def threats(self, numbers: int) -> list[Threat]:
        """The lines with one empty cell that one of ``numbers`` completes."""
        found = []
        last = self.n - 1
        count = self.count
        for k in range(len(self.lines)):
            if count[k] == last:
                needs = self.completing(self.made[k], self.odd[k], last) & numbers
                if needs:
                    found.append(Threat(self.cell_sum[k] - self.filled_cells[k], needs))
        return found

    def handing_over(self, cell: int, numbers: int, theirs: int, shared: bool) -> int:
        """Which of ``numbers`` placed on ``cell`` leave the other side, who
        then holds ``theirs`` (less the number placed, when ``shared``), a
        line it completes at once: as bits."""
        bad = 0
        second_last = self.n - 2
        bits = self.bit
        for k in self.through[cell]:
            if self.count[k] != second_last:
                continue
            made, odd = self.made[k], self.odd[k]
            for token in self._tokens(numbers):
                after = made * token if self.product else made + token
                needs = self.completing(after, odd + (token & 1), second_last + 1) & theirs
                if shared:
                    needs &= ~bits[token]
                if needs:
                    bad |= bits[token]
        return bad

    def threatening(self, cell: int, token: int, mine: int) -> int:
        """How many lines ``token`` on ``cell`` leaves one number short of a
        win that ``mine`` (the mover's numbers left after it) can make."""
        made_threats = 0
        second_last = self.n - 2
        for k in self.through[cell]:
            if self.count[k] == second_last:
                made = self.made[k]
                after = made * token if self.product else made + token
                if self.completing(after, self.odd[k] + (token & 1), second_last + 1) & mine:
                    made_threats += 1
        return made_threats

    def _tokens(self, numbers: int) -> list[int]:
        pool = self.pool
        return [pool[i] for i in range(len(pool)) if numbers >> i & 1]

    def tokens(self, numbers: int) -> list[int]:
        """The numbers a bit set stands for, ascending."""
        return self._tokens(numbers)

    def bits_of(self, tokens: tuple[int, ...]) -> int:
        return sum(self.bit[t] for t in tokens)
