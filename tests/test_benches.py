"""Each bench runs, in a quick mode, so that none stops working unnoticed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from bench import (
    attack_bench,
    batch_bench,
    cache_bench,
    deploy_bench,
    edge_bench,
    fleet_bench,
    http_bench,
    http_layers_bench,
    mathscrabble_bench,
    mathscrabble_equity_bench,
    mathscrabble_games_bench,
    mathscrabble_league_bench,
    mathscrabble_steps,
    proof_bench,
    redis_pause_bench,
    rq_search_bench,
    search_flood_bench,
    soak_bench,
    sum15_api_bench,
    sum15_bench,
    sum15_posterior,
    tictactoe_bench,
    tictactoe_search_bench,
    tictactoe_timeout_bench,
    variants_bench,
)
from harness.live import ROOT, nginx_binary

pytestmark = pytest.mark.live


def needs_nginx() -> None:
    if nginx_binary() is None and os.environ.get("CI") != "true":
        pytest.skip("nginx is not installed (scripts/system-packages)")


def needs_wrk() -> None:
    if shutil.which("wrk") is None and os.environ.get("CI") != "true":
        pytest.skip("wrk is not installed (scripts/system-packages)")


def test_every_bench_has_a_quick_run_here() -> None:
    this = Path(__file__).read_text()
    benches = sorted(path.stem for path in (ROOT / "bench").glob("*_bench.py"))
    assert benches and [name for name in benches if f"{name}.main(" not in this] == []


def test_the_tic_tac_toe_bench_times_lookups(capsys: pytest.CaptureFixture[str]) -> None:
    assert tictactoe_bench.main(["--positions", "200", "--skip-build"]) == 0
    assert "target: best move <= 20 us median" in capsys.readouterr().out


def test_the_board_search_bench_proves_late_4x4_positions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tictactoe_search_bench.main(["--quick"]) == 0
    out = capsys.readouterr().out
    assert "6 empty: 3 positions, proven" in out and "plain minimax" in out


def test_the_proof_bench_proves_and_checks_4x4_positions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert proof_bench.main(["--quick"]) == 0
    assert "nodes/s" in capsys.readouterr().out
    assert proof_bench.main(["--lines", "1", "--empty", "7", "8", "--nodes", "100000"]) == 0
    assert "game 1 (to 8 empty): 7: " in capsys.readouterr().out


def test_the_timeout_bench_judges_stopped_searches_moves(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tictactoe_timeout_bench.main(["--quick"]) == 0
    assert "worse than best" in capsys.readouterr().out


def test_the_math_scrabble_bench_searches_stored_boards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert mathscrabble_bench.main(["--boards", "2", "--cap", "5"]) == 0
    assert "at the default budget (1 s, limit 10): proven" in capsys.readouterr().out


def test_the_math_scrabble_equity_bench_plays_and_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert mathscrabble_equity_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "time a move through gunicorn" in printed and "win rate" in printed


def test_the_sum15_bench_plays_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    assert sum15_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "time a move at the API's defaults" in printed and "win rate" in printed
    assert "(the seed's words)" in printed and "14 players on 2 decks" in printed
    assert "suggester vs careful" in printed and "suggester vs suggester" in printed


def test_the_math_scrabble_league_bench_plays_short_games_in_quick_mode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert mathscrabble_league_bench.main(["--quick", "--against", "tiles", "random"]) == 0
    printed = capsys.readouterr().out
    assert "equity against tiles, 2 games" in printed
    assert "equity against random, 2 games" in printed
    assert printed.count("win rate") == 2 and "500 steps a turn" in printed


def test_the_sum15_api_bench_plays_the_league_through_the_api(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert sum15_api_bench.main(["--quick"]) == 0
    assert "through the API at 8 samples, suggester vs careful" in capsys.readouterr().out


def test_the_sum15_posterior_bench_compares_the_draws(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert sum15_posterior.main(["--quick"]) == 0
    assert sum15_posterior.main(["--quick", "--against", "margin"]) == 0
    printed = capsys.readouterr().out
    assert "the largest gap in a seat's chance" in printed and "the swapped draw minus" in printed
    assert "ranking by the margin minus" in printed


def test_the_variants_bench_floods_lookups(capsys: pytest.CaptureFixture[str]) -> None:
    assert variants_bench.main(["--flood-seconds", "1", "--skip-solves"]) == 0
    assert "Graham /v1/move under flood" in capsys.readouterr().out


def test_the_deploy_bench_weighs_a_worker(capsys: pytest.CaptureFixture[str]) -> None:
    needs_wrk()
    assert deploy_bench.main(["--seconds", "1"]) == 0
    assert "extra_worker_mib" in capsys.readouterr().out


def test_the_http_bench_loads_gunicorn(capsys: pytest.CaptureFixture[str]) -> None:
    needs_wrk()
    assert http_bench.main(["--seconds", "1", "--rounds", "1"]) == 0
    assert "ratio move/trivial, median" in capsys.readouterr().out


def test_the_cache_bench_compares_cache_and_batches(capsys: pytest.CaptureFixture[str]) -> None:
    needs_wrk()
    needs_nginx()
    assert cache_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "cached GET / POST, median" in printed and "batch / single positions/s" in printed


def test_the_soak_bench_paces_a_load(capsys: pytest.CaptureFixture[str]) -> None:
    needs_wrk()
    assert soak_bench.main(["--quick"]) == 0
    assert "failed 0" in capsys.readouterr().out


def test_the_attack_bench_floods_through_nginx(capsys: pytest.CaptureFixture[str]) -> None:
    needs_wrk()
    needs_nginx()
    assert attack_bench.main(["--seconds", "1", "--connections", "2"]) == 0
    assert "target: p99 under attack" in capsys.readouterr().out


def test_the_math_scrabble_games_bench_plays_through_the_api(
    capsys: pytest.CaptureFixture[str],
) -> None:
    quick = ["--deals", "1", "--steps", "500", "--against", "tiles"]
    assert mathscrabble_games_bench.main(quick) == 0
    printed = capsys.readouterr().out
    assert "equity against tiles, 2 games" in printed and "at steps 500" in printed
    assert "replay of a whole game" in printed and "six scoreless turns" in printed


def test_the_math_scrabble_steps_bench_repeats_its_stored_fingerprint(
    capsys: pytest.CaptureFixture[str],
) -> None:
    check = ["--boards", "2", "--check", str(mathscrabble_steps.STORED)]
    assert mathscrabble_steps.main(check) == 0
    assert "2 of 2 boards as stored" in capsys.readouterr().out


def test_the_search_flood_bench_runs_through_nginx(capsys: pytest.CaptureFixture[str]) -> None:
    needs_nginx()
    assert search_flood_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "idle   lookup p50" in printed and "flood  lookup p50" in printed
    assert "('moves', 200)" in printed and "('analysis', 200)" in printed


def test_the_search_flood_bench_runs_in_composes_rq_mode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    needs_nginx()
    assert search_flood_bench.main(["--quick", "--rq"]) == 0
    printed = capsys.readouterr().out
    assert "compose's RQ mode" in printed and "flood  lookup p50" in printed


def test_the_fleet_bench_floods_kills_pauses_and_fills_in_composes_mode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert fleet_bench.main(["--quick"]) == 0
    printed = capsys.readouterr().out
    assert "fairness over 4 s" in printed and "a lost worker: answered" in printed
    assert "Redis paused: a suggestion answered 200" in printed and "solves:" in printed


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
    needs_nginx()
    assert edge_bench.main(["--requests", "20", "--alone-seconds", "2"]) == 0
    printed = capsys.readouterr().out
    assert "through nginx, 200 slow connections" in printed
    assert "gunicorn alone, 16 slow bodies" in printed


def test_the_batch_bench_times_batches_against_the_bare_analysis(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert batch_bench.main(["--batches", "1", "--positions", "50"]) == 0
    assert "batch analysis / bare analysis" in capsys.readouterr().out


def test_the_http_layers_bench_times_each_layer_of_a_move(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert http_layers_bench.main(["--requests", "20", "--repeats", "1"]) == 0
    printed = capsys.readouterr().out
    assert "POST /probe/answered" in printed and "POST /v1/move" in printed
