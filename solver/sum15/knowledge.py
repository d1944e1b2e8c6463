"""What one player knows (``View``), checked by replaying the deal from the
cards it saw: the starters turned and every card played, in order.

A state no deal could produce raises ``PositionError`` (``part`` names what
is wrong: ``hand``, ``plays``, ``starters``, ``middle``, ``picked_up``,
``decks``, ``players``); a request for a player whose turn it is not raises
``WrongPlayerError``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from solver.core.errors import PositionError, WrongPlayerError
from solver.sum15.cards import DECK, decks_for, name, rank
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.table import (
    HAND,
    check_table,
    deal_over,
    hands_held,
    play_turn,
    seat_to_play,
    stock_after_deal,
)


@dataclass(frozen=True)
class PastPlay:
    """A card played, by whom, and the middle it was played onto (its
    first card a starter if ``starter``)."""

    seat: int
    middle: tuple[int, ...]
    card: int
    starter: bool = False

    @property
    def total(self) -> int:
        return sum(rank(card) for card in self.middle)


@dataclass(frozen=True)
class Replay:
    """The public state after the plays: the middle, each seat's pick-ups,
    and every play with the middle it met."""

    middle: tuple[int, ...]
    picked_up: tuple[tuple[int, ...], ...]
    stock_size: int
    history: tuple[PastPlay, ...]
    starter: bool
    """Whether the middle's first card is a starter."""


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
    history: tuple[PastPlay, ...]
    """Every play so far, in order."""
    rules: HouseRules = SEED_RULES
    starter: bool = False
    """Whether the middle's first card is a starter."""

    @classmethod
    def of(cls, deal: Deal) -> View:
        """The view of the seat to move in ``deal``."""
        return view_for(
            deal.players,
            deal.turn,
            deal.hands[deal.turn],
            deal.starters,
            deal.plays,
            deal.decks,
            rules=deal.rules,
        )

    def unseen(self) -> list[int]:
        """The cards it has not seen, each as often as it can still be there."""
        left = Counter(DECK * self.decks)
        left.subtract(self.seen)
        return sorted(left.elements())


def check_copies(fields: Mapping[str, Sequence[int] | int], decks: int) -> None:
    """``PositionError`` when a card is seen more often than ``decks`` decks
    hold it, naming the place (``plays[3]``, or ``card`` for a field of one
    card) where it is seen once too often, the fields taken in the order
    given, and every place it is seen."""
    places: dict[int, list[str]] = {}
    for field, cards in fields.items():
        listed = (
            [(field, cards)]
            if isinstance(cards, int)
            else [(f"{field}[{index}]", card) for index, card in enumerate(cards)]
        )
        for place, card in listed:
            seen = places.setdefault(card, [])
            seen.append(place)
            if len(seen) > decks:
                raise PositionError(
                    f"{name(card)} is seen {len(seen)} times ({', '.join(seen)}) but "
                    f"{decks} deck(s) hold it {decks} times",
                    part=seen[-1],
                )


def replay(
    players: int,
    decks: int,
    starters: Sequence[int],
    plays: Sequence[int],
    rules: HouseRules = SEED_RULES,
) -> Replay:
    """Replay the deal's public cards; every starter must have been needed."""
    _check_table(players, decks, plays)
    if not starters:
        raise PositionError("the first starter card is turned before any play", part="starters")
    stock = stock_after_deal(players, decks) - 1
    waiting = list(starters[1:])
    middle = [starters[0]]
    total, starter = rank(middle[0]), True
    picked: list[list[int]] = [[] for _ in range(players)]
    history = []
    for number, card in enumerate(plays):
        seat = seat_to_play(number, players)
        history.append(PastPlay(seat, tuple(middle), card, starter))
        before = [*middle, card]
        last = deal_over(number + 1, players)
        turn = play_turn(middle, total, card, rules, starter, stock=stock, last=last)
        total, starter = turn.total, turn.starter
        if turn.picked:
            picked[seat].extend(before[len(before) - turn.picked :])
            if turn.turns_starter:
                if not waiting:
                    raise PositionError(
                        f"play {number + 1} ({name(card)}) emptied the middle, so a new starter "
                        "was turned: list it in starters",
                        part="starters",
                    )
                middle = [waiting.pop(0)]
                total, starter = rank(middle[0]), True
                stock -= 1
    if waiting:
        raise PositionError(
            f"{len(waiting)} more starters than the plays turned ({len(starters) - len(waiting)})",
            part="starters",
        )
    picked_up = tuple(tuple(p) for p in picked)
    return Replay(tuple(middle), picked_up, stock, tuple(history), starter)


def _check_table(players: int, decks: int, plays: Sequence[int]) -> None:
    """``PositionError`` for a table the game is not for, or a deal over."""
    check_table(players, decks)
    if deal_over(len(plays), players):
        raise PositionError(
            f"every dealt card has been played ({HAND * players}): the deal is over",
            part="plays",
        )


def view_for(
    players: int,
    seat: int,
    hand: Sequence[int],
    starters: Sequence[int],
    plays: Sequence[int],
    decks: int | None = None,
    middle: Sequence[int] | None = None,
    picked_up: Sequence[Sequence[int]] | None = None,
    rules: HouseRules = SEED_RULES,
) -> View:
    """The view of ``seat``, whose turn it must be, checked against a
    replay under ``rules``."""
    decks = decks if decks is not None else decks_for(players)
    state = replay(players, decks, starters, plays, rules)
    if not 0 <= seat < players:
        raise PositionError(f"seats are 0 to {players - 1}, got {seat}", part="seat")
    to_move = seat_to_play(len(plays), players)
    if seat != to_move:
        raise WrongPlayerError(seat, to_move)
    hand_sizes = hands_held(len(plays), players)
    played = HAND - hand_sizes[seat]
    if len(hand) != HAND - played:
        raise PositionError(
            f"seat {seat} has played {played} cards, so it holds {HAND - played}, got {len(hand)}",
            part="hand",
        )
    check_copies({"hand": hand, "starters": starters, "plays": plays}, decks)
    if middle is not None and tuple(middle) != state.middle:
        raise PositionError(
            "the plays leave "
            + (" ".join(map(name, state.middle)) or "nothing")
            + " in the middle",
            part="middle",
        )
    if picked_up is not None:
        if len(picked_up) != len(state.picked_up):
            raise PositionError(
                f"gives pick-ups for {len(picked_up)} seat{'' if len(picked_up) == 1 else 's'}, "
                f"but the deal has {len(state.picked_up)} players: give one list for each seat",
                part="picked_up",
            )
        for seat_of, (given, made) in enumerate(zip(picked_up, state.picked_up, strict=True)):
            if sorted(given) != sorted(made):
                raise PositionError(
                    f"seat {seat_of} picked up "
                    + (" ".join(map(name, sorted(made))) or "nothing")
                    + " in these plays",
                    part=f"picked_up[{seat_of}]",
                )
    return View(
        seat,
        decks,
        tuple(hand),
        state.middle,
        tuple(len(p) for p in state.picked_up),
        hand_sizes,
        (*hand, *plays, *starters),
        state.stock_size,
        state.history,
        rules,
        state.starter,
    )
