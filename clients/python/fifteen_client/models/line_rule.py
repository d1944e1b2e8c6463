from enum import StrEnum


class LineRule(StrEnum):
    PRODUCT = "product"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
