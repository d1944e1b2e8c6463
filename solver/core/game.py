"""The one small interface every game offers, in the shape OpenSpiel gives
its games: what kind of game it is, and a state with the same few verbs.

A game declares its ``GameType`` once.  A state says whose turn it is
(``current_player``: a seat from 0, ``CHANCE`` while chance acts, or
``TERMINAL``), the legal actions, the state after one (``apply_action``,
which returns a new state and leaves this one as it was), whether the game
is over, the returns per seat, and what one seat can know
(``information_state_string``, text that the game's own parser reads back).
Chance (a deal, a starter card, a draw from the bag) is a player like the
others: at a chance node ``chance_outcomes`` lists each outcome with its
probability, and ``sample_chance`` draws one from a generator the caller
owns, so that a game is replayed exactly from its seed and a search or a
test can enumerate chance instead.

Actions are each game's own type, written and read back by
``action_to_string`` and ``action_from_string`` (python-chess's ``uci()``
and ``parse_uci()``).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Protocol, Self, TypeVar

from solver.core.state import GameState

CHANCE: Final = -1
"""``current_player`` of a chance node."""
TERMINAL: Final = -4
"""``current_player`` once the game is over (OpenSpiel's value)."""


class Information(enum.Enum):
    PERFECT = "perfect"
    """Every seat sees the whole state."""
    IMPERFECT = "imperfect"
    """Some of the state is hidden from some seats (hands, racks, the bag)."""


class Chance(enum.Enum):
    DETERMINISTIC = "deterministic"
    """No chance nodes."""
    EXPLICIT = "explicit"
    """Chance nodes, with their outcomes and probabilities."""


class Utility(enum.Enum):
    ZERO_SUM = "zero_sum"
    """The returns of every terminal state sum to zero."""
    GENERAL_SUM = "general_sum"


@dataclass(frozen=True)
class GameType:
    """What kind of game it is, declared once per game."""

    name: str
    min_players: int
    max_players: int
    information: Information
    chance: Chance
    utility: Utility


A = TypeVar("A")


class State(Protocol[A]):
    """A state of a game: the verbs every game's state offers."""

    def current_player(self) -> int:
        """The seat to act (from 0), ``CHANCE`` or ``TERMINAL``."""
        ...

    def legal_actions(self) -> Sequence[A]:
        """The actions of the seat to act (the outcomes, at a chance node), in
        the game's order; empty once the game is over."""
        ...

    def chance_outcomes(self) -> Sequence[tuple[A, float]]:
        """At a chance node, each outcome with its probability (they sum to 1)."""
        ...

    def apply_action(self, action: A) -> Self:
        """The state after ``action``; ``ValueError`` for an illegal one."""
        ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> tuple[float, ...]:
        """What each seat gets: at the end, the game's result; before it, zeros."""
        ...

    def information_state_string(self, player: int) -> str:
        """Everything ``player`` can know of the state, as text the game reads back."""
        ...

    def action_to_string(self, action: A) -> str:
        """``action`` in the game's notation."""
        ...

    def action_from_string(self, text: str) -> A:
        """The action ``action_to_string`` wrote in this state;
        ``ValueError`` for text that is not one."""
        ...


S = TypeVar("S", bound=State)  # type: ignore[type-arg]


def sample_chance(state: State[A], rng: random.Random) -> A:
    """One of the chance node's outcomes, drawn by its probability."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError("not a chance node")
    actions = [action for action, _ in outcomes]
    weights = [probability for _, probability in outcomes]
    return rng.choices(actions, weights)[0]


class _Status(Protocol):
    @property
    def state(self) -> GameState: ...

    @property
    def to_move(self) -> enum.Enum | None: ...

    @property
    def winner(self) -> enum.Enum | None: ...


class TwoSidesPerfectInformation:
    """The verbs that two-sided games of perfect information without chance
    (numeric tic-tac-toe, Number Scrabble) share, read from their
    ``status``: a game names its sides by seat in ``SEATS`` and gives
    ``legal_actions``, ``apply_action`` and ``action_from_string``.  Returns
    are 1 to the winner and -1 to the loser; the information state is the
    whole position, ``str(position)``."""

    SEATS: ClassVar[tuple[enum.Enum, enum.Enum]]
    status: _Status

    @property
    def is_over(self) -> bool:
        return self.status.state is not GameState.IN_PROGRESS

    def current_player(self) -> int:
        to_move = self.status.to_move
        return TERMINAL if to_move is None else self.SEATS.index(to_move)

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        return []  # no chance in these games

    def is_terminal(self) -> bool:
        return self.is_over

    def returns(self) -> tuple[float, float]:
        """1 to the winner, -1 to the loser; 0 each for a draw or a game on."""
        winner = self.status.winner
        if winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if winner is self.SEATS[0] else (-1.0, 1.0)

    def information_state_string(self, player: int) -> str:
        """The whole position, which both seats see."""
        return str(self)

    def action_to_string(self, action: object) -> str:
        return str(action)
