"""Deployment figures: /v1/move under load, and each worker's memory (PSS).

Run: ``.venv/bin/python -m bench.deploy_bench [--seconds 10]``

Starts gunicorn with gunicorn.conf.py (2 workers, then 3), loads /v1/move
with wrk (rotating over 500 random open positions of Graham's game) and then
reads each process's proportional set size from /proc/<pid>/smaps_rollup.
PSS splits shared pages between the processes sharing them, so the mmap'd
tables count once in the total: the total with 3 workers minus the total
with 2 is what one more worker costs.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from bench.http_bench import lua_script, move_bodies
from bench.load import wrk
from harness.live import gunicorn_process


def memory_kib(pid: int) -> dict[str, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value, *_ = line.split()
        fields[name.rstrip(":")] = int(value)
    return {
        "pss": fields["Pss"],
        "rss": fields["Rss"],
        "private": fields["Private_Clean"] + fields["Private_Dirty"],
    }


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return sorted(found)


def run(workers: int, seconds: int, script: Path) -> tuple[dict[str, float], list[dict[str, int]]]:
    with gunicorn_process(env={"FIFTEEN_WORKERS": str(workers)}) as (url, master):
        wrk(url, 2, 16, script)  # warm up: every worker touches the tables
        figures = wrk(url, seconds, 16, script)
        processes = [memory_kib(master.pid)] + [memory_kib(p) for p in children(master.pid)]
    return figures, processes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=10)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "move.lua"
        script.write_text(lua_script("/v1/move", move_bodies(500)))
        totals = {}
        for workers in (2, 3):
            figures, processes = run(workers, args.seconds, script)
            print(
                f"\n{workers} workers: POST /v1/move {figures['rps']:.0f} req/s, "
                f"p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms "
                f"(wrk -t2 -c16, {args.seconds} s)"
            )
            print(f"  {'process':10}{'PSS MiB':>10}{'RSS MiB':>10}{'private MiB':>13}")
            for i, mem in enumerate(processes):
                name = "master" if i == 0 else f"worker {i}"
                print(
                    f"  {name:10}{mem['pss'] / 1024:10.1f}{mem['rss'] / 1024:10.1f}"
                    f"{mem['private'] / 1024:13.1f}"
                )
            totals[workers] = sum(m["pss"] for m in processes) / 1024
            print(f"  total PSS {totals[workers]:.1f} MiB")
        extra = totals[3] - totals[2]
        print(f"\nan extra worker costs {extra:.1f} MiB of PSS (target <= 10 MB)")
        print(json.dumps({"extra_worker_mib": round(extra, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
