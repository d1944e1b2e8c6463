"""Math Scrabble, one rule at a time: the seed's examples, then the points
docs/math-scrabble.md decides; the evaluator and the move generator against
the straightforward references in tests/mathscrabble/reference.py; self-play;
the API."""

from __future__ import annotations

import json
import math
import random
import re
import time
from collections import Counter
from decimal import Decimal, localcontext
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.mathscrabble.board import CENTRE, SIZE, Board, BoardError, Direction, square
from solver.mathscrabble.budget import Budget
from solver.mathscrabble.equation import Bonus, check, is_complete
from solver.mathscrabble.game import Game
from solver.mathscrabble.moves import MAX_OVERRUN, best_plays, generate, search
from solver.mathscrabble.scoring import BINGO, Play, Tile, place, score
from solver.mathscrabble.search import LineSearch
from solver.mathscrabble.surds import Surd, Value, root
from solver.mathscrabble.terms import writings
from solver.mathscrabble.tiles import BAG, FACES, TILES, rack_counts
from tests.mathscrabble import reference

TRUE = [
    ("left to right, no precedence", "2+3×4=20", "20"),
    ("a sign before a number", "-3=5-8", "-3"),
    ("an operator then a sign", "3=-5--8", "3"),
    ("several equal parts", "2×3=6=3×2", "6"),
    ("a redundant equation", "4=4", "4"),
    ("the seed's equation", "3+3=6", "6"),
    ("its extension on both ends", "63+3=66", "66"),
    ("a negative value", "3-20=-17", "-17"),
    ("a high value", "25×25=625", "625"),
    ("the seed types * for ×", "2+3*4=20", "20"),
    ("and x", "25x25=625", "625"),
    ("a fraction, exactly", "7÷2=7÷2", "7/2"),
    ("a fraction carried on", "7÷2×2=7", "7"),
    ("² squares the number before it", "3²=9", "9"),
    ("√ roots the number after it", "√16=4", "4"),
    ("the sign is the number's, so it is squared too", "-3²=9", "9"),
    ("a sign before a root negates the root", "-√4=-2", "-2"),
    ("roots that are not whole, multiplied", "√2×√2=2", "2"),
    ("and divided", "√8÷√2=2", "2"),
    ("an irrational value", "√2=√2", "√2"),
    ("a root's square factor taken out", "√8=2×√2", "2√2"),
    ("roots of different numbers added", "√2+√3=√3+√2", "√2+√3"),
    ("a fraction of a root", "1÷√2=√2÷2", "√2/2"),
    ("√ and ² on one number undo each other", "√7²=7", "7"),
    ("a lone 0 is a number", "0=0×5", "0"),
]

FALSE = [
    ("the product first is not the rule", "2+3×4=14", "not equal"),
    ("symbols strung together", "3+××4==12", "two operators"),
    ("the seed's own spelling of it", "3+xx4==12", "two operators"),
    ("a leading plus", "+3=3", "cannot start with '+'"),
    ("a leading plus after =", "3=+3", "cannot start with '+'"),
    ("a leading zero", "03=3", "start with 0"),
    ("division by zero", "1÷0=1", "divides by zero"),
    ("no =: a fragment", "13", "no '='"),
    ("an operator fragment", "++", "cannot start with '+'"),
    ("no implied multiplication", "2√4=4", "implied multiplication"),
    ("nor after ²", "2²3=12", "implied multiplication"),
    ("an empty part", "3==3", "empty"),
    ("ending in =", "3=", "ends with"),
    ("a root that is not whole is not whole", "√8=2", "not equal"),
    ("the square of a negative number is positive", "-3²=-9", "not equal"),
    ("√2×√3 is √6, not √5", "√2×√3=√5", "not equal"),
    ("left to right with roots too", "√4+0×√3=2", "not equal"),
    ("two signs", "3=--3", "cannot follow the sign"),
    ("² twice", "2²²=16", "once"),
    ("not a tile", "3a=3", "not a tile"),
]


@pytest.mark.parametrize(("text", "value"), [(t, v) for _, t, v in TRUE], ids=[i for i, *_ in TRUE])
def test_true_equations(text: str, value: str) -> None:
    verdict = check(text)
    assert (verdict.valid, str(verdict.value), verdict.reason) == (True, value, None)


