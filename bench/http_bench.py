"""HTTP figures: /v1/move against a trivial JSON endpoint of the same app.

Run: ``.venv/bin/python -m bench.http_bench [--seconds 2] [--rounds 15] [--connections 16]``

Starts gunicorn exactly as the README does (``gunicorn.conf.py``, 2 workers)
and loads it with wrk (Debian package ``wrk``), alternating the two endpoints
in short rounds so that each pair sees the same machine (this host's speed
swings by 2x over seconds).  The trivial endpoint is ``GET /healthz``, which
returns a small JSON object; /v1/move gets POST bodies rotating over 500
random open positions of Graham's game, each asking for the side to move.

Beside requests a second, each round's CPU time of gunicorn's workers a
request (user and system, from /proc): what the server spends, without
wrk's share of the two cores.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from bench.load import script, wrk
from bench.positions import random_open
from harness.live import children_of, gunicorn_process
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
    parser.add_argument("--seconds", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=15)
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
        with gunicorn_process(env={"FIFTEEN_RATE_LIMIT": args.rate_limit}) as (url, master):
            for name in ("trivial", "move"):  # warm up
                wrk(url, 2, args.connections, scripts[name])
            workers = sorted(children_of(master.pid))  # every worker forked by now
            for _ in range(args.rounds):
                for name in ("trivial", "move"):
                    spent = cpu_seconds(workers)
                    result = wrk(url, args.seconds, args.connections, scripts[name])
                    served = result["rps"] * args.seconds
                    result["cpu_us"] = (cpu_seconds(workers) - spent) / served * 1e6
                    results[name].append(result)

    print(
        f"gunicorn.conf.py, 2 workers; wrk -t2 -c{args.connections}; "
        f"{args.rounds} rounds of {args.seconds} s per endpoint, alternating"
    )
    print(
        f"{'endpoint':28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'CPU us/req':>12}"
        "   (medians over rounds)"
    )
    for name, label in (("trivial", "GET /healthz (baseline)"), ("move", "POST /v1/move")):
        runs = results[name]
        row = [statistics.median(r[k] for r in runs) for k in ("rps", "p50", "p99", "cpu_us")]
        print(f"{label:28}{row[0]:10.0f}{row[1]:10.2f}{row[2]:10.2f}{row[3]:12.0f}")
    pairs = list(zip(results["trivial"], results["move"], strict=True))
    ratios = [m["rps"] / t["rps"] for t, m in pairs]
    cpu_ratios = [t["cpu_us"] / m["cpu_us"] for t, m in pairs]
    print("ratio move/trivial per round: " + " ".join(f"{r:.2f}" for r in ratios))
    print(f"ratio move/trivial, median: {statistics.median(ratios):.2f} (target >= 0.85)")
    print(
        "server CPU a request, trivial/move, median: "
        f"{statistics.median(cpu_ratios):.2f} (best rounds: "
        f"{min(t['cpu_us'] for t, _ in pairs):.0f} / {min(m['cpu_us'] for _, m in pairs):.0f} us)"
    )
    return 0


def cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user and system) the processes ``pids`` have used."""
    ticks = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])  # utime, stime: fields 14 and 15
    return ticks / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    sys.exit(main())
