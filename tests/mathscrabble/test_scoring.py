"""Math Scrabble's plays: what is legal, what it scores, what a board can hold."""

from __future__ import annotations

from typing import Any

import pytest

from solver.mathscrabble.board import SIZE, Board, Direction, square
from solver.mathscrabble.equation import is_complete
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.moves import generate
from solver.mathscrabble.scoring import BINGO, Tile, score
from solver.mathscrabble.tiles import rack_counts
from tests.mathscrabble import reference
from tests.mathscrabble.boards import SEED_BOARD, across, board_of, down, row


def test_the_first_play_covers_the_centre_and_doubles() -> None:
    judged = score(Board.empty(), across(7, 5, "3+3=6"))
    assert judged.legal and judged.total == (5 + 3) * 2
    assert not score(Board.empty(), across(6, 5, "3+3=6")).legal


def test_extending_both_ends_scores_only_new_tiles() -> None:
    judged = score(board_of(SEED_BOARD), [Tile(square(7, 4), "6"), Tile(square(7, 10), "6")])
    (equation,) = judged.equations
    assert judged.legal and equation.text == "63+3=66"
    # 6 on a plain square, 6 on a plain square, bonus ceil(sqrt(66)) = 9
    assert (equation.tile_points, equation.bonus, equation.word_multiplier) == (2, 9, 1)


def test_fragments_alongside_are_allowed() -> None:
    judged = score(board_of(SEED_BOARD), across(6, 1, "9=7+1+1"))
    assert judged.legal
    assert [e.text for e in judged.equations] == ["9=7+1+1"]  # 13, ++, 13 are fragments


@pytest.mark.parametrize("row_at", [6, 8], ids=["above", "below"])
def test_the_seeds_example_alongside_is_legal_and_scores_its_main_equation(row_at: int) -> None:
    """The seed: '1+1+3=4' may go directly above or below '3+3=6',
    forming fragments such as '13' and '++' (and here '+=' or '=+')."""
    judged = score(board_of(SEED_BOARD), across(row_at, 5, "1+1+2=4"))
    assert judged.legal, judged.reason
    assert [e.text for e in judged.equations] == ["1+1+2=4"]


@pytest.mark.parametrize("fragment", ["+=", "3=", "=6", "3=4+", "==", "-="])
def test_a_fragment_holding_an_equals_is_not_judged(fragment: str) -> None:
    """Only a complete equation ('=' with a whole expression each side)
    formed alongside must be true."""
    assert not is_complete(fragment)
    assert is_complete("3=4")


def test_a_complete_false_equation_alongside_is_not() -> None:
    board = board_of(SEED_BOARD, (8, 8, "4"))  # '=4' down: a fragment, on the board
    judged = score(board, across(6, 8, "2=2"))
    assert not judged.legal
    assert "'2=4' at row 6, column 8 down is not true" in str(judged.reason)


@pytest.mark.parametrize(
    ("tiles", "why"),
    [
        (across(8, 5, "1=1") + [Tile(square(9, 9), "2")], "one row or one column"),
        ([Tile(square(8, 5), "1"), Tile(square(8, 7), "1")], "gap"),
        (across(9, 0, "1=1"), "touch"),
        (across(8, 3, "1=1=1"), "at most one '='"),
        (across(8, 3, "1+1"), "not an equation"),
    ],
    ids=["not in a line", "a gap", "not touching", "two new =", "no equation"],
)
def test_illegal_plays_say_why(tiles: list[Tile], why: str) -> None:
    judged = score(board_of(SEED_BOARD), tiles)
    assert not judged.legal and why in str(judged.reason) and judged.total == 0


def test_a_blank_scores_nothing_but_its_equation_does() -> None:
    judged = score(Board.empty(), across(7, 5, "3+3=6", blanks="0"))
    assert judged.total == (4 + 3) * 2


def test_a_single_tile_scores_every_equation_it_forms() -> None:
    board = board_of((7, 4, "3=0+3"), (8, 7, "2.2"), (9, 7, "534"))
    judged = score(board, [Tile(square(8, 8), "=")])
    assert judged.legal and [e.text for e in judged.equations] == ["2=2", "3=3"]
    assert judged.total == (1 * 2 + 2) + (1 * 2 + 2)  # '=' on a double letter, twice
    assert not score(board, [Tile(square(8, 8), "+")]).legal


