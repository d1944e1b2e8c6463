from typing import Literal

TableState = Literal["loaded", "missing"]

TABLE_STATE_VALUES: set[TableState] = {
    "loaded",
    "missing",
}


def check_table_state(value: str) -> TableState:
    if value in TABLE_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TABLE_STATE_VALUES!r}")
