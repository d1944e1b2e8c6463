"""The official clients: generated from openapi.yaml, and played against a
live service (gunicorn) the way a game developer would use them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from functools import partial
from http import HTTPStatus
from pathlib import Path

import pytest
from fifteen_client import Client, models
from fifteen_client.api.batch import get_move_batch
from fifteen_client.api.math_scrabble import find_math_scrabble_moves, score_math_scrabble_play
from fifteen_client.api.solves import get_solve
from fifteen_client.api.sum15 import suggest_sum_15_card
from fifteen_client.api.tictactoe import (
    analyse_position,
    get_move,
    get_move_by_query,
    get_status,
    list_rules,
)
from fifteen_client.engine import Engine, GameNotOverError
from fifteen_client.waiting import ProblemError, answer, wait_for_location

from harness import clients
from harness.live import ROOT, gunicorn

pytestmark = pytest.mark.live

EMPTY: list[int | None] = [None] * 9


def needs_node() -> None:
    """Skip without npm, except under CI, where the TypeScript client's
    tests must run."""
    if clients.npm() is None or not (clients.TYPESCRIPT_CLIENT / "node_modules").is_dir():
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js and the TypeScript tools are required under CI=true")
        pytest.skip("Node.js or the TypeScript tools (scripts/typescript-tools) missing")


@pytest.fixture(scope="module")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    variants = tmp_path_factory.mktemp("variants")
    # A variant is answered 202 at once rather than after a wait, so that
    # the clients' waiting is what is tested, whatever the machine's speed.
    env = {"FIFTEEN_VARIANTS_DIR": str(variants), "FIFTEEN_SOLVE_WAIT": "0"}
    with gunicorn("--workers", "1", env=env) as url:
        yield url


@pytest.fixture
def client(live_url: str) -> Iterator[Client]:
    with Client(base_url=live_url, raise_on_unexpected_status=True) as made:
        yield made


# --- the contract generates well ---------------------------------------------


def test_the_committed_python_client_is_what_the_spec_generates(tmp_path: Path) -> None:
    clients.generate_python(tmp_path / "python")
    fresh = clients.generated_python_files(tmp_path / "python")
    committed = clients.generated_python_files(clients.PYTHON_CLIENT)
    assert sorted(committed) == sorted(fresh), "run scripts/generate-clients"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert stale == [], f"run scripts/generate-clients: {stale[:5]}"


def test_the_committed_typescript_types_are_what_the_spec_generates(tmp_path: Path) -> None:
    needs_node()
    clients.generate_typescript_schema(tmp_path / "schema.ts")
    committed = (clients.TYPESCRIPT_CLIENT / clients.TYPESCRIPT_SCHEMA).read_text()
    assert committed == (tmp_path / "schema.ts").read_text(), "run scripts/generate-clients"


def test_the_openapi_document_passes_redocly_lint() -> None:
    needs_node()
    lint = subprocess.run(
        [clients.node_tool("redocly"), "lint", "--config", "redocly.yaml", "openapi.yaml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert lint.returncode == 0, lint.stdout[-3000:] + lint.stderr[-3000:]


def test_the_generated_models_are_one_type_per_concept() -> None:
    names = sorted(name for name in dir(models) if not name.startswith("_"))
    assert [name for name in names if re.search(r"Type\d", name)] == []
    number_sets = [
        name
        for name in names
        if isinstance(getattr(models, name), type)
        and set(getattr(getattr(models, name), "__annotations__", {})) == {"odd", "even"}
    ]
    assert number_sets == ["Numbers"]
    for enum in ("Direction", "Sum15Reason", "RedisState", "RuleName", "Player"):
        assert enum in names
    assert "RulesObject" not in names and "Tokens" not in names


def test_every_operation_has_a_verb_for_a_name() -> None:
    from fifteen_client import api

    modules = sorted(
        path.stem for path in Path(api.__file__).parent.rglob("*.py") if path.stem != "__init__"
    )
    assert "get_move" in modules and "find_math_scrabble_moves" in modules
    for package in Path(api.__file__).parent.iterdir():  # a package per tag, none empty
        if package.is_dir() and package.name != "__pycache__":
            assert [path for path in package.glob("*.py") if path.stem != "__init__"], package
    assert [name for name in modules if name.startswith(("get_v1", "post_v1"))] == []


# --- the Python client against the live service ------------------------------


def test_the_python_client_plays_a_whole_graham_game(client: Client) -> None:
    board: list[int | None] = list(EMPTY)
    player: models.Player = "odd"
    first = None
    while True:
        ask = models.MoveRequest(board=board, player=player)
        call = partial(get_move.sync_detailed, client=client, body=ask)
        move = answer(client, call, models.MoveResponse)
        if move.move is None:
            break
        first = first or move.outcome
        board = list(move.board_after or [])
        player = "even" if player == "odd" else "odd"
    status = get_status.sync(client=client, body=models.StatusRequest(board=board))
    assert isinstance(status, models.Status)
    assert first == "win"
    assert (status.state, status.winner) == ("won", "odd")
    assert status.line is not None and len(status.line) == 3
    analysis = analyse_position.sync(client=client, body=models.AnalysisRequest(board=list(EMPTY)))
    assert isinstance(analysis, models.Analysis)
    assert analysis.outcome == "win" and analysis.plies == 9
    assert len(analysis.moves) == 45


def test_a_variant_is_waited_on_through_202_location_and_retry_after(client: Client) -> None:
    body = models.MoveRequest(
        board=list(EMPTY), player="odd", rules=models.RuleSet(target=16)
    )
    first = get_move.sync_detailed(client=client, body=body)
    assert first.status_code == HTTPStatus.ACCEPTED
    pending = first.parsed
    assert isinstance(pending, models.SolveStatus)
    assert first.headers["Location"].startswith("/v1/solves/t16:")
    assert int(first.headers["Retry-After"]) >= 1
    assert first.headers["Cache-Control"] == "no-store"
    done = wait_for_location(client, first.headers["Location"])
    assert done.state == "done"
    assert (done.rules_id, done.root) == (pending.rules_id, pending.root)
    move = answer(client, lambda: get_move.sync_detailed(client=client, body=body))
    assert isinstance(move, models.MoveResponse)
    assert move.rules_id == "t16:odd=1,3,5,7,9:even=2,4,6,8:first=odd"
    assert move.move is not None
    record = get_solve.sync(move.rules_id, client=client, root="_,_,_,_,_,_,_,_,_")
    assert isinstance(record, models.SolveStatus) and record.state == "done"
    assert get_solve.sync(move.rules_id, client=client, root=record.root) == record
    # answer() alone, from a variant nobody asked for yet
    other = models.MoveRequest(
        board=list(EMPTY),
        player="even",
        rules=models.RuleSet(target=13, first="even"),
    )
    waited = answer(
        client, lambda: get_move.sync_detailed(client=client, body=other), models.MoveResponse
    )
    assert waited.move is not None and waited.move.player == "even"


def test_a_conditional_get_is_answered_304(client: Client) -> None:
    ask = dict(client=client, board="_,_,_,_,5,_,_,_,_", player="even")
    first = get_move_by_query.sync_detailed(**ask)  # type: ignore[arg-type]
    assert first.status_code == HTTPStatus.OK
    etag = first.headers["ETag"]
    assert "immutable" in first.headers["Cache-Control"]
    again = get_move_by_query.sync_detailed(**ask, if_none_match=etag)  # type: ignore[arg-type]
    assert again.status_code == HTTPStatus.NOT_MODIFIED and again.parsed is None
    plain = get_move_by_query.sync_detailed(**ask)  # type: ignore[arg-type]
    assert plain.status_code == HTTPStatus.OK  # the client's connection is unchanged
    tiny = get_move_by_query.sync_detailed(**ask, skill=1e-05, seed=3)  # type: ignore[arg-type]
    assert tiny.status_code == HTTPStatus.OK, tiny.content  # sent as "1e-05"


def test_a_batch_keeps_each_item_whole(client: Client) -> None:
    good = models.MoveRequest(board=list(EMPTY), player="odd")
    wrong_turn = models.MoveRequest(board=list(EMPTY), player="even")
    unsolved = models.MoveRequest(
        board=list(EMPTY), player="odd", rules=models.RuleSet(target=17)
    )
    batch = get_move_batch.sync(
        client=client, body=models.MoveBatchRequest(positions=[good, wrong_turn, unsolved])
    )
    assert isinstance(batch, models.MoveBatch)
    first, second, third = batch.results
    assert isinstance(first, models.MoveResponse) and first.outcome == "win"
    assert isinstance(second, models.BatchProblem)
    assert second.problem.type_ == "urn:fifteen:problem:not-your-turn"
    assert second.problem.to_move == "odd"
    assert isinstance(third, models.BatchProblem)  # being solved: where to follow it
    assert third.problem.status == 202
    assert third.problem.type_ == "urn:fifteen:problem:solve-pending"
    assert isinstance(third.problem.location, str) and isinstance(third.problem.retry_after, int)
    done = wait_for_location(client, third.problem.location)
    assert done.rules_id == "t17:odd=1,3,5,7,9:even=2,4,6,8:first=odd"
    again = get_move_batch.sync(client=client, body=models.MoveBatchRequest(positions=[unsolved]))
    assert isinstance(again, models.MoveBatch)
    assert isinstance(again.results[0], models.MoveResponse)


def test_a_rule_set_is_named_or_given_back_as_listed(client: Client) -> None:
    listed = list_rules.sync(client=client)
    assert isinstance(listed, models.RulesList)
    nygaard = next(rules for rules in listed.rules if rules.name == "nygaard")
    for rules in (nygaard, "nygaard"):
        move = get_move.sync(
            client=client,
            body=models.MoveRequest(board=list(EMPTY), player="odd", rules=rules),
        )
        assert isinstance(move, models.MoveResponse) and move.rules_id == "nygaard"


def test_a_refusal_is_a_problem_naming_the_field(client: Client) -> None:
    bad = get_move.sync_detailed(
        client=client, body=models.MoveRequest(board=[10, *EMPTY[1:]], player="odd")
    )
    assert bad.status_code == HTTPStatus.UNPROCESSABLE_ENTITY
    assert isinstance(bad.parsed, models.Problem)
    assert "board[0]" in bad.parsed.errors.additional_properties  # type: ignore[union-attr]
    wrong_turn = models.MoveRequest(board=list(EMPTY), player="even")
    with pytest.raises(ProblemError) as refused:
        answer(client, lambda: get_move.sync_detailed(client=client, body=wrong_turn))
    assert refused.value.problem.type_ == "urn:fifteen:problem:not-your-turn"
    assert refused.value.problem.to_move == "odd"
    missing = get_solve.sync_detailed("t20:odd=1,3,5,7,9:even=2,4,6,8:first=odd", client=client)
    assert isinstance(missing.parsed, models.Problem)
    assert missing.parsed.type_ == "urn:fifteen:problem:not-found"


def test_a_refusal_the_operation_does_not_declare_is_still_its_problem(live_url: str) -> None:
    # A wrong address answers 404, which no operation declares: the
    # generated call leaves it unparsed, and answer() reads the problem.
    body = models.MoveRequest(board=list(EMPTY), player="odd")
    with Client(base_url=live_url + "/api") as wrong:
        call = partial(get_move.sync_detailed, client=wrong, body=body)
        assert call().parsed is None
        with pytest.raises(ProblemError) as refused:
            answer(wrong, call)
    assert refused.value.problem.type_ == "urn:fifteen:problem:not-found"
    assert refused.value.problem.status == HTTPStatus.NOT_FOUND


def test_the_python_client_asks_for_math_scrabble_moves(client: Client) -> None:
    board = ["." * 15] * 15
    ask = models.MathScrabbleMovesRequest(board=board, rack="12+3=", limit=3)
    call = partial(find_math_scrabble_moves.sync_detailed, client=client, body=ask)
    found = answer(client, call, models.MathScrabbleMoves)
    assert 1 <= len(found.plays) <= 3 and found.proven
    best = found.plays[0]
    assert best.legal and best.direction in ("across", "down")
    assert re.fullmatch(r"([0-9]+[A-O]|[A-O][0-9]+) \S+", best.notation or ""), best.notation
    # A play found goes back to /score as it is, each tile a Placement.
    placement = [models.Placement.from_dict(placed.to_dict()) for placed in best.placement]
    again = models.MathScrabbleScoreRequest(placement=placement, board=board, rack="12+3=")
    score = partial(score_math_scrabble_play.sync_detailed, client=client, body=again)
    scored = answer(client, score, models.MathScrabbleScored)
    assert (scored.legal, scored.total, scored.notation) == (True, best.total, best.notation)


HAND = ["AS", "5H", "10D", "KC", "7S", "2H"]


def test_the_python_client_asks_for_a_sum15_card(client: Client) -> None:
    ask = models.Sum15MoveRequest(players=4, seat=0, hand=HAND, starters=["QS"], seed=1)
    call = partial(suggest_sum_15_card.sync_detailed, client=client, body=ask)
    suggestion = answer(client, call, models.Sum15Suggestion)
    assert suggestion.card in HAND
    wrong_seat = suggest_sum_15_card.sync_detailed(
        client=client,
        body=models.Sum15MoveRequest(players=4, seat=1, hand=HAND, starters=["QS"]),
    )
    assert isinstance(wrong_seat.parsed, models.Problem)
    assert wrong_seat.parsed.to_move == 0  # a seat is a number


def test_the_python_game_layer_plays_whole_games(live_url: str) -> None:
    with Engine(live_url) as engine:
        first = engine.move(EMPTY, player="Odd")  # type: ignore[arg-type]  # read in any case
        assert first.after is not None and first.after.to_move == "even"
        with pytest.raises(ValueError, match="is not a player: write 'even', 'odd'"):
            engine.move(EMPTY, player="x")  # type: ignore[arg-type]  # as from a user's input
        picked = engine.pick15_move([2, 9], [5, 1], player="first")
        assert picked.after is not None and picked.after.state == "won"

        game = engine.math_scrabble.game(11)
        assert len(game.rack) == 9 and game.to_move == 0
        with pytest.raises(GameNotOverError):
            game.end  # noqa: B018 - only a finished game has an end
        while not game.over:
            game.play(game.best(rank="equity" if game.to_move == 0 else "score", steps=1500))
        end = game.end
        assert end == game.state.end and game.to_move is None
        for seat in (0, 1):
            points = sum(turn.points for turn in game.state.turns if turn.player == seat)
            assert game.scores[seat] == points + end.adjustments[seat]
        with pytest.raises(ProblemError) as refused:
            game.play("pass")
        assert f"moves[{len(game.moves)}]" in refused.value.problem.errors.additional_properties
        assert engine.math_scrabble.game(11, game.moves).scores == game.scores

        deal = engine.sum15.deal(21, 4)
        deal.play(deal.hand[0].lower())  # the record is the service's: "10H", not "10h"
        assert deal.plays == deal.state.plays and deal.plays[0].isupper()
        while not deal.over:
            deal.play(deal.best(samples=40))
        assert len(deal.plays) == 24 and deal.winners
        assert deal.state.picked_up == [len(pile) for pile in deal.state.piles]
        assert deal.state.rules.to_dict() == dict.fromkeys(
            ("restart_after_set", "starter_in_sets", "runs_any_order"), False
        )

        house = engine.sum15.deal(21, 4, rules={"restart_after_set": True})
        house.play(house.best(samples=20))
        assert house.state.rules.restart_after_set and not house.state.rules.runs_any_order


# --- the TypeScript client against the live service --------------------------


def _compile_typescript() -> None:
    shutil.rmtree(clients.TYPESCRIPT_CLIENT / "build-test", ignore_errors=True)
    compiled = subprocess.run(
        [clients.node_tool("tsc"), "-p", "tsconfig.test.json"],
        cwd=clients.TYPESCRIPT_CLIENT,
        capture_output=True,
        text=True,
    )
    assert compiled.returncode == 0, compiled.stdout[-3000:]


def test_the_typescript_client_type_checks_and_plays(live_url: str) -> None:
    needs_node()
    _compile_typescript()
    ran = subprocess.run(
        ["node", str(clients.TYPESCRIPT_CLIENT / "build-test" / "test" / "live.js")],
        env={**os.environ, "FIFTEEN_URL": live_url},
        capture_output=True,
        text=True,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
