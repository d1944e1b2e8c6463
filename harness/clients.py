"""The official clients, generated from ``openapi.yaml``.

``python -m harness.clients`` (or ``scripts/generate-clients``) regenerates
both: ``clients/python`` with openapi-python-client, and the TypeScript
client's types, ``clients/typescript/src/schema.ts``, with openapi-typescript
(which openapi-fetch calls through).  The few hand-written files, where a
generator cannot express the contract (waiting on a variant's solve; one
call per action, a game held by its seed and moves), are
kept; a test regenerates both into a temporary folder and fails when what is
committed differs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from harness.live import ROOT

SPEC = ROOT / "openapi.yaml"
PYTHON_CLIENT = ROOT / "clients" / "python"
PYTHON_SETTINGS = ROOT / "clients" / "python-client.yaml"
TYPESCRIPT_CLIENT = ROOT / "clients" / "typescript"
TYPESCRIPT_SCHEMA = Path("src") / "schema.ts"

HAND_WRITTEN = frozenset(
    {
        "fifteen_client/waiting.py",
        "fifteen_client/engine.py",
        "README.md",
    }
)
"""Files of the Python client that are not generated (with every file under
``HAND_WRITTEN_FOLDER``)."""

HAND_WRITTEN_FOLDER = "fifteen_client/games/"
"""The game layers: one module per game, written by hand."""

_NOT_SOURCE = {"__pycache__", ".ruff_cache", ".mypy_cache", ".pytest_cache"}


def _venv_path() -> dict[str, str]:
    """The environment with this interpreter's scripts first (the generator
    runs ``ruff`` on what it writes)."""
    scripts = str(Path(sys.executable).parent)
    return {**os.environ, "PATH": f"{scripts}{os.pathsep}{os.environ.get('PATH', '')}"}


def generate_python(out: Path) -> None:
    """Write the generated Python client (no hand-written file) to ``out``."""
    subprocess.run(
        [
            str(Path(sys.executable).parent / "openapi-python-client"),
            "generate",
            "--path",
            str(SPEC),
            "--config",
            str(PYTHON_SETTINGS),
            "--meta",
            "setup",
            "--output-path",
            str(out),
        ],
        check=True,
        capture_output=True,
        env=_venv_path(),
    )
    for junk in _NOT_SOURCE:
        shutil.rmtree(out / junk, ignore_errors=True)


def source_files(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` by its relative path, caches and install
    leftovers left out."""
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and not any(_not_source(part) for part in path.relative_to(root).parts)
    }


def _not_source(part: str) -> bool:
    """Caches, and what installing the client writes beside it."""
    return part in _NOT_SOURCE or part.endswith(".egg-info") or part in ("build", "dist")


def generated_python_files(root: Path) -> dict[str, bytes]:
    """The files of a Python client that its generator writes."""
    return {
        name: data
        for name, data in source_files(root).items()
        if name not in HAND_WRITTEN and not name.startswith(HAND_WRITTEN_FOLDER)
    }


def npm() -> str | None:
    """npm's path, or None where Node.js is not installed."""
    return shutil.which("npm")


def install_typescript_tools() -> None:
    """Install the TypeScript client's tools (``scripts/typescript-tools``)."""
    subprocess.run([str(ROOT / "scripts" / "typescript-tools")], check=True)


def node_tool(name: str) -> str:
    """An installed tool of the TypeScript client (``npm ci`` first)."""
    return str(TYPESCRIPT_CLIENT / "node_modules" / ".bin" / name)


def generate_typescript_schema(out: Path) -> None:
    """Write the TypeScript client's generated types to ``out``."""
    subprocess.run(
        [node_tool("openapi-typescript"), str(SPEC), "--default-non-nullable", "false"]
        + ["--output", str(out)],
        check=True,
        capture_output=True,
    )


def main() -> None:
    """Write both clients again from ``openapi.yaml``, keeping the Python
    client's hand-written files."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "python"
        generate_python(fresh)
        # in place: an editable install of the client keeps working
        for name in generated_python_files(PYTHON_CLIENT):
            (PYTHON_CLIENT / name).unlink()
        for name, data in generated_python_files(fresh).items():  # not the hand-written
            (PYTHON_CLIENT / name).parent.mkdir(parents=True, exist_ok=True)
            (PYTHON_CLIENT / name).write_bytes(data)
    print(f"wrote {PYTHON_CLIENT.relative_to(ROOT)}")
    install_typescript_tools()
    generate_typescript_schema(TYPESCRIPT_CLIENT / TYPESCRIPT_SCHEMA)
    print(f"wrote {(TYPESCRIPT_CLIENT / TYPESCRIPT_SCHEMA).relative_to(ROOT)}")


if __name__ == "__main__":
    main()
