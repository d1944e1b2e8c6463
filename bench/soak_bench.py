"""Soak: about half the saturation load on /v1/move for 10 minutes.

Run: ``.venv/bin/python -m bench.soak_bench [--minutes 10] [--quick]``

Starts gunicorn with gunicorn.conf.py (2 workers), measures its saturation
throughput with wrk for 10 s, then drives it at about half that rate (wrk
with a per-request delay) in one-minute rounds, and prints per round the
requests sent, failures (non-2xx, socket errors), max latency and each
worker's memory (RSS and PSS), and at the end the growth from the first
round to the last.  Failures or memory growth over 5 % fail the run.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.deploy_bench import children, memory_kib
from bench.http_bench import lua_script, move_bodies
from bench.load import wrk
from harness.live import gunicorn_process

CONNECTIONS = 8


def paced(url: str, seconds: int, script: Path) -> dict[str, float]:
    out = subprocess.run(
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    total = re.search(r"(\d+) requests in", out)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    latency = re.search(r"Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)", out)
    assert total and latency, out
    value, unit = float(latency.group(1)), latency.group(2)
    max_ms = value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
    failed = int(non2xx.group(1)) if non2xx else 0
    if socket:
        failed += sum(int(x) for x in socket.groups())
    return {"sent": int(total.group(1)), "failed": failed, "max_ms": max_ms}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--minutes", type=int, default=10)
    parser.add_argument(
        "--quick", action="store_true", help="two rounds of 1 s: that it runs, not the soak"
    )
    args = parser.parse_args(argv)
    rounds_of, saturation_seconds = (1, 1) if args.quick else (60, 10)
    if args.quick:
        args.minutes = 2
    with tempfile.TemporaryDirectory() as tmp:
        bodies = move_bodies(500)
        full = Path(tmp) / "full.lua"
        full.write_text(lua_script("/v1/move", bodies))
        with gunicorn_process() as (url, master):
            saturation = wrk(url, saturation_seconds, 16, full)["rps"]
            target = saturation / 2
            # Each connection sends, waits for the answer, then waits `delay`.
            delay_ms = max(0.0, CONNECTIONS / target * 1000 - 1.0)
            paced_script = Path(tmp) / "paced.lua"
            paced_script.write_text(
                lua_script("/v1/move", bodies) + f"\ndelay = function() return {delay_ms:.2f} end\n"
            )
            print(
                f"saturation {saturation:.0f} req/s; soak at about {target:.0f} req/s "
                f"({CONNECTIONS} connections, {delay_ms:.2f} ms pause each)"
            )
            print(
                f"{'minute':>6}{'sent':>9}{'req/s':>8}{'failed':>8}{'max ms':>9}"
                f"{'worker RSS MiB':>18}{'worker PSS MiB':>18}"
            )
            rounds = []
            for minute in range(1, args.minutes + 1):
                result = paced(url, rounds_of, paced_script)
                workers = [memory_kib(pid) for pid in children(master.pid)]
                rss = [w["rss"] / 1024 for w in workers]
                pss = [w["pss"] / 1024 for w in workers]
                rounds.append((result, rss, pss))
                print(
                    f"{minute:6}{result['sent']:9}{result['sent'] / rounds_of:8.0f}"
                    f"{result['failed']:8}"
                    f"{result['max_ms']:9.1f}{' / '.join(f'{r:.1f}' for r in rss):>18}"
                    f"{' / '.join(f'{p:.1f}' for p in pss):>18}",
                    flush=True,
                )
    sent = sum(r[0]["sent"] for r in rounds)
    failed = sum(r[0]["failed"] for r in rounds)
    worst = max(r[0]["max_ms"] for r in rounds)
    first_rss, last_rss = sum(rounds[0][1]), sum(rounds[-1][1])
    growth = (last_rss - first_rss) / first_rss * 100
    print(
        f"\nsent {sent:,}, failed {failed}, max latency {worst:.1f} ms; workers' RSS "
        f"{first_rss:.1f} MiB after minute 1, {last_rss:.1f} MiB after minute "
        f"{len(rounds)} ({growth:+.1f} %)"
    )
    if failed or (growth > 5 and not args.quick):
        print("soak failed: errors or memory growth over 5 %", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
