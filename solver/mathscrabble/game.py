"""A game of Math Scrabble played by the move generator against itself.

Each player holds nine tiles drawn from the shuffled bag of 102.  On a turn a
player takes the turn its ranking chooses (``equity.choose``): by score, the
best play the generator finds, and with no play an exchange of its whole
rack if the bag still holds nine tiles, else a pass; by equity, the play or
exchange worth the most with its leave, and with the bag empty the best
spread two plies deep.  The game ends when a player plays out with the bag
empty (it then scores the sum of the number tiles left on the other racks:
the digits' face values, a blank counting nothing), or after six scoreless
turns in a row.  The same seed plays the same game: the generator's budget
is counted in steps, not time.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from solver.mathscrabble.board import Board, coordinates
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import Action, Ranking, choose, digits_on
from solver.mathscrabble.leave import NO_LEAVES, LeaveModel
from solver.mathscrabble.scoring import Play, place, score
from solver.mathscrabble.tiles import BAG, BLANK, RACK_SIZE, rack_text

SCORELESS_TURNS = 6
"""Scoreless turns in a row (passes and exchanges) that end the game."""
SELFPLAY_STEPS = 150_000
"""The generator's budget per turn in self-play, in search steps."""


@dataclass(frozen=True)
class Turn:
    """What a player did, what it scored, and the rack it had."""

    player: int
    action: Action
    rack: str
    play: Play | None
    score: int
    notation: str | None = None
    """The play in Scrabble's notation (see ``Scored.notation``)."""

    def written(self) -> str:
        """The play's notation, with the squares of its blanks named:
        ``8F 3+3=6, blank 3 on 8G``."""
        if self.play is None or self.notation is None:
            return self.action.value
        blanks = [
            f"blank {tile.face} on {coordinates(tile.at)}" for tile in self.play.tiles if tile.blank
        ]
        return ", ".join([self.notation, *blanks])


@dataclass
class Game:
    """A game in progress: the board, the bag (drawn from its end), racks
    and scores."""

    seed: int
    players: int = 2
    bonus: Bonus = Bonus.SQRT
    max_steps: int | None = SELFPLAY_STEPS
    rankings: tuple[Ranking, ...] = ()
    """Each seat's ranking (by default, score for every seat)."""
    model: LeaveModel = NO_LEAVES
    """The leave values the seats ranking by equity use."""
    board: Board = field(default_factory=Board.empty)
    bag: list[str] = field(default_factory=list)
    racks: list[Counter[str]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    to_move: int = 0
    scoreless: int = 0
    over: bool = False

    def __post_init__(self) -> None:
        self.random = random.Random(self.seed)
        self.bag = list(BAG)
        self.random.shuffle(self.bag)
        self.racks = [Counter() for _ in range(self.players)]
        self.scores = [0] * self.players
        self.rankings = self.rankings or (Ranking.SCORE,) * self.players
        if len(self.rankings) != self.players:
            raise ValueError(f"{len(self.rankings)} rankings for {self.players} players")
        for rack in self.racks:
            self._draw(rack)

    def _draw(self, rack: Counter[str]) -> None:
        while self.bag and rack.total() < RACK_SIZE:
            rack[self.bag.pop()] += 1

    def tiles(self) -> Counter[str]:
        """Every tile in the game, wherever it is: always the full set."""
        total = self.board.counts() + Counter(self.bag)
        for rack in self.racks:
            total += rack
        return total

    def turn(self) -> Turn:
        """Play one turn for the player to move."""
        player, rack = self.to_move, self.racks[self.to_move]
        shown = rack_text(rack)
        opponent = self.racks[1 - player] if self.players == 2 else None
        choice = choose(
            self.board,
            rack,
            self.bonus,
            ranking=self.rankings[player],
            bag=len(self.bag),
            model=self.model,
            opponent=opponent,
            max_steps=self.max_steps,
        )
        if choice.play is not None:
            play = choice.play
            notation = score(self.board, play.tiles, self.bonus).notation()
            self.board = place(self.board, play.tiles)
            for tile in play.tiles:
                rack[BLANK if tile.blank else tile.face] -= 1
            rack += Counter()  # drop the tiles used up
            self.racks[player] = rack
            self._draw(rack)
            self.scores[player] += play.score
            self.scoreless = 0
            turn = Turn(player, Action.PLAY, shown, play, play.score, notation)
            if not rack:
                self._go_out(player)
        elif choice.action is Action.EXCHANGE:
            keep = choice.keep or Counter()
            returned = list((rack - keep).elements())
            rack.clear()
            rack.update(keep)
            self._draw(rack)
            self.bag.extend(returned)
            self.random.shuffle(self.bag)
            self.scoreless += 1
            turn = Turn(player, Action.EXCHANGE, shown, None, 0)
        else:
            self.scoreless += 1
            turn = Turn(player, Action.PASS, shown, None, 0)
        if self.scoreless >= SCORELESS_TURNS:
            self.over = True
        self.to_move = (player + 1) % self.players
        return turn

    def _go_out(self, player: int) -> None:
        self.over = True
        self.scores[player] += sum(
            digits_on(rack) for other, rack in enumerate(self.racks) if other != player
        )

    def play_out(self) -> Iterator[Turn]:
        """Play turns until the game is over."""
        while not self.over:
            yield self.turn()
