from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tic_tac_toe_game import TicTacToeGame
from ...models.tic_tac_toe_game_request import TicTacToeGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: TicTacToeGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TicTacToeGame | None:
    if response.status_code == 200:
        response_200 = TicTacToeGame.from_dict(response.json())

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
) -> Response[Problem | TicTacToeGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TicTacToeGameRequest,
) -> Response[Problem | TicTacToeGame]:
    """Replay a game

     The ``moves`` (each ``token@index``) played in order under ``rules``
    from ``start`` (by default the empty board): the status of the board
    they leave (as ``/v1/status`` words it), the start, the moves, that
    board, its position string (``position``) and the game's record
    (``record``, as ``/v1/records`` reads it; ``docs/records.md``).  No
    solve and no search: any rule set answers at once.  422 naming
    ``start[i]`` (or ``start``) for a board no game reaches, and
    ``illegal-move`` naming ``moves[i]`` for the first move that cannot
    be read or played when it comes (a cell taken, a number not the
    mover's or placed already, a move after the game is over).  The same
    body always gets the same answer.

    Args:
        body (TicTacToeGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TicTacToeGame]
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
    body: TicTacToeGameRequest,
) -> Problem | TicTacToeGame | None:
    """Replay a game

     The ``moves`` (each ``token@index``) played in order under ``rules``
    from ``start`` (by default the empty board): the status of the board
    they leave (as ``/v1/status`` words it), the start, the moves, that
    board, its position string (``position``) and the game's record
    (``record``, as ``/v1/records`` reads it; ``docs/records.md``).  No
    solve and no search: any rule set answers at once.  422 naming
    ``start[i]`` (or ``start``) for a board no game reaches, and
    ``illegal-move`` naming ``moves[i]`` for the first move that cannot
    be read or played when it comes (a cell taken, a number not the
    mover's or placed already, a move after the game is over).  The same
    body always gets the same answer.

    Args:
        body (TicTacToeGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TicTacToeGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TicTacToeGameRequest,
) -> Response[Problem | TicTacToeGame]:
    """Replay a game

     The ``moves`` (each ``token@index``) played in order under ``rules``
    from ``start`` (by default the empty board): the status of the board
    they leave (as ``/v1/status`` words it), the start, the moves, that
    board, its position string (``position``) and the game's record
    (``record``, as ``/v1/records`` reads it; ``docs/records.md``).  No
    solve and no search: any rule set answers at once.  422 naming
    ``start[i]`` (or ``start``) for a board no game reaches, and
    ``illegal-move`` naming ``moves[i]`` for the first move that cannot
    be read or played when it comes (a cell taken, a number not the
    mover's or placed already, a move after the game is over).  The same
    body always gets the same answer.

    Args:
        body (TicTacToeGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TicTacToeGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TicTacToeGameRequest,
) -> Problem | TicTacToeGame | None:
    """Replay a game

     The ``moves`` (each ``token@index``) played in order under ``rules``
    from ``start`` (by default the empty board): the status of the board
    they leave (as ``/v1/status`` words it), the start, the moves, that
    board, its position string (``position``) and the game's record
    (``record``, as ``/v1/records`` reads it; ``docs/records.md``).  No
    solve and no search: any rule set answers at once.  422 naming
    ``start[i]`` (or ``start``) for a board no game reaches, and
    ``illegal-move`` naming ``moves[i]`` for the first move that cannot
    be read or played when it comes (a cell taken, a number not the
    mover's or placed already, a move after the game is over).  The same
    body always gets the same answer.

    Args:
        body (TicTacToeGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TicTacToeGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
