from typing import Literal

LineRule = Literal["product", "sum"]

LINE_RULE_VALUES: set[LineRule] = {
    "product",
    "sum",
}


def check_line_rule(value: str) -> LineRule:
    if value in LINE_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINE_RULE_VALUES!r}")
