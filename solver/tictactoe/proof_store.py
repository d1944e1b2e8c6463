"""A proof's answers kept on disk: what ``proof_search`` learned of the
dearer positions survives the process, so a proof stopped (by its budget,
a crash or a kill) goes on from where it was, and later proofs of nearby
positions start from what it found.

One SQLite file (the standard library's) for one rule set (its
``rules_id``, kept in the file: opening it for other rules is refused): a
row per class of boards (its canonical board's text) holding fact bits
(``proof_search.fact``: whether Odd wins, whether Even wins), merged as
facts are added.  At most ``max_entries`` rows, counted by this process
(two processes sharing a file may each add up to it): past that, new
boards are not kept.  A position's fact is known only once its proof is
done, so the deepest come first and the dearest, near the root, last: a
store too small for its proof keeps the cheaper facts.  Written in batches
(``flush``, and on ``close``) so that the search is not slowed by the disk;
a process killed between batches loses at most the last ``BATCH`` facts.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import TracebackType

BATCH = 500
"""Facts added between two writes to the file."""


class DiskStore:
    """A ``proof_search.KnownStore`` in the SQLite file at ``path``."""

    def __init__(self, path: Path, max_entries: int, rules_id: str) -> None:
        self.path = path
        self.max_entries = max_entries
        self.db = sqlite3.connect(path, timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")
        with self.db:
            self.db.execute(
                "CREATE TABLE IF NOT EXISTS known (board TEXT PRIMARY KEY, facts INTEGER NOT NULL)"
            )
            self.db.execute("CREATE TABLE IF NOT EXISTS rules (rules_id TEXT NOT NULL)")
            kept = self.db.execute("SELECT rules_id FROM rules").fetchone()
            if kept is None:
                self.db.execute("INSERT INTO rules VALUES (?)", (rules_id,))
        if kept is not None and kept[0] != rules_id:
            self.db.close()
            raise ValueError(f"{path} keeps facts of the game {kept[0]}, not of {rules_id}")
        self.pending: dict[str, int] = {}
        self.entries = self._count()

    def get(self, key: str) -> int | None:
        """The facts known of ``key``, if any."""
        waiting = self.pending.get(key)
        row = self.db.execute("SELECT facts FROM known WHERE board = ?", (key,)).fetchone()
        if row is None:
            return waiting
        return int(row[0]) | (waiting or 0)

    def add(self, key: str, facts: int) -> None:
        """Record ``facts`` of ``key`` (kept at the next ``flush``)."""
        self.pending[key] = self.pending.get(key, 0) | facts
        if len(self.pending) >= BATCH:
            self.flush()

    def flush(self) -> None:
        """Write the facts added since the last write; new boards only
        while the file holds fewer than ``max_entries``."""
        if not self.pending:
            return
        with self.db:
            for key, facts in self.pending.items():
                updated = self.db.execute(
                    "UPDATE known SET facts = facts | ? WHERE board = ?", (facts, key)
                ).rowcount
                if not updated and self.entries < self.max_entries:
                    self.db.execute("INSERT INTO known VALUES (?, ?)", (key, facts))
                    self.entries += 1
        self.pending.clear()

    def close(self) -> None:
        self.flush()
        self.db.close()

    def __enter__(self) -> DiskStore:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM known").fetchone()[0])
