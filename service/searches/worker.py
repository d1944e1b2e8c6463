"""An RQ worker for the search queue (``FIFTEEN_SEARCHES=rq``), on any host.

``python -m service.searches.worker --url redis://...`` works the
``fifteen-searches`` queue with RQ's ``SimpleWorker`` (each search in the
worker itself: no process forked per job), at the search processes'
priority (``FIFTEEN_SEARCH_NICE``, 5: below an API worker on the same
host), warmed before its first job, and riding out Redis outages as the
solve worker does.  Run one per core; compose's ``searcher`` service
(``--scale searcher=N``).  While it works it beats into the fleet
(``fleet``): the API sends it searches only while it beats.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import redis
from rq import SimpleWorker

from service.config import Config
from service.searches import tasks
from service.searches.fleet import Heartbeat
from service.searches.remote import QUEUE
from service.variants.worker import RidesOut, serve_queue


class SearchWorker(RidesOut, SimpleWorker):
    """RQ's simple worker, riding out Redis outages (``RidesOut``), and beating into the
    fleet (``fleet.Heartbeat``) while it works, so that the API admits no
    more searches than there are workers to start them."""

    def work(self, *args: Any, **kwargs: Any) -> bool:
        pool = self.connection.connection_pool
        settings = pool.connection_kwargs | {"socket_timeout": 1.0, "socket_connect_timeout": 1.0}
        beats = redis.Redis(connection_pool=redis.ConnectionPool(pool.connection_class, **settings))
        heartbeat = Heartbeat(beats, self.name)
        heartbeat.start()
        try:
            return bool(super().work(*args, **kwargs))
        finally:
            heartbeat.stop()
            beats.close()


def main(argv: Sequence[str] | None = None) -> int:
    os.nice(Config().SEARCH_NICE)
    tasks.warm()
    return serve_queue(
        argv,
        description=__doc__.splitlines()[0],
        queue=QUEUE,
        worker_class=SearchWorker,
        worker_ttl=60,
    )


if __name__ == "__main__":
    raise SystemExit(main())
