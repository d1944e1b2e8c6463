from enum import StrEnum


class Side(StrEnum):
    FIRST = "first"
    SECOND = "second"

    def __str__(self) -> str:
        return str(self.value)
