"""The symmetries of a rule set, and positions as integer keys.

A board is keyed by an integer holding 5 bits per cell: the cell's token
*code* (1 + the token's place among all the game's numbers, 0 for empty).
A symmetry maps cells by one of the 8 rotations and reflections of the square
and, when the rules allow it, tokens by ``a -> k - a`` (see
``Rules.reflection``); it maps won, drawn and open positions to positions of
the same kind and value.  The *canonical key* of a position is the smallest
key among its images, so all images share one table entry.

Keys are additive: the key of a board is the sum, over its filled cells, of
a per-(cell, token) term.  ``Symmetries.keys`` keeps one key per symmetry so
that playing a move updates all of them with one vector addition.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from solver.tictactoe.rules import CELLS, EMPTY, Index, Rules, Token

BITS_PER_CELL = 5
_LANE = (1 << 64) - 1

_ROTATE = (6, 3, 0, 7, 4, 1, 8, 5, 2)  # cell i of the rotated board shows cell _ROTATE[i]
_MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)


def _board_maps() -> list[tuple[Index, ...]]:
    """The 8 maps cell -> image cell, identity first."""
    maps: list[tuple[Index, ...]] = []
    current = tuple(range(CELLS))
    for _ in range(4):
        maps.append(current)
        maps.append(tuple(_MIRROR[c] for c in current))
        current = tuple(_ROTATE.index(c) for c in current)
    return [maps[i] for i in (0, 2, 4, 6, 1, 3, 5, 7)]


BOARD_MAPS = _board_maps()


@dataclass(frozen=True)
class Symmetries:
    """The symmetry group of ``rules`` and the key terms it needs."""

    rules: Rules
    cell_maps: tuple[tuple[Index, ...], ...] = field(init=False)
    token_maps: tuple[dict[Token, Token], ...] = field(init=False)
    codes: dict[Token, int] = field(init=False)
    terms: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False)
    """``terms[cell][code]``: the key term of that token on that cell, per symmetry."""
    lanes: tuple[tuple[int, ...], ...] = field(init=False)
    """``lanes[cell][code]``: those terms, symmetry ``g``'s in bits ``64g`` up."""
    shifts: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        numbers = sorted(self.rules.odd + self.rules.even)
        identity = {n: n for n in numbers}
        token_maps = [identity]
        k = self.rules.reflection
        if k is not None:
            token_maps.append({n: k - n for n in numbers})
        group = [(cm, tm) for tm in token_maps for cm in BOARD_MAPS]
        codes = {n: i + 1 for i, n in enumerate(numbers)}
        terms = tuple(
            tuple(
                tuple(
                    codes[tm[token]] << (BITS_PER_CELL * cm[cell]) if token else 0
                    for cm, tm in group
                )
                for token in [EMPTY, *numbers]
            )
            for cell in range(CELLS)
        )
        object.__setattr__(self, "cell_maps", tuple(cm for cm, _ in group))
        object.__setattr__(self, "token_maps", tuple(tm for _, tm in group))
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "terms", terms)
        # The same terms with every symmetry's key in a 64-bit lane of one
        # int: a board's keys are then one sum (keys stay below 2**64).
        lanes = tuple(
            tuple(sum(term << (64 * g) for g, term in enumerate(row)) for row in cell)
            for cell in terms
        )
        object.__setattr__(self, "lanes", lanes)
        object.__setattr__(self, "shifts", tuple(64 * g for g in range(len(group))))

    def __len__(self) -> int:
        return len(self.cell_maps)

    def keys(self, board: tuple[Token, ...]) -> list[int]:
        """The key of each image of ``board``, in group order."""
        codes = self.codes
        terms = self.terms
        rows = [terms[i][codes[t]] for i, t in enumerate(board) if t]
        if not rows:
            return [0] * len(self.cell_maps)
        return list(map(sum, zip(*rows, strict=True)))

    def move_images(self, numbers: tuple[Token, ...], width: int) -> list[list[int]]:
        """Per symmetry, move bit -> the bit of its image move.

        A move is a bit ``index * width + k``: the k-th of ``numbers``
        (ascending) on cell ``index``; a symmetry maps the mover's numbers
        onto themselves.
        """
        images = []
        for cell_map, token_map in zip(self.cell_maps, self.token_maps, strict=True):
            bits = [0] * (CELLS * width)
            for cell in range(CELLS):
                for k, token in enumerate(numbers):
                    image = numbers.index(token_map[token])
                    bits[cell * width + k] = cell_map[cell] * width + image
            images.append(bits)
        return images

    def canonical(self, board: tuple[Token, ...]) -> tuple[int, int]:
        """The canonical key of ``board`` and a symmetry that maps it there
        (``keys``, summed in lanes: the engine calls this for every answer)."""
        codes = self.codes
        lanes = self.lanes
        total = 0
        for cell, token in enumerate(board):
            if token:
                total += lanes[cell][codes[token]]
        keys = [(total >> shift) & _LANE for shift in self.shifts]
        key = min(keys)
        return key, keys.index(key)


@lru_cache(maxsize=64)
def symmetries_of(rules: Rules) -> Symmetries:
    """The symmetries of ``rules``, built once per rule set (they take ~0.1 ms)."""
    return Symmetries(rules)
