from typing import Literal

MathScrabbleSeatRequestOpponent = Literal["equity", "score"]

MATH_SCRABBLE_SEAT_REQUEST_OPPONENT_VALUES: set[MathScrabbleSeatRequestOpponent] = {
    "equity",
    "score",
}


def check_math_scrabble_seat_request_opponent(value: str) -> MathScrabbleSeatRequestOpponent:
    if value in MATH_SCRABBLE_SEAT_REQUEST_OPPONENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATH_SCRABBLE_SEAT_REQUEST_OPPONENT_VALUES!r}")
