from enum import StrEnum


class Direction(StrEnum):
    ACROSS = "across"
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