@pytest.mark.parametrize(
    ("text", "words"), [(t, w) for _, t, w in FALSE], ids=[i for i, *_ in FALSE]
)
def test_false_equations_say_why(text: str, words: str) -> None:
    verdict = check(text)
    assert not verdict.valid and verdict.value is None
    assert verdict.reason is not None and words in verdict.reason


@pytest.mark.parametrize(
    ("value", "sqrt", "log2"),
    [
        (4, 2, 2),
        (6, 3, 3),
        (-17, 5, 5),
        (625, 25, 10),
        (0, 0, 0),
        (1, 1, 0),
        (Fraction(1, 2), 1, 0),
        (root(2) * 3, 3, 3),  # 4.24...: its root 2.06, its logarithm 2.08
        (-root(2) * 3, 3, 3),
        (root(15) + 1, 3, 3),  # 4.87...
        (root(17) - 3, 2, 1),  # 1.12...: its root 1.06, its logarithm 0.17
        (root(99) * 99, 32, 10),  # 985.0...: its root 31.4, its logarithm 9.94
    ],
)
def test_bonus_rounds_up_the_root_or_the_logarithm(value: Value, sqrt: int, log2: int) -> None:
    assert Bonus.SQRT.of(value) == sqrt
    assert Bonus.LOG2.of(value) == log2


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(-20, 20), st.integers(1, 4), st.integers(1, 60)),
        min_size=1,
        max_size=4,
    )
)
def test_an_irrational_bonus_is_the_ceiling_of_the_exact_value(
    parts: list[tuple[int, int, int]],
) -> None:
    value: Value = 0
    for numerator, denominator, radicand in parts:
        value = value + Fraction(numerator, denominator) * root(radicand)
    size = abs(_decimal(value))
    assert Bonus.SQRT.of(value) == (0 if size == 0 else math.ceil(size.sqrt() - Decimal("1e-40")))
    if size > 1:
        assert Bonus.LOG2.of(value) == math.ceil((size.ln() / Decimal(2).ln()) - Decimal("1e-40"))


def _decimal(value: Value) -> Decimal:
    """A value in 100-digit decimals, for comparison with the reference."""
    with localcontext() as context:
        context.prec = reference.PRECISION
        if isinstance(value, Surd):
            return sum(
                (Decimal(c.numerator) / c.denominator * Decimal(r).sqrt() for r, c in value.parts),
                Decimal(0),
            )
        return Decimal(value.numerator) / value.denominator


TOKENS = st.sampled_from(list(FACES) + list("1234567") * 2 + ["="] * 2)


@settings(max_examples=3000, deadline=None)
@given(st.lists(TOKENS, min_size=1, max_size=15).map("".join))
def test_the_evaluator_agrees_with_a_plain_reading(text: str) -> None:
    verdict = check(text)
    expected = reference.evaluate(text)
    assert verdict.valid == (expected is not None)
    if verdict.value is not None and expected is not None:
        assert abs(_decimal(verdict.value) - expected) < Decimal("1e-50")


ROOTED = st.sampled_from(["√2", "√3", "√8", "√12", "√18", "√6", "2", "3", "√4", "-√2", "√50"])


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(ROOTED, min_size=1, max_size=3),
    st.lists(st.sampled_from("+-×÷"), min_size=2, max_size=2),
    st.lists(ROOTED, min_size=1, max_size=3),
)
def test_irrational_equations_agree_with_a_plain_reading(
    left: list[str], operators: list[str], right: list[str]
) -> None:
    """Equations built of roots, true or not, judged as the reference
    judges them in 100-digit decimals."""

    def join(terms: list[str], operator: str) -> str:
        return operator.join(terms).replace("--", "-")

    text = join(left, operators[0]) + "=" + join(right, operators[1])
    verdict = check(text)
    expected = reference.evaluate(text)
    assert verdict.valid == (expected is not None), text
    if verdict.value is not None and expected is not None:
        assert abs(_decimal(verdict.value) - expected) < Decimal("1e-50")


def test_writings_are_every_term_of_a_value() -> None:
    every = {
        sign + rooted + digits + squared
        for sign in ("", "-")
        for rooted in ("", "√")
        for digits in map(str, range(1000))
        for squared in ("", "²")
    }
    values: list[tuple[Value, str]] = [(value, str(value)) for value in range(-30, 31)]
    values += [
        (root(n) * k, ("-" if k < 0 else "") + f"√{k * k * n}")
        for n in (2, 3, 8, 12)
        for k in (1, -1, 2, -3)
    ]
    for value, written in values:
        found = set(writings(value))
        assert found == {t for t in every if check(f"{t}={written}").valid}, value


