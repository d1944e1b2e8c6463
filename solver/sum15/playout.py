"""A deal played out to its end with every player greedy, quickly.

The suggester plays thousands of these a move, so this is a fast path of
``Deal.play`` with ``players.greedy_card`` at every seat: the same rules as
``rules.pickup``, on ranks alone.  Only a card's rank matters to what it
picks up, and greedy play breaks ties by the lowest card, rank first, so a
hand kept as its ranks in order plays the same.  ``tests/sum15/test_sum15.py``
holds it to ``Deal.play`` and ``greedy_card`` on many deals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.sum15.cards import RANKS
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


def play_out(deal: Ranked, first: int | None = None) -> list[int]:
    """The cards each seat has picked up at the end of ``deal``, the player
    to move playing a card of rank ``first`` (if given, else greedily) and
    then everyone greedily."""
    hands = [list(hand) for hand in deal.hands]
    middle = list(deal.middle)
    total = sum(middle)
    stock = list(deal.stock)
    picked = list(deal.picked)
    turn = deal.turn
    players = len(hands)
    hand = hands[turn]
    forced = first
    rules = deal.rules
    any_order, restart = rules.runs_any_order, rules.restart_after_set
    # How many of the middle's first cards no set takes: a starter, unless
    # starters count among the cards played.
    unplayed = 1 if deal.starter and not rules.starter_in_sets else 0
    while hand:
        size = len(middle)
        played = size - unplayed
        last = middle[-1] if played else -99
        before = middle[-2] if played >= 2 else -99
        # What each rank picks up, as rules.pickup says: every card on a
        # multiple of 15, else a run of three, else a pair or a sum of 14.
        index, rank, count, fifteen = 0, hand[0], -1, False
        for place, candidate in enumerate(hand):
            if forced is not None and candidate != forced:
                continue
            if (total + candidate) % 15 == 0:
                found = size + 1
            elif not played:
                found = 0
            elif before > 0 and (
                (
                    any_order
                    and max(before, last, candidate) - min(before, last, candidate) == 2
                    and before != last != candidate != before
                )
                or (
                    not any_order
                    and (candidate - last == 1 or candidate - last == -1)
                    and last - before == candidate - last
                )
            ):
                found = 3
            elif candidate == last or candidate + last == 14:
                found = 2
            else:
                found = 0
            if found > count:
                index, rank, count = place, candidate, found
                fifteen = (total + candidate) % 15 == 0
            if forced is not None:
                break
        forced = None
        del hand[index]
        if count:
            picked[turn] += count
            if fifteen:
                middle.clear()
            else:  # a set: the card played and the newest count - 1
                del middle[size - count + 1 :]
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
    return picked
