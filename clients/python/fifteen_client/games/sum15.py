"""Sum 15 as a bot holds it: a deal by its seed, table and plays, replayed
by the service at each play; what a card would pick up; the engine's
suggestion."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypedDict, cast

from ..api.sum15 import (
    play_sum_15_seat,
    read_sum_15_record,
    replay_sum_15_deal,
    resolve_sum_15_play,
    suggest_sum_15_card,
)
from ..client import AuthenticatedClient, Client
from ..models import (
    OthersReading,
    RecordRequest,
    Sum15Game,
    Sum15GameRequest,
    Sum15HouseRules,
    Sum15MoveRequest,
    Sum15Resolve,
    Sum15ResolveRequest,
    Sum15Seat,
    Sum15SeatRequest,
    Sum15Suggestion,
)
from ..models.others_reading import OTHERS_READING_VALUES
from ..models.sum_15_seat_request_others import SUM_15_SEAT_REQUEST_OTHERS_VALUES as OTHERS_VALUES
from ..models.sum_15_seat_request_others import Sum15SeatRequestOthers as SeatOthers
from ..types import Response
from .common import GameNotOverError, given, model, one_of

if TYPE_CHECKING:
    from ..engine import Engine


class HouseRuleFields(TypedDict, total=False):
    """``Sum15HouseRules``'s fields as a plain mapping (``docs/sum15.md``)."""

    restart_after_set: bool
    starter_in_sets: bool
    runs_any_order: bool


HouseRules = Sum15HouseRules | HouseRuleFields
"""House rules: ``{"restart_after_set": True}`` and the like, or the model."""


def house_rules(rules: HouseRules | None) -> Sum15HouseRules | None:
    """``rules`` as the request models take them; ``ValueError`` naming the
    house rules for one the service does not have."""
    if rules is None or isinstance(rules, Sum15HouseRules):
        return rules
    return model(Sum15HouseRules, cast(Mapping[str, Any], rules), "house rules")


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
        rules: HouseRules | None = None,
    ) -> Sum15Deal:
        """The deal dealt from ``seed`` to ``players`` seats after ``plays``,
        played by the house ``rules`` (``{"restart_after_set": True}``...;
        by default the seed's words)."""
        return Sum15Deal(self.engine, seed, players, decks, list(plays), house_rules(rules))

    def seat(
        self,
        seat: int = 0,
        players: int = 4,
        *,
        decks: int | None = None,
        rules: HouseRules | None = None,
        others: SeatOthers = "engine",
        samples: int | None = None,
    ) -> SeatDeal:
        """A new deal seen from ``seat``: your hand, never another, until
        the deal is over; the other seats play as ``others`` (the engine,
        ``samples`` a play, or a style of the league)."""
        body = Sum15SeatRequest(
            seat=seat,
            players=players,
            decks=given(decks),
            rules=given(house_rules(rules)),
            others=one_of(OTHERS_VALUES, others, "others"),
            samples=given(samples),
        )
        return SeatDeal(self.engine, self.engine.call(lambda c: _seat(c, body), Sum15Seat))

    def from_record(self, record: str) -> Sum15Deal:
        """The deal a record writes (``docs/records.md``), read and replayed
        by the service (``POST /v1/sum15/records``; ``ProblemError`` 422
        ``invalid-record`` naming the line), to go on from."""
        body = RecordRequest(record=record)
        read = self.engine.call(lambda c: read_sum_15_record.sync_detailed(client=c, body=body), Sum15Game)
        rules = Sum15HouseRules.from_dict(read.rules.to_dict())
        return Sum15Deal(self.engine, read.seed, read.players, read.decks, read.plays, rules)

    def resolve(
        self,
        middle: Sequence[str],
        card: str,
        *,
        starter: bool,
        rules: HouseRules | None = None,
    ) -> Sum15Resolve:
        """What playing ``card`` onto ``middle`` (oldest first) picks up,
        and why.  ``starter``: whether the middle's first card is a starter
        turned from the stock (a deal's ``state.starter`` says); it changes
        the answer, so it has no default here."""
        body = Sum15ResolveRequest(middle=list(middle), card=card, starter=starter, rules=given(house_rules(rules)))
        return self.engine.call(lambda c: resolve_sum_15_play.sync_detailed(client=c, body=body), Sum15Resolve)


