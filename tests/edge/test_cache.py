"""What the deployment's proxy caches: an answer that is the same
whenever asked, once, for every client, without another client's rate
limit; never a POST, an answer that may change, or most errors."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.live


def test_a_cached_answer_carries_no_other_clients_rate_limit(limited: str) -> None:
    """The service's RateLimit-* headers are the client's own on an answer
    the service gave it, and absent on one from the cache, never those of
    the client that filled the cache (issue 44)."""
    url = "/v1/status?board=_,_,_,_,5,_,_,_,8"
    first = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.8"))
    second = httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.9"))
    with first, second:
        filled = first.get(limited + url)
        for _ in range(3):
            first.get(limited + "/v1/status?board=_,_,_,_,5,_,_,_,4")  # spend some of its limit
        hit = second.get(limited + url)
        own = second.get(limited + "/v1/status?board=_,_,_,_,5,_,_,_,2")
    assert filled.headers["X-Cache-Status"] == "MISS"
    assert filled.headers["RateLimit-Remaining"] == "999"
    assert hit.headers["X-Cache-Status"] == "HIT" and hit.status_code == 200
    assert not any(name.lower().startswith("ratelimit") for name in hit.headers)
    assert own.headers["X-Cache-Status"] == "MISS"
    assert own.headers["RateLimit-Remaining"] == "999"  # its own count, its first request


def test_the_second_identical_get_is_served_from_the_cache(stack: tuple[str, str, Path]) -> None:
    proxy, direct, log = stack
    url = "/v1/analysis?board=_,_,_,_,5,_,_,_,8"
    first = httpx.get(proxy + url, headers={"X-Request-ID": "cache-first"})
    second = httpx.get(proxy + url, headers={"X-Request-ID": "cache-second"})
    assert first.status_code == second.status_code == 200
    assert first.headers["X-Cache-Status"] == "MISS"
    assert second.headers["X-Cache-Status"] == "HIT"
    assert second.content == first.content == httpx.get(direct + url).content
    assert second.headers["ETag"] == first.headers["ETag"]
    assert second.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert second.headers["X-Request-ID"] == "cache-second"  # this request's, not the cached one
    assert "cache-second" not in log.read_text()  # gunicorn never saw it
    revalidated = httpx.get(proxy + url, headers={"If-None-Match": first.headers["ETag"]})
    assert revalidated.status_code == 304


def test_answers_that_may_change_and_posts_are_never_cached(
    stack: tuple[str, str, Path],
) -> None:
    proxy, _, _ = stack
    random_move = "/v1/move?board=_,_,_,_,5,_,_,_,_&player=even&skill=0.5"
    for _ in range(2):
        response = httpx.get(proxy + random_move)
        assert response.headers["Cache-Control"] == "no-store"
        assert response.headers.get("X-Cache-Status") != "HIT"
    body = {"board": [None] * 4 + [5] + [None] * 4}
    for _ in range(2):
        response = httpx.post(proxy + "/v1/status", json=body)
        assert response.status_code == 200
        assert response.headers.get("X-Cache-Status") != "HIT"
    for _ in range(2):  # a conflict (409) is not an error nginx keeps
        response = httpx.get(proxy + "/v1/status?board=_,_,_,_,5,_,_,_,_&player=odd")
        assert response.status_code == 409 and response.headers.get("X-Cache-Status") != "HIT"
    for _ in range(2):  # a probe is not an answer
        assert httpx.get(proxy + "/readyz").headers.get("X-Cache-Status") != "HIT"


def test_of_errors_only_404_and_422_are_cached(stack: tuple[str, str, Path]) -> None:
    proxy, _, _ = stack
    bad = "/v1/status?board=_,_,_,_,5,_,_,_,5"
    statuses = [httpx.get(proxy + bad) for _ in range(2)]
    assert [r.status_code for r in statuses] == [422, 422]
    assert statuses[1].headers["X-Cache-Status"] == "HIT"
    assert statuses[1].headers["Content-Type"].startswith("application/problem+json")
