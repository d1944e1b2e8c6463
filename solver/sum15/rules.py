"""What a played card picks up, under the house rules in force.

The card joins the middle.  If the middle's total (Ace 1, Jack 11, Queen
12, King 13, others their number) is then a multiple of 15, the player picks
up every card in it, and a new starter is turned.  Otherwise the newest
cards played may make a set, which the player picks up: three in order
rising or falling by one (``run``), else two of one rank (``pair``), else
two summing to 14 (``sum_14``).  (Where the seed is silent, see
``docs/sum15.md``: all cards win over a set, a run over two cards, an Ace is
low only, and 7-7 is a pair.)

Where the seed's words leave a table room, ``HouseRules`` says how it plays;
its defaults are the seed's words: a starter is turned only after a
multiple of 15, a starter is not one of "the last cards played", and a run
is three cards in the order played.

>>> from solver.sum15.cards import parse, names
>>> outcome = resolve([parse("8H"), parse("4S")], parse("3C"))
>>> names(outcome.picked_up), outcome.reason.value, outcome.middle_after
(['8H', '4S', '3C'], 'multiple_of_15', ())
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from solver.core.errors import UnreachablePositionError
from solver.sum15.cards import name, rank


@dataclass(frozen=True)
class HouseRules:
    """How a table reads what the seed leaves open; by default, its words."""

    restart_after_set: bool = False
    """A new starter is turned when a set empties the middle (the seed turns
    one only after a multiple of 15: "Then place a new starter...")."""
    starter_in_sets: bool = False
    """A starter counts among "the last two (three) cards played" for a
    set (the seed: a starter is turned, not played)."""
    runs_any_order: bool = False
    """Three cards that can be ordered into a run make one, as in
    cribbage (``2-4-3``); the seed's examples are in order: "2-3-4 or
    Q-J-10"."""

    def named(self) -> dict[str, bool]:
        """Each option by its name, as the API writes them."""
        return dataclasses.asdict(self)


SEED_RULES: Final = HouseRules()
"""The seed's words."""
CLASSIC_RULES: Final = HouseRules(restart_after_set=True, starter_in_sets=True)
"""The readings the service played by before 1.6.0."""
EVERY_RULES: Final = tuple(
    HouseRules(*options) for options in itertools.product((False, True), repeat=3)
)
"""Every set of house rules, the seed's words first."""


class Reason(enum.Enum):
    SUM_14 = "sum_14"
    PAIR = "pair"
    RUN = "run"
    MULTIPLE_OF_15 = "multiple_of_15"


@dataclass(frozen=True)
class Resolution:
    """The cards picked up (oldest first), why, and the middle that stays."""

    picked_up: tuple[int, ...]
    reason: Reason | None
    middle_after: tuple[int, ...]


def is_run(before: int, last: int, card: int, any_order: bool) -> bool:
    """Whether three ranks, played in this order, are a run: rising or
    falling by one, or with ``any_order`` three that can be ordered so.

    >>> is_run(2, 3, 4, False), is_run(12, 11, 10, False), is_run(2, 4, 3, False)
    (True, True, False)
    >>> is_run(2, 4, 3, True), is_run(2, 2, 3, True)
    (True, False)
    """
    if any_order:
        low, high = min(before, last, card), max(before, last, card)
        return high - low == 2 and before != last != card != before
    step = card - last
    return step in (1, -1) and last - before == step


def pickup(
    middle: Sequence[int],
    total: int,
    card: int,
    rules: HouseRules = SEED_RULES,
    starter: bool = False,
) -> tuple[int, Reason | None]:
    """How many of the newest cards ``card`` picks up when played on
    ``middle`` (whose ranks sum to ``total``; its first card a starter if
    ``starter``), ``card`` included, and why: ``(0, None)`` for none.  The
    one statement of the rules; the simulator calls it for every card it
    considers."""
    card_rank = rank(card)
    if (total + card_rank) % 15 == 0:
        return len(middle) + 1, Reason.MULTIPLE_OF_15
    played = len(middle) - (starter and bool(middle) and not rules.starter_in_sets)
    if played:
        last = rank(middle[-1])
        if played >= 2 and is_run(rank(middle[-2]), last, card_rank, rules.runs_any_order):
            return 3, Reason.RUN
        if last == card_rank:
            return 2, Reason.PAIR
        if last + card_rank == 14:
            return 2, Reason.SUM_14
    return 0, None


class Played(NamedTuple):
    """What a card played did: how many cards it picked up (itself
    included), why, the middle's new total, and whether a new starter is
    due (turned if the stock holds one)."""

    cards: int
    reason: Reason | None
    total: int
    starter_due: bool


def play_card(
    middle: list[int],
    total: int,
    card: int,
    rules: HouseRules = SEED_RULES,
    starter: bool = False,
) -> Played:
    """Play ``card`` onto ``middle`` (oldest first, changed in place; its
    first card a starter if ``starter``), whose ranks sum to ``total``.  A
    middle emptied by a multiple of 15 wants a new starter, and one emptied
    by a set does under ``restart_after_set``; the deal, the state and the
    replay of a seat's view all play every card through here."""
    count, reason = pickup(middle, total, card, rules, starter)
    middle.append(card)
    if not count:
        return Played(0, None, total + rank(card), False)
    del middle[len(middle) - count :]
    due = not middle and (reason is Reason.MULTIPLE_OF_15 or rules.restart_after_set)
    return Played(count, reason, sum(rank(c) for c in middle), due)


def check_middle(
    middle: Sequence[int], rules: HouseRules = SEED_RULES, starter: bool = False
) -> None:
    """``UnreachablePositionError`` naming ``middle[i]`` unless ``middle``
    (oldest first; its first card a starter if ``starter``) is one play can
    leave: every card in it picked up nothing when it joined the cards
    before it (a pick-up takes the newest cards, so what stays is a middle
    as it was before them).

    >>> from solver.sum15.cards import parse
    >>> try:
    ...     check_middle([parse("KC"), parse("KD"), parse("KH")])
    ... except UnreachablePositionError as error:
    ...     print(error.part, error)
    middle[1] KD after KC would have picked up 2 cards (pair): no play leaves them in the middle
    """
    total = 0
    for index, card in enumerate(middle):
        if index == 0 and starter:
            total += rank(card)
            continue  # turned, not played: it picked up nothing
        count, reason = pickup(middle[:index], total, card, rules, starter)
        if count:
            assert reason is not None
            raise UnreachablePositionError(
                f"{name(card)} after {name(middle[index - 1])} would have picked up "
                f"{count} cards ({reason.value}): no play leaves them in the middle",
                part=f"middle[{index}]",
            )
        total += rank(card)


def resolve(
    middle: Sequence[int], card: int, rules: HouseRules = SEED_RULES, starter: bool = False
) -> Resolution:
    """Play ``card`` onto ``middle`` (oldest first; its first card a
    starter if ``starter``), a middle play can leave (``check_middle``)."""
    count, reason = pickup(middle, sum(rank(c) for c in middle), card, rules, starter)
    pile = (*middle, card)
    if not count:
        return Resolution((), None, pile)
    return Resolution(pile[len(pile) - count :], reason, pile[: len(pile) - count])
