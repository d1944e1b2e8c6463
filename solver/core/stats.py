"""The figures every tournament reports: a mean and its 95% interval.

>>> mean_and_interval([1, 0, 1, 0])
(0.5, 0.49)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z_95 = 1.96
"""Standard errors either side of the mean for a 95% interval."""


def interval(values: Sequence[float]) -> float:
    """Half the width of the 95% interval of ``values``' mean (normal
    approximation; 0 for fewer than two values)."""
    if len(values) < 2:
        return 0.0
    return Z_95 * statistics.pstdev(values) / math.sqrt(len(values))


def mean_and_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and half the width of its 95% interval."""
    return statistics.fmean(values), interval(values)
