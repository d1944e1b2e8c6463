from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.pick_15_game import Pick15Game
from ...models.problem import Problem
from ...models.record_request import RecordRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RecordRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/pick15/records",
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
    body: RecordRequest,
) -> Response[Pick15Game | Problem]:
    """Replay a Pick15 game record

     A PGN-shaped game record (``docs/records.md``: the tags ``Position``
    when the game did not start from the empty one, and ``Result``, then
    the numbers picked), replayed and answered as ``/v1/pick15/games``
    answers: the ``record`` that answer writes reads back to the same
    answer.  422 ``invalid-record`` naming ``record`` (and the ``line``,
    where one is at fault) for a record that cannot be read, a record of
    another game, a ``Position`` no game reaches, a word that is not a
    pick, a pick that cannot be made when it comes, or a ``Result`` its
    picks do not give: a record is never corrected.  The same body
    always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Pick15Game | Problem | None:
    """Replay a Pick15 game record

     A PGN-shaped game record (``docs/records.md``: the tags ``Position``
    when the game did not start from the empty one, and ``Result``, then
    the numbers picked), replayed and answered as ``/v1/pick15/games``
    answers: the ``record`` that answer writes reads back to the same
    answer.  422 ``invalid-record`` naming ``record`` (and the ``line``,
    where one is at fault) for a record that cannot be read, a record of
    another game, a ``Position`` no game reaches, a word that is not a
    pick, a pick that cannot be made when it comes, or a ``Result`` its
    picks do not give: a record is never corrected.  The same body
    always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Response[Pick15Game | Problem]:
    """Replay a Pick15 game record

     A PGN-shaped game record (``docs/records.md``: the tags ``Position``
    when the game did not start from the empty one, and ``Result``, then
    the numbers picked), replayed and answered as ``/v1/pick15/games``
    answers: the ``record`` that answer writes reads back to the same
    answer.  422 ``invalid-record`` naming ``record`` (and the ``line``,
    where one is at fault) for a record that cannot be read, a record of
    another game, a ``Position`` no game reaches, a word that is not a
    pick, a pick that cannot be made when it comes, or a ``Result`` its
    picks do not give: a record is never corrected.  The same body
    always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Pick15Game | Problem | None:
    """Replay a Pick15 game record

     A PGN-shaped game record (``docs/records.md``: the tags ``Position``
    when the game did not start from the empty one, and ``Result``, then
    the numbers picked), replayed and answered as ``/v1/pick15/games``
    answers: the ``record`` that answer writes reads back to the same
    answer.  422 ``invalid-record`` naming ``record`` (and the ``line``,
    where one is at fault) for a record that cannot be read, a record of
    another game, a ``Position`` no game reaches, a word that is not a
    pick, a pick that cannot be made when it comes, or a ``Result`` its
    picks do not give: a record is never corrected.  The same body
    always gets the same answer.

    Args:
        body (RecordRequest):

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
