"""Query parameters an operation does not take are refused (422), as
unknown body fields are, and so is one given twice or with no name, here,
for every operation of the API.  Where an operation declares its query
with a schema, webargs refuses the names it does not take
(``bodies.JsonBodyParser``); everywhere else (bodies, paths, the
parameters a view lists by hand), here, from what the operation's OpenAPI
description lists.  Pages and files outside the API take any query (a
browser's cache buster, say)."""

from __future__ import annotations

import enum
from typing import Any

from flask import Flask, request
from flask_smorest import abort

from service.schemas.queries import QuerySchema

UNKNOWN = QuerySchema.error_messages["unknown"]
GIVEN_TWICE = "given more than once"


class Takes(enum.Enum):
    """What a route takes besides the names ``_taken`` lists."""

    ANY_QUERY = "any query"
    """A page or file outside the API."""
    ITS_SCHEMAS = "the names its query schema takes"
    """An operation whose query schema checks the names (webargs)."""


def _taken(app: Flask, endpoint: str, method: str) -> frozenset[str] | Takes:
    """The query parameters the operation at ``endpoint`` takes by
    ``method``."""
    view = app.view_functions.get(endpoint)
    view_class = getattr(view, "view_class", None)
    handler = getattr(view_class, method.lower(), None) if view_class else view
    if method == "HEAD" and handler is None and view_class is not None:
        handler = getattr(view_class, "get", None)
    doc: dict[str, Any] | None = getattr(handler, "_apidoc", None)
    if doc is None:
        return Takes.ANY_QUERY
    arguments = doc.get("arguments", {}).get("parameters", [])
    if any(argument.get("in") == "query" for argument in arguments):
        return Takes.ITS_SCHEMAS
    listed = doc.get("manual_doc", {}).get("parameters", []) or []
    return frozenset(
        parameter["name"]
        for parameter in listed
        if isinstance(parameter, dict) and parameter.get("in") == "query"
    )


def _shown(name: str) -> str:
    """A query parameter's name as an error names it: an empty one said so
    (a problem's field of "" would read as the whole body)."""
    return name or "(a parameter with no name)"


def init_app(app: Flask) -> None:
    """Refuse, before the view reads the request, a query parameter its
    operation does not take, or one given twice or with no name."""
    taken: dict[tuple[str, str], frozenset[str] | Takes] = {}

    @app.before_request
    def refuse_unknown_query() -> None:
        if not request.args or request.endpoint is None:
            return
        key = (request.endpoint, request.method)
        if key not in taken:
            taken[key] = _taken(app, *key)
        names = taken[key]
        if names is Takes.ANY_QUERY:
            return
        for name, values in request.args.lists():
            if not name or (names is not Takes.ITS_SCHEMAS and name not in names):
                abort(422, messages={"query": {_shown(name): [UNKNOWN]}})
            if len(values) > 1:
                abort(422, messages={"query": {name: [GIVEN_TWICE]}})
