"""The proof workers' job: one subproblem proven, its result kept.

Runs in a proof worker (``worker``): reads nothing but its arguments and
the run's ``meta`` (rules and settings), shares the facts it learns
(``store``), beats while it proves (``runs.BEAT_SECONDS``), writes its
result into the run's ``results``.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from rq import get_current_job

from service.proofs.runs import BEAT_SECONDS, Settings, key, meta_of, now
from service.proofs.store import RedisStore
from solver.tictactoe.notation import board_text, read_board
from solver.tictactoe.position import Position
from solver.tictactoe.proof import NotAWinError, prove
from solver.tictactoe.rules import rules_from_id


def prove_leaf(name: str, leaf: str, nodes: int) -> dict[str, Any]:
    """Prove the subproblem ``leaf`` of run ``name`` within ``nodes``
    positions and keep its result; the result without its strategy."""
    job = get_current_job()
    if job is None:
        raise RuntimeError("prove_leaf runs as an RQ job")
    client = job.connection
    meta = meta_of(client, name)
    settings = Settings.from_meta(meta)
    rules = rules_from_id(meta["rules"])
    store = RedisStore(client, name, settings.store_entries)
    position = Position.from_board(read_board(leaf, rules.size * rules.size), rules)
    done = threading.Event()

    def beat() -> None:
        while not done.is_set():
            client.hset(key(name, "beats"), leaf, now(client))
            done.wait(BEAT_SECONDS)

    beating = threading.Thread(target=beat, daemon=True)
    beating.start()
    cpu = time.process_time()
    try:
        result: dict[str, Any]
        try:
            found = prove(
                position,
                nodes=nodes,
                winner=settings.winner,
                store=store,
                store_from=settings.store_from,
                table_limit=settings.table,
            )
        except NotAWinError as error:
            unproven = error.out_of_budget
            result = {"winner": None, "unproven": unproven, "nodes": error.nodes}
            result["strategy"] = {}
        else:
            strategy = {board_text(b): list(m) for b, m in found.strategy.items()}
            result = {"winner": found.winner.value, "nodes": found.nodes, "strategy": strategy}
        result["cpu_seconds"] = round(time.process_time() - cpu, 3)
        client.hset(key(name, "results"), leaf, json.dumps(result, separators=(",", ":")))
    finally:
        store.flush()
        done.set()
        beating.join()
        client.hdel(key(name, "beats"), leaf)
    return {k: v for k, v in result.items() if k != "strategy"}
