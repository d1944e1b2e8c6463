"""Each bench runs, in a quick mode, so that none stops working unnoticed."""

from __future__ import annotations

import os

import pytest

from bench import (
    edge_bench,
    mathscrabble_games_bench,
    mathscrabble_steps,
    redis_pause_bench,
    rq_search_bench,
    search_flood_bench,
)
from harness.live import nginx_binary

pytestmark = pytest.mark.live


def test_the_math_scrabble_games_bench_plays_through_the_api(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert mathscrabble_games_bench.main(["--deals", "1", "--budget-ms", "100"]) == 0
    printed = capsys.readouterr().out
    assert "equity against score, 2 games" in printed
    assert "replay of a whole game" in printed and "six scoreless turns" in printed


def test_the_math_scrabble_steps_bench_repeats_its_stored_fingerprint(
    capsys: pytest.CaptureFixture[str],
) -> None:
    check = ["--boards", "2", "--check", str(mathscrabble_steps.STORED)]
    assert mathscrabble_steps.main(check) == 0
    assert "2 of 2 boards as stored" in capsys.readouterr().out


def test_the_search_flood_bench_runs_through_nginx(capsys: pytest.CaptureFixture[str]) -> None:
    if nginx_binary() is None and os.environ.get("CI") != "true":
        pytest.skip("nginx is not installed (scripts/system-packages)")
    assert search_flood_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "idle   lookup p50" in printed and "flood  lookup p50" in printed
    assert "('moves', 200)" in printed and "('analysis', 200)" in printed


def test_the_redis_pause_bench_pauses_redis(capsys: pytest.CaptureFixture[str]) -> None:
    assert redis_pause_bench.main(["--seconds", "1"]) == 0
    printed = capsys.readouterr().out
    assert "paused  graham" in printed and "running variant" in printed


def test_the_rq_search_bench_measures_both_workers(capsys: pytest.CaptureFixture[str]) -> None:
    assert rq_search_bench.main(["--jobs", "3"]) == 0
    printed = capsys.readouterr().out
    assert "rq.Worker" in printed and "rq.SimpleWorker" in printed


def test_the_edge_bench_holds_slow_clients_at_nginx_and_at_gunicorn_alone(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if nginx_binary() is None and os.environ.get("CI") != "true":
        pytest.skip("nginx is not installed (scripts/system-packages)")
    assert edge_bench.main(["--requests", "20", "--alone-seconds", "2"]) == 0
    printed = capsys.readouterr().out
    assert "through nginx, 200 slow connections" in printed
    assert "gunicorn alone, 16 slow bodies" in printed
