"""The house's layers, read from the code's own imports: each layer imports
only the layers beneath it (docs/architecture.md draws them)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN: dict[str, tuple[str, ...]] = {
    # the engines know no service
    "solver": ("service", "harness", "bench"),
    # the HTTP layer serves any API: it knows neither the views nor what they
    # run, nor any game (each view prices its own request: api/prices.py)
    "service/http": (
        "service.api",
        "service.variants",
        "service.searches",
        "service.seats",
        "service.schemas.mathscrabble",
        "service.schemas.sum15",
        "service.schemas.tictactoe",
        "solver.mathscrabble",
        "solver.sum15",
        "solver.tictactoe",
    ),
    # the machinery beneath the views knows no HTTP and no view
    "service/variants": ("service.http", "service.api", "flask"),
    "service/searches": ("service.http", "service.api"),
    "service/proofs": ("service.http", "service.api", "flask"),
    "service/metrics.py": ("service.http", "service.api", "service.variants"),
}
"""Per folder (or module), the packages its modules may not import."""


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, by its full dotted name."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def modules(place: str) -> list[Path]:
    path = ROOT / place
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


@pytest.mark.parametrize("place", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_above_it(place: str) -> None:
    found = modules(place)
    assert found, f"{place} has no modules"
    wrong = {
        f"{path.relative_to(ROOT)}: {name}"
        for path in found
        for name in imported(path)
        for banned in FORBIDDEN[place]
        if name == banned or name.startswith(banned + ".")
    }
    assert wrong == set()


SOURCES = ("solver", "service", "harness", "bench")
"""The folders whose modules the house keeps small (tests may read longer)."""
MODULE_LINES = 400
FUNCTION_LINES = 80


def test_modules_and_functions_stay_small() -> None:
    """Under 400 lines a module, at most 80 a function (../shared/STYLE.md)."""
    long_modules: list[str] = []
    long_functions: list[str] = []
    for path in (module for folder in SOURCES for module in modules(folder)):
        text = path.read_text()
        if text.count("\n") >= MODULE_LINES:
            long_modules.append(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > FUNCTION_LINES:
                    long_functions.append(f"{path.relative_to(ROOT)}: {node.name}, {length}")
    assert long_modules == []
    assert long_functions == []
