"""Where the named games' tables live, how they are built and opened.

Tables are built by ``python -m solver build`` into ``tables_dir()``: the
directory named by ``FIFTEEN_TABLES``, else ``solver/data`` beside this file.
``TABLES.sha256`` beside this file records the bytes a correct build writes.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from solver.engine import Engine
from solver.errors import TableMissingError
from solver.rules import NAMED_RULES, Rules
from solver.solve import Progress, solve
from solver.table import TableFormatError, load, sha256, write

CHECKSUMS = Path(__file__).with_name("TABLES.sha256")

_engines: dict[str, Engine] = {}
_lock = threading.Lock()


def tables_dir() -> Path:
    """The directory holding the named games' table files."""
    configured = os.environ.get("FIFTEEN_TABLES")
    return Path(configured) if configured else Path(__file__).with_name("data")


def table_path(rules: Rules, directory: Path | None = None) -> Path:
    return (directory or tables_dir()) / f"{rules.name}.table"


def expected_checksums() -> dict[str, str]:
    """The recorded SHA-256 of each named game's table file, by name."""
    sums = {}
    for line in CHECKSUMS.read_text().splitlines():
        digest, name = line.split()
        sums[name.removesuffix(".table")] = digest
    return sums


def is_built(rules: Rules, directory: Path | None = None) -> bool:
    """Whether the table file exists with the recorded checksum."""
    path = table_path(rules, directory)
    expected = expected_checksums().get(rules.name)
    return path.exists() and expected is not None and sha256(path) == expected


def build(rules: Rules, directory: Path | None = None, progress: Progress | None = None) -> str:
    """Solve ``rules`` and write its table; return the file's SHA-256."""
    return write(solve(rules, progress), table_path(rules, directory))


def open_engine(rules: Rules, directory: Path | None = None) -> Engine:
    """The engine for a named game, opened once per process and shared.

    Raises ``TableMissingError`` if the table has not been built.
    """
    if rules.name not in NAMED_RULES or NAMED_RULES[rules.name] != rules:
        raise ValueError(f"no precomputed table for rules {rules.name!r}")
    path = table_path(rules, directory)
    cache_key = str(path)
    engine = _engines.get(cache_key)
    if engine is None:
        with _lock:
            engine = _engines.get(cache_key)
            if engine is None:
                if not path.exists():
                    raise TableMissingError(f"no table at {path}: run `python -m solver build`")
                table = load(path)
                if not table.matches(rules):
                    raise TableFormatError(f"{path} holds another rule set")
                engine = Engine(rules, table)
                _engines[cache_key] = engine
    return engine
