from enum import StrEnum


class GameState(StrEnum):
    DRAW = "draw"
    IN_PROGRESS = "in_progress"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
