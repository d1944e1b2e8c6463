from enum import StrEnum


class TableState(StrEnum):
    LOADED = "loaded"
    MISSING = "missing"

    def __str__(self) -> str:
        return str(self.value)
