"""Whole deals of Sum 15 over the API: a deal replayed from its seed and
plays (``/v1/sum15/games``), played to its end by asking ``/move`` each
turn, and held to the simulator's deal of the same seed."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from flask.testing import FlaskClient

from solver.sum15.cards import DECK, name
from solver.sum15.league import greedy_card
from solver.sum15.record import replay
from solver.sum15.rules import HouseRules, Reason
from solver.sum15.selfplay import Deal
from solver.sum15.table import winners

GAMES = "/v1/sum15/games"


def deal(client: FlaskClient, **body: Any) -> dict[str, Any]:
    answer = client.post(GAMES, json=body)
    assert answer.status_code == 200, answer.get_json()
    state: dict[str, Any] = answer.get_json()
    return state


def every_card(state: dict[str, Any]) -> int:
    held = sum(map(len, state["hands"])) + sum(map(len, state["piles"]))
    return held + len(state["middle"]) + int(state["stock"])


def test_a_new_deal_gives_six_cards_to_each_seat_and_turns_a_starter(client: FlaskClient) -> None:
    state = deal(client, seed=3, players=4)
    assert [len(hand) for hand in state["hands"]] == [6] * 4
    assert state["middle"] == state["starters"] and len(state["starters"]) == 1
    assert state["to_move"] == 0 and not state["over"] and state["winners"] is None
    assert state["decks"] == 1 and every_card(state) == len(DECK)
    assert deal(client, seed=3, players=4) == state


def test_a_deal_played_to_its_end_through_the_api_adds_up(client: FlaskClient) -> None:
    plays: list[str] = []
    state = deal(client, seed=21, players=4)
    while not state["over"]:
        seat = state["to_move"]
        assert seat == len(plays) % 4
        body = {
            "players": 4,
            "seat": seat,
            "hand": state["hands"][seat],
            "starters": state["starters"],
            "plays": state["plays"],
            "samples": 40,  # a budget of work: the same deal on any machine at any load
        }
        answer = client.post("/v1/sum15/move", json=body)
        assert answer.status_code == 200, answer.get_json()
        plays.append(answer.get_json()["card"])
        state = deal(client, seed=21, players=4, plays=plays)
        assert every_card(state) == len(DECK)
    assert state["plays"] == plays and len(plays) == 24 and state["to_move"] is None
    assert all(hand == [] for hand in state["hands"])
    assert state["picked_up"] == [len(pile) for pile in state["piles"]]
    for seat in range(4):
        taken = [
            card for turn in state["turns"] if turn["seat"] == seat for card in turn["picked_up"]
        ]
        assert taken == state["piles"][seat]
    assert state["winners"] == winners(state["picked_up"])


RULE_SETS = [
    {},
    {"restart_after_set": True},
    {"starter_in_sets": True},
    {"runs_any_order": True},
    {"restart_after_set": True, "starter_in_sets": True, "runs_any_order": True},
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: ",".join(rules) or "seed")
@pytest.mark.parametrize(("players", "decks"), [(2, None), (4, None), (6, 1), (14, 2)])
def test_a_replay_is_the_simulators_deal_of_the_same_seed(
    client: FlaskClient, players: int, decks: int | None, rules: dict[str, bool]
) -> None:
    for seed in range(3):
        simulated = Deal.shuffled(players, random.Random(seed), decks, HouseRules(**rules))
        rng = random.Random(seed)
        while not simulated.over:
            simulated.play(greedy_card(simulated, rng))
        body: dict[str, Any] = {"seed": seed, "players": players, "rules": rules}
        if decks:
            body["decks"] = decks
        state = deal(client, **body, plays=[name(card) for card in simulated.plays])
        assert state["picked_up"] == simulated.picked
        assert state["starters"] == [name(card) for card in simulated.starters]
        assert state["winners"] == winners(simulated.picked)
        assert every_card(state) == len(DECK) * state["decks"]
        assert state["rules"] == HouseRules(**rules).named()


@pytest.mark.parametrize("restart_after_set", [False, True])
def test_a_new_starter_is_turned_after_a_multiple_of_15_and_as_the_rules_say_after_a_set(
    restart_after_set: bool,
) -> None:
    rules = HouseRules(restart_after_set=restart_after_set)
    for seed in range(20):
        table = replay(seed, 4, [], rules=rules)
        while table.to_move is not None:
            middle, stock = len(table.state.middle), len(table.stock)
            entry = table.play(max(table.state.hands[table.to_move]))
            emptied = len(entry.picked_up) == middle + 1
            due = entry.reason is Reason.MULTIPLE_OF_15 or restart_after_set
            if emptied and due and stock and table.to_move is not None:
                assert entry.starter is not None and table.state.middle == (entry.starter,)
                assert table.state.starters[-1] == entry.starter
            else:
                assert entry.starter is None


def test_illegal_plays_are_refused_naming_their_index(client: FlaskClient) -> None:
    state = deal(client, seed=5, players=2)
    hands = state["hands"]
    elsewhere = hands[1][0]
    answer = client.post(GAMES, json={"seed": 5, "players": 2, "plays": [elsewhere]})
    body = answer.get_json()
    assert answer.status_code == 422 and list(body["errors"]) == ["plays[0]"]
    assert "not in the hand of seat 0" in body["detail"] and body["type"].endswith("illegal-move")
    whole = [hands[seat][turn] for turn in range(6) for seat in (0, 1)]
    answer = client.post(GAMES, json={"seed": 5, "players": 2, "plays": [*whole, hands[0][0]]})
    body = answer.get_json()
    assert answer.status_code == 422 and list(body["errors"]) == ["plays[12]"]
    assert "the deal is over" in body["detail"]
    table = deal(client, seed=5, players=14)
    everyone = [table["hands"][seat][turn] for turn in range(6) for seat in range(14)]
    answer = client.post(GAMES, json={"seed": 5, "players": 14, "plays": [*everyone, everyone[0]]})
    assert list(answer.get_json()["errors"]) == ["plays[84]"]
    again = [hands[0][0], hands[1][0], hands[0][0]]
    if Counter(hands[0])[hands[0][0]] == 1:
        answer = client.post(GAMES, json={"seed": 5, "players": 2, "plays": again})
        assert list(answer.get_json()["errors"]) == ["plays[2]"]


def test_a_deal_request_is_refused_naming_the_field(client: FlaskClient) -> None:
    for body, field in [
        ({"players": 4}, "seed"),
        ({"seed": 1}, "players"),
        ({"seed": 1, "players": 1}, "players"),
        ({"seed": 1, "players": 15}, "players"),
        ({"seed": 1, "players": 14, "decks": 1}, "decks"),
        ({"seed": 1, "players": 4, "decks": 9}, "decks"),
        ({"seed": 1, "players": 4, "plays": ["1Z"]}, "plays[0]"),
        ({"seed": 1, "players": 4, "plays": ["AS"] * 86}, "plays"),
        ({"seed": -5, "players": 4}, "seed"),
    ]:
        answer = client.post(GAMES, json=body)
        assert answer.status_code == 422, body
        assert field in answer.get_json()["errors"], (body, answer.get_json())
