"""What the OpenAPI document says about every operation's HTTP, written once.

Views declare their own bodies, answers and problems; this apispec plugin
adds what follows from the service's HTTP rules rather than from any one
view, so that generated clients see every header a caller needs:

- every answer, problems included, carries ``X-Request-ID`` and
  ``API-Version``; every ``/v1/``
  answer the rate limit's ``RateLimit-*`` headers (``service.http.limits``);
- an operation that can answer 304 (a cacheable GET, ``service.http.caching``)
  takes ``If-None-Match`` and says ``ETag`` and ``Cache-Control`` on its 200;
- 202 (``SOLVE_PENDING``) says ``Location``, ``Retry-After`` and
  ``Cache-Control``, and so does a running solve's record, 200 (without
  ``Location``); the problems that ask a caller to come back (429, 503)
  ``Retry-After``.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from apispec import APISpec, BasePlugin
from apispec.ext.marshmallow import MarshmallowPlugin

from service.http.caching import IMMUTABLE, NO_STORE
from service.http.limits import LIMITED_PREFIX
from service.http.problems import PROBLEM_JSON

RATE_LIMIT_HEADERS = {
    "RateLimit-Limit": "Requests (counted by their cost) a client may make per window.",
    "RateLimit-Remaining": "What is left of the window's limit.",
    "RateLimit-Reset": "Seconds until the window ends.",
    "RateLimit-Policy": "The limit and its window, as `limit;w=seconds`.",
}
HEADERS: dict[str, dict[str, Any]] = {
    "X-Request-ID": {
        "description": "The request's id, as the caller sent it (a safe one) or as "
        "the service made it; every log line of the request carries it.",
        "schema": {"type": "string"},
    },
    "API-Version": {
        "description": "The version of the service that answered (this document's info.version).",
        "schema": {"type": "string"},
    },
    **{
        name: {"description": text, "schema": {"type": "string" if "Policy" in name else "integer"}}
        for name, text in RATE_LIMIT_HEADERS.items()
    },
    "ETag": {
        "description": "A strong validator of the answer; send it back in If-None-Match.",
        "schema": {"type": "string"},
    },
    "Cache-Control": {
        "description": f"`{IMMUTABLE}` for an answer that is a fact (best play, or a "
        f"seed); `{NO_STORE}` for a random move and for a solve still running.",
        "schema": {"type": "string"},
    },
    "Location": {
        "description": "Where the solve is reported: `/v1/solves/{rules_id}` and, for "
        "a solve from a position, `?root=`; the same as the record's rules_id and root.",
        "schema": {"type": "string"},
    },
    "Retry-After": {
        "description": "Seconds to wait before asking again (on a solve's record: "
        "only while it is queued or running).",
        "schema": {"type": "integer"},
    },
    "Server-Timing": {
        "description": "How long the search waited for a search process (`queue`) and "
        "then ran (`search`), in milliseconds: `queue;dur=0.1, search;dur=1001.2`.",
        "schema": {"type": "string"},
    },
}
"""Each response header the service sends, described once."""

IF_NONE_MATCH = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "description": "The ETag of an answer already held: 304 with no body if it is still the "
    "answer.",
    "schema": {"type": "string"},
}

ERROR_RESPONSES = frozenset(status.name for status in HTTPStatus if status >= 400)
"""flask-smorest's shared responses of errors, answered as problem documents."""
COME_BACK = ("SOLVE_PENDING", "TOO_MANY_REQUESTS", "SERVICE_UNAVAILABLE")
"""Response components that ask the caller to come back later."""

SEARCHES = ("findMathScrabbleMoves", "suggestSum15Card", "analysePositionBatch")
"""Operations whose 200 ran a search on a search process (``Server-Timing``)."""

RECORDS = ("getSolve",)
"""Operations whose 200, a solve's record, says when to ask again while the
solve is running (``Retry-After``, ``Cache-Control``)."""


def header(name: str) -> dict[str, str]:
    """A reference to the header ``name`` (one of ``HEADERS``)."""
    return {"$ref": f"#/components/headers/{name}"}


def _everywhere(limited: bool) -> dict[str, dict[str, str]]:
    """The headers any answer carries (on a limited path, or possibly)."""
    names = ["X-Request-ID", "API-Version", *(RATE_LIMIT_HEADERS if limited else ())]
    return {name: header(name) for name in names}


class ContractPlugin(BasePlugin):
    """Adds the service-wide headers and parameters to each operation."""

    def init_spec(self, spec: APISpec) -> None:
        """Declare every header once, as a component; from here on, fields
        refer to components with a plain ``$ref`` (``plain_ref``)."""
        for plugin in spec.plugins:
            if isinstance(plugin, MarshmallowPlugin) and plugin.converter is not None:
                plugin.converter.add_attribute_function(plain_ref)  # type: ignore[no-untyped-call]
        for name, header in HEADERS.items():
            spec.components.header(name, header)

    def operation_helper(
        self, path: str | None = None, operations: dict[str, Any] | None = None, **kwargs: Any
    ) -> None:
        """Complete each operation of ``path``: its answers' headers (those
        written inline; shared components are completed by ``finish``), and
        ``If-None-Match`` where it may answer 304."""
        limited = bool(path and path.startswith(LIMITED_PREFIX))
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            conditional = "304" in responses or 304 in responses
            for status, response in list(responses.items()):
                if not isinstance(response, dict):
                    continue  # a shared component, completed in finish()
                response = responses[status] = {**response}  # never a shared dict
                headers = response["headers"] = {
                    **response.get("headers", {}),
                    **_everywhere(limited),
                }
                if conditional and str(status) in ("200", "304"):
                    headers["ETag"] = header("ETag")
                    headers["Cache-Control"] = header("Cache-Control")
                if operation.get("operationId") in SEARCHES and str(status) == "200":
                    headers["Server-Timing"] = header("Server-Timing")
                if operation.get("operationId") in RECORDS and str(status) == "200":
                    headers["Retry-After"] = header("Retry-After")
                    headers["Cache-Control"] = header("Cache-Control")
            if conditional:
                operation["parameters"] = [*operation.get("parameters", []), IF_NONE_MATCH]


def plain_ref(self: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """A field documented as ``allOf`` one schema (how marshmallow fields
    refer to a component) becomes a plain ``$ref``, which OpenAPI 3.1 allows
    beside a description; a nullable one is already ``anyOf`` it and null.
    An attribute function of apispec's field converter."""
    if len(ret.get("allOf", ())) == 1:
        ret["$ref"] = ret.pop("allOf")[0]["$ref"]
    return {}


def finish(spec: APISpec) -> None:
    """Headers on the shared response components (the problems and the
    202): call it once they are registered (some are registered only when
    first referenced, so both registers are completed)."""
    responses = spec.components.responses | spec.components.responses_lazy
    for name, response in responses.items():
        content = response.get("content", {})
        if name in ERROR_RESPONSES and set(content) == {"application/json"}:
            response["content"] = {PROBLEM_JSON: content["application/json"]}
        response["headers"] = {**response.get("headers", {}), **_everywhere(limited=True)}
    for name in COME_BACK:
        responses[name]["headers"]["Retry-After"] = header("Retry-After")
    pending = responses["SOLVE_PENDING"]["headers"]
    pending["Location"] = header("Location")
    pending["Cache-Control"] = header("Cache-Control")
