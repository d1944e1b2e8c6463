"""HTTP caching of answers: every answer is a fact, so a deterministic one
may be kept by any cache for as long as it likes.

A deterministic answer (the position's value does not change, and a chosen
move is reproducible: best play, or a ``seed``) carries a strong ``ETag``,
a hash of its bytes, and ``Cache-Control: public, max-age=31536000,
immutable``; a request whose ``If-None-Match`` names that ETag gets 304.  An
answer that may differ next time (a random move without a seed) says
``no-store``, as a variant still being solved (202) does.
"""

from __future__ import annotations

import hashlib
import json
from http import HTTPStatus
from typing import Any

from flask import Response, request

from service.http.problems import problem

IMMUTABLE = "public, max-age=31536000, immutable"
NO_STORE = "no-store"


def answer(body: dict[str, Any], *, deterministic: bool) -> Response:
    """A 200 JSON answer to a GET, with its caching headers (or a 304)."""
    data = json.dumps(body, separators=(",", ":")).encode()
    response = Response(data, mimetype="application/json")
    if not deterministic:
        response.headers["Cache-Control"] = NO_STORE
        return response
    response.set_etag(hashlib.sha256(data).hexdigest()[:32])
    response.headers["Cache-Control"] = IMMUTABLE
    response.make_conditional(request)  # 304 (and no body) when If-None-Match names it
    if response.status_code == HTTPStatus.PRECONDITION_FAILED:  # If-Match names another
        return problem(
            HTTPStatus.PRECONDITION_FAILED,
            "If-Match names no ETag of this answer (or If-Unmodified-Since is earlier than "
            "it): send If-None-Match to revalidate an answer held",
        )
    return response


def vary_by_origin(response: Response) -> Response:
    """Say ``Vary: Origin`` on every answer, once, when CORS is on: the
    CORS headers depend on the caller's ``Origin`` (none for an origin not
    listed), so a cache must not give one origin's answer to another."""
    values = [value for line in response.headers.getlist("Vary") for value in line.split(",")]
    named = {value.strip().lower(): value.strip() for value in values if value.strip()}
    named.setdefault("origin", "Origin")
    response.headers["Vary"] = ", ".join(named.values())
    return response
