"""docs/variants.md is what a fresh solve gives."""

from __future__ import annotations

from pathlib import Path

from solver.tictactoe import survey

DOC = Path(__file__).resolve().parents[2] / "docs" / "variants.md"


def table_rows(rule: str) -> list[str]:
    """The survey's rows of one rule column (``sum only``, ``shared numbers``...)."""
    return [line for line in DOC.read_text().splitlines() if f" | {rule} | " in line]


def test_the_survey_lists_the_whole_grid() -> None:
    rows = table_rows("sum only") + table_rows("sum or parity")
    assert len(rows) == len(list(survey.grid())) == 44
    assert len(table_rows("shared numbers")) == len(list(survey.shared_grid())) == 22
    assert len(table_rows("product")) == len(list(survey.product_grid())) == 21


def test_the_shared_numbers_game_is_the_first_players_in_three() -> None:
    assert "| 1-9, Odd first | shared numbers | 15 | win | 3 | 5 centre |" in DOC.read_text()


def test_the_first_rows_of_the_survey_match_a_fresh_solve() -> None:
    items = list(survey.grid())[:2]
    fresh = [row.markdown() for row in survey.survey(items, jobs=2)]
    lines = DOC.read_text().splitlines()
    start = lines.index(survey.HEADER.splitlines()[1]) + 1
    assert lines[start : start + 2] == fresh


def test_grahams_and_nygaards_games_sit_in_the_survey_as_known() -> None:
    text = DOC.read_text()
    assert "| 1-9, Odd first | sum only | 15 | win | 9 |" in text
    assert "| 1-9, Odd first | sum or parity | 15 | draw | 9 |" in text
