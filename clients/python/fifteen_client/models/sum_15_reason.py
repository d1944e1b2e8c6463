from enum import StrEnum


class Sum15Reason(StrEnum):
    MULTIPLE_OF_15 = "multiple_of_15"
    PAIR = "pair"
    RUN = "run"
    SUM_14 = "sum_14"

    def __str__(self) -> str:
        return str(self.value)
