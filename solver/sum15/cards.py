"""Cards: a card is an int, ``4 * (rank - 1) + suit``; identical cards of
several decks are equal ints.

Ranks are 1 (Ace) to 13 (King), worth their rank in sums; suits are S, H, D,
C.  Cards are written rank then suit: ``"10H"``, ``"QS"``, ``"AD"``
(``"T"`` is read as 10).

>>> name(parse("TH")), rank(parse("QS")), parse("ad") == parse("AD")
('10H', 12, True)
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable

from solver.core.text import ascii_upper
from solver.sum15.errors import CardError

SUITS = "SHDC"
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_OF = {text: value for value, text in enumerate(RANK_NAMES, start=1)} | {"T": 10}
DECK = tuple(range(52))
"""One deck: every card once."""
DECK_PLAYERS = 6
"""Players one deck serves: ceil(players / 6) decks are shuffled together."""


def rank(card: int) -> int:
    return card // 4 + 1


RANKS = tuple(rank(card) for card in DECK)
"""Each card's rank, by card: ``RANKS[card] == rank(card)``, for loops that
look up thousands a move."""


def name(card: int) -> str:
    return RANK_NAMES[card // 4] + SUITS[card % 4]


def parse(text: str) -> int:
    """The card ``text`` names (any case); ``CardError`` for anything else."""
    if not isinstance(text, str):
        raise CardError(
            f'a card is a string of rank then suit, as "10H" or "QS", not {_kind(text)}'
        )
    if not 2 <= len(text) <= 3:
        raise CardError(f"{text[:20]!r} is not a card: write rank then suit, as 10H or QS")
    upper = ascii_upper(text)
    value, suit_letter = _RANK_OF.get(upper[:-1]), upper[-1]
    if value is None or suit_letter not in SUITS:
        raise CardError(
            f"{text!r} is not a card: ranks A 2-10 J Q K (T for 10), suits S H D C, as 10H or QS"
        )
    return 4 * (value - 1) + SUITS.index(suit_letter)


def _kind(value: object) -> str:
    """What ``value``, read from JSON, is, in JSON's words."""
    if value is None or isinstance(value, bool):
        return "null" if value is None else str(value).lower()
    if isinstance(value, numbers.Number):
        return f"the number {value}"
    return "a list" if isinstance(value, list) else "an object"


def decks_for(players: int) -> int:
    """Decks a deal for ``players`` uses: one per six players, rounded up."""
    return -(-players // DECK_PLAYERS)


def names(cards: Iterable[int]) -> list[str]:
    return [name(card) for card in cards]
