"""Sum 15's game record: a deal and its plays as PGN-shaped text
(``docs/records.md``, written and read by ``solver.core.records``).

The tags are the deal (``Seed``, ``Players``, ``Decks``, required), the
house rules on (``HouseRules``: their names, comma-separated, ``-`` for the
seed's words) and the result (``Result``: the winners' seats,
comma-separated, ``*`` while the deal goes on).  The moves are the cards
played, seat 0 first, a round of the table to each number, with a comment
``{starter 5D}`` after a play that turned a starter.  A record is read by
replaying its plays with ``record.replay`` (the rules are stated there, not
here), and refused (``RecordError``, naming the line where one is at fault)
when its stated result or starters disagree with the replay.

>>> from solver.sum15.record import replay
>>> from solver.sum15.rules import HouseRules
>>> table = replay(7, players=2, plays=[], rules=HouseRules(runs_any_order=True))
>>> print(write_game(table))
[Game "sum15"]
[Seed "7"]
[Players "2"]
[Decks "1"]
[HouseRules "runs_any_order"]
[Result "*"]
<BLANKLINE>
*
>>> read_game(write_game(table)).rules == table.state.rules
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from solver.core.errors import IllegalMoveError, PositionError
from solver.core.play import MAX_SEED
from solver.core.records import (
    UNFINISHED,
    Record,
    RecordError,
    check_result,
    read_record,
    write_record,
)
from solver.sum15.cards import name, parse
from solver.sum15.errors import CardError
from solver.sum15.record import Entry, Table, replay
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.table import check_table

GAME = "sum15"
"""The ``Game`` tag's value."""
SEED_WORDS = "-"
"""``HouseRules`` for the seed's words: no option on."""
_MOST = 99
"""The largest ``Players`` or ``Decks`` read: ``check_table`` is the one
check of a table; this only bounds the digits."""
_TAG_NAME = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*) ")
_ROUND = re.compile(r"[0-9]+\.")
_RESULT = re.compile(r"[0-9]+(?:,[0-9]+)*")
_STARTER = re.compile(r"starter\s+(\S+)", re.IGNORECASE)


@dataclass(frozen=True)
class Game:
    """A record read: the deal (``seed``, ``players``, ``decks``, house
    ``rules``) and its ``plays`` (cards, in order), as ``record.replay``
    takes them, and the ``table`` they replay to."""

    seed: int
    players: int
    decks: int
    rules: HouseRules
    plays: tuple[int, ...]
    table: Table


@dataclass(frozen=True)
class Note:
    """A comment of the movetext: its line, its text (braces left out) and
    the word it follows (its index among the moves and the result; -1 for
    none)."""

    line: int
    text: str
    after: int


@dataclass(frozen=True)
class Layout:
    """Where a record's parts stand: each tag's line, each word's line
    (the moves, then the result; round numbers left out), its comments."""

    tags: dict[str, int]
    words: list[int]
    notes: list[Note]


def write_game(table: Table) -> str:
    """The record of ``table``'s deal as it stands: the deal's tags, every
    card played, ``players`` to a round, seat 0 first, ``{starter 5D}``
    after each play that turned a starter, and the result.  ``read_game``
    reads it back to the same deal."""
    state = table.state
    tags = {
        "Game": GAME,
        "Seed": str(table.seed),
        "Players": str(state.players),
        "Decks": str(state.decks),
        "HouseRules": house_rules_text(state.rules),
        "Result": result_text(table),
    }
    return write_record(tags, [_move(entry) for entry in table.turns], per_round=state.players)


def house_rules_text(rules: HouseRules) -> str:
    """The ``HouseRules`` tag of ``rules``: the options on, comma-separated,
    or ``-`` for none."""
    return ",".join(option for option, on in rules.named().items() if on) or SEED_WORDS


def result_text(table: Table) -> str:
    """The ``Result`` of ``table``: the winners' seats, comma-separated, or
    ``*`` while the deal goes on."""
    seats = table.winners()
    return UNFINISHED if seats is None else ",".join(map(str, seats))


def _move(entry: Entry) -> str:
    """A play as the record writes it: its card, and the starter it turned."""
    if entry.starter is None:
        return name(entry.card)
    return f"{name(entry.card)} {{starter {name(entry.starter)}}}"


def read_game(text: str) -> Game:
    """The deal and plays the record ``text`` writes, replayed; a
    ``RecordError`` (naming the line where one is at fault) for a record
    that cannot be read, a tag missing or out of range, a house rule that
    does not exist, a word that is not a card, a card the seat to play does
    not hold (or one after the deal is over), or a result or starter
    comment that disagrees with the replay."""
    record = _with_result(read_record(text))
    layout = layout_of(text)
    if record.tags.get("Game", GAME) != GAME:
        raise RecordError(
            f"this is a record of {record.tags['Game'][:40]!r}, not of {GAME}",
            line=layout.tags.get("Game"),
        )
    seed = _whole(record, layout, "Seed", MAX_SEED)
    players = _whole(record, layout, "Players", _MOST)
    decks = _table(players, _whole(record, layout, "Decks", _MOST, least=1), layout)
    rules = _house_rules(record, layout)
    plays = _cards(record.moves, layout)
    try:
        table = replay(seed, players, plays, decks, rules)
    except IllegalMoveError as error:
        raise RecordError(str(error), line=_word_line(layout, error.index)) from None
    _check_result(record, layout, result_text(table))
    _check_starters(table, layout, len(plays))
    return Game(seed, players, decks, rules, plays, table)


