"""The whole hostile catalogue, every part's cases in one list."""

from __future__ import annotations

from tests.hostile import (
    game_cases,
    http_cases,
    mathscrabble_cases,
    query_cases,
    sum15_cases,
    tictactoe_cases,
)
from tests.hostile.case import Case

CASES: list[Case] = [
    *http_cases.CASES,
    *tictactoe_cases.CASES,
    *query_cases.CASES,
    *sum15_cases.CASES,
    *mathscrabble_cases.CASES,
    *game_cases.CASES,
]
