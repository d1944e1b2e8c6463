from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.math_scrabble_position import MathScrabblePosition
from ...models.position_request import PositionRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PositionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/math-scrabble/positions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MathScrabblePosition | Problem | None:
    if response.status_code == 200:
        response_200 = MathScrabblePosition.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MathScrabblePosition | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PositionRequest,
) -> Response[MathScrabblePosition | Problem]:
    """Read a position string

     A CGP-shaped position (``docs/records.md``: the board's rows, the
    racks, the scores, the scoreless turns, ``bag``, ``bonus`` and
    ``to_move``) read into the fields ``/moves`` takes: the board and
    blanks, each rack, the bag, the scoreless turns and the spread of
    the player to move.  422 ``invalid-record`` naming what is wrong;
    the board's own refusals for a board no game can hold.

    Args:
        body (PositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabblePosition | Problem]
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
    body: PositionRequest,
) -> MathScrabblePosition | Problem | None:
    """Read a position string

     A CGP-shaped position (``docs/records.md``: the board's rows, the
    racks, the scores, the scoreless turns, ``bag``, ``bonus`` and
    ``to_move``) read into the fields ``/moves`` takes: the board and
    blanks, each rack, the bag, the scoreless turns and the spread of
    the player to move.  422 ``invalid-record`` naming what is wrong;
    the board's own refusals for a board no game can hold.

    Args:
        body (PositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabblePosition | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PositionRequest,
) -> Response[MathScrabblePosition | Problem]:
    """Read a position string

     A CGP-shaped position (``docs/records.md``: the board's rows, the
    racks, the scores, the scoreless turns, ``bag``, ``bonus`` and
    ``to_move``) read into the fields ``/moves`` takes: the board and
    blanks, each rack, the bag, the scoreless turns and the spread of
    the player to move.  422 ``invalid-record`` naming what is wrong;
    the board's own refusals for a board no game can hold.

    Args:
        body (PositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabblePosition | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PositionRequest,
) -> MathScrabblePosition | Problem | None:
    """Read a position string

     A CGP-shaped position (``docs/records.md``: the board's rows, the
    racks, the scores, the scoreless turns, ``bag``, ``bonus`` and
    ``to_move``) read into the fields ``/moves`` takes: the board and
    blanks, each rack, the bag, the scoreless turns and the spread of
    the player to move.  422 ``invalid-record`` naming what is wrong;
    the board's own refusals for a board no game can hold.

    Args:
        body (PositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabblePosition | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
