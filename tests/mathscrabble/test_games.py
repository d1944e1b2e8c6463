"""Whole games of Math Scrabble over the API: a game replayed from its seed
and moves (``/v1/math-scrabble/games``), played to its end by asking
``/moves`` each turn, and a self-play game replayed to the same scores."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from flask.testing import FlaskClient

from solver.mathscrabble.board import Board
from solver.mathscrabble.record import Table, replay
from solver.mathscrabble.tiles import BAG, RACK_SIZE, rack_text

GAMES = "/v1/math-scrabble/games"


def game(client: FlaskClient, seed: int, moves: list[str], **more: Any) -> dict[str, Any]:
    answer = client.post(GAMES, json={"seed": seed, "moves": moves, **more})
    assert answer.status_code == 200, answer.get_json()
    body: dict[str, Any] = answer.get_json()
    return body


def refused(client: FlaskClient, seed: int, moves: list[str]) -> dict[str, Any]:
    answer = client.post(GAMES, json={"seed": seed, "moves": moves})
    assert answer.status_code == 422
    body: dict[str, Any] = answer.get_json()
    return body


def the_turn(client: FlaskClient, state: dict[str, Any], rank: str) -> str:
    """What a bot asks ``/moves`` for and plays: the best play, the best
    exchange when it is worth more, else an exchange of the rack or a pass."""
    rack = state["racks"][state["to_move"]]
    body = {
        "board": state["board"],
        "blanks": state["blanks"],
        "rack": rack,
        "bag": state["bag"],
        "rank": rank,
        "steps": 5_000,  # the same game on any machine at any load
        "limit": 1,
    }
    answer = client.post("/v1/math-scrabble/moves", json=body)
    found = answer.get_json()
    plays = found.get("plays", []) if answer.status_code == 200 else []
    exchange = found.get("exchange") if answer.status_code == 200 else None
    if exchange and (not plays or exchange["equity"] > plays[0]["equity"]):
        return f"exchange {exchange['exchange']}"
    if plays:
        return str(plays[0]["written"])
    return f"exchange {rack}" if state["bag"] >= RACK_SIZE else "pass"


def test_a_new_game_deals_nine_tiles_to_each_player_from_the_seed(client: FlaskClient) -> None:
    state = game(client, 7, [])
    assert [len(rack) for rack in state["racks"]] == [RACK_SIZE, RACK_SIZE]
    assert state["bag"] == len(BAG) - 2 * RACK_SIZE
    assert state["to_move"] == 0 and state["scores"] == [0, 0] and state["turns"] == []
    assert not state["over"] and state["end"] is None and state["scoreless_turns"] == 0
    assert not Board.from_rows(state["board"], state["blanks"]).counts()
    assert game(client, 7, []) == state
    assert game(client, 8, [])["racks"] != state["racks"]


def test_a_game_played_to_its_end_through_the_api_adds_up(client: FlaskClient) -> None:
    moves: list[str] = []
    state = game(client, 11, moves)
    while not state["over"]:
        rank = "equity" if state["to_move"] == 0 else "score"
        moves.append(the_turn(client, state, rank))
        state = game(client, 11, moves)
        on_board = Board.from_rows(state["board"], state["blanks"]).counts()
        assert sum(on_board.values()) + sum(map(len, state["racks"])) + state["bag"] == len(BAG)
    assert len(state["turns"]) == len(moves) and state["to_move"] is None
    assert [turn["move"] for turn in state["turns"]] == moves
    end = state["end"]
    for seat in (0, 1):
        points = sum(turn["points"] for turn in state["turns"] if turn["player"] == seat)
        assert state["scores"][seat] == points + end["adjustments"][seat]
    if end["reason"] == "went_out":
        assert state["bag"] == 0 and state["racks"][end["went_out"]] == ""
    else:
        assert state["scoreless_turns"] == 6
    best = max(state["scores"])
    assert end["winners"] == [seat for seat in (0, 1) if state["scores"][seat] == best]


@pytest.mark.parametrize("seed", [3])
def test_a_selfplay_game_replays_to_the_same_scores(
    client: FlaskClient, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    from solver.cli import main

    assert main(["mathscrabble", "selfplay", "--seed", str(seed), "--steps", "3000"]) == 0
    printed = capsys.readouterr().out
    moves = re.findall(r"^turn \d+: player \d \[.*?\] (.+): -?\d+$", printed, re.M)
    final = re.search(r"^final scores: (\d+), (\d+);", printed, re.M)
    assert moves and final is not None
    state = game(client, seed, moves)
    assert state["over"] and state["scores"] == [int(final[1]), int(final[2])]
    assert [turn["move"] for turn in state["turns"]] == moves


def test_the_record_is_the_state_the_rules_reach() -> None:
    table = replay(5, ["pass", "pass", "pass", "pass", "pass"])
    assert table.state.scoreless == 5 and not table.state.over
    table.play_text("pass")
    assert table.state.over and table.ending is not None
    assert table.ending.reason.value == "scoreless_turns"
    assert Table(5).state == replay(5, []).state


def test_an_exchange_draws_new_tiles_then_puts_the_old_back(client: FlaskClient) -> None:
    state = game(client, 2, [])
    rack = state["racks"][0]
    after = game(client, 2, [f"exchange {rack}"])
    assert after["bag"] == state["bag"] and after["scoreless_turns"] == 1
    assert after["turns"] == [
        {"player": 0, "kind": "exchange", "move": f"exchange {rack}", "rack": rack, "points": 0}
    ]
    assert after["to_move"] == 1 and after["racks"][1] == state["racks"][1]


def test_each_kind_of_illegal_or_unreadable_move_is_refused_naming_its_index(
    client: FlaskClient,
) -> None:
    rack = game(client, 4, [])["racks"][0]
    missing = next(face for face in "0123456789" if face not in rack)
    illegal = {
        f"8F {missing}={missing}": "not on the rack",
        "8A 1+1=3": "not a legal play",
        "8F 3+": "not a legal play",
        "exchange": "at least one tile",
    }
    unreadable = {
        "Z9 1=1": "not a square",
        "exchange ≠": "not a tile",
        "8F 3≠3": "not a tile",
        "8F 3+3=6, blank 3 at 8F": "name a blank",
        "resign": "not a move",
        "pas": "'pass'",
    }
    for slug, cases in (("illegal-move", illegal), ("unreadable-move", unreadable)):
        for move, reason in cases.items():
            body = refused(client, 4, ["pass", move])
            assert list(body["errors"]) == ["moves[1]"], move
            assert body["type"].endswith(slug) and reason in body["detail"], body
    over = ["pass"] * 6
    body = refused(client, 4, [*over, "pass"])
    assert list(body["errors"]) == ["moves[6]"] and "the game is over" in body["detail"]


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("²F 3+3=6", "not a square"),  # a digit to str.isdigit, not to int
        ("F² 3+3=6", "not a square"),
        ("８F 3+3=6", "not a square"),  # another script's 8
        ("8A 20-0=60÷3, blank 9 on 8G", "names no 9"),  # 8G is a 0
        ("8A 20-0=60÷3, blank 0 on 8G, blank 7 on 1A", "names no 7"),
        ("8A 20-0=60÷3, blank 0 on 8G, blank 0 on 8G", "named twice"),
        ("8A 20-0=60÷3, blank 0 on ¹A", "not a square"),
    ],
)
def test_a_move_written_wrong_is_refused_naming_it(
    client: FlaskClient, move: str, reason: str
) -> None:
    body = refused(client, 6, [move])
    assert list(body["errors"]) == ["moves[0]"] and reason in body["detail"], body


def test_an_exchange_needs_nine_tiles_in_the_bag() -> None:
    table = Table(9)
    del table.dealer.order[8:]  # a bag of eight
    table.state = replace(table.state, bag=rack_text(Counter(table.dealer.order)))
    with pytest.raises(ValueError, match="fewer than nine tiles"):
        table.play_text(f"exchange {table.state.racks[0][0]}")


def test_a_game_request_is_refused_naming_the_field(client: FlaskClient) -> None:
    for body, field in [
        ({"moves": []}, "seed"),
        ({"seed": -1}, "seed"),
        ({"seed": 2**63}, "seed"),
        ({"seed": 1, "moves": "pass"}, "moves"),
        ({"seed": 1, "moves": ["pass"] * 1001}, "moves"),
        ({"seed": 1, "moves": [""]}, "moves[0]"),
        ({"seed": 1, "moves": ["x" * 81]}, "moves[0]"),
        ({"seed": 1, "bonus": "cube"}, "bonus"),
        ({"seed": 1, "extra": 1}, "extra"),
    ]:
        answer = client.post(GAMES, json=body)
        assert answer.status_code == 422, body
        assert field in answer.get_json()["errors"], (body, answer.get_json())


def test_moves_writes_each_play_as_a_game_takes_it(client: FlaskClient) -> None:
    state = game(client, 6, [])
    body = {"rack": state["racks"][0], "steps": 20_000, "limit": 3}
    plays = client.post("/v1/math-scrabble/moves", json=body).get_json()["plays"]
    for play in plays:
        assert play["written"].startswith(play["notation"])
        assert play["written"].count("blank") == sum(tile["blank"] for tile in play["placement"])
        after = game(client, 6, [play["written"]])
        assert after["scores"][0] == play["total"]
