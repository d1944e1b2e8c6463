from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.math_scrabble_board_info import MathScrabbleBoardInfo
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/math-scrabble/board",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MathScrabbleBoardInfo | Problem | None:
    if response.status_code == 200:
        response_200 = MathScrabbleBoardInfo.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MathScrabbleBoardInfo | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[MathScrabbleBoardInfo | Problem]:
    """The board and the tiles

     The empty board's premium squares (rows and columns count from 0),
    its centre, and the tile set: each tile's count and points (``?``
    is a blank), the rack's size and the bingo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleBoardInfo | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> MathScrabbleBoardInfo | Problem | None:
    """The board and the tiles

     The empty board's premium squares (rows and columns count from 0),
    its centre, and the tile set: each tile's count and points (``?``
    is a blank), the rack's size and the bingo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleBoardInfo | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[MathScrabbleBoardInfo | Problem]:
    """The board and the tiles

     The empty board's premium squares (rows and columns count from 0),
    its centre, and the tile set: each tile's count and points (``?``
    is a blank), the rack's size and the bingo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleBoardInfo | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> MathScrabbleBoardInfo | Problem | None:
    """The board and the tiles

     The empty board's premium squares (rows and columns count from 0),
    its centre, and the tile set: each tile's count and points (``?``
    is a blank), the rack's size and the bingo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleBoardInfo | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
