from typing import Literal

PlayRanking = Literal["equity", "score"]

PLAY_RANKING_VALUES: set[PlayRanking] = {
    "equity",
    "score",
}


def check_play_ranking(value: str) -> PlayRanking:
    if value in PLAY_RANKING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAY_RANKING_VALUES!r}")
