"""The table against a plain recursive search, and against itself."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core import play
from solver.core.answers import compact
from solver.core.errors import WrongPlayerError
from solver.tictactoe import GRAHAM, NYGAARD, Engine, Move, Player, Position, Rules, open_engine
from solver.tictactoe.answers import (
    analysis_json,
    analysis_text,
    move_response_json,
    move_response_text,
)
from solver.tictactoe.engine import sort_key
from solver.tictactoe.position import random_play
from solver.tictactoe.rules import LineRule
from solver.tictactoe.symmetry import Symmetries
from solver.tictactoe.variants import solve_engine
from tests.tictactoe.reference import negamax

_: None = None


@settings(max_examples=3000, deadline=None)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]),
    seed=st.integers(0, 2**32),
    tokens=st.integers(4, 9),
)
def test_the_table_agrees_with_a_plain_recursive_search(rules, seed, tokens) -> None:  # type: ignore[no-untyped-def]
    position = random_play(rules, random.Random(seed), tokens)
    engine = open_engine(rules)
    if position.is_over:
        assert engine.value(position) is None
        assert engine.best_moves(position) == []
        return
    score, best = negamax(list(position.board), rules, position.status.to_move)
    assert engine.value(position).score == score  # type: ignore[union-attr]
    assert [(m.index, m.token) for m in engine.best_moves(position)] == sorted(best)


@settings(max_examples=500, deadline=None)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]), seed=st.integers(0, 2**32), tokens=st.integers(0, 8)
)
def test_a_positions_value_is_the_best_of_its_moves(rules, seed, tokens) -> None:  # type: ignore[no-untyped-def]
    position = random_play(rules, random.Random(seed), tokens)
    engine = open_engine(rules)
    moves = engine.move_values(position)
    if position.is_over:
        assert moves == []
        return
    assert moves == sorted(moves, key=sort_key)
    assert engine.value(position) == moves[0].value
    best = [mv.move for mv in moves if mv.value == moves[0].value]
    assert engine.best_moves(position) == best
    assert engine.best_move(position, position.status.to_move) == moves[0].move  # type: ignore[arg-type]
    for mv in moves:
        after = position.play(mv.move)
        if not after.is_over:
            assert engine.value(after).before() == mv.value  # type: ignore[union-attr]


@settings(max_examples=300, deadline=None)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]), seed=st.integers(0, 2**32), tokens=st.integers(0, 8)
)
def test_symmetric_positions_have_the_same_value(rules, seed, tokens) -> None:  # type: ignore[no-untyped-def]
    position = random_play(rules, random.Random(seed), tokens)
    engine = open_engine(rules)
    symmetries = Symmetries(rules)
    for cell_map, token_map in zip(symmetries.cell_maps, symmetries.token_maps, strict=True):
        image = [0] * 9
        for cell, token in enumerate(position.board):
            image[cell_map[cell]] = token_map[token] if token else 0
        other = Position.from_board(image, rules)
        assert other.status.state == position.status.state
        assert engine.value(other) == engine.value(position)


def test_when_every_move_loses_the_longest_loss_is_suggested() -> None:
    engine = open_engine(GRAHAM)
    position = Position.from_board([7, _, _, _, 8, 1, _, 9, 6], GRAHAM)
    moves = engine.move_values(position)
    assert {mv.value.outcome.value for mv in moves} == {"loss"}
    assert {mv.value.plies for mv in moves} == {2, 4}
    assert engine.best_move(position, Player.EVEN) == Move(Player.EVEN, 1, 2)


def test_asking_for_the_player_not_to_move_is_an_error(engine: Engine) -> None:
    with pytest.raises(WrongPlayerError, match="it is odd's turn, not even's"):
        engine.best_move(Position.empty(engine.rules), Player.EVEN)


def test_no_move_is_suggested_once_the_game_is_over(engine: Engine) -> None:
    position = Position.from_board([1, 2, 3, 4, 5, 7, 6, 9, 8], engine.rules)
    assert engine.best_move(position, Player.ODD) is None
    assert engine.analyze(position).principal_variation == ()


def test_a_seeded_choice_is_one_of_the_best_moves_and_reproducible() -> None:
    engine = open_engine(NYGAARD)
    position = Position.empty(NYGAARD)
    best = engine.best_moves(position)
    picks = {engine.best_move(position, Player.ODD, rng=random.Random(seed)) for seed in range(50)}
    assert picks <= set(best) and len(picks) > 1
    first = engine.best_move(position, Player.ODD, rng=random.Random(7))
    assert engine.best_move(position, Player.ODD, rng=random.Random(7)) == first


def _descendants(start: Position, rng: random.Random, count: int) -> list[Position]:
    """``count`` positions reached from ``start`` by random legal moves."""
    found: list[Position] = []
    while len(found) < count:
        position = start
        for _ in range(rng.randint(0, 6)):
            if position.is_over:
                break
            position = position.play(rng.choice(list(position.legal_moves())))
        found.append(position)
    return found


@pytest.mark.parametrize(
    "rules",
    [
        GRAHAM,
        NYGAARD,
        Rules.from_spec(shared=True),
        Rules.from_spec(line=LineRule.PRODUCT, target=105),
        Rules.from_spec(shared=True, parity_wins=True),
        Rules.from_spec(target=14, first=Player.EVEN),
    ],
    ids=lambda rules: rules.name,
)
def test_an_analysis_is_its_moves_values_and_the_first_best_move_played_to_the_end(
    rules: Rules,
) -> None:
    """The analysis reads its line from the table alone, as long as the
    value's plies: it is the line of the first best move at every turn,
    played position by position until the game is over."""
    rng = random.Random(15)
    start = random_play(rules, rng, 3) if not rules.is_named else Position.empty(rules)
    engine = open_engine(rules) if rules.is_named else solve_engine(start)
    for position in _descendants(start, rng, 150):
        analysis = engine.analyze(position)
        expected = play.principal_variation(position, lambda here: engine.best_moves(here)[0])
        assert list(analysis.principal_variation) == expected
        assert engine.principal_variation(position) == expected
        assert analysis.value == engine.value(position)
        assert list(analysis.moves) == sorted(engine.move_values(position), key=sort_key)
        for mv in analysis.moves:
            assert mv.value == engine.move_value(position, mv.move)


@settings(max_examples=300, deadline=None)
@given(
    rules=st.sampled_from([GRAHAM, NYGAARD]), seed=st.integers(0, 2**32), tokens=st.integers(0, 9)
)
def test_an_analysis_written_as_text_is_its_json(rules: Rules, seed: int, tokens: int) -> None:
    """A batch's analyses are sent as ``analysis_text`` writes them: the
    same answer, byte for byte, as ``analysis_json`` encoded compactly."""
    analysis = open_engine(rules).analyze(random_play(rules, random.Random(seed), tokens))
    assert analysis_text(analysis) == compact(analysis_json(analysis))


@pytest.mark.parametrize(
    "rules",
    [GRAHAM, NYGAARD, Rules.from_spec(shared=True), Rules.from_spec(target=14, first=Player.EVEN)],
    ids=lambda rules: rules.name,
)
def test_a_move_answer_written_as_text_is_its_json(rules: Rules) -> None:
    """``POST /v1/move`` sends ``move_response_text``: the same answer, byte
    for byte, as ``move_response_json`` encoded compactly, for open, won and
    drawn positions, best moves, random ones and none."""
    rng = random.Random(15)
    start = random_play(rules, rng, 2) if not rules.is_named else Position.empty(rules)
    engine = open_engine(rules) if rules.is_named else solve_engine(start)
    for _ in range(40):  # whole games, each position of them
        position = start
        while True:
            player = position.status.to_move
            chosen = None
            if player is not None:
                seed, skill = rng.choice([None, rng.randrange(100)]), rng.choice([1.0, 0.5, 0.0])
                chosen = engine.choose_move(position, player, seed=seed, skill=skill)
            text = move_response_text(position, chosen)
            assert text == compact(move_response_json(position, chosen))
            if chosen is None:
                break
            position = position.play(chosen.move)
