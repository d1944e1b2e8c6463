"""The end of a game: every tile is on the board, on a rack or in the bag,
however the game ends (six scoreless turns, the last an exchange or a pass,
or a player going out), in the state, in the record and through the games
endpoint alike."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.game import CHANCE
from solver.mathscrabble.board import Board, square
from solver.mathscrabble.moves import best_plays
from solver.mathscrabble.record import EndReason, Table, replay
from solver.mathscrabble.scoring import Tile, score
from solver.mathscrabble.state import SCORELESS_TURNS, Kind, MathScrabbleState, Move
from solver.mathscrabble.tiles import BAG, RACK_SIZE, rack_counts, rack_text
from tests.mathscrabble.boards import SEED_BOARD, board_of

EVERY_TILE = Counter(BAG)


def tiles_of(state: MathScrabbleState) -> Counter[str]:
    """Every tile the state holds: on the board, on the racks, in the bag
    and put aside by an exchange still drawing."""
    held = state.board.counts() + rack_counts(state.bag, most=None)
    held += rack_counts(state.aside, most=None)
    for rack in state.racks:
        held += rack_counts(rack)
    return held


def test_an_exchange_that_is_the_sixth_scoreless_turn_is_taken_whole() -> None:
    """Issue 54: the tiles kept were all that was left, the tiles given
    back vanished and the bag did not change."""
    table = replay(2015, ["pass"] * (SCORELESS_TURNS - 1))
    rack = table.state.racks[1]
    given_back = rack_text(rack_counts(rack) - Counter("="))
    table.play_text(f"exchange {given_back}")
    state = table.state
    assert state.over and table.ending is not None
    assert table.ending.reason is EndReason.SCORELESS_TURNS
    assert [len(rack) for rack in state.racks] == [RACK_SIZE, RACK_SIZE]
    assert len(state.bag) == len(BAG) - 2 * RACK_SIZE and state.aside == ""
    assert tiles_of(state) == EVERY_TILE
    assert sorted(state.bag) == sorted(table.dealer.order)
    assert replay(2015, [turn.move for turn in table.turns]).state == state


def test_the_games_endpoint_ends_on_an_exchange_with_every_tile_in_place(
    client: FlaskClient,
) -> None:
    moves = ["pass"] * (SCORELESS_TURNS - 1)
    rack = client.post("/v1/math-scrabble/games", json={"seed": 2015, "moves": moves})
    given_back = rack.get_json()["racks"][1]
    body: dict[str, Any] = client.post(
        "/v1/math-scrabble/games", json={"seed": 2015, "moves": [*moves, f"exchange {given_back}"]}
    ).get_json()
    assert body["over"] and body["end"]["reason"] == "scoreless_turns"
    assert body["bag"] == len(BAG) - 2 * RACK_SIZE
    assert [len(rack) for rack in body["racks"]] == [RACK_SIZE, RACK_SIZE]
    on_board = Board.from_rows(body["board"], body["blanks"]).counts()
    held = on_board + rack_counts("".join(body["racks"]), most=None)
    assert held.total() + body["bag"] == len(BAG)


def test_through_explicit_chance_the_sixth_exchange_draws_before_the_end() -> None:
    rng = random.Random(7)
    state = MathScrabbleState.new()
    while not state.is_terminal() and state.scoreless < SCORELESS_TURNS - 1:
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.apply_action(rng.choices(*zip(*outcomes, strict=True))[0])
        else:
            state = state.apply_action(Move(Kind.PASS))
    seat = state.current_player()
    state = state.apply_action(Move(Kind.EXCHANGE, faces=state.racks[seat][:4]))
    assert state.current_player() == CHANCE and not state.is_terminal()
    while state.current_player() == CHANCE:
        state = state.apply_action(state.chance_outcomes()[0][0])
    assert state.is_terminal() and len(state.racks[seat]) == RACK_SIZE
    assert tiles_of(state) == EVERY_TILE and state.returns() == (0.0, 0.0)


def test_going_out_ends_the_game_with_the_tiles_where_they_were_played() -> None:
    board = board_of(SEED_BOARD)  # 3+3=6 across the centre, the 6 on 8J
    state = MathScrabbleState(board, ("=6", "129=="), "", (10, 20), 0, drawing=None, dealing=False)
    before = tiles_of(state)
    tiles = (Tile(square(8, 9), "="), Tile(square(9, 9), "6"))  # 6=6 down from 8J
    after = state.apply_action(Move(Kind.PLAY, tiles))
    assert after.is_terminal() and after.racks == ("", "129==")
    assert after.scores == (10 + score(board, tiles).total + 1 + 2 + 9, 20)
    assert tiles_of(after) == before


def _random_turn(table: Table, rng: random.Random, scoreless_share: float) -> str:
    """A legal turn at random: a pass, an exchange of some tiles (while the
    bag allows), or one of the first plays a short search finds."""
    state = table.state
    rack = state.racks[state.to_move]
    if rng.random() < scoreless_share:
        if len(state.bag) >= RACK_SIZE and rng.random() < 0.5:
            tiles = list(rack)
            return f"exchange {''.join(rng.sample(tiles, rng.randint(1, len(tiles))))}"
        return "pass"
    found = best_plays(state.board, rack_counts(rack), limit=5, max_steps=2_000)
    if not found.plays:
        return f"exchange {rack}" if len(state.bag) >= RACK_SIZE else "pass"
    play = rng.choice(found.plays)
    return state.action_to_string(Move(Kind.PLAY, play.tiles))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), scoreless_share=st.sampled_from([0.0, 0.2, 0.6, 0.95]))
def test_every_tile_is_on_the_board_a_rack_or_in_the_bag_after_every_turn(
    seed: int, scoreless_share: float
) -> None:
    table = Table(seed)
    rng = random.Random(seed)
    while not table.state.over:
        move = _random_turn(table, rng, scoreless_share)
        table.play_text(move)
        assert tiles_of(table.state) == EVERY_TILE, move
        assert sorted(table.state.bag) == sorted(table.dealer.order)
    ending = table.ending
    assert ending is not None
    if ending.reason is EndReason.WENT_OUT:
        assert table.state.bag == "" and table.state.racks[ending.player or 0] == ""
    else:
        assert table.state.scoreless == SCORELESS_TURNS
        assert all(len(rack) == RACK_SIZE for rack in table.state.racks) or not table.state.bag
    assert replay(seed, [turn.move for turn in table.turns]).state == table.state


@pytest.mark.parametrize("last", ["pass", "exchange"])
def test_six_scoreless_turns_end_the_game_whatever_the_sixth(last: str) -> None:
    table = replay(3, ["pass"] * (SCORELESS_TURNS - 1))
    rack = table.state.racks[1]
    table.play_text("pass" if last == "pass" else f"exchange {rack}")
    assert table.state.over and table.state.scoreless == SCORELESS_TURNS
    assert tiles_of(table.state) == EVERY_TILE
    assert table.state.racks[0] == replay(3, []).state.racks[0]
