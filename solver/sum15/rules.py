"""What a played card picks up.

The card joins the middle.  If the middle's total (Ace 1, Jack 11, Queen
12, King 13, others their number) is then a multiple of 15, the player picks
up every card in it.  Otherwise the newest cards may make a set, which the
player picks up: three in order rising or falling by one (``run``), else two
of one rank (``pair``), else two summing to 14 (``sum_14``).  A starter card
in the middle counts like a played one.  (Where the seed is silent, see
``docs/sum15.md``: all cards win over a set, a run over two cards, an Ace is
low only, and 7-7 is a pair.)

>>> from solver.sum15.cards import parse, names
>>> outcome = resolve([parse("8H"), parse("4S")], parse("3C"))
>>> names(outcome.picked_up), outcome.reason.value, outcome.middle_after
(['8H', '4S', '3C'], 'multiple_of_15', ())
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from solver.core.errors import UnreachablePositionError
from solver.sum15.cards import name, rank


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


def pickup(middle: Sequence[int], total: int, card: int) -> tuple[int, Reason | None]:
    """How many of the newest cards ``card`` picks up when played on
    ``middle`` (whose ranks sum to ``total``), ``card`` included, and why:
    ``(0, None)`` for none.  The one statement of the rules; the simulator
    calls it for every card it considers."""
    card_rank = rank(card)
    if (total + card_rank) % 15 == 0:
        return len(middle) + 1, Reason.MULTIPLE_OF_15
    if middle:
        last = rank(middle[-1])
        if len(middle) >= 2:
            before = rank(middle[-2])
            step = card_rank - last
            if step in (1, -1) and last - before == step:
                return 3, Reason.RUN
        if last == card_rank:
            return 2, Reason.PAIR
        if last + card_rank == 14:
            return 2, Reason.SUM_14
    return 0, None


def play_card(middle: list[int], total: int, card: int) -> tuple[int, Reason | None, int]:
    """Play ``card`` onto ``middle`` (oldest first, changed in place), whose
    ranks sum to ``total``: how many cards it picked up (``card`` included),
    why, and the new total.  A middle left empty wants a new starter, turned
    from the stock if any is left; the deal and the replay of a seat's view
    both play every card through here."""
    count, reason = pickup(middle, total, card)
    middle.append(card)
    if not count:
        return 0, None, total + rank(card)
    del middle[len(middle) - count :]
    return count, reason, sum(rank(c) for c in middle)


def check_middle(middle: Sequence[int]) -> None:
    """``UnreachablePositionError`` naming ``middle[i]`` unless ``middle``
    (oldest first) is one play can leave: every card in it picked up
    nothing when it joined the cards before it (a pick-up takes the newest
    cards, so what stays is a middle as it was before them).

    >>> from solver.sum15.cards import parse
    >>> try:
    ...     check_middle([parse("KC"), parse("KD"), parse("KH")])
    ... except UnreachablePositionError as error:
    ...     print(error.part, error)
    middle[1] KD after KC would have picked up 2 cards (pair): no play leaves them in the middle
    """
    total = 0
    for index, card in enumerate(middle):
        count, reason = pickup(middle[:index], total, card)
        if count:
            assert reason is not None
            raise UnreachablePositionError(
                f"{name(card)} after {name(middle[index - 1])} would have picked up "
                f"{count} cards ({reason.value}): no play leaves them in the middle",
                part=f"middle[{index}]",
            )
        total += rank(card)


def resolve(middle: Sequence[int], card: int) -> Resolution:
    """Play ``card`` onto ``middle`` (oldest first), a middle play can
    leave (``check_middle``)."""
    count, reason = pickup(middle, sum(rank(c) for c in middle), card)
    pile = (*middle, card)
    if not count:
        return Resolution((), None, pile)
    return Resolution(pile[len(pile) - count :], reason, pile[: len(pile) - count])
