"""Generate a Python client from openapi.yaml and play against a live server."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from harness.live import ROOT, gunicorn


@pytest.fixture(scope="module")
def live_url() -> Iterator[str]:
    with gunicorn("--workers", "1") as url:
        yield url


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    out = tmp_path_factory.mktemp("client")
    bin_dir = Path(sys.executable).parent
    subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--meta",
            "none",
            "--output-path",
            str(out / "fifteen_client"),
        ],
        check=True,
        capture_output=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"},
    )
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module("fifteen_client")
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m.startswith("fifteen_client")]:
            del sys.modules[name]


def test_a_generated_client_plays_against_a_live_server(
    generated: ModuleType, live_url: str
) -> None:
    api = importlib.import_module("fifteen_client.api.games")
    models = importlib.import_module("fifteen_client.models")
    status_op = importlib.import_module("fifteen_client.api.games.post_v1_status")
    move_op = importlib.import_module("fifteen_client.api.games.post_v1_move")
    analysis_op = importlib.import_module("fifteen_client.api.games.post_v1_analysis")
    assert api is not None

    with generated.Client(base_url=live_url) as client:
        board = [None, None, None, None, 5, None, None, None, None]
        status = status_op.sync(client=client, body=models.StatusRequest(board=board))
        assert isinstance(status, models.Status)
        assert status.state == models.GameState.IN_PROGRESS
        assert status.to_move == models.Player.EVEN

        move = move_op.sync(
            client=client, body=models.MoveRequest(board=board, player=models.Player.EVEN)
        )
        assert isinstance(move, models.MoveResponse)
        assert (move.move.index, move.move.token) == (0, 2)
        assert move.outcome == models.Outcome.DRAW

        analysis = analysis_op.sync(client=client, body=models.StatusRequest(board=[None] * 9))
        assert isinstance(analysis, models.Analysis)
        assert analysis.outcome == models.Outcome.WIN and analysis.plies == 9
        assert len(analysis.moves) == 45

        bad = move_op.sync_detailed(
            client=client,
            body=models.MoveRequest(board=[10] + [None] * 8, player=models.Player.ODD),
        )
        assert bad.status_code == 422
        assert isinstance(bad.parsed, models.Problem)
        assert "board[0]" in bad.parsed.errors.additional_properties

        rules_op = importlib.import_module("fifteen_client.api.games.get_v1_rules")
        graham = rules_op.sync(client=client).rules[0]
        assert graham.numbers.odd == [1, 3, 5, 7, 9] and graham.numbers.even == [2, 4, 6, 8]
        by_name = move_op.sync(
            client=client,
            body=models.MoveRequest(
                board=board, player=models.Player.EVEN, rules=models.RuleName.NYGAARD
            ),
        )
        assert by_name.rules_id == "nygaard"


def test_the_named_rules_are_one_enum_type_for_generated_clients(generated: ModuleType) -> None:
    models = importlib.import_module("fifteen_client.models")
    assert [member.value for member in models.RuleName] == ["graham", "nygaard"]
    per_request = [name for name in dir(models) if "RulesType" in name]
    assert per_request == [], per_request


def test_a_generated_client_asks_by_get_and_in_batches(
    generated: ModuleType, live_url: str
) -> None:
    models = importlib.import_module("fifteen_client.models")
    get_move = importlib.import_module("fifteen_client.api.games.get_v1_move")
    batch_move = importlib.import_module("fifteen_client.api.batch.post_v1_batch_move")

    with generated.Client(base_url=live_url) as client:
        move = get_move.sync(client=client, board="_,_,_,_,5,_,_,_,_", player=models.Player.EVEN)
        assert isinstance(move, models.MoveResponse)
        assert (move.move.index, move.move.token) == (0, 2)

        good = models.MoveRequest(board=[None] * 9, player=models.Player.ODD)
        bad = models.MoveRequest(board=[None] * 9, player=models.Player.EVEN)
        batch = batch_move.sync(client=client, body=models.MoveBatchRequest(positions=[good, bad]))
        assert isinstance(batch, models.MoveBatch)
        first, second = batch.results
        assert isinstance(first, models.MoveResponse) and first.outcome == models.Outcome.WIN
        assert isinstance(second, models.BatchProblem) and second.problem.status == 409
