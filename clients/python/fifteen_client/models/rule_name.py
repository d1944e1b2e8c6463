from enum import StrEnum


class RuleName(StrEnum):
    GRAHAM = "graham"
    NYGAARD = "nygaard"

    def __str__(self) -> str:
        return str(self.value)
