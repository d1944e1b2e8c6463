"""The play page: a game against the engine in the browser.

Static files in ``service/static/play`` (no build step, nothing from another
host: the Content-Security-Policy allows this origin only), calling the
public API like any client.  ``/`` and ``/play`` serve the page.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory

PAGE = Path(__file__).resolve().parent.parent / "static" / "play"
POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)

blp = Blueprint("play", __name__)


def _secured(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = POLICY
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@blp.get("/")
@blp.get("/play")
def page() -> Response:
    return _secured(send_from_directory(PAGE, "index.html", max_age=60))


@blp.get("/play/<path:filename>")
def asset(filename: str) -> Response:
    return _secured(send_from_directory(PAGE, filename, max_age=300))
