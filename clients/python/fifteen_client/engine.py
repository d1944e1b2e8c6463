"""One call per action, by hand over the generated code: the engine and its
games as a bot holds them.

Strings are taken where the generated models want enums (``player="odd"``,
``rank="equity"``), and every call waits as ``waiting.answer`` does (a
variant being solved, 429 and 503 with ``Retry-After``); a refusal raises
``ProblemError`` with the service's problem document::

    from fifteen_client.engine import Engine

    with Engine("http://127.0.0.1:8000") as engine:
        game = engine.math_scrabble.game(seed=7)
        while not game.over:
            game.play(game.best(rank="equity" if game.to_move == 0 else "score"))
        print(game.scores, game.state.end.reason)

A game holds its seed and the moves played; each ``play`` replays them
through ``POST /v1/math-scrabble/games`` (or ``/v1/sum15/games``), so its
``state`` is always the service's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any, TypeVar

from .api.math_scrabble import find_math_scrabble_moves, replay_math_scrabble_game
from .api.pick15 import get_pick_15_move
from .api.sum15 import replay_sum_15_deal, suggest_sum_15_card
from .api.tictactoe import analyse_position, get_move, get_status
from .client import Client
from .models import (
    Analysis,
    AnalysisRequest,
    EquationBonus,
    MathScrabbleGame,
    MathScrabbleGameRequest,
    MathScrabbleMoves,
    MathScrabbleMovesRequest,
    MoveRequest,
    MoveResponse,
    OthersReading,
    Pick15MoveRequest,
    Pick15MoveResponse,
    Picks,
    Player,
    PlayRanking,
    RuleName,
    RuleSet,
    Side,
    Status,
    StatusRequest,
    Sum15Game,
    Sum15GameRequest,
    Sum15HouseRules,
    Sum15MoveRequest,
    Sum15Suggestion,
)
from .types import UNSET, Response, Unset
from .waiting import PATIENCE_SECONDS, ProblemError, answer

T = TypeVar("T")
E = TypeVar("E", bound=Enum)
RACK_SIZE = 9
"""Tiles on a full rack: an exchange needs as many in the bag."""

Rules = RuleName | RuleSet | str


def _given(value: T | None) -> T | Unset:
    return UNSET if value is None else value


def _enum(kind: type[E], value: E | str) -> E:
    """``value`` as ``kind``, a string read in any case (as the service
    reads it); ``ValueError`` naming the values ``kind`` takes."""
    if isinstance(value, kind):
        return value
    try:
        return kind(str(value).lower())
    except ValueError:
        taken = ", ".join(repr(member.value) for member in kind)
        raise ValueError(f"{value!r} is not a {kind.__name__}: write {taken}") from None


class Engine:
    """The service at ``base_url``: tic-tac-toe and Number Scrabble moves,
    and ``math_scrabble`` and ``sum15`` games."""

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8000",
        *,
        client: Client | None = None,
        patience: float = PATIENCE_SECONDS,
    ) -> None:
        self.client = client or Client(base_url=base_url, raise_on_unexpected_status=False)
        self.patience = patience
        self.math_scrabble = MathScrabble(self)
        self.sum15 = Sum15(self)

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self.client.get_httpx_client().close()

    def call(self, call: Callable[[Client], Response[Any]], expect: type[T]) -> T:
        """``call``'s answer, waited for (see ``waiting.answer``)."""
        return answer(self.client, lambda: call(self.client), expect, patience=self.patience)

    def move(
        self,
        board: Sequence[int | None],
        player: Player | str,
        *,
        rules: Rules | None = None,
        skill: float = 1.0,
        seed: int | None = None,
        budget_ms: int | None = None,
    ) -> MoveResponse:
        """The engine's move for ``player`` (``"odd"`` or ``"even"``); its
        ``after`` says whether it ended the game.  On a 4x4 or 5x5 board
        (``RuleSet(size=4)``, 16 or 25 cells) a search answers within
        ``budget_ms``; its ``proven`` says whether the value is exact."""
        body = MoveRequest(
            board=list(board),
            player=_enum(Player, player),
            rules=_given(rules) or RuleName.GRAHAM,
            skill=skill,
            seed=_given(seed),
            budget_ms=_given(budget_ms),
        )
        return self.call(lambda c: get_move.sync_detailed(client=c, body=body), MoveResponse)

    def status(self, board: Sequence[int | None], *, rules: Rules | None = None) -> Status:
        """Has the game been won, and whose turn is it?"""
        body = StatusRequest(board=list(board), rules=_given(rules) or RuleName.GRAHAM)
        return self.call(lambda c: get_status.sync_detailed(client=c, body=body), Status)

    def analysis(
        self,
        board: Sequence[int | None],
        *,
        rules: Rules | None = None,
        budget_ms: int | None = None,
    ) -> Analysis:
        """The value of the position and of every move (on a 4x4 or 5x5
        board, searched within ``budget_ms``)."""
        body = AnalysisRequest(
            board=list(board), rules=_given(rules) or RuleName.GRAHAM, budget_ms=_given(budget_ms)
        )
        return self.call(lambda c: analyse_position.sync_detailed(client=c, body=body), Analysis)

    def pick15_move(
        self, first: Sequence[int], second: Sequence[int], player: Side | str
    ) -> Pick15MoveResponse:
        """Number Scrabble: the engine's pick for ``player`` (``"first"`` or
        ``"second"``); its ``after`` says whether it ended the game."""
        body = Pick15MoveRequest(
            picks=Picks(first=list(first), second=list(second)), player=_enum(Side, player)
        )
        return self.call(
            lambda c: get_pick_15_move.sync_detailed(client=c, body=body), Pick15MoveResponse
        )