# -- boards and plays ---------------------------------------------------------


def row(text: str, at: int = 0) -> str:
    return ("." * at + text).ljust(SIZE, ".")


def board_of(*lines: tuple[int, int, str]) -> Board:
    rows = ["." * SIZE] * SIZE
    for r, c, text in lines:
        rows[r] = rows[r][:c] + text + rows[r][c + len(text) :]
    return Board.from_rows(rows)


def across(r: int, c: int, text: str, blanks: str = "") -> list[Tile]:
    return [Tile(square(r, c + i), f, str(i) in blanks) for i, f in enumerate(text)]


def down(r: int, c: int, text: str) -> list[Tile]:
    return [Tile(square(r + i, c), f) for i, f in enumerate(text)]


SEED_BOARD = (7, 5, "3+3=6")


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
    board = board_of((7, 7, "134"), (8, 7, "2.2"), (9, 7, "53"))
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
    ],
)
def test_boards_no_game_can_hold(rows: list[str], blanks: list[list[int]], field: str) -> None:
    with pytest.raises(BoardError) as raised:
        Board.from_rows(rows, blanks)
    assert raised.value.part == field


def test_placements_off_the_board_or_on_tiles() -> None:
    board = board_of(SEED_BOARD)
    with pytest.raises(BoardError, match="already holds") as raised:
        score(board, [Tile(square(8, 5), "1"), Tile(square(7, 5), "1")])
    assert raised.value.part == "placement[1]"
    with pytest.raises(BoardError, match="the set has 5") as raised:
        score(board_of((7, 5, "11=11")), [Tile(square(8, 5), "1"), Tile(square(8, 6), "1")])
    assert raised.value.part == "placement"


# -- the move generator --------------------------------------------------------


def midgame(seed: int, turns: int) -> Board:
    game = Game(seed=seed, max_steps=30_000)
    for _ in range(turns):
        if not game.over:
            game.turn()
    return game.board


def rack_of(board: Board, rng: random.Random, size: int) -> Counter[str]:
    """A rack of ``size`` tiles, one an '=', from those not on ``board``."""
    left = Counter(BAG) - board.counts() - Counter("=")
    return Counter(rng.sample(sorted(left.elements()), size - 1) + ["="])


CASES = [
    (seed, turns, size)
    for seed, turns, size in [(1, 0, 4), (2, 2, 4), (3, 4, 4), (4, 6, 4), (5, 3, 5), (6, 8, 4)]
]


@pytest.mark.parametrize(("seed", "turns", "size"), CASES)
def test_the_generator_finds_exactly_what_brute_force_finds(
    seed: int, turns: int, size: int
) -> None:
    board = midgame(seed, turns)
    rng = random.Random(seed)
    for _ in range(2):
        rack = rack_of(board, rng, size)
        plays: list[Any] = []
        assert generate(board, rack, emit=plays.append)
        found = [(p.tiles, p.score) for p in plays]
        assert len(found) == len(set(found)), "a play was found twice"
        assert set(found) == reference.all_plays(board, rack)


def as_brute_force_finds(board: Board, rack: str) -> list[Play]:
    """The generator's plays, each once and exactly those brute force finds."""
    plays: list[Play] = []
    assert generate(board, rack_counts(rack), emit=plays.append)
    found = [(p.tiles, p.score) for p in plays]
    assert len(found) == len(set(found)), "a play was found twice"
    assert set(found) == reference.all_plays(board, rack_counts(rack))
    return plays


@pytest.mark.parametrize(("seed", "turns", "rack"), [(3, 4, "=?3"), (4, 6, "1?="), (6, 8, "?+=")])
def test_the_generator_finds_what_brute_force_finds_with_a_blank_mid_game(
    seed: int, turns: int, rack: str
) -> None:
    plays = as_brute_force_finds(midgame(seed, turns), rack)
    assert any(tile.blank for p in plays for tile in p.tiles)


@pytest.mark.parametrize(("seed", "turns", "rack"), [(2, 5, "19+=8")])
def test_the_generator_finds_what_brute_force_finds_adding_and_subtracting_only(
    seed: int, turns: int, rack: str
) -> None:
    """With no ×, ÷ or blank to play, the search drops parts that later
    terms cannot catch up with: none that brute force finds is lost."""
    board = midgame(seed, turns)
    plays: list[Any] = []
    assert generate(board, rack_counts(rack), emit=plays.append)
    assert {(p.tiles, p.score) for p in plays} == reference.all_plays(board, rack_counts(rack))
    assert plays


