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
from solver.sum15.rules import SEED_RULES, HouseRules, is_run
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
    rules = deal.rules
    any_order, restart = rules.runs_any_order, rules.restart_after_set
    # How many of the middle's first cards no set takes: a starter, unless
    # starters count among the cards played.
    unplayed = 1 if deal.starter and not rules.starter_in_sets else 0
    hand = hands[turn]
    if not hand:
        return picked
    if first is None:
        rank, count = _choice(hand, middle, total, unplayed, any_order)
    else:
        rank, count = first, _picks(first, middle, total, unplayed, any_order)
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
        rank, count = _choice(hand, middle, total, unplayed, any_order)


def _picks(rank: int, middle: list[int], total: int, unplayed: int, any_order: bool) -> int:
    """How many cards a card of ``rank`` picks up (itself included), as
    ``rules.pickup`` says."""
    if (total + rank) % 15 == 0:
        return len(middle) + 1
    played = len(middle) - unplayed
    if not played:
        return 0
    last = middle[-1]
    if played >= 2 and is_run(middle[-2], last, rank, any_order):
        return 3
    return 2 if rank == last or rank + last == 14 else 0


def _choice(
    hand: list[int], middle: list[int], total: int, unplayed: int, any_order: bool
) -> tuple[int, int]:
    """The rank a greedy player plays from ``hand`` (ranks in order) and how
    many cards it picks up, as ``rules.pickup`` says: every card on a
    multiple of 15, else a run of three, else a pair or a sum of 14; the
    most, then the lowest rank, else the lowest rank for none.  Only a few
    ranks can pick up anything, so those are looked up in the hand."""
    size = len(middle)
    played = size - unplayed
    best, count = hand[0], 0
    fifteen = -total % 15  # the one rank (if 1-13) that makes a multiple of 15
    if fifteen in hand:
        best, count = fifteen, size + 1
    if not played:
        return best, count
    last = middle[-1]
    if played >= 2 and count <= 3:
        before = middle[-2]
        if any_order:
            low, high = min(before, last), max(before, last)
            runs = (low + 1,) if high - low == 2 else (low - 1, high + 1) if high - low == 1 else ()
        else:
            runs = (last + last - before,) if last - before in (1, -1) else ()
        for rank in runs:
            if rank in hand and (count < 3 or (count == 3 and rank < best)):
                best, count = rank, 3
    if count <= 2:
        for rank in (last, 14 - last):
            if rank in hand and (count < 2 or rank < best):
                best, count = rank, 2
    return best, count
