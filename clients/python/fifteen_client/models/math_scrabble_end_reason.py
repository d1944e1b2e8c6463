from enum import StrEnum


class MathScrabbleEndReason(StrEnum):
    SCORELESS_TURNS = "scoreless_turns"
    WENT_OUT = "went_out"

    def __str__(self) -> str:
        return str(self.value)
