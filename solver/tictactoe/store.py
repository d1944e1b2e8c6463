"""Where tables live, how they are built and opened.

The named games' tables are built by ``python -m solver build`` into
``tables_dir()``: the directory named by ``FIFTEEN_TABLES``, else
``data`` beside this file.  ``TABLES.sha256`` beside this file records
the bytes a correct build writes.

Solved variants are table files of the same format in ``variants_dir()``
(``FIFTEEN_VARIANTS_DIR``, else ``variants`` in ``tables_dir()``), one per
solution, named ``<rules digest>-<root key>.table``, so that every process
on a host maps the same pages and solutions outlive restarts.
"""

from __future__ import annotations

import hashlib
import os
import threading
import time
from pathlib import Path

from solver.core.files import write_atomically
from solver.tictactoe.engine import Engine
from solver.tictactoe.errors import TableMissingError
from solver.tictactoe.rules import NAMED_RULES, Rules
from solver.tictactoe.solve import Progress, solve
from solver.tictactoe.table import Table, TableFormatError, load, sha256, write
from solver.tictactoe.variants import Root

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


def variants_dir() -> Path:
    """The directory holding solved variants' table files."""
    configured = os.environ.get("FIFTEEN_VARIANTS_DIR")
    return Path(configured) if configured else tables_dir() / "variants"


def rules_digest(rules_id: str) -> str:
    """A short name for a rule set in file names (rules ids hold ``:`` and ``,``)."""
    return hashlib.sha256(rules_id.encode()).hexdigest()[:20]


def variant_path(root: Root, directory: Path | None = None) -> Path:
    """Where the solution from ``root`` is kept."""
    return (directory or variants_dir()) / f"{rules_digest(root.rules_id)}-{root.key}.table"


RECORDS = "records"
"""The subfolder of the variants folder holding the solves' records: apart
from the tables, so that a running solve's heartbeat (its record written
every half second) does not change the tables' folder, whose listing is
kept until it changes (``variant_roots``)."""


def record_path(root: Root, directory: Path | None = None) -> Path:
    """Where the record of the solve from ``root`` is kept (on one host)."""
    return _record_of(variant_path(root, directory))


def _record_of(table: Path) -> Path:
    """Where the record of the solve that wrote ``table`` is kept."""
    return table.parent / RECORDS / table.with_suffix(".status").name


def variant_roots(rules: Rules, directory: Path | None = None) -> list[Root]:
    """The roots of ``rules`` solved into ``directory``, from a listing of
    the folder made once each time it changes, not once per call: a lookup
    costs the same however many solutions the folder holds."""
    keys = _listing(directory or variants_dir()).get(rules_digest(rules.name), ())
    return [Root(rules.name, key) for key in keys]


_listings: dict[Path, tuple[int, dict[str, tuple[int, ...]]]] = {}
"""Each variants folder's root keys by rules digest, and the folder's
modification time (ns) when they were listed."""

SETTLED_NS = 100_000_000
"""How long after a folder's last change a listing of it is kept: a file
system stamps changes on a coarse clock (a few ms on Linux's own: ext4,
xfs, btrfs, tmpfs, overlayfs), so a file written in the same tick as the
listing would leave the stamp as it was.  A folder on a file system that
stamps to the second (FAT, some network mounts) would hide a new table
until the next change: keep the variants folder off those."""


def _listing(folder: Path) -> dict[str, tuple[int, ...]]:
    """The root keys by rules digest kept in ``folder`` (none if it does not
    exist), listed again only when the folder has changed since, or changed
    too shortly before it was listed to tell."""
    try:
        stamp = folder.stat().st_mtime_ns
    except FileNotFoundError:
        return {}
    kept = _listings.get(folder)
    if kept is not None and kept[0] == stamp:
        return kept[1]
    listed_at = time.time_ns()
    found: dict[str, list[int]] = {}
    with os.scandir(folder) as entries:
        for entry in entries:
            digest, _, key = entry.name.removesuffix(".table").partition("-")
            if entry.name.endswith(".table") and key.isdigit():
                found.setdefault(digest, []).append(int(key))
    listing = {digest: tuple(keys) for digest, keys in found.items()}
    if listed_at - stamp >= SETTLED_NS:
        _listings[folder] = (stamp, listing)
    else:
        _listings.pop(folder, None)
    return listing


def write_variant(root: Root, table: bytes, directory: Path | None = None) -> Path:
    """Keep a solution's table file (atomically: readers never see half a file)."""
    path = variant_path(root, directory)
    write_atomically(path, table)
    return path


def open_variant(root: Root, rules: Rules, directory: Path | None = None) -> Table | None:
    """The solution's table through ``mmap``, or None if it is not kept here
    (or the file holds another rule set)."""
    try:
        table = load(variant_path(root, directory))
    except (FileNotFoundError, ValueError):
        return None
    return table if table.matches(rules) else None


def prune_variants(max_bytes: int, directory: Path | None = None) -> list[Path]:
    """Delete the oldest variant tables (and their records) until the folder
    holds at most ``max_bytes`` of them; return what was deleted.  Processes
    that have a deleted table open keep reading it until they close it."""
    folder = directory or variants_dir()
    tables = []
    for path in folder.glob("*.table"):
        try:
            stat = path.stat()
        except FileNotFoundError:
            continue
        tables.append((stat.st_mtime, stat.st_size, path))
    total = sum(size for _, size, _ in tables)
    deleted = []
    for _, size, path in sorted(tables):
        if total <= max_bytes:
            break
        try:
            path.unlink()
            _record_of(path).unlink(missing_ok=True)
        except FileNotFoundError:
            pass
        except OSError:  # a read-only folder baked into an image
            continue
        total -= size
        deleted.append(path)
    return deleted
