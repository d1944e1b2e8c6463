"""A deal of Sum 15, played in turn.

Seat 0 sits left of the dealer and plays first; seats play in order until
every dealt card is played.  The middle starts with a starter card turned
from the stock; after a multiple of 15 (and, under ``restart_after_set``,
a set that empties the middle) a new starter is turned; with none turned
(the stock empty, or a set), the next card played starts the middle.
Cards left in the middle at the end are nobody's.
"""

from __future__ import annotations

import random

from solver.sum15.cards import DECK, rank
from solver.sum15.rules import SEED_RULES, HouseRules, Reason
from solver.sum15.table import HAND, check_table, next_seat, play_turn


class Deal:
    """The whole state of a deal (every hand and the stock's order): what a
    simulation plays on.  ``play`` applies the rules; nothing else changes it."""

    __slots__ = (
        "hands",
        "stock",
        "middle",
        "total",
        "picked",
        "turn",
        "starters",
        "plays",
        "decks",
        "rules",
        "starter",
    )

    def __init__(
        self,
        hands: list[list[int]],
        stock: list[int],
        middle: list[int],
        picked: list[int],
        turn: int,
        starters: list[int] | None = None,
        plays: list[int] | None = None,
        decks: int = 1,
        rules: HouseRules = SEED_RULES,
        starter: bool | None = None,
    ) -> None:
        """``starter``: whether the middle's first card is a starter (by
        default, whether it is the last starter turned)."""
        self.hands = hands
        self.stock = stock  # the next starter is stock[-1]
        self.middle = middle
        self.total = sum(rank(card) for card in middle)
        self.picked = picked  # cards each seat has picked up
        self.turn = turn
        self.starters = starters if starters is not None else []
        self.plays = plays if plays is not None else []
        self.decks = decks
        self.rules = rules
        if starter is None:
            starter = bool(middle and self.starters and middle[0] == self.starters[-1])
        self.starter = starter

    @classmethod
    def shuffled(
        cls,
        players: int,
        rng: random.Random,
        decks: int | None = None,
        rules: HouseRules = SEED_RULES,
    ) -> Deal:
        """Shuffle ``decks`` (by default one per six players), deal, turn a starter."""
        decks = check_table(players, decks)
        cards = list(DECK) * decks
        rng.shuffle(cards)
        hands = [cards[HAND * seat : HAND * (seat + 1)] for seat in range(players)]
        stock = cards[HAND * players :]
        starter = stock.pop()
        return cls(hands, stock, [starter], [0] * players, 0, [starter], [], decks, rules, True)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return not self.hands[self.turn]

    def play(self, card: int) -> Reason | None:
        """The player to move plays ``card`` from its hand (ValueError if it
        holds none); returns why it picked up cards, or None."""
        self.hands[self.turn].remove(card)
        turn = play_turn(
            self.middle,
            self.total,
            card,
            self.rules,
            self.starter,
            stock=len(self.stock),
            last=not any(self.hands),
        )
        self.total, self.starter = turn.total, turn.starter
        self.plays.append(card)
        self.picked[self.turn] += turn.picked
        if turn.turns_starter:
            starter = self.stock.pop()
            self.starters.append(starter)
            self.middle.append(starter)
            self.total = rank(starter)
            self.starter = True
        self.turn = next_seat(self.turn, len(self.hands))
        return turn.reason

    def copy(self) -> Deal:
        return Deal(
            [list(hand) for hand in self.hands],
            list(self.stock),
            list(self.middle),
            list(self.picked),
            self.turn,
            list(self.starters),
            list(self.plays),
            self.decks,
            self.rules,
            self.starter,
        )
