"""Tiles: each is one character; a rack writes a blank as ``?``.

>>> TILES["×"].count, TILES["×"].points, read_tile("*")
(5, 2, '×')
>>> sorted(rack_counts("12+=?").items())
[('+', 1), ('1', 1), ('2', 1), ('=', 1), ('?', 1)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from solver.mathscrabble.errors import NotInRackError, TileError

DIGITS = "0123456789"
PLUS, MINUS, TIMES, DIVIDE = "+", "-", "×", "÷"
SQUARE, ROOT, EQUALS = "²", "√", "="
OPERATORS = PLUS + MINUS + TIMES + DIVIDE
BLANK = "?"
"""A blank in a rack; on the board a blank shows the tile it stands for."""
FACES = DIGITS + OPERATORS + SQUARE + ROOT + EQUALS
"""Every tile face, in the order answers list them."""
ALIASES = {"*": TIMES, "x": TIMES, "/": DIVIDE}
"""What a caller may type for a face: ``*`` or ``x`` for ``×``, ``/`` for ``÷``."""
RACK_SIZE = 9


def may_exchange(bag: int) -> bool:
    """Whether a player may exchange tiles with ``bag`` tiles in the bag: the
    seed's rule, at least a rack's worth (nine).

    >>> may_exchange(9), may_exchange(8)
    (True, False)
    """
    return bag >= RACK_SIZE


@dataclass(frozen=True)
class TileKind:
    """How many of a tile the set holds and what one scores."""

    count: int
    points: int


TILES: dict[str, TileKind] = {
    **{digit: TileKind(5, 1) for digit in DIGITS},
    PLUS: TileKind(7, 1),
    MINUS: TileKind(7, 1),
    TIMES: TileKind(5, 2),
    DIVIDE: TileKind(5, 2),
    SQUARE: TileKind(3, 3),
    ROOT: TileKind(3, 3),
    EQUALS: TileKind(20, 1),
    BLANK: TileKind(2, 0),
}
"""The tile set (102 tiles): a blank scores nothing."""
BAG = tuple(tile for tile, kind in TILES.items() for _ in range(kind.count))


def read_tile(text: str) -> str | None:
    """The face ``text`` writes (aliases read), or None if it is no face."""
    face = ALIASES.get(text, text)
    return face if face in TILES and face != BLANK else None


def points(face: str, *, blank: bool = False) -> int:
    """What a tile scores before premiums: a blank scores 0."""
    return 0 if blank else TILES[face].points


def digits_on(rack: Counter[str]) -> int:
    """What the number tiles on ``rack`` add to the score of a player who
    goes out, the seed's "sum of the unplayed number tiles" (a blank counts
    nothing)."""
    return sum(int(face) * count for face, count in rack.items() if face in DIGITS)


def rack_counts(rack: str, most: int | None = RACK_SIZE) -> Counter[str]:
    """The tiles a rack string holds (``?`` a blank); ``TileError`` names the
    first character that is no tile, and more than ``most`` tiles (a rack's
    nine; None for a bag's worth)."""
    if most is not None and len(rack) > most:
        raise TileError(f"a rack holds at most {RACK_SIZE} tiles, not {len(rack)}")
    counts: Counter[str] = Counter()
    for position, char in enumerate(rack):
        face = BLANK if char == BLANK else read_tile(char)
        if face is None:
            raise TileError(f"character {position + 1} ({char!r}) is not a tile: {_KNOWN}")
        counts[face] += 1
    return counts


def rack_text(rack: Counter[str]) -> str:
    """A rack in canonical tiles and order: faces as ``FACES`` lists them,
    then ``?`` for each blank.

    >>> rack_text(rack_counts("?=x12*"))
    '12××=?'
    """
    return "".join(kind * rack[kind] for kind in FACES + BLANK)


def rack_left(rack: Counter[str], placed: Iterable[tuple[str, bool]]) -> Counter[str]:
    """What ``rack`` holds after a play of ``placed`` tiles (face, whether a
    blank); ``NotInRackError`` names the first tile the rack does not hold."""
    left = Counter(rack)
    for index, (face, blank) in enumerate(placed):
        kind = BLANK if blank else face
        if not left[kind]:
            shown = "blank" if blank else repr(face)
            named = not blank and left[BLANK] > 0
            raise NotInRackError(f"the rack holds no {shown} for this tile", index, face, named)
        left[kind] -= 1
    return +left


def over_issue(counts: Counter[str]) -> str | None:
    """Why ``counts`` holds more of some tile than the set does, or None."""
    for face, count in counts.items():
        if count > TILES[face].count:
            shown = "blanks" if face == BLANK else f"{face!r} tiles"
            return f"{count} {shown}, but the set has {TILES[face].count}"
    return None


_KNOWN = "tiles are 0-9 + - × ÷ ² √ = (type * or x for ×, / for ÷) and ? for a blank"
