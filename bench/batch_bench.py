"""What a batch costs a position: ``POST /v1/batch/analysis`` and
``/v1/batch/move`` of 1,000 random open positions of Graham's game, in
process (the app and its search processes, no HTTP server), against the
bare analysis (``engine.analyze`` and its answer) of the same positions.

Run: ``.venv/bin/python -m bench.batch_bench [--batches 7] [--positions 1000]``

A batch analysis runs on a search process (it held the API worker's thread
and interpreter lock for its whole length before); a batch of moves runs in
the API worker.  Medians over ``--batches`` batches, each timed alone.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from bench.positions import random_open
from service import create_app
from service.parts import parts
from solver.tictactoe import GRAHAM, Position
from solver.tictactoe.answers import analysis_text


def positions(count: int) -> list[Position]:
    rng = random.Random(15)
    return [random_open(GRAHAM, rng, rng.randint(0, 7)) for _ in range(count)]


def median_seconds(client: Any, path: str, body: dict[str, Any], batches: int) -> float:
    times = []
    for _ in range(batches):
        started = time.perf_counter()
        answer = client.post(path, json=body)
        times.append(time.perf_counter() - started)
        assert answer.status_code == 200, answer.get_json()
    return statistics.median(times)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--batches", type=int, default=7)
    parser.add_argument("--positions", type=int, default=1000)
    args = parser.parse_args(argv)
    app = create_app({"TESTING": True, "ACCESS_LOG": False, "RATE_LIMIT": "off"})
    client = app.test_client()
    chosen = positions(args.positions)
    body = {
        "positions": [
            {"rules": "graham", "board": [cell or None for cell in p.board]} for p in chosen
        ]
    }
    engine = parts(app).engines["graham"]
    started = time.perf_counter()
    for position in chosen:
        analysis_text(engine.analyze(position))
    bare = (time.perf_counter() - started) / len(chosen)
    analysis = median_seconds(client, "/v1/batch/analysis", body, args.batches) / len(chosen)
    move = median_seconds(client, "/v1/batch/move", body, args.batches) / len(chosen)
    print(f"{args.positions} positions a batch, median of {args.batches} batches, in process")
    print(f"bare analysis (engine.analyze + its answer): {bare * 1e6:6.0f} us a position")
    print(f"POST /v1/batch/analysis:                     {analysis * 1e6:6.0f} us a position")
    print(f"POST /v1/batch/move:                         {move * 1e6:6.0f} us a position")
    print(f"batch analysis / bare analysis: {analysis / bare:.2f} (target: 200 us a position)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
