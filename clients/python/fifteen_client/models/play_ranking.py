from enum import StrEnum


class PlayRanking(StrEnum):
    EQUITY = "equity"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
