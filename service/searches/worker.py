"""An RQ worker for the search queue (``FIFTEEN_SEARCHES=rq``), on any host.

``python -m service.searches.worker --url redis://...`` works the
``fifteen-searches`` queue with RQ's ``SimpleWorker`` (each search in the
worker itself: no process forked per job), at the search processes'
priority (``FIFTEEN_SEARCH_NICE``, 5: below an API worker on the same
host), warmed before its first job, and riding out Redis outages as the
solve worker does.  Run one per core; compose's ``searcher`` service
(``--scale searcher=N``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from rq import SimpleWorker

from service.config import Config
from service.searches import tasks
from service.searches.remote import QUEUE
from service.variants.worker import StopNoted, serve_queue


class SearchWorker(StopNoted, SimpleWorker):
    """RQ's simple worker, noting a request to stop."""


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
