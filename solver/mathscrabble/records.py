"""A Math Scrabble game and position as text other tools read: the game in
the shape of Scrabble's GCG, the position in the shape of its CGP
(``docs/records.md`` states both).

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
from solver.core.records import MAX_POSITION_CHARS, MAX_RECORD_CHARS, RecordError
from solver.mathscrabble.board import EMPTY, SIZE, Board, BoardError, Square, coordinates
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.record import EndReason, Table
from solver.mathscrabble.state import Kind, read_square
from solver.mathscrabble.tiles import BLANK, TileError, rack_counts, rack_text, read_tile

NICKS = ("p0", "p1")
"""Each player's name in a record: ``p0`` moved first."""
_TURN = re.compile(r">(\S+): (\S*) (.+) \+(-?[0-9]+) (-?[0-9]+)")
_GOING_OUT = re.compile(r">(\S+): (\(\S*\)) \+([0-9]+) (-?[0-9]+)")
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
    seed, bonus = _seed(pragmas["seed"]), _bonus(pragmas.get("bonus", Bonus.SQRT.value))
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
            pragmas.setdefault(name, value.strip())
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


def _bonus(text: str, part: str = "record") -> Bonus:
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


# The position (CGP's shape).


class PositionStringError(RecordError):
    """A position string that cannot be read."""

    def __init__(self, message: str) -> None:
        super().__init__(message, part="position")


@dataclass(frozen=True)
class MathScrabblePosition:
    """A position as its string holds it: the board, each rack (empty when
    not known), the scores, the scoreless turns in a row, the bag's count,
    the bonus and the player to move (None once the game is over)."""

    board: Board
    racks: tuple[str, str]
    scores: tuple[int, int]
    scoreless: int
    bag: int
    bonus: Bonus
    to_move: int | None


def write_position(position: MathScrabblePosition) -> str:
    """The position string: rows, racks, scores, scoreless turns, opcodes."""
    rows = "/".join(
        "".join(_square_text(position.board, row * SIZE + col) for col in range(SIZE))
        for row in range(SIZE)
    )
    opcodes = [f"bag {position.bag};", f"bonus {position.bonus.value};"]
    if position.to_move is not None:
        opcodes.append(f"to_move {position.to_move};")
    racks = "/".join(position.racks)
    scores = "/".join(map(str, position.scores))
    return f"{rows} {racks} {scores} {position.scoreless} {' '.join(opcodes)}"


def _square_text(board: Board, at: Square) -> str:
    face = board.faces[at]
    return f"[{face}]" if at in board.blanks else face


def table_position(table: Table, seat: int | None = None) -> MathScrabblePosition:
    """The position a game has reached; with ``seat``, that seat's view
    (the other rack not known)."""
    state = table.state
    racks = tuple(rack if seat in (None, owner) else "" for owner, rack in enumerate(state.racks))
    return MathScrabblePosition(
        state.board,
        (racks[0], racks[1]),
        (state.scores[0], state.scores[1]),
        state.scoreless,
        len(state.bag),
        state.bonus,
        None if state.over else state.to_move,
    )


def read_position(text: str) -> MathScrabblePosition:
    """The position a string writes; ``RecordError`` naming the part at
    fault (a row, a rack, a score, an opcode), and the board's own errors
    for a board no game can hold."""
    if len(text) > MAX_POSITION_CHARS:
        raise PositionStringError(f"a position string is at most {MAX_POSITION_CHARS} characters")
    fields = text.split()
    if len(fields) < 4:
        raise PositionStringError(
            "a position is rows, racks, scores and scoreless turns, then opcodes"
        )
    rows, racks, scores, scoreless = fields[:4]
    opcodes = _opcodes(" ".join(fields[4:]))
    board = _board(rows)
    rack_pair = racks.split("/")
    if len(rack_pair) != 2 or any(_bad_rack(rack) for rack in rack_pair):
        raise PositionStringError(f"{racks[:30]!r}: the racks are two, separated by /, '?' a blank")
    score_pair = scores.split("/")
    if len(score_pair) != 2 or not all(_is_number(score, signed=True) for score in score_pair):
        raise PositionStringError(
            f"{scores[:30]!r}: the scores are two whole numbers, separated by /"
        )
    if not _is_number(scoreless) or int(scoreless) > 6:
        raise PositionStringError(f"{scoreless[:10]!r}: the scoreless turns in a row are 0 to 6")
    return MathScrabblePosition(
        board,
        (rack_pair[0], rack_pair[1]),
        (int(score_pair[0]), int(score_pair[1])),
        int(scoreless),
        _count(opcodes, "bag", 0, 102 - 18),
        _bonus(opcodes.get("bonus", Bonus.SQRT.value), part="position"),
        _count(opcodes, "to_move", 0, 1) if "to_move" in opcodes else None,
    )


def _board(rows: str) -> Board:
    texts = rows.split("/")
    if len(texts) != SIZE:
        raise PositionStringError(f"the board is {SIZE} rows separated by /, not {len(texts)}")
    plain, blanks = [], []
    for row, text in enumerate(texts):
        squares = re.findall(r"\[[^\]]*\]|.", text)
        for col, square in enumerate(squares):
            if square.startswith("["):
                if len(square) != 3:
                    raise PositionStringError(
                        f"row {row + 1}: {square[:8]!r}: a blank is one face in []"
                    )
                blanks.append((row, col))
        plain.append("".join(square.strip("[]") for square in squares))
    try:
        return Board.from_rows(plain, blanks)
    except BoardError as error:
        raise PositionStringError(f"the board: {error}") from None


def _opcodes(text: str) -> dict[str, str]:
    known = {"bag", "bonus", "to_move"}
    opcodes: dict[str, str] = {}
    for part in filter(None, (part.strip() for part in text.split(";"))):
        name, _, value = part.partition(" ")
        if name not in known:
            raise PositionStringError(f"{name[:20]!r}: the opcodes are bag, bonus and to_move")
        opcodes[name] = value.strip()
    return opcodes


def _count(opcodes: dict[str, str], name: str, least: int, most: int) -> int:
    value = opcodes.get(name, "")
    if not _is_number(value) or not least <= int(value) <= most:
        raise PositionStringError(f"{name} {value[:10]!r}: {name} is {least} to {most}")
    return int(value)


def _is_number(text: str, signed: bool = False) -> bool:
    digits = text[1:] if signed and text.startswith("-") else text
    return digits.isascii() and digits.isdigit() and len(digits) <= 6


def _bad_rack(rack: str) -> bool:
    return len(rack) > 9 or any(char != BLANK and read_tile(char) != char for char in rack)
