from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sum_15_resolve import Sum15Resolve
from ...models.sum_15_resolve_request import Sum15ResolveRequest
from ...types import Response


def _get_kwargs(
    *,
    body: Sum15ResolveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sum15/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Sum15Resolve | None:
    if response.status_code == 200:
        response_200 = Sum15Resolve.from_dict(response.json())

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
) -> Response[Problem | Sum15Resolve]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15ResolveRequest,
) -> Response[Problem | Sum15Resolve]:
    """What does a card pick up?

     The cards picked up (oldest first), why (``sum_14``, ``pair``, ``run``,
    ``multiple_of_15``, or null), and the middle that stays, under the
    house ``rules`` (by default the seed's words, named in the answer);
    ``starter`` says the middle's first card was turned, not played.
    422 for a middle no play leaves (a card in it that would have picked
    up when it was played, such as the second of a pair).

    Args:
        body (Sum15ResolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Resolve]
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
    body: Sum15ResolveRequest,
) -> Problem | Sum15Resolve | None:
    """What does a card pick up?

     The cards picked up (oldest first), why (``sum_14``, ``pair``, ``run``,
    ``multiple_of_15``, or null), and the middle that stays, under the
    house ``rules`` (by default the seed's words, named in the answer);
    ``starter`` says the middle's first card was turned, not played.
    422 for a middle no play leaves (a card in it that would have picked
    up when it was played, such as the second of a pair).

    Args:
        body (Sum15ResolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Resolve
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15ResolveRequest,
) -> Response[Problem | Sum15Resolve]:
    """What does a card pick up?

     The cards picked up (oldest first), why (``sum_14``, ``pair``, ``run``,
    ``multiple_of_15``, or null), and the middle that stays, under the
    house ``rules`` (by default the seed's words, named in the answer);
    ``starter`` says the middle's first card was turned, not played.
    422 for a middle no play leaves (a card in it that would have picked
    up when it was played, such as the second of a pair).

    Args:
        body (Sum15ResolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Sum15Resolve]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Sum15ResolveRequest,
) -> Problem | Sum15Resolve | None:
    """What does a card pick up?

     The cards picked up (oldest first), why (``sum_14``, ``pair``, ``run``,
    ``multiple_of_15``, or null), and the middle that stays, under the
    house ``rules`` (by default the seed's words, named in the answer);
    ``starter`` says the middle's first card was turned, not played.
    422 for a middle no play leaves (a card in it that would have picked
    up when it was played, such as the second of a pair).

    Args:
        body (Sum15ResolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Sum15Resolve
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
