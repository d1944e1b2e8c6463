from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.move_request import MoveRequest
from ...models.move_response import MoveResponse
from ...models.problem import Problem
from ...models.solve_status import SolveStatus
from ...types import Response


def _get_kwargs(
    *,
    body: MoveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/move",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MoveResponse | Problem | SolveStatus | None:
    if response.status_code == 200:
        response_200 = MoveResponse.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = SolveStatus.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MoveResponse | Problem | SolveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Response[MoveResponse | Problem | SolveStatus]:
    """Suggest the best move for a player

     ``move`` is null once the game is over.  When every move loses, the
    one that delays the loss longest.  409 when it is not ``player``'s turn.
    On a 4x4 or 5x5 board a search answers within ``budget_ms``, or
    within ``nodes`` (a budget of work: the same answer on any machine at
    any load): the best move it found, ``proven`` true with the value, or
    false with its ``estimate``.

    Args:
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResponse | Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> MoveResponse | Problem | SolveStatus | None:
    """Suggest the best move for a player

     ``move`` is null once the game is over.  When every move loses, the
    one that delays the loss longest.  409 when it is not ``player``'s turn.
    On a 4x4 or 5x5 board a search answers within ``budget_ms``, or
    within ``nodes`` (a budget of work: the same answer on any machine at
    any load): the best move it found, ``proven`` true with the value, or
    false with its ``estimate``.

    Args:
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResponse | Problem | SolveStatus
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Response[MoveResponse | Problem | SolveStatus]:
    """Suggest the best move for a player

     ``move`` is null once the game is over.  When every move loses, the
    one that delays the loss longest.  409 when it is not ``player``'s turn.
    On a 4x4 or 5x5 board a search answers within ``budget_ms``, or
    within ``nodes`` (a budget of work: the same answer on any machine at
    any load): the best move it found, ``proven`` true with the value, or
    false with its ``estimate``.

    Args:
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResponse | Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> MoveResponse | Problem | SolveStatus | None:
    """Suggest the best move for a player

     ``move`` is null once the game is over.  When every move loses, the
    one that delays the loss longest.  409 when it is not ``player``'s turn.
    On a 4x4 or 5x5 board a search answers within ``budget_ms``, or
    within ``nodes`` (a budget of work: the same answer on any machine at
    any load): the best move it found, ``proven`` true with the value, or
    false with its ``estimate``.

    Args:
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResponse | Problem | SolveStatus
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
