"""The suggester: the card with the best expected outcome for what one
player can know.

Determinized sampling ("perfect information Monte Carlo"): deal the cards
the player has not seen (the others' hands and the stock) at random, many
times, consistently with everything it has seen; on each sampled deal play
every candidate card and the rest of the deal out, the other players
greedily (the card that picks up the most now) and, once at most
``ENDGAME_PLAYS`` plays are left, exactly (``endgame.solve``); average over
the samples.  Every candidate sees the same sampled deals.  The best card has
the highest chance of winning the deal (a tie for most cards shares it),
then the most cards expected.  Seeded: the same view, seed and sample count
give the same answer; ``budget_seconds`` only ever stops it early.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass

from solver.sum15.cards import DECK
from solver.sum15.endgame import ENDGAME_PLAYS, solve
from solver.sum15.game import Deal, win_share
from solver.sum15.players import Policy, greedy_card

DEFAULT_SAMPLES = 48
DEFAULT_BUDGET_SECONDS = 0.15


@dataclass(frozen=True)
class View:
    """What the player at ``seat`` knows when it is its turn."""

    seat: int
    decks: int
    hand: tuple[int, ...]
    middle: tuple[int, ...]
    picked: tuple[int, ...]
    """Cards each seat has picked up."""
    hand_sizes: tuple[int, ...]
    """Cards each seat still holds."""
    seen: tuple[int, ...]
    """Every card it has seen: its hand, every card played, every starter."""
    stock_size: int

    @classmethod
    def of(cls, deal: Deal) -> View:
        """The view of the seat to move in ``deal``."""
        seat = deal.turn
        return cls(
            seat,
            deal.decks,
            tuple(deal.hands[seat]),
            tuple(deal.middle),
            tuple(deal.picked),
            tuple(len(hand) for hand in deal.hands),
            (*deal.hands[seat], *deal.plays, *deal.starters),
            len(deal.stock),
        )

    def unseen(self) -> list[int]:
        """The cards it has not seen, each as often as it can still be there."""
        left = Counter(DECK * self.decks)
        left.subtract(self.seen)
        return sorted(left.elements())

    def sample(self, rng: random.Random) -> Deal:
        """A deal consistent with the view: the unseen cards shuffled into the
        others' hands and the stock."""
        unseen = self.unseen()
        rng.shuffle(unseen)
        hands = []
        for seat, size in enumerate(self.hand_sizes):
            if seat == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        stock = unseen[: self.stock_size]
        return Deal(hands, stock, list(self.middle), list(self.picked), self.seat, decks=self.decks)


@dataclass(frozen=True)
class CardValue:
    card: int
    expected_cards: float
    """Cards the player is expected to have picked up at the end of the deal."""
    win_probability: float


@dataclass(frozen=True)
class Suggestion:
    card: int
    cards: tuple[CardValue, ...]
    """Every distinct card in hand, best first."""
    samples: int
    finished: bool
    """False when the budget ran out before every sample was played."""


def play_out(deal: Deal) -> tuple[int, ...]:
    """The final cards picked up, everyone greedy, exact at the end."""
    while not deal.over:
        if sum(len(hand) for hand in deal.hands) <= ENDGAME_PLAYS:
            return solve(deal)
        deal.play(greedy_card(deal, _NO_RNG))
    return tuple(deal.picked)


_NO_RNG = random.Random(0)  # greedy play draws nothing


def suggest(
    view: View,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
) -> Suggestion:
    """The best card for ``view`` and the value of every card in hand."""
    started = time.perf_counter()
    rng = random.Random(seed)
    candidates = sorted(set(view.hand))
    cards = dict.fromkeys(candidates, 0.0)
    wins = dict.fromkeys(candidates, 0.0)
    margins = dict.fromkeys(candidates, 0.0)
    done = 0
    finished = True
    for _ in range(samples):
        sampled = view.sample(rng)
        for card in candidates:
            deal = sampled.copy()
            deal.play(card)
            final = play_out(deal)
            cards[card] += final[view.seat]
            wins[card] += win_share(final, view.seat)
            margins[card] += final[view.seat] - max(
                count for seat, count in enumerate(final) if seat != view.seat
            )
        done += 1
        if time.perf_counter() - started > budget_seconds and done < samples:
            finished = False
            break
    values = sorted(
        (CardValue(card, cards[card] / done, wins[card] / done) for card in candidates),
        key=lambda v: (-margins[v.card], -v.win_probability, v.card),
    )
    return Suggestion(values[0].card, tuple(values), done, finished)


def suggester(samples: int = DEFAULT_SAMPLES, budget_seconds: float = 10.0) -> Policy:
    """The suggester as a tournament policy (seeded by the deal's random source)."""

    def choose(deal: Deal, rng: random.Random) -> int:
        seed = rng.getrandbits(32)
        return suggest(
            View.of(deal), seed=seed, samples=samples, budget_seconds=budget_seconds
        ).card

    return choose
