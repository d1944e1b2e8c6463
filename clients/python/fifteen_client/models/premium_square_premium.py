from typing import Literal

PremiumSquarePremium = Literal["double-letter", "double-word", "triple-letter", "triple-word"]

PREMIUM_SQUARE_PREMIUM_VALUES: set[PremiumSquarePremium] = {
    "double-letter",
    "double-word",
    "triple-letter",
    "triple-word",
}


def check_premium_square_premium(value: str) -> PremiumSquarePremium:
    if value in PREMIUM_SQUARE_PREMIUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PREMIUM_SQUARE_PREMIUM_VALUES!r}")
