"""Math Scrabble's records (docs/records.md): a game written as a GCG-shaped
record reads back to the same game, a position as a CGP-shaped string
reads back to the same position, and a record that disagrees with the game
it replays is refused, never corrected."""

from __future__ import annotations

from functools import cache

import pytest
from flask.testing import FlaskClient

from solver.core.records import RecordError
from solver.mathscrabble.position_string import read_position, table_position, write_position
from solver.mathscrabble.record import EndReason, Table, replay
from solver.mathscrabble.records import read_game, write_game
from solver.mathscrabble.selfplay import Game

WENT_OUT, BLANKS = 6, 4
"""Seeds whose score-only self-play at 300 steps goes out (6), and lays two
blanks and ends on six scoreless turns (4)."""


@cache
def played(seed: int) -> Table:
    game = Game(seed, max_steps=300)
    for _ in game.play_out():
        pass
    return game.table


@pytest.mark.parametrize("seed", [WENT_OUT, BLANKS])
def test_a_whole_game_written_then_read_is_the_same_game(seed: int) -> None:
    table = played(seed)
    again = read_game(write_game(table))
    assert again.state == table.state
    assert again.turns == table.turns and again.ending == table.ending


def test_blanks_are_written_in_brackets_and_read_back_as_blanks() -> None:
    table = played(BLANKS)
    text = write_game(table)
    assert len(table.state.board.blanks) == 2
    assert sum("[" in line for line in text.splitlines() if line.startswith(">")) >= 2
    assert read_game(text).state.board.blanks == table.state.board.blanks


def test_going_out_is_the_last_line_with_the_other_rack_and_its_digits() -> None:
    table = played(WENT_OUT)
    assert table.ending is not None and table.ending.reason is EndReason.WENT_OUT
    last = write_game(table).splitlines()[-1]
    player = table.ending.player
    assert player is not None
    left = table.state.racks[1 - player]
    assert last == f">p{player}: ({left}) +{table.ending.bonus} {table.state.scores[player]}"


def test_an_exchange_of_a_minus_is_two_dashes_and_a_pass_one() -> None:
    table = replay(2, [])
    rack = table.state.racks[0]
    table = replay(2, [f"exchange {rack}", "pass"])
    lines = write_game(table).splitlines()
    assert lines[-2].split(" ")[2] == f"-{rack}" and lines[-1].split(" ")[2] == "-"
    assert read_game("\n".join(lines)).turns == table.turns


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        (lambda text: text.replace("#seed 2\n", ""), "no #seed"),
        (lambda text: text.replace("#bonus sqrt", "#bonus cube"), "bonus 'cube'"),
        (lambda text: text.replace("+0 0", "+0 7", 1), "line 6: the record's total is 7"),
        (lambda text: text.replace(">p1:", ">p0:"), "line 7: a turn for p0, but it is p1's turn"),
        (lambda text: text.replace(" - +0", " 8H 1=1 +0", 1), "line 7:"),
        (lambda text: text + ">p0: 1 - +0 0\n", "rack"),
        (lambda text: text + "hello\n", "'hello'"),
        (lambda text: text.replace("#seed 2\n", "#seed 2\n#seed 3\n"), "given twice"),
        (lambda text: text.replace("+0 0", "+" + "9" * 5000 + " 0", 1), "is not a turn"),
    ],
)
def test_a_record_that_disagrees_with_its_replay_is_refused_naming_the_line(
    change: object, fault: str
) -> None:
    table = replay(2, [])
    table = replay(2, [f"exchange {table.state.racks[0]}", "pass"])
    text = write_game(table)
    assert callable(change)
    with pytest.raises(RecordError, match=fault.replace("(", r"\(").replace("+", r"\+")):
        read_game(change(text))


