"""Rule sets solved on demand: exact answers, bounded cost."""

from __future__ import annotations

import mmap
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.value import Outcome
from solver.tictactoe import GRAHAM, NYGAARD, Player, Position, Rules, open_engine
from solver.tictactoe.errors import InvalidRulesError, TooLargeToSolveError
from solver.tictactoe.position import random_play
from solver.tictactoe.solve import solve
from solver.tictactoe.store import SETTLED_NS, open_variant, variant_roots, write_variant
from solver.tictactoe.table import MAPPED_BYTES
from solver.tictactoe.variants import (
    Root,
    can_be_won,
    check_solvable,
    estimate_positions,
    root_for,
    solve_engine,
    solve_table,
)
from tests.tictactoe.reference import negamax

_: None = None
TWO_PLACED = [_, _, 5, _, 2, _, _, _, _]


def variant(**parts: Any) -> Rules:
    return Rules.from_spec(**parts)


@pytest.mark.parametrize("target", [14, 16])
def test_grahams_numbers_with_target_14_or_16_are_wins_for_odd(target: int) -> None:
    rules = variant(target=target)
    engine = solve_engine(Position.empty(rules))
    assert engine.value(Position.empty(rules)).outcome is Outcome.WIN  # type: ignore[union-attr]


@settings(max_examples=400, deadline=None)
@given(
    target=st.integers(10, 20),
    parity=st.booleans(),
    even_first=st.booleans(),
    seed=st.integers(0, 2**32),
    tokens=st.integers(4, 8),
)
def test_variants_agree_with_a_plain_recursive_search(  # type: ignore[no-untyped-def]
    target, parity, even_first, seed, tokens
) -> None:
    if even_first:
        rules = variant(
            target=target,
            odd=(3, 5, 7, 9),
            even=(2, 4, 6, 8, 10),
            first=Player.EVEN,
            parity_wins=parity,
        )
    else:
        rules = variant(target=target, parity_wins=parity)
    position = random_play(rules, random.Random(seed), tokens)
    engine = solve_engine(position)
    if position.is_over:
        assert engine.value(position) is None
        return
    score, best = negamax(list(position.board), rules, position.status.to_move)
    assert engine.value(position).score == score  # type: ignore[union-attr]
    assert [(m.index, m.token) for m in engine.best_moves(position)] == sorted(best)


@pytest.mark.parametrize("named", [GRAHAM, NYGAARD], ids=lambda r: r.name)
def test_a_subtree_solved_on_demand_matches_the_table(named: Rules) -> None:
    rng = random.Random(7)
    start = Position.from_board(TWO_PLACED, named)
    engine = solve_engine(start)
    table = open_engine(named)
    for _ in range(300):
        position = start
        for _ in range(rng.randint(0, 6)):
            if position.is_over:
                break
            position = position.play(rng.choice(list(position.legal_moves())))
        assert engine.value(position) == table.value(position)
        assert engine.best_moves(position) == table.best_moves(position)


def test_a_named_game_spelled_out_is_the_named_game(client: Any) -> None:
    spelled = {"target": 15, "numbers": {"even": [8, 6, 4, 2], "odd": [9, 7, 5, 3, 1]}}
    assert variant(parity_wins=True) is NYGAARD
    for rules, name in ((spelled, "graham"), ({**spelled, "parity_wins": True}, "nygaard")):
        by_name = client.post("/v1/analysis", json={"rules": name, "board": TWO_PLACED}).get_json()
        by_parts = client.post("/v1/analysis", json={"rules": rules, "board": TWO_PLACED})
        assert by_parts.get_json() == by_name
        assert by_name["rules_id"] == name


def test_the_rules_id_is_canonical() -> None:
    a = variant(target=13, odd=(9, 1, 3), even=(4, 2))
    b = variant(target=13, odd=(1, 3, 9), even=(2, 4))
    assert a.name == b.name == "t13:odd=1,3,9:even=2,4:first=odd"
    assert variant(target=13, parity_wins=True).name.endswith(":parity")


