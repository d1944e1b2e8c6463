"""A game lookup's latency while callers flood the searches that run inside
a request (``service/http/search_slots.py``).

Run: ``.venv/bin/python -m bench.search_flood_bench [--seconds 8] [--callers 8]``

gunicorn (gunicorn.conf.py: 2 workers, 4 threads each) is started twice:
with ``FIFTEEN_SEARCH_SLOTS=1`` (the default) and with as many slots as the
worker has threads (no admission control in effect).  Each time ``--callers``
threads ask ``/v1/math-scrabble/moves`` for 3-second searches without pause
(pausing 50 ms after a 503), while one client asks ``/v1/move`` for Graham's
empty board in a loop: the lookup's p50, p99 and max, and what the search
callers got.

Then twice more with the default slots, six callers flooding every kind of
work that runs in a request (two each: Math Scrabble searches, Sum 15
suggestions at 2,000 samples and batches of 1,000 analyses), with Python's
own interpreter-lock switch interval (5 ms) and with the service's
(``FIFTEEN_SWITCH_INTERVAL``, 0.5 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Mapping

from harness.live import gunicorn

SEARCH = {"rack": "22455=?×÷", "budget_ms": 3000, "limit": 1, "board": ["." * 15] * 15}
LOOKUP = {"board": [None] * 9, "player": "odd"}
SUGGESTION = {
    "players": 4,
    "seat": 0,
    "hand": ["KC", "6D", "10S", "3D", "9S", "2D"],
    "starters": ["4C"],
    "samples": 2000,
    "budget_ms": 250,
}
BATCH = {"positions": [{"board": [None] * 9}] * 1000}
SEARCHES: dict[str, Mapping[str, object]] = {"/v1/math-scrabble/moves": SEARCH}
MIXED: dict[str, Mapping[str, object]] = {
    "/v1/math-scrabble/moves": SEARCH,
    "/v1/sum15/move": SUGGESTION,
    "/v1/batch/analysis": BATCH,
}


def post(url: str, body: Mapping[str, object]) -> int:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def flood(
    seconds: float, callers: int, work: Mapping[str, Mapping[str, object]], **env: str
) -> tuple[list[float], Counter[tuple[str, int]]]:
    """The lookup's latencies (s), and the statuses the flooding callers got
    by path: ``callers`` of them for each path of ``work`` (with its body),
    gunicorn run with ``env`` added to its environment."""
    stop = time.monotonic() + seconds
    statuses: Counter[tuple[str, int]] = Counter()
    with gunicorn(env=dict(os.environ, **env)) as url:

        def search(path: str, body: Mapping[str, object]) -> None:
            while time.monotonic() < stop:
                status = post(url + path, body)
                statuses[path.rsplit("/", 1)[-1], status] += 1
                if status == 503:
                    time.sleep(0.05)

        threads = [
            threading.Thread(target=search, args=item)
            for item in work.items()
            for _ in range(callers)
        ]
        for thread in threads:
            thread.start()
        time.sleep(1)
        times = []
        while time.monotonic() < stop - 0.5:
            started = time.perf_counter()
            assert post(url + "/v1/move", LOOKUP) == 200
            times.append(time.perf_counter() - started)
        for thread in threads:
            thread.join()
    return sorted(times), statuses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--callers", type=int, default=8)
    args = parser.parse_args()
    threads = int(os.environ.get("FIFTEEN_THREADS", "4"))
    for slots in (1, threads):
        times, statuses = flood(
            args.seconds, args.callers, SEARCHES, FIFTEEN_SEARCH_SLOTS=str(slots)
        )
        _report(f"{slots} search slot(s) per worker, {args.callers} callers flooding", times)
        print(f"  searches {dict(sorted(statuses.items()))}", flush=True)
    for interval in ("0.005", "0.0005"):
        times, statuses = flood(args.seconds, 2, MIXED, FIFTEEN_SWITCH_INTERVAL=interval)
        _report(f"switch interval {interval} s, 6 callers flooding every kind", times)
        print(f"  answers {dict(sorted(statuses.items()))}", flush=True)


def _report(name: str, times: list[float]) -> None:
    p99 = times[int(0.99 * (len(times) - 1))]
    print(
        f"{name}: lookup p50 {statistics.median(times) * 1000:.1f} ms, "
        f"p99 {p99 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms ({len(times)} lookups)",
        flush=True,
    )


if __name__ == "__main__":
    main()