def test_a_rack_in_another_order_is_the_same_rack() -> None:
    table = replay(2, ["pass"])
    line = write_game(table).splitlines()[-1]
    rack = table.state.racks[0]
    assert read_game(write_game(table).replace(rack, rack[::-1])).state == table.state
    assert line.startswith(">p0:")


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_a_position_string_reads_back_to_the_same_position(seat: int | None) -> None:
    position = table_position(played(BLANKS), seat)
    text = write_position(position)
    assert read_position(text) == position
    assert text.count("/") == 14 + 2 and text.count("[") == 2


def test_a_seats_view_of_a_position_leaves_the_other_rack_out() -> None:
    table = replay(1, [])
    _, racks, *_ = write_position(table_position(table, seat=0)).split(" ")
    assert racks == f"{table.state.racks[0]}/"


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("x", "rows, racks, scores"),
        ("/".join(["." * 15] * 14) + " / 0/0 0", "15 rows"),
        ("/".join(["." * 15] * 15) + " abc/ 0/0 0", "racks"),
        ("/".join(["." * 15] * 15) + " / 0/x 0", "scores"),
        ("/".join(["." * 15] * 15) + " / 0/0 9", "scoreless"),
        ("/".join(["." * 15] * 15) + " / 0/0 0 bag 200;", "bag"),
        ("/".join(["." * 15] * 15) + " / 0/0 0 colour red;", "opcodes"),
        ("/".join(["." * 15] * 15) + " / 0/0 0 bag 9; bag 8;", "given twice"),
        ("/".join(["]" + "." * 15] + ["." * 15] * 14) + " / 0/0 0", "closes no"),
        ("/".join(["." * 15] * 15) + " ?????????/ 0/0 0 bag 0;", "the set has 2"),
        ("/".join(["." * 15] * 15) + " 123/456 0/0 0 bag 100;", "leave 96 tiles"),
        ("/".join(["." * 14 + "7"] + ["." * 15] * 14) + " / 0/0 0 bag 0;", "the board"),
    ],
)
def test_a_position_string_that_cannot_be_read_names_its_fault(text: str, fault: str) -> None:
    with pytest.raises(RecordError, match=fault) as refused:
        read_position(text)
    assert refused.value.part == "position"


def test_the_games_answer_writes_both_and_the_service_reads_them_back(
    client: FlaskClient,
) -> None:
    moves = [turn.move for turn in played(BLANKS).turns]
    game = client.post("/v1/math-scrabble/games", json={"seed": BLANKS, "moves": moves}).get_json()
    again = client.post("/v1/math-scrabble/records", json={"record": game["record"]})
    assert again.status_code == 200 and again.get_json() == game
    position = client.post("/v1/math-scrabble/positions", json={"position": game["position"]})
    read = position.get_json()
    assert position.status_code == 200
    assert (read["board"], read["blanks"], read["racks"]) == (
        game["board"],
        game["blanks"],
        game["racks"],
    )
    assert read["bag"] == game["bag"] and read["position"] == game["position"]


def test_the_service_refuses_a_bad_record_naming_the_field_and_line(client: FlaskClient) -> None:
    game = client.post("/v1/math-scrabble/games", json={"seed": 2, "moves": ["pass"]}).get_json()
    refused = client.post(
        "/v1/math-scrabble/records", json={"record": game["record"].replace("+0 0", "+5 5")}
    )
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["type"].endswith("invalid-record")
    assert problem["line"] == 6 and "record" in problem["errors"]
    refused = client.post("/v1/math-scrabble/positions", json={"position": "1 2 3"})
    assert refused.status_code == 422 and "position" in refused.get_json()["errors"]


def test_a_seed_as_large_as_a_deal_takes_is_read() -> None:
    from solver.core.play import MAX_SEED

    table = replay(MAX_SEED, ["pass"])
    assert read_game(write_game(table)).state == table.state
    with pytest.raises(RecordError, match="at most"):
        read_game(write_game(table).replace(f"#seed {MAX_SEED}", f"#seed {MAX_SEED + 1}"))
