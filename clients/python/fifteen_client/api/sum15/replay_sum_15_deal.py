from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sum_15_game import Sum15Game
from ...models.sum_15_game_request import Sum15GameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: Sum15GameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sum15/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Sum15Game | None:
    if response.status_code == 200:
        response_200 = Sum15Game.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Sum15Game]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15GameRequest,
) -> Response[Problem | Sum15Game]:
    """Replay a deal

     The deal dealt from ``seed`` to ``players`` seats (from ``decks``)
    after ``plays`` (the cards played, in order, seat 0 first), whole:
    each seat's hand (the dealer's view), the middle and its total, the
    starters turned, every card played, each seat's pile of cards picked
    up, the cards left to turn, whose turn it is, whether the deal is
    over and its winners, each play with what it picked up and why, and
    the game record (``record``, as ``/v1/sum15/records`` reads it).
    A multiple of 15 turns a new starter while the stock holds one; a
    set that empties the middle turns one only under the house rule
    ``restart_after_set`` (``rules``, named in the answer).  422
    ``illegal-move`` naming ``plays[i]`` for the first card not in the
    hand of the seat to play, or played after the end; 422 naming
    ``decks`` for decks that cannot deal the table.
    The same body always gets the same answer.

    Args:
        body (Sum15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Game]
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
    body: Sum15GameRequest,
) -> Problem | Sum15Game | None:
    """Replay a deal

     The deal dealt from ``seed`` to ``players`` seats (from ``decks``)
    after ``plays`` (the cards played, in order, seat 0 first), whole:
    each seat's hand (the dealer's view), the middle and its total, the
    starters turned, every card played, each seat's pile of cards picked
    up, the cards left to turn, whose turn it is, whether the deal is
    over and its winners, each play with what it picked up and why, and
    the game record (``record``, as ``/v1/sum15/records`` reads it).
    A multiple of 15 turns a new starter while the stock holds one; a
    set that empties the middle turns one only under the house rule
    ``restart_after_set`` (``rules``, named in the answer).  422
    ``illegal-move`` naming ``plays[i]`` for the first card not in the
    hand of the seat to play, or played after the end; 422 naming
    ``decks`` for decks that cannot deal the table.
    The same body always gets the same answer.

    Args:
        body (Sum15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Game
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15GameRequest,
) -> Response[Problem | Sum15Game]:
    """Replay a deal

     The deal dealt from ``seed`` to ``players`` seats (from ``decks``)
    after ``plays`` (the cards played, in order, seat 0 first), whole:
    each seat's hand (the dealer's view), the middle and its total, the
    starters turned, every card played, each seat's pile of cards picked
    up, the cards left to turn, whose turn it is, whether the deal is
    over and its winners, each play with what it picked up and why, and
    the game record (``record``, as ``/v1/sum15/records`` reads it).
    A multiple of 15 turns a new starter while the stock holds one; a
    set that empties the middle turns one only under the house rule
    ``restart_after_set`` (``rules``, named in the answer).  422
    ``illegal-move`` naming ``plays[i]`` for the first card not in the
    hand of the seat to play, or played after the end; 422 naming
    ``decks`` for decks that cannot deal the table.
    The same body always gets the same answer.

    Args:
        body (Sum15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Game]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15GameRequest,
) -> Problem | Sum15Game | None:
    """Replay a deal

     The deal dealt from ``seed`` to ``players`` seats (from ``decks``)
    after ``plays`` (the cards played, in order, seat 0 first), whole:
    each seat's hand (the dealer's view), the middle and its total, the
    starters turned, every card played, each seat's pile of cards picked
    up, the cards left to turn, whose turn it is, whether the deal is
    over and its winners, each play with what it picked up and why, and
    the game record (``record``, as ``/v1/sum15/records`` reads it).
    A multiple of 15 turns a new starter while the stock holds one; a
    set that empties the middle turns one only under the house rule
    ``restart_after_set`` (``rules``, named in the answer).  422
    ``illegal-move`` naming ``plays[i]`` for the first card not in the
    hand of the seat to play, or played after the end; 422 naming
    ``decks`` for decks that cannot deal the table.
    The same body always gets the same answer.

    Args:
        body (Sum15GameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Game
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
