"""The league: each style as its one statement says, its fast chooser held
to it, the play-outs held to the league's players, and the reading of a
table that finds each seat's style from its plays."""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.sum15.belief import Reading, TableBelief, read_seat
from solver.sum15.cards import parse
from solver.sum15.knowledge import PastPlay, View
from solver.sum15.league import (
    CHOOSERS,
    PLAYERS,
    Spot,
    Style,
    choose_rank,
    picks,
    threat,
)
from solver.sum15.playout import Ranked, play_out
from solver.sum15.rules import EVERY_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import suggest
from solver.sum15.table import HAND
from solver.sum15.tournament import MIXED, Settings, Table, run, seat_players

FIXED = [style for style in Style if style is not Style.RANDOM]


def spot(middle: str, starter: bool = False) -> Spot:
    return Spot.of_cards([parse(card) for card in middle.split()], starter, False, False)


@pytest.mark.parametrize(
    ("style", "middle", "hand", "played"),
    [
        # 9H then 5 makes 14 (2 cards), 4 makes 15 with 2C 9H (3 cards).
        (Style.GREEDY, "2C 9H", "4S 5S 8S", "4S"),
        (Style.SETS, "2C 9H", "4S 5S 8S", "5S"),
        (Style.FIFTEENS, "2C 9H", "4S 5S 8S", "4S"),
        # Nothing picks up: the lowest, the highest, or the card after which
        # no card makes a multiple of 15 (total 15k + 1: 4C 7H then 5 is 16).
        (Style.GREEDY, "4C 7H", "3S 5S 10S", "3S"),
        (Style.FIFTEENS, "4C 7H", "3S 5S 10S", "10S"),
        (Style.CAREFUL, "4C 7H", "3S 5S 10S", "5S"),
    ],
)
def test_each_style_plays_as_it_says(style: Style, middle: str, hand: str, played: str) -> None:
    ranks = [parse(card) // 4 + 1 for card in hand.split()]
    assert choose_rank(style, spot(middle), ranks, random.Random(0)) == parse(played) // 4 + 1


def test_a_careful_player_leaves_the_next_seat_a_pair_at_most_where_it_can() -> None:
    # 4C 7H 3S totals 14: an ace makes 15 and takes all four cards.
    assert threat(spot("4C 7H"), 3) == 4
    # 4C 7H 5S totals 16: no rank makes 30, 7 5 is no run's start; a pair
    # is always possible.
    assert threat(spot("4C 7H"), 5) == 2


spots = st.builds(
    lambda middle, unplayed, any_order: Spot(middle, sum(middle), unplayed, any_order),
    st.lists(st.integers(1, 13), max_size=7),
    st.integers(0, 1),
    st.booleans(),
).filter(lambda s: s.unplayed <= len(s.middle))
hands = st.lists(st.integers(1, 13), min_size=1, max_size=HAND).map(sorted)


@settings(max_examples=3000, deadline=None)
@given(spots, hands, st.sampled_from(FIXED))
def test_each_fast_chooser_plays_as_its_style_says(s: Spot, hand: list[int], style: Style) -> None:
    rng = random.Random(0)
    rank, count = CHOOSERS[style](hand, list(s.middle), s.total, s.unplayed, s.any_order, rng)
    assert rank == choose_rank(style, s, hand, rng)
    assert count == picks(rank, s.middle, s.total, s.unplayed, s.any_order)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(2, 14),
    st.integers(0, 2**32),
    st.integers(0, 80),
    st.sampled_from(EVERY_RULES),
    st.lists(st.sampled_from(FIXED), min_size=14, max_size=14),
)
def test_the_fast_play_out_plays_as_the_leagues_players_do(
    players: int, seed: int, played: int, rules: HouseRules, styles: list[Style]
) -> None:
    """``playout.play_out`` with a style a seat is a fast path of
    ``Deal.play`` with the league's players: the same pick-ups."""
    rng = random.Random(seed)
    deal = Deal.shuffled(players, rng, rules=rules)
    for _ in range(min(played, HAND * players - 1)):
        deal.play(PLAYERS[Style.RANDOM](deal, rng))
    seated = tuple(styles[:players])
    slow = deal.copy()
    while not slow.over:
        slow.play(PLAYERS[seated[slow.turn]](slow, rng))
    assert play_out(dataclasses.replace(Ranked.of(deal), styles=seated)) == slow.picked


