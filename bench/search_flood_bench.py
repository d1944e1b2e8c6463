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


def post(url: str, body: Mapping[str, object]) -> int:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def flood(slots: int, seconds: float, callers: int) -> tuple[list[float], Counter[int]]:
    """The lookup's latencies (s) and the searches' statuses."""
    stop = time.monotonic() + seconds
    statuses: Counter[int] = Counter()
    env = dict(os.environ, FIFTEEN_SEARCH_SLOTS=str(slots))
    with gunicorn(env=env) as url:

        def search() -> None:
            while time.monotonic() < stop:
                status = post(url + "/v1/math-scrabble/moves", SEARCH)
                statuses[status] += 1
                if status == 503:
                    time.sleep(0.05)

        threads = [threading.Thread(target=search) for _ in range(callers)]
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
        times, statuses = flood(slots, args.seconds, args.callers)
        p99 = times[int(0.99 * (len(times) - 1))]
        print(
            f"{slots} search slot(s) per worker, {args.callers} callers flooding: "
            f"lookup p50 {statistics.median(times) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
            f"max {times[-1] * 1000:.1f} ms ({len(times)} lookups); "
            f"searches {dict(sorted(statuses.items()))}",
            flush=True,
        )


if __name__ == "__main__":
    main()
