"""Waiting on the thing itself: a variant solve is followed through its
``Location`` until it is done, never assumed to fit in a fixed time, so that
the tests pass on a slow or busy machine."""

from __future__ import annotations

import time
from typing import Any

from flask.testing import FlaskClient

PATIENCE = 600
"""Seconds after which a solve that never ends fails the test (a hang, not
a slow machine: the largest solve here takes seconds)."""


def wait_for(client: FlaskClient, location: str, seconds: float = PATIENCE) -> dict[str, Any]:
    """Poll a solve until it is done or failed; while it runs, each record
    must say when to ask again (``Retry-After``) and not to be stored."""
    deadline = time.monotonic() + seconds
    while True:
        status = client.get(location)
        assert status.status_code == 200, status.get_data(as_text=True)
        body: dict[str, Any] = status.get_json()
        if body["state"] in ("done", "failed"):
            assert "Retry-After" not in status.headers
            return body
        assert status.headers["Retry-After"] == "2"
        assert status.headers["Cache-Control"] == "no-store"
        assert time.monotonic() < deadline, body
        time.sleep(0.1)


def answered(client: FlaskClient, path: str, body: dict[str, Any]) -> Any:
    """POST ``body`` to ``path``; while the answer is a 202 (its rule set
    still being solved), follow its ``Location`` until the solve ends and
    ask again.  The final response."""
    while True:
        response = client.post(path, json=body)
        if response.status_code != 202:
            return response
        wait_for(client, response.headers["Location"])


def room_in_the_window(window: float = 60, room: float = 5) -> None:
    """Wait, if need be, until at least ``room`` seconds are left in the
    current rate-limit window of ``window`` seconds: the windows are fixed to
    the clock (``service.http.limits``), so a test whose requests straddle
    two would see its count start again."""
    left = window - time.time() % window
    if left < room:
        time.sleep(left + 0.01)
