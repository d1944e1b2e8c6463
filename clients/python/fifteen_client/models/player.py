from typing import Literal

Player = Literal["even", "odd"]

PLAYER_VALUES: set[Player] = {
    "even",
    "odd",
}


def check_player(value: str) -> Player:
    if value in PLAYER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_VALUES!r}")
