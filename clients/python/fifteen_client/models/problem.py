from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player import Player, check_player
from ..models.redis_state import RedisState, check_redis_state
from ..models.side import Side, check_side
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors
    from ..models.table_states import TableStates


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str): What kind of problem this is, one of:
            - `urn:fifteen:problem:bad-request`: 400: the request line, headers or parameters are malformed.
            - `urn:fifteen:problem:malformed-json`: 400: the body is not JSON that can be read.
            - `urn:fifteen:problem:empty-body`: 400: the body is empty; send a JSON object.
            - `urn:fifteen:problem:malformed-framing`: 400: the body's framing (chunks, Content-Length) is broken.
            - `urn:fifteen:problem:unexpected-body`: 400: a GET, HEAD or OPTIONS request sent a body; send a GET's
            parameters in its query string, or POST the body.
            - `urn:fifteen:problem:forbidden`: 403: refused by the HTTP server before the API.
            - `urn:fifteen:problem:not-found`: 404: no such path, or no solve of that rule set (from that root).
            - `urn:fifteen:problem:method-not-allowed`: 405: the path does not take that method; see the Allow header.
            - `urn:fifteen:problem:request-timeout`: 408: the request was not sent in time.
            - `urn:fifteen:problem:not-your-turn`: 409: it is not that player's (side's, seat's) turn; see to_move.
            - `urn:fifteen:problem:precondition-failed`: 412: If-Match (or If-Unmodified-Since) does not hold for the
            answer; send If-None-Match to revalidate.
            - `urn:fifteen:problem:body-too-large`: 413: the body is larger than the service reads.
            - `urn:fifteen:problem:uri-too-long`: 414: the request line is too long.
            - `urn:fifteen:problem:unsupported-media-type`: 415: send the body as JSON, without a Content-Encoding.
            - `urn:fifteen:problem:range-not-satisfiable`: 416: the Range asked for lies outside the file.
            - `urn:fifteen:problem:expectation-failed`: 417: the Expect header is not supported.
            - `urn:fifteen:problem:validation-error`: 422: a field or parameter is invalid; see errors.
            - `urn:fifteen:problem:invalid-position`: 422: the position is not a legal one; see errors.
            - `urn:fifteen:problem:illegal-move`: 422: a move of a game's record cannot be played when it comes (moves[i],
            plays[i]); see errors.
            - `urn:fifteen:problem:unreadable-move`: 422: a move is not written in the game's notation (no such square,
            tile, card or number; a blank named wrongly); see errors.
            - `urn:fifteen:problem:unreachable-position`: 422: no game reaches the position; see errors.
            - `urn:fifteen:problem:invalid-game-token`: 422: the game token was not sealed by this deployment, or was
            changed; see errors.
            - `urn:fifteen:problem:invalid-record`: 422: a game record or position string cannot be read, or its moves,
            scores or result disagree with the game they replay (docs/records.md); errors names the line.
            - `urn:fifteen:problem:too-large-to-solve`: 422: the variant is too large to solve; see errors.
            - `urn:fifteen:problem:solve-failed`: 422: the variant's solve failed; see errors.
            - `urn:fifteen:problem:rate-limited`: 429: too many requests from this client; wait Retry-After seconds (without
            Retry-After: the request alone counts more than the whole limit; split it).
            - `urn:fifteen:problem:headers-too-large`: 431: the request headers are too large.
            - `urn:fifteen:problem:server-error`: 500: the server failed to answer; the failure is logged.
            - `urn:fifteen:problem:not-implemented`: 501: a transfer coding other than chunked, before the chunked one (a
            body framed without chunked last cannot be read at all: 400).
            - `urn:fifteen:problem:unavailable`: 503: not ready (a table missing: see /readyz), or, from nginx, not
            reachable (see Retry-After).
            - `urn:fifteen:problem:solve-queue-full`: 503: too many variant solves wait; ask again after Retry-After.
            - `urn:fifteen:problem:too-many-rule-sets`: 503: a request prices at most a few new variant solves.
            - `urn:fifteen:problem:search-busy`: 503: every search process is busy and the queue in front of them is full,
            or the wait ran out; ask again after Retry-After.
            - `urn:fifteen:problem:search-failed`: 503: the search process died or ran far past its budget, and was
            replaced; ask again after Retry-After.
            - `urn:fifteen:problem:search-unfinished`: 503: no play found within the search's ceiling, plays may exist; ask
            again with a larger budget_ms (no Retry-After: the same request would likely end the same).
            - `urn:fifteen:problem:batch-busy`: 503: this client already runs a batch here; ask again after Retry-After.
            - `urn:fifteen:problem:http-version-not-supported`: 505: use HTTP/1.0 or HTTP/1.1.
            - `urn:fifteen:problem:solve-pending`: 202: in a batch item: the variant is being solved; follow location.
        title (str):
        status (int):
        detail (str):
        errors (ProblemErrors | Unset): Messages per offending field; board cells as board[i].
        to_move (int | None | Player | Side | Unset): 409: whose turn it is: a player (tic-tac-toe), a side (Pick15) or
            a seat's number (Sum 15); null once the game is over.
        location (str | Unset): 202 (a batch item whose variant is being solved): where the solve is reported, as the
            Location header of a single request.
        retry_after (int | Unset): 202 (a batch item): seconds to wait before asking again.
        line (int | Unset): 400 malformed-json: the line where the body stops being JSON.
        column (int | Unset): 400 malformed-json: the column (a character) on that line.
        tables (TableStates | Unset): Each named game's table, by the game's name.
        redis (RedisState | Unset):
    """

    type_: str
    title: str
    status: int
    detail: str
    errors: ProblemErrors | Unset = UNSET
    to_move: int | None | Player | Side | Unset = UNSET
    location: str | Unset = UNSET
    retry_after: int | Unset = UNSET
    line: int | Unset = UNSET
    column: int | Unset = UNSET
    tables: TableStates | Unset = UNSET
    redis: RedisState | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        to_move: int | None | str | Unset
        if isinstance(self.to_move, Unset):
            to_move = UNSET
        elif isinstance(self.to_move, str):
            to_move = self.to_move
        elif isinstance(self.to_move, str):
            to_move = self.to_move
        else:
            to_move = self.to_move

        location = self.location

        retry_after = self.retry_after

        line = self.line

        column = self.column

        tables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = self.tables.to_dict()

        redis: str | Unset = UNSET
        if not isinstance(self.redis, Unset):
            redis = self.redis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if to_move is not UNSET:
            field_dict["to_move"] = to_move
        if location is not UNSET:
            field_dict["location"] = location
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if line is not UNSET:
            field_dict["line"] = line
        if column is not UNSET:
            field_dict["column"] = column
        if tables is not UNSET:
            field_dict["tables"] = tables
        if redis is not UNSET:
            field_dict["redis"] = redis

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.table_states import TableStates  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        def _parse_to_move(data: object) -> int | None | Player | Side | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_0 = check_player(data)

                return to_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_1 = check_side(data)

                return to_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | Player | Side | Unset, data)

        to_move = _parse_to_move(d.pop("to_move", UNSET))

        location = d.pop("location", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        line = d.pop("line", UNSET)

        column = d.pop("column", UNSET)

        _tables = d.pop("tables", UNSET)
        tables: TableStates | Unset
        if isinstance(_tables, Unset):
            tables = UNSET
        else:
            tables = TableStates.from_dict(_tables)

        _redis = d.pop("redis", UNSET)
        redis: RedisState | Unset
        if isinstance(_redis, Unset):
            redis = UNSET
        else:
            redis = check_redis_state(_redis)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            to_move=to_move,
            location=location,
            retry_after=retry_after,
            line=line,
            column=column,
            tables=tables,
            redis=redis,
        )

        return problem
