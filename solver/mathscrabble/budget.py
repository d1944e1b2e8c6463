"""When a search must stop: a deadline, a step count, or both."""

from __future__ import annotations

import math
import time

_CLOCK_EVERY = 1024
"""How many steps go by between looks at the clock."""

LATE = 0.85
"""The share of a budget after which the budget is ``late``: enough left
to search what was put off (0.7 until 2026-11-25: proofs took up to a
quarter more steps than without putting off; at 0.85 and 0.95 as many
best plays at 30-110% of a proof's steps on eight slow boards)."""


class OutOfTime(Exception):
    """The search's budget ran out."""


class Budget:
    """When a search must stop: a deadline, a step count, or both; while it
    has found nothing (``found`` false), only once ``overrun`` times either
    has passed.  ``late`` once ``LATE`` of either has passed (a search may
    then stop putting work off)."""

    def __init__(self, deadline: float | None, max_steps: int | None, overrun: float = 1) -> None:
        self.deadline, self.max_steps, self.steps = deadline, max_steps, 0
        self.overrun, self.found, self.late = overrun, False, False
        self.started = time.monotonic()
        self.next_look = self._next_look()

    def tick(self) -> None:
        """Count a step; ``OutOfTime`` once the budget has run out."""
        self.steps += 1
        if self.steps >= self.next_look:
            self._look()

    def _next_look(self) -> float:
        """The next step at which to look at the clock or the step count."""
        following: float = (self.steps // _CLOCK_EVERY + 1) * _CLOCK_EVERY
        if self.deadline is None:
            following = math.inf
        if self.max_steps is not None:
            # Past max_steps every step looks, until found or the overrun.
            following = min(following, max(self.max_steps + 1, self.steps + 1))
            if not self.late:
                following = min(following, max(math.ceil(self.max_steps * LATE), self.steps + 1))
        return following

    def _look(self) -> None:
        if self.max_steps is not None:
            self.late = self.late or self.steps >= self.max_steps * LATE
            if self.steps > self.max_steps and (
                self.found or self.steps > self.max_steps * self.overrun
            ):
                raise OutOfTime
        if self.steps % _CLOCK_EVERY == 0 and self.deadline is not None:
            now = time.monotonic()
            self.late = self.late or now > self.started + (self.deadline - self.started) * LATE
            if now > self.deadline:
                if self.found or now > self.started + (self.deadline - self.started) * self.overrun:
                    raise OutOfTime
        self.next_look = self._next_look()


SECONDS_A_STEP = 0.000007
"""What a search step costs, about, on the bench's 2-core machine: what a
budget of steps is priced at.  There 150,000 steps took about the default
second (``bench/RESULTS.md``, ninth session).  Measured again (2026-11-28)
on a machine three times slower by the bench's calibration (its 1,000
equation checks in 20-24 ms of CPU against 6-9 ms), both cores busy:
``best_plays`` with ``limit`` 10 and 100,000 steps on the first 20 bench
boards took 697,529 steps in 13.9 s of CPU, 20 us a step (the boards'
median 24 us, the slowest 70 us): about 7 us on the bench's machine."""