@pytest.mark.parametrize(
    ("parts", "part"),
    [
        ({"target": 0}, "target"),
        ({"odd": (1, 1)}, "numbers.odd[1]"),
        ({"odd": (1, 100)}, "numbers.odd[1]"),
        ({"even": tuple(range(2, 22, 2))}, "numbers.even"),
        ({"odd": (1, 2), "even": (4, 2)}, "numbers.even[1]"),
    ],
    ids=["target 0", "twice", "over 99", "ten numbers", "shared"],
)
def test_invalid_rule_sets_are_refused(parts: dict[str, Any], part: str) -> None:
    with pytest.raises(InvalidRulesError) as raised:
        variant(**parts)
    assert raised.value.part == part


def test_a_game_too_large_to_solve_is_refused_before_solving() -> None:
    rules = variant(target=30, odd=tuple(range(1, 19, 2)), even=tuple(range(2, 20, 2)))
    assert estimate_positions(Position.empty(rules)) > 10**8
    with pytest.raises(TooLargeToSolveError, match="the limit is 2,200,000"):
        check_solvable(Position.empty(rules))


ESTIMATED = [
    # whole games, from the empty board
    ({"target": 15}, None),
    ({"target": 15, "parity_wins": True}, None),
    ({"target": 12, "odd": (1, 3, 5, 7), "even": (2, 4, 6, 8)}, None),
    ({"target": 16, "odd": (3, 5, 7, 9), "even": (2, 4, 6, 10), "first": Player.EVEN}, None),
    ({"target": 20, "odd": (1, 5, 9, 13), "even": (2, 6, 10)}, None),
    ({"target": 9, "odd": (1, 3, 5), "even": (2, 4, 6)}, None),
    ({"target": 13, "odd": (1, 3, 5, 7), "even": (2, 4, 6), "parity_wins": True}, None),
    ({"target": 40, "odd": (11, 13, 15, 17), "even": (10, 12, 14)}, None),
    ({"target": 22, "odd": (1, 3, 7), "even": (4, 8, 12, 16)}, None),
    # subtrees, from two or more numbers placed
    ({"target": 15}, [_, _, 5, _, 2, _, _, _, _]),
    ({"target": 14}, [1, _, _, _, 2, _, _, _, _]),
    ({"target": 10}, [_, _, _, 3, _, 4, _, _, _]),
    ({"target": 20}, [_, 9, _, _, _, _, _, 8, _]),
    ({"target": 17, "parity_wins": True}, [_, _, _, _, 5, _, _, _, 6]),
    ({"target": 16}, [7, _, _, _, _, _, _, _, 4]),
    ({"target": 18}, [_, _, 3, _, 6, _, 9, _, _]),
    (
        {"target": 25, "odd": (1, 3, 5, 7, 9, 11), "even": (2, 4, 6, 8, 10, 12)},
        [_, _, _, _, 11, 12, _, _, _],
    ),
    (
        {"target": 33, "odd": tuple(range(1, 19, 2)), "even": tuple(range(2, 19, 2))},
        [17, 18, 1, 2, _, _, _, _, _],
    ),
    (
        {"target": 21, "odd": (1, 3, 5, 7, 9, 11, 13), "even": (2, 4, 6, 8)},
        [13, _, _, _, 8, _, _, _, 1],
    ),
    ({"target": 12, "parity_wins": True}, [_, 1, _, 2, _, 3, _, _, _]),
]


@pytest.mark.parametrize(("parts", "board"), ESTIMATED, ids=lambda v: str(v))
def test_the_cost_estimate_is_within_twice_the_positions_a_solve_stores(
    parts: dict[str, Any], board: list[int | None] | None
) -> None:
    rules = variant(**parts)
    start = Position.empty(rules) if board is None else Position.from_board(board, rules)
    root = root_for(start)
    stored = len(solve(rules, start=root, count_layers=False).entries)
    estimate = estimate_positions(root)
    assert stored / 2 <= estimate <= stored * 2, (estimate, stored)


