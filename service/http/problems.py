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

from flask import Flask, Response, current_app, has_request_context, json, request
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from service.http.bodies import JsonBlueprint
from service.http.problem_types import PROBLEM_TYPES, problem_type
from service.schemas import ProblemSchema
from solver.core.errors import Refusal

PROBLEM_JSON = "application/problem+json"

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


def document(
    status: int,
    detail: str | None = None,
    *,
    slug: str | None = None,
    errors: Mapping[str, list[str]] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A problem document: the body of an error response, or of one item of
    a batch."""
    body: dict[str, Any] = {
        "type": problem_type(status, slug),
        "title": http.HTTPStatus(status).phrase,
        "status": status,
        "detail": _clip(detail or _DETAILS.get(status, http.HTTPStatus(status).description), 600),
    }
    if errors:
        body["errors"] = bounded(errors)
    body.update(extra)
    return body


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
    body = document(status, detail, slug=slug, errors=errors, **extra)
    response = Response(json.dumps(body), status=status, mimetype=PROBLEM_JSON)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def validation_document(messages: Any) -> dict[str, Any]:
    """The 422 problem document of marshmallow's (nested) messages."""
    errors = flatten(messages)
    return document(422, _summary(errors), slug="validation-error", errors=errors)


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
        if status == 500:  # a fault; 501, 503 and 505 are refusals, in the access log
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
                400,
                data.get("message"),
                headers=headers,
                slug=data.get("slug", "bad-request"),
                **(data.get("at") or {}),
            )
        if messages is not None:
            if isinstance(messages, Mapping) and len(messages) == 1:
                messages = next(iter(messages.values()))  # drop webargs' "json" level
            body = validation_document(messages)
            body["status"] = status
            body["title"] = http.HTTPStatus(status).phrase
            return problem_response(body, headers)
        return problem(status, data.get("message"), headers=headers)


def request_field(error: Refusal) -> str:
    """The request field (or query parameter) a refusal is about: a body's
    as its blueprint names it (``JsonBlueprint.body_field``); query
    parameters are named as the parts are; an item of a part is ``part[i]``
    either way (``board[4]``, ``picks.first[1]``)."""
    part = error.part or "body"
    if has_request_context() and request.method != "GET":
        blueprint = current_app.blueprints.get(request.blueprint or "")
        if isinstance(blueprint, JsonBlueprint):
            part = blueprint.body_field(request.endpoint, part)
    if error.index is not None:
        return f"{part}[{error.index}]"
    return part


def refusal_problem(error: Refusal) -> tuple[dict[str, Any], dict[str, str]]:
    """The problem document (and headers) of a refusal: its status is its
    problem type's, its ``errors`` name the request field at fault, and a
    refusal that may pass later says when (``Retry-After``)."""
    status = PROBLEM_TYPES[error.slug].status
    errors = {request_field(error): [str(error)]} if error.part else None
    body = {**document(status, str(error), slug=error.slug, errors=errors), **error.extra()}
    wait = error.retry_after_seconds
    return body, ({"Retry-After": str(wait)} if wait is not None else {})


def problem_response(body: dict[str, Any], headers: Mapping[str, str]) -> Response:
    response = Response(json.dumps(body), status=body["status"], mimetype=PROBLEM_JSON)
    for name, value in headers.items():
        response.headers[name] = value
    return response


def refused(error: Refusal) -> Response:
    """The response to a refusal raised anywhere below the views."""
    return problem_response(*refusal_problem(error))


def register(app: Flask) -> None:
    """Answer every refusal with its problem document."""
    app.register_error_handler(Refusal, refused)
