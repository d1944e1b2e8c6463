from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sum_15_move_request import Sum15MoveRequest
from ...models.sum_15_suggestion import Sum15Suggestion
from ...types import Response


def _get_kwargs(
    *,
    body: Sum15MoveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sum15/move",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Sum15Suggestion | None:
    if response.status_code == 200:
        response_200 = Sum15Suggestion.from_dict(response.json())

        return response_200

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
) -> Response[Problem | Sum15Suggestion]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15MoveRequest,
) -> Response[Problem | Sum15Suggestion]:
    """Suggest a card to play

     From what your seat can know (your hand, the starters and every card
    played, in order), the card with the best chance to win the deal,
    the same figures for every card in hand, and how each other seat's
    style of play was read from its plays, under the house ``rules`` (by
    default the seed's words, named in the answer).  With ``samples``
    (and ``seed``) the budget is work, and the answer is the same on any
    machine at any load; without, the time budget ``budget_ms``.  409
    when it is not your turn; 422 for a state no deal could produce; 503
    with ``Retry-After`` when no search process comes free in time
    (``FIFTEEN_SEARCH_WAIT``), or ``search-failed`` when a budget of
    samples could not be played out within ``WORK_CEILING_SECONDS`` (a
    machine far too busy: ask again).

    Args:
        body (Sum15MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Suggestion]
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
    body: Sum15MoveRequest,
) -> Problem | Sum15Suggestion | None:
    """Suggest a card to play

     From what your seat can know (your hand, the starters and every card
    played, in order), the card with the best chance to win the deal,
    the same figures for every card in hand, and how each other seat's
    style of play was read from its plays, under the house ``rules`` (by
    default the seed's words, named in the answer).  With ``samples``
    (and ``seed``) the budget is work, and the answer is the same on any
    machine at any load; without, the time budget ``budget_ms``.  409
    when it is not your turn; 422 for a state no deal could produce; 503
    with ``Retry-After`` when no search process comes free in time
    (``FIFTEEN_SEARCH_WAIT``), or ``search-failed`` when a budget of
    samples could not be played out within ``WORK_CEILING_SECONDS`` (a
    machine far too busy: ask again).

    Args:
        body (Sum15MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Suggestion
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15MoveRequest,
) -> Response[Problem | Sum15Suggestion]:
    """Suggest a card to play

     From what your seat can know (your hand, the starters and every card
    played, in order), the card with the best chance to win the deal,
    the same figures for every card in hand, and how each other seat's
    style of play was read from its plays, under the house ``rules`` (by
    default the seed's words, named in the answer).  With ``samples``
    (and ``seed``) the budget is work, and the answer is the same on any
    machine at any load; without, the time budget ``budget_ms``.  409
    when it is not your turn; 422 for a state no deal could produce; 503
    with ``Retry-After`` when no search process comes free in time
    (``FIFTEEN_SEARCH_WAIT``), or ``search-failed`` when a budget of
    samples could not be played out within ``WORK_CEILING_SECONDS`` (a
    machine far too busy: ask again).

    Args:
        body (Sum15MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Suggestion]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15MoveRequest,
) -> Problem | Sum15Suggestion | None:
    """Suggest a card to play

     From what your seat can know (your hand, the starters and every card
    played, in order), the card with the best chance to win the deal,
    the same figures for every card in hand, and how each other seat's
    style of play was read from its plays, under the house ``rules`` (by
    default the seed's words, named in the answer).  With ``samples``
    (and ``seed``) the budget is work, and the answer is the same on any
    machine at any load; without, the time budget ``budget_ms``.  409
    when it is not your turn; 422 for a state no deal could produce; 503
    with ``Retry-After`` when no search process comes free in time
    (``FIFTEEN_SEARCH_WAIT``), or ``search-failed`` when a budget of
    samples could not be played out within ``WORK_CEILING_SECONDS`` (a
    machine far too busy: ask again).

    Args:
        body (Sum15MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Suggestion
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
