from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.math_scrabble_moves import MathScrabbleMoves
from ...models.math_scrabble_moves_request import MathScrabbleMovesRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: MathScrabbleMovesRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/math-scrabble/moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MathScrabbleMoves | Problem | None:
    if response.status_code == 200:
        response_200 = MathScrabbleMoves.from_dict(response.json())

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
) -> Response[MathScrabbleMoves | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleMovesRequest,
) -> Response[MathScrabbleMoves | Problem]:
    """Find the best plays

     The best ``limit`` plays for the rack, best first, each as ``score``
    answers it with the tiles it leaves (``rack_left``) and its
    ``equity``: its score plus what those tiles are worth next turn.
    ``rank``: ``score`` lists the highest scores; ``equity`` the most
    equity, with the best exchange beside them, and with ``bag`` 0 the
    best spread two plies ahead (the unseen tiles being the opponent's
    rack).  ``proven``: no play left out can outscore the last one
    listed (by equity: have more equity).  ``finished``:
    every legal play was searched, so ``count`` is how many there are
    (else a floor).  An empty ``plays`` means there is no legal play.
    The search runs within ``budget_ms``, or within ``steps`` (a budget
    of work: the same answer on any machine at any load).  A
    search that has found no play when its budget runs out goes on for a
    first one, up to four budgets; if it still has none, 503
    ``search-unfinished``, without ``Retry-After`` (plays may exist: ask
    with a larger ``budget_ms`` or ``steps``; the same request would
    likely end the same).  503 ``search-busy`` with ``Retry-After`` when
    no search process comes free in time (``FIFTEEN_SEARCH_WAIT``), or
    ``search-failed`` when a budget of steps could not be taken within
    ``WORK_CEILING_SECONDS`` (a machine far too busy: ask again).

    Args:
        body (MathScrabbleMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleMoves | Problem]
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
    body: MathScrabbleMovesRequest,
) -> MathScrabbleMoves | Problem | None:
    """Find the best plays

     The best ``limit`` plays for the rack, best first, each as ``score``
    answers it with the tiles it leaves (``rack_left``) and its
    ``equity``: its score plus what those tiles are worth next turn.
    ``rank``: ``score`` lists the highest scores; ``equity`` the most
    equity, with the best exchange beside them, and with ``bag`` 0 the
    best spread two plies ahead (the unseen tiles being the opponent's
    rack).  ``proven``: no play left out can outscore the last one
    listed (by equity: have more equity).  ``finished``:
    every legal play was searched, so ``count`` is how many there are
    (else a floor).  An empty ``plays`` means there is no legal play.
    The search runs within ``budget_ms``, or within ``steps`` (a budget
    of work: the same answer on any machine at any load).  A
    search that has found no play when its budget runs out goes on for a
    first one, up to four budgets; if it still has none, 503
    ``search-unfinished``, without ``Retry-After`` (plays may exist: ask
    with a larger ``budget_ms`` or ``steps``; the same request would
    likely end the same).  503 ``search-busy`` with ``Retry-After`` when
    no search process comes free in time (``FIFTEEN_SEARCH_WAIT``), or
    ``search-failed`` when a budget of steps could not be taken within
    ``WORK_CEILING_SECONDS`` (a machine far too busy: ask again).

    Args:
        body (MathScrabbleMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleMoves | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleMovesRequest,
) -> Response[MathScrabbleMoves | Problem]:
    """Find the best plays

     The best ``limit`` plays for the rack, best first, each as ``score``
    answers it with the tiles it leaves (``rack_left``) and its
    ``equity``: its score plus what those tiles are worth next turn.
    ``rank``: ``score`` lists the highest scores; ``equity`` the most
    equity, with the best exchange beside them, and with ``bag`` 0 the
    best spread two plies ahead (the unseen tiles being the opponent's
    rack).  ``proven``: no play left out can outscore the last one
    listed (by equity: have more equity).  ``finished``:
    every legal play was searched, so ``count`` is how many there are
    (else a floor).  An empty ``plays`` means there is no legal play.
    The search runs within ``budget_ms``, or within ``steps`` (a budget
    of work: the same answer on any machine at any load).  A
    search that has found no play when its budget runs out goes on for a
    first one, up to four budgets; if it still has none, 503
    ``search-unfinished``, without ``Retry-After`` (plays may exist: ask
    with a larger ``budget_ms`` or ``steps``; the same request would
    likely end the same).  503 ``search-busy`` with ``Retry-After`` when
    no search process comes free in time (``FIFTEEN_SEARCH_WAIT``), or
    ``search-failed`` when a budget of steps could not be taken within
    ``WORK_CEILING_SECONDS`` (a machine far too busy: ask again).

    Args:
        body (MathScrabbleMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MathScrabbleMoves | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MathScrabbleMovesRequest,
) -> MathScrabbleMoves | Problem | None:
    """Find the best plays

     The best ``limit`` plays for the rack, best first, each as ``score``
    answers it with the tiles it leaves (``rack_left``) and its
    ``equity``: its score plus what those tiles are worth next turn.
    ``rank``: ``score`` lists the highest scores; ``equity`` the most
    equity, with the best exchange beside them, and with ``bag`` 0 the
    best spread two plies ahead (the unseen tiles being the opponent's
    rack).  ``proven``: no play left out can outscore the last one
    listed (by equity: have more equity).  ``finished``:
    every legal play was searched, so ``count`` is how many there are
    (else a floor).  An empty ``plays`` means there is no legal play.
    The search runs within ``budget_ms``, or within ``steps`` (a budget
    of work: the same answer on any machine at any load).  A
    search that has found no play when its budget runs out goes on for a
    first one, up to four budgets; if it still has none, 503
    ``search-unfinished``, without ``Retry-After`` (plays may exist: ask
    with a larger ``budget_ms`` or ``steps``; the same request would
    likely end the same).  503 ``search-busy`` with ``Retry-After`` when
    no search process comes free in time (``FIFTEEN_SEARCH_WAIT``), or
    ``search-failed`` when a budget of steps could not be taken within
    ``WORK_CEILING_SECONDS`` (a machine far too busy: ask again).

    Args:
        body (MathScrabbleMovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MathScrabbleMoves | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
