"""Query parameters an operation does not take are refused (422), as
unknown body fields are, and so is one given twice.  Where an operation
declares its query with a schema, webargs refuses them
(``bodies.JsonBodyParser``); everywhere else (bodies, paths, the parameters
a view lists by hand), here, from what the operation's OpenAPI description
lists.  Pages and files outside the API take any query (a browser's cache
buster, say)."""

from __future__ import annotations

from typing import Any

from flask import Flask, request
from flask_smorest import abort

from service.schemas.queries import QuerySchema

UNKNOWN = QuerySchema.error_messages["unknown"]
GIVEN_TWICE = "given more than once"

_CHECKED_BY_SCHEMA = None
"""What ``_taken`` says of an operation whose query schema checks itself."""


def _taken(app: Flask, endpoint: str, method: str) -> frozenset[str] | None:
    """The query parameters the operation at ``endpoint`` takes by
    ``method`` (None: not an operation of the API, or one whose query schema
    checks it)."""
    view = app.view_functions.get(endpoint)
    view_class = getattr(view, "view_class", None)
    handler = getattr(view_class, method.lower(), None) if view_class else view
    if method == "HEAD" and handler is None and view_class is not None:
        handler = getattr(view_class, "get", None)
    doc: dict[str, Any] | None = getattr(handler, "_apidoc", None)
    if doc is None:
        return _CHECKED_BY_SCHEMA
    arguments = doc.get("arguments", {}).get("parameters", [])
    if any(argument.get("in") == "query" for argument in arguments):
        return _CHECKED_BY_SCHEMA
    listed = doc.get("manual_doc", {}).get("parameters", []) or []
    return frozenset(
        parameter["name"]
        for parameter in listed
        if isinstance(parameter, dict) and parameter.get("in") == "query"
    )


def shown(name: str) -> str:
    """A query parameter's name as an error names it: an empty one said so
    (a problem's field of "" would read as the whole body)."""
    return name or "(a parameter with no name)"


def init_app(app: Flask) -> None:
    """Refuse, before anything reads the request, a query parameter its
    operation does not take, or one given twice."""
    taken: dict[tuple[str, str], frozenset[str] | None] = {}

    @app.before_request
    def refuse_unknown_query() -> None:
        if not request.args or request.endpoint is None:
            return
        key = (request.endpoint, request.method)
        if key not in taken:
            taken[key] = _taken(app, *key)
        names = taken[key]
        if names is None:
            return
        for name, values in request.args.lists():
            if name not in names:
                abort(422, messages={"query": {shown(name): [UNKNOWN]}})
            if len(values) > 1:
                abort(422, messages={"query": {name: [GIVEN_TWICE]}})
