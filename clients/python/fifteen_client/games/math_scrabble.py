"""Math Scrabble as a bot holds it: a game by its seed and moves, replayed
by the service at each play, and the engine's plays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..api.math_scrabble import (
    find_math_scrabble_moves,
    play_math_scrabble_seat,
    read_math_scrabble_position,
    read_math_scrabble_record,
    replay_math_scrabble_game,
)
from ..client import AuthenticatedClient, Client
from ..models import (
    EquationBonus,
    MathScrabbleEnd,
    MathScrabbleGame,
    MathScrabbleGameRequest,
    MathScrabbleMoves,
    MathScrabbleMovesRequest,
    MathScrabblePosition,
    MathScrabbleSeat,
    MathScrabbleSeatRequest,
    PlayRanking,
    PositionRequest,
    RecordRequest,
)
from ..models.equation_bonus import EQUATION_BONUS_VALUES
from ..models.math_scrabble_seat_request_opponent import (
    MATH_SCRABBLE_SEAT_REQUEST_OPPONENT_VALUES as OPPONENT_VALUES,
)
from ..models.math_scrabble_seat_request_opponent import (
    MathScrabbleSeatRequestOpponent as SeatOpponent,
)
from ..models.play_ranking import PLAY_RANKING_VALUES
from ..types import Response
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

    def game(self, seed: int, moves: Sequence[str] = (), *, bonus: EquationBonus = "sqrt") -> ScrabbleGame:
        """The game dealt from ``seed`` after ``moves`` (none: a new game)."""
        return ScrabbleGame(self.engine, seed, list(moves), one_of(EQUATION_BONUS_VALUES, bonus, "bonus"))

    def from_record(self, record: str) -> ScrabbleGame:
        """The game a GCG-shaped record writes (``docs/records.md``), read
        and replayed by the service (``POST /v1/math-scrabble/records``;
        ``ProblemError`` 422 ``invalid-record`` naming the line)."""
        body = RecordRequest(record=record)
        read = self.engine.call(
            lambda c: read_math_scrabble_record.sync_detailed(client=c, body=body),
            MathScrabbleGame,
        )
        return ScrabbleGame(self.engine, read.seed, [turn.move for turn in read.turns], read.bonus)

    def position(self, position: str) -> MathScrabblePosition:
        """A CGP-shaped position string read into the fields ``moves``
        takes (``POST /v1/math-scrabble/positions``)."""
        body = PositionRequest(position=position)
        return self.engine.call(
            lambda c: read_math_scrabble_position.sync_detailed(client=c, body=body),
            MathScrabblePosition,
        )

    def seat(self, seat: int = 0, *, opponent: SeatOpponent = "equity", steps: int | None = None) -> SeatGame:
        """A new game against the engine seen from ``seat`` (0 moves first):
        you see your rack, never the engine's, until the game is over."""
        body = MathScrabbleSeatRequest(
            seat=seat, opponent=one_of(OPPONENT_VALUES, opponent, "opponent"), steps=given(steps)
        )
        return SeatGame(self.engine, self.engine.call(lambda c: _seat(c, body), MathScrabbleSeat))

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


def _seat(client: AuthenticatedClient | Client, body: MathScrabbleSeatRequest) -> Response[Any]:
    return play_math_scrabble_seat.sync_detailed(client=client, body=body)


class SeatGame:
    """A game against the engine from one seat, held by the service's
    sealed token (``state.game``): ``state`` is your seat's view."""

    def __init__(self, engine: Engine, state: MathScrabbleSeat) -> None:
        self.engine, self.state = engine, state

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def my_turn(self) -> bool:
        return self.state.to_move == self.state.seat

    @property
    def rack(self) -> str:
        """Your rack."""
        return self.state.racks[self.state.seat] or ""

    @property
    def record(self) -> str:
        """The game's GCG-shaped record; ``GameNotOverError`` while it goes
        on (it would show the engine's tiles)."""
        if self.state.record is None:
            raise GameNotOverError("the record is sealed until the game is over")
        return self.state.record

    def hints(self, *, rank: PlayRanking = "equity", limit: int = 10, steps: int | None = None) -> MathScrabbleMoves:
        """The best plays for your rack, as ``/moves`` answers them."""
        state = self.state
        me = state.seat
        return self.engine.math_scrabble.moves(
            self.rack,
            board=state.board,
            blanks=state.blanks,
            bag=state.bag,
            rank=rank,
            limit=limit,
            steps=steps,
            bonus=state.bonus,
            scoreless=state.scoreless_turns,
            spread=state.scores[me] - state.scores[1 - me],
        )

    def play(self, move: str) -> MathScrabbleSeat:
        """Take your turn; the answer holds the engine's reply.
        ``ProblemError`` (422 naming ``move``) if it is not legal now."""
        body = MathScrabbleSeatRequest(game=self.state.game, move=move)
        self.state = self.engine.call(lambda c: _seat(c, body), MathScrabbleSeat)
        return self.state


class ScrabbleGame:
    """A two-player game of Math Scrabble held by its seed and moves; its
    ``state`` is the service's answer to them (every rack: the dealer's
    view)."""

    def __init__(self, engine: Engine, seed: int, moves: list[str], bonus: EquationBonus) -> None:
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
    def record(self) -> str:
        """The game's GCG-shaped record (``docs/records.md``):
        ``MathScrabble.from_record`` reads it back."""
        return self.state.record

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
            found: MathScrabbleMoves | None = self.hints(rank=rank, limit=1, budget_ms=budget_ms, steps=steps)
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
