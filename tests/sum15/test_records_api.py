"""Sum 15's game record over the API: ``/v1/sum15/games`` writes it
(``record``), and ``/v1/sum15/records`` reads it back to the same answer, a
deal a caller can go on with; a record the replay does not bear out is
refused (422 ``invalid-record``) naming ``record`` and its line."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from solver.core.records import MAX_RECORD_CHARS

GAMES = "/v1/sum15/games"
RECORDS = "/v1/sum15/records"


def answered(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = client.post(path, json=body)
    assert answer.status_code == 200, answer.get_json()
    state: dict[str, Any] = answer.get_json()
    return state


def whole_deal(client: FlaskClient, **table: Any) -> dict[str, Any]:
    """A deal played to its end, each seat playing the first card it holds."""
    state = answered(client, GAMES, table)
    while not state["over"]:
        plays = [*state["plays"], state["hands"][state["to_move"]][0]]
        state = answered(client, GAMES, {**table, "plays": plays})
    return state


@pytest.mark.parametrize(
    "table",
    [
        {"seed": 3, "players": 2},
        {"seed": 8, "players": 4, "rules": {"restart_after_set": True}},
        {"seed": 5, "players": 14, "decks": 2, "rules": {"runs_any_order": True}},
    ],
    ids=["2 players", "4 players, restart", "14 players on 2 decks, any order"],
)
def test_the_record_a_deal_answers_with_reads_back_to_the_same_answer(
    client: FlaskClient, table: dict[str, Any]
) -> None:
    state = whole_deal(client, **table)
    record = state["record"]
    assert record.startswith('[Game "sum15"]\n') and f'[Seed "{table["seed"]}"]' in record
    assert f'[Result "{",".join(map(str, state["winners"]))}"]' in record
    assert answered(client, RECORDS, {"record": record}) == state
    assert answered(client, RECORDS, {"record": record}) == state


def test_a_deal_under_way_read_from_its_record_goes_on_from_its_answer(
    client: FlaskClient,
) -> None:
    table = {"seed": 12, "players": 4, "rules": {"starter_in_sets": True}}
    state = answered(client, GAMES, {**table, "plays": []})
    for _ in range(6):
        plays = [*state["plays"], state["hands"][state["to_move"]][-1]]
        state = answered(client, GAMES, {**table, "plays": plays})
    read = answered(client, RECORDS, {"record": state["record"]})
    assert read == state and read["record"].endswith(" *") and read["to_move"] == 2
    going_on = {key: read[key] for key in ("seed", "players", "decks", "rules")}
    plays = [*read["plays"], read["hands"][2][0]]
    after = answered(client, GAMES, {**going_on, "plays": plays})
    assert after["plays"] == plays and after["to_move"] == 3


def refused(client: FlaskClient, record: str) -> dict[str, Any]:
    answer = client.post(RECORDS, json={"record": record})
    body: dict[str, Any] = answer.get_json()
    assert answer.status_code == 422, body
    assert body["type"] == "urn:fifteen:problem:invalid-record" and list(body["errors"]) == [
        "record"
    ]
    return body


def test_a_record_the_replay_does_not_bear_out_is_refused_naming_the_line(
    client: FlaskClient,
) -> None:
    record = whole_deal(client, seed=3, players=2)["record"]
    lines = record.splitlines()
    first = lines[7].split()[1]
    for changed, line, words in [
        (record.replace(f"1. {first}", "1. 1Z", 1), 8, "'1Z' is not a card"),
        (record.replace(f"1. {first} ", "1. ", 1), 8, "is not in the hand of seat"),
        (record.replace('[Result "', '[Result "9,', 1), 6, "the result is"),
        (record.replace('[HouseRules "-"]', '[HouseRules "jokers"]'), 5, "not a house rule"),
    ]:
        body = refused(client, changed)
        assert body["line"] == line and words in body["detail"], body
        assert body["errors"]["record"][0].startswith(f"line {line}: ")
    body = refused(client, record.replace('[Seed "3"]\n', ""))
    assert "Seed" in body["detail"] and "line" not in body


DEAL = '[Seed "1"]\n[Players "2"]\n[Decks "1"]'
GARBAGE = {
    "a tag never closed": "[",
    "a comment never closed": "{",
    "a comment never opened": "}",
    "no tags": "1. AS *",
    "a comment never closed after the tags": DEAL + "\n\n1. {",
    "99 players": DEAL.replace('"2"', '"99"'),
    "a seed past the largest": DEAL.replace('"1"', '"9223372036854775808"', 1),
    "an empty house rule": DEAL + '\n[HouseRules ","]',
    "a nul in a card": DEAL + "\n\n1. AS\x00 *",
    "one card played again and again": DEAL + "\n\n" + "1. 10H 10H " * 50,
    "an Arabic digit": DEAL.replace('"1"', '"\u0661"', 1),
}


@pytest.mark.parametrize("record", GARBAGE.values(), ids=GARBAGE.keys())
def test_no_record_is_answered_with_a_fault(client: FlaskClient, record: str) -> None:
    refused(client, record)


def test_a_body_that_is_not_a_record_is_refused_naming_the_field(client: FlaskClient) -> None:
    for body in [{}, {"record": 7}, {"record": "x" * (MAX_RECORD_CHARS + 1)}, {"record": ""}]:
        answer = client.post(RECORDS, json=body)
        assert answer.status_code == 422, body
        assert list(answer.get_json()["errors"]) == ["record"], answer.get_json()
    answer = client.post(RECORDS, json={"record": '[Seed "1"]', "seed": 1})
    assert answer.status_code == 422 and "seed" in answer.get_json()["errors"]
