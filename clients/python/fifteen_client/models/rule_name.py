from typing import Literal

RuleName = Literal["graham", "nygaard"]

RULE_NAME_VALUES: set[RuleName] = {
    "graham",
    "nygaard",
}


def check_rule_name(value: str) -> RuleName:
    if value in RULE_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_NAME_VALUES!r}")
