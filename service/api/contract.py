"""What the OpenAPI document says about every operation's HTTP, written once.

Views declare their own bodies, answers and problems; this apispec plugin
adds what follows from the service's HTTP rules rather than from any one
view, so that generated clients see every header a caller needs:

- every answer carries ``X-Request-ID``; every ``/v1/`` answer the rate
  limit's ``RateLimit-*`` headers (``service.http.limits``);
- an operation that can answer 304 (a cacheable GET, ``service.http.caching``)
  takes ``If-None-Match`` and says ``ETag`` and ``Cache-Control`` on its 200;
- 202 (``SOLVE_PENDING``) says ``Location`` and ``Retry-After``, as do the
  problems that ask a caller to come back (429, 503).
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec, BasePlugin

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
    **{
        name: {"description": text, "schema": {"type": "string" if "Policy" in name else "integer"}}
        for name, text in RATE_LIMIT_HEADERS.items()
    },
    "ETag": {
        "description": "A strong validator of the answer; send it back in If-None-Match.",
        "schema": {"type": "string"},
    },
    "Cache-Control": {
        "description": "`public, max-age=31536000, immutable` for an answer that is a "
        "fact (best play, or a seed); `no-store` for a random move.",
        "schema": {"type": "string"},
    },
    "Location": {
        "description": "Where the solve is reported: `/v1/solves/{rules_id}` and, for "
        "a solve from a position, `?root=`; the same as the record's rules_id and root.",
        "schema": {"type": "string"},
    },
    "Retry-After": {
        "description": "Seconds to wait before asking again.",
        "schema": {"type": "integer"},
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

COME_BACK = ("SOLVE_PENDING", "TOO_MANY_REQUESTS", "SERVICE_UNAVAILABLE")
"""Response components that ask the caller to come back later."""


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/headers/{name}"}


class ContractPlugin(BasePlugin):
    """Adds the service-wide headers and parameters to each operation."""

    def init_spec(self, spec: APISpec) -> None:
        self.spec = spec
        for name, header in HEADERS.items():
            spec.components.header(name, header)

    def operation_helper(
        self, path: str | None = None, operations: dict[str, Any] | None = None, **kwargs: Any
    ) -> None:
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            conditional = "304" in responses or 304 in responses
            for status, response in responses.items():
                if not isinstance(response, dict):
                    continue  # a component, completed in finish()
                headers = response.setdefault("headers", {})
                headers["X-Request-ID"] = _ref("X-Request-ID")
                if path and path.startswith("/v1/"):
                    headers.update({name: _ref(name) for name in RATE_LIMIT_HEADERS})
                if conditional and str(status) == "200":
                    headers["ETag"] = _ref("ETag")
                    headers["Cache-Control"] = _ref("Cache-Control")
            if conditional:
                operation.setdefault("parameters", []).append(IF_NONE_MATCH)


def plain_ref(self: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """A field documented as ``allOf`` one schema (how marshmallow fields
    refer to a component) becomes a plain ``$ref``, which OpenAPI 3.1 allows
    beside a description; a nullable one is already ``anyOf`` it and null.
    An attribute function of apispec's field converter."""
    if len(ret.get("allOf", ())) == 1:
        ret["$ref"] = ret.pop("allOf")[0]["$ref"]
    return {}


def finish(spec: APISpec) -> None:
    """Headers on the shared response components (call once every component
    is registered; some are registered only once referenced)."""
    components = spec.components
    responses = components.responses | components.responses_lazy
    for name in COME_BACK:
        responses[name].setdefault("headers", {})["Retry-After"] = _ref("Retry-After")
    responses["SOLVE_PENDING"]["headers"]["Location"] = _ref("Location")
