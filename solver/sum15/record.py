"""A deal of Sum 15 dealt from a seed and played card by card: what the
games endpoint replays.

The deal is ``Deal.shuffled``'s (the tournaments' and self-play's): the
decks shuffled once from the seed (``random.Random``), six cards to each
seat in turn from the top, the first starter turned from the stock, later
starters turned from the stock as the rules call for them.  The rules of a
play are ``state.Sum15State``'s (``rules.play_card``); this module deals and
keeps the record: who played what, what it picked up and why, each seat's
pile.

>>> from solver.sum15.cards import names
>>> table = replay(7, players=2, plays=[])
>>> table.state.current_player(), len(table.state.hands[0]), len(table.state.starters)
(0, 6, 1)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from solver.core.errors import IllegalMoveError
from solver.core.game import CHANCE, TERMINAL
from solver.sum15.cards import name
from solver.sum15.rules import SEED_RULES, HouseRules, Reason, resolve
from solver.sum15.selfplay import Deal
from solver.sum15.state import Sum15State
from solver.sum15.table import winners


@dataclass(frozen=True)
class Entry:
    """One play of the record: the seat, its card, the cards it picked up
    (oldest first, the card itself last) and why, and the starter turned
    after it, if one was."""

    seat: int
    card: int
    picked_up: tuple[int, ...]
    reason: Reason | None
    starter: int | None


class Table:
    """A deal of ``players`` seats from ``decks`` (by default one per six
    players) dealt from ``seed``, its state and its record; ``ValueError``
    for a table the decks cannot deal."""

    def __init__(
        self, seed: int, players: int, decks: int | None = None, rules: HouseRules = SEED_RULES
    ) -> None:
        deal = Deal.shuffled(players, random.Random(seed), decks, rules)
        self.seed = seed
        self.stock = list(deal.stock)
        """The cards left to turn as starters; the next is the last."""
        self.state = Sum15State.from_deal(deal)
        self.piles: list[list[int]] = [[] for _ in range(players)]
        """The cards each seat has picked up, in the order it did."""
        self.turns: list[Entry] = []

    @property
    def to_move(self) -> int | None:
        """The seat to play, or None once every card is played."""
        seat = self.state.current_player()
        return None if seat == TERMINAL else seat

    def winners(self) -> list[int] | None:
        """The seats with the most cards picked up once the deal is over."""
        return None if self.to_move is not None else winners(self.state.picked)

    def play(self, card: int) -> Entry:
        """The seat to move plays ``card``; ``IllegalMoveError`` (nothing
        changed) if it holds none or the deal is over."""
        seat = self.to_move
        if seat is None:
            raise IllegalMoveError("the deal is over: every card has been played")
        if card not in self.state.hands[seat]:
            raise IllegalMoveError(f"{name(card)} is not in the hand of seat {seat}, to play")
        outcome = resolve(self.state.middle, card, self.state.rules, self.state.starter)
        state = self.state.apply_action(card)
        starter = None
        if state.current_player() == CHANCE:
            starter = self.stock.pop()
            state = state.apply_action(starter)
        self.state = state
        self.piles[seat].extend(outcome.picked_up)
        entry = Entry(seat, card, outcome.picked_up, outcome.reason, starter)
        self.turns.append(entry)
        return entry


def replay(
    seed: int,
    players: int,
    plays: Iterable[int],
    decks: int | None = None,
    rules: HouseRules = SEED_RULES,
) -> Table:
    """The deal dealt from ``seed`` after ``plays`` (cards, in order) under
    ``rules``; ``IllegalMoveError`` naming the first play that cannot be
    made (``index``, from 0) and why."""
    table = Table(seed, players, decks, rules)
    for index, card in enumerate(plays):
        try:
            table.play(card)
        except IllegalMoveError as error:
            raise error.of_move(f"play {index} ({name(card)})", index) from None
    return table
