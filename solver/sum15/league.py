"""The league: the styles of play the suggester meets and models.

A style is a preference over the cards a seat may play, read from the
middle alone (none of them counts cards): ``preference`` is its one
statement, on ranks, and a player of that style plays its most preferred
rank (its lowest card of that rank).  The same statement serves three
places: the tournaments' players (``policy``), the play-outs' fast
choosers (``CHOOSERS``, held to ``preference`` by the tests), and the
reading of a seat's past plays (``belief``: which styles explain them, and
what a seat of each style may still hold).

A preference has a major part, what the style is about, and a minor part,
how it breaks ties (by default the lowest card): a reader forgives another
tie-break more easily than another aim.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from solver.sum15.rules import is_run
from solver.sum15.selfplay import Deal

RANK_RANGE = range(1, 14)


class Style(enum.Enum):
    """How a player of the league chooses its card."""

    GREEDY = "greedy"
    """The most cards now, else the lowest card (the docs' greedy player)."""
    CAREFUL = "careful"
    """The most cards now, else the card that leaves the next seat the
    least to pick up (the most any card could take), then the lowest."""
    FIFTEENS = "fifteens"
    """A multiple of 15 whenever it can, else the biggest set, else the
    highest card (a bigger middle for the next 15)."""
    SETS = "sets"
    """The biggest set whenever it can, else a multiple of 15, else the
    lowest card."""
    RANDOM = "random"
    """Any card, uniformly."""


STYLES = tuple(Style)


class Spot(NamedTuple):
    """What a player sees when it chooses, as ranks: the middle (oldest
    first), its total, how many of its first cards no set takes (a starter,
    unless starters count in sets: 0 or 1) and whether runs count in any
    order."""

    middle: Sequence[int]
    total: int
    unplayed: int
    any_order: bool

    @classmethod
    def of_deal(cls, deal: Deal) -> Spot:
        """The spot of the seat to move in ``deal``."""
        rules = deal.rules
        return cls.of_cards(deal.middle, deal.starter, rules.starter_in_sets, rules.runs_any_order)

    @classmethod
    def of_cards(
        cls, middle: Sequence[int], starter: bool, starter_in_sets: bool, any_order: bool
    ) -> Spot:
        """The spot of a middle of cards (its first a starter if ``starter``)."""
        ranks = [card // 4 + 1 for card in middle]
        unplayed = 1 if starter and ranks and not starter_in_sets else 0
        return cls(ranks, sum(ranks), unplayed, any_order)


def picks(rank: int, middle: Sequence[int], total: int, unplayed: int, any_order: bool) -> int:
    """How many cards a card of ``rank`` picks up (itself included) on a
    middle of ranks, as ``rules.pickup`` says: every card on a multiple of
    15, else a run of three, else a pair or a sum of 14, else none."""
    if (total + rank) % 15 == 0:
        return len(middle) + 1
    played = len(middle) - unplayed
    if not played:
        return 0
    last = middle[-1]
    if played >= 2 and is_run(middle[-2], last, rank, any_order):
        return 3
    return 2 if rank == last or rank + last == 14 else 0


def threat(spot: Spot, rank: int) -> int:
    """The most the next seat could pick up after ``rank`` is played onto
    ``spot`` and picks nothing up: the declaration ``_threat_after``
    shortcuts."""
    middle = [*spot.middle, rank]
    total = spot.total + rank
    return max(picks(r, middle, total, spot.unplayed, spot.any_order) for r in RANK_RANGE)


class Preference(NamedTuple):
    """A style's liking for a card: the greater, the likelier played."""

    major: tuple[int, ...]
    """What the style is about."""
    minor: int
    """How it breaks ties."""


def preference(style: Style, spot: Spot, rank: int) -> Preference:
    """How much a player of ``style`` likes playing ``rank`` at ``spot``:
    the one statement of each style."""
    count = picks(rank, spot.middle, spot.total, spot.unplayed, spot.any_order)
    fifteen = count > 0 and (spot.total + rank) % 15 == 0
    if style is Style.GREEDY:
        return Preference((count,), -rank)
    if style is Style.CAREFUL:
        return Preference((count, 0 if count else -threat(spot, rank)), -rank)
    if style is Style.FIFTEENS:
        return Preference((int(fifteen), count), rank)
    if style is Style.SETS:
        return Preference((0 if fifteen else count, count), -rank)
    return Preference((), 0)


def choose_rank(style: Style, spot: Spot, ranks: Sequence[int], rng: random.Random) -> int:
    """The rank a player of ``style`` plays from a hand of ``ranks``."""
    if style is Style.RANDOM:
        return rng.choice(list(ranks))
    return max(set(ranks), key=lambda rank: preference(style, spot, rank))


Policy = Callable[[Deal, random.Random], int]
"""A tournament player: the card the seat to move plays in a deal, from
what it can know (its hand and the public cards), with a random source."""


def policy(style: Style) -> Policy:
    """A player of ``style``: its most preferred rank, its lowest card of it."""

    def choose(deal: Deal, rng: random.Random) -> int:
        hand = deal.hands[deal.turn]
        if style is Style.RANDOM:
            return rng.choice(hand)
        chosen = choose_rank(style, Spot.of_deal(deal), [card // 4 + 1 for card in hand], rng)
        return min(card for card in hand if card // 4 + 1 == chosen)

    return choose


# The play-outs' fast choosers: each takes a hand of ranks in order, the
# middle's ranks, their total, the unplayed count, any_order and a random
# source, and returns the rank played and how many cards it picks up.
Chooser = Callable[[list[int], list[int], int, int, bool, random.Random], tuple[int, int]]


def greedy_choice(
    hand: list[int],
    middle: list[int],
    total: int,
    unplayed: int,
    any_order: bool,
    rng: random.Random | None = None,
) -> tuple[int, int]:
    """``Style.GREEDY``'s rank from ``hand`` and the cards it picks up.
    Only a few ranks can pick up anything (the one that makes a multiple
    of 15, a run's, a pair's, a sum of 14's), so those are looked up in
    the hand."""
    size = len(middle)
    played = size - unplayed
    best, count = hand[0], 0
    fifteen = -total % 15
    if fifteen in hand:
        best, count = fifteen, size + 1
    if not played:
        return best, count
    last = middle[-1]
    if played >= 2 and count <= 3:
        for rank in _run_ranks(middle[-2], last, any_order):
            if rank in hand and (count < 3 or (count == 3 and rank < best)):
                best, count = rank, 3
    if count <= 2:
        for rank in (last, 14 - last):
            if rank in hand and (count < 2 or rank < best):
                best, count = rank, 2
    return best, count


def _run_ranks(before: int, last: int, any_order: bool) -> tuple[int, ...]:
    """The ranks (maybe out of 1-13) that make a run after ``before``, ``last``."""
    if any_order:
        low, high = min(before, last), max(before, last)
        return (low + 1,) if high - low == 2 else (low - 1, high + 1) if high - low == 1 else ()
    return (last + last - before,) if last - before in (1, -1) else ()


def _threat_after(middle: list[int], total: int, unplayed: int, any_order: bool, rank: int) -> int:
    """``threat`` quickly: after ``rank`` joins the middle, the next seat can
    always make a pair; a run if the last two step by one; every card if
    some rank makes the next multiple of 15."""
    size = len(middle) + 1
    most = size + 1 if 1 <= -(total + rank) % 15 <= 13 else 2
    if most < 3 and size - unplayed >= 2:
        if any(1 <= r <= 13 for r in _run_ranks(middle[-1], rank, any_order)):
            most = 3
    return most


def careful_choice(
    hand: list[int],
    middle: list[int],
    total: int,
    unplayed: int,
    any_order: bool,
    rng: random.Random | None = None,
) -> tuple[int, int]:
    """``Style.CAREFUL``'s rank from ``hand`` and the cards it picks up."""
    best, count = greedy_choice(hand, middle, total, unplayed, any_order)
    if count:
        return best, count
    least, previous = 99, 0
    for rank in hand:
        if rank != previous:
            previous = rank
            danger = _threat_after(middle, total, unplayed, any_order, rank)
            if danger < least:
                best, least = rank, danger
    return best, 0


def _set_ranks(
    hand: list[int], middle: list[int], unplayed: int, any_order: bool
) -> list[tuple[int, int]]:
    """The ranks in ``hand`` that make a set on ``middle`` and its size."""
    played = len(middle) - unplayed
    if not played:
        return []
    last = middle[-1]
    found = []
    if played >= 2:
        found = [(r, 3) for r in _run_ranks(middle[-2], last, any_order) if r in hand]
    return found + [(r, 2) for r in (last, 14 - last) if r in hand]


def fifteens_choice(
    hand: list[int],
    middle: list[int],
    total: int,
    unplayed: int,
    any_order: bool,
    rng: random.Random | None = None,
) -> tuple[int, int]:
    """``Style.FIFTEENS``'s rank from ``hand`` and the cards it picks up."""
    fifteen = -total % 15
    if fifteen in hand:
        return fifteen, len(middle) + 1
    sets = _set_ranks(hand, middle, unplayed, any_order)
    if sets:
        return max(sets, key=lambda found: (found[1], found[0]))
    return hand[-1], 0


def sets_choice(
    hand: list[int],
    middle: list[int],
    total: int,
    unplayed: int,
    any_order: bool,
    rng: random.Random | None = None,
) -> tuple[int, int]:
    """``Style.SETS``'s rank from ``hand`` and the cards it picks up."""
    fifteen = -total % 15
    sets = [found for found in _set_ranks(hand, middle, unplayed, any_order) if found[0] != fifteen]
    if sets:
        return max(sets, key=lambda found: (found[1], -found[0]))
    if fifteen in hand:
        return fifteen, len(middle) + 1
    return hand[0], 0


def random_choice(
    hand: list[int],
    middle: list[int],
    total: int,
    unplayed: int,
    any_order: bool,
    rng: random.Random,
) -> tuple[int, int]:
    """``Style.RANDOM``'s rank: any card of the hand, uniformly."""
    rank = hand[int(rng.random() * len(hand))]
    return rank, picks(rank, middle, total, unplayed, any_order)


CHOOSERS: dict[Style, Chooser] = {
    Style.GREEDY: greedy_choice,
    Style.CAREFUL: careful_choice,
    Style.FIFTEENS: fifteens_choice,
    Style.SETS: sets_choice,
    Style.RANDOM: random_choice,
}
"""Each style's fast chooser for the play-outs."""

PLAYERS: dict[Style, Policy] = {style: policy(style) for style in Style}
"""A tournament player of each style."""
greedy_card = PLAYERS[Style.GREEDY]
random_card = PLAYERS[Style.RANDOM]
