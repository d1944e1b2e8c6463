"""A refusal says how to put the request right where there is one way to:
a blank not named, a square in lower case, JSON broken at a place, a rack
of the wrong size (one fault, one message)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

SEED_WITH_A_BLANK = 21
"""Player 0's first rack from this seed: ``457+--==?``."""


def first_move(client: FlaskClient, move: str) -> dict[str, object]:
    answer = client.post(
        "/v1/math-scrabble/games", json={"seed": SEED_WITH_A_BLANK, "moves": [move]}
    )
    body = answer.get_json()
    assert isinstance(body, dict)
    return {"status": answer.status_code, **body}


def test_the_seed_deals_the_rack_the_tests_play_from(client: FlaskClient) -> None:
    answer = client.post("/v1/math-scrabble/games", json={"seed": SEED_WITH_A_BLANK, "moves": []})
    assert answer.get_json()["racks"][0] == "457+--==?"


def test_a_tile_the_blank_would_stand_for_says_how_to_name_the_blank(client: FlaskClient) -> None:
    refused = first_move(client, "8H 4+5=9")
    assert refused["status"] == 422
    assert "the rack holds no '9' for the tile on 8L" in str(refused["detail"])
    assert "add ', blank 9 on 8L' to the play" in str(refused["detail"])
    named = first_move(client, "8H 4+5=9, blank 9 on 8L")
    assert named["status"] == 200 and named["scores"] != [0, 0]


def test_a_tile_missing_with_no_blank_on_the_rack_names_no_blank(client: FlaskClient) -> None:
    answer = client.post("/v1/math-scrabble/games", json={"seed": 1, "moves": ["8H 9+9=18"]})
    detail = answer.get_json()["detail"]
    assert answer.status_code == 422 and "blank" not in detail


def test_a_placement_missing_a_tile_says_to_mark_the_blank(client: FlaskClient) -> None:
    placement = [{"row": 7, "col": 7 + step, "tile": tile} for step, tile in enumerate("4+5=9")]
    answer = client.post(
        "/v1/math-scrabble/score", json={"placement": placement, "rack": "457+--==?"}
    )
    body = answer.get_json()
    assert answer.status_code == 422
    assert body["errors"]["placement[4]"] == [
        "the rack holds no '9' for this tile, but it holds a blank: "
        'set "blank": true to lay it as 9'
    ]


@pytest.mark.parametrize("square", ["8h", "h8"])
def test_a_square_is_read_in_either_case_and_written_back_in_capitals(
    client: FlaskClient, square: str
) -> None:
    played = first_move(client, f"{square} 5-4=1, blank 1 on {'8l' if square == '8h' else 'h12'}")
    capitals = first_move(client, played["turns"][0]["move"])  # type: ignore[index]
    assert played["status"] == 200 and played["turns"] == capitals["turns"]
    assert played["turns"][0]["move"].startswith(square.upper())  # type: ignore[index]


def test_broken_json_is_refused_at_its_line_and_column(client: FlaskClient) -> None:
    body = '{"rack": "1234",\n "limit": 3,}'
    answer = client.post("/v1/math-scrabble/moves", data=body, content_type="application/json")
    problem = answer.get_json()
    assert answer.status_code == 400 and (problem["line"], problem["column"]) == (2, 13)
    assert problem["detail"].endswith("at line 2, column 13.")


def test_a_byte_that_is_not_utf8_is_refused_where_it_stands(client: FlaskClient) -> None:
    body = b'{"rack":\n "12' + b"\xff" + b'"}'
    answer = client.post("/v1/math-scrabble/moves", data=body, content_type="application/json")
    problem = answer.get_json()
    assert answer.status_code == 400 and (problem["line"], problem["column"]) == (2, 5)
    assert "not UTF-8" in problem["detail"]


def test_a_rack_too_long_is_one_message(client: FlaskClient) -> None:
    answer = client.post("/v1/math-scrabble/moves", json={"rack": "12345678901"})
    assert answer.get_json()["errors"] == {"rack": ["a rack holds 1 to 9 tiles, not 11"]}
