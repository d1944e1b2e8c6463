"""Waiting on the service, by hand: the one part the generator cannot write.

A variant of numeric tic-tac-toe is solved on first use.  Until its solve is
done, a request about it answers 202 with the solve's record, a ``Location``
to follow and a ``Retry-After``; a busy service answers 429 or 503 with a
``Retry-After``.  ``answer`` makes such a call until it has its answer,
following the solve in between::

    from fifteen_client import Client
    from fifteen_client.api.tictactoe import get_move
    from fifteen_client.models import MoveRequest, MoveResponse, RuleSet
    from fifteen_client.waiting import answer

    with Client(base_url="http://127.0.0.1:8000") as client:
        body = MoveRequest(board=[None] * 9, player="odd", rules=RuleSet(target=14))
        move = answer(client, lambda: get_move.sync_detailed(client=client, body=body), MoveResponse)

A batch item whose variant is being solved says where in ``location``:
``wait_for_location`` follows it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import Any, TypeVar, overload
from urllib.parse import parse_qs, unquote, urlsplit

import httpx

from .api.solves import get_solve
from .client import AuthenticatedClient, Client
from .models.problem import Problem
from .models.solve_status import SolveStatus
from .models.solve_status_state import SolveStatusState
from .types import UNSET, Response

T = TypeVar("T")
R = TypeVar("R")

PATIENCE_SECONDS = 600.0
"""How long ``answer`` and the ``wait_for_...`` functions wait at most, by default."""

SOLVES_PATH = "/v1/solves/"
PROBLEM_JSON = "application/problem+json"

_COME_BACK = {HTTPStatus.TOO_MANY_REQUESTS, HTTPStatus.SERVICE_UNAVAILABLE}
_RUNNING: set[SolveStatusState] = {"queued", "solving"}


class ProblemError(RuntimeError):
    """The service refused the request: its problem document."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.status} {problem.title}: {problem.detail}")
        self.problem = problem


class UnexpectedAnswerError(RuntimeError):
    """An answer that is neither the one asked for nor a problem document
    (a 304 to a conditional call, say: ``answer`` is not for those)."""


class SolveFailedError(RuntimeError):
    """The variant's solve failed (its record's ``error`` says why)."""

    def __init__(self, status: SolveStatus) -> None:
        super().__init__(f"the solve of {status.rules_id} failed: {status.error}")
        self.status = status


class WaitedTooLongError(TimeoutError):
    """No answer within the patience given."""


class NoServiceError(ConnectionError):
    """Nothing answers at the client's address: no service runs there."""


def _sent(client: Client | AuthenticatedClient, call: Callable[[], Response[T]]) -> Response[T]:
    """``call``'s response; ``NoServiceError`` naming the address when
    nothing listens there."""
    try:
        return call()
    except httpx.ConnectError as error:
        address = client.get_httpx_client().base_url
        raise NoServiceError(
            f"nothing answers at {address}: is the service running there? "
            f"(scripts/serve starts it; {error})"
        ) from error


def retry_after(response: Response[Any]) -> float | None:
    """The seconds a response asks to wait (``Retry-After``), if it says."""
    try:
        return max(0.0, float(response.headers["Retry-After"]))
    except (KeyError, ValueError):
        return None


def _refused(response: Response[Any]) -> Exception:
    """The error a refusal raises: its problem document, also for a status
    the operation does not declare (404 on a wrong address, 405, 408, 413),
    which the generated call leaves unparsed."""
    problem = response.parsed if isinstance(response.parsed, Problem) else _problem_in(response)
    if problem is not None:
        return ProblemError(problem)
    return UnexpectedAnswerError(f"the service answered {response.status_code}")


def _problem_in(response: Response[Any]) -> Problem | None:
    """The problem document in an answer's body, if it holds one."""
    if not response.headers.get("Content-Type", "").startswith(PROBLEM_JSON):
        return None
    try:
        body = json.loads(response.content)
        return Problem.from_dict(body) if isinstance(body, dict) else None
    except (ValueError, KeyError, TypeError):
        return None


def _come_back_after(response: Response[Any]) -> float:
    """How long to wait before asking again after ``response``, a 429 or a
    503: its ``Retry-After``; without one the refusal is final."""
    seconds = retry_after(response)
    if response.status_code not in _COME_BACK or seconds is None:
        raise _refused(response)
    return seconds


