from typing import Literal

MathScrabbleEndReason = Literal["scoreless_turns", "went_out"]

MATH_SCRABBLE_END_REASON_VALUES: set[MathScrabbleEndReason] = {
    "scoreless_turns",
    "went_out",
}


def check_math_scrabble_end_reason(value: str) -> MathScrabbleEndReason:
    if value in MATH_SCRABBLE_END_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATH_SCRABBLE_END_REASON_VALUES!r}")
