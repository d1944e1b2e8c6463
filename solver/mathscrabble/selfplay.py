"""A game of Math Scrabble played by the move generator against itself.

Each player holds nine tiles drawn from the bag of 102, shuffled from the
seed (``record.Table``, which deals and keeps the record; the rules of a
turn and of the end are ``state.MathScrabbleState``'s).  On a turn each seat
takes the turn its league player chooses (``league.take_turn``): by score,
the best play the generator finds, and with no play an exchange of its whole
rack if the bag still holds nine tiles, else a pass; by equity, the play or
exchange worth the most with its leave, and with the bag empty the best
spread two plies deep; the tile-dumper and the random player as ``league``
says.  The game ends when a player plays out with the bag empty (it then
scores the sum of the number tiles left on the other rack: the digits' face
values, a blank counting nothing), or after six scoreless turns in a row.
The same seed plays the same game: the generator's budget is counted in
steps, not time (and the random player draws from a generator seeded by the
deal and its seat); the games endpoint replays it from the seed and the
turns' notation.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.league import Player, take_turn
from solver.mathscrabble.leave import NO_LEAVES, LeaveModel
from solver.mathscrabble.record import Table
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.state import PLAYERS, Kind, Move
from solver.mathscrabble.tiles import rack_counts, rack_text

SELFPLAY_STEPS = 150_000
"""The generator's budget per turn in self-play, in search steps."""


@dataclass(frozen=True)
class Turn:
    """What a player did, what it scored, and the rack it had."""

    player: int
    action: Kind
    rack: str
    play: Play | None
    score: int
    move: str
    """The turn in the service's notation (``Scored.written``):
    ``8F 3+3=6, blank 3 on 8G``, ``exchange 12+?``, ``pass``."""

    @property
    def notation(self) -> str | None:
        """The play in Scrabble's notation (see ``Scored.notation``)."""
        return self.move.split(", ")[0] if self.play is not None else None

    def written(self) -> str:
        """The turn in the service's notation (``move``)."""
        return self.move


class Game:
    """A self-play game in progress, over a ``record.Table`` dealt from
    ``seed``: each seat's league player (by default, score for both)
    chooses its turns."""

    def __init__(
        self,
        seed: int,
        bonus: Bonus = Bonus.SQRT,
        max_steps: int | None = SELFPLAY_STEPS,
        players: tuple[Player, ...] = (),
        model: LeaveModel = NO_LEAVES,
    ) -> None:
        self.seed = seed
        self.bonus = bonus
        self.max_steps = max_steps
        self.players = players or (Player.SCORE,) * PLAYERS
        if len(self.players) != PLAYERS:
            raise ValueError(f"{len(self.players)} players for a game of {PLAYERS}")
        self.model = model
        """The leave values the seats ranking by equity use."""
        self.table = Table(seed, bonus)
        self.draws = tuple(random.Random(f"{seed}/{seat}") for seat in range(PLAYERS))
        """Each seat's generator for the random player, seeded by the deal."""

    @property
    def board(self) -> Board:
        return self.table.state.board

    @property
    def racks(self) -> list[Counter[str]]:
        return [rack_counts(rack) for rack in self.table.state.racks]

    @property
    def bag(self) -> list[str]:
        """The bag's tiles in the order they will come out (from the end)."""
        return self.table.dealer.order

    @property
    def random(self) -> random.Random:
        """The generator that shuffles the bag."""
        return self.table.dealer.random

    @property
    def scores(self) -> list[int]:
        return list(self.table.state.scores)

    @property
    def to_move(self) -> int:
        return self.table.state.to_move

    @property
    def over(self) -> bool:
        return self.table.state.over

    def tiles(self) -> Counter[str]:
        """Every tile in the game, wherever it is: always the full set."""
        total = self.board.counts() + Counter(self.bag)
        for rack in self.racks:
            total += rack
        return total

    def turn(self) -> Turn:
        """Play one turn for the player to move."""
        state = self.table.state
        player = state.to_move
        rack = rack_counts(state.racks[player])
        choice = take_turn(
            self.players[player],
            state,
            model=self.model,
            max_steps=self.max_steps,
            rng=self.draws[player],
        )
        if choice.play is not None:
            entry = self.table.play(Move(Kind.PLAY, choice.play.tiles))
            return Turn(player, Kind.PLAY, entry.rack, choice.play, entry.points, entry.move)
        if choice.action is Kind.EXCHANGE:
            returned = rack - (choice.keep or Counter())
            entry = self.table.play(Move(Kind.EXCHANGE, faces=rack_text(returned)))
            return Turn(player, Kind.EXCHANGE, entry.rack, None, 0, entry.move)
        entry = self.table.play(Move(Kind.PASS))
        return Turn(player, Kind.PASS, entry.rack, None, 0, entry.move)

    def play_out(self) -> Iterator[Turn]:
        """Play turns until the game is over."""
        while not self.over:
            yield self.turn()
