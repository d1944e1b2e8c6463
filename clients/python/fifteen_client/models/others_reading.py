from typing import Literal

OthersReading = Literal["careful", "fifteens", "greedy", "random", "sets", "table", "unknown"]

OTHERS_READING_VALUES: set[OthersReading] = {
    "careful",
    "fifteens",
    "greedy",
    "random",
    "sets",
    "table",
    "unknown",
}


def check_others_reading(value: str) -> OthersReading:
    if value in OTHERS_READING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OTHERS_READING_VALUES!r}")
