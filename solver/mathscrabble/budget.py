"""When a search must stop: a deadline, a step count, or both."""

from __future__ import annotations

import time


class OutOfTime(Exception):
    """The search's budget ran out."""


class Budget:
    """When a search must stop: a deadline, a step count, or both; while it
    has found nothing (``found`` false), only once ``overrun`` times either
    has passed."""

    def __init__(self, deadline: float | None, max_steps: int | None, overrun: float = 1) -> None:
        self.deadline, self.max_steps, self.steps = deadline, max_steps, 0
        self.overrun, self.found = overrun, False
        self.started = time.monotonic()

    def tick(self) -> None:
        self.steps += 1
        if self.max_steps is not None and self.steps > self.max_steps:
            if self.found or self.steps > self.max_steps * self.overrun:
                raise OutOfTime
        if self.steps & 1023 == 0 and self.deadline is not None:
            now = time.monotonic()
            if now > self.deadline:
                if self.found or now > self.started + (self.deadline - self.started) * self.overrun:
                    raise OutOfTime
