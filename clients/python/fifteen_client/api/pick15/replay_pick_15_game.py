from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.pick_15_game import Pick15Game
from ...models.pick_15_game_request import Pick15GameRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: Pick15GameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/pick15/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Pick15Game | Problem | None:
    if response.status_code == 200:
        response_200 = Pick15Game.from_dict(response.json())

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
) -> Response[Pick15Game | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Pick15GameRequest,
) -> Response[Pick15Game | Problem]:
    """Replay a Pick15 game

     The ``picks`` made in order from the empty game, the first player's
    first: the status of the game they leave (as ``/v1/pick15/status``
    words it), the start and the picks, the position string
    (``position``, ``first=2,9 second=8``) and the game's record
    (``record``, as ``/v1/pick15/records`` reads it;
    ``docs/records.md``).  422 ``illegal-move`` naming ``picks[i]`` for
    the first pick that cannot be made (a number picked already, or a
    pick after the game is over).  The same body always gets the same
    answer.

    Args:
        body (Pick15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Pick15Game | Problem]
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
    body: Pick15GameRequest,
) -> Pick15Game | Problem | None:
    """Replay a Pick15 game

     The ``picks`` made in order from the empty game, the first player's
    first: the status of the game they leave (as ``/v1/pick15/status``
    words it), the start and the picks, the position string
    (``position``, ``first=2,9 second=8``) and the game's record
    (``record``, as ``/v1/pick15/records`` reads it;
    ``docs/records.md``).  422 ``illegal-move`` naming ``picks[i]`` for
    the first pick that cannot be made (a number picked already, or a
    pick after the game is over).  The same body always gets the same
    answer.

    Args:
        body (Pick15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Pick15Game | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Pick15GameRequest,
) -> Response[Pick15Game | Problem]:
    """Replay a Pick15 game

     The ``picks`` made in order from the empty game, the first player's
    first: the status of the game they leave (as ``/v1/pick15/status``
    words it), the start and the picks, the position string
    (``position``, ``first=2,9 second=8``) and the game's record
    (``record``, as ``/v1/pick15/records`` reads it;
    ``docs/records.md``).  422 ``illegal-move`` naming ``picks[i]`` for
    the first pick that cannot be made (a number picked already, or a
    pick after the game is over).  The same body always gets the same
    answer.

    Args:
        body (Pick15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Pick15Game | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Pick15GameRequest,
) -> Pick15Game | Problem | None:
    """Replay a Pick15 game

     The ``picks`` made in order from the empty game, the first player's
    first: the status of the game they leave (as ``/v1/pick15/status``
    words it), the start and the picks, the position string
    (``position``, ``first=2,9 second=8``) and the game's record
    (``record``, as ``/v1/pick15/records`` reads it;
    ``docs/records.md``).  422 ``illegal-move`` naming ``picks[i]`` for
    the first pick that cannot be made (a number picked already, or a
    pick after the game is over).  The same body always gets the same
    answer.

    Args:
        body (Pick15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Pick15Game | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
