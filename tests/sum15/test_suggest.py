"""Sum 15's suggester and the reading of the table: reproducible with a
seed, taking what a last play can, drawing only hands the reading allows."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from solver.core.errors import PositionError, WrongPlayerError
from solver.sum15.belief import Belief, Reading, style_allows
from solver.sum15.cards import DECK, name, parse
from solver.sum15.knowledge import PastPlay, View, replay, view_for
from solver.sum15.league import Style, greedy_card
from solver.sum15.playout import Ranked
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import suggest
from solver.sum15.table import HAND
from tests.sum15 import cs


def test_the_suggester_is_reproducible_with_a_seed() -> None:
    rng = random.Random(4)
    deal = Deal.shuffled(4, rng)
    for _ in range(5):
        deal.play(greedy_card(deal, rng))
    view = View.of(deal)
    first = suggest(view, seed=9, samples=20, budget_seconds=60)
    assert first == suggest(view, seed=9, samples=20, budget_seconds=60)
    assert first.finished and first.samples == 20
    assert {v.card for v in first.cards} == set(deal.hands[deal.turn])


def test_the_suggester_takes_a_whole_middle_on_the_last_play() -> None:
    seen = tuple(cs("3C 2D 8H 4S"))  # the seat's two cards and the middle; the stock is out
    view = View(0, 1, seen[:2], seen[2:], (0, 0), (2, 2), seen, 0, ())
    suggestion = suggest(view, seed=1, samples=8)
    best, other = suggestion.cards
    assert name(best.card) == "3C" and best.expected_cards >= 3 > other.expected_cards


def test_a_greedy_player_that_played_low_holds_nothing_lower_and_nothing_that_picks_up() -> None:
    # Seat 1 played 6D onto 2C 9H and picked nothing up: as a greedy player,
    # it had no card that picked up (no 9, 5 or 4) and none lower.
    played = [PastPlay(1, tuple(cs("2C 9H")), parse("6D"))]

    def may_hold(card: str) -> bool:
        return style_allows(Style.GREEDY, played, parse(card))

    assert may_hold("8S")
    assert may_hold("6C") and may_hold("6H")  # as low: the reading tells ranks apart, not suits
    assert not may_hold("2S")  # lower
    assert not may_hold("9S")  # a pair
    assert not may_hold("5S")  # 9 + 5 = 14
    assert not may_hold("4S")  # 2 + 9 + 4 = 15


@pytest.mark.parametrize("players", [2, 4, 6, 9])
def test_the_reading_never_rules_out_what_greedy_players_hold(players: int) -> None:
    for seed in range(15):
        rng = random.Random(seed)
        deal = Deal.shuffled(players, rng)
        for _ in range(rng.randrange(HAND * players)):
            deal.play(greedy_card(deal, rng))
        belief = Belief.of(View.of(deal))
        for seat, hand in enumerate(deal.hands):
            if seat != deal.turn and hand:
                may_hold = Counter(belief.unseen[i] for i in belief.may_hold[seat])
                assert not Counter(hand) - may_hold


def test_sampled_deals_keep_to_the_reading_and_to_the_view() -> None:
    rng = random.Random(3)
    deal = Deal.shuffled(4, rng)
    for _ in range(11):
        deal.play(greedy_card(deal, rng))
    view = View.of(deal)
    belief = Belief.of(view)
    assert any(len(belief.may_hold[s]) < len(belief.unseen) for s in belief.order)
    for _ in range(30):
        sampled = belief.sample(rng)
        assert sampled.hands[view.seat] == list(view.hand)
        assert len(sampled.stock) == view.stock_size and sampled.middle == list(view.middle)
        for seat in belief.order:
            assert len(sampled.hands[seat]) == view.hand_sizes[seat]
            may_hold = Counter(belief.unseen[i] for i in belief.may_hold[seat])
            assert not Counter(sampled.hands[seat]) - may_hold
        dealt = [card for hand in sampled.hands for card in hand]
        assert Counter(dealt + sampled.stock + [*view.seen]) - Counter(view.hand) == Counter(DECK)


def test_a_deal_sampled_as_ranks_is_the_deal_sampled() -> None:
    rng = random.Random(8)
    deal = Deal.shuffled(5, rng)
    for _ in range(9):
        deal.play(greedy_card(deal, rng))
    belief = Belief.of(View.of(deal))
    for seed in range(20):
        as_cards = belief.sample(random.Random(seed))
        as_ranks = dataclasses.replace(Ranked.of(as_cards), styles=belief.styles)
        assert belief.sample_ranked(random.Random(seed)) == as_ranks


def test_cards_of_one_rank_are_valued_alike_and_each_listed() -> None:
    deals = (Deal.shuffled(4, random.Random(seed)) for seed in range(100))
    deal = next(deal for deal in deals if len({card // 4 for card in deal.hands[0]}) < HAND)
    suggestion = suggest(View.of(deal), seed=3, samples=40, budget_seconds=60)
    assert {v.card for v in suggestion.cards} == set(deal.hands[0])
    by_rank: dict[int, set[tuple[float, float]]] = {}
    for value in suggestion.cards:
        by_rank.setdefault(value.card // 4, set()).add(
            (value.expected_cards, value.win_probability)
        )
    assert all(len(values) == 1 for values in by_rank.values())
    assert len(by_rank) < len(suggestion.cards)


def test_a_seat_that_did_not_play_greedily_is_not_read() -> None:
    # Seat 1 threw KS, the highest card, and picked nothing up: a greedy
    # player would have had five more cards just as high.
    view = view_for(2, 0, cs("3C 4C 6C 7C 8C"), cs("9H"), cs("2S KS"))
    assert not style_allows(Style.GREEDY, list(view.history[1:]), parse("AS"))
    belief = Belief.of(view)
    assert len(belief.may_hold[1]) >= 5
    unread = Belief.of(view, Reading.UNKNOWN)
    assert len(unread.may_hold[1]) == len(unread.unseen)


def test_a_view_is_checked_by_replaying_the_deal() -> None:
    starters = cs("4C")
    with pytest.raises(PositionError, match="holds 6, got 5") as raised:
        view_for(4, 0, cs("4H 8S AC 5C 8H"), starters, [])
    assert raised.value.part == "hand"
    with pytest.raises(WrongPlayerError):
        view_for(4, 2, cs("4H 8S AC 5C 8H 7D"), starters, cs("2S"))
    with pytest.raises(PositionError, match="seen 2 times") as raised:
        view_for(4, 0, cs("4C 8S AC 5C 8H 7D"), starters, [])
    with pytest.raises(PositionError, match="list it in starters"):
        view_for(2, 0, cs("4H 8S AC 5C 8H"), cs("8D"), cs("7S"))  # 8 + 7 = 15: a new starter
    assert replay(4, 1, cs("8H 9D"), cs("4S 3C")).middle == (parse("9D"),)
