"""A deal against the engine seen from one seat: that seat's hand, the
public cards (the middle, every play, the starters, the piles) and how many
cards each other seat holds; the other seats' plays made for them.

The whole deal is its seed and its plays (``record``); the seat's view
leaves out the other hands.  Once the deal is over nothing is hidden: the
view carries the seed and the record.

>>> table = seat_deal(7, 4, [], seat=2, others=Others.GREEDY, samples=50)
>>> view = seat_view(table, 2)
>>> view["to_move"], len(view["plays"]), view["hands"][0], len(view["hands"][2])
(2, 2, None, 6)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import Any

from solver.core.errors import IllegalMoveError
from solver.sum15.answers import game_json
from solver.sum15.cards import name, rank
from solver.sum15.knowledge import view_for
from solver.sum15.league import Spot, Style, choose_rank
from solver.sum15.record import Table
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.suggest import suggest


class Others(enum.Enum):
    """How the other seats play: the engine (the suggester, from what each
    seat can know), or a style of the league."""

    ENGINE = "engine"
    GREEDY = Style.GREEDY.value
    CAREFUL = Style.CAREFUL.value
    FIFTEENS = Style.FIFTEENS.value
    SETS = Style.SETS.value
    RANDOM = Style.RANDOM.value


DEFAULT_PLAYERS = 4
"""A new deal's table, unless asked."""
DEFAULT_SAMPLES = 60
"""The engine's samples a play for each other seat: a budget of work, so the
same plays on any machine (as the play page asked before the seat's view)."""


def seat_deal(
    seed: int,
    players: int,
    plays: Sequence[int],
    *,
    seat: int,
    others: Others,
    samples: int,
    decks: int | None = None,
    rules: HouseRules = SEED_RULES,
) -> Table:
    """The deal dealt from ``seed`` after ``plays`` (every seat's), then the
    other seats' plays until it is ``seat``'s turn or the deal is over;
    ``IllegalMoveError`` naming the first play that cannot be made."""
    table = Table(seed, players, decks, rules)
    for index, card in enumerate(plays):
        try:
            table.play(card)
        except IllegalMoveError as error:
            raise error.of_move(name(card), index) from None
    while table.to_move is not None and table.to_move != seat:
        table.play(_other_play(table, table.to_move, others, samples))
    return table


def _other_play(table: Table, player: int, others: Others, samples: int) -> int:
    """The card the seat ``player`` plays, from what it can know."""
    state = table.state
    hand = state.hands[player]
    rng = random.Random(f"{table.seed}/{len(state.plays)}")
    if others is Others.ENGINE:
        view = view_for(
            state.players,
            player,
            hand,
            state.starters,
            state.plays,
            state.decks,
            rules=state.rules,
        )
        return suggest(view, seed=rng.randrange(2**31), samples=samples, budget_seconds=None).card
    rules = state.rules
    spot = Spot.of_cards(state.middle, state.starter, rules.starter_in_sets, rules.runs_any_order)
    chosen = choose_rank(Style(others.value), spot, [rank(card) for card in hand], rng)
    return min(card for card in hand if rank(card) == chosen)


def seat_view(table: Table, seat: int) -> dict[str, Any]:
    """What ``seat`` may know of the deal, in ``/games``' shapes: the
    other hands left out (``hand_sizes`` counts them), the seed and the
    record too until the deal is over."""
    whole = game_json(table)
    hands = table.state.hands
    hidden: dict[str, Any] = {}
    if table.to_move is not None:
        hidden = {
            "seed": None,
            "record": None,
            "hands": [held if owner == seat else None for owner, held in enumerate(whole["hands"])],
        }
    return {**whole, "seat": seat, "hand_sizes": [len(hand) for hand in hands], **hidden}
