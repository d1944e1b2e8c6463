"""The Python client's hand-written waiting layer, against scripted answers
(httpx's mock transport): what it does with each kind of answer, and that it
neither spins nor waits past its patience."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from fifteen_client import Client, models
from fifteen_client.api.tictactoe import get_move
from fifteen_client.waiting import (
    ProblemError,
    SolveFailedError,
    UnexpectedAnswerError,
    WaitedTooLongError,
    answer,
    wait_for_location,
)

RULES_ID = "t16:odd=1,3,5,7,9:even=2,4,6,8:first=odd"
ROOT = "_,_,_,_,5,_,_,_,_"
MOVE = {
    "rules_id": RULES_ID,
    "state": "in_progress",
    "winner": None,
    "line": None,
    "to_move": "odd",
    "move": {"player": "odd", "index": 0, "token": 1},
    "board_after": [1, None, None, None, None, None, None, None, None],
    "after": {"state": "in_progress", "winner": None, "line": None, "to_move": "even"},
    "outcome": "draw",
    "plies": 9,
}
PROBLEM = {"type": "urn:fifteen:problem:unavailable", "title": "Service Unavailable"}
BODY = models.MoveRequest(board=[None] * 9, player="odd")


def record(state: str) -> dict[str, Any]:
    return {
        "rules_id": RULES_ID,
        "root": ROOT,
        "state": state,
        "progress": 1.0 if state == "done" else 0.5,
        "positions": None,
        "seconds": None,
        "error": "out of memory" if state == "failed" else None,
    }


def reply(status: int, body: dict[str, Any], **headers: str) -> httpx.Response:
    return httpx.Response(status, content=json.dumps(body).encode(), headers=headers)


class Service:
    """Scripted answers: ``moves`` for POST /v1/move, ``solves`` for GET
    /v1/solves/...; the last of each is repeated.  Every request is kept."""

    def __init__(
        self, moves: list[httpx.Response], solves: list[httpx.Response] | None = None
    ) -> None:
        self.moves, self.solves = moves, solves or []
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        script = self.moves if request.url.path == "/v1/move" else self.solves
        return script.pop(0) if len(script) > 1 else script[0]


@pytest.fixture
def serve() -> Iterator[Callable[[Service], Client]]:
    made: list[Client] = []

    def client_of(service: Service) -> Client:
        client = Client(base_url="http://fifteen.test")
        transport = httpx.MockTransport(service)
        client.set_httpx_client(httpx.Client(base_url="http://fifteen.test", transport=transport))
        made.append(client)
        return client

    yield client_of
    for client in made:
        client.get_httpx_client().close()


def ask(client: Client) -> Any:
    return answer(client, lambda: get_move.sync_detailed(client=client, body=BODY))


def test_a_202_is_followed_to_its_solve_then_asked_again(
    serve: Callable[[Service], Client],
) -> None:
    service = Service(
        [reply(202, record("queued"), **{"Retry-After": "0"}), reply(200, MOVE)],
        [reply(200, record("solving"), **{"Retry-After": "0"}), reply(200, record("done"))],
    )
    move = ask(serve(service))
    assert isinstance(move, models.MoveResponse) and move.rules_id == RULES_ID
    paths = [(r.method, r.url.path, r.url.params.get("root")) for r in service.requests]
    assert paths == [
        ("POST", "/v1/move", None),
        ("GET", f"/v1/solves/{RULES_ID}", ROOT),
        ("GET", f"/v1/solves/{RULES_ID}", ROOT),
        ("POST", "/v1/move", None),
    ]


def test_a_failed_solve_is_raised(serve: Callable[[Service], Client]) -> None:
    service = Service([reply(202, record("solving"))], [reply(200, record("failed"))])
    with pytest.raises(SolveFailedError, match="out of memory"):
        ask(serve(service))


def test_a_busy_service_is_asked_again_after_retry_after(
    serve: Callable[[Service], Client],
) -> None:
    busy = reply(503, {**PROBLEM, "status": 503, "detail": "busy"}, **{"Retry-After": "0"})
    service = Service([busy, busy, reply(200, MOVE)])
    assert isinstance(ask(serve(service)), models.MoveResponse)
    assert len(service.requests) == 3


def test_a_503_without_retry_after_is_final(serve: Callable[[Service], Client]) -> None:
    service = Service([reply(503, {**PROBLEM, "status": 503, "detail": "no table"})])
    with pytest.raises(ProblemError, match="no table"):
        ask(serve(service))
    assert len(service.requests) == 1


def test_a_solve_answered_done_but_still_202_is_not_asked_in_a_loop(
    serve: Callable[[Service], Client],
) -> None:
    service = Service([reply(202, record("done"), **{"Retry-After": "0"})])
    client = serve(service)
    with pytest.raises(WaitedTooLongError):
        answer(client, lambda: get_move.sync_detailed(client=client, body=BODY), patience=2.5)
    assert 2 <= len(service.requests) <= 4  # a second between asks, whatever Retry-After says


def test_another_answer_than_the_one_expected_is_refused(
    serve: Callable[[Service], Client],
) -> None:
    client = serve(Service([reply(200, MOVE)]))
    call = lambda: get_move.sync_detailed(client=client, body=BODY)  # noqa: E731
    with pytest.raises(UnexpectedAnswerError):
        answer(client, call, models.Analysis)
    assert answer(client, call, models.MoveResponse).rules_id == RULES_ID


def test_a_location_is_followed_by_its_rules_id_and_root(
    serve: Callable[[Service], Client],
) -> None:
    service = Service([], [reply(200, record("solving")), reply(200, record("done"))])
    location = "/v1/solves/t16:odd=1,3,5,7,9:even=2,4,6,8:first=odd?root=_,_,_,_,5,_,_,_,_"
    done = wait_for_location(serve(service), location, patience=30)
    assert done.state == "done"
    assert {r.url.params.get("root") for r in service.requests} == {ROOT}
    with pytest.raises(ValueError):
        wait_for_location(serve(service), "/v1/move")
