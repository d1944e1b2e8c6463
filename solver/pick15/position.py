"""Number Scrabble (Pick15): tic-tac-toe in disguise, solved exactly.

Two players alternately pick unused numbers from 1 to 9; the first to hold
three numbers summing to 15 wins; when all nine are picked and nobody has,
it is a draw.  The 3x3 magic square

    2 7 6
    9 5 1
    4 3 8

turns it into tic-tac-toe: three numbers sum to 15 exactly when their squares
form a line, so each pick has a square a game can draw.  Values follow
``solver.core.value``: outcome and plies for the player concerned, the winner
hurrying and the loser delaying.

After first picks 9, second 8 and first 2, second must pick 4:

>>> position = Pick15Position.from_picks(first=[9, 2], second=[8])
>>> [mv.pick.number for mv in move_values(position) if mv.value.outcome is Outcome.LOSS]
[1, 3, 5, 6, 7]
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, ClassVar, Final

from solver.core import play
from solver.core.errors import PositionError, UnreachablePositionError, check_turn
from solver.core.game import Chance, GameType, Information, TwoSidesPerfectInformation, Utility
from solver.core.play import check_skill, choose_by_skill
from solver.core.state import GameState
from solver.core.value import WIN_SCORE, Outcome, Value, parent_score

MAGIC_SQUARE: tuple[int, ...] = (2, 7, 6, 9, 5, 1, 4, 3, 8)
"""The number on each square, index 0-8 row-major."""

SQUARE_OF: dict[int, int] = {number: square for square, number in enumerate(MAGIC_SQUARE)}
NUMBERS = tuple(range(1, 10))
TRIPLES: tuple[tuple[int, int, int], ...] = tuple(
    t for t in combinations(NUMBERS, 3) if sum(t) == 15
)
"""The 8 sets of three numbers from 1-9 that sum to 15: the magic square's lines."""


GAME_TYPE: Final = GameType(
    "Number Scrabble",
    min_players=2,
    max_players=2,
    information=Information.PERFECT,
    chance=Chance.DETERMINISTIC,
    utility=Utility.ZERO_SUM,
)
_DIGITS = {str(number) for number in range(1, 10)}


class Side(enum.Enum):
    """Who picked first, and who second."""

    FIRST = "first"
    SECOND = "second"

    @property
    def opponent(self) -> Side:
        return Side.SECOND if self is Side.FIRST else Side.FIRST


@dataclass(frozen=True)
class Pick:
    """``player`` picks ``number``; ``square`` is its place in the magic square."""

    player: Side
    number: int

    @property
    def square(self) -> int:
        return SQUARE_OF[self.number]

    def __str__(self) -> str:
        """The pick's notation: its number."""
        return str(self.number)

    @classmethod
    def from_text(cls, text: str, player: Side) -> Pick:
        """Read a number from 1 to 9 as ``player``'s pick.

        >>> Pick.from_text("7", Side.FIRST) == Pick(Side.FIRST, 7)
        True
        """
        if text not in _DIGITS:
            raise PositionError(
                f"{text[:20]!r} is not a pick: write a number from 1 to 9", part="picks"
            )
        return cls(player, int(text))


@dataclass(frozen=True)
class PickValue:
    pick: Pick
    value: Value


@dataclass(frozen=True)
class Pick15Analysis:
    """Everything known about a game: the value for the side to move (None
    once over), every pick's value best first and the principal variation."""

    position: Pick15Position
    value: Value | None
    picks: tuple[PickValue, ...]
    principal_variation: tuple[Pick, ...]


@dataclass(frozen=True)
class Pick15Status:
    state: GameState
    winner: Side | None
    numbers: tuple[int, int, int] | None
    """The winning three numbers, ascending."""
    line: tuple[int, int, int] | None
    """Their squares in the magic square, ascending."""
    to_move: Side | None


