"""A deal played out to its end with every seat in its style, quickly.

The suggester plays thousands of these a move, so this is a fast path of
``Deal.play`` with ``league.policy`` at every seat: the same rules as
``rules.pickup``, on ranks alone, each seat choosing through its style's
fast chooser (``league.CHOOSERS``).  Only a card's rank matters to what it
picks up, and the league's players break ties between cards of one rank by
the lowest, so a hand kept as its ranks in order plays the same.
``tests/sum15/`` holds it to ``Deal.play`` and the league's players on many
deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from solver.sum15.cards import RANKS
from solver.sum15.league import CHOOSERS, Style, greedy_choice, picks
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal


@dataclass(frozen=True)
class Ranked:
    """A deal as ranks: each hand in order, the middle, the stock (the next
    starter last), the cards each seat has picked up, whose turn it is, the
    rules in force and whether the middle's first card is a starter."""

    hands: tuple[tuple[int, ...], ...]
    middle: tuple[int, ...]
    stock: tuple[int, ...]
    picked: tuple[int, ...]
    turn: int
    rules: HouseRules = SEED_RULES
    starter: bool = False
    styles: tuple[Style, ...] = ()
    """Each seat's style in the play-out; none given, every seat greedy."""

    @classmethod
    def of(cls, deal: Deal) -> Ranked:
        return cls.of_cards(
            deal.hands, deal.middle, deal.stock, deal.picked, deal.turn, deal.rules, deal.starter
        )

    @classmethod
    def of_cards(
        cls,
        hands: Sequence[Sequence[int]],
        middle: Sequence[int],
        stock: Sequence[int],
        picked: Sequence[int],
        turn: int,
        rules: HouseRules = SEED_RULES,
        starter: bool = False,
    ) -> Ranked:
        """The deal of these cards (as ``Deal`` holds them) as ranks."""
        return cls(
            tuple(tuple(sorted([RANKS[card] for card in hand])) for hand in hands),
            tuple([RANKS[card] for card in middle]),
            tuple([RANKS[card] for card in stock]),
            tuple(picked),
            turn,
            rules,
            starter,
        )


_UNDRAWN = random.Random(0)
"""The random source of a play-out no seat of which plays at random: never
drawn from, so a play-out does not seed one of its own each time."""


def play_out(deal: Ranked, first: int | None = None, rng: random.Random | None = None) -> list[int]:
    """The cards each seat has picked up at the end of ``deal``, the player
    to move playing a card of rank ``first`` (if given, else in its style)
    and then every seat in its style (``deal.styles``; random players draw
    from ``rng``)."""
    hands = [list(hand) for hand in deal.hands]
    middle = list(deal.middle)
    total = sum(middle)
    stock = list(deal.stock)
    picked = list(deal.picked)
    turn = deal.turn
    players = len(hands)
    rules = deal.rules
    any_order, restart = rules.runs_any_order, rules.restart_after_set
    choosers = [CHOOSERS[style] for style in deal.styles] if deal.styles else None
    if rng is None:
        rng = random.Random(0) if Style.RANDOM in deal.styles else _UNDRAWN
    # How many of the middle's first cards no set takes: a starter, unless
    # starters count among the cards played.
    unplayed = 1 if deal.starter and not rules.starter_in_sets else 0
    hand = hands[turn]
    if not hand:
        return picked
    if first is not None:
        rank, count = first, picks(first, middle, total, unplayed, any_order)
    elif choosers:
        rank, count = choosers[turn](hand, middle, total, unplayed, any_order, rng)
    else:
        rank, count = greedy_choice(hand, middle, total, unplayed, any_order)
    while True:
        hand.remove(rank)
        if count:
            picked[turn] += count
            if (total + rank) % 15 == 0:
                middle.clear()
                fifteen = True
            else:  # a set: the card played and the newest count - 1
                del middle[len(middle) - count + 1 :]
                fifteen = False
            total = sum(middle)
            if not middle:
                unplayed = 0
                if stock and (fifteen or restart):
                    middle.append(stock.pop())
                    total = middle[0]
                    unplayed = 0 if rules.starter_in_sets else 1
        else:
            middle.append(rank)
            total += rank
        turn = (turn + 1) % players
        hand = hands[turn]
        if not hand:
            return picked
        if choosers:
            rank, count = choosers[turn](hand, middle, total, unplayed, any_order, rng)
        else:
            rank, count = greedy_choice(hand, middle, total, unplayed, any_order)
