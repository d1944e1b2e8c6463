"""wrk, driven the same way by every HTTP benchmark: requests formatted once,
up front, so that wrk (sharing the 2 cores with the server) spends the same
on each request whichever endpoint it hits."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

LUA = """
local paths = {%s}
local bodies = {%s}
local requests = {}
local i = 0
init = function(args)
  for n, path in ipairs(paths) do
    if bodies[n] == "" then
      requests[n] = wrk.format("GET", path)
    else
      requests[n] = wrk.format("POST", path, {["Content-Type"] = "application/json"}, bodies[n])
    end
  end
end
request = function()
  i = i %% #requests + 1
  return requests[i]
end
"""


def script(requests: list[tuple[str, str]]) -> str:
    """A wrk script sending ``(path, body)`` in turn: a GET where the body is empty."""
    paths = ",".join(json.dumps(path) for path, _ in requests)
    bodies = ",".join(json.dumps(body) for _, body in requests)
    return LUA % (paths, bodies)


def wrk(url: str, seconds: int, connections: int, script: Path) -> dict[str, float]:
    command = [
        "wrk",
        f"-t{min(2, connections)}",
        f"-c{connections}",
        f"-d{seconds}s",
        "--latency",
        "-s",
        str(script),
        url,
    ]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors or "Socket errors" in out:
        raise RuntimeError(f"wrk saw failures:\n{out}")

    def millis(label: str) -> float:
        match = re.search(rf"{label}%\s+([\d.]+)(us|ms|s)\b", out)
        assert match, out
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    assert rps, out
    return {"rps": float(rps.group(1)), "p50": millis("50"), "p99": millis("99")}
