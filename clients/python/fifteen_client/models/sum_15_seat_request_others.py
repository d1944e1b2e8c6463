from typing import Literal

Sum15SeatRequestOthers = Literal["careful", "engine", "fifteens", "greedy", "random", "sets"]

SUM_15_SEAT_REQUEST_OTHERS_VALUES: set[Sum15SeatRequestOthers] = {
    "careful",
    "engine",
    "fifteens",
    "greedy",
    "random",
    "sets",
}


def check_sum_15_seat_request_others(value: str) -> Sum15SeatRequestOthers:
    if value in SUM_15_SEAT_REQUEST_OTHERS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUM_15_SEAT_REQUEST_OTHERS_VALUES!r}")
