from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.record_request import RecordRequest
from ...models.sum_15_game import Sum15Game
from ...types import Response


def _get_kwargs(
    *,
    body: RecordRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sum15/records",
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
    body: RecordRequest,
) -> Response[Problem | Sum15Game]:
    """Replay a deal's game record

     The deal a PGN-shaped game record holds (``docs/records.md``: the
    tags ``Seed``, ``Players``, ``Decks``, ``HouseRules`` and ``Result``,
    then the cards played, seat 0 first), replayed and answered as
    ``/v1/sum15/games`` answers its seed, players, decks, house rules and
    plays: the ``record`` that answer writes reads back to the same
    answer, and a caller goes on from its fields.  422 ``invalid-record``
    naming ``record`` and the line (``line``) for a record that cannot be
    read, a tag missing or out of range, a house rule that does not
    exist, a word that is not a card, a card the seat to play does not
    hold (or one after the deal is over), or a ``Result`` or
    ``{starter 5D}`` comment that is not the replay's: a record is never
    corrected.  The same body always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Problem | Sum15Game | None:
    """Replay a deal's game record

     The deal a PGN-shaped game record holds (``docs/records.md``: the
    tags ``Seed``, ``Players``, ``Decks``, ``HouseRules`` and ``Result``,
    then the cards played, seat 0 first), replayed and answered as
    ``/v1/sum15/games`` answers its seed, players, decks, house rules and
    plays: the ``record`` that answer writes reads back to the same
    answer, and a caller goes on from its fields.  422 ``invalid-record``
    naming ``record`` and the line (``line``) for a record that cannot be
    read, a tag missing or out of range, a house rule that does not
    exist, a word that is not a card, a card the seat to play does not
    hold (or one after the deal is over), or a ``Result`` or
    ``{starter 5D}`` comment that is not the replay's: a record is never
    corrected.  The same body always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Response[Problem | Sum15Game]:
    """Replay a deal's game record

     The deal a PGN-shaped game record holds (``docs/records.md``: the
    tags ``Seed``, ``Players``, ``Decks``, ``HouseRules`` and ``Result``,
    then the cards played, seat 0 first), replayed and answered as
    ``/v1/sum15/games`` answers its seed, players, decks, house rules and
    plays: the ``record`` that answer writes reads back to the same
    answer, and a caller goes on from its fields.  422 ``invalid-record``
    naming ``record`` and the line (``line``) for a record that cannot be
    read, a tag missing or out of range, a house rule that does not
    exist, a word that is not a card, a card the seat to play does not
    hold (or one after the deal is over), or a ``Result`` or
    ``{starter 5D}`` comment that is not the replay's: a record is never
    corrected.  The same body always gets the same answer.

    Args:
        body (RecordRequest):

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
    body: RecordRequest,
) -> Problem | Sum15Game | None:
    """Replay a deal's game record

     The deal a PGN-shaped game record holds (``docs/records.md``: the
    tags ``Seed``, ``Players``, ``Decks``, ``HouseRules`` and ``Result``,
    then the cards played, seat 0 first), replayed and answered as
    ``/v1/sum15/games`` answers its seed, players, decks, house rules and
    plays: the ``record`` that answer writes reads back to the same
    answer, and a caller goes on from its fields.  422 ``invalid-record``
    naming ``record`` and the line (``line``) for a record that cannot be
    read, a tag missing or out of range, a house rule that does not
    exist, a word that is not a card, a card the seat to play does not
    hold (or one after the deal is over), or a ``Result`` or
    ``{starter 5D}`` comment that is not the replay's: a record is never
    corrected.  The same body always gets the same answer.

    Args:
        body (RecordRequest):

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
