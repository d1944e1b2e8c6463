"""Game records as text, in the shape of chess's PGN: tag pairs, then the
moves.  Numeric tic-tac-toe, Number Scrabble and Sum 15 write theirs here
(Math Scrabble's is GCG-shaped, ``mathscrabble.gcg``); ``docs/records.md``
states each game's tags and move words.

A record is tag lines, ``[Name "value"]`` one to a line, a blank line,
then the movetext: the moves as words, each round numbered (``1.``), a
comment in braces (``{starter 5D}``: written for a reader, ignored when
read), and last the result (``*`` while the game goes on).

>>> text = write_record({"Game": "pick15", "Result": "first"}, ["5", "2", "8"], per_round=2)
>>> print(text)
[Game "pick15"]
[Result "first"]
<BLANKLINE>
1. 5 2 2. 8 first
>>> read_record(text)
Record(tags={'Game': 'pick15', 'Result': 'first'}, moves=['5', '2', '8'], result='first')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from solver.core.errors import IllegalMoveError, PositionError

UNFINISHED = "*"
"""The result of a game still going on."""
MAX_RECORD_CHARS = 20_000
"""The longest record read: more than any game's record needs."""
MAX_POSITION_CHARS = 2_000
"""The longest position string read: a full Math Scrabble board's is under 400."""
_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\]|\\.)*)"\]')
_ROUND = re.compile(r"[0-9]+\.")
_LINE_WIDTH = 79


class RecordError(PositionError):
    """A record that cannot be read, or does not agree with the game it
    replays: ``line`` is its line (from 1) when one is at fault; ``part``
    is ``position`` for a position string."""

    slug = "invalid-record"
    part = "record"

    def __init__(self, message: str, *, line: int | None = None, part: str = "record") -> None:
        super().__init__(message if line is None else f"line {line}: {message}", part=part)
        self.line = line

    def extra(self) -> dict[str, Any]:
        """The line at fault, as a malformed body's problem names it."""
        return {} if self.line is None else {"line": self.line}


@dataclass(frozen=True)
class Record:
    """A record read: its tags, its moves in order (as written, numbers and
    comments left out) and its result (None when it wrote none)."""

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    result: str | None = None

    def tag(self, name: str) -> str:
        """The tag ``name``'s value; ``RecordError`` naming it if absent."""
        if name not in self.tags:
            raise RecordError(f'the record has no [{name} "..."] tag, which this game needs')
        return self.tags[name]


def write_record(
    tags: Mapping[str, str], moves: Sequence[str], *, per_round: int, result: str = UNFINISHED
) -> str:
    """The record: ``tags`` in order, then ``moves`` numbered in rounds of
    ``per_round``, wrapped near 80 columns, then ``result`` (a word of the
    game's, or ``*``; the tag ``Result`` when it has one)."""
    head = [f'[{name} "{_escaped(value)}"]' for name, value in tags.items()]
    words: list[str] = []
    for index, move in enumerate(moves):
        if index % per_round == 0:
            words.append(f"{index // per_round + 1}.")
        words.append(move)
    words.append(tags.get("Result", result))
    return "\n".join([*head, "", *_wrapped(words)])


def read_record(text: str, results: Collection[str] = ()) -> Record:
    """The tags, moves and result ``text`` writes (see the module); a
    ``RecordError`` naming the line at fault for anything else.  The last
    word is the result when it is ``*``, the ``Result`` tag's value or one
    of the game's ``results``."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"a record is at most {MAX_RECORD_CHARS} characters, not {len(text)}")
    tags: dict[str, str] = {}
    words: list[tuple[int, str]] = []
    in_comment = False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not in_comment and not words and stripped.startswith("["):
            _read_tag(stripped, number, tags)
            continue
        for word in stripped.split():
            if in_comment or word.startswith("{"):
                in_comment = not word.endswith("}")
                continue
            words.append((number, word))
    if in_comment:
        raise RecordError("a comment opened with { is never closed")
    moves = [word for _, word in words if not _ROUND.fullmatch(word)]
    result = None
    if moves and moves[-1] in {UNFINISHED, tags.get("Result"), *results}:
        result = moves.pop()
    return Record(tags, moves, result)


def _read_tag(line: str, number: int, tags: dict[str, str]) -> None:
    match = _TAG.fullmatch(line)
    if match is None:
        raise RecordError(f'{line[:40]!r} is not a tag: write [Name "value"]', line=number)
    name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
    if name in tags:
        raise RecordError(f"the tag {name} is given twice", line=number)
    tags[name] = value


def _escaped(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _wrapped(words: list[str]) -> list[str]:
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > _LINE_WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


def check_result(record: Record, replayed: str) -> None:
    """``RecordError`` unless the result the record states (its ``Result``
    tag and its last word, where it writes them) is ``replayed``, the result
    its moves give."""
    for stated in (record.tags.get("Result"), record.result):
        if stated is not None and stated != replayed:
            raise RecordError(
                f"the record says the result is {stated!r}; its moves give {replayed!r}"
            )


def tag_line(text: str, name: str) -> int | None:
    """The line (from 1) of ``text`` that writes the tag ``name``, or None:
    for a game's reader to name the line of a tag whose value it refuses."""
    opening = f"[{name} "
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith(opening):
            return number
    return None


T = TypeVar("T")


def reading_tag(text: str, name: str, read: Callable[[], T]) -> T:
    """``read()`` (a tag's value read, or held to the replay); a
    ``PositionError`` it raises made a ``RecordError`` naming the tag
    ``name`` and its line, where ``text`` writes it."""
    try:
        return read()
    except PositionError as error:
        if isinstance(error, RecordError) and error.line is not None:
            raise
        line = tag_line(text, name)
        prefix = "" if line is None else f"the {name} tag: "
        raise RecordError(f"{prefix}{error}", line=line) from None


def move_error(error: IllegalMoveError, moves: Sequence[str], *, per_round: int) -> RecordError:
    """The ``RecordError`` for a record's move a replay refused
    (``error.index``: its place in ``moves``), naming the move, its round
    and why (``error``'s cause, where it has one)."""
    index = error.index or 0
    return RecordError(
        f"move {index + 1} (round {index // per_round + 1}), {moves[index][:20]!r}: "
        f"{error.__cause__ or error}"
    )
