"""The posterior bench's swapped draw keeps what every seat's plays say."""

from __future__ import annotations

import dataclasses
import random

from bench.sum15_posterior import Swapped, position
from solver.sum15.belief import Belief
from solver.sum15.cards import parse, rank
from solver.sum15.knowledge import View


def test_a_swapped_draw_gives_every_seat_only_ranks_its_plays_allow() -> None:
    for number in range(6):
        deal = position(number, 14, 2)
        belief = Belief.of(View.of(deal))
        swapped = Swapped.of_belief(belief, swaps=400)
        rng = random.Random(number)
        for _ in range(20):
            sampled = swapped.sample_ranked(rng)
            for seat in belief.order:
                allowed = {rank(card) for card in swapped.fitting[seat]}
                assert set(sampled.hands[seat]) <= allowed
                assert len(sampled.hands[seat]) == len(deal.hands[seat])
            dealt = [r for hand in sampled.hands for r in hand] + list(sampled.stock)
            truth = [rank(c) for hand in deal.hands for c in hand] + [rank(c) for c in deal.stock]
            assert sorted(dealt) == sorted(truth)


def test_swaps_reach_the_uniform_posterior_where_the_seat_by_seat_draw_does_not() -> None:
    """Two seats of one card each and one stock card, from {A, 2, 3}: seat 1
    may hold A or 2, seat 2 A or 3.  Three deals fit, alike likely, so seat 1
    holds the A a third of the time; drawn seat by seat, half."""
    view = View.of(position(0, 3, 1))
    hand_sizes = tuple(1 if seat != view.seat else len(view.hand) for seat in range(3))
    view = dataclasses.replace(view, hand_sizes=hand_sizes, stock_size=1)
    unseen = (parse("AS"), parse("2S"), parse("3S"))
    first, second = (seat for seat in range(3) if seat != view.seat)
    may_hold: list[tuple[int, ...]] = [(), (), ()]
    may_hold[first], may_hold[second] = (0, 1), (0, 2)
    belief = Belief(view, unseen, tuple(may_hold), (first, second))
    draws = 6000
    for drawn, expected in ((belief, 0.5), (Swapped.of_belief(belief, swaps=60), 1 / 3)):
        rng = random.Random(7)
        aces = sum(drawn.sample_ranked(rng).hands[first] == (1,) for _ in range(draws))
        assert abs(aces / draws - expected) < 0.03
