"""Sum 15's house rules: where the seed's words leave a table room, each
reading is an option, and the defaults are the seed's words."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

RESOLVE = "/v1/sum15/resolve"
HAND = ["2C", "3C", "4C", "5C", "6C", "7C"]


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def resolved(client: FlaskClient, **body: Any) -> dict[str, Any]:
    answer = client.post(RESOLVE, json=body)
    assert answer.status_code == 200, answer.get_json()
    result: dict[str, Any] = answer.get_json()
    return result


def test_by_default_a_starter_is_not_one_of_the_cards_played(client: FlaskClient) -> None:
    # "The last two cards played make a pair": a starter is turned, not played.
    on_starter = resolved(client, middle=["7H"], card="7C", starter=True)
    assert on_starter["picked_up"] == [] and on_starter["middle_after"] == ["7H", "7C"]
    played = resolved(client, middle=["7H"], card="7C")
    assert played["picked_up"] == ["7H", "7C"] and played["reason"] == "pair"


def test_starter_in_sets_counts_the_starter_among_the_cards_played(client: FlaskClient) -> None:
    rules = {"starter_in_sets": True}
    answer = resolved(client, middle=["6H"], card="8C", starter=True, rules=rules)
    assert (answer["picked_up"], answer["reason"]) == (["6H", "8C"], "sum_14")
    assert answer["rules"]["starter_in_sets"] is True


def test_a_run_needs_three_cards_played_so_a_starter_cannot_begin_one(
    client: FlaskClient,
) -> None:
    answer = resolved(client, middle=["2H", "3S"], card="4C", starter=True)
    assert answer["picked_up"] == []
    counted = resolved(
        client, middle=["2H", "3S"], card="4C", starter=True, rules={"starter_in_sets": True}
    )
    assert (counted["picked_up"], counted["reason"]) == (["2H", "3S", "4C"], "run")


@pytest.mark.parametrize("rules", [{}, {"starter_in_sets": True}])
def test_a_starter_in_an_empty_middle_is_refused_naming_it(
    client: FlaskClient, rules: dict[str, bool]
) -> None:
    answer = client.post(
        RESOLVE, json={"middle": [], "card": "5C", "starter": True, "rules": rules}
    )
    assert answer.status_code == 422 and list(answer.get_json()["errors"]) == ["starter"]


def test_a_run_in_any_order_wins_over_the_sum_of_14_it_also_makes(client: FlaskClient) -> None:
    answer = resolved(client, middle=["7H", "6S"], card="8C", rules={"runs_any_order": True})
    assert (answer["picked_up"], answer["reason"]) == (["7H", "6S", "8C"], "run")
    assert resolved(client, middle=["7H", "6S"], card="8C")["reason"] == "sum_14"


def test_a_multiple_of_15_takes_every_card_the_starter_too(client: FlaskClient) -> None:
    answer = resolved(client, middle=["8H", "4S"], card="3C", starter=True)
    assert (answer["picked_up"], answer["reason"]) == (["8H", "4S", "3C"], "multiple_of_15")


@pytest.mark.parametrize("middle", [["2H", "4S"], ["4H", "2S"], ["3H", "4S"]])
def test_by_default_a_run_is_in_the_order_played(client: FlaskClient, middle: list[str]) -> None:
    card = {"2H": "3C", "4H": "3C", "3H": "2C"}[middle[0]]
    assert resolved(client, middle=middle, card=card)["reason"] != "run"
    any_order = resolved(client, middle=middle, card=card, rules={"runs_any_order": True})
    assert any_order["reason"] == "run" and len(any_order["picked_up"]) == 3


def test_in_order_runs_rise_or_fall_under_every_rule(client: FlaskClient) -> None:
    for rules in ({}, {"runs_any_order": True}):
        assert resolved(client, middle=["QH", "JS"], card="10C", rules=rules)["reason"] == "run"
        assert resolved(client, middle=["2H", "3S"], card="4C", rules=rules)["reason"] == "run"


def test_a_set_that_empties_the_middle_picks_up_every_card(client: FlaskClient) -> None:
    # No starter in the middle (the stock ran out, or no starter was turned).
    answer = resolved(client, middle=["9H"], card="9C", rules={"restart_after_set": False})
    assert answer["picked_up"] == ["9H", "9C"] and answer["middle_after"] == []


def test_a_middle_the_rules_cannot_leave_is_refused_under_those_rules(
    client: FlaskClient,
) -> None:
    # 7 on a starter 7 is no pair by the seed's words, so the middle can be.
    assert resolved(client, middle=["7H", "7C"], card="2D", starter=True)["picked_up"] == []
    refused = client.post(
        RESOLVE,
        json={
            "middle": ["7H", "7C"],
            "card": "2D",
            "starter": True,
            "rules": {"starter_in_sets": True},
        },
    )
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]) == ["middle[1]"]


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"restart_after_sets": True}, "rules.restart_after_sets"),
        ({"runs_any_order": 1}, "rules.runs_any_order"),
        ({"starter_in_sets": "yes"}, "rules.starter_in_sets"),
        ([], "rules"),
    ],
)
@pytest.mark.parametrize("path", ["/v1/sum15/resolve", "/v1/sum15/move", "/v1/sum15/games"])
def test_a_rules_object_with_an_unknown_key_or_a_non_boolean_is_422_naming_it(
    client: FlaskClient, rules: Any, field: str, path: str
) -> None:
    bodies: dict[str, dict[str, Any]] = {
        "/v1/sum15/resolve": {"middle": ["2C"], "card": "3D"},
        "/v1/sum15/move": {"players": 2, "seat": 0, "hand": HAND, "starters": ["KH"]},
        "/v1/sum15/games": {"seed": 1, "players": 2},
    }
    answer = client.post(path, json={**bodies[path], "rules": rules})
    assert answer.status_code == 422, answer.get_json()
    assert field in answer.get_json()["errors"], answer.get_json()


def test_every_answer_names_the_rules_it_was_worked_out_under(client: FlaskClient) -> None:
    rules = {"restart_after_set": True, "starter_in_sets": False, "runs_any_order": True}
    assert resolved(client, middle=["2C"], card="3D", rules=rules)["rules"] == rules
    game = client.post("/v1/sum15/games", json={"seed": 1, "players": 2, "rules": rules})
    assert game.get_json()["rules"] == rules
    move = client.post(
        "/v1/sum15/move",
        json={
            "players": 2,
            "seat": 0,
            "hand": HAND,
            "starters": ["KH"],
            "samples": 8,
            "rules": {"runs_any_order": True},
        },
    )
    assert move.status_code == 200, move.get_json()
    assert move.get_json()["rules"]["runs_any_order"] is True
