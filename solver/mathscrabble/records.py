"""A Math Scrabble game as text other tools read, in the shape of
Scrabble's GCG (``docs/records.md``; the position's CGP-shaped string is
``position_string``'s).

A game is its seed and its turns (``record.replay``), so a record is read
by replaying it, and every rack, score and total it states is held to the
replay: a record that disagrees is refused, never corrected.

>>> table = Table(1)
>>> _ = table.play_text("pass")
>>> text = write_game(table)
>>> print(text.splitlines()[-1][:4], read_game(text).turns[0].move)
>p0: pass
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from solver.core.play import MAX_SEED
from solver.core.records import MAX_RECORD_CHARS, RecordError
from solver.mathscrabble.board import EMPTY, SIZE, Board, Square, coordinates
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.errors import TileError
from solver.mathscrabble.record import EndReason, Table
from solver.mathscrabble.state import Kind, read_square
from solver.mathscrabble.tiles import rack_counts, rack_text

NICKS = ("p0", "p1")
"""Each player's name in a record: ``p0`` moved first."""
_TURN = re.compile(r">(\S+): (\S*) (.+) \+(-?[0-9]{1,7}) (-?[0-9]{1,7})")
_GOING_OUT = re.compile(r">(\S+): (\(\S*\)) \+([0-9]{1,7}) (-?[0-9]{1,7})")
_BLANK_FACE = re.compile(r"\[(.)\]")


# The game record (GCG's shape).


def write_game(table: Table) -> str:
    """The game's record: pragmas for its seed and bonus, a line per turn
    (the rack, the move, its points and the player's total), and the going
    out, if a player went out."""
    lines = [
        "#character-encoding UTF-8",
        *(f"#player{seat + 1} {nick} Player {seat}" for seat, nick in enumerate(NICKS)),
        f"#seed {table.seed}",
        f"#bonus {table.state.bonus.value}",
    ]
    totals = [0, 0]
    for turn in table.turns:
        totals[turn.player] += turn.points
        move = _gcg_move(turn.kind, turn.move, table.state.board)
        lines.append(
            f">{NICKS[turn.player]}: {turn.rack} {move} +{turn.points} {totals[turn.player]}"
        )
    ending = table.ending
    if ending is not None and ending.reason is EndReason.WENT_OUT and ending.player is not None:
        other = table.state.racks[1 - ending.player]
        total = totals[ending.player] + ending.bonus
        lines.append(f">{NICKS[ending.player]}: ({other}) +{ending.bonus} {total}")
    return "\n".join(lines) + "\n"


def _gcg_move(kind: Kind, move: str, board: Board) -> str:
    """A turn as a record writes it: a play with its blanks in brackets,
    ``-`` and the tiles an exchange gives back, ``-`` for a pass."""
    if kind is Kind.PASS:
        return "-"
    if kind is Kind.EXCHANGE:
        return "-" + move.partition(" ")[2]
    main = move.split(", ")[0]
    place, _, equation = main.partition(" ")
    squares = _squares(place, len(equation))
    written = (
        f"[{face}]" if at in board.blanks else face
        for at, face in zip(squares, equation, strict=True)
    )
    return f"{place} {''.join(written)}"


def _squares(place: str, length: int) -> list[Square]:
    start, way = read_square(place)
    line, offset = way.line(start), way.offset(start)
    return [way.at(line, offset + step) for step in range(min(length, SIZE - offset))]


@dataclass(frozen=True)
class _Turn:
    line: int
    nick: str
    rack: str
    move: str
    points: int
    total: int
    going_out: bool = False