@pytest.mark.parametrize(
    "parts",
    [
        {"target": 250},
        {"target": 300, "odd": (1, 3, 5, 7, 9, 11), "even": (2, 4, 6, 8, 10, 12, 14, 16, 18)},
        {"target": 5},
        {"target": 3, "odd": (1,), "even": (2,)},
    ],
    ids=["250", "300 with more numbers", "5", "3 with two numbers"],
)
def test_a_rule_set_in_which_no_line_can_win_is_a_draw_without_solving(
    parts: dict[str, Any],
) -> None:
    rules = variant(**parts)
    assert not can_be_won(rules)
    engine = solve_engine(Position.empty(rules))
    assert not hasattr(engine, "table")
    rng = random.Random(3)
    for _ in range(50):
        position = random_play(rules, rng, rng.randint(5, 8))
        if position.is_over:
            assert position.status.state.value == "draw"
            continue
        score, best = negamax(list(position.board), rules, position.status.to_move)
        value = engine.value(position)
        assert value is not None and value.outcome is Outcome.DRAW and score == 0
        assert [(m.index, m.token) for m in engine.best_moves(position)] == sorted(best)
        assert {mv.value for mv in engine.move_values(position)} == {value}


def test_a_parity_game_can_be_won_whatever_the_target() -> None:
    assert can_be_won(variant(target=250, parity_wins=True))


def test_a_player_with_no_numbers_left_ends_the_game_in_a_draw() -> None:
    rules = variant(odd=(1, 3), even=(2, 4, 6))
    position = Position.from_board([1, 2, _, 3, 4, _, _, _, _], rules)
    assert position.status.state.value == "draw"
    engine = solve_engine(Position.empty(rules))
    value = engine.value(Position.empty(rules))
    assert value is not None and value.plies <= 4


def test_small_variant_tables_hold_no_file_open(tmp_path: Path) -> None:
    """A worker may hold thousands of small variant tables open at once (a
    solve from a late position writes a few KB): each read whole, none
    holding a file descriptor, which a server runs out of long before memory
    (found by a hostile caller: 500 "Too many open files")."""
    rules = variant(target=14)
    data = solve_table(Position.from_board([1, 2, 3, 4, _, _, _, _, _], rules))
    assert len(data) < MAPPED_BYTES
    fds = Path("/proc/self/fd")
    before = len(list(fds.iterdir()))
    tables = []
    for key in range(1, 301):
        write_variant(Root(rules.name, key), data, tmp_path)
        tables.append(open_variant(Root(rules.name, key), rules, tmp_path))
    assert all(table is not None for table in tables)
    assert len(list(fds.iterdir())) - before < 5
    assert isinstance(open_engine(GRAHAM).table._buffer, mmap.mmap)  # large: shared pages


def test_the_variants_folder_is_listed_once_per_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lookup costs the same however many solutions the folder holds
    (found by a hostile caller: with 50,000 files, 47 ms a request): the
    folder is listed again only once it has changed, and a table written
    just after a listing is found all the same."""
    rules, other = variant(target=14), variant(target=16)
    data = solve_table(Position.from_board([1, 2, 3, 4, _, _, _, _, _], rules))
    for key in (1, 2):
        write_variant(Root(rules.name, key), data, tmp_path)
    write_variant(Root(other.name, 3), data, tmp_path)
    assert sorted(root.key for root in variant_roots(rules, tmp_path)) == [1, 2]
    write_variant(Root(rules.name, 4), data, tmp_path)  # at once: the same clock tick, maybe
    assert sorted(root.key for root in variant_roots(rules, tmp_path)) == [1, 2, 4]
    settled = time.time_ns() - 10 * SETTLED_NS
    os.utime(tmp_path, ns=(settled, settled))
    listings: list[Path] = []
    scandir = os.scandir

    def counted(path: Path) -> Any:
        listings.append(path)
        return scandir(path)

    monkeypatch.setattr(os, "scandir", counted)
    for _look in range(100):
        assert [root.key for root in variant_roots(other, tmp_path)] == [3]
    assert len(listings) == 1
    write_variant(Root(other.name, 5), data, tmp_path)
    assert sorted(root.key for root in variant_roots(other, tmp_path)) == [3, 5]
    assert len(listings) == 2
