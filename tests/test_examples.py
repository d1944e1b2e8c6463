"""Every example shown to users runs as written: each Python and TypeScript
block of the READMEs and ``docs/`` that calls an official client, and each
example in the clients' hand-written docstrings, type-checked (``mypy
--strict``, ``tsc``) and run against a live service; the TypeScript ones
against the package as ``npm pack`` writes it, installed as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness import clients
from harness.examples import Example, python_examples, typescript_examples
from harness.live import ROOT, gunicorn
from tests.test_clients import needs_node

pytestmark = pytest.mark.live

PYTHON = python_examples()
TYPESCRIPT = typescript_examples()
BOTS = ROOT / "docs" / "bots"
MOST_LINES = {"python": 20, "ts": 25}
"""A bot on a docs/bots page is readable whole: at most this many lines."""


@pytest.fixture(scope="module")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    variants = tmp_path_factory.mktemp("variants")
    with gunicorn("--workers", "2", env={"FIFTEEN_VARIANTS_DIR": str(variants)}) as url:
        yield url


def test_every_game_has_a_bot_page_in_both_languages() -> None:
    for page in ("tictactoe", "pick15", "math-scrabble", "sum15"):
        shown = {example.where.split(":")[0] for example in PYTHON + TYPESCRIPT}
        assert f"docs/bots/{page}.md" in shown
        languages = [e for e in PYTHON if e.where.startswith(f"docs/bots/{page}.md")]
        assert languages and [e for e in TYPESCRIPT if e.where.startswith(f"docs/bots/{page}.md")]


@pytest.mark.parametrize(
    ("example", "most"),
    [(e, MOST_LINES["python"]) for e in PYTHON if e.where.startswith("docs/bots/")]
    + [(e, MOST_LINES["ts"]) for e in TYPESCRIPT if e.where.startswith("docs/bots/")],
    ids=lambda value: value.where if isinstance(value, Example) else str(value),
)
def test_each_bot_is_short_enough_to_read_whole(example: Example, most: int) -> None:
    assert example.lines <= most


def test_every_python_example_type_checks(tmp_path: Path) -> None:
    for number, example in enumerate(PYTHON):
        (tmp_path / f"example_{number}.py").write_text(example.code)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "."],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "MYPYPATH": str(clients.PYTHON_CLIENT)},
    )
    where = {f"example_{n}.py": e.where for n, e in enumerate(PYTHON)}
    report = "\n".join(
        f"{where.get(line.split(':')[0], '')} {line}" for line in checked.stdout.splitlines()
    )
    assert checked.returncode == 0, report


@pytest.mark.parametrize("example", PYTHON, ids=lambda example: example.where)
def test_each_python_example_runs_as_written(
    example: Example, live_url: str, tmp_path: Path
) -> None:
    (tmp_path / "example.py").write_text(example.against(live_url))
    ran = subprocess.run(
        [sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True
    )
    assert ran.returncode == 0, ran.stderr[-3000:]


@pytest.fixture(scope="module")
def installed_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A user's project with the packed TypeScript client installed."""
    needs_node()
    packs = tmp_path_factory.mktemp("pack")
    packed = subprocess.run(
        [str(ROOT / "scripts" / "pack-typescript-client"), str(packs)],
        capture_output=True,
        text=True,
    )
    assert packed.returncode == 0, packed.stderr[-3000:]
    project = tmp_path_factory.mktemp("project")
    (project / "package.json").write_text(json.dumps({"type": "module", "private": True}))
    installed = subprocess.run(
        ["npm", "install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"]
        + [packed.stdout.strip().splitlines()[-1]],
        cwd=project,
        capture_output=True,
        text=True,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    return project


def test_the_packed_client_brings_no_development_tool(installed_package: Path) -> None:
    modules = installed_package / "node_modules"
    names = {path.name for path in modules.iterdir() if not path.name.startswith(".")}
    assert names == {"fifteen-client", "openapi-fetch", "openapi-typescript-helpers"}
    assert (modules / "fifteen-client" / "dist" / "index.d.ts").is_file()


def test_every_typescript_example_compiles_and_runs_from_the_package(
    installed_package: Path, live_url: str
) -> None:
    for number, example in enumerate(TYPESCRIPT):
        (installed_package / f"example_{number}.ts").write_text(example.against(live_url))
    compiled = subprocess.run(
        [clients.node_tool("tsc"), "--strict", "--target", "es2022", "--module", "nodenext"]
        + ["--lib", "es2022,dom", "--outDir", "out"]
        + [f"example_{number}.ts" for number in range(len(TYPESCRIPT))],
        cwd=installed_package,
        capture_output=True,
        text=True,
    )
    where = {f"example_{n}.ts": e.where for n, e in enumerate(TYPESCRIPT)}
    report = "\n".join(
        f"{where.get(line.split('(')[0], '')} {line}" for line in compiled.stdout.splitlines()
    )
    assert compiled.returncode == 0, report
    failed = []
    for number, example in enumerate(TYPESCRIPT):
        ran = subprocess.run(
            ["node", f"out/example_{number}.js"],
            cwd=installed_package,
            capture_output=True,
            text=True,
        )
        if ran.returncode != 0:
            failed.append(f"{example.where}: {ran.stderr[-1500:]}")
    assert failed == []
