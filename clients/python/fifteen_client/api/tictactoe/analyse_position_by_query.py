from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analysis import Analysis
from ...models.player import Player
from ...models.problem import Problem
from ...models.solve_status import SolveStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    rules: str | Unset = "graham",
    board: str,
    player: Player | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    nodes: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["rules"] = rules

    params["board"] = board

    json_player: str | Unset = UNSET
    if not isinstance(player, Unset):
        json_player = player

    params["player"] = json_player

    params["budget_ms"] = budget_ms

    params["nodes"] = nodes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/analysis",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Analysis | Any | Problem | SolveStatus | None:
    if response.status_code == 200:
        response_200 = Analysis.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = SolveStatus.from_dict(response.json())

        return response_202

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Analysis | Any | Problem | SolveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    rules: str | Unset = "graham",
    board: str,
    player: Player | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    nodes: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Analysis | Any | Problem | SolveStatus]:
    """Analyze a position completely (the position in the query string)

     As ``POST /v1/analysis``; cacheable, with an ``ETag`` (a searched
    board's answer once it and every move are proven, or when searched
    within ``nodes`` alone).

    Args:
        rules (str | Unset):  Default: 'graham'.
        board (str):  Example: _,_,_,_,5,_,_,_,_.
        player (Player | Unset):
        budget_ms (int | Unset):
        nodes (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Any | Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        rules=rules,
        board=board,
        player=player,
        budget_ms=budget_ms,
        nodes=nodes,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    rules: str | Unset = "graham",
    board: str,
    player: Player | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    nodes: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Analysis | Any | Problem | SolveStatus | None:
    """Analyze a position completely (the position in the query string)

     As ``POST /v1/analysis``; cacheable, with an ``ETag`` (a searched
    board's answer once it and every move are proven, or when searched
    within ``nodes`` alone).

    Args:
        rules (str | Unset):  Default: 'graham'.
        board (str):  Example: _,_,_,_,5,_,_,_,_.
        player (Player | Unset):
        budget_ms (int | Unset):
        nodes (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Any | Problem | SolveStatus
    """

    return sync_detailed(
        client=client,
        rules=rules,
        board=board,
        player=player,
        budget_ms=budget_ms,
        nodes=nodes,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    rules: str | Unset = "graham",
    board: str,
    player: Player | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    nodes: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Analysis | Any | Problem | SolveStatus]:
    """Analyze a position completely (the position in the query string)

     As ``POST /v1/analysis``; cacheable, with an ``ETag`` (a searched
    board's answer once it and every move are proven, or when searched
    within ``nodes`` alone).

    Args:
        rules (str | Unset):  Default: 'graham'.
        board (str):  Example: _,_,_,_,5,_,_,_,_.
        player (Player | Unset):
        budget_ms (int | Unset):
        nodes (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Any | Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        rules=rules,
        board=board,
        player=player,
        budget_ms=budget_ms,
        nodes=nodes,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    rules: str | Unset = "graham",
    board: str,
    player: Player | Unset = UNSET,
    budget_ms: int | Unset = UNSET,
    nodes: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Analysis | Any | Problem | SolveStatus | None:
    """Analyze a position completely (the position in the query string)

     As ``POST /v1/analysis``; cacheable, with an ``ETag`` (a searched
    board's answer once it and every move are proven, or when searched
    within ``nodes`` alone).

    Args:
        rules (str | Unset):  Default: 'graham'.
        board (str):  Example: _,_,_,_,5,_,_,_,_.
        player (Player | Unset):
        budget_ms (int | Unset):
        nodes (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Any | Problem | SolveStatus
    """

    return (
        await asyncio_detailed(
            client=client,
            rules=rules,
            board=board,
            player=player,
            budget_ms=budget_ms,
            nodes=nodes,
            if_none_match=if_none_match,
        )
    ).parsed