def played_deal(players: int, style: Style, seed: int, plays: int) -> Deal:
    """A deal at which every seat plays ``style``, after ``plays`` plays."""
    rng = random.Random(seed)
    deal = Deal.shuffled(players, rng)
    for _ in range(plays):
        deal.play(PLAYERS[style](deal, rng))
    return deal


@pytest.mark.parametrize("style", list(Style), ids=lambda s: s.value)
def test_the_reading_never_rules_out_what_a_seat_of_its_style_holds(style: Style) -> None:
    for seed in range(12):
        deal = played_deal(4, style, seed, random.Random(seed).randrange(HAND * 4))
        table = TableBelief.of(View.of(deal))
        for seat, hand in enumerate(deal.hands):
            if seat == deal.turn or not hand:
                continue
            option = next(o for o in table.options[seat] if o.style is style)
            may_hold = Counter(table.unseen[i] for i in option.may_hold)
            assert not Counter(hand) - may_hold


@pytest.mark.parametrize("style", list(Style), ids=lambda s: s.value)
def test_a_table_of_one_style_is_read_likeliest_as_that_style_by_the_last_round(
    style: Style,
) -> None:
    """Styles that agree on most plays cannot always be told apart (a
    careful player that had no safer card plays as a greedy one), but over
    many seats the true style weighs most."""
    weight: Counter[Style] = Counter()
    for seed in range(20):
        deal = played_deal(4, style, seed, 4 * (HAND - 1))
        table = TableBelief.of(View.of(deal))
        for seat in range(4):
            if seat != deal.turn:
                weight.update(table.weights(seat))
    assert weight.most_common(1)[0][0] is style


def test_a_seat_no_style_explains_is_read_as_random() -> None:
    # Seat 1 threw 2D onto 9C 3S while it held the 3H it played next: a
    # pair (greedy, careful, sets) and a multiple of 15 (fifteens) missed.
    plays = [
        PastPlay(1, (parse("9C"), parse("3S")), parse("2D")),
        PastPlay(1, (parse("5C"),), parse("3H")),
    ]
    unseen = [parse(card) for card in "9H 7S KH 3C 4C 5D 6D 8D 10D JD QD KD".split()]
    weights = {option.style: option.weight for option in read_seat(plays, 4, unseen)}
    assert max(weights, key=lambda s: weights[s]) is Style.RANDOM


def test_a_reading_named_after_a_style_reads_every_seat_as_it() -> None:
    deal = played_deal(4, Style.CAREFUL, 5, 9)
    table = TableBelief.of(View.of(deal), Reading.CAREFUL)
    for seat, options in enumerate(table.options):
        if seat != deal.turn and options:
            assert [o.style for o in options] == [Style.CAREFUL]


def test_the_tables_seat_the_league_round_the_suggester() -> None:
    table = Table(4, ("careful", "sets"))
    me = PLAYERS[Style.RANDOM]
    others = {"careful": PLAYERS[Style.CAREFUL], "sets": PLAYERS[Style.SETS]}
    seated = seat_players(table, 2, me, others)
    assert seated == [others["sets"], others["careful"], me, others["careful"]]
    with pytest.raises(ValueError, match="players are"):
        Table(4, ("greedy", "nobody"))


def test_a_tournament_plays_every_deal_and_shares_ties() -> None:
    result = run(Table(3, MIXED), 6, Settings(samples=4))
    assert result.deals == 6 and 0 <= result.win_rate <= 1


def test_the_suggester_plays_its_own_styles_card_unless_the_search_clearly_beats_it() -> None:
    deal = played_deal(4, Style.GREEDY, 21, 5)  # a seat whose best sampled card is not careful's
    view = View.of(deal)
    spot_now = Spot.of_cards(view.middle, view.starter, False, False)
    careful = choose_rank(Style.CAREFUL, spot_now, [c // 4 + 1 for c in view.hand], random.Random())
    trusting = suggest(view, seed=2, samples=30, prior_z=math.inf)
    assert trusting.card // 4 + 1 == careful
    searching = suggest(view, seed=2, samples=30, prior_z=None)
    best = max(searching.cards, key=lambda v: (v.win_probability, v.expected_cards, -v.card))
    assert searching.card == best.card and best.card // 4 + 1 != careful
