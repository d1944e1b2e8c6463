"""The leave model: what a rack keeps, priced by the pool that refills it,
fitted to games and reproducible from its seed."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from solver.mathscrabble.equity import (
    leave_of,
)
from solver.mathscrabble.leave import (
    FEATURES,
    LeaveModel,
    Pool,
    features,
    fit,
    shipped,
)
from solver.mathscrabble.leave_data import fitted, samples
from solver.mathscrabble.selfplay import Game, Turn
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import BAG, RACK_SIZE, rack_counts, rack_text

KEPT = FEATURES.index("imbalance") + 1
"""The features of the tiles kept come first; the draw's follow."""


def test_an_empty_leave_keeps_nothing_and_is_worth_only_its_draw() -> None:
    assert features(Counter())[:KEPT] == (0,) * KEPT
    kept_only = LeaveModel(tuple(1.0 if i < KEPT else 0.0 for i in range(len(FEATURES))))
    assert kept_only.value(Counter()) == 0
    # A whole rack given back into a pool of '=' and operators: the refilled
    # rack surely holds no digit.
    dry = Pool(unseen=30, equals=15, digits=0, operators=15, bag=21)
    named = dict(zip(FEATURES, features(Counter(), dry), strict=True))
    assert named["no digit after the draw"] == 1 and named["no equals after the draw"] < 0.001


def test_the_draw_features_follow_the_pool() -> None:
    """Eight digits kept, one tile drawn: the chance that it is not an '='
    is the share of the unseen tiles that are not; with an '=' kept, none."""
    pool = Pool(unseen=40, equals=10, digits=20, operators=10, bag=31)
    named = dict(zip(FEATURES, features(Counter("12345678"), pool), strict=True))
    assert named["no equals after the draw"] == pytest.approx(30 / 40)
    assert named["equals drawn past one"] == pytest.approx(10 / 40 - 1 + 30 / 40)
    kept = dict(zip(FEATURES, features(Counter("1234567="), pool), strict=True))
    assert kept["no equals after the draw"] == 0
    assert kept["equals drawn past one"] == pytest.approx(10 / 40)
    # With the bag empty nothing is drawn: the rack is what it keeps.
    empty = Pool(unseen=9, equals=9, digits=0, operators=0, bag=0)
    assert (
        dict(zip(FEATURES, features(Counter("12"), empty), strict=True))["no equals after the draw"]
        == 1
    )


def test_the_features_count_what_a_rack_keeps() -> None:
    named = dict(zip(FEATURES, features(Counter("77=×?")), strict=True))
    assert named["equals"] == 1 and named["extra equals"] == 0
    assert named["high digits"] == 2 and named["times"] == 1 and named["blanks"] == 1
    assert named["duplicates"] == 1 and named["imbalance"] == 0
    assert dict(zip(FEATURES, features(Counter("++=")), strict=True))["no digit"] == 1


def test_the_fit_recovers_weights_that_explain_the_points_exactly() -> None:
    rng = random.Random(3)
    truth = LeaveModel(tuple(rng.uniform(-5, 5) for _ in FEATURES))
    tiles = sorted(BAG)
    data = []
    for _ in range(600):
        leave = Counter(rng.sample(tiles, rng.randint(0, RACK_SIZE - 1)))
        pool = Pool.of(Counter(rng.sample(tiles, rng.randint(10, 60))), rng.randint(9, 40))
        data.append((leave, pool, 12.5 + truth.value(leave, pool)))
    model = fit(data, ridge=1e-9)
    assert model.mean == pytest.approx(12.5, abs=1e-4)
    for got, want in zip(model.weights, truth.weights, strict=True):
        assert got == pytest.approx(want, abs=1e-4)


def test_the_leave_model_is_reproducible_from_its_seed() -> None:
    first = fitted(2, seed=11, max_steps=3_000)
    again = fitted(2, seed=11, max_steps=3_000)
    assert first == again and first.samples > 0 and (first.seed, first.games) == (11, 2)
    assert LeaveModel.from_json(first.to_json()).weights == tuple(
        round(weight, 4) for weight in first.weights
    )


@pytest.mark.slow
def test_the_shipped_leave_model_is_what_its_seed_and_games_fit() -> None:
    model = shipped()
    again = fitted(model.games, seed=model.seed)
    assert again.samples == model.samples
    assert LeaveModel.from_json(again.to_json()) == model


def test_a_sample_is_what_a_turn_kept_its_pool_and_what_the_next_turn_scored() -> None:
    game = Game(5, max_steps=3_000)
    turns: list[tuple[int, Pool, Turn]] = []
    original = game.turn

    def spy() -> Turn:
        bag = len(game.bag)
        rack = game.racks[game.to_move]
        pool = Pool.of(Counter(BAG) - game.board.counts() - rack, bag)
        turns.append((bag, pool, original()))
        return turns[-1][2]

    game.turn = spy  # type: ignore[method-assign]
    found = list(samples(game))
    expected = []
    for number, (bag, pool, turn) in enumerate(turns):
        later = [t for _, _, t in turns[number + 1 :] if t.player == turn.player]
        if bag < RACK_SIZE or not later:
            continue
        rack = rack_counts(turn.rack)
        kept = Counter() if turn.play is None else leave_of(rack, turn.play)
        if turn.action is Kind.PASS:
            kept = rack
        expected.append((rack_text(kept), pool, later[0].score))
    assert found and sorted(((rack_text(k), pool, p) for k, pool, p in found), key=repr) == sorted(
        expected, key=repr
    )
