"""The anytime search against brute force, on late positions of every board."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.tictactoe.board_survey import late_position
from solver.tictactoe.position import Position
from solver.tictactoe.proof_search import ProofSearch
from solver.tictactoe.rules import LineRule, Player, Rules
from solver.tictactoe.search import Search, search
from tests.tictactoe import brute

NO_LIMIT = float("inf")
RULE_SETS = [
    Rules.from_spec(size=4),
    Rules.from_spec(size=4, shared=True),
    Rules.from_spec(size=4, parity_wins=True),
    Rules.from_spec(size=4, line=LineRule.PRODUCT, target=1680),
    Rules.from_spec(size=5),
    Rules.from_spec(size=5, shared=True),
    Rules.from_spec(shared=True),
    Rules.from_spec(line=LineRule.PRODUCT, target=105),
]


def late_positions(rules: Rules, empty: int, count: int, seed: int = 0) -> list[Position]:
    """Open positions of random play with ``empty`` empty cells (the survey's)."""
    return [late_position(rules, empty, 1000 * seed + number) for number in range(count)]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
def test_the_search_proves_what_brute_force_finds(rules: Rules) -> None:
    for position in late_positions(rules, 5, 8):
        result = Search(position).run(NO_LIMIT)
        truth = brute.move_scores(position.board, rules)
        assert result.proven
        assert result.value is not None and result.value.score == max(truth.values())
        assert result.best is not None
        assert truth[result.best.index, result.best.token] == max(truth.values())


@pytest.mark.parametrize("rules", RULE_SETS[:5], ids=lambda rules: rules.name)
def test_every_moves_value_is_brute_forces(rules: Rules) -> None:
    for position in late_positions(rules, 5, 4, seed=1):
        result = Search(position).run(NO_LIMIT, every_move=True)
        values = {(m.move.index, m.move.token): m.value for m in result.moves}
        truth = brute.move_scores(position.board, rules)
        assert {move: value.score for move, value in values.items() if value} == truth


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(3, 6))
def test_a_positions_value_is_the_best_of_its_childrens(seed: int, empty: int) -> None:
    rules = RULE_SETS[seed % 2]
    (position,) = late_positions(rules, empty, 1, seed)
    value = Search(position).run(NO_LIMIT).value
    assert value is not None
    children = []
    for move in position.legal_moves():
        after = position.play(move)
        if after.status.to_move is None:
            children.append(100 - 1 if after.status.winner else 0)
        else:
            child = Search(after).run(NO_LIMIT).value
            assert child is not None
            score = child.score
            children.append(1 - score if score > 0 else -score - 1 if score < 0 else 0)
    assert value.score == max(children)


def test_proven_is_never_claimed_for_a_move_that_a_better_one_beats() -> None:
    """With too little time the answer may be a heuristic's; whenever it
    says proven, no legal move is better."""
    rules = RULE_SETS[0]
    for position in late_positions(rules, 7, 4, seed=2):
        truth = brute.move_scores(position.board, rules)
        for nodes in (1, 50, 500):
            search = Search(position)
            search.node_limit = nodes
            result = search.run(NO_LIMIT)
            assert result.best is not None
            assert (result.best.index, result.best.token) in truth
            if result.proven:
                assert truth[result.best.index, result.best.token] == max(truth.values())


def test_a_search_always_answers_a_legal_move_even_with_no_time() -> None:
    for position in late_positions(Rules.from_spec(size=5), 20, 3):
        result = Search(position).run(0.0)
        assert result.best in set(position.legal_moves())


def test_the_table_never_holds_more_than_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past ``TABLE_LIMIT`` positions the table starts again empty: the
    memory stays bounded and the answer stays right."""
    monkeypatch.setattr("solver.tictactoe.search_node.TABLE_LIMIT", 40)
    rules = RULE_SETS[0]
    visited = []
    for position in late_positions(rules, 6, 3, seed=3):
        search = Search(position)
        result = search.run(NO_LIMIT)
        visited.append(search.nodes)
        assert len(search.table) <= 40
        assert result.value is not None
        assert result.value.score == brute.score(position.board, rules)
    assert max(visited) > 40  # the limit was reached, and the table started again


@pytest.mark.parametrize("rules", RULE_SETS[:3] + RULE_SETS[4:5], ids=lambda rules: rules.name)
def test_a_proven_line_is_played_to_the_end_of_the_game(rules: Rules) -> None:
    """Issue 58: a proven 4x4 answer's line stopped early (2 moves for a
    win in 3); it now has as many moves as the value has plies, each legal,
    and the game is over after the last."""
    for position in late_positions(rules, 7, 10, seed=4):
        result = Search(position).run(NO_LIMIT)
        assert result.value is not None
        assert len(result.line) == result.value.plies
        for move in result.line:
            assert move in set(position.legal_moves())
            position = position.play(move)
        assert position.is_over


def test_a_search_stopped_before_its_proof_answers_a_win_it_already_found() -> None:
    """Even wins this 11-empty 4x4 position; within 50,000 positions the
    search does not finish proving it (its last finished iteration looked
    two plies ahead, whose best move does not win), but the unfinished
    iteration proved a move wins: that move is answered, unproven."""
    four = Rules.from_spec(size=4)
    position = Position.from_board(
        [None, 6, None, None, 5, None, None, 7, None, None, 2, None, None, None, None, 15], four
    )
    result = search(position, None, nodes=50_000)
    assert result.best is not None and not result.proven and result.depth == 2
    assert ProofSearch(position.play(result.best), Player.EVEN).wins()
