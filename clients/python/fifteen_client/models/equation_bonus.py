from typing import Literal

EquationBonus = Literal["log2", "sqrt"]

EQUATION_BONUS_VALUES: set[EquationBonus] = {
    "log2",
    "sqrt",
}


def check_equation_bonus(value: str) -> EquationBonus:
    if value in EQUATION_BONUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EQUATION_BONUS_VALUES!r}")
