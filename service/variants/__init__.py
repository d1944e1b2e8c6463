"""Variant solving: a variant's engine found in open tables, the variants
folder or Redis, or a solve queued (``engines``); where solves run, a local
process pool or RQ workers (``queues``); what a solver process runs
(``jobs``), inside its ceilings (``sandbox``); and the record of each solve
that every caller reads (``records``)."""