@pytest.mark.parametrize(
    ("seed", "turns", "rack"),
    [
        (1, 0, "√2=√8"),
        (1, 0, "√2×√2="),
        (3, 4, "√8=2×"),
        (4, 6, "√=?2"),
        (5, 3, "√√3=÷"),
    ],
)
def test_the_generator_finds_what_brute_force_finds_with_roots(
    seed: int, turns: int, rack: str
) -> None:
    """Roots that are not whole make true equations too (√2×√2=2): the
    generator finds every one brute force finds."""
    as_brute_force_finds(midgame(seed, turns), rack)


def test_the_generator_lays_irrational_equations() -> None:
    plays: list[Any] = []
    generate(Board.empty(), rack_counts("√2=√8÷2"), emit=plays.append)
    texts = {"".join(t.face for t in p.tiles) for p in plays}
    assert {"√2=√8÷2", "√8÷2=√2", "√8÷√2=2", "√2=√2"} <= texts


def test_brute_force_with_blanks_on_the_empty_board() -> None:
    rack = rack_counts("1=?")
    plays: list[Any] = []
    generate(Board.empty(), rack, emit=plays.append)
    assert {(p.tiles, p.score) for p in plays} == reference.all_plays(Board.empty(), rack)
    assert len(plays) > 5


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_every_generated_play_is_legal_with_the_scorers_score(seed: int) -> None:
    board = midgame(seed, 6)
    rack = rack_of(board, random.Random(seed), 7)
    plays: list[Any] = []
    generate(board, rack, emit=plays.append, max_steps=200_000)
    for play in random.Random(seed).sample(plays, min(300, len(plays))):
        judged = score(board, play.tiles)
        assert judged.legal and judged.total == play.score


def test_best_plays_come_best_first_in_a_fixed_order() -> None:
    board = board_of(SEED_BOARD)
    found = best_plays(board, rack_counts("12+=3×4"), limit=20)
    assert found.proven and found.count >= len(found.plays) == 20
    every: list[Any] = []
    assert generate(board, rack_counts("12+=3×4"), emit=every.append)
    best = sorted((play.score for play in every), reverse=True)[:20]
    assert [play.score for play in found.plays] == best
    keys = [play.key() for play in found.plays]
    assert keys == sorted(keys)
    again = best_plays(board, rack_counts("12+=3×4"), limit=20)
    assert again.plays == found.plays


@pytest.mark.parametrize(("seed", "turns", "size"), [(5, 6, 7), (7, 4, 8), (8, 8, 9), (9, 5, 9)])
@pytest.mark.parametrize("limit", [1, 5])
def test_proven_is_never_said_when_a_better_play_exists(
    seed: int, turns: int, size: int, limit: int
) -> None:
    """Whatever the budget, ``proven`` means that no play outside the list
    outscores the last one listed: the listed scores are the best there are."""
    board = midgame(seed, turns)
    rack = rack_of(board, random.Random(seed), size)
    every: list[Any] = []
    generate(board, rack, emit=every.append)
    best = sorted((play.score for play in every), reverse=True)[:limit]
    proofs = 0
    for steps in (300, 3_000, 30_000, None):
        found = best_plays(board, rack, limit=limit, max_steps=steps)
        if found.proven:
            proofs += 1
            assert [play.score for play in found.plays] == best, steps
        assert all(play.score <= best[0] for play in found.plays)
    assert proofs >= 1


@pytest.mark.parametrize(
    ("seed", "turns", "rack"),
    [
        (3, 4, "=?3+"),
        pytest.param(6, 8, "?+=2", marks=pytest.mark.slow),
        pytest.param(4, 6, "1?=√", marks=pytest.mark.slow),
    ],
)
def test_a_rack_with_a_blank_is_proven_against_brute_force(
    seed: int, turns: int, rack: str
) -> None:
    """A rack with a blank is first searched without it (a floor found
    fast), then whole: the best plays are still the best there are."""
    board = midgame(seed, turns)
    every = reference.all_plays(board, rack_counts(rack))
    best = sorted((score for _, score in every), reverse=True)[:3]
    found = best_plays(board, rack_counts(rack), limit=3)
    assert found.proven and [play.score for play in found.plays] == best
    assert all((play.tiles, play.score) in every for play in found.plays)


