"""Math Scrabble through the interface every game offers
(``solver.core.game``), for two players, with chance made explicit: every
tile drawn from the bag is a chance node whose outcomes are the faces in
the bag, each as likely as it is common there.

The rules of a turn: a legal play of tiles from the rack (then the rack is
refilled from the bag); an exchange of any of its tiles while the bag holds
at least a rack's worth (Scrabble's rule, scaled to the rack: the new tiles
are drawn before the old go back into the bag); or a pass.  The game ends
when a player plays out with the bag empty (adding the digits left on the
other rack) or after six scoreless turns in a row.  The self-play of
``game`` is one policy over these rules: the best play, else the whole rack
exchanged, else a pass.

Actions are ``Move``s, written as a play in Scrabble's notation naming its
blanks (``8F 3+3=6, blank 3 on 8G``), ``exchange 12+?``, ``pass``, and for
chance ``draw 7``; ``MathScrabbleState.action_from_string`` reads them back.
A seat's information state is JSON: the board as the API takes it, its
rack, the scores, the turn, the scoreless turns and the tiles it has not
seen.
"""

from __future__ import annotations

import enum
import json
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import product
from typing import Any, Final

from solver.core.errors import IllegalMoveError, MoveNotationError
from solver.core.game import CHANCE, TERMINAL, Chance, GameType, Information, Utility
from solver.mathscrabble.board import COLUMNS, EMPTY, SIZE, Board, Direction, coordinates, square
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.errors import NotInRackError, TileError
from solver.mathscrabble.moves import generate
from solver.mathscrabble.scoring import Play, Scored, Tile, place, score
from solver.mathscrabble.tiles import (
    BAG,
    BLANK,
    FACES,
    RACK_SIZE,
    digits_on,
    may_exchange,
    rack_counts,
    rack_left,
    rack_text,
    read_tile,
)

GAME_TYPE: Final = GameType(
    "Math Scrabble",
    min_players=2,
    max_players=2,
    information=Information.IMPERFECT,
    chance=Chance.EXPLICIT,
    utility=Utility.ZERO_SUM,
)
PLAYERS = 2
SCORELESS_TURNS = 6
"""Scoreless turns in a row (passes and exchanges) that end the game."""


class Kind(enum.Enum):
    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"
    DRAW = "draw"
    """Chance's: a tile drawn from the bag."""


@dataclass(frozen=True)
class Move:
    """A turn's action: the tiles a play lays, the tiles an exchange gives
    back (a rack string), a pass, or chance drawing one face (``?`` a
    blank)."""

    kind: Kind
    tiles: tuple[Tile, ...] = ()
    faces: str = ""


def _sub_racks(rack: str) -> list[str]:
    """Every non-empty part of ``rack``, as rack strings in rack order."""
    counts = rack_counts(rack)
    kinds = [face for face in (*FACES, BLANK) if counts[face]]
    parts = []
    for taken in product(*(range(counts[face] + 1) for face in kinds)):
        part = Counter({face: n for face, n in zip(kinds, taken, strict=True) if n})
        if part:
            parts.append(rack_text(part))
    return sorted(parts, key=lambda text: (len(text), text))


