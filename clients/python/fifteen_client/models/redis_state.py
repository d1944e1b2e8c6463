from typing import Literal

RedisState = Literal["disabled", "down", "ok"]

REDIS_STATE_VALUES: set[RedisState] = {
    "disabled",
    "down",
    "ok",
}


def check_redis_state(value: str) -> RedisState:
    if value in REDIS_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDIS_STATE_VALUES!r}")
