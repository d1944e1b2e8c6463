from enum import StrEnum


class SolveStatusState(StrEnum):
    DONE = "done"
    FAILED = "failed"
    QUEUED = "queued"
    SOLVING = "solving"

    def __str__(self) -> str:
        return str(self.value)
