"""One error shape for the whole API: RFC 9457 problem documents.

Every error response is ``application/problem+json`` with ``type``, ``title``,
``status``, ``detail`` and, for bad input, ``errors``: messages per offending
field, a board cell written ``board[i]``.  Nothing internal (tracebacks,
paths, versions) ever reaches a response.
"""

from __future__ import annotations

import http
import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, json, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

from service import observability
from service.schemas import ProblemSchema
from service.solves import RETRY_AFTER_SECONDS, pending_response
from service.solving import QueueFullError
from service.variants import SolveFailedError, SolvePendingError
from solver import PositionError, UnreachablePositionError, WrongPlayerError
from solver.errors import TooLargeToSolveError

PROBLEM_JSON = "application/problem+json"
TYPE_PREFIX = "urn:fifteen:problem:"

log = logging.getLogger(__name__)

_DETAILS = {
    400: "The request is malformed.",
    404: "There is no such resource; see /openapi.json for the API.",
    405: "This resource does not accept that method; see the Allow header.",
    413: "The request body is too large.",
    415: "Send the request body as JSON with Content-Type: application/json.",
    422: "The request is well-formed JSON but its content is invalid; see errors.",
    500: "The server failed to answer; the failure has been logged.",
    503: "The service is not ready to answer yet.",
}


def problem(
    status: int,
    detail: str | None = None,
    *,
    slug: str | None = None,
    errors: Mapping[str, list[str]] | None = None,
    headers: Mapping[str, str] | None = None,
    **extra: Any,
) -> Response:
    """A problem document response."""
    body: dict[str, Any] = {
        "type": TYPE_PREFIX + slug if slug else "about:blank",
        "title": http.HTTPStatus(status).phrase,
        "status": status,
        "detail": _clip(detail or _DETAILS.get(status, http.HTTPStatus(status).description), 600),
    }
    if errors:
        body["errors"] = bounded(errors)
    body.update(extra)
    response = Response(json.dumps(body), status=status, mimetype=PROBLEM_JSON)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


MAX_FIELDS = 10
"""Fields a problem document lists at most; ``detail`` counts the rest."""
MAX_TEXT = 200
"""Characters of a field name or message kept: input is never echoed at length."""


def _clip(text: str, most: int = MAX_TEXT) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def bounded(errors: Mapping[str, list[str]]) -> dict[str, list[str]]:
    """The first ``MAX_FIELDS`` fields, each with its first three messages,
    every name and message at most ``MAX_TEXT`` characters."""
    return {
        _clip(field): [_clip(message) for message in messages[:3]]
        for field, messages in list(errors.items())[:MAX_FIELDS]
    }


def flatten(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """Turn marshmallow's nested messages into ``{"board[3]": [...]}``."""
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return {prefix or "body": list(messages)}
    if not isinstance(messages, Mapping):
        return {prefix or "body": [str(messages)]}
    flat: dict[str, list[str]] = {}
    for key, value in messages.items():
        if key == "_schema":
            path = prefix or "body"
        elif isinstance(key, int):
            path = f"{prefix}[{key}]"
        else:
            path = f"{prefix}.{key}" if prefix else str(key)
        for field, texts in flatten(value, path).items():
            flat.setdefault(field, []).extend(texts)
    return flat


def _summary(errors: Mapping[str, list[str]]) -> str:
    first_field, first_messages = next(iter(errors.items()))
    more = len(errors) - 1
    tail = f" (and {more} more field{'s' if more > 1 else ''})" if more else ""
    return f"{_clip(first_field)}: {_clip(first_messages[0])}{tail}"


class ProblemApi(Api):  # type: ignore[misc]
    """flask-smorest's ``Api`` with problem documents for every error."""

    ERROR_SCHEMA = ProblemSchema
    DEFAULT_ERROR_RESPONSE_NAME = None

    def handle_http_exception(self, error: HTTPException) -> Response:
        status = error.code or 500
        if status >= 500:
            log.error("request failed", exc_info=getattr(error, "original_exception", None))
        data = getattr(error, "data", None) or {}
        headers = {k: v for k, v in error.get_headers() if k.lower() not in ("content-type",)}
        headers.update(data.get("headers") or {})
        messages = data.get("messages")
        if status == 400:
            if messages is not None:  # webargs could not read the JSON
                return problem(
                    400,
                    "The request body is not valid JSON.",
                    headers=headers,
                    slug="malformed-json",
                )
            return problem(
                400, data.get("message"), headers=headers, slug=data.get("slug", "bad-request")
            )
        if messages is not None:
            if isinstance(messages, Mapping) and len(messages) == 1:
                messages = next(iter(messages.values()))  # drop webargs' "json" level
            errors = flatten(messages)
            return problem(
                status, _summary(errors), slug="validation-error", errors=errors, headers=headers
            )
        return problem(status, data.get("message"), headers=headers)

    def _register_responses(self) -> None:
        for status in http.HTTPStatus:
            if status < 400:
                continue
            response = {"description": status.phrase, "schema": self.ERROR_SCHEMA}
            prepare_response(response, self.spec, PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)


REQUEST_FIELDS: dict[str, dict[str, str]] = {
    "pick15": {"first": "picks.first", "second": "picks.second"},
}
"""Per blueprint, the request field of each part of a game the engine names
(``PositionError.part``) where the two differ; a board cell is ``board[i]``."""


def request_field(error: PositionError) -> str:
    """The request field an engine's error is about."""
    part = REQUEST_FIELDS.get(request.blueprint or "", {}).get(error.part, error.part)
    if error.index is not None and part == "board":
        return f"board[{error.index}]"
    return part


def position_error(error: PositionError) -> Response:
    field = request_field(error)
    slug = (
        "unreachable-position"
        if isinstance(error, UnreachablePositionError)
        else "invalid-position"
    )
    return problem(422, str(error), slug=slug, errors={field: [str(error)]})


def too_large(error: TooLargeToSolveError) -> Response:
    observability.SOLVE_REJECTIONS.labels("too_large").inc()
    return problem(422, str(error), slug="too-large-to-solve", errors={"rules": [str(error)]})


def solve_failed(error: SolveFailedError) -> Response:
    return problem(422, str(error), slug="solve-failed", errors={"rules": [str(error)]})


def queue_full(error: QueueFullError) -> Response:
    return problem(
        503,
        "too many variant solves are waiting; try again shortly",
        slug="solve-queue-full",
        headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
    )


def solve_pending(error: SolvePendingError) -> Response:
    return pending_response(error.status)


def wrong_player(error: WrongPlayerError) -> Response:
    return problem(
        409,
        str(error),
        slug="not-your-turn",
        errors={"player": [str(error)]},
        to_move=error.to_move,
    )


def register(app: Flask) -> None:
    """Map the engine's errors to problem documents."""
    app.register_error_handler(PositionError, position_error)
    app.register_error_handler(WrongPlayerError, wrong_player)
    app.register_error_handler(TooLargeToSolveError, too_large)
    app.register_error_handler(SolveFailedError, solve_failed)
    app.register_error_handler(QueueFullError, queue_full)
    app.register_error_handler(SolvePendingError, solve_pending)
