"""The search's records (see the package's docstring for their words).

The ones that the hottest loops make or read, millions of times a search
(``Half``, ``Option``, ``Laid``, ``Case``, ``Reach``), are dataclasses with
slots: reading a slot is as fast as reading a tuple by position, while
reading a ``NamedTuple``'s field by name, or unpacking one, takes Python's
slow path.  On the bench's boards, as ``NamedTuple``s they made the search
some 15% slower than the anonymous tuples before them; as dataclasses
with slots, some 8%, half of it the garbage collector's (it stops tracking
a tuple that holds only numbers and strings, never an instance).  They are
not frozen (a frozen dataclass is several times slower to make), but
nothing changes one once made: each change makes a new one.  The others
are ``NamedTuple``s: immutable, and ``ShelfKey`` a dictionary key.

Frames cost too.  Python 3.11 keeps frames in chunks of 16 KiB and frees
a chunk as soon as the stack falls back out of it, so a recursion whose
depth swings across a chunk's edge maps and unmaps memory at each swing:
the fewer frames a tile puts on the path of the recursion
(``LeftParts.extend``; ``RestSearch._rest``, ``_rest_from`` and
``_rest_on``), the rarer that is.  With one more frame a tile, a first
play on some of the bench's boards took twice as long.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from solver.mathscrabble.equation import State
from solver.mathscrabble.surds import Value


class NewTile(NamedTuple):
    """A tile a play places: on ``offset`` of its line, showing ``face``."""

    offset: int
    face: str
    blank: bool


@dataclass(slots=True)
class Half:
    """A left part or a rest as laid so far."""

    used: int
    """The rack tiles it uses, packed."""
    letters: int
    """Its new tiles' letter points, letter premiums counted."""
    word: int
    """The product of the word premiums under its new tiles."""
    crossing: int
    """What the cross equations its new tiles form score."""
    touches: bool
    """Whether it touches the board (or covers the centre)."""
    tiles: tuple[NewTile, ...]
    """Its new tiles, in order along the line."""

    def touching(self) -> Half:
        """This half, touching the board (it reads a tile of the board)."""
        if self.touches:
            return self
        return Half(self.used, self.letters, self.word, self.crossing, True, self.tiles)


NOTHING = Half(0, 0, 1, 0, False, ())
"""A half with no tile yet."""

TOUCHING = Half(0, 0, 1, 0, True, ())
"""A half with no tile yet, after a left part that touches the board."""


@dataclass(slots=True)
class Laid:
    """What a left part holds so far, for ``bounds.value_bound``."""

    base: int
    """An integer at least its prefix's size plus 1 (the text before its
    last binary operator; 1 with none)."""
    term: int
    """Its last term's digits so far read as a number, plus 1 (0 with none)."""
    squared: bool
    """Whether that term is squared."""


NOTHING_LAID = Laid(1, 0, False)
"""What an empty left part holds."""


@dataclass(slots=True)
class Option:
    """A kind of rack tile that may go on a square after a grammar state."""

    kind: int
    """Its kind (an index into ``bounds.KINDS``)."""
    face: str
    """The face it shows (a blank's: any it may be)."""
    following: State
    """The grammar's state after it."""
    unit: int
    """The tile, packed: what it adds to a half's ``used``."""
    letters: int
    """Its letter points on the square (0 for a blank)."""
    word: int
    """The square's word premium."""
    crossing: int
    """What its cross equation scores (0 for none)."""
    blank: bool
    """Whether it is a blank."""
    tile: NewTile
    """The tile it lays (made once: the search lays it many times)."""


class ShelfKey(NamedTuple):
    """Where rests are filed on a line's shelf."""

    offset: int
    """The square they start on."""
    remaining: int
    """The tiles left for them, packed."""
    may_place_equals: bool
    """Whether an ``=`` may still be placed (the left part's was on the board)."""
    touches: bool
    """Whether the left part before them touched the board."""


class LeftPart(NamedTuple):
    """A left part laid up to its ``=``, ready for its rests."""

    value: Value
    """What it is worth."""
    bonus: int
    """The bonus of an equation of that value."""
    half: Half
    """Its tiles (a wild blank laid as the face that gives ``value``)."""
    most: int
    """The most its plays can score."""


@dataclass(slots=True)
class Case:
    """A target a rest being searched may still come to."""

    target: int
    """Its index in the rest search's targets."""
    digit: str
    """The digit a wild blank laid in the rest is for it ("" for none)."""


@dataclass(slots=True)
class Reach:
    """What a run from a square with some tiles left can write at most."""

    most: int
    """A size that no value it writes reaches."""
    divides: bool
    """Whether it can divide (a fraction needs it)."""
    roots: bool
    """Whether it can take a root (a value with a root in it needs it)."""


class Waiting(NamedTuple):
    """Left parts that wait for rests not yet on the shelf."""

    new: int
    """The tiles they placed."""
    parts: list[LeftPart]
    """The parts."""
