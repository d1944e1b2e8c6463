from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.solve_status import SolveStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    rules_id: str,
    *,
    root: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["root"] = root

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/solves/{rules_id}".format(
            rules_id=quote(str(rules_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SolveStatus | None:
    if response.status_code == 200:
        response_200 = SolveStatus.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | SolveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    rules_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: str | Unset = UNSET,
) -> Response[Problem | SolveStatus]:
    """Report a solve

     ``root`` (a query parameter, as ``Location`` gives it) names a solve
    from a position rather than the empty board.  While the solve is
    queued or running, ``Retry-After`` says when to ask again.  404 for
    a rule set nobody asked to solve.

    Args:
        rules_id (str):
        root (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        rules_id=rules_id,
        root=root,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    rules_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: str | Unset = UNSET,
) -> Problem | SolveStatus | None:
    """Report a solve

     ``root`` (a query parameter, as ``Location`` gives it) names a solve
    from a position rather than the empty board.  While the solve is
    queued or running, ``Retry-After`` says when to ask again.  404 for
    a rule set nobody asked to solve.

    Args:
        rules_id (str):
        root (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SolveStatus
    """

    return sync_detailed(
        rules_id=rules_id,
        client=client,
        root=root,
    ).parsed


async def asyncio_detailed(
    rules_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: str | Unset = UNSET,
) -> Response[Problem | SolveStatus]:
    """Report a solve

     ``root`` (a query parameter, as ``Location`` gives it) names a solve
    from a position rather than the empty board.  While the solve is
    queued or running, ``Retry-After`` says when to ask again.  404 for
    a rule set nobody asked to solve.

    Args:
        rules_id (str):
        root (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        rules_id=rules_id,
        root=root,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    rules_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: str | Unset = UNSET,
) -> Problem | SolveStatus | None:
    """Report a solve

     ``root`` (a query parameter, as ``Location`` gives it) names a solve
    from a position rather than the empty board.  While the solve is
    queued or running, ``Retry-After`` says when to ask again.  404 for
    a rule set nobody asked to solve.

    Args:
        rules_id (str):
        root (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SolveStatus
    """

    return (
        await asyncio_detailed(
            rules_id=rules_id,
            client=client,
            root=root,
        )
    ).parsed
