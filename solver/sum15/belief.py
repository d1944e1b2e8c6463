"""What the others may hold, read from how they played, and deals sampled
from it.

A greedy player (``players.greedy_card``) plays the card that picks up the
most now, else its lowest.  So every card it still holds is one that, at each
of its past plays, would not have picked up more than the card it played,
nor as many while being lower.  ``Reading.GREEDY`` reads each other seat's
past plays that way: those cards are all it may hold.  A seat whose plays no
greedy hand explains (fewer such cards are unseen than it has left) is not
read.  ``Reading.UNKNOWN`` reads no seat: each may hold any card the viewer has
not seen.

Deals are sampled seat by seat, the most constrained first, each hand drawn
uniformly from the cards its seat may hold that are still undealt; the rest,
shuffled, is the stock.  When the draws leave a seat short
(``TRIES`` times), the deal is sampled without reading the plays.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass

from solver.sum15.knowledge import PastPlay, View
from solver.sum15.playout import Ranked
from solver.sum15.rules import SEED_RULES, HouseRules, pickup
from solver.sum15.selfplay import Deal

TRIES = 20
"""Draws of the others' hands before a sample gives up reading their plays."""


class Reading(enum.Enum):
    """How the others' past plays are read."""

    GREEDY = "greedy"
    """As a greedy player's: what it still holds would not have done better."""
    UNKNOWN = "unknown"
    """Not at all: any unseen card may be in any hand."""


def greedy_may_hold(plays: list[PastPlay], card: int, rules: HouseRules = SEED_RULES) -> bool:
    """Whether a greedy player that made ``plays`` under ``rules`` may still
    hold ``card``."""
    return _greedy_fit(plays, rules)(card)


def _greedy_fit(plays: list[PastPlay], rules: HouseRules) -> Callable[[int], bool]:
    """``greedy_may_hold`` for ``plays``, with what each play picked up
    worked out once."""
    picked = [pickup(p.middle, p.total, p.card, rules, p.starter)[0] for p in plays]

    def fits(card: int) -> bool:
        for play, count in zip(plays, picked, strict=True):
            instead = pickup(play.middle, play.total, card, rules, play.starter)[0]
            if instead > count or (instead == count and card < play.card):
                return False
        return True

    return fits


@dataclass(frozen=True)
class Belief:
    """The viewer's belief: for each seat, which unseen cards it may hold."""

    view: View
    unseen: tuple[int, ...]
    may_hold: tuple[tuple[int, ...], ...]
    """Per seat, indices into ``unseen`` (empty for the viewer)."""
    order: tuple[int, ...]
    """The other seats that hold cards, the most constrained first."""

    @classmethod
    def of(cls, view: View, reading: Reading = Reading.GREEDY) -> Belief:
        unseen = tuple(view.unseen())
        everything = tuple(range(len(unseen)))
        may_hold: list[tuple[int, ...]] = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat or not size:
                may_hold.append(())
                continue
            allowed = everything
            if reading is Reading.GREEDY:
                plays = [play for play in view.history if play.seat == seat]
                fit = _greedy_fit(plays, view.rules)
                fits = {card: fit(card) for card in set(unseen)}
                read = tuple(i for i in everything if fits[unseen[i]])
                if len(read) >= size:  # else it did not play greedily
                    allowed = read
            may_hold.append(allowed)
        order = sorted(
            (seat for seat, size in enumerate(view.hand_sizes) if size and seat != view.seat),
            key=lambda seat: (len(may_hold[seat]), seat),
        )
        return cls(view, unseen, tuple(may_hold), tuple(order))

    def sample(self, rng: random.Random) -> Deal:
        """A deal consistent with the view and the reading of the plays."""
        view = self.view
        hands, stock = self._deal(rng)
        return Deal(
            hands,
            stock,
            list(view.middle),
            list(view.picked),
            view.seat,
            decks=view.decks,
            rules=view.rules,
            starter=view.starter,
        )

    def sample_ranked(self, rng: random.Random) -> Ranked:
        """``sample``'s deal as ranks (the same deal for the same ``rng``),
        drawn without building the ``Deal``: what the suggester plays out."""
        view = self.view
        hands, stock = self._deal(rng)
        return Ranked.of_cards(
            hands, view.middle, stock, view.picked, view.seat, view.rules, view.starter
        )

    def _deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        """Every seat's hand (the viewer's its own) and the stock, the next
        starter last: a deal consistent with the view and the reading."""
        view = self.view
        hands = self._draw(rng)
        if hands is None:
            hands = self._draw(rng, read=False)
            assert hands is not None
        dealt = {i for hand in hands.values() for i in hand}
        stock = [card for i, card in enumerate(self.unseen) if i not in dealt]
        rng.shuffle(stock)
        return [
            list(view.hand) if seat == view.seat else [self.unseen[i] for i in hands.get(seat, ())]
            for seat in range(len(view.hand_sizes))
        ], stock[: view.stock_size]

    def _draw(self, rng: random.Random, read: bool = True) -> dict[int, list[int]] | None:
        """Each other seat's hand as indices into ``unseen``; None when every
        try left a seat short."""
        everything = range(len(self.unseen))
        for _ in range(TRIES if read else 1):
            used: set[int] = set()
            hands: dict[int, list[int]] = {}
            for seat in self.order:
                pool = [i for i in (self.may_hold[seat] if read else everything) if i not in used]
                size = self.view.hand_sizes[seat]
                if len(pool) < size:
                    break
                hands[seat] = rng.sample(pool, size)
                used.update(hands[seat])
            else:
                return hands
        return None
