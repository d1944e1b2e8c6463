from enum import StrEnum


class OthersReading(StrEnum):
    GREEDY = "greedy"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
