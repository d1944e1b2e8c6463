"""Waiting on the service, by hand: the one part the generator cannot write.

A variant of numeric tic-tac-toe is solved on first use.  Until its solve is
done, a request about it answers 202 with the solve's record, a ``Location``
to follow and a ``Retry-After``; a service that is busy answers 503 (or 429)
with a ``Retry-After``.  ``answer`` makes such a call until it has its
answer, following the solve in between::

    from fifteen_client import Client
    from fifteen_client.api.games import get_move
    from fifteen_client.models import MoveRequest, Player, RuleSet
    from fifteen_client.waiting import answer

    with Client(base_url="http://127.0.0.1:8000") as client:
        body = MoveRequest(board=[None] * 9, player=Player.ODD, rules=RuleSet(target=14))
        move = answer(lambda: get_move.sync_detailed(client=client, body=body), client)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from http import HTTPStatus
from typing import Any, TypeVar

from .api.solves import get_solve
from .client import AuthenticatedClient, Client
from .models.problem import Problem
from .models.solve_status import SolveStatus
from .models.solve_status_state import SolveStatusState
from .types import Response

T = TypeVar("T")

PATIENCE_SECONDS = 600.0
"""How long ``answer`` and ``wait_for_solve`` wait at most, by default."""

_COME_BACK = {HTTPStatus.TOO_MANY_REQUESTS, HTTPStatus.SERVICE_UNAVAILABLE}


class SolveFailedError(RuntimeError):
    """The variant's solve failed (its record's ``error`` says why)."""

    def __init__(self, status: SolveStatus) -> None:
        super().__init__(f"the solve of {status.rules_id} failed: {status.error}")
        self.status = status


class WaitedTooLongError(TimeoutError):
    """No answer within the patience given."""


class ProblemError(RuntimeError):
    """The service refused the request: its problem document."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.status} {problem.title}: {problem.detail}")
        self.problem = problem


def retry_after(response: Response[Any], default: float = 1.0) -> float:
    """The seconds a response asks to wait (``Retry-After``), or ``default``."""
    try:
        return max(0.0, float(response.headers.get("Retry-After", default)))
    except ValueError:
        return default


def wait_for_solve(
    client: Client | AuthenticatedClient,
    status: SolveStatus,
    *,
    patience: float = PATIENCE_SECONDS,
    every: float | None = None,
) -> SolveStatus:
    """Follow a solve's record (``GET /v1/solves/{rules_id}?root=``) until it
    is done; raise ``SolveFailedError`` if it failed, ``WaitedTooLongError``
    past ``patience`` seconds.  Asks again after each answer's
    ``Retry-After`` (or every ``every`` seconds)."""
    deadline = time.monotonic() + patience
    while status.state not in (SolveStatusState.DONE, SolveStatusState.FAILED):
        response = get_solve.sync_detailed(status.rules_id, client=client, root=status.root)
        if isinstance(response.parsed, SolveStatus):
            status = response.parsed
        elif response.status_code not in _COME_BACK:
            problem = response.parsed
            raise ProblemError(problem) if isinstance(problem, Problem) else RuntimeError(
                f"GET /v1/solves answered {response.status_code}"
            )
        if status.state in (SolveStatusState.DONE, SolveStatusState.FAILED):
            break
        _sleep(every if every is not None else retry_after(response), deadline)
    if status.state is SolveStatusState.FAILED:
        raise SolveFailedError(status)
    return status


def answer(
    call: Callable[[], Response[T]],
    client: Client | AuthenticatedClient,
    *,
    patience: float = PATIENCE_SECONDS,
) -> T:
    """What ``call`` (a generated ``sync_detailed`` call) answers once the
    service can answer: through a 202 (a variant being solved: its solve is
    followed, then the call made again) and through 429 and 503 with a
    ``Retry-After`` (the call made again after it).  Any other problem is
    raised as ``ProblemError``."""
    deadline = time.monotonic() + patience
    while True:
        response = call()
        if response.status_code == HTTPStatus.OK and response.parsed is not None:
            return response.parsed
        if response.status_code == HTTPStatus.ACCEPTED and isinstance(
            response.parsed, SolveStatus
        ):
            wait_for_solve(client, response.parsed, patience=max(0.0, deadline - time.monotonic()))
            continue
        if response.status_code in _COME_BACK:
            _sleep(retry_after(response), deadline)
            continue
        if isinstance(response.parsed, Problem):
            raise ProblemError(response.parsed)
        raise RuntimeError(f"unexpected answer {response.status_code}")


def _sleep(seconds: float, deadline: float) -> None:
    if time.monotonic() + seconds > deadline:
        raise WaitedTooLongError("no answer within the patience given")
    time.sleep(seconds)
