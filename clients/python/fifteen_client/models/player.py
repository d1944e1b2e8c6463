from enum import StrEnum


class Player(StrEnum):
    EVEN = "even"
    ODD = "odd"

    def __str__(self) -> str:
        return str(self.value)