def read_game(text: str) -> Table:
    """The game a record writes, replayed from its seed; ``RecordError``
    naming the line of the first turn that cannot be played, or whose rack,
    points or total are not the replay's, and for a going out that is not
    the replay's end."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"a record is at most {MAX_RECORD_CHARS} characters, not {len(text)}")
    pragmas, turns = _read_lines(text)
    if "seed" not in pragmas:
        raise RecordError("the record has no #seed line: the game is dealt from its seed")
    seed, bonus = _seed(pragmas["seed"]), read_bonus(pragmas.get("bonus", Bonus.SQRT.value))
    table = Table(seed, bonus)
    totals = [0, 0]
    for index, turn in enumerate(turns):
        if turn.going_out:
            if index != len(turns) - 1:
                raise RecordError(
                    "a going out ends the record: no turn comes after it", line=turn.line
                )
            _check_going_out(table, turn, totals)
            break
        seat = _seat(turn)
        if table.state.over or seat != table.state.to_move:
            who = (
                "the game is over"
                if table.state.over
                else f"it is {NICKS[table.state.to_move]}'s turn"
            )
            raise RecordError(f"a turn for {turn.nick}, but {who}", line=turn.line)
        _check(turn, "rack", _rack(turn), table.state.racks[seat])
        try:
            entry = table.play_text(_service_move(turn.move, table.state.board))
        except ValueError as error:  # IllegalMoveError, or a move that is not written well
            raise RecordError(f"{turn.move[:60]!r}: {error}", line=turn.line) from None
        totals[seat] += entry.points
        _check(turn, "points", turn.points, entry.points)
        _check(turn, "total", turn.total, totals[seat])
    return table


def _read_lines(text: str) -> tuple[dict[str, str], list[_Turn]]:
    pragmas: dict[str, str] = {}
    turns: list[_Turn] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#"):
            name, _, value = line[1:].partition(" ")
            if name in pragmas:
                raise RecordError(f"#{name[:20]} is given twice", line=number)
            pragmas[name] = value.strip()
        elif line.startswith(">") and (out := _GOING_OUT.fullmatch(line)) is not None:
            nick, left, points, total = out.groups()
            turns.append(_Turn(number, nick, "", left, int(points), int(total), going_out=True))
        elif line.startswith(">"):
            match = _TURN.fullmatch(line)
            if match is None:
                raise RecordError(
                    f"{line[:40]!r} is not a turn: write '>p0: rack move +points total'",
                    line=number,
                )
            nick, rack, move, points, total = match.groups()
            turns.append(_Turn(number, nick, rack, move, int(points), int(total)))
        elif line:
            raise RecordError(f"{line[:40]!r}: a line is '#pragma ...' or '>p0: ...'", line=number)
    return pragmas, turns


def _seed(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)):
        raise RecordError(f"#seed {text[:20]!r}: a seed is a whole number, 0 to {MAX_SEED}")
    seed = int(text)
    if seed > MAX_SEED:
        raise RecordError(f"#seed {text}: a seed is at most {MAX_SEED}")
    return seed


def read_bonus(text: str, part: str = "record") -> Bonus:
    """The bonus ``text`` names; ``RecordError`` (its ``part``) listing them."""
    try:
        return Bonus(text)
    except ValueError:
        readings = ", ".join(bonus.value for bonus in Bonus)
        message = f"bonus {text[:20]!r}: the bonus is one of {readings}"
        raise RecordError(message, part=part) from None


def _rack(turn: _Turn) -> str:
    """The turn's rack in canonical order (a record may order it its own way)."""
    try:
        return rack_text(rack_counts(turn.rack))
    except TileError as error:
        raise RecordError(f"the rack {turn.rack[:12]!r}: {error}", line=turn.line) from None


def _seat(turn: _Turn) -> int:
    if turn.nick not in NICKS:
        raise RecordError(f"{turn.nick[:20]!r}: the players are p0 and p1", line=turn.line)
    return NICKS.index(turn.nick)


def _check(turn: _Turn, what: str, stated: object, replayed: object) -> None:
    if stated != replayed:
        raise RecordError(
            f"the record's {what} is {stated}; the game replayed gives {replayed}", line=turn.line
        )


def _check_going_out(table: Table, turn: _Turn, totals: list[int]) -> None:
    ending = table.ending
    if ending is None or ending.reason is not EndReason.WENT_OUT or ending.player is None:
        raise RecordError("a going out, but no player went out in the replay", line=turn.line)
    if _seat(turn) != ending.player:
        raise RecordError(f"{NICKS[ending.player]} went out, not {turn.nick}", line=turn.line)
    _check(turn, "rack left", turn.move, f"({table.state.racks[1 - ending.player]})")
    _check(turn, "going-out points", turn.points, ending.bonus)
    _check(turn, "total", turn.total, totals[ending.player] + ending.bonus)


def _service_move(move: str, board: Board) -> str:
    """A record's move in the service's notation: ``pass``, ``exchange
    12+?``, or a play with its new blanks named (``8F 3+3=6, blank 3 on
    8H``)."""
    if move == "-":
        return Kind.PASS.value
    if move.startswith("-"):
        return f"{Kind.EXCHANGE.value} {move[1:]}"
    place, _, written = move.partition(" ")
    faces = _BLANK_FACE.sub(r"\1", written)
    blanks: list[str] = []
    squares = _squares(place, len(faces))
    step = 0
    for part in re.finditer(r"\[(.)\]|(.)", written):
        if part.group(1) is not None and step < len(squares):
            at = squares[step]
            if board.faces[at] == EMPTY:
                blanks.append(f"blank {part.group(1)} on {coordinates(at)}")
            elif at not in board.blanks:
                raise RecordError(f"{coordinates(at)} holds a {board.faces[at]}, not a blank")
        step += 1
    return ", ".join([f"{place} {faces}", *blanks])
