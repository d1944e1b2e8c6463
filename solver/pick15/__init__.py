"""Number Scrabble (Pick15): pick numbers from 1 to 9, the first to hold three
that sum to 15 wins; solved exactly in memory.

- ``game``: the position, its status, legal picks, and the exact values.
- ``answers``: its answers as JSON-ready dicts.
"""

from solver.pick15.position import (
    GAME_TYPE,
    MAGIC_SQUARE,
    NUMBERS,
    SQUARE_OF,
    TRIPLES,
    Pick,
    Pick15Analysis,
    Pick15Position,
    Pick15Status,
    PickValue,
    Side,
    analyze,
    choose_pick,
    move_values,
    principal_variation,
    random_play,
    value,
)

__all__ = [
    "GAME_TYPE",
    "MAGIC_SQUARE",
    "NUMBERS",
    "Pick",
    "Pick15Analysis",
    "Pick15Position",
    "Pick15Status",
    "PickValue",
    "SQUARE_OF",
    "Side",
    "TRIPLES",
    "analyze",
    "choose_pick",
    "move_values",
    "principal_variation",
    "random_play",
    "value",
]