def _seat(client: AuthenticatedClient | Client, body: Sum15SeatRequest) -> Response[Any]:
    return play_sum_15_seat.sync_detailed(client=client, body=body)


class SeatDeal:
    """A deal from one seat, held by the service's sealed token
    (``state.game``): ``state`` is your seat's view."""

    def __init__(self, engine: Engine, state: Sum15Seat) -> None:
        self.engine, self.state = engine, state

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def hand(self) -> list[str]:
        """Your cards."""
        return self.state.hands[self.state.seat] or []

    @property
    def record(self) -> str:
        """The deal's record; ``GameNotOverError`` while it goes on (it
        would show the other hands)."""
        if self.state.record is None:
            raise GameNotOverError("the record is sealed until the deal is over")
        return self.state.record

    def play(self, card: str) -> Sum15Seat:
        """Play ``card``; the answer holds the other seats' plays up to your
        next turn.  ``ProblemError`` (422 naming ``card``) if you cannot."""
        body = Sum15SeatRequest(game=self.state.game, card=card)
        self.state = self.engine.call(lambda c: _seat(c, body), Sum15Seat)
        return self.state


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

    @property
    def record(self) -> str:
        """The deal's record (``docs/records.md``): ``from_record`` reads it
        back."""
        return self.state.record

    def _replay(self, plays: list[str]) -> Sum15Game:
        body = Sum15GameRequest(
            seed=self.seed,
            players=self.players,
            decks=given(self.decks),
            plays=plays,
            rules=given(self.rules),
        )
        return self.engine.call(lambda c: replay_sum_15_deal.sync_detailed(client=c, body=body), Sum15Game)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def to_move(self) -> int | None:
        """The seat to play (None once the deal is over)."""
        return self.state.to_move

    @property
    def hand(self) -> list[str]:
        """The hand of the seat to play (empty once the deal is over)."""
        return [] if self.state.to_move is None else self.state.hands[self.state.to_move]

    @property
    def winners(self) -> list[int]:
        """The seats with most cards picked up; ``GameNotOverError`` while
        the deal goes on."""
        if self.state.winners is None:
            raise GameNotOverError("the deal goes on: it has no winners yet")
        return self.state.winners

    def what_if(self, card: str) -> Sum15Resolve:
        """What ``card`` would pick up if played now (``picked_up``, empty
        when nothing; ``reason``), the middle's starter and the house rules
        taken from the deal."""
        return self.engine.sum15.resolve(self.state.middle, card, starter=self.state.starter, rules=self.rules)

    def suggest(
        self,
        *,
        budget_ms: int | None = None,
        samples: int | None = None,
        seed: int | None = None,
        others: OthersReading | None = None,
    ) -> Sum15Suggestion:
        """The engine's suggestion for the seat to play, from what that seat
        can know (its hand, the starters and the plays), within
        ``budget_ms`` or ``samples`` (a budget of work: the same answer on
        any machine)."""
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
            budget_ms=given(budget_ms),
            samples=given(samples),
            seed=given(seed),
            others=given(one_of(OTHERS_READING_VALUES, others, "reading") if others else None),
            rules=given(self.rules),
        )
        return self.engine.call(lambda c: suggest_sum_15_card.sync_detailed(client=c, body=body), Sum15Suggestion)

    def best(
        self,
        *,
        budget_ms: int | None = None,
        samples: int | None = None,
        seed: int | None = None,
        others: OthersReading | None = None,
    ) -> str:
        """The card the engine suggests for the seat to play (as
        ``suggest``)."""
        return self.suggest(budget_ms=budget_ms, samples=samples, seed=seed, others=others).card

    def play(self, card: str) -> Sum15Game:
        """The seat to play plays ``card``; ``ProblemError`` (422, the play
        not kept) if it is not in that seat's hand or the deal is over."""
        self.state = self._replay([*self.plays, card])
        self.plays = list(self.state.plays)  # as the service writes them ("10H")
        return self.state
