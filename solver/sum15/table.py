"""The table of Sum 15: how many play, from how many decks, the hands, the
stock, whose turn it is, when a starter is turned, and who wins.  Each is
stated here once, for the game's state (``state``), the simulator
(``selfplay``) and the public replay (``knowledge``, ``record``);
``playout`` is the one declared fast path, held to these by its test.

A starter is turned when the play before asks for one (``rules.play_card``:
a multiple of 15, or under ``restart_after_set`` a set that empties the
middle), the stock still holds a card, and somebody still holds one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.core.errors import PositionError
from solver.sum15.cards import DECK, decks_for
from solver.sum15.rules import HouseRules, Reason, play_card

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


def winners(picked: Sequence[int]) -> list[int]:
    """The seats with the most cards picked up (all of them share a tie)."""
    most = max(picked)
    return [seat for seat, count in enumerate(picked) if count == most]


def win_share(picked: Sequence[int], seat: int) -> float:
    """1 for an outright win, 1/k for a tie between k, else 0."""
    best = winners(picked)
    return 1 / len(best) if seat in best else 0.0


def stock_after_deal(players: int, decks: int) -> int:
    """The cards left in the stock once every hand is dealt, before the
    first starter is turned."""
    return len(DECK) * decks - HAND * players


def seat_to_play(plays_made: int, players: int) -> int:
    """The seat whose turn it is after ``plays_made`` plays: seat 0 (left of
    the dealer) first, then round the table."""
    return plays_made % players


def next_seat(seat: int, players: int) -> int:
    """The seat that plays after ``seat``."""
    return (seat + 1) % players


def hands_held(plays_made: int, players: int) -> tuple[int, ...]:
    """The cards each seat holds after ``plays_made`` plays.

    >>> hands_held(5, 2)
    (3, 4)
    """
    return tuple(HAND - len(range(seat, plays_made, players)) for seat in range(players))


def deal_over(plays_made: int, players: int) -> bool:
    """Whether every dealt card has been played."""
    return plays_made >= HAND * players


@dataclass(frozen=True)
class Turn:
    """What one play did to the table."""

    picked: int
    """Cards the player picked up (the card played among them), 0 for none."""
    reason: Reason | None
    total: int
    """The middle's new total."""
    starter: bool
    """Whether the middle's first card is (still) a starter."""
    turns_starter: bool
    """Whether a new starter is turned from the stock now."""


def play_turn(
    middle: list[int],
    total: int,
    card: int,
    rules: HouseRules,
    starter: bool,
    *,
    stock: int,
    last: bool,
) -> Turn:
    """Play ``card`` onto ``middle`` (changed in place; its ranks sum to
    ``total``, its first card a starter if ``starter``), with ``stock``
    cards left to turn; ``last``: the deal's last play."""
    played = play_card(middle, total, card, rules, starter)
    return Turn(
        picked=played.cards,
        reason=played.reason,
        total=played.total,
        starter=starter and bool(middle),
        turns_starter=played.starter_due and stock > 0 and not last,
    )
