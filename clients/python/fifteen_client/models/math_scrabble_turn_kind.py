from enum import StrEnum


class MathScrabbleTurnKind(StrEnum):
    EXCHANGE = "exchange"
    PASS = "pass"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