def test_nine_tiles_earn_the_bingo() -> None:
    judged = score(Board.empty(), across(7, 3, "12+34=46"))
    assert judged.bingo == 0
    nine = across(7, 0, "123+4=127")
    assert len(nine) == 9 and score(Board.empty(), nine).bingo == BINGO


@pytest.mark.parametrize(
    ("rows", "blanks", "field"),
    [
        (["." * SIZE] * 14, [], "board"),
        ([row("3+3=6", 5) if r == 7 else "." * 14 for r in range(SIZE)], [], "board[0]"),
        ([row("3+a=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board[7]"),
        ([row("3+3=6", 0) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board[7]"),
        ([row("3+3=7", 5) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board[7]"),
        (
            [row("3+3=6", 5) if r == 7 else row("1") if r == 0 else "." * SIZE for r in range(15)],
            [],
            "board[0]",
        ),
        ([row("1111111111", 3) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board"),
        ([row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)], [[0, 0]], "blanks[0]"),
        ([row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)], [[7, 15]], "blanks[0]"),
        ([row("1", 7) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board[7]"),
        ([row("2+2=", 5) if r == 7 else "." * SIZE for r in range(SIZE)], [], "board[7]"),
        ([row("=", 7) if r in (6, 7) else "." * SIZE for r in range(SIZE)], [], "board[7]"),
    ],
    ids=[
        "14 rows",
        "a short row",
        "not a tile",
        "centre empty",
        "a false equation",
        "a tile apart",
        "ten 1s",
        "a blank on an empty square",
        "a blank off the board",
        "one tile: no first play",
        "a fragment only",
        "no true equation through the centre",
    ],
)
def test_boards_no_game_can_hold(rows: list[str], blanks: list[list[int]], field: str) -> None:
    with pytest.raises(BoardError) as raised:
        Board.from_rows(rows, blanks)
    assert raised.value.part == field


def test_the_first_play_may_read_inside_a_longer_run_either_way() -> None:
    """The first play lies through the centre, in one piece, and stays:
    ``3+3=6`` inside ``13+3=16``, across or down."""
    board_of((7, 3, "13+3=16"))
    board_of(*((5 + i, 7, face) for i, face in enumerate("3+3=6")), (7, 6, "1"))


def test_placements_off_the_board_or_on_tiles() -> None:
    board = board_of(SEED_BOARD)
    with pytest.raises(BoardError, match="already holds") as raised:
        score(board, [Tile(square(8, 5), "1"), Tile(square(7, 5), "1")])
    assert raised.value.part == "placement[1]"
    with pytest.raises(BoardError, match="the set has 5") as raised:
        score(board_of((7, 5, "11=11")), [Tile(square(8, 5), "1"), Tile(square(8, 6), "1")])
    assert raised.value.part == "placement"


def test_direction_is_reported() -> None:
    judged = score(Board.empty(), down(5, 7, "3+3=6"))
    assert judged.direction is Direction.DOWN


def test_a_rack_the_set_cannot_hold_with_the_board_is_refused() -> None:
    with pytest.raises(BoardError, match="3 blanks") as raised:
        generate(Board.empty(), rack_counts("???"))
    assert raised.value.part == "rack"


def test_the_premiums_are_symmetric_so_first_plays_are_found_once_and_transposed() -> None:
    from solver.mathscrabble.board import LETTER, WORD

    for r in range(SIZE):
        for c in range(SIZE):
            assert LETTER[square(r, c)] == LETTER[square(c, r)]
            assert WORD[square(r, c)] == WORD[square(c, r)]
    plays: list[Any] = []
    generate(Board.empty(), rack_counts("12=+3"), emit=plays.append)
    found = {(p.tiles, p.score) for p in plays}
    assert len(found) == len(plays)
    assert found == reference.all_plays(Board.empty(), rack_counts("12=+3"))
