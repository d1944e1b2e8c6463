from enum import StrEnum


class RedisState(StrEnum):
    DISABLED = "disabled"
    DOWN = "down"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
