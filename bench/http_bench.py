"""HTTP figures: /v1/move against a trivial JSON endpoint of the same app.

Run: ``.venv/bin/python -m bench.http_bench [--seconds 10] [--connections 16]``

Starts gunicorn exactly as the README does (``gunicorn.conf.py``, 2 workers)
and loads it with wrk (Debian package ``wrk``), alternating the two endpoints
twice so that both see the same machine.  The trivial endpoint is
``GET /healthz``, which returns a small JSON object; /v1/move gets POST bodies
rotating over 500 random open positions of Graham's game, each asking for the
side to move.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from bench.load import script, wrk
from bench.positions import random_open
from harness.live import gunicorn
from solver.tictactoe import GRAHAM


def lua_script(path: str, bodies: list[str]) -> str:
    return script([(path, body) for body in bodies])


def move_bodies(count: int) -> list[str]:
    """``/v1/move`` bodies for random open positions of Graham's game."""
    rng = random.Random(15)
    bodies = []
    for _ in range(count):
        position = random_open(GRAHAM, rng, rng.randint(0, 7))
        board = [cell or None for cell in position.board]
        player = position.status.to_move.value  # type: ignore[union-attr]
        bodies.append(json.dumps({"board": board, "player": player}))
    return bodies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument(
        "--rate-limit",
        default="off",
        help="FIFTEEN_RATE_LIMIT for the server (default off: wrk is one client)",
    )
    args = parser.parse_args(argv)
    if shutil.which("wrk") is None:
        print("wrk is needed: apt-get install wrk", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        scripts = {"trivial": Path(tmp) / "trivial.lua", "move": Path(tmp) / "move.lua"}
        scripts["trivial"].write_text(lua_script("/healthz", [""]))
        scripts["move"].write_text(lua_script("/v1/move", move_bodies(500)))
        results: dict[str, list[dict[str, float]]] = {"trivial": [], "move": []}
        with gunicorn(env={"FIFTEEN_RATE_LIMIT": args.rate_limit}) as url:
            for name in ("trivial", "move"):  # warm up
                wrk(url, 2, args.connections, scripts[name])
            for _ in range(args.rounds):
                for name in ("trivial", "move"):
                    results[name].append(wrk(url, args.seconds, args.connections, scripts[name]))

    print(
        f"gunicorn.conf.py, 2 workers; wrk -t2 -c{args.connections}; "
        f"{args.rounds} rounds of {args.seconds} s per endpoint, alternating"
    )
    print(f"{'endpoint':28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}   (medians over rounds)")
    for name, label in (("trivial", "GET /healthz (baseline)"), ("move", "POST /v1/move")):
        runs = results[name]
        row = [statistics.median(r[k] for r in runs) for k in ("rps", "p50", "p99")]
        print(f"{label:28}{row[0]:10.0f}{row[1]:10.2f}{row[2]:10.2f}")
    ratios = [m["rps"] / t["rps"] for t, m in zip(results["trivial"], results["move"], strict=True)]
    print("ratio move/trivial per round: " + " ".join(f"{r:.2f}" for r in ratios))
    print(f"ratio move/trivial, median: {statistics.median(ratios):.2f} (target >= 0.85)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
