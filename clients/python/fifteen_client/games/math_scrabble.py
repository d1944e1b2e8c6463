"""Math Scrabble as a bot holds it: a game by its seed and moves, replayed
by the service at each play, and the engine's plays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..api.math_scrabble import find_math_scrabble_moves, replay_math_scrabble_game
from ..models import (
    EquationBonus,
    MathScrabbleEnd,
    MathScrabbleGame,
    MathScrabbleGameRequest,
    MathScrabbleMoves,
    MathScrabbleMovesRequest,
    PlayRanking,
)
from ..models.equation_bonus import EQUATION_BONUS_VALUES
from ..models.play_ranking import PLAY_RANKING_VALUES
from ..waiting import ProblemError
from .common import GameNotOverError, given, one_of

if TYPE_CHECKING:
    from ..engine import Engine

RACK_SIZE = 9
"""Tiles on a full rack: an exchange needs as many in the bag."""


class MathScrabble:
    """Math Scrabble through ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def game(
        self, seed: int, moves: Sequence[str] = (), *, bonus: EquationBonus = "sqrt"
    ) -> ScrabbleGame:
        """The game dealt from ``seed`` after ``moves`` (none: a new game)."""
        return ScrabbleGame(
            self.engine, seed, list(moves), one_of(EQUATION_BONUS_VALUES, bonus, "bonus")
        )

    def moves(
        self,
        rack: str,
        *,
        board: Sequence[str] | None = None,
        blanks: Sequence[Sequence[int]] | None = None,
        bag: int | None = None,
        rank: PlayRanking = "score",
        limit: int = 10,
        budget_ms: int | None = None,
        steps: int | None = None,
        bonus: EquationBonus = "sqrt",
        scoreless: int = 0,
        spread: int = 0,
    ) -> MathScrabbleMoves:
        """The best plays for ``rack`` (``POST /v1/math-scrabble/moves``),
        after ``scoreless`` scoreless turns in a row, ``spread`` points ahead;
        within ``budget_ms`` (by default the service's 1 s) or ``steps`` (a
        budget of work: the same answer on any machine)."""
        body = MathScrabbleMovesRequest(
            rack=rack,
            board=given(list(board) if board is not None else None),
            blanks=given([list(square) for square in blanks] if blanks is not None else None),
            bag=given(bag),
            rank=one_of(PLAY_RANKING_VALUES, rank, "rank"),
            limit=limit,
            budget_ms=given(budget_ms),
            steps=given(steps),
            bonus=one_of(EQUATION_BONUS_VALUES, bonus, "bonus"),
            scoreless=scoreless,
            spread=spread,
        )
        return self.engine.call(
            lambda c: find_math_scrabble_moves.sync_detailed(client=c, body=body),
            MathScrabbleMoves,
        )


class ScrabbleGame:
    """A two-player game of Math Scrabble held by its seed and moves; its
    ``state`` is the service's answer to them (every rack: the dealer's
    view)."""

    def __init__(
        self, engine: Engine, seed: int, moves: list[str], bonus: EquationBonus
    ) -> None:
        self.engine, self.seed, self.bonus = engine, seed, bonus
        self.state = self._replay(moves)
        self.moves = [turn.move for turn in self.state.turns]

    def _replay(self, moves: list[str]) -> MathScrabbleGame:
        body = MathScrabbleGameRequest(seed=self.seed, moves=moves, bonus=self.bonus)
        return self.engine.call(
            lambda c: replay_math_scrabble_game.sync_detailed(client=c, body=body),
            MathScrabbleGame,
        )

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def scores(self) -> list[int]:
        return self.state.scores

    @property
    def to_move(self) -> int | None:
        """The player to move, 0 or 1 (None once the game is over)."""
        return self.state.to_move

    @property
    def rack(self) -> str:
        """The rack of the player to move ("" once the game is over)."""
        return "" if self.state.to_move is None else self.state.racks[self.state.to_move]

    @property
    def end(self) -> MathScrabbleEnd:
        """How the game ended (``reason``, ``winners``, ``adjustments``);
        ``GameNotOverError`` while it goes on."""
        if self.state.end is None:
            raise GameNotOverError("the game goes on: it has no end yet")
        return self.state.end

    def hints(
        self,
        *,
        rank: PlayRanking = "score",
        limit: int = 10,
        budget_ms: int | None = None,
        steps: int | None = None,
    ) -> MathScrabbleMoves:
        """The best plays for the player to move, as ``/moves`` answers
        (told the scoreless turns so far and the score, which the end of
        the game depends on), within ``budget_ms`` or ``steps``."""
        state = self.state
        mover = state.to_move or 0
        return self.engine.math_scrabble.moves(
            self.rack,
            board=state.board,
            blanks=state.blanks,
            bag=state.bag,
            rank=rank,
            limit=limit,
            budget_ms=budget_ms,
            steps=steps,
            bonus=self.bonus,
            scoreless=state.scoreless_turns,
            spread=state.scores[mover] - state.scores[1 - mover],
        )

    def best(
        self,
        *,
        rank: PlayRanking = "score",
        budget_ms: int | None = None,
        steps: int | None = None,
    ) -> str:
        """The move the engine would make now, in the games' notation: its
        best play, or by equity its exchange or pass when that is worth
        more (a pass that ends the game won always is); with no play
        found, an exchange of the whole rack while the bag allows one, else
        a pass."""
        try:
            found: MathScrabbleMoves | None = self.hints(
                rank=rank, limit=1, budget_ms=budget_ms, steps=steps
            )
        except ProblemError as error:
            if error.problem.status != 503:  # 503 search-unfinished: no play found
                raise
            found = None
        plays = found.plays if found else []
        exchange = found.exchange if found else None
        passing = found.pass_ if found else None
        best = plays[0].equity if plays else None
        if passing and (passing.wins or best is None or passing.equity > best):
            return "pass"
        if exchange and (best is None or exchange.equity > best):
            return f"exchange {exchange.exchange}"
        if plays:
            return plays[0].written
        return f"exchange {self.rack}" if self.state.bag >= RACK_SIZE else "pass"

    def play(self, move: str) -> MathScrabbleGame:
        """Take ``move`` (``8F 3+3=6, blank 3 on 8G``, ``exchange 12+?``,
        ``pass``) for the player to move; ``ProblemError`` (422, the move
        not kept) if it is not legal now."""
        self.state = self._replay([*self.moves, move])
        self.moves = [turn.move for turn in self.state.turns]  # as the service writes them
        return self.state
