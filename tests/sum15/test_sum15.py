"""Sum 15, one rule at a time (the seed's sentences, then the points it
leaves open, as docs/sum15.md decides them), the exact endgame, the
suggester's API (its search: test_suggest.py)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from service import create_app
from solver.sum15 import endgame
from solver.sum15.cards import DECK, decks_for, name, names, parse
from solver.sum15.errors import CardError
from solver.sum15.league import greedy_card, random_card
from solver.sum15.playout import Ranked
from solver.sum15.playout import play_out as fast_play_out
from solver.sum15.rules import EVERY_RULES, HouseRules, Reason, resolve
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import MIN_SAMPLES
from solver.sum15.table import HAND, fewest_decks, win_share, winners
from tests.sum15 import cs

RULES = [
    # (id, middle, card, picked up, reason)
    ("the last two cards sum to 14", "2C 9H", "5D", "9H 5D", Reason.SUM_14),
    ("an ace counts 1 in a sum: A and K make 14", "2C AH", "KD", "AH KD", Reason.SUM_14),
    ("jack 11 and 3 make 14", "5C JH", "3D", "JH 3D", Reason.SUM_14),
    ("queen 12 and 2 make 14", "5C QH", "2D", "QH 2D", Reason.SUM_14),
    ("the last two cards make a pair", "2C 9H", "9D", "9H 9D", Reason.PAIR),
    ("three in order rising: 2-3-4", "9C 2H 3S", "4D", "2H 3S 4D", Reason.RUN),
    ("three in order falling: Q-J-10", "9C QH JS", "10D", "QH JS 10D", Reason.RUN),
    ("a total of 15 picks up all", "8H 4S", "3C", "8H 4S 3C", Reason.MULTIPLE_OF_15),
    ("a total of 30 picks up all", "KH KS", "4C", "KH KS 4C", Reason.MULTIPLE_OF_15),
    ("no set, no multiple: nothing", "2C 9H", "3D", "", None),
    (
        "a set is only the last cards: the pair under the top does not count",
        "9C 9H 2S",
        "4D",
        "",
        None,
    ),
]

SILENT = [
    ("a set and a multiple of 15: all cards", "5C 5H", "5D", "5C 5H 5D", Reason.MULTIPLE_OF_15),
    ("7 and 7 are a pair (and sum to 14): reason pair", "2C 7H", "7D", "7H 7D", Reason.PAIR),
    ("an ace is low only: K-A-2 is no run", "5C KH AS", "2D", "", None),
    ("a run must step by one each time: 2-4-3 is no run", "9C 2H 4S", "3D", "", None),
    ("the starter counts: it and a card make a pair", "9H", "9D", "9H 9D", Reason.PAIR),
]


@pytest.mark.parametrize(
    ("middle", "card", "picked", "reason"),
    [case[1:] for case in RULES + SILENT],
    ids=[case[0] for case in RULES + SILENT],
)
def test_a_played_card_picks_up(middle: str, card: str, picked: str, reason: Reason | None) -> None:
    outcome = resolve(cs(middle), parse(card))
    assert names(outcome.picked_up) == picked.split()
    assert outcome.reason is reason
    assert list(outcome.middle_after) + list(outcome.picked_up) == [*cs(middle), parse(card)]


def test_cards_are_written_rank_then_suit() -> None:
    assert [name(parse(t)) for t in ("10H", "TH", "qs", "AD", "2c")] == [
        "10H",
        "10H",
        "QS",
        "AD",
        "2C",
    ]
    for bad in ("1H", "11S", "H10", "10X", "", "JOKER", "0S"):
        with pytest.raises(CardError):
            parse(bad)


def test_one_deck_per_six_players() -> None:
    assert [decks_for(n) for n in (2, 6, 7, 12, 13, 14)] == [1, 1, 2, 2, 3, 3]


def test_six_cards_each_and_a_starter_turned() -> None:
    deal = Deal.shuffled(4, random.Random(1))
    assert [len(hand) for hand in deal.hands] == [HAND] * 4
    assert len(deal.middle) == 1 and deal.starters == deal.middle
    assert len(deal.stock) == 52 - 24 - 1


def test_play_goes_round_from_left_of_the_dealer_until_every_card_is_played() -> None:
    deal = Deal.shuffled(3, random.Random(2))
    seats = []
    while not deal.over:
        seats.append(deal.turn)
        deal.play(deal.hands[deal.turn][0])
    assert seats == [0, 1, 2] * HAND


def test_a_new_starter_follows_a_pickup_that_empties_the_middle() -> None:
    deal = Deal([cs("3C"), cs("2D")], cs("5S 9H"), cs("8H 4S"), [0, 0], 0, cs("8H"))
    deal.play(parse("3C"))  # 8 + 4 + 3 = 15: all
    assert deal.picked == [3, 0]
    assert names(deal.middle) == ["9H"] and names(deal.starters) == ["8H", "9H"]


def test_a_set_that_leaves_cards_turns_no_starter() -> None:
    deal = Deal([cs("9D"), cs("2D")], cs("5S"), cs("2C 9H"), [0, 0], 0)
    deal.play(parse("9D"))
    assert names(deal.middle) == ["2C"] and deal.picked == [2, 0] and len(deal.stock) == 1


def test_with_no_stock_left_the_next_card_starts_the_middle() -> None:
    deal = Deal([cs("3C 4H"), cs("2D 5S")], [], cs("8H 4S"), [0, 0], 0)
    deal.play(parse("3C"))
    assert deal.middle == []
    deal.play(parse("2D"))
    assert names(deal.middle) == ["2D"]


def test_the_most_cards_picked_up_wins_and_ties_share() -> None:
    assert winners([3, 7, 2]) == [1]
    assert winners([5, 5, 1]) == [0, 1]
    assert win_share([5, 5, 1], 0) == 0.5 and win_share([5, 5, 1], 2) == 0.0


@settings(max_examples=200, deadline=None)
@given(players=st.integers(2, 14), seed=st.integers(0, 2**32))
def test_a_whole_deal_conserves_every_card(players: int, seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(players, rng)
    total = Counter(DECK * deal.decks)
    while not deal.over:
        policy = greedy_card if deal.turn % 2 else random_card
        deal.play(policy(deal, rng))
    assert sum(deal.picked) + len(deal.middle) == len(deal.plays) + len(deal.starters)
    assert Counter(deal.plays) + Counter(deal.starters) + Counter(deal.stock) == total


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), left=st.integers(1, 2))
def test_the_exact_endgame_agrees_with_brute_force(players: int, seed: int, left: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(players, rng)
    while sum(len(hand) for hand in deal.hands) > left * players:
        deal.play(random_card(deal, rng))
    assert endgame.solve(deal.copy()) == endgame.brute_force(deal.copy())


@pytest.fixture(scope="module")
def api() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


SEED_WORDS = {"restart_after_set": False, "starter_in_sets": False, "runs_any_order": False}


def test_resolve_answers_as_the_issue_shows(api: FlaskClient) -> None:
    answer = api.post("/v1/sum15/resolve", json={"middle": ["8H", "4S"], "card": "3C"})
    assert answer.get_json() == {
        "picked_up": ["8H", "4S", "3C"],
        "reason": "multiple_of_15",
        "middle_after": [],
        "rules": SEED_WORDS,
    }
    nothing = api.post("/v1/sum15/resolve", json={"middle": ["2C"], "card": "TH"}).get_json()
    assert nothing == {
        "picked_up": [],
        "reason": None,
        "middle_after": ["2C", "10H"],
        "rules": SEED_WORDS,
    }


def test_move_suggests_a_card_from_what_the_seat_can_know(api: FlaskClient) -> None:
    hand = ["KC", "6D", "10S", "3D", "9S", "2D"]
    body = {
        "players": 4,
        "seat": 1,
        "hand": hand,
        "starters": ["4C"],
        "plays": ["8S"],
        "seed": 3,
        "samples": 100,  # the share of wins needs more samples than 16 to be read well
    }
    answer = api.post("/v1/sum15/move", json=body)
    assert answer.status_code == 200, answer.get_json()
    found = answer.get_json()
    assert found["card"] == "3D"  # 4 + 8 + 3 = 15: the whole middle
    assert {c["card"] for c in found["cards"]} == set(hand)
    assert found == api.post("/v1/sum15/move", json=body).get_json()
    unread = api.post("/v1/sum15/move", json={**body, "others": "unknown"})
    assert unread.status_code == 200 and unread.get_json()["card"] == "3D"


def test_a_time_budget_never_cuts_a_suggestion_below_an_estimate(api: FlaskClient) -> None:
    body = {"players": 4, "seat": 0, "hand": ["KC", "6D", "10S", "3D", "9S", "2D"]}
    found = api.post("/v1/sum15/move", json={**body, "starters": ["4C"], "budget_ms": 1}).get_json()
    assert found["samples"] >= MIN_SAMPLES and not found["finished"]
    assert all(0 < value["win_interval"] < 0.5 for value in found["cards"])
    assert found["styles"][0] == {} and len(found["styles"]) == 4


@pytest.mark.parametrize(
    ("change", "status", "field"),
    [
        ({"seat": 2}, 409, "seat"),
        ({"hand": ["KC"]}, 422, "hand"),
        ({"hand": ["KC", "6D", "10S", "3D", "9S", "ZZ"]}, 422, "hand[5]"),
        ({"players": 15}, 422, "players"),
        ({"starters": []}, 422, "starters"),
        ({"middle": ["4C"]}, 422, "middle"),
        ({"budget_ms": 5000}, 422, "budget_ms"),
        ({"samples": 2001}, 422, "samples"),
        ({"samples": 0}, 422, "samples"),
        ({"samples": 1.5}, 422, "samples"),
        ({"decks": 4}, 422, "decks"),
        ({"players": 9, "decks": 1}, 422, "decks"),
        ({"hand": ["8S", "8S", "10S", "3D", "9S", "2D"]}, 422, "hand[1]"),
        ({"seat": 2, "plays": ["8H", "4C"]}, 422, "plays[1]"),
        ({"others": "clever"}, 422, "others"),
    ],
    ids=[
        "not your turn",
        "hand too small",
        "not a card",
        "15 players",
        "no starter",
        "wrong middle",
        "budget too long",
        "samples past their maximum",
        "no samples",
        "a fraction of a sample",
        "four decks",
        "one deck cannot deal nine hands and a starter",
        "a card seen twice in one deck",
        "a played card seen as a starter too",
        "an unknown reading of the others",
    ],
)
def test_states_no_deal_produces_are_refused(
    api: FlaskClient, change: dict[str, Any], status: int, field: str
) -> None:
    body = {
        "players": 4,
        "seat": 1,
        "hand": ["KC", "6D", "10S", "3D", "9S", "2D"],
        "starters": ["4C"],
        "plays": ["8S"],
        **change,
    }
    answer = api.post("/v1/sum15/move", json=body)
    assert answer.status_code == status, answer.get_json()
    assert field in answer.get_json()["errors"], answer.get_json()


def test_the_seeds_fourteen_players_on_two_decks_play_a_whole_deal(api: FlaskClient) -> None:
    """The seed's teacher ran 14 players with two decks: 104 cards hold the
    84 dealt and 20 starters.  Every seat asks for its card in turn, through
    the API, until every card is played."""
    assert fewest_decks(14) == 2 and decks_for(14) == 3
    deal = Deal.shuffled(14, random.Random(14), decks=2)
    while not deal.over:
        body = {
            "players": 14,
            "decks": 2,
            "seat": deal.turn,
            "hand": names(deal.hands[deal.turn]),
            "starters": names(deal.starters),
            "plays": names(deal.plays),
            "middle": names(deal.middle),
            "samples": 4,
        }
        answer = api.post("/v1/sum15/move", json=body)
        assert answer.status_code == 200, answer.get_json()
        deal.play(parse(answer.get_json()["card"]))
    assert len(deal.plays) == 84 and sum(deal.picked) + len(deal.middle) == 84 + len(deal.starters)


def test_a_deal_too_big_for_its_decks_cannot_be_shuffled() -> None:
    with pytest.raises(ValueError, match="cannot deal"):
        Deal.shuffled(9, random.Random(1), decks=1)


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 14), st.integers(0, 2**32), st.integers(0, 80), st.sampled_from(EVERY_RULES))
def test_the_fast_play_out_plays_as_the_rules_and_greedy_players_do(
    players: int, seed: int, played: int, rules: HouseRules
) -> None:
    """``playout.play_out`` is a fast path of ``Deal.play`` with
    ``greedy_card`` at every seat: the same pick-ups, from any point of a
    deal, with a given first card or not, under every set of house rules."""
    rng = random.Random(seed)
    deal = Deal.shuffled(players, rng, rules=rules)
    for _ in range(min(played, HAND * players - 1)):
        deal.play(random_card(deal, rng))
    first = rng.choice(deal.hands[deal.turn])
    for card in (None, first):
        slow = deal.copy()
        if card is not None:
            slow.play(card)
        while not slow.over:
            slow.play(greedy_card(slow, rng))
        rank = None if card is None else card // 4 + 1
        assert fast_play_out(Ranked.of(deal), rank) == slow.picked
