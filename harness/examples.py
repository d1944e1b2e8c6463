"""The code shown to users, found where it is shown: every Python and
TypeScript block of the READMEs and ``docs/`` that calls an official
client, and every example in the clients' hand-written docstrings.
``tests/test_examples.py`` runs each as written against a live service."""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

from harness.clients import PYTHON_CLIENT, TYPESCRIPT_CLIENT
from harness.live import ROOT

SERVICE = "http://127.0.0.1:8000"
"""The address every example calls: a test puts the live service's in."""

PAGES = (
    ROOT / "README.md",
    PYTHON_CLIENT / "README.md",
    TYPESCRIPT_CLIENT / "README.md",
    *sorted((ROOT / "docs").rglob("*.md")),
)
"""Where examples are shown in prose."""

PYTHON_MODULES = (
    PYTHON_CLIENT / "fifteen_client" / "engine.py",
    PYTHON_CLIENT / "fifteen_client" / "waiting.py",
    *sorted((PYTHON_CLIENT / "fifteen_client" / "games").glob("*.py")),
)
"""The Python client's hand-written modules, whose docstrings show code."""

TYPESCRIPT_MODULES = tuple(
    sorted(path for path in (TYPESCRIPT_CLIENT / "src").rglob("*.ts") if path.name != "schema.ts")
)
"""The TypeScript client's hand-written modules, whose comments show code."""


@dataclass(frozen=True)
class Example:
    """One example: where it is shown and its code, exactly as shown."""

    where: str
    code: str

    @property
    def lines(self) -> int:
        """Its lines of code: neither blank nor only a comment."""
        return sum(
            1
            for line in self.code.splitlines()
            if line.strip() and not line.strip().startswith(("#", "//"))
        )

    def against(self, url: str) -> str:
        """The code calling the service at ``url`` instead."""
        return self.code.replace(SERVICE, url)


def _fenced(path: Path, language: str, marker: str) -> list[Example]:
    text = path.read_text()
    blocks = re.finditer(rf"^```{language}\n(.*?)^```", text, re.S | re.M)
    return [
        Example(f"{path.relative_to(ROOT)}:{text[: block.start()].count(chr(10)) + 1}", block[1])
        for block in blocks
        if marker in block[1]
    ]


def _docstring_blocks(path: Path) -> list[Example]:
    """The literal blocks (after ``::``) of a module's docstrings."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef):
            doc = ast.get_docstring(node, clean=False) or ""
            for block in re.finditer(r"::\n\n((?:    .*\n|\n)+)", doc + "\n"):
                where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 1)}"
                found.append(Example(where, textwrap.dedent(block[1]).strip() + "\n"))
    return found


def _comment_blocks(path: Path) -> list[Example]:
    """The indented code of a TypeScript file's comments (`` *     code``)."""
    found, block, start = [], [], 0
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith(" *     "):
            start = start or number
            block.append(line.removeprefix(" *     "))
        elif block:
            found.append(Example(f"{path.relative_to(ROOT)}:{start}", "\n".join(block) + "\n"))
            block, start = [], 0
    return found


def python_examples() -> list[Example]:
    """Every Python example that calls the official client."""
    shown = [example for page in PAGES for example in _fenced(page, "python", "fifteen_client")]
    return shown + [example for module in PYTHON_MODULES for example in _docstring_blocks(module)]


def typescript_examples() -> list[Example]:
    """Every TypeScript example that calls the official client."""
    shown = [example for page in PAGES for example in _fenced(page, "ts", '"fifteen-client"')]
    return shown + [example for module in TYPESCRIPT_MODULES for example in _comment_blocks(module)]
