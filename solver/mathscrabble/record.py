"""A game of Math Scrabble dealt from a seed and played turn by turn: what
self-play plays on and what the games endpoint replays.

The bag of 102 tiles is shuffled once from the seed (``random.Random``) and
tiles are drawn from its end: each seat's nine in turn, then after every
play until the rack is full again.  An exchange draws its new tiles first,
then puts the old ones back (in canonical order, as ``rack_text`` writes
them) and shuffles the bag again with the same generator.  So a seed and
the turns taken decide the whole game: ``replay`` rebuilds it from the
turns written in the service's notation (``8F 3+3=6, blank 3 on 8G``,
``exchange 12+?``, ``pass``), and a self-play game replayed from its seed
and its turns ends with the same scores.

The rules of a turn and of the end are ``state.MathScrabbleState``'s; this
module only deals and keeps the record.

>>> table = replay(1, ["pass", "pass"])
>>> [turn.move for turn in table.turns], table.state.scoreless, table.state.to_move
(['pass', 'pass'], 2, 0)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable
from dataclasses import dataclass

from solver.core.errors import IllegalMoveError, PositionError
from solver.core.game import CHANCE
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.state import Kind, MathScrabbleState, Move
from solver.mathscrabble.tiles import BAG

MAX_TURNS = 1000
"""More turns than any game can take: a play lays a tile and at most five
scoreless turns come between two plays."""
SECONDS_A_MOVE = 0.001
"""What replaying one move costs, about, on the bench machine (a play is
scored and the next rack drawn in about a millisecond)."""


class EndReason(enum.Enum):
    WENT_OUT = "went_out"
    """A player played their last tile with the bag empty."""
    SCORELESS_TURNS = "scoreless_turns"
    """Six turns in a row scored nothing (passes and exchanges)."""


@dataclass(frozen=True)
class Entry:
    """One turn of the record: who took it, what it was, in the service's
    notation, the rack it was taken from, and the points it scored."""

    player: int
    kind: Kind
    move: str
    rack: str
    points: int


@dataclass(frozen=True)
class Ending:
    """How the game ended: the reason, the player who went out (if one
    did), and what going out added to their score (the digits left on the
    other rack)."""

    reason: EndReason
    player: int | None
    bonus: int

    def adjustments(self, players: int) -> tuple[int, ...]:
        """What the end added to each player's score."""
        return tuple(self.bonus if seat == self.player else 0 for seat in range(players))


class Dealer:
    """The bag in the order its tiles come out, shuffled from a seed."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.order = list(BAG)
        """The bag's tiles; the next one drawn is the last."""
        self.random.shuffle(self.order)

    def settle(self, state: MathScrabbleState, returned: str = "") -> MathScrabbleState:
        """``state`` once every tile it waits for is drawn; then the tiles
        an exchange ``returned`` go back into the bag, which is shuffled."""
        while state.current_player() == CHANCE:
            state = state.apply_action(Move(Kind.DRAW, faces=self.order.pop()))
        if returned:
            self.order.extend(returned)
            self.random.shuffle(self.order)
        return state


class Table:
    """A two-player game dealt from ``seed``, its state and its record."""

    def __init__(self, seed: int, bonus: Bonus = Bonus.SQRT) -> None:
        self.seed = seed
        self.dealer = Dealer(seed)
        self.state = self.dealer.settle(MathScrabbleState.new(bonus))
        self.turns: list[Entry] = []
        self.ending: Ending | None = None

    def play(self, move: Move) -> Entry:
        """Take ``move`` for the player to move, draw what it calls for, and
        record it; ``IllegalMoveError`` (nothing changed) if it is not legal
        now."""
        before = self.state
        if before.over:
            raise IllegalMoveError("the game is over")
        seat = before.to_move
        try:
            after, written = before.apply_written(move)
        except PositionError as error:  # a placement no board can hold
            raise IllegalMoveError(str(error)) from None
        returned = move.faces if move.kind is Kind.EXCHANGE else ""
        self.state = self.dealer.settle(after, returned)
        bonus = 0
        if move.kind is Kind.PLAY and after.over:
            bonus = after.going_out_bonus(seat)
            self.ending = Ending(EndReason.WENT_OUT, seat, bonus)
        elif self.state.over:
            self.ending = Ending(EndReason.SCORELESS_TURNS, None, 0)
        entry = Entry(
            seat,
            move.kind,
            written,
            before.racks[seat],
            after.scores[seat] - before.scores[seat] - bonus,
        )
        self.turns.append(entry)
        return entry

    def play_text(self, text: str) -> Entry:
        """``play`` a move written in the service's notation."""
        return self.play(self.state.action_from_string(text))


def replay(seed: int, moves: Iterable[str], bonus: Bonus = Bonus.SQRT) -> Table:
    """The game dealt from ``seed`` after ``moves``, each in the service's
    notation; ``IllegalMoveError`` naming the first move that cannot be
    played (``index``, from 0) and why."""
    table = Table(seed, bonus)
    for index, text in enumerate(moves):
        try:
            table.play_text(text)
        except IllegalMoveError as error:
            raise error.of_move(repr(text[:60]), index) from None
    return table
