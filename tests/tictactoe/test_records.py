"""Numeric tic-tac-toe as text: position strings and game records
(docs/records.md), under every kind of rule set."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.errors import IllegalMoveError, PositionError
from solver.core.records import RecordError
from solver.tictactoe import GRAHAM, NYGAARD, Move, Player, Position, Rules
from solver.tictactoe.errors import DuplicateTokenError, TurnOrderError
from solver.tictactoe.records import (
    Game,
    position_text,
    read_game,
    read_position,
    record_text,
    replay,
    write_game,
)

_: None = None
RULE_SETS = {
    "graham": GRAHAM,
    "nygaard": NYGAARD,
    "target 14": Rules.from_spec(target=14),
    "even first": Rules.from_spec(first=Player.EVEN),
    "4x4": Rules.from_spec(size=4),
    "5x5": Rules.from_spec(size=5),
    "shared 3x3": Rules.from_spec(shared=True),
    "shared 4x4": Rules.from_spec(size=4, shared=True),
}


def random_moves(start: Position, rng: random.Random, plies: int) -> list[Move]:
    """Up to ``plies`` uniformly random legal moves from ``start``, fewer if
    the game ends first."""
    moves: list[Move] = []
    position = start
    while len(moves) < plies and not position.is_over:
        move = rng.choice(list(position.legal_moves()))
        moves.append(move)
        position = position.play(move)
    return moves


def positions_of(start: Position, moves: tuple[Move, ...] | list[Move]) -> list[Position]:
    """Every position of the game, the start first."""
    positions = [start]
    for move in moves:
        positions.append(positions[-1].play(move))
    return positions


# The position string.


def test_the_position_string_writes_rows_the_player_to_move_and_the_rules() -> None:
    position = Position.from_board([_, _, _, _, 5, _, _, _, 8])
    assert position_text(position) == "_,_,_/_,5,_/_,_,8 odd graham"
    assert read_position("_,_,_/_,5,_/_,_,8 odd graham") == position


def test_a_larger_board_writes_as_many_rows_as_cells_in_a_row() -> None:
    rules = RULE_SETS["4x4"]
    position = Position.from_board([15] + [_] * 15, rules)
    assert position_text(position) == f"15,_,_,_/_,_,_,_/_,_,_,_/_,_,_,_ even {rules.name}"


def test_a_finished_game_names_whose_turn_it_would_be() -> None:
    won = Position.from_board([2, 4, 9, 1, 3, _, _, _, _])
    assert won.status.to_move is None
    assert position_text(won) == "2,4,9/1,3,_/_,_,_ even graham"
    assert read_position(position_text(won)) == won


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from(sorted(RULE_SETS)), seed=st.integers(0, 2**32), plies=st.integers(0, 25)
)
def test_every_position_string_reads_back_to_its_position(name: str, seed: int, plies: int) -> None:
    rules = RULE_SETS[name]
    start = Position.empty(rules)
    for position in positions_of(start, random_moves(start, random.Random(seed), plies)):
        again = read_position(position_text(position))
        assert again == position and again.rules.name == rules.name
        assert again.status == position.status


@pytest.mark.parametrize(
    ("text", "error", "says"),
    [
        ("_,_,_/_,5,_/_,_,8 even graham", RecordError, "it is odd's turn"),
        ("_,_,_/_,5,_/_,_,_ odd graham", RecordError, "it is even's turn"),
        ("_,_,_/_,5,_/_,_,8 third graham", RecordError, "not a player"),
        ("_,_,_/_,5,_,_/_,_,_ even graham", RecordError, "row 2 has 4 cells"),
        ("_,_,_/_,5,_ even graham", RecordError, "has 3 rows"),
        ("_,_,_/_,5,_/_,_,_ even chess", RecordError, "unknown rules 'chess'"),
        ("_,_,_/_,5,_/_,_,_ even", RecordError, "not a position"),
        ("_,_,_/_,5,x/_,_,_ even graham", PositionError, "cell 5"),
        ("5,_,_/_,5,_/_,_,_ even graham", DuplicateTokenError, "cell 4"),
        ("1,_,_/_,5,_/_,_,_ even graham", TurnOrderError, "players alternate"),
    ],
    ids=[
        "odd's turn",
        "even's turn",
        "no such player",
        "a row too long",
        "too few rows",
        "unknown rules",
        "no rules",
        "not a number",
        "a number twice",
        "odd twice in a row",
    ],
)
def test_a_position_string_that_is_not_a_position_is_refused(
    text: str, error: type[Exception], says: str
) -> None:
    with pytest.raises(error, match=says):
        read_position(text)


# The game record.


def test_a_game_is_written_as_the_docs_show() -> None:
    text = write_game(GRAHAM, None, ["5@4", "8@0", "3@2", "4@6", "7@1"])
    assert text == (
        '[Game "numeric tic-tac-toe"]\n[Rules "graham"]\n[Result "*"]\n\n'
        "1. 5@4 8@0 2. 3@2 4@6 3. 7@1 *"
    )


def test_a_won_game_states_its_winner() -> None:
    text = write_game(GRAHAM, None, ["9@0", "2@3", "5@1", "4@4", "1@2"])
    assert text.endswith("3. 1@2 odd") and '[Result "odd"]' in text
    assert read_game(text).final.status.winner is Player.ODD


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from(sorted(RULE_SETS)), seed=st.integers(0, 2**32), plies=st.integers(0, 25)
)
def test_a_random_game_written_and_read_replays_the_same_positions(
    name: str, seed: int, plies: int
) -> None:
    rules = RULE_SETS[name]
    start = Position.empty(rules)
    moves = random_moves(start, random.Random(seed), plies)
    game = read_game(write_game(rules, None, moves))
    assert game.rules == rules and game.moves == tuple(moves)
    assert positions_of(game.start, game.moves) == positions_of(start, moves)
    assert game.final.status == positions_of(start, moves)[-1].status
    assert record_text(game) == write_game(rules, None, [str(move) for move in moves])


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(sorted(RULE_SETS)), seed=st.integers(0, 2**32))
def test_a_game_from_a_position_keeps_its_start_in_the_position_tag(name: str, seed: int) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(seed)
    empty = Position.empty(rules)
    start = positions_of(empty, random_moves(empty, rng, rng.randint(1, 4)))[-1]
    moves = random_moves(start, rng, 6)
    text = write_game(rules, list(start.board), moves)
    assert f'[Position "{position_text(start)}"]' in text
    game = read_game(text)
    assert game == Game(rules, start, tuple(moves), positions_of(start, moves)[-1])


RECORD = '[Game "numeric tic-tac-toe"]\n[Rules "graham"]\n[Result "*"]\n\n1. 5@4 8@0 2. 3@2 *'


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (RECORD.replace('[Rules "graham"]', "[Rules graham]"), "line 2: .* is not a tag"),
        (RECORD.replace("graham", "chess"), "line 2: the Rules tag: unknown rules 'chess'"),
        (RECORD.replace('[Rules "graham"]\n', ""), r'no \[Rules "..."\] tag'),
        (RECORD.replace("numeric tic-tac-toe", "pick15"), "line 1: this is a record of 'pick15'"),
        (RECORD.replace('"*"', '"odd"'), "line 3: the Result tag: .* result is 'odd'"),
        (RECORD.replace("3@2 *", "3@2 draw"), "the result is 'draw'; its moves give '\\*'"),
        (RECORD.replace("3@2", "3@4"), r"move 3 \(round 2\), '3@4': cell 4 is not an empty cell"),
        (RECORD.replace("8@0", "7@0"), "move 2 .* 7 is not one of even's remaining numbers"),
        (RECORD.replace("3@2", "3-2"), r"move 3 .*'3-2' is not a move"),
        (RECORD.replace("3@2", "3@9"), "move 3 .* cell 9 is not an empty cell"),
        (RECORD.replace("1. 5@4", "{a comment 1. 5@4"), "never closed"),
    ],
    ids=[
        "a malformed tag",
        "unknown rules",
        "no rules",
        "another game",
        "a wrong result tag",
        "a wrong last word",
        "a cell taken",
        "the other side's number",
        "not a move",
        "off the board",
        "an unclosed comment",
    ],
)
def test_a_record_that_disagrees_with_its_replay_is_refused(text: str, says: str) -> None:
    with pytest.raises(RecordError, match=says):
        read_game(text)


def test_a_move_after_the_game_is_won_is_refused() -> None:
    won = write_game(GRAHAM, None, ["9@0", "2@3", "5@1", "4@4", "1@2"])
    with pytest.raises(RecordError, match="move 6 .* the game is over"):
        read_game(won.replace("1@2 odd", "1@2 6@8 odd"))


@pytest.mark.parametrize(
    ("position", "says"),
    [
        ("_,_,_/_,5,_/_,_,_ odd graham", "line 3: the Position tag: .* it is even's turn"),
        ("_,_,_/_,5,_/_,_,_ even nygaard", "line 3: the Position tag: .* not the Rules tag's"),
        ("_,_,_/_,5,_/_,_ even graham", "line 3: the Position tag: row 3 has 2 cells"),
        ("_,_,_/_,5,_/_,_,7 even graham", "line 3: the Position tag: .* players alternate"),
    ],
    ids=["wrong player to move", "other rules", "a short row", "odd twice in a row"],
)
def test_a_record_whose_position_is_wrong_is_refused(position: str, says: str) -> None:
    text = f'[Game "numeric tic-tac-toe"]\n[Rules "graham"]\n[Position "{position}"]\n\n1. 2@0 *'
    with pytest.raises(RecordError, match=says):
        read_game(text)


def test_tags_no_game_knows_are_read_and_not_written_back() -> None:
    text = RECORD.replace("[Result", '[Event "club night"]\n[Result')
    assert record_text(read_game(text)) == RECORD


def test_a_replay_names_the_first_move_that_cannot_be_played() -> None:
    with pytest.raises(IllegalMoveError, match="move 1 .* cell 4") as refused:
        replay(Position.empty(), ["5@4", "2@4", "3@0"])
    assert (refused.value.part, refused.value.index) == ("move", 1)


def test_a_start_board_no_game_reaches_is_refused_naming_the_start() -> None:
    with pytest.raises(PositionError) as refused:
        write_game(GRAHAM, [5, 5, _, _, _, _, _, _, _], [])
    assert (refused.value.part, refused.value.index) == ("start", 1)


@settings(max_examples=200, deadline=None)
@given(
    text=st.one_of(
        st.text(),
        st.builds(
            lambda cut, noise: RECORD[:cut] + noise + RECORD[cut:],
            st.integers(0, len(RECORD)),
            st.text(alphabet='[]"\\{}@/,_ *.\n0123456789oddevenPositionRules:=t', max_size=8),
        ),
    )
)
def test_any_text_is_read_or_refused_as_a_record(text: str) -> None:
    for read in (read_game, read_position):
        try:
            read(text)
        except PositionError:  # a RecordError, or the board's own errors
            pass
