"""docs/variants.md is what a fresh solve gives."""

from __future__ import annotations

from pathlib import Path

from solver.tictactoe import survey

DOC = Path(__file__).resolve().parents[2] / "docs" / "variants.md"


def test_the_survey_lists_the_whole_grid() -> None:
    rows = [
        line
        for line in DOC.read_text().splitlines()
        if line.startswith("| 1-9") or line.startswith("| 2-10")
    ]
    assert len(rows) == len(list(survey.grid())) == 44


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
