from typing import Literal

RuleSetSize = Literal[3, 4, 5]

RULE_SET_SIZE_VALUES: set[RuleSetSize] = {
    3,
    4,
    5,
}


def check_rule_set_size(value: int) -> RuleSetSize:
    if value in RULE_SET_SIZE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_SET_SIZE_VALUES!r}")
