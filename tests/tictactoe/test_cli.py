"""The command line: build, analyze and stats."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from service import create_app
from solver.cli import main, parse_board
from solver.games import GAMES
from solver.tictactoe import GRAHAM, NYGAARD
from solver.tictactoe.solve import solve
from solver.tictactoe.store import expected_checksums
from solver.tictactoe.table import encode

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "solver", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_analyze_prints_the_api_fields() -> None:
    result = run("analyze", "--rules", "graham", "--board", "_ _ _ _ 5 _ _ _ _")
    assert result.returncode == 0, result.stderr
    analysis = json.loads(result.stdout)
    assert {
        "state",
        "winner",
        "line",
        "to_move",
        "outcome",
        "plies",
        "moves",
        "principal_variation",
    } <= set(analysis)
    assert analysis["to_move"] == "even"
    assert analysis["moves"][0]["move"] == {"player": "even", "index": 0, "token": 2}
    assert set(analysis["moves"][0]) == {"move", "outcome", "plies"}


def test_analyze_jsonl_answers_line_by_line() -> None:
    lines = [
        {"rules": "nygaard", "board": [None] * 4 + [5] + [None] * 4},
        {"rules": "graham", "board": [None] * 9},
        {"board": [1, 1]},
    ]
    result = run("analyze", "--jsonl", stdin="\n".join(json.dumps(x) for x in lines))
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert answers[0]["outcome"] == "win" and answers[0]["to_move"] == "even"
    assert answers[1]["outcome"] == "win" and answers[1]["plies"] == 9
    assert answers[2]["part"] == "board" and "9 cells" in answers[2]["error"]
    assert result.returncode == 1


def test_a_bad_board_on_the_command_line_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "--board", "_ _ x _ _ _ _ _ _"]) == 2
    assert "cell 2: 'x'" in capsys.readouterr().err


def test_stats_prints_the_exact_count() -> None:
    result = run("stats", "--rules", "graham")
    assert result.returncode == 0
    assert "9,003,966" in result.stdout


def test_parse_board_accepts_underscores_and_commas() -> None:
    assert parse_board("1,_,_ _ 5 _ _ _ 2") == [1, None, None, None, 5, None, None, None, 2]


@pytest.mark.parametrize("rules", [GRAHAM, NYGAARD], ids=lambda r: r.name)
def test_a_fresh_build_has_the_recorded_checksum(rules: object) -> None:
    import hashlib

    data = encode(solve(rules))  # type: ignore[arg-type]
    assert hashlib.sha256(data).hexdigest() == expected_checksums()[rules.name]  # type: ignore[attr-defined]


def test_analyze_accepts_a_rule_set_object() -> None:
    result = run("analyze", "--rules", '{"target": 16}', "--board", "_ _ 5 _ 2 _ _ _ _")
    assert result.returncode == 0, result.stderr
    analysis = json.loads(result.stdout)
    assert analysis["rules_id"] == "t16:odd=1,3,5,7,9:even=2,4,6,8:first=odd"
    assert analysis["to_move"] == "odd"


def test_a_bad_rule_set_object_is_an_error() -> None:
    result = run("analyze", "--rules", '{"target": 16, "numbers": {"odd": [1, 1]}}', "--board", "_")
    assert result.returncode == 2
    assert "numbers.odd" in result.stderr


def test_build_presolves_a_variant_into_the_variants_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FIFTEEN_VARIANTS_DIR", str(tmp_path))
    spec = '{"target": 12, "numbers": {"odd": [1, 3, 5, 7], "even": [2, 4, 6]}}'
    result = run("build", "--rules", spec, '{"target": 250}')
    assert result.returncode == 0, result.stderr
    (table,) = tmp_path.glob("*.table")
    assert "nothing to solve" in result.stderr  # no line can sum to 250
    assert str(table) in result.stdout
    built = table.stat().st_mtime_ns
    assert run("build", "--rules", spec).returncode == 0
    assert table.stat().st_mtime_ns == built  # kept: not solved again

    client = create_app({"TESTING": True, "VARIANTS_DIR": str(tmp_path)}).test_client()
    rules = json.loads(spec)
    answer = client.post("/v1/analysis", json={"rules": rules, "board": [None] * 9})
    assert answer.status_code == 200
    assert client.post("/v1/solves", json={"rules": rules}).get_json()["state"] == "done"


def test_the_games_command_lists_every_game_of_the_registry(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["games"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert listed == list(GAMES)
