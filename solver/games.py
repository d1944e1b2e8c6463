"""Every game the engines play, found by one name: its ``GameType``, a new
game from its parameters, and how its positions are written.  The interface
test and ``python -m solver games`` iterate this registry; a new game is
added here once.

>>> [game.name for game in GAMES.values()]
['graham', 'nygaard', 'variant', 'pick15', 'sum15', 'math-scrabble']
>>> GAMES["sum15"].new(players=3).current_player()  # the deal starts with chance
-1
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solver.core.game import GameType, State
from solver.mathscrabble.state import GAME_TYPE as MATH_SCRABBLE_TYPE
from solver.mathscrabble.state import MathScrabbleState
from solver.pick15 import GAME_TYPE as PICK15_TYPE
from solver.pick15 import Pick15Position
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.state import GAME_TYPE as SUM15_TYPE
from solver.sum15.state import Sum15State
from solver.tictactoe import GRAHAM, NYGAARD, Position, Rules
from solver.tictactoe.position import GAME_TYPE as TICTACTOE_TYPE


@dataclass(frozen=True)
class Game:
    """A game as every caller finds it."""

    name: str
    """The game's name in the API and on the command line."""
    game_type: GameType
    new: Callable[..., State[Any]]
    """A new game (the state before the first action) from the game's
    keyword parameters: a tic-tac-toe variant's ``rules``, Sum 15's
    ``players``, ``decks`` and house ``rules``, Math Scrabble's ``bonus``."""
    read: Callable[[str, State[Any]], State[Any]] | None
    """The position written ``text`` in the game ``state`` belongs to (a
    perfect-information game's ``information_state_string`` is its whole
    position); None for a game with hidden hands, whose seats' texts each
    tell part of it."""
    summary: str


def _variant(rules: Rules | None = None) -> Position:
    return Position.empty(rules or Rules.from_spec(target=12, odd=[1, 3, 5], even=[2, 4, 6]))


def _sum15(
    players: int = 4, decks: int | None = None, rules: HouseRules = SEED_RULES
) -> State[Any]:
    return Sum15State.new(players, decks, rules)


def _board_in(text: str, state: State[Any]) -> State[Any]:
    assert isinstance(state, Position)
    return Position.from_text(text, state.rules)


GAMES: dict[str, Game] = {
    game.name: game
    for game in (
        Game(
            "graham",
            TICTACTOE_TYPE,
            lambda: Position.empty(GRAHAM),
            _board_in,
            GRAHAM.description,
        ),
        Game(
            "nygaard",
            TICTACTOE_TYPE,
            lambda: Position.empty(NYGAARD),
            _board_in,
            NYGAARD.description,
        ),
        Game(
            "variant",
            TICTACTOE_TYPE,
            _variant,
            _board_in,
            "a variant of Graham's game: its numbers, target, board (3x3 to 5x5), "
            "shared numbers, lines by product",
        ),
        Game(
            "pick15",
            PICK15_TYPE,
            Pick15Position.from_picks,
            lambda text, state: Pick15Position.from_text(text),
            "Number Scrabble (Pick15): take 1-9 in turn; three of yours summing to 15 win",
        ),
        Game(
            "sum15",
            SUM15_TYPE,
            _sum15,
            None,
            "a classroom card game with hidden hands: pick up cards that make 15 or sets",
        ),
        Game(
            "math-scrabble",
            MATH_SCRABBLE_TYPE,
            MathScrabbleState.new,
            None,
            "Scrabble with equations: lay true equations of number and operator tiles",
        ),
    )
}
"""Every game, by name."""
