"""A proof worker: ``python -m service.proofs.worker --url redis://...``
works the ``fifteen-proofs`` queue with RQ's ``SimpleWorker`` (each proof
in the worker itself), at the lowest priority (``PROOF_NICE``), riding out
Redis outages as the solve worker does.  Run one per core, on any host."""

from __future__ import annotations

import os
from collections.abc import Sequence

from rq import SimpleWorker

from service.proofs.runs import QUEUE
from service.variants.worker import RidesOut, serve_queue

PROOF_NICE = 19
"""A proof is background work: below everything the service runs on a
shared host (search processes at 5, solves at 10), so that it never slows
an answer (at 5 it starved a solve of the live tests)."""


class ProofWorker(RidesOut, SimpleWorker):
    """RQ's simple worker, riding out Redis outages (``RidesOut``)."""


def main(argv: Sequence[str] | None = None) -> int:
    os.nice(PROOF_NICE)
    return serve_queue(
        argv,
        description=__doc__.splitlines()[0],
        queue=QUEUE,
        worker_class=ProofWorker,
        worker_ttl=60,
    )


if __name__ == "__main__":
    raise SystemExit(main())
