from typing import Literal

GameState = Literal["draw", "in_progress", "won"]

GAME_STATE_VALUES: set[GameState] = {
    "draw",
    "in_progress",
    "won",
}


def check_game_state(value: str) -> GameState:
    if value in GAME_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_STATE_VALUES!r}")
