from enum import StrEnum


class OthersReading(StrEnum):
    CAREFUL = "careful"
    FIFTEENS = "fifteens"
    GREEDY = "greedy"
    RANDOM = "random"
    SETS = "sets"
    TABLE = "table"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
