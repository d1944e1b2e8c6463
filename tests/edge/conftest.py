"""The deployment's edge under test: deploy/nginx.conf under the real nginx
in front of gunicorn.  With CI=true a missing nginx fails."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.live import gunicorn_process, nginx_binary, nginx_proxy

if nginx_binary() is None:
    if os.environ.get("CI") == "true":
        pytest.fail("nginx is not installed: scripts/system-packages installs it", pytrace=False)
    pytest.skip("nginx is not installed (scripts/system-packages)", allow_module_level=True)


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, Path]]:
    """gunicorn behind nginx: (proxy URL, direct URL, gunicorn's access log)."""
    folder = tmp_path_factory.mktemp("edge")
    log = folder / "access.log"
    env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(folder / "variants")}
    with gunicorn_process(env=env, log=log) as (direct, _master):
        with nginx_proxy(direct, folder / "nginx") as proxy:
            yield proxy, direct, log


@pytest.fixture(scope="module")
def limited(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """gunicorn with its rate limit on, behind nginx: the proxy's URL."""
    folder = tmp_path_factory.mktemp("limited")
    env = {"FIFTEEN_PROXY_HOPS": "1", "FIFTEEN_VARIANTS_DIR": str(folder / "variants")}
    env["FIFTEEN_RATE_LIMIT"] = "1000 per minute"
    with gunicorn_process(env=env) as (direct, _master):
        with nginx_proxy(direct, folder / "nginx") as proxy:
            yield proxy
