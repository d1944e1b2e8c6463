"""The play pages as code: ESLint finds nothing in them, their unit tests
pass under Node's own runner (tests/pages), and no page module imports one
that imports it back (the drawing reaches the game logic through handlers)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from harness.live import ROOT

PAGES = ROOT / "service" / "static" / "play"
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"
IMPORT = re.compile(r'^\s*(?:import|export)\b[^;]*?\bfrom\s+"\./([\w-]+\.js)"', re.M)


def needs_node() -> str:
    """Node.js, with the pages' tools installed (scripts/page-tools); a skip
    without them, except under CI, where they are required."""
    node = shutil.which("node")
    if node is None or not ESLINT.exists():
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js and the pages' tools are required under CI=true")
        pytest.skip("Node.js or the pages' tools (scripts/page-tools) missing")
    return node


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_eslint_finds_nothing_in_the_pages() -> None:
    needs_node()
    linted = run(str(ESLINT), "--max-warnings", "0", "service/static/play", "tests/pages")
    assert linted.returncode == 0, linted.stdout + linted.stderr


def test_the_pages_unit_tests_pass() -> None:
    node = needs_node()
    tested = run(node, "--test", "tests/pages/")
    assert tested.returncode == 0, tested.stdout + tested.stderr
    assert re.search(r"^# fail 0$", tested.stdout, re.M), tested.stdout


def imports_of(module: Path) -> set[str]:
    return set(IMPORT.findall(module.read_text()))


def test_no_page_module_imports_one_that_imports_it_back() -> None:
    graph = {module.name: imports_of(module) for module in PAGES.glob("*.js")}
    assert graph["mathscrabble-draw.js"] == {"common.js", "mathscrabble-state.js"}

    def reaches(start: str, seen: frozenset[str]) -> list[str]:
        for child in sorted(graph.get(start, set())):
            if child in seen:
                return [*seen, child]
            found = reaches(child, seen | {child})
            if found:
                return found
        return []

    cycles = {name: reaches(name, frozenset({name})) for name in graph}
    assert {name: path for name, path in cycles.items() if path} == {}
