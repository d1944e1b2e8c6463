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
from collections.abc import Sequence

from solver.core.errors import PositionError
from solver.sum15.cards import DECK, decks_for, rank
from solver.sum15.rules import SEED_RULES, HouseRules, Reason, play_card

HAND = 6
"""Cards dealt to each player."""
MIN_PLAYERS, MAX_PLAYERS = 2, 14


def fewest_decks(players: int) -> int:
    """The fewest decks that deal ``players`` hands and turn a starter: the
    seed's teacher dealt 14 players from two.

    >>> fewest_decks(6), fewest_decks(8), fewest_decks(14)
    (1, 1, 2)
    """
    return -(-(HAND * players + 1) // len(DECK))


MAX_DECKS = decks_for(MAX_PLAYERS)
"""The most decks a table takes: the default for the largest table."""


def check_table(players: int, decks: int | None = None) -> int:
    """The decks a deal of ``players`` uses (``decks``, by default one per
    six players); ``PositionError`` (a ``ValueError``) naming ``players``
    for a number of players the game is not for, or ``decks`` for decks
    that cannot deal every hand and a starter, or more than ``MAX_DECKS``.
    The one check of a table."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PositionError(
            f"Sum 15 is for {MIN_PLAYERS} to {MAX_PLAYERS} players, got {players}", part="players"
        )
    decks = decks or decks_for(players)
    fewest = fewest_decks(players)
    if not fewest <= decks <= MAX_DECKS:
        raise PositionError(
            f"{players} players need {fewest} to {MAX_DECKS} decks (every hand and a starter): "
            f"{decks} deck(s) cannot deal them",
            part="decks",
        )
    return decks


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
        hand = self.hands[self.turn]
        hand.remove(card)
        played = play_card(self.middle, self.total, card, self.rules, self.starter)
        self.total = played.total
        self.plays.append(card)
        if played.cards:
            self.picked[self.turn] += played.cards
            self.starter = self.starter and bool(self.middle)
            if played.starter_due and self.stock and any(self.hands):  # not after the last
                starter = self.stock.pop()
                self.starters.append(starter)
                self.middle.append(starter)
                self.total = rank(starter)
                self.starter = True
        self.turn = (self.turn + 1) % len(self.hands)
        return played.reason

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


def winners(picked: Sequence[int]) -> list[int]:
    """The seats with the most cards picked up (all of them share a tie)."""
    most = max(picked)
    return [seat for seat, count in enumerate(picked) if count == most]


def win_share(picked: Sequence[int], seat: int) -> float:
    """1 for an outright win, 1/k for a tie between k, else 0."""
    best = winners(picked)
    return 1 / len(best) if seat in best else 0.0
