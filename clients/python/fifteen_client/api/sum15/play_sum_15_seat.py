from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sum_15_seat import Sum15Seat
from ...models.sum_15_seat_request import Sum15SeatRequest
from ...types import Response


def _get_kwargs(
    *,
    body: Sum15SeatRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sum15/seat",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Sum15Seat | None:
    if response.status_code == 200:
        response_200 = Sum15Seat.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Sum15Seat]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15SeatRequest,
) -> Response[Problem | Sum15Seat]:
    """Play a deal from one seat

     A deal in which you see only what your seat may: your hand, the
    public cards (the middle, every play, the starters, each pile) and
    how many cards each other seat holds (``hand_sizes``).  Without
    ``game``, a new deal is dealt (from a seed you are not told until
    the end) to ``players`` seats, you at ``seat``; the other seats
    play as ``others`` (the engine, ``samples`` a play, or a style of
    the league) until it is your turn.  With ``game``, the token the
    last answer gave, and ``card``, your play, the others answer with
    theirs.  The answer carries the next ``game`` token: the whole deal
    sealed under the deployment's key, which only the service can open.
    Once the deal is over nothing is hidden: ``seed``, every hand and
    the ``record``.  The engine's samples for a round of the others
    are at most 2,000, as one suggestion's (422 naming ``samples``).
    422 ``illegal-move`` naming ``card``; ``invalid-game-token`` naming
    ``game``; a new deal's settings beside a ``game`` token are refused
    (the token holds them); 422 naming ``seat`` for a seat the table
    does not have.

    Args:
        body (Sum15SeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Seat]
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
    body: Sum15SeatRequest,
) -> Problem | Sum15Seat | None:
    """Play a deal from one seat

     A deal in which you see only what your seat may: your hand, the
    public cards (the middle, every play, the starters, each pile) and
    how many cards each other seat holds (``hand_sizes``).  Without
    ``game``, a new deal is dealt (from a seed you are not told until
    the end) to ``players`` seats, you at ``seat``; the other seats
    play as ``others`` (the engine, ``samples`` a play, or a style of
    the league) until it is your turn.  With ``game``, the token the
    last answer gave, and ``card``, your play, the others answer with
    theirs.  The answer carries the next ``game`` token: the whole deal
    sealed under the deployment's key, which only the service can open.
    Once the deal is over nothing is hidden: ``seed``, every hand and
    the ``record``.  The engine's samples for a round of the others
    are at most 2,000, as one suggestion's (422 naming ``samples``).
    422 ``illegal-move`` naming ``card``; ``invalid-game-token`` naming
    ``game``; a new deal's settings beside a ``game`` token are refused
    (the token holds them); 422 naming ``seat`` for a seat the table
    does not have.

    Args:
        body (Sum15SeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Seat
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15SeatRequest,
) -> Response[Problem | Sum15Seat]:
    """Play a deal from one seat

     A deal in which you see only what your seat may: your hand, the
    public cards (the middle, every play, the starters, each pile) and
    how many cards each other seat holds (``hand_sizes``).  Without
    ``game``, a new deal is dealt (from a seed you are not told until
    the end) to ``players`` seats, you at ``seat``; the other seats
    play as ``others`` (the engine, ``samples`` a play, or a style of
    the league) until it is your turn.  With ``game``, the token the
    last answer gave, and ``card``, your play, the others answer with
    theirs.  The answer carries the next ``game`` token: the whole deal
    sealed under the deployment's key, which only the service can open.
    Once the deal is over nothing is hidden: ``seed``, every hand and
    the ``record``.  The engine's samples for a round of the others
    are at most 2,000, as one suggestion's (422 naming ``samples``).
    422 ``illegal-move`` naming ``card``; ``invalid-game-token`` naming
    ``game``; a new deal's settings beside a ``game`` token are refused
    (the token holds them); 422 naming ``seat`` for a seat the table
    does not have.

    Args:
        body (Sum15SeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Seat]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15SeatRequest,
) -> Problem | Sum15Seat | None:
    """Play a deal from one seat

     A deal in which you see only what your seat may: your hand, the
    public cards (the middle, every play, the starters, each pile) and
    how many cards each other seat holds (``hand_sizes``).  Without
    ``game``, a new deal is dealt (from a seed you are not told until
    the end) to ``players`` seats, you at ``seat``; the other seats
    play as ``others`` (the engine, ``samples`` a play, or a style of
    the league) until it is your turn.  With ``game``, the token the
    last answer gave, and ``card``, your play, the others answer with
    theirs.  The answer carries the next ``game`` token: the whole deal
    sealed under the deployment's key, which only the service can open.
    Once the deal is over nothing is hidden: ``seed``, every hand and
    the ``record``.  The engine's samples for a round of the others
    are at most 2,000, as one suggestion's (422 naming ``samples``).
    422 ``illegal-move`` naming ``card``; ``invalid-game-token`` naming
    ``game``; a new deal's settings beside a ``game`` token are refused
    (the token holds them); 422 naming ``seat`` for a seat the table
    does not have.

    Args:
        body (Sum15SeatRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Seat
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