def _sleep(seconds: float, deadline: float) -> None:
    if time.monotonic() + seconds > deadline:
        raise WaitedTooLongError("no answer within the patience given")
    time.sleep(seconds)


def wait_for_solve(
    client: Client | AuthenticatedClient,
    status: SolveStatus,
    *,
    patience: float = PATIENCE_SECONDS,
) -> SolveStatus:
    """Follow a solve's record (``GET /v1/solves/{rules_id}?root=``) until it
    is done and return it; ``SolveFailedError`` if it failed,
    ``WaitedTooLongError`` past ``patience`` seconds.  Asks again after
    each answer's ``Retry-After``."""
    deadline = time.monotonic() + patience
    while status.state in _RUNNING:
        response = _sent(
            client, lambda: get_solve.sync_detailed(status.rules_id, client=client, root=status.root)
        )
        if isinstance(response.parsed, SolveStatus):
            status = response.parsed
            if status.state in _RUNNING:
                _sleep(retry_after(response) or 1.0, deadline)
        else:
            _sleep(_come_back_after(response), deadline)
    if status.state == "failed":
        raise SolveFailedError(status)
    return status


def wait_for_location(
    client: Client | AuthenticatedClient,
    location: str,
    *,
    patience: float = PATIENCE_SECONDS,
) -> SolveStatus:
    """``wait_for_solve`` for the solve a ``Location`` (or a pending batch
    item's ``location``) names: ``/v1/solves/{rules_id}[?root=...]``."""
    parts = urlsplit(location)
    if not parts.path.startswith(SOLVES_PATH):
        raise ValueError(f"not where a solve is reported: {location!r}")
    rules_id = unquote(parts.path.removeprefix(SOLVES_PATH))
    root = parse_qs(parts.query).get("root", [UNSET])[0]
    deadline = time.monotonic() + patience
    while True:
        response = _sent(
            client, lambda: get_solve.sync_detailed(rules_id, client=client, root=root)
        )
        if isinstance(response.parsed, SolveStatus):
            remaining = max(0.0, deadline - time.monotonic())
            return wait_for_solve(client, response.parsed, patience=remaining)
        _sleep(_come_back_after(response), deadline)


@overload
def answer(
    client: Client | AuthenticatedClient,
    call: Callable[[], Response[Any]],
    expect: type[R],
    *,
    patience: float = PATIENCE_SECONDS,
) -> R: ...


@overload
def answer(
    client: Client | AuthenticatedClient,
    call: Callable[[], Response[T]],
    *,
    patience: float = PATIENCE_SECONDS,
) -> T: ...


def answer(
    client: Client | AuthenticatedClient,
    call: Callable[[], Response[Any]],
    expect: type[Any] | None = None,
    *,
    patience: float = PATIENCE_SECONDS,
) -> Any:
    """What ``call`` (a generated ``sync_detailed`` call) answers once the
    service can answer: through a 202 (a variant being solved: its solve is
    followed, then the call made again) and through a 429 or 503 that gives
    ``Retry-After`` (the call made again after it).  Any other problem is
    raised as ``ProblemError``; past ``patience`` seconds,
    ``WaitedTooLongError``; with nothing listening at the address,
    ``NoServiceError``.  With ``expect``, the answer is checked to be
    of that type (so a type checker knows it)."""
    deadline = time.monotonic() + patience
    while True:
        response = _sent(client, call)
        if response.status_code == HTTPStatus.OK and response.parsed is not None:
            if expect is not None and not isinstance(response.parsed, expect):
                raise UnexpectedAnswerError(f"expected a {expect.__name__}: {response.parsed}")
            return response.parsed
        if response.status_code == HTTPStatus.ACCEPTED and isinstance(
            response.parsed, SolveStatus
        ):
            if response.parsed.state in _RUNNING:
                remaining = max(0.0, deadline - time.monotonic())
                wait_for_solve(client, response.parsed, patience=remaining)
            else:  # done, yet not answered: ask again, but not at once
                _sleep(retry_after(response) or 1.0, deadline)
            continue
        _sleep(_come_back_after(response), deadline)
