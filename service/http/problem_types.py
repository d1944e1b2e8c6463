"""Every problem ``type`` the service (and its nginx and gunicorn) answers.

A problem document's ``type`` is ``urn:fifteen:problem:`` and one of the
slugs below, whatever part of the stack wrote it; the OpenAPI document lists
them (``Problem.type``), and a test holds nginx's configuration and
gunicorn's error pages to this list.
"""

from __future__ import annotations

from typing import NamedTuple

PREFIX = "urn:fifteen:problem:"


class ProblemType(NamedTuple):
    """A kind of problem: the status it is answered with, and what it means."""

    status: int
    meaning: str


PROBLEM_TYPES: dict[str, ProblemType] = {
    "bad-request": ProblemType(400, "the request line, headers or parameters are malformed."),
    "malformed-json": ProblemType(400, "the body is not JSON that can be read."),
    "empty-body": ProblemType(400, "the body is empty; send a JSON object."),
    "malformed-framing": ProblemType(400, "the body's framing (chunks, Content-Length) is broken."),
    "unexpected-body": ProblemType(
        400,
        "a GET, HEAD or OPTIONS request sent a body; send a GET's parameters in its query"
        " string, or POST the body.",
    ),
    "forbidden": ProblemType(403, "refused by the HTTP server before the API."),
    "not-found": ProblemType(404, "no such path, or no solve of that rule set (from that root)."),
    "method-not-allowed": ProblemType(
        405, "the path does not take that method; see the Allow header."
    ),
    "request-timeout": ProblemType(408, "the request was not sent in time."),
    "not-your-turn": ProblemType(
        409, "it is not that player's (side's, seat's) turn; see to_move."
    ),
    "precondition-failed": ProblemType(
        412,
        "If-Match (or If-Unmodified-Since) does not hold for the answer; send If-None-"
        "Match to revalidate.",
    ),
    "body-too-large": ProblemType(413, "the body is larger than the service reads."),
    "uri-too-long": ProblemType(414, "the request line is too long."),
    "unsupported-media-type": ProblemType(
        415, "send the body as JSON, without a Content-Encoding."
    ),
    "range-not-satisfiable": ProblemType(416, "the Range asked for lies outside the file."),
    "expectation-failed": ProblemType(417, "the Expect header is not supported."),
    "validation-error": ProblemType(422, "a field or parameter is invalid; see errors."),
    "invalid-position": ProblemType(422, "the position is not a legal one; see errors."),
    "illegal-move": ProblemType(
        422,
        "a move of a game's record cannot be played when it comes (moves[i], plays[i]); "
        "see errors.",
    ),
    "unreadable-move": ProblemType(
        422,
        "a move is not written in the game's notation (no such square, tile, card or number;"
        " a blank named wrongly); see errors.",
    ),
    "unreachable-position": ProblemType(422, "no game reaches the position; see errors."),
    "invalid-game-token": ProblemType(
        422, "the game token was not sealed by this deployment, or was changed; see errors."
    ),
    "invalid-record": ProblemType(
        422,
        "a game record or position string cannot be read, or its moves, scores or result "
        "disagree with the game they replay (docs/records.md); errors names the line.",
    ),
    "too-large-to-solve": ProblemType(422, "the variant is too large to solve; see errors."),
    "solve-failed": ProblemType(422, "the variant's solve failed; see errors."),
    "rate-limited": ProblemType(
        429,
        "too many requests from this client; wait Retry-After seconds (without Retry-"
        "After: the request alone counts more than the whole limit; split it).",
    ),
    "headers-too-large": ProblemType(431, "the request headers are too large."),
    "server-error": ProblemType(500, "the server failed to answer; the failure is logged."),
    "not-implemented": ProblemType(
        501,
        "a transfer coding other than chunked, before the chunked one (a body framed "
        "without chunked last cannot be read at all: 400).",
    ),
    "unavailable": ProblemType(
        503,
        "not ready (a table missing: see /readyz), or, from nginx, not reachable (see "
        "Retry-After).",
    ),
    "solve-queue-full": ProblemType(
        503, "too many variant solves wait; ask again after Retry-After."
    ),
    "too-many-rule-sets": ProblemType(503, "a request prices at most a few new variant solves."),
    "search-busy": ProblemType(
        503,
        "every search process is busy and the queue in front of them is full, or the wait"
        " ran out; ask again after Retry-After.",
    ),
    "search-failed": ProblemType(
        503,
        "the search process died or ran far past its budget, and was replaced; ask again "
        "after Retry-After.",
    ),
    "search-unfinished": ProblemType(
        503,
        "no play found within the search's ceiling, plays may exist; ask again with a "
        "larger budget_ms (no Retry-After: the same request would likely end the same).",
    ),
    "batch-busy": ProblemType(
        503, "this client already runs a batch here; ask again after Retry-After."
    ),
    "http-version-not-supported": ProblemType(505, "use HTTP/1.0 or HTTP/1.1."),
    "solve-pending": ProblemType(
        202, "in a batch item: the variant is being solved; follow location."
    ),
}
"""Each slug, and the status and meaning of the problems that carry it."""

_BY_STATUS = {
    400: "bad-request",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    408: "request-timeout",
    412: "precondition-failed",
    413: "body-too-large",
    414: "uri-too-long",
    415: "unsupported-media-type",
    416: "range-not-satisfiable",
    417: "expectation-failed",
    422: "validation-error",
    429: "rate-limited",
    431: "headers-too-large",
    500: "server-error",
    501: "not-implemented",
    503: "unavailable",
    505: "http-version-not-supported",
}


def problem_type(status: int, slug: str | None = None) -> str:
    """The ``type`` of a problem: ``slug``'s, else the usual one for
    ``status`` (any other 4xx is a bad request, any other 5xx a server error).

    >>> problem_type(404)
    'urn:fifteen:problem:not-found'
    """
    if slug is None:
        slug = _BY_STATUS.get(status, "bad-request" if status < 500 else "server-error")
    if slug not in PROBLEM_TYPES:
        raise ValueError(f"unlisted problem type {slug!r}")
    return PREFIX + slug


def described() -> str:
    """The list of types, as the OpenAPI document gives it."""
    return "\n".join(
        f"- `{PREFIX}{slug}`: {kind.status}: {kind.meaning}" for slug, kind in PROBLEM_TYPES.items()
    )
