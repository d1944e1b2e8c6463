"""What the tiles a play keeps are worth: the leave, as Scrabble programs
value it.

A leave's value is the points its tiles are expected to add to the next
turn's score, against drawing a fresh rack: a rack without ``=``, or all
operators, or all digits, cannot make an equation next turn, while ``²`` and
high digits make large values possible.  What the rack is refilled from
counts too (``Pool``): the tiles the player cannot see, of which the bag is
a random draw.  Late in a game they may be mostly ``=`` and operators, so
keeping digits without an ``=`` gambles on drawing one, and keeping an ``=``
while the pool is full of them gluts the rack.  It is a linear model over a
few features of the kept tiles and of the draw that refills them
(``FEATURES``), fitted by least squares to the points scored on the next
turn in seeded self-play (``fit``; the games and the fitting are in
``leave_data``).  The features of the tiles kept are 0 for an empty leave;
those of the draw are not (an exchange of the whole rack into a pool of
``=`` is worth less than one into a fresh bag).  The fitted weights live in
``data/leaves.json`` beside the seed and games they came from.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from solver.mathscrabble.tiles import (
    BAG,
    BLANK,
    DIGITS,
    DIVIDE,
    EQUALS,
    MINUS,
    PLUS,
    RACK_SIZE,
    ROOT,
    SQUARE,
    TIMES,
)

MODEL_PATH = Path(__file__).with_name("data") / "leaves.json"
"""The fitted model shipped with the package."""

FEATURES: tuple[str, ...] = (
    "equals",
    "extra equals",
    "plus",
    "minus",
    "times",
    "divide",
    "square",
    "root",
    "zeros",
    "low digits",
    "middle digits",
    "high digits",
    "blanks",
    "duplicates",
    "no digit",
    "no operator",
    "imbalance",
    "no equals after the draw",
    "no digit after the draw",
    "no operator after the draw",
    "equals drawn past one",
)
"""The features of a leave, in the order of a model's weights: whether an
``=`` is kept, and how many more than one; each
operator's count; digits by size (0; 1-3; 4-6; 7-9); blanks; how many tiles
repeat one already kept (other than ``=``); whether the kept tiles hold no
digit (nor blank), or no operator (nor blank); the imbalance between
digits and operators, ``|digits - 2 × operators|`` (an equation such as
``a+b=c`` has two digits per operator or more).  Then the draw from the
``Pool``: the chance that the refilled rack holds no ``=``, no digit, or no
operator (a blank stands for any); and how many more ``=`` than one the
rack is expected to hold after the draw, less how many the leave holds
(the glut the draw adds).  How many tiles are kept is their sum (the
tiles' counts), so it is not a feature of its own: the weights would not be
determined."""

_OPERATORS = (PLUS, MINUS, TIMES, DIVIDE, SQUARE, ROOT)


@dataclass(frozen=True)
class Pool:
    """What a turn's leave is refilled from: the tiles the player cannot
    see (the bag and the other racks; the bag is a random draw of them), by
    kind, and how many tiles the bag holds.  A blank counts as each kind."""

    unseen: int
    equals: int
    digits: int
    operators: int
    bag: int

    @classmethod
    def of(cls, unseen: Counter[str], bag: int | None = None) -> Pool:
        """The pool of the ``unseen`` tiles with ``bag`` in the bag (None:
        as many as are unseen, so every leave is refilled)."""
        blanks = unseen[BLANK]
        return cls(
            unseen.total(),
            unseen[EQUALS] + blanks,
            sum(unseen[digit] for digit in DIGITS) + blanks,
            sum(unseen[operator] for operator in _OPERATORS) + blanks,
            unseen.total() if bag is None else bag,
        )

    def drawn(self, kept: int) -> int:
        """How many tiles refill a leave of ``kept`` tiles."""
        return max(0, min(RACK_SIZE - kept, self.bag, self.unseen))


FULL_BAG = Pool.of(Counter(BAG))
"""The whole set, every tile unseen: the draw as a fresh game makes it."""


def none_drawn(pool: int, kind: int, draws: int) -> float:
    """The chance that ``draws`` tiles drawn from ``pool`` tiles, ``kind`` of
    them of some kind, hold none of that kind (hypergeometric).

    >>> none_drawn(10, 2, 0), none_drawn(10, 2, 9), round(none_drawn(10, 2, 2), 4)
    (1.0, 0.0, 0.6222)
    """
    chance = 1.0
    for drawn in range(draws):
        if pool - drawn <= 0:
            return chance
        chance *= max(0, pool - kind - drawn) / (pool - drawn)
    return chance


def features(leave: Counter[str], pool: Pool = FULL_BAG) -> tuple[float, ...]:
    """The ``FEATURES`` of the tiles ``leave`` keeps (faces, ``?`` for a
    blank) refilled from ``pool``; those of the kept tiles all 0 for no
    tiles.

    >>> named = dict(zip(FEATURES, features(Counter("3+==?"))))
    >>> [named[name] for name in ("equals", "extra equals", "plus", "low digits", "blanks")]
    [1, 1, 1, 1, 1]
    >>> named["imbalance"], named["no digit"], named["no equals after the draw"]
    (1, 0, 0.0)
    >>> features(Counter())[: FEATURES.index("imbalance") + 1] == (0,) * 17
    True
    >>> dry = Pool(unseen=20, equals=0, digits=10, operators=10, bag=11)
    >>> dict(zip(FEATURES, features(Counter("12345678"), dry)))["no equals after the draw"]
    1.0
    """
    return _features(tuple(sorted(leave.elements())), pool)


@lru_cache(maxsize=65536)
def _features(tiles: tuple[str, ...], pool: Pool) -> tuple[float, ...]:
    return (*_kept(tiles), *_draw(tiles, pool))


def _draw(tiles: tuple[str, ...], pool: Pool) -> tuple[float, ...]:
    """The features of the draw refilling ``tiles`` from ``pool``."""
    draws = pool.drawn(len(tiles))
    blanks = tiles.count(BLANK)
    equals = tiles.count(EQUALS) + blanks
    has_digit = blanks or any(tile in DIGITS for tile in tiles)
    has_operator = blanks or any(tile in _OPERATORS for tile in tiles)
    no_equals = 0.0 if equals else none_drawn(pool.unseen, pool.equals, draws)
    expected = draws * pool.equals / pool.unseen if pool.unseen else 0.0
    # The mean of max(equals + drawn - 1, 0), less max(equals - 1, 0).
    glut = expected if equals else expected - 1 + no_equals
    return (
        no_equals,
        0.0 if has_digit else none_drawn(pool.unseen, pool.digits, draws),
        0.0 if has_operator else none_drawn(pool.unseen, pool.operators, draws),
        glut,
    )


def _kept(tiles: tuple[str, ...]) -> tuple[int, ...]:
    """The features of the tiles kept."""
    counts = Counter(tiles)
    size = len(tiles)
    equals = counts[EQUALS]
    digits = [int(tile) for tile in tiles if tile in DIGITS]
    operators = sum(counts[operator] for operator in _OPERATORS)
    blanks = counts[BLANK]
    duplicates = sum(n - 1 for tile, n in counts.items() if n > 1 and tile != EQUALS)
    return (
        min(equals, 1),
        max(equals - 1, 0),
        *(counts[operator] for operator in _OPERATORS),
        sum(1 for digit in digits if digit == 0),
        sum(1 for digit in digits if 1 <= digit <= 3),
        sum(1 for digit in digits if 4 <= digit <= 6),
        sum(1 for digit in digits if digit >= 7),
        blanks,
        duplicates,
        int(size > 0 and not digits and not blanks),
        int(size > 0 and not operators and not blanks),
        abs(len(digits) - 2 * operators),
    )


@dataclass(frozen=True)
class LeaveModel:
    """Weights for ``FEATURES``, and where they came from."""

    weights: tuple[float, ...]
    seed: int = 0
    games: int = 0
    samples: int = 0
    mean: float = 0.0
    """The mean next-turn score the samples had (the intercept)."""

    def value(self, leave: Counter[str], pool: Pool = FULL_BAG) -> float:
        """The points ``leave``'s tiles refilled from ``pool`` are expected
        to add to the next turn, against the mean turn."""
        return sum(w * f for w, f in zip(self.weights, features(leave, pool), strict=True))

    def to_json(self) -> dict[str, object]:
        return {
            "features": list(FEATURES),
            "weights": [round(weight, 4) for weight in self.weights],
            "seed": self.seed,
            "games": self.games,
            "samples": self.samples,
            "mean": round(self.mean, 4),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> LeaveModel:
        names = data["features"]
        if names != list(FEATURES):
            raise ValueError(f"the model's features {names} are not {list(FEATURES)}")
        weights = data["weights"]
        assert isinstance(weights, list)
        return cls(
            tuple(float(weight) for weight in weights),
            int(str(data["seed"])),
            int(str(data["games"])),
            int(str(data["samples"])),
            float(str(data["mean"])),
        )


NO_LEAVES = LeaveModel((0.0,) * len(FEATURES))
"""Every leave worth 0: ranking by equity is ranking by score."""


@lru_cache(maxsize=1)
def shipped() -> LeaveModel:
    """The model in ``data/leaves.json``."""
    return LeaveModel.from_json(json.loads(MODEL_PATH.read_text()))


def fit(
    samples: Iterable[tuple[Counter[str], Pool, float]],
    *,
    ridge: float = 1.0,
    seed: int = 0,
    games: int = 0,
) -> LeaveModel:
    """The model whose value, plus a constant, best predicts each sample's
    points from its leave, by least squares with a ``ridge`` penalty on the
    weights (not on the constant).  The same samples give the same model."""
    rows = [
        ((1.0, *map(float, features(leave, pool))), float(points))
        for leave, pool, points in samples
    ]
    if not rows:
        raise ValueError("no samples to fit")
    size = len(FEATURES) + 1
    normal = [[0.0] * size for _ in range(size)]
    right = [0.0] * size
    for row, points in rows:
        for i, x in enumerate(row):
            if x:
                right[i] += x * points
                line = normal[i]
                for j, y in enumerate(row):
                    line[j] += x * y
    for i in range(1, size):
        normal[i][i] += ridge
    solution = _solve(normal, right)
    return LeaveModel(tuple(solution[1:]), seed, games, len(rows), solution[0])


def _solve(matrix: Sequence[Sequence[float]], right: Sequence[float]) -> list[float]:
    """``x`` with ``matrix · x = right``: Gaussian elimination with partial
    pivoting (the matrix is symmetric positive definite here)."""
    size = len(right)
    rows = [[*matrix[i], right[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        if lead == 0:
            raise ValueError("the samples do not determine the weights")
        for r in range(size):
            if r != column and rows[r][column]:
                factor = rows[r][column] / lead
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]
