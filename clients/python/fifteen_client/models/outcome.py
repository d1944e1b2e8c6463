from typing import Literal

Outcome = Literal["draw", "loss", "win"]

OUTCOME_VALUES: set[Outcome] = {
    "draw",
    "loss",
    "win",
}


def check_outcome(value: str) -> Outcome:
    if value in OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OUTCOME_VALUES!r}")