@pytest.mark.parametrize(("seed", "size"), [(5, 6), (6, 9), (3, 8)])
def test_lines_are_searched_by_their_bound_and_no_play_beats_its_lines_bound(
    seed: int, size: int
) -> None:
    board = midgame(seed, 6)
    rack = rack_of(board, random.Random(seed), size)
    searches = {
        way: LineSearch(board, rack, Bonus.SQRT, way, print, Budget(None, None))
        for way in Direction
    }
    plays: list[Any] = []
    assert generate(board, rack, emit=plays.append)
    bounds = [searches[p.direction].bound(p.direction.line(p.tiles[0].at)) for p in plays]
    assert bounds == sorted(bounds, reverse=True)
    assert len(set(bounds)) > 1
    assert all(play.score <= bound for play, bound in zip(plays, bounds, strict=True))


def test_on_the_empty_board_only_the_centre_line_is_searched() -> None:
    search = LineSearch(
        Board.empty(), rack_counts("12+=3"), Bonus.SQRT, Direction.ACROSS, print, Budget(None, None)
    )
    assert [line for line in range(SIZE) if search.promise(line)] == [CENTRE // SIZE]


def test_a_budget_stops_the_search_and_says_so() -> None:
    found = best_plays(Board.empty(), rack_counts("123456+=?"), max_steps=1000)
    assert not found.finished


# -- self-play ------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_selfplay_runs_to_the_end_with_every_tile_accounted_for(seed: int) -> None:
    game = Game(seed=seed, max_steps=30_000)
    everything = Counter(BAG)
    assert sum(everything.values()) == sum(kind.count for kind in TILES.values()) == 102
    turns = 0
    while not game.over:
        before = game.board
        turn = game.turn()
        turns += 1
        assert game.tiles() == everything
        if turn.play is not None:
            assert score(before, turn.play.tiles).total == turn.score
            assert place(before, turn.play.tiles) == game.board
    assert turns < 200
    assert game.board.faces[CENTRE] != "."


def test_the_same_seed_plays_the_same_game() -> None:
    one, two = Game(seed=5, max_steps=20_000), Game(seed=5, max_steps=20_000)
    assert [t.play for t in one.play_out()] == [t.play for t in two.play_out()]
    assert one.scores == two.scores


def test_direction_is_reported() -> None:
    judged = score(Board.empty(), down(5, 7, "3+3=6"))
    assert judged.direction is Direction.DOWN


# -- the API ---------------------------------------------------------------------


def test_validate_answers_as_the_issue_shows(client: FlaskClient) -> None:
    answer = client.post("/v1/math-scrabble/validate", json={"equation": "2+3×4=20"})
    assert answer.get_json() == {"valid": True, "value": "20", "reason": None}
    answer = client.post("/v1/math-scrabble/validate", json={"equation": "3-20=-17"})
    assert answer.get_json()["value"] == "-17"
    answer = client.post("/v1/math-scrabble/validate", json={"equation": "2+3×4=14"})
    assert answer.get_json()["valid"] is False and "not equal" in answer.get_json()["reason"]


def test_score_answers_each_equation(client: FlaskClient) -> None:
    body = {
        "board": [row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)],
        "placement": [{"row": 7, "col": 4, "tile": "6"}, {"row": 7, "col": 10, "tile": "6"}],
    }
    answer = client.post("/v1/math-scrabble/score", json=body).get_json()
    assert answer["legal"] and answer["total"] == 11
    assert answer["equations"] == [
        {
            "text": "63+3=66",
            "cells": [[7, c] for c in range(4, 11)],
            "value": "66",
            "tile_points": 2,
            "bonus": 9,
            "word_multiplier": 1,
            "score": 11,
        }
    ]


