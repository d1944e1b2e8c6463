from enum import StrEnum


class PremiumSquarePremium(StrEnum):
    DOUBLE_LETTER = "double-letter"
    DOUBLE_WORD = "double-word"
    TRIPLE_LETTER = "triple-letter"
    TRIPLE_WORD = "triple-word"

    def __str__(self) -> str:
        return str(self.value)
