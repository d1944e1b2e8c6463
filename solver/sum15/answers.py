"""Sum 15's answers as JSON-ready dicts: the shapes of the HTTP API.  Cards
are written by name (``"10H"``), figures rounded to four places."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solver.core.errors import PositionError
from solver.sum15.cards import name, names
from solver.sum15.knowledge import check_copies
from solver.sum15.record import Table, replay
from solver.sum15.records import read_game, write_game
from solver.sum15.rules import HouseRules, Resolution, check_middle, resolve
from solver.sum15.suggest import Suggestion
from solver.sum15.table import MAX_DECKS, check_table


def resolve_answer(
    middle: Sequence[int], card: int, rules: HouseRules, starter: bool
) -> dict[str, Any]:
    """``POST /v1/sum15/resolve``: what ``card`` picks up from ``middle``
    (its first card a starter if ``starter``) under ``rules``;
    ``PositionError`` for more copies of a card than the decks hold, or a
    middle no play leaves."""
    check_copies({"middle": middle, "card": card}, MAX_DECKS)
    if starter and not middle:
        raise PositionError(
            "an empty middle has no starter: a starter is the first card of the middle",
            part="starter",
        )
    check_middle(middle, rules, starter)
    return {**resolution_json(resolve(middle, card, rules, starter)), "rules": rules.named()}


def game_answer(
    seed: int, players: int, plays: Sequence[int], decks: int | None, rules: HouseRules
) -> dict[str, Any]:
    """``POST /v1/sum15/games``: the deal from ``seed`` after ``plays``;
    ``PositionError`` naming ``decks`` for decks that cannot deal the table,
    ``IllegalMoveError`` naming the first play that cannot be made."""
    check_table(players, decks)
    return game_json(replay(seed, players, plays, decks, rules))


def record_answer(text: str) -> dict[str, Any]:
    """``POST /v1/sum15/records``: the deal and plays the record ``text``
    holds, answered as ``game_answer`` answers them; ``RecordError`` naming
    the line for a record that cannot be read or disagrees with its replay."""
    return game_json(read_game(text).table)


def resolution_json(resolution: Resolution) -> dict[str, Any]:
    """``POST /v1/sum15/resolve``: the cards picked up, why, and the middle
    that stays."""
    return {
        "picked_up": names(resolution.picked_up),
        "reason": resolution.reason.value if resolution.reason else None,
        "middle_after": names(resolution.middle_after),
    }


def suggestion_json(suggestion: Suggestion, rules: HouseRules) -> dict[str, Any]:
    """``POST /v1/sum15/move``: the best card's figures, then every card's,
    and the rules they were worked out under."""
    values = [
        {
            "card": name(value.card),
            "expected_cards": round(value.expected_cards, 4),
            "win_probability": round(value.win_probability, 4),
            "win_interval": round(value.win_interval, 4),
        }
        for value in suggestion.cards
    ]
    return {
        **values[0],
        "cards": values,
        "samples": suggestion.samples,
        "finished": suggestion.finished,
        "styles": [
            {style.value: round(weight, 4) for style, weight in weights.items()}
            for weights in suggestion.styles
        ],
        "rules": rules.named(),
    }


def game_json(table: Table) -> dict[str, Any]:
    """``POST /v1/sum15/games``: the whole state of a deal replayed from its
    seed and plays, as the dealer sees it (every hand), with the record of
    its plays: each turn, and the game record (``records.write_game``)."""
    state = table.state
    return {
        "seed": table.seed,
        "players": state.players,
        "decks": state.decks,
        "hands": [names(hand) for hand in state.hands],
        "middle": names(state.middle),
        "starter": state.starter,
        "total": state.total,
        "starters": names(state.starters),
        "plays": names(state.plays),
        "piles": [names(pile) for pile in table.piles],
        "picked_up": list(state.picked),
        "stock": len(table.stock),
        "to_move": table.to_move,
        "over": table.to_move is None,
        "winners": table.winners(),
        "turns": [
            {
                "seat": entry.seat,
                "card": name(entry.card),
                "picked_up": names(entry.picked_up),
                "reason": None if entry.reason is None else entry.reason.value,
                "starter": None if entry.starter is None else name(entry.starter),
            }
            for entry in table.turns
        ],
        "rules": state.rules.named(),
        "record": write_game(table),
    }
