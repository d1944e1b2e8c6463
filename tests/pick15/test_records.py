"""Number Scrabble as text: the position string and the game record
(docs/records.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.errors import IllegalMoveError, PositionError
from solver.core.records import RecordError
from solver.pick15.position import Pick, Pick15Position, Side
from solver.pick15.records import Pick15Game, read_game, record_text, replay, write_game

EMPTY = Pick15Position.from_picks()


def random_picks(start: Pick15Position, rng: random.Random, most: int) -> list[Pick]:
    """Up to ``most`` uniformly random picks from ``start``, fewer if the
    game ends first."""
    picks: list[Pick] = []
    position = start
    while len(picks) < most and not position.is_over:
        pick = rng.choice(position.legal_picks())
        picks.append(pick)
        position = position.play(pick)
    return picks


def positions_of(
    start: Pick15Position, picks: tuple[Pick, ...] | list[Pick]
) -> list[Pick15Position]:
    """Every position of the game, the start first."""
    positions = [start]
    for pick in picks:
        positions.append(positions[-1].play(pick))
    return positions


def test_the_position_string_is_each_sides_numbers() -> None:
    position = Pick15Position.from_picks(first=[9, 2], second=[8])
    assert str(position) == "first=2,9 second=8"
    assert Pick15Position.from_text("first=2,9 second=8") == position


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.integers(0, 9))
def test_every_position_string_reads_back_to_its_position(seed: int, picks: int) -> None:
    for position in positions_of(EMPTY, random_picks(EMPTY, random.Random(seed), picks)):
        again = Pick15Position.from_text(str(position))
        assert again == position


def test_a_game_is_written_as_the_docs_show() -> None:
    assert write_game([5, 2, 8, 4, 6, 7, 1]) == (
        '[Game "pick15"]\n[Result "first"]\n\n1. 5 2 2. 8 4 3. 6 7 4. 1 first'
    )


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.integers(0, 9))
def test_a_random_game_written_and_read_replays_the_same_positions(seed: int, picks: int) -> None:
    made = random_picks(EMPTY, random.Random(seed), picks)
    game = read_game(write_game([pick.number for pick in made]))
    assert game.picks == tuple(made)
    assert positions_of(game.start, game.picks) == positions_of(EMPTY, made)
    assert game.final.status == positions_of(EMPTY, made)[-1].status


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_game_from_a_position_keeps_its_start_in_the_position_tag(seed: int) -> None:
    rng = random.Random(seed)
    start = positions_of(EMPTY, random_picks(EMPTY, rng, rng.randint(1, 4)))[-1]
    made = random_picks(start, rng, 9)
    text = write_game(made, start)
    assert f'[Position "{start}"]' in text
    assert read_game(text) == Pick15Game(start, tuple(made), positions_of(start, made)[-1])


RECORD = '[Game "pick15"]\n[Result "*"]\n\n1. 5 2 2. 8 *'


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (RECORD.replace('[Result "*"]', "[Result *]"), "line 2: .* is not a tag"),
        (RECORD.replace("pick15", "sum15"), "line 1: this is a record of 'sum15'"),
        (RECORD.replace('"*"', '"first"'), "line 2: the Result tag: .* result is 'first'"),
        (RECORD.replace("8 *", "8 second"), "the result is 'second'; its moves give '\\*'"),
        (RECORD.replace("2. 8", "2. 5"), r"move 3 \(round 2\), '5': 5 is picked already, by first"),
        (RECORD.replace("2. 8", "2. 10"), "move 3 .* '10' is not a pick"),
        (RECORD.replace("2. 8", "2. eight"), "move 3 .* 'eight' is not a pick"),
    ],
    ids=[
        "a malformed tag",
        "another game",
        "a wrong result tag",
        "a wrong last word",
        "a number picked twice",
        "ten",
        "a word",
    ],
)
def test_a_record_that_disagrees_with_its_replay_is_refused(text: str, says: str) -> None:
    with pytest.raises(RecordError, match=says):
        read_game(text)


def test_tags_no_game_knows_are_read_and_not_written_back() -> None:
    text = RECORD.replace("[Result", '[Event "club night"]\n[Result')
    assert record_text(read_game(text)) == RECORD


def test_a_pick_after_the_game_is_won_is_refused() -> None:
    won = write_game([5, 2, 8, 4, 6, 7, 1])
    with pytest.raises(RecordError, match="move 8 .* the game is over"):
        read_game(won.replace("1 first", "1 3 first"))


@pytest.mark.parametrize(
    ("position", "says"),
    [
        ("first=2 second=8,4", "line 2: the Position tag: first has picked 1 numbers and second 2"),
        ("first=1,5,9 second=2,3,4", "line 2: the Position tag: cannot arise in legal play"),
        ("first=2,9 second=9", "line 2: the Position tag: 9 is picked by both"),
        ("odd=2,9", "line 2: the Position tag: .* is not a position"),
    ],
    ids=["second ahead", "won already", "a number twice", "not a position"],
)
def test_a_record_whose_position_is_wrong_is_refused(position: str, says: str) -> None:
    text = f'[Game "pick15"]\n[Position "{position}"]\n\n1. 1 *'
    with pytest.raises(RecordError, match=says):
        read_game(text)


def test_a_replay_names_the_first_pick_that_cannot_be_made() -> None:
    with pytest.raises(IllegalMoveError, match="pick 2 .* 5 is picked already") as refused:
        replay(EMPTY, [5, 2, 5])
    assert (refused.value.part, refused.value.index) == ("move", 2)


def test_a_pick_of_the_other_side_is_refused() -> None:
    with pytest.raises(IllegalMoveError, match="it is first's pick, not second's"):
        replay(EMPTY, [Pick(Side.SECOND, 5)])


def test_a_position_string_no_game_reaches_is_refused() -> None:
    with pytest.raises(PositionError, match="first picks 2 twice"):
        Pick15Position.from_text("first=2,2 second=")


@settings(max_examples=200, deadline=None)
@given(
    text=st.one_of(
        st.text(),
        st.builds(
            lambda cut, noise: RECORD[:cut] + noise + RECORD[cut:],
            st.integers(0, len(RECORD)),
            st.text(alphabet='[]"\\{}/,= *.\n0123456789firstsecondPosition', max_size=8),
        ),
    )
)
def test_any_text_is_read_or_refused_as_a_record(text: str) -> None:
    try:
        read_game(text)
    except RecordError:
        pass


def test_a_position_with_an_empty_number_is_refused_not_read_around_it() -> None:
    with pytest.raises(PositionError, match="one comma"):
        Pick15Position.from_text("first=1,,2 second=8")
    assert str(Pick15Position.from_text("first=5 second=")) == "first=5 second="
