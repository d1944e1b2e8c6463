"""The baselines the suggester plays against: random and greedy.

A policy gets the deal and the seat to move and may look only at what that
seat can know: its own hand and the public cards.  The suggester's own
policy is ``suggest``'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from solver.sum15.rules import pickup
from solver.sum15.selfplay import Deal

Policy = Callable[[Deal, random.Random], int]


def random_card(deal: Deal, rng: random.Random) -> int:
    """Any card of the hand, uniformly."""
    return rng.choice(deal.hands[deal.turn])


def greedy_card(deal: Deal, rng: random.Random) -> int:
    """The card that picks up the most now, else the lowest (by rank)."""
    best_card, best_count = -1, 0
    for card in deal.hands[deal.turn]:
        count = pickup(deal.middle, deal.total, card, deal.rules, deal.starter)[0]
        if count > best_count or (count == best_count and (best_card < 0 or card < best_card)):
            best_card, best_count = card, count
    return best_card


POLICIES: dict[str, Policy] = {"random": random_card, "greedy": greedy_card}