def test_moves_come_in_the_score_answers_form(client: FlaskClient) -> None:
    body = {
        "board": [row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)],
        "rack": "12+=3×4",
        "limit": 3,
    }
    answer = client.post("/v1/math-scrabble/moves", json=body).get_json()
    assert answer["proven"] and answer["count"] >= 3 and len(answer["plays"]) == 3
    totals = [play["total"] for play in answer["plays"]]
    assert totals == sorted(totals, reverse=True)
    first = answer["plays"][0]
    again = client.post(
        "/v1/math-scrabble/score",
        json={"board": body["board"], "placement": first["placement"], "rack": body["rack"]},
    ).get_json()
    assert again == first


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("validate", {"equation": ""}, "equation"),
        ("validate", {"equation": "1" * 16}, "equation"),
        ("score", {"placement": [{"row": 7, "col": 15, "tile": "3"}]}, "placement[0].col"),
        ("score", {"placement": [{"row": 7, "col": 7, "tile": "?"}]}, "placement[0].tile"),
        ("score", {"placement": []}, "placement"),
        (
            "score",
            {"board": ["." * SIZE] * 3, "placement": [{"row": 7, "col": 7, "tile": "1"}]},
            "board",
        ),
        ("score", {"bonus": "cube", "placement": [{"row": 7, "col": 7, "tile": "1"}]}, "bonus"),
        ("moves", {"rack": "12+=3×√??x"}, "rack"),
        ("moves", {"rack": "12a"}, "rack"),
        ("moves", {"rack": "???"}, "rack"),
        ("moves", {"rack": "12", "budget_ms": 60_000}, "budget_ms"),
        ("moves", {"rack": "12", "blanks": [[7, 7]]}, "blanks[0]"),
    ],
)
def test_bad_requests_name_the_field(
    client: FlaskClient, path: str, body: dict[str, Any], field: str
) -> None:
    answer = client.post(f"/v1/math-scrabble/{path}", json=body)
    assert answer.status_code == 422
    assert answer.content_type == "application/problem+json"
    assert field in answer.get_json()["errors"]


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


SEED_ROWS = [row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)]


def test_a_play_says_its_main_equation_its_notation_and_the_rack_it_leaves(
    client: FlaskClient,
) -> None:
    placement = [{"row": 6, "col": 5 + i, "tile": t} for i, t in enumerate("1+1+2=4")]
    placement[4]["blank"] = True  # the 2 is a blank
    body = {"board": SEED_ROWS, "placement": placement, "rack": "11++?=4*x"}
    answer = client.post("/v1/math-scrabble/score", json=body).get_json()
    assert answer["legal"] and answer["main"] == "1+1+2=4"
    assert answer["notation"] == "7F 1+1+2=4"
    assert answer["rack_left"] == "××"  # canonical tiles, whatever was typed
    down = [{"row": 3 + i, "col": 9, "tile": t} for i, t in enumerate("2+4=")]
    answer = client.post("/v1/math-scrabble/score", json={"board": SEED_ROWS, "placement": down})
    assert answer.get_json()["notation"] == "J4 2+4=6" and answer.get_json()["rack_left"] is None


def test_a_tile_the_rack_does_not_hold_is_refused_by_name(client: FlaskClient) -> None:
    placement = [{"row": 6, "col": 5 + i, "tile": t} for i, t in enumerate("1+1+2=4")]
    body = {"board": SEED_ROWS, "placement": placement, "rack": "11+2=4"}
    answer = client.post("/v1/math-scrabble/score", json=body)
    assert answer.status_code == 422 and "placement[3]" in answer.get_json()["errors"]


def test_the_board_endpoint_lists_the_premium_squares_and_the_tiles(client: FlaskClient) -> None:
    answer = client.get("/v1/math-scrabble/board").get_json()
    premiums = {(p["row"], p["col"]): p["premium"] for p in answer["premiums"]}
    assert premiums[0, 0] == "triple-word" and premiums[7, 7] == "double-word"
    assert premiums[1, 5] == "triple-letter" and premiums[0, 3] == "double-letter"
    assert len(premiums) == 61 and answer["centre"] == [7, 7]
    tiles = {t["tile"]: (t["count"], t["points"]) for t in answer["tiles"]}
    assert tiles["="] == (20, 1) and tiles["?"] == (2, 0)
    assert sum(count for count, _ in tiles.values()) == 102


def test_the_issues_empty_answer_now_has_plays(client: FlaskClient) -> None:
    """The rack with a blank on the board holding only 3+3=6 answered no
    play at all: a bot read that as "no move"."""
    body = {"board": SEED_ROWS, "rack": "1245+=-×?"}
    answer = client.post("/v1/math-scrabble/moves", json=body)
    assert answer.status_code == 200 and answer.get_json()["plays"]


