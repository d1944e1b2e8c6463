from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.pick_15_status import Pick15Status
from ...models.problem import Problem
from ...models.side import Side
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    first: str | Unset = UNSET,
    second: str | Unset = UNSET,
    player: Side | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["first"] = first

    params["second"] = second

    json_player: str | Unset = UNSET
    if not isinstance(player, Unset):
        json_player = player

    params["player"] = json_player

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/pick15/status",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Pick15Status | Problem | None:
    if response.status_code == 200:
        response_200 = Pick15Status.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Any | Pick15Status | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    first: str | Unset = UNSET,
    second: str | Unset = UNSET,
    player: Side | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Pick15Status | Problem]:
    """Has anyone picked three numbers summing to 15? (picks in the query string)

     ``first=9,2&second=8``; cacheable, with an ``ETag``.

    Args:
        first (str | Unset):
        second (str | Unset):
        player (Side | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Pick15Status | Problem]
    """

    kwargs = _get_kwargs(
        first=first,
        second=second,
        player=player,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    first: str | Unset = UNSET,
    second: str | Unset = UNSET,
    player: Side | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Pick15Status | Problem | None:
    """Has anyone picked three numbers summing to 15? (picks in the query string)

     ``first=9,2&second=8``; cacheable, with an ``ETag``.

    Args:
        first (str | Unset):
        second (str | Unset):
        player (Side | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Pick15Status | Problem
    """

    return sync_detailed(
        client=client,
        first=first,
        second=second,
        player=player,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    first: str | Unset = UNSET,
    second: str | Unset = UNSET,
    player: Side | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Pick15Status | Problem]:
    """Has anyone picked three numbers summing to 15? (picks in the query string)

     ``first=9,2&second=8``; cacheable, with an ``ETag``.

    Args:
        first (str | Unset):
        second (str | Unset):
        player (Side | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Pick15Status | Problem]
    """

    kwargs = _get_kwargs(
        first=first,
        second=second,
        player=player,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    first: str | Unset = UNSET,
    second: str | Unset = UNSET,
    player: Side | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Pick15Status | Problem | None:
    """Has anyone picked three numbers summing to 15? (picks in the query string)

     ``first=9,2&second=8``; cacheable, with an ``ETag``.

    Args:
        first (str | Unset):
        second (str | Unset):
        player (Side | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Pick15Status | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            first=first,
            second=second,
            player=player,
            if_none_match=if_none_match,
        )
    ).parsed
