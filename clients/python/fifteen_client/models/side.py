from typing import Literal

Side = Literal["first", "second"]

SIDE_VALUES: set[Side] = {
    "first",
    "second",
}


def check_side(value: str) -> Side:
    if value in SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIDE_VALUES!r}")
