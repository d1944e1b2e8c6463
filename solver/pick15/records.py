"""Number Scrabble as text: the game record (``docs/records.md``); the
position string is ``str(Pick15Position)`` (``first=2,9 second=8``), read
by ``Pick15Position.from_text``.

The record is PGN-shaped (``solver.core.records``): the tags ``Game``
(``pick15``), ``Position`` (the start, when not the empty game) and
``Result`` (``first``, ``second``, ``draw`` or ``*``), then the numbers
picked, first player's first, two to a round.  Reading one replays its
picks; a pick that cannot be made, or a result the replay does not give,
is refused.

>>> game = replay(Pick15Position.from_picks(), [5, 2, 8])
>>> str(game.final)
'first=5,8 second=2'
>>> print(record_text(game))
[Game "pick15"]
[Result "*"]
<BLANKLINE>
1. 5 2 2. 8 *
>>> read_game(record_text(game)) == game
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from solver.core.errors import IllegalMoveError, MoveNotationError, PositionError
from solver.core.records import (
    UNFINISHED,
    Record,
    RecordError,
    check_result,
    move_error,
    read_record,
    reading_tag,
    tag_line,
    write_record,
)
from solver.pick15.position import NUMBERS, Pick, Pick15Position, Side

GAME_NAME: Final = "pick15"
"""The record's ``Game`` tag."""
DRAW: Final = "draw"
RESULTS: Final = (Side.FIRST.value, Side.SECOND.value, DRAW)
"""A finished game's results: its winner, or a draw (``*`` while it goes on)."""
PER_ROUND: Final = 2
"""Picks to a round of the record: one each."""


@dataclass(frozen=True)
class Pick15Game:
    """A game replayed: the position it started from, the picks made in
    order and the position they leave."""

    start: Pick15Position
    picks: tuple[Pick, ...]
    final: Pick15Position

    @property
    def result(self) -> str:
        """``first`` or ``second`` (the winner), ``draw``, or ``*`` while it goes on."""
        return result_word(self.final)


def result_word(position: Pick15Position) -> str:
    """The record's result for ``position``: its winner, ``draw``, or ``*``."""
    status = position.status
    if status.winner is not None:
        return status.winner.value
    return DRAW if position.is_over else UNFINISHED


def replay(start: Pick15Position, picks: Sequence[int | str | Pick]) -> Pick15Game:
    """The game of ``picks`` (numbers, their texts, or ``Pick``s) made from
    ``start``, each by the side to move; ``IllegalMoveError`` naming the
    first that cannot be made (``index``: its place in ``picks``; why, its
    cause)."""
    position, made = start, []
    for index, pick in enumerate(picks):
        try:
            position, pick_made = _pick(position, pick)
        except IllegalMoveError as error:
            text = str(pick)[:20]
            raise error.of_move(f"pick {index} ({text!r})", index) from error
        made.append(pick_made)
    return Pick15Game(start, tuple(made), position)


def _pick(position: Pick15Position, pick: int | str | Pick) -> tuple[Pick15Position, Pick]:
    """The position after the side to move picks ``pick``, and the pick;
    ``IllegalMoveError`` saying why it cannot be made."""
    side = position.status.to_move
    if side is None:
        raise IllegalMoveError("the game is over: nobody picks")
    if isinstance(pick, Pick) and pick.player is not side:
        raise IllegalMoveError(f"it is {side.value}'s pick, not {pick.player.value}'s")
    number = pick.number if isinstance(pick, Pick) else _number(pick)
    for holder in Side:
        if number in position.held(holder):
            raise IllegalMoveError(f"{number} is picked already, by {holder.value}")
    made = Pick(side, number)
    return position.play(made), made


def _number(pick: int | str) -> int:
    """The number ``pick`` writes; ``IllegalMoveError`` unless 1 to 9."""
    if isinstance(pick, str):
        try:
            return Pick.from_text(pick, Side.FIRST).number
        except PositionError as error:
            raise MoveNotationError(str(error)) from None
    if type(pick) is not int or pick not in NUMBERS:
        raise MoveNotationError(f"{pick!r} is not a pick: picks are numbers from 1 to 9")
    return pick


def record_text(game: Pick15Game) -> str:
    """The game's record: its tags (``Position`` only when it did not start
    from the empty game), then its picks and result."""
    tags = {"Game": GAME_NAME}
    if game.start.first or game.start.second:
        tags["Position"] = str(game.start)
    tags["Result"] = game.result
    return write_record(tags, [str(pick) for pick in game.picks], per_round=PER_ROUND)


def write_game(picks: Sequence[int | str | Pick], start: Pick15Position | None = None) -> str:
    """The record of ``picks`` made from ``start`` (None: the empty game);
    ``replay``'s errors."""
    return record_text(replay(start or Pick15Position.from_picks(), picks))


def read_game(text: str) -> Pick15Game:
    """The game a record writes, replayed; ``RecordError`` naming the line
    (or the pick) for a record that cannot be read, names another game,
    starts from a position that is not one, holds a pick that cannot be
    made, or states a result its picks do not give."""
    record = read_record(text, RESULTS)
    game_name = record.tags.get("Game", GAME_NAME)
    if game_name != GAME_NAME:
        raise RecordError(
            f"this is a record of {game_name[:40]!r}, not of {GAME_NAME}",
            line=tag_line(text, "Game"),
        )
    start = reading_tag(text, "Position", lambda: _start(record))
    try:
        game = replay(start, record.moves)
    except IllegalMoveError as error:
        raise move_error(error, record.moves, per_round=PER_ROUND) from None
    reading_tag(text, "Result", lambda: check_result(record, game.result))
    return game


def _start(record: Record) -> Pick15Position:
    """The position the record's ``Position`` tag writes (the empty game
    without one)."""
    if "Position" not in record.tags:
        return Pick15Position.from_picks()
    return Pick15Position.from_text(record.tags["Position"])
