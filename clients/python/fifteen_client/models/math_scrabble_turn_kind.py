from typing import Literal

MathScrabbleTurnKind = Literal["exchange", "pass", "play"]

MATH_SCRABBLE_TURN_KIND_VALUES: set[MathScrabbleTurnKind] = {
    "exchange",
    "pass",
    "play",
}


def check_math_scrabble_turn_kind(value: str) -> MathScrabbleTurnKind:
    if value in MATH_SCRABBLE_TURN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATH_SCRABBLE_TURN_KIND_VALUES!r}")