def _with_result(record: Record) -> Record:
    """``record`` with its last word as its result when it writes seats
    (``0,2``): a result ``read_record`` cannot know from the tags alone."""
    if record.result is None and record.moves and _RESULT.fullmatch(record.moves[-1]):
        return Record(record.tags, record.moves[:-1], record.moves[-1])
    return record


def layout_of(text: str) -> Layout:
    """Where the parts of ``text``, a record ``read_record`` reads, stand:
    read as it reads them, keeping the lines and comments it leaves out."""
    tags: dict[str, int] = {}
    words: list[int] = []
    notes: list[Note] = []
    comment: list[str] | None = None
    start, movetext = 0, False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if comment is None and not movetext and stripped.startswith("["):
            match = _TAG_NAME.match(stripped)
            if match:
                tags.setdefault(match.group(1), number)
            continue
        for word in stripped.split():
            if comment is None and not word.startswith("{"):
                movetext = True
                if not _ROUND.fullmatch(word):
                    words.append(number)
                continue
            if comment is None:
                comment, start = [], number
            comment.append(word)
            if word.endswith("}"):
                notes.append(Note(start, " ".join(comment)[1:-1].strip(), len(words) - 1))
                comment = None
    return Layout(tags, words, notes)


def _word_line(layout: Layout, index: int | None) -> int | None:
    """The line of the movetext's word ``index`` (-1: the last), if it has one."""
    if index is None or not -len(layout.words) <= index < len(layout.words):
        return None
    return layout.words[index]


def _whole(record: Record, layout: Layout, tag: str, most: int, least: int = 0) -> int:
    """The tag ``tag``'s value, a whole number from ``least`` to ``most``."""
    value = record.tag(tag)
    digits = value.isascii() and value.isdigit() and len(value) <= len(str(most))
    if not digits or not least <= int(value) <= most:
        raise RecordError(
            f'[{tag} "{value[:20]}"]: {tag} is a whole number from {least} to {most}',
            line=layout.tags.get(tag),
        )
    return int(value)


def _table(players: int, decks: int, layout: Layout) -> int:
    """``decks``, when they can deal a table of ``players``."""
    try:
        return check_table(players, decks)
    except PositionError as error:
        tag = "Players" if error.part == "players" else "Decks"
        raise RecordError(str(error), line=layout.tags.get(tag)) from None


def _house_rules(record: Record, layout: Layout) -> HouseRules:
    """The house rules the ``HouseRules`` tag names (the seed's words
    without it, or with ``-``)."""
    value = record.tags.get("HouseRules", SEED_WORDS).strip()
    if value == SEED_WORDS:
        return SEED_RULES
    known = SEED_RULES.named()
    options = [option.strip() for option in value.split(",")]
    for option in options:
        if option not in known:
            raise RecordError(
                f"{option[:40]!r} is not a house rule: HouseRules names "
                f"{', '.join(known)} (comma-separated), or - for the seed's words",
                line=layout.tags.get("HouseRules"),
            )
    return HouseRules(**{option: True for option in options})


def _cards(moves: list[str], layout: Layout) -> tuple[int, ...]:
    """The cards ``moves`` name, in order."""
    cards = []
    for index, word in enumerate(moves):
        try:
            cards.append(parse(word))
        except CardError as error:
            raise RecordError(
                f"move {index + 1}: {error}", line=_word_line(layout, index)
            ) from None
    return tuple(cards)


def _check_result(record: Record, layout: Layout, replayed: str) -> None:
    """``check_result``, naming the line of the result that disagrees."""
    try:
        check_result(record, replayed)
    except RecordError as error:
        tag = record.tags.get("Result")
        line = layout.tags.get("Result") if tag not in (None, replayed) else _word_line(layout, -1)
        raise RecordError(str(error), line=line) from None


def _check_starters(table: Table, layout: Layout, moves: int) -> None:
    """``RecordError`` for a ``{starter 5D}`` comment that names a card
    other than the starter the replay turns after the play it follows (the
    deal's first starter, before any play); a play without one is fine."""
    for note in layout.notes:
        match = _STARTER.fullmatch(note.text)
        if match is None:
            continue
        after = min(note.after, moves - 1)  # a comment after the result is about the last play
        turned = table.state.starters[0] if after < 0 else table.turns[after].starter
        try:
            stated = parse(match.group(1))
        except CardError as error:
            raise RecordError(f"{{{note.text[:40]}}}: {error}", line=note.line) from None
        if stated != turned:
            played = "the deal" if after < 0 else f"move {after + 1}"
            replayed = "no starter" if turned is None else f"the starter {name(turned)}"
            raise RecordError(
                f"{{{note.text}}}: the replay turns {replayed} after {played}", line=note.line
            )
