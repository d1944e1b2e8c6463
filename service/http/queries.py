"""Query parameters an operation does not take are refused (422), as
unknown body fields are, and so is one given twice or with no name, here,
for every operation of the API, from what the operation's OpenAPI
description lists (where an operation reads its query with a schema,
webargs refuses the names it does not take too: ``bodies.JsonBodyParser``).
Pages and files outside the API take any query (a browser's cache buster,
say)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from flask import Flask, request
from flask_smorest import abort

from service.schemas.queries import QuerySchema

UNKNOWN = QuerySchema.error_messages["unknown"]
GIVEN_TWICE = "given more than once"


RULE_PARAMETER = re.compile(r"<(?:[^<>:]+:)?([^<>]+)>")
"""A variable part of a Flask rule (``<rules_id>``, ``<int:n>``)."""


def query_names(spec: Mapping[str, Any]) -> dict[tuple[str, str], frozenset[str]]:
    """Per OpenAPI path and method (upper case), the query parameters the
    operation lists; HEAD takes what GET does."""
    names: dict[tuple[str, str], frozenset[str]] = {}
    for path, operations in spec.get("paths", {}).items():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            names[(path, method.upper())] = frozenset(
                parameter["name"]
                for parameter in operation.get("parameters", [])
                if parameter.get("in") == "query"
            )
        if (path, "GET") in names:
            names.setdefault((path, "HEAD"), names[(path, "GET")])
    return names


def openapi_path(rule: str) -> str:
    """A Flask rule as the OpenAPI document writes its path.

    >>> openapi_path("/v1/solves/<rules_id>")
    '/v1/solves/{rules_id}'
    """
    return RULE_PARAMETER.sub(r"{\1}", rule)


def _shown(name: str) -> str:
    """A query parameter's name as an error names it: an empty one said so
    (a problem's field of "" would read as the whole body)."""
    return name or "(a parameter with no name)"


def init_app(app: Flask, spec: Callable[[], Mapping[str, Any]]) -> None:
    """Refuse, before the view reads the request, a query parameter its
    operation does not take, or one given twice or with no name.  ``spec``
    gives the OpenAPI document, read once, at the first request with a query
    (when every operation is registered)."""
    taken: dict[tuple[str, str], frozenset[str]] = {}

    @app.before_request
    def refuse_unknown_query() -> None:
        if not request.args or request.url_rule is None:
            return
        if not taken:
            taken.update(query_names(spec()))
        names = taken.get((openapi_path(request.url_rule.rule), request.method))
        if names is None:
            return  # a page or file outside the API: any query (a cache buster, say)
        for name, values in request.args.lists():
            if not name or name not in names:
                abort(422, messages={"query": {_shown(name): [UNKNOWN]}})
            if len(values) > 1:
                abort(422, messages={"query": {name: [GIVEN_TWICE]}})
