"""The deployment's search workers as Redis sees them, and fair admission
to them (``FIFTEEN_SEARCHES=rq``).

Each search worker (``searches.worker``) beats into ``WORKERS`` (a sorted
set: its name, scored by the Redis clock at its last beat) every
``BEAT_SECONDS``, from a thread of its own, also while it searches; one
silent for ``SILENT_SECONDS`` is gone (killed, paused, cut off).

An API worker sends a search to RQ only once admitted here, and a search
is admitted only while the searches admitted (``RUNNING``: the client's
name and a token, scored by when the hold lapses) are fewer than the
workers beating: every admitted job starts at once, so RQ's one
first-in-first-out queue never holds one client's jobs in front of
another's, whatever the number of API workers and hosts.  Between
clients, admission is fair as a host's own pool is (``pool``): a client
refused holds a claim (``CLAIMS``: scored by its first refusal;
``CLAIMED``: by its last, forgotten after ``CLAIM_SECONDS``), and a worker
coming free goes to the clients refused first; a client already searching
is admitted again only while no other client claims and a worker would
stay free for a newcomer.  One script does each admission, on the Redis
clock, so any number of API workers on any hosts agree.
"""

from __future__ import annotations

import enum
import threading

import redis

from service.searches.claims import CLAIM_SECONDS, MOST_CLAIMS

PREFIX = "fifteen:searches:"
WORKERS = PREFIX + "workers"
RUNNING = PREFIX + "running"
CLAIMS = PREFIX + "claims"
CLAIMED = PREFIX + "claimed"

BEAT_SECONDS = 0.25
"""How often a search worker says it is alive."""
SILENT_SECONDS = 1.5
"""How long a search worker may be silent before it counts as gone: six
beats, so that a worker starved of the CPU for a moment on a busy host is
not taken for dead, and a dead one is noticed within about a second and a
half."""


class Admission(enum.Enum):
    """What the fleet said to a search."""

    ADMITTED = "admitted"
    """A worker is free for it: send it now."""
    BUSY = "busy"
    """Every worker is taken, or promised to clients refused before."""
    SEARCHING = "searching"
    """The client has a search running and others want a worker."""
    NO_WORKERS = "none"
    """No search worker is beating: search on this host."""


_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
"""

_ADMIT = (
    _NOW
    + """
local client, member = ARGV[1], ARGV[1] .. '|' .. ARGV[2]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[4]))
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
for _, stale in ipairs(redis.call('ZRANGEBYSCORE', KEYS[4], '-inf', now - tonumber(ARGV[5]))) do
  redis.call('ZREM', KEYS[3], stale)
  redis.call('ZREM', KEYS[4], stale)
end
local workers = redis.call('ZCARD', KEYS[1])
if workers == 0 then return 'none' end
local running = redis.call('ZRANGE', KEYS[2], 0, -1)
local mine = 0
for _, held in ipairs(running) do
  if string.sub(held, 1, #client + 1) == client .. '|' then mine = mine + 1 end
end
local free = workers - #running
local first = redis.call('ZSCORE', KEYS[3], client)
local ahead
if first then
  ahead = redis.call('ZCOUNT', KEYS[3], '-inf', '(' .. first)
else
  ahead = redis.call('ZCARD', KEYS[3])
end
if mine > 0 then
  if ahead == 0 and free >= 2 then
    redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), member)
    return 'admitted'
  end
  return 'searching'
end
if ahead < free then
  redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), member)
  redis.call('ZREM', KEYS[3], client)
  redis.call('ZREM', KEYS[4], client)
  return 'admitted'
end
if first or redis.call('ZCARD', KEYS[3]) < tonumber(ARGV[6]) then
  redis.call('ZADD', KEYS[3], 'NX', now, client)
  redis.call('ZADD', KEYS[4], now, client)
end
return 'busy'
"""
)

_BEAT = _NOW + "redis.call('ZADD', KEYS[1], now, ARGV[1])"

_BEATING = _NOW + "return redis.call('ZCOUNT', KEYS[1], now - tonumber(ARGV[1]), '+inf')"

_SILENT = (
    _NOW
    + """
local at = redis.call('ZSCORE', KEYS[1], ARGV[1])
if at and tonumber(at) >= now - tonumber(ARGV[2]) then return 0 end
return 1
"""
)


class Fleet:
    """The search workers behind one Redis, seen from an API worker."""

    def __init__(self, client: redis.Redis, silent_seconds: float = SILENT_SECONDS) -> None:
        self.client = client
        self.silent_seconds = silent_seconds
        self._admit = client.register_script(_ADMIT)
        self._silent = client.register_script(_SILENT)
        self._beating = client.register_script(_BEATING)

    def admit(self, client: str, token: str, hold_seconds: float) -> Admission:
        """Admit a search of ``client`` (named ``token``) for at most
        ``hold_seconds``, or say why not; a refusal notes ``client``'s claim."""
        said = self._admit(
            keys=[WORKERS, RUNNING, CLAIMS, CLAIMED],
            args=[client, token, hold_seconds, self.silent_seconds, CLAIM_SECONDS, MOST_CLAIMS],
        )
        return Admission(said.decode() if isinstance(said, bytes) else said)

    def release(self, client: str, token: str) -> None:
        """The search ``token`` of ``client`` is over: its worker is free."""
        self.client.zrem(RUNNING, f"{client}|{token}")

    def beating(self) -> int:
        """How many search workers beat now."""
        return int(self._beating(keys=[WORKERS], args=[self.silent_seconds]))

    def silent(self, worker: str) -> bool:
        """Whether the search worker named ``worker`` has stopped beating."""
        return bool(self._silent(keys=[WORKERS], args=[worker, self.silent_seconds]))


class Heartbeat:
    """A search worker's beat, from a thread of its own: it goes on while
    the worker searches (the search yields the interpreter lock to it)."""

    def __init__(self, client: redis.Redis, name: str) -> None:
        self.client = client
        self.name = name
        self._beat = client.register_script(_BEAT)
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="heartbeat", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while not self._stopped.is_set():
            try:
                self._beat(keys=[WORKERS], args=[self.name])
            except redis.RedisError:
                pass  # Redis away: the worker rides it out, and beats again after
            self._stopped.wait(BEAT_SECONDS)

    def stop(self) -> None:
        """Stop beating, and say so at once (the worker is leaving)."""
        self._stopped.set()
        self._thread.join()
        try:
            self.client.zrem(WORKERS, self.name)
        except redis.RedisError:
            pass  # it falls silent instead