def test_a_search_that_finds_nothing_in_time_is_not_mistaken_for_no_play(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = best_plays(Board.empty(), rack_counts("123456+=?"), max_steps=1)
    assert not found.plays and not found.finished and not found.proven
    monkeypatch.setattr("service.api.mathscrabble.best_plays", lambda *a, **k: found)
    answer = client.post("/v1/math-scrabble/moves", json={"rack": "123456+=?"})
    assert answer.status_code == 503 and answer.headers["Retry-After"]
    assert answer.get_json()["type"] == "urn:fifteen:problem:search-unfinished"


def test_no_legal_play_is_an_empty_finished_answer(client: FlaskClient) -> None:
    answer = client.post("/v1/math-scrabble/moves", json={"board": SEED_ROWS, "rack": "++--"})
    assert answer.status_code == 200
    assert answer.get_json() | {"count": 0} == {
        "plays": [],
        "count": 0,
        "finished": True,
        "proven": True,
    }


def test_a_search_goes_on_past_its_budget_for_a_first_play() -> None:
    """Up to MAX_OVERRUN budgets, counted in steps here so that the test
    does not depend on the machine's speed."""
    board, rack = board_of(SEED_BOARD), rack_counts("22455=3×÷")
    budget = Budget(None, None)

    class First(Exception):
        pass

    def stop(play: Play) -> None:
        raise First

    with pytest.raises(First):
        search(board, rack, Bonus.SQRT, stop, budget)
    steps = budget.steps
    assert steps > 10
    assert best_plays(board, rack, max_steps=steps // 2).plays
    assert not best_plays(board, rack, max_steps=steps // (MAX_OVERRUN + 1)).plays


def test_a_search_that_outruns_its_budget_answers_what_it_found(client: FlaskClient) -> None:
    body = {"rack": "123456+=?", "budget_ms": 50, "limit": 1}
    answer = client.post("/v1/math-scrabble/moves", json=body)
    assert answer.status_code == 200
    assert answer.get_json()["finished"] is False


def test_the_selfplay_printout_names_blanks_and_its_boards_are_accepted_back(
    client: FlaskClient, capsys: pytest.CaptureFixture[str]
) -> None:
    from solver.cli import main

    assert main(["mathscrabble", "selfplay", "--seed", "1", "--steps", "3000"]) == 0
    printed = capsys.readouterr().out
    turns = [line for line in printed.splitlines() if line.startswith("turn ")]
    boards = [json.loads(block) for block in re.findall(r"\{\"board\": \[.*?\]\}", printed, re.S)]
    assert turns and len(boards) == len(turns)
    assert re.match(r"turn 1: player 1 \[.+\] (\d{1,2}[A-O]|[A-O]\d{1,2}) \S+=\S+", turns[0])
    for board in boards:
        Board.from_rows(board["board"], board["blanks"])  # raises if the API would refuse it
    last = boards[-1]
    unseen = Counter(BAG) - Board.from_rows(last["board"], last["blanks"]).counts()
    body = {"board": last["board"], "blanks": last["blanks"], "rack": min(unseen)}
    assert client.post("/v1/math-scrabble/moves", json=body).status_code in (200, 503)
    game = Game(seed=1, max_steps=3000)
    blanks = [t for t in game.play_out() if t.play and any(tile.blank for tile in t.play.tiles)]
    for turn in blanks:
        assert ", blank " in turn.written()


def _bench_positions() -> list[dict[str, Any]]:
    data = Path(__file__).resolve().parents[2] / "bench" / "data"
    return [
        position
        for name in ("mathscrabble_boards.json", "mathscrabble_blank_boards.json")
        for position in json.loads((data / name).read_text())
    ]


@pytest.mark.slow
@pytest.mark.parametrize("position", _bench_positions(), ids=lambda p: f"game {p['seed']}")
def test_proven_answers_on_the_bench_boards_match_the_complete_list(
    position: dict[str, Any],
) -> None:
    """On every bench board whose complete list finishes within 20 s, an
    answer that says proven (at the default budget and without one) lists
    the best scores there are."""
    board = Board.from_rows(position["board"], position["blanks"])
    rack = rack_counts(position["rack"])
    every: list[Any] = []
    if not generate(board, rack, emit=every.append, deadline=time.monotonic() + 20):
        pytest.skip("the complete list takes more than 20 s")
    scores = sorted((play.score for play in every), reverse=True)
    for limit, budget in ((10, 1.0), (1, None), (10, None)):
        found = best_plays(board, rack, limit=limit, budget_seconds=budget)
        if found.proven:
            assert [play.score for play in found.plays] == scores[:limit]
        assert not found.plays or found.plays[0].score <= scores[0]