@dataclass(frozen=True)
class Pick15Position(TwoSidesPerfectInformation):
    """The numbers each player holds, in a game legal play reaches."""

    SEATS: ClassVar[tuple[Side, Side]] = (Side.FIRST, Side.SECOND)
    """The sides by seat, as ``current_player`` and ``returns`` number them."""

    first: frozenset[int]
    second: frozenset[int]
    status: Pick15Status

    @classmethod
    def from_picks(cls, first: Sequence[Any] = (), second: Sequence[Any] = ()) -> Pick15Position:
        """Validate the picks; raises ``PositionError`` naming the side whose
        picks are at fault (``part`` is ``first`` or ``second``) and the
        pick's place in them (``index``)."""
        held: dict[Side, frozenset[int]] = {}
        seen: dict[int, Side] = {}
        for side, picks in ((Side.FIRST, first), (Side.SECOND, second)):
            for index, number in enumerate(picks):
                if type(number) is not int or not 1 <= number <= 9:
                    raise PositionError(
                        f"{side.value} picked {number!r}: picks are numbers from 1 to 9",
                        part=side.value,
                        index=index,
                    )
                if number in seen:
                    by = seen[number]
                    why = (
                        f"{side.value} picks {number} twice"
                        if by is side
                        else f"{number} is picked by both {by.value} and {side.value}"
                    )
                    raise PositionError(why, part=side.value, index=index)
                seen[number] = side
            held[side] = frozenset(picks)
        return cls(
            held[Side.FIRST], held[Side.SECOND], _status(held[Side.FIRST], held[Side.SECOND])
        )

    def held(self, side: Side) -> frozenset[int]:
        return self.first if side is Side.FIRST else self.second

    def legal_picks(self) -> list[Pick]:
        """The picks of the side to move, by number."""
        side = self.status.to_move
        if side is None:
            return []
        taken = self.first | self.second
        return [Pick(side, n) for n in NUMBERS if n not in taken]

    def __str__(self) -> str:
        """``first=2,9 second=8``: each side's numbers, ascending
        (``Pick15Position.from_text`` reads it)."""
        return " ".join(
            f"{side.value}={','.join(map(str, sorted(self.held(side))))}" for side in self.SEATS
        )

    @classmethod
    def from_text(cls, text: str) -> Pick15Position:
        """The position ``str(position)`` writes, validated."""
        held: dict[str, list[Any]] = {}  # from_picks names what is wrong
        for part in text.split():
            name, equals, numbers = part.partition("=")
            if not equals or name not in (Side.FIRST.value, Side.SECOND.value) or name in held:
                raise PositionError(f"{text[:40]!r} is not a position: write first=2,9 second=8")
            listed = numbers.split(",") if numbers else []
            if "" in listed:
                raise PositionError(f"{part[:40]!r}: a side's numbers are separated by one comma")
            held[name] = [int(n) if n in _DIGITS else n for n in listed]
        return cls.from_picks(held.get(Side.FIRST.value, ()), held.get(Side.SECOND.value, ()))

    # The interface every game offers (``solver.core.game.State``), with
    # ``TwoSidesPerfectInformation``'s verbs: seat 0 picks first;
    # ``Pick15Position.from_text`` reads the information state.

    def legal_actions(self) -> list[Pick]:
        return self.legal_picks()

    def apply_action(self, action: Pick) -> Pick15Position:
        return self.play(action)

    def action_from_string(self, text: str) -> Pick:
        to_move = self.status.to_move
        if to_move is None:
            raise PositionError("the game is over: nobody picks", part="picks")
        return Pick.from_text(text, to_move)

    def play(self, pick: Pick) -> Pick15Position:
        if pick.player is not self.status.to_move or pick.number in self.first | self.second:
            raise PositionError(f"{pick} cannot be played here", part="picks")
        first = self.first | {pick.number} if pick.player is Side.FIRST else self.first
        second = self.second | {pick.number} if pick.player is Side.SECOND else self.second
        return Pick15Position(first, second, _status(first, second))


def _triples(held: Iterable[int]) -> list[tuple[int, int, int]]:
    numbers = set(held)
    return [t for t in TRIPLES if numbers.issuperset(t)]


