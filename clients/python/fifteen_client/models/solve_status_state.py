from typing import Literal

SolveStatusState = Literal["done", "failed", "queued", "solving"]

SOLVE_STATUS_STATE_VALUES: set[SolveStatusState] = {
    "done",
    "failed",
    "queued",
    "solving",
}


def check_solve_status_state(value: str) -> SolveStatusState:
    if value in SOLVE_STATUS_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SOLVE_STATUS_STATE_VALUES!r}")
