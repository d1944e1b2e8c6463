"""A board in play for the search: each line's count, sum, product and
parity kept as numbers are placed and taken back, and the questions the
search asks of it (who can win at once, which moves hand the other side a
win, which make a threat).

Numbers are bits: bit ``i`` stands for the ``i``-th number of the game
(``Rules.pool``), so a side's numbers left are one int.
"""

from __future__ import annotations

from solver.tictactoe.parts import LineRule
from solver.tictactoe.rules import Rules


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
        """The board as a number: six bits a cell (0 empty, else the code
        of its number, ``codes``)."""
        self.first_bits = sum(1 << (6 * cell) for cell in range(geometry.cells))
        """The lowest of each cell's six bits in ``key``."""
        self.codes = {token: i + 1 for i, token in enumerate(self.pool)}
        self._tokens: dict[int, list[int]] = {}
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

    def scan(self, mine: int, theirs: int) -> set[int] | None:
        """None when the side to move, holding ``mine``, completes a line at
        once; else the cells where the other side, holding ``theirs``, would
        (each must be blocked)."""
        forced: set[int] = set()
        last = self.n - 1
        count = self.count
        for k in range(len(self.lines)):
            if count[k] != last:
                continue
            needs = self.completing(self.made[k], self.odd[k], last)
            if needs & mine:
                return None
            if needs & theirs:
                forced.add(self.cell_sum[k] - self.filled_cells[k])
        return forced

    def handing_over(self, cell: int, numbers: int, theirs: int, shared: bool) -> int:
        """Which of ``numbers`` placed on ``cell`` leave the other side, who
        then holds ``theirs`` (less the number placed, when ``shared``), a
        line it completes at once: as bits."""
        bad = 0
        second_last = self.n - 2
        bit = self.bit
        count = self.count
        for k in self.through[cell]:
            if count[k] != second_last:
                continue
            made = self.made[k]
            if self.product:
                if self.target % made == 0:
                    rest = self.target // made  # what the two numbers left must multiply to
                    for x in self.tokens(theirs):
                        if rest % x == 0:
                            token = rest // x
                            if token != x or not shared:
                                bad |= bit.get(token, 0)
            else:
                rest = self.target - made  # what the two numbers left must add up to
                for x in self.tokens(theirs):
                    token = rest - x
                    if token != x or not shared:
                        bad |= bit.get(token, 0)
            if self.parity:
                bad |= self._parity_handover(self.odd[k], second_last, theirs, shared)
        return bad & numbers

    def _parity_handover(self, odd: int, filled: int, theirs: int, shared: bool) -> int:
        """On a line of ``filled`` numbers (``odd`` of them odd) with two
        cells empty: the numbers whose placing lets ``theirs`` finish it in
        one parity (with ``shared``, another of that parity is needed)."""
        fewest = 2 if shared else 1
        if odd == filled and (theirs & self.odd_bits).bit_count() >= fewest:
            return self.odd_bits
        if odd == 0 and (theirs & self.even_bits).bit_count() >= fewest:
            return self.even_bits
        return 0

    def all_dead(self, left: int) -> bool:
        """Whether no line can ever be completed with the numbers ``left``
        (either side's): then the game is a draw however it is played.
        Bounds only (sums within reach, products dividing the target), so
        it may answer False for a game that is in fact dead, never True for
        one that is not."""
        tokens = self.tokens(left)
        n = self.n
        for k in range(len(self.lines)):
            empty = n - self.count[k]
            if not empty or empty > len(tokens):
                continue
            if self.parity and self._parity_live(self.odd[k], n - empty, empty, left):
                return False
            made = self.made[k]
            if self.product:
                if self.target % made == 0:
                    return False
            else:
                need = self.target - made
                if sum(tokens[:empty]) <= need <= sum(tokens[-empty:]):
                    return False
        return True

    def _parity_live(self, odd: int, filled: int, empty: int, left: int) -> bool:
        if odd == filled and (left & self.odd_bits).bit_count() >= empty:
            return True
        return odd == 0 and (left & self.even_bits).bit_count() >= empty

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

    def tokens(self, numbers: int) -> list[int]:
        """The numbers a bit set stands for, ascending (kept once made)."""
        found = self._tokens.get(numbers)
        if found is None:
            pool = self.pool
            found = self._tokens[numbers] = [pool[i] for i in range(len(pool)) if numbers >> i & 1]
        return found

    def bits_of(self, tokens: tuple[int, ...]) -> int:
        return sum(self.bit[t] for t in tokens)