def _status(first: frozenset[int], second: frozenset[int]) -> Pick15Status:
    if len(first) - len(second) not in (0, 1):
        raise PositionError(
            f"first has picked {len(first)} numbers and second {len(second)}: first picks "
            "first and players alternate, so first has as many picks as second or one more",
            part="picks",
        )
    to_move = Side.FIRST if len(first) == len(second) else Side.SECOND
    last = to_move.opponent
    mine, theirs = (first, second) if to_move is Side.FIRST else (second, first)
    if _triples(mine):
        raise UnreachablePositionError(
            f"cannot arise in legal play: {to_move.value} holds three numbers summing to 15, "
            f"so the game ended before {last.value}'s last pick",
            part=to_move.value,
        )
    won = _triples(theirs)
    if won:
        if not set(won[0]).intersection(*won[1:]):
            raise UnreachablePositionError(
                f"cannot arise in legal play: {last.value} holds separate sets summing to "
                f"15 ({', '.join('+'.join(map(str, t)) for t in won)}) and the game stops "
                "at the first",
                part=last.value,
            )
        numbers = won[0]
        line = tuple(sorted(SQUARE_OF[n] for n in numbers))
        return Pick15Status(GameState.WON, last, numbers, line, None)  # type: ignore[arg-type]
    if len(first) + len(second) == 9:
        return Pick15Status(GameState.DRAW, None, None, None, None)
    return Pick15Status(GameState.IN_PROGRESS, None, None, None, to_move)


@cache  # bounded by the game: 5,478 positions
def _score(mover: frozenset[int], other: frozenset[int]) -> int:
    """The score of the open position for the side to move (``mover`` holds its picks)."""
    best = -WIN_SCORE
    free = [n for n in NUMBERS if n not in mover and n not in other]
    for number in free:
        after = mover | {number}
        if _triples(after):  # the mover held none before, so this pick made it
            score = WIN_SCORE - 1
        elif len(free) == 1:
            score = 0
        else:
            score = parent_score(_score(other, after))
        best = max(best, score)
    return best


def _mover_and_other(position: Pick15Position) -> tuple[frozenset[int], frozenset[int]]:
    side = position.status.to_move
    assert side is not None
    return position.held(side), position.held(side.opponent)


def value(position: Pick15Position) -> Value | None:
    """The value for the side to move; None once the game is over."""
    if position.is_over:
        return None
    mover, other = _mover_and_other(position)
    draw_plies = 9 - len(mover) - len(other)
    return Value.from_score(_score(mover, other), draw_plies=draw_plies)


def move_values(position: Pick15Position) -> list[PickValue]:
    """Every pick with its value for the picker, best first, ties by number."""
    result = []
    for pick in position.legal_picks():
        after = position.play(pick)
        if after.status.state is GameState.WON:
            pick_value = Value(Outcome.WIN, 1)
        elif after.status.state is GameState.DRAW:
            pick_value = Value(Outcome.DRAW, 1)
        else:
            pick_value = value(after).before()  # type: ignore[union-attr]
        result.append(PickValue(pick, pick_value))
    result.sort(key=lambda pv: (-pv.value.score, pv.pick.number))
    return result


def choose_pick(
    position: Pick15Position,
    player: Side,
    *,
    seed: int | None = None,
    skill: float = 1.0,
) -> PickValue | None:
    """A bot's pick and its value, or None once the game is over:
    ``solver.core.play.choose_by_skill`` over the picks, best first.
    Raises ``WrongPlayerError`` when it is not ``player``'s turn."""
    check_skill(skill)
    to_move = position.status.to_move
    if to_move is None:
        return None
    check_turn(player, to_move)
    values = move_values(position)
    best = [pv for pv in values if pv.value == values[0].value]
    return choose_by_skill(
        lambda rng: rng.choice(best) if rng else best[0],
        lambda: values,
        seed=seed,
        skill=skill,
        skill_first=True,
    )


def principal_variation(position: Pick15Position) -> list[Pick]:
    """The best picks, each the lowest of the equally best, to the end."""
    return play.principal_variation(position, lambda here: move_values(here)[0].pick)


def analyze(position: Pick15Position) -> Pick15Analysis:
    """The value, every pick's value and the principal variation."""
    return Pick15Analysis(
        position,
        value(position),
        tuple(move_values(position)),
        tuple(principal_variation(position)),
    )


def random_play(rng: random.Random, picks: int) -> Pick15Position:
    """The game after ``picks`` uniformly random picks, or fewer if it ends
    first (tests and benchmarks)."""
    return play.random_play(Pick15Position.from_picks(), rng, picks)
