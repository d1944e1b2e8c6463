"""What the tiles a play keeps are worth: the leave, as Scrabble programs
value it.

A leave's value is the points its tiles are expected to add to the next
turn's score, against drawing a fresh rack: a rack without ``=``, or all
operators, or all digits, cannot make an equation next turn, while ``²`` and
high digits make large values possible.  It is a linear model over a few
features of the kept tiles (``FEATURES``), every one 0 for an empty leave
(so the empty leave is worth 0), fitted by least squares to the points
scored on the next turn in seeded self-play (``fit``; the games and the
fitting are in ``leave_data``).  The fitted weights live in
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
    BLANK,
    DIGITS,
    DIVIDE,
    EQUALS,
    MINUS,
    PLUS,
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
)
"""The features of a leave, in the order of a model's weights: whether an
``=`` is kept, and how many more than one; each
operator's count; digits by size (0; 1-3; 4-6; 7-9); blanks; how many tiles
repeat one already kept (other than ``=``); whether the kept tiles hold no
digit (nor blank), or no operator (nor blank); and the imbalance between
digits and operators, ``|digits - 2 × operators|`` (an equation such as
``a+b=c`` has two digits per operator or more).  How many tiles are kept is
their sum (the tiles' counts), so it is not a feature of its own: the
weights would not be determined."""

_OPERATORS = (PLUS, MINUS, TIMES, DIVIDE, SQUARE, ROOT)


def features(leave: Counter[str]) -> tuple[int, ...]:
    """The ``FEATURES`` of the tiles ``leave`` keeps (faces, ``?`` for a
    blank); all 0 for no tiles.

    >>> named = dict(zip(FEATURES, features(Counter("3+==?"))))
    >>> [named[name] for name in ("equals", "extra equals", "plus", "low digits", "blanks")]
    [1, 1, 1, 1, 1]
    >>> named["imbalance"], named["no digit"], features(Counter()) == (0,) * len(FEATURES)
    (1, 0, True)
    """
    return _features(tuple(sorted(leave.elements())))


@lru_cache(maxsize=65536)
def _features(tiles: tuple[str, ...]) -> tuple[int, ...]:
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

    def value(self, leave: Counter[str]) -> float:
        """The points ``leave``'s tiles are expected to add to the next
        turn, against a fresh rack (0 for no tiles)."""
        return sum(w * f for w, f in zip(self.weights, features(leave), strict=True))

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
    samples: Iterable[tuple[Counter[str], float]],
    *,
    ridge: float = 1.0,
    seed: int = 0,
    games: int = 0,
) -> LeaveModel:
    """The model whose value, plus a constant, best predicts each sample's
    points from its leave, by least squares with a ``ridge`` penalty on the
    weights (not on the constant).  The same samples give the same model."""
    rows = [((1.0, *map(float, features(leave))), float(points)) for leave, points in samples]
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