class MathScrabble:
    """Math Scrabble through ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def game(
        self, seed: int, moves: Sequence[str] = (), *, bonus: EquationBonus | str = "sqrt"
    ) -> ScrabbleGame:
        """The game dealt from ``seed`` after ``moves`` (none: a new game)."""
        return ScrabbleGame(self.engine, seed, list(moves), _enum(EquationBonus, bonus))

    def moves(
        self,
        rack: str,
        *,
        board: Sequence[str] | None = None,
        blanks: Sequence[Sequence[int]] | None = None,
        bag: int | None = None,
        rank: PlayRanking | str = "score",
        limit: int = 10,
        budget_ms: int | None = None,
        steps: int | None = None,
        bonus: EquationBonus | str = "sqrt",
        scoreless: int = 0,
        spread: int = 0,
    ) -> MathScrabbleMoves:
        """The best plays for ``rack`` (``POST /v1/math-scrabble/moves``),
        after ``scoreless`` scoreless turns in a row, ``spread`` points ahead;
        within ``budget_ms`` (by default the service's 1 s) or ``steps`` (a
        budget of work: the same answer on any machine)."""
        body = MathScrabbleMovesRequest(
            rack=rack,
            board=_given(list(board) if board is not None else None),
            blanks=_given([list(square) for square in blanks] if blanks is not None else None),
            bag=_given(bag),
            rank=_enum(PlayRanking, rank),
            limit=limit,
            budget_ms=_given(budget_ms),
            steps=_given(steps),
            bonus=_enum(EquationBonus, bonus),
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
        return self.state.to_move

    @property
    def rack(self) -> str:
        """The rack of the player to move ("" once the game is over)."""
        return "" if self.state.to_move is None else self.state.racks[self.state.to_move]

    def hints(
        self,
        *,
        rank: PlayRanking | str = "score",
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
        rank: PlayRanking | str = "score",
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


class Sum15:
    """Sum 15 through ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def deal(
        self,
        seed: int,
        players: int,
        *,
        decks: int | None = None,
        plays: Sequence[str] = (),
        rules: Mapping[str, bool] | None = None,
    ) -> Sum15Deal:
        """The deal dealt from ``seed`` to ``players`` seats after ``plays``,
        played by the house ``rules`` (``{"restart_after_set": True}``...;
        by default the seed's words)."""
        house = None if rules is None else Sum15HouseRules.from_dict(dict(rules))
        return Sum15Deal(self.engine, seed, players, decks, list(plays), house)


class Sum15Deal:
    """A deal of Sum 15 held by its seed, table and plays; its ``state`` is
    the service's answer to them (every hand: the dealer's view)."""

    def __init__(
        self,
        engine: Engine,
        seed: int,
        players: int,
        decks: int | None,
        plays: list[str],
        rules: Sum15HouseRules | None = None,
    ) -> None:
        self.engine, self.seed, self.players, self.decks = engine, seed, players, decks
        self.rules = rules
        self.state = self._replay(plays)
        self.plays = list(self.state.plays)

    def _replay(self, plays: list[str]) -> Sum15Game:
        body = Sum15GameRequest(
            seed=self.seed,
            players=self.players,
            decks=_given(self.decks),
            plays=plays,
            rules=_given(self.rules),
        )
        return self.engine.call(
            lambda c: replay_sum_15_deal.sync_detailed(client=c, body=body), Sum15Game
        )

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def hand(self) -> list[str]:
        """The hand of the seat to play (empty once the deal is over)."""
        return [] if self.state.to_move is None else self.state.hands[self.state.to_move]

    @property
    def winners(self) -> list[int] | None:
        return self.state.winners

    def suggest(
        self,
        *,
        budget_ms: int | None = None,
        samples: int | None = None,
        seed: int | None = None,
        others: OthersReading | str | None = None,
    ) -> Sum15Suggestion:
        """The engine's suggestion for the seat to play, from what that seat
        can know (its hand, the starters and the plays)."""
        seat = self.state.to_move
        if seat is None:
            raise ValueError("the deal is over: nobody plays")
        body = Sum15MoveRequest(
            players=self.players,
            seat=seat,
            hand=self.hand,
            starters=self.state.starters,
            plays=self.state.plays,
            decks=self.state.decks,
            budget_ms=_given(budget_ms),
            samples=_given(samples),
            seed=_given(seed),
            others=_given(_enum(OthersReading, others) if others is not None else None),
            rules=_given(self.rules),
        )
        return self.engine.call(
            lambda c: suggest_sum_15_card.sync_detailed(client=c, body=body), Sum15Suggestion
        )

    def best(self, **suggest: Any) -> str:
        """The card the engine suggests for the seat to play."""
        return self.suggest(**suggest).card

    def play(self, card: str) -> Sum15Game:
        """The seat to play plays ``card``; ``ProblemError`` (422, the play
        not kept) if it is not in that seat's hand or the deal is over."""
        self.state = self._replay([*self.plays, card])
        self.plays = list(self.state.plays)  # as the service writes them ("10H")
        return self.state
