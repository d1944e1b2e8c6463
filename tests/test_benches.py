"""Each bench runs, in a quick mode, so that none stops working unnoticed."""

from __future__ import annotations

import pytest

from bench import mathscrabble_games_bench

pytestmark = pytest.mark.live


def test_the_math_scrabble_games_bench_plays_through_the_api(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert mathscrabble_games_bench.main(["--deals", "1", "--budget-ms", "100"]) == 0
    printed = capsys.readouterr().out
    assert "equity against score, 2 games" in printed
    assert "replay of a whole game" in printed and "six scoreless turns" in printed
