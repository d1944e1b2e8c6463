from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.math_scrabble_seat import MathScrabbleSeat
from ...models.math_scrabble_seat_request import MathScrabbleSeatRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: MathScrabbleSeatRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/math-scrabble/seat",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MathScrabbleSeat | Problem | None:
    if response.status_code == 200:
        response_200 = MathScrabbleSeat.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MathScrabbleSeat | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleSeatRequest,
) -> Response[MathScrabbleSeat | Problem]:
    """Play a game from one seat

     A game against the engine in which you see only what your seat
    may: your rack, the board, the scores, the bag's count and the tiles
    you cannot see (``unseen``).  Without ``game``, a new game is dealt
    (from a seed you are not told until the end) for ``seat``, against
    the engine ranking by ``opponent``, searching ``steps`` a turn;
    the engine takes its turns until it is yours.  With ``game``, the
    token the last answer gave, and ``move``, your turn, the engine
    answers with its own.  The answer carries the next ``game`` token:
    the whole game sealed under the deployment's key, which only the
    service can open, so any host continues it.  Once the game is over
    nothing is hidden: ``seed``, every rack and the ``record``.  422
    ``illegal-move`` naming ``move``; ``invalid-game-token`` naming
    ``game``; a new game's settings beside a ``game`` token are refused
    (the token holds them).

    Args:
        body (MathScrabbleSeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleSeat | Problem]
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
    body: MathScrabbleSeatRequest,
) -> MathScrabbleSeat | Problem | None:
    """Play a game from one seat

     A game against the engine in which you see only what your seat
    may: your rack, the board, the scores, the bag's count and the tiles
    you cannot see (``unseen``).  Without ``game``, a new game is dealt
    (from a seed you are not told until the end) for ``seat``, against
    the engine ranking by ``opponent``, searching ``steps`` a turn;
    the engine takes its turns until it is yours.  With ``game``, the
    token the last answer gave, and ``move``, your turn, the engine
    answers with its own.  The answer carries the next ``game`` token:
    the whole game sealed under the deployment's key, which only the
    service can open, so any host continues it.  Once the game is over
    nothing is hidden: ``seed``, every rack and the ``record``.  422
    ``illegal-move`` naming ``move``; ``invalid-game-token`` naming
    ``game``; a new game's settings beside a ``game`` token are refused
    (the token holds them).

    Args:
        body (MathScrabbleSeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleSeat | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleSeatRequest,
) -> Response[MathScrabbleSeat | Problem]:
    """Play a game from one seat

     A game against the engine in which you see only what your seat
    may: your rack, the board, the scores, the bag's count and the tiles
    you cannot see (``unseen``).  Without ``game``, a new game is dealt
    (from a seed you are not told until the end) for ``seat``, against
    the engine ranking by ``opponent``, searching ``steps`` a turn;
    the engine takes its turns until it is yours.  With ``game``, the
    token the last answer gave, and ``move``, your turn, the engine
    answers with its own.  The answer carries the next ``game`` token:
    the whole game sealed under the deployment's key, which only the
    service can open, so any host continues it.  Once the game is over
    nothing is hidden: ``seed``, every rack and the ``record``.  422
    ``illegal-move`` naming ``move``; ``invalid-game-token`` naming
    ``game``; a new game's settings beside a ``game`` token are refused
    (the token holds them).

    Args:
        body (MathScrabbleSeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleSeat | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleSeatRequest,
) -> MathScrabbleSeat | Problem | None:
    """Play a game from one seat

     A game against the engine in which you see only what your seat
    may: your rack, the board, the scores, the bag's count and the tiles
    you cannot see (``unseen``).  Without ``game``, a new game is dealt
    (from a seed you are not told until the end) for ``seat``, against
    the engine ranking by ``opponent``, searching ``steps`` a turn;
    the engine takes its turns until it is yours.  With ``game``, the
    token the last answer gave, and ``move``, your turn, the engine
    answers with its own.  The answer carries the next ``game`` token:
    the whole game sealed under the deployment's key, which only the
    service can open, so any host continues it.  Once the game is over
    nothing is hidden: ``seed``, every rack and the ``record``.  422
    ``illegal-move`` naming ``move``; ``invalid-game-token`` naming
    ``game``; a new game's settings beside a ``game`` token are refused
    (the token holds them).

    Args:
        body (MathScrabbleSeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleSeat | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
