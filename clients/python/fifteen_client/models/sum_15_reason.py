from typing import Literal

Sum15Reason = Literal["multiple_of_15", "pair", "run", "sum_14"]

SUM_15_REASON_VALUES: set[Sum15Reason] = {
    "multiple_of_15",
    "pair",
    "run",
    "sum_14",
}


def check_sum_15_reason(value: str) -> Sum15Reason:
    if value in SUM_15_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUM_15_REASON_VALUES!r}")
