"""A proof run's shared answers in Redis: what any worker learned of the
dearer positions (``proof_search``: at least the run's ``store_from`` empty
cells), read by every other, on any host, and kept when workers die.

One hash a run (``fifteen:v1:proof:<name>:known``): canonical board ->
fact bits (``proof_search.fact``), merged by a script so two workers'
facts of one board both stay; at most the run's ``store_entries`` boards
(past that, new boards are not kept: as in ``proof_store``, the deepest
facts come first).  Facts are written in batches of ``BATCH`` and on
``flush``, one round trip a batch; each read is one ``HGET``, made only
at the dearer positions.
"""

from __future__ import annotations

import redis

from service.proofs.runs import key, text

BATCH = 200
"""Facts a worker adds between two writes to Redis."""

_MERGE = """
local added = 0
for i = 2, #ARGV - 1, 2 do
  local old = redis.call('HGET', KEYS[1], ARGV[i])
  if old then
    redis.call('HSET', KEYS[1], ARGV[i], bit.bor(tonumber(old), tonumber(ARGV[i + 1])))
  elseif redis.call('HLEN', KEYS[1]) < tonumber(ARGV[1]) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
    added = added + 1
  end
end
return added
"""


class RedisStore:
    """A ``proof_search.KnownStore`` shared by a run's workers."""

    def __init__(self, client: redis.Redis, name: str, max_entries: int) -> None:
        self.client = client
        self.hash = key(name, "known")
        self.max_entries = max_entries
        self.merge = client.register_script(_MERGE)
        self.pending: dict[str, int] = {}

    def get(self, board: str) -> int | None:
        """The facts known of ``board``, by any worker, if any."""
        found = self.client.hget(self.hash, board)
        waiting = self.pending.get(board)
        if found is None:
            return waiting
        return int(text(found)) | (waiting or 0)

    def add(self, board: str, facts: int) -> None:
        """Record ``facts`` of ``board`` (written with the next batch)."""
        self.pending[board] = self.pending.get(board, 0) | facts
        if len(self.pending) >= BATCH:
            self.flush()

    def flush(self) -> None:
        """Write the facts added since the last write."""
        if not self.pending:
            return
        pairs = [part for board, facts in self.pending.items() for part in (board, str(facts))]
        self.merge(keys=[self.hash], args=[str(self.max_entries), *pairs])
        self.pending.clear()

    def entries(self) -> int:
        """Boards the run keeps facts of."""
        return int(self.client.hlen(self.hash))
