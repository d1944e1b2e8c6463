from typing import Literal

MathScrabbleSeatTurnKind = Literal["exchange", "pass", "play"]

MATH_SCRABBLE_SEAT_TURN_KIND_VALUES: set[MathScrabbleSeatTurnKind] = {
    "exchange",
    "pass",
    "play",
}


def check_math_scrabble_seat_turn_kind(value: str) -> MathScrabbleSeatTurnKind:
    if value in MATH_SCRABBLE_SEAT_TURN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATH_SCRABBLE_SEAT_TURN_KIND_VALUES!r}")
