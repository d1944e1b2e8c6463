from enum import StrEnum


class EquationBonus(StrEnum):
    LOG2 = "log2"
    SQRT = "sqrt"

    def __str__(self) -> str:
        return str(self.value)
