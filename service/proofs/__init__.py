"""Proofs spread over hosts: a proof split into subproblems
(``solver.tictactoe.proof_split``), each an RQ job that any proof worker on
any host takes (``worker``), its result kept in Redis so that a restarted or
added worker goes on where the run stands (``runs``); the command
``python -m service.proofs`` starts, watches, resumes and assembles a run."""