@dataclass(frozen=True)
class MathScrabbleState:
    """A two-player game at any point, from the first tile drawn to the end."""

    board: Board
    racks: tuple[str, ...]
    """Each seat's tiles, as rack strings."""
    bag: str
    """The tiles in the bag, as a rack string: nobody knows their order."""
    scores: tuple[int, ...]
    to_move: int
    scoreless: int = 0
    drawing: int | None = 0
    """The seat whose rack chance is filling, if any."""
    aside: str = ""
    """Tiles an exchange gives back once its new tiles are drawn."""
    dealing: bool = True
    over: bool = False
    bonus: Bonus = field(default=Bonus.SQRT, compare=False)

    @classmethod
    def new(cls, bonus: Bonus = Bonus.SQRT) -> MathScrabbleState:
        """Before the first tile is drawn: the full bag, empty racks."""
        return cls(
            Board.empty(), ("",) * PLAYERS, rack_text(Counter(BAG)), (0,) * PLAYERS, 0, bonus=bonus
        )

    # The interface every game offers (``solver.core.game.State``).

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        return CHANCE if self.drawing is not None else self.to_move

    def legal_actions(self) -> list[Move]:
        """At a chance node, a draw of each face in the bag.  Else every
        legal play (best first, then by squares), every exchange (fewest
        tiles first) while the bag holds a rack's worth, and a pass."""
        seat = self.current_player()
        if seat == TERMINAL:
            return []
        if seat == CHANCE:
            return [Move(Kind.DRAW, faces=face) for face, _ in self._draws()]
        rack = rack_counts(self.racks[seat])
        plays: list[Play] = []
        generate(self.board, rack, self.bonus, plays.append)
        moves = [Move(Kind.PLAY, play.tiles) for play in sorted(plays, key=Play.key)]
        if may_exchange(len(self.bag)):
            moves += [Move(Kind.EXCHANGE, faces=part) for part in _sub_racks(self.racks[seat])]
        return [*moves, Move(Kind.PASS)]

    def _draws(self) -> list[tuple[str, float]]:
        """Each face the bag holds, and the chance of drawing it."""
        bag = _all(self.bag)
        total = len(self.bag)
        return [(face, bag[face] / total) for face in (*FACES, BLANK) if bag[face]]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.current_player() != CHANCE:
            return []
        return [(Move(Kind.DRAW, faces=face), p) for face, p in self._draws()]

    def apply_action(self, action: Move) -> MathScrabbleState:
        seat = self.current_player()
        if seat == TERMINAL:
            raise IllegalMoveError("the game is over")
        if seat == CHANCE:
            if (
                action.kind is not Kind.DRAW
                or len(action.faces) != 1
                or action.faces not in self.bag
            ):
                raise IllegalMoveError(f"chance draws a tile from the bag, not {action}")
            assert self.drawing is not None
            racks = _with(
                self.racks,
                self.drawing,
                rack_text(rack_counts(self.racks[self.drawing] + action.faces)),
            )
            return replace(self, racks=racks, bag=_minus(self.bag, action.faces))._settle()
        if action.kind is Kind.PLAY:
            return self._play(seat, action.tiles)
        if action.kind is Kind.EXCHANGE:
            if not may_exchange(len(self.bag)):
                raise IllegalMoveError(
                    f"the bag holds fewer than nine tiles ({len(self.bag)}): no exchange"
                )
            if not action.faces:
                raise IllegalMoveError("an exchange gives back at least one tile")
            try:
                left = rack_left(
                    rack_counts(self.racks[seat]), ((f, f == BLANK) for f in action.faces)
                )
            except TileError as error:
                raise IllegalMoveError(f"not on the rack: {error}") from None
            return replace(
                self,
                racks=_with(self.racks, seat, rack_text(left)),
                aside=action.faces,
                drawing=seat,
                scoreless=self.scoreless + 1,
            )._next(seat)
        if action.kind is Kind.PASS:
            return replace(self, scoreless=self.scoreless + 1)._next(seat)
        raise IllegalMoveError(f"seat {seat} cannot {action.kind.value}")

    def apply_written(self, action: Move) -> tuple[MathScrabbleState, str]:
        """``apply_action(action)`` and ``action_to_string(action)`` at once,
        a play scored once (what a replay needs of each turn)."""
        seat = self.current_player()
        if action.kind is not Kind.PLAY or seat in (CHANCE, TERMINAL):
            return self.apply_action(action), self.action_to_string(action)
        judged = score(self.board, action.tiles, self.bonus)
        return self._play(seat, action.tiles, judged), judged.written() or "?"

    def _play(
        self, seat: int, tiles: tuple[Tile, ...], judged: Scored | None = None
    ) -> MathScrabbleState:
        if judged is None:
            judged = score(self.board, tiles, self.bonus)
        if not judged.legal:
            raise IllegalMoveError(f"not a legal play: {judged.reason}")
        try:
            left = rack_left(rack_counts(self.racks[seat]), ((t.face, t.blank) for t in tiles))
        except NotInRackError as error:
            raise IllegalMoveError(_not_on_rack(error, tiles[error.index].at)) from None
        scores = _with(self.scores, seat, self.scores[seat] + judged.total)
        state = replace(
            self,
            board=place(self.board, tiles),
            racks=_with(self.racks, seat, rack_text(left)),
            scores=scores,
            scoreless=0,
            drawing=seat if self.bag else None,
        )
        if not left and not self.bag:
            others = state.going_out_bonus(seat)
            return replace(state, scores=_with(scores, seat, scores[seat] + others), over=True)
        return state._next(seat)

    def going_out_bonus(self, seat: int) -> int:
        """What ``seat`` scores for going out: the number tiles left on the
        other racks (``tiles.digits_on``)."""
        return sum(
            digits_on(rack_counts(rack)) for other, rack in enumerate(self.racks) if other != seat
        )

    def _next(self, seat: int) -> MathScrabbleState:
        return replace(self, to_move=(seat + 1) % PLAYERS)._settle()

    def _settle(self) -> MathScrabbleState:
        """End a draw once the rack is full or the bag empty: an exchange's
        tiles go back into the bag; while dealing, the next seat draws.
        Once nothing is drawn, the game is over after six scoreless turns:
        an exchange that is the sixth is taken whole first (its new tiles
        drawn, its old ones back in the bag), as in Scrabble, so every tile
        is on the board, on a rack or in the bag at the end."""
        state = self
        if self.drawing is not None:
            if len(self.racks[self.drawing]) < RACK_SIZE and self.bag:
                return self
            bag = rack_text(_all(self.bag) + _all(self.aside))
            following = self.drawing + 1
            if self.dealing and following < PLAYERS:
                return replace(self, bag=bag, aside="", drawing=following)
            state = replace(self, bag=bag, aside="", drawing=None, dealing=False)
        return replace(state, over=state.scoreless >= SCORELESS_TURNS)

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> tuple[float, float]:
        """The final spread, each seat's score less the other's; zeros before the end."""
        if not self.over:
            return (0.0, 0.0)
        first, second = self.scores
        return (float(first - second), float(second - first))

    def information_state_string(self, player: int) -> str:
        """JSON: the board as the API takes it, the seat's rack, the scores,
        the turn, the scoreless turns, and the tiles the seat has not seen
        (the bag and the other rack, as a rack string)."""
        unseen = _all(self.bag) + _all(self.aside)
        for other, rack in enumerate(self.racks):
            if other != player:
                unseen += _all(rack)
        return json.dumps(
            {
                "board": self.board.rows(),
                "blanks": [[at // SIZE, at % SIZE] for at in sorted(self.board.blanks)],
                "seat": player,
                "rack": self.racks[player],
                "scores": list(self.scores),
                "to_move": self.to_move,
                "scoreless": self.scoreless,
                "unseen": rack_text(unseen),
            },
            ensure_ascii=False,
        )

    def action_to_string(self, action: Move) -> str:
        if action.kind is Kind.PLAY:
            return score(self.board, action.tiles, self.bonus).written() or "?"
        if action.kind is Kind.PASS:
            return Kind.PASS.value
        return f"{action.kind.value} {action.faces}"

    def action_from_string(self, text: str) -> Move:
        """Read what ``action_to_string`` writes for this state."""
        word, _, rest = text.partition(" ")
        if text == Kind.PASS.value:
            return Move(Kind.PASS)
        if " " not in text.strip() and word != Kind.EXCHANGE.value:
            raise MoveNotationError(
                f"{text[:20]!r} is not a move: write a play ('8F 3+3=6'), 'exchange 12+?' or 'pass'"
            )
        if word in (Kind.EXCHANGE.value, Kind.DRAW.value):
            try:
                faces = rack_text(rack_counts(rest))
            except TileError as error:
                raise MoveNotationError(str(error)) from None
            return Move(Kind(word), faces=faces)
        return Move(Kind.PLAY, read_play(self.board, text))


def read_play(board: Board, text: str) -> tuple[Tile, ...]:
    """The tiles a play in Scrabble's notation lays on ``board``:
    ``8F 3+3=6, blank 3 on 8G``.  The squares already holding a tile must
    show the face written there; the others get new tiles."""
    main, *notes = text.split(", ")
    place_text, _, equation = main.partition(" ")
    start, way = read_square(place_text)
    blanks: dict[int, str] = {}
    for note in notes:
        words = note.split(" ")
        if len(words) != 4 or words[0] != "blank" or words[2] != "on":
            raise MoveNotationError(f"{note[:30]!r}: name a blank as 'blank 3 on 8G'")
        at = read_square(words[3])[0]
        if at in blanks:
            raise MoveNotationError(f"the blank on {coordinates(at)} is named twice")
        blanks[at] = read_tile(words[1]) or words[1][:5]
    tiles = []
    line, offset = way.line(start), way.offset(start)
    if not equation or offset + len(equation) > SIZE:
        raise IllegalMoveError(f"the equation must fit on the board from {place_text}")
    for step, char in enumerate(equation):
        at = way.at(line, offset + step)
        face = read_tile(char)
        if face is None:
            raise MoveNotationError(f"{char!r} is not a tile: write 0-9 + - × ÷ ² √ =")
        if board.faces[at] == face:
            continue
        if board.faces[at] != EMPTY:
            raise IllegalMoveError(f"{coordinates(at)} holds {board.faces[at]}, not {face}")
        tiles.append(Tile(at, face, at in blanks))
    laid = {tile.at: tile.face for tile in tiles}
    for at, face in blanks.items():
        if laid.get(at) != face:
            raise MoveNotationError(
                f"'blank {face} on {coordinates(at)}' names no {face} the play lays there"
            )
    return tuple(tiles)


def _not_on_rack(error: NotInRackError, at: int) -> str:
    """Why a play's tile on ``at`` is not on the rack, and, when a blank on
    the rack could stand for it, how to name the blank."""
    where = coordinates(at)
    if not error.blank_held:
        return f"not on the rack: the rack holds no {error.face!r} for the tile on {where}"
    return (
        f"not on the rack: the rack holds no {error.face!r} for the tile on {where}, but it "
        f"holds a blank: to lay the blank as {error.face}, add ', blank {error.face} on {where}' "
        "to the play"
    )


def read_square(text: str) -> tuple[int, Direction]:
    """``8F``: row 8, column F, a play across; ``F8``: the same square, down
    (a column's letter read in either case, as Scrabble's notation is)."""
    read = text.upper() if text.isascii() else text
    if read[:1].isascii() and read[:1].isdigit():
        row, column, way = read[:-1], read[-1:], Direction.ACROSS
    else:
        row, column, way = read[1:], read[:1], Direction.DOWN
    well_formed = row.isascii() and row.isdigit() and column in COLUMNS and column != ""
    if not well_formed or not 1 <= int(row) <= SIZE:
        raise MoveNotationError(f"{text[:10]!r} is not a square: write 8F (across) or F8 (down)")
    return square(int(row) - 1, COLUMNS.index(column)), way


def _all(tiles: str) -> Counter[str]:
    """The tiles a string of faces holds, however many (a bag's worth)."""
    return rack_counts(tiles, most=None)


def _minus(tiles: str, face: str) -> str:
    counts = _all(tiles)
    counts[face] -= 1
    return rack_text(+counts)


def _with(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return tuple(value if s == seat else v for s, v in enumerate(values))
