"""Markowsky's boards over the API: 4x4 and 5x5 searched within a budget,
3x3 shared-number and product games solved, every rule-set error named."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

from service import create_app
from solver.tictactoe.geometry import geometry
from solver.tictactoe.notation import board_text
from solver.tictactoe.position import Position
from solver.tictactoe.rules import LineRule, Rules
from solver.tictactoe.search import MAX_NODES, Search, search
from tests.tictactoe import brute
from tests.tictactoe.test_search import late_positions

FOUR = Rules.from_spec(size=4)


def cells(board: tuple[int, ...]) -> list[int | None]:
    return [token or None for token in board]


def value_score(body: dict[str, object]) -> int:
    plies = int(body["plies"])  # type: ignore[call-overload]
    scores: dict[str, int] = {"win": 100 - plies, "loss": plies - 100, "draw": 0}
    return scores[str(body["outcome"])]


PROVING_NODES = 20_000
"""A budget of work that proves these tests' late positions (at most 1,159
nodes each), on any machine at any load."""


def test_a_late_4x4_position_gets_a_proven_best_move(client: FlaskClient) -> None:
    for position in late_positions(FOUR, 6, 3):
        player = position.status.to_move.value  # type: ignore[union-attr]
        body = {
            "rules": {"size": 4},
            "board": cells(position.board),
            "player": player,
            "nodes": PROVING_NODES,
        }
        answer = client.post("/v1/move", json=body).get_json()
        truth = brute.move_scores(position.board, FOUR)
        assert answer["proven"] is True and answer["estimate"] is None
        assert value_score(answer) == max(truth.values())
        assert truth[answer["move"]["index"], answer["move"]["token"]] == max(truth.values())
        assert answer["rules_id"] == FOUR.name


def test_every_move_of_an_analysis_has_brute_forces_value(client: FlaskClient) -> None:
    rules = Rules.from_spec(size=4, shared=True)
    (position,) = late_positions(rules, 5, 1)
    answer = client.post(
        "/v1/analysis",
        json={"rules": rules.name, "board": cells(position.board), "nodes": PROVING_NODES},
    ).get_json()
    truth = brute.move_scores(position.board, rules)
    got = {(m["move"]["index"], m["move"]["token"]): value_score(m) for m in answer["moves"]}
    assert got == truth
    scores = [value_score(m) for m in answer["moves"]]
    assert scores == sorted(scores, reverse=True)
    assert answer["principal_variation"][0] == answer["moves"][0]["move"]


def test_the_query_forms_read_larger_boards_and_rules_ids(client: FlaskClient) -> None:
    (position,) = late_positions(FOUR, 6, 1, seed=4)
    player = position.status.to_move.value  # type: ignore[union-attr]
    query = f"rules={FOUR.name}&board={board_text(position.board)}&player={player}&nodes=500"
    by_query = client.get(f"/v1/move?{query}").get_json()
    body = {"rules": FOUR.name, "board": cells(position.board), "player": player, "nodes": 500}
    by_body = client.post("/v1/move", json=body).get_json()
    assert by_query == by_body
    assert Position.from_text(board_text(position.board), FOUR) == position


def test_with_a_tiny_budget_the_answer_is_a_legal_move_and_says_it_is_unproven(
    client: FlaskClient,
) -> None:
    body = {"rules": {"size": 5}, "board": [None] * 25, "player": "odd", "budget_ms": 1}
    answer = client.post("/v1/move", json=body).get_json()
    assert answer["proven"] is False
    assert answer["outcome"] is None and answer["plies"] is None
    assert isinstance(answer["estimate"], int)
    move = answer["move"]
    assert move["player"] == "odd" and 0 <= move["index"] < 25 and move["token"] % 2 == 1
    analysis = {"rules": {"size": 5}, "board": [None] * 25, "budget_ms": 1}
    assert client.post("/v1/analysis", json=analysis).get_json()["moves"]


def test_symmetric_positions_have_the_same_value() -> None:
    for position in late_positions(FOUR, 7, 3, seed=5):
        value = Search(position).run(float("inf")).value
        for image in geometry(4).symmetries[1:8]:
            board = [0] * 16
            for cell, token in enumerate(position.board):
                board[image[cell]] = token
            turned = Position.from_board(board, FOUR)
            assert Search(turned).run(float("inf")).value == value


@pytest.mark.parametrize(
    ("rules", "board", "field", "words"),
    [
        ({"size": 4}, [None] * 9, "board", "16 cells"),
        ({"size": 6}, [None] * 36, "rules.size", "must be one of"),
        ({"line": "product"}, [None] * 9, "rules.target", "needs its target"),
        ({"line": "product", "target": 11}, [None] * 9, "rules.target", "no line"),
        ({"size": 4, "target": 7}, [None] * 16, "rules.target", "no line"),
        ({"size": 4, "colour": "red"}, [None] * 16, "rules.colour", "Unknown"),
        ({"size": 4, "shared": "yes"}, [None] * 16, "rules.shared", "true or false"),
        ({"line": "quotient"}, [None] * 9, "rules.line", "sum"),
    ],
)
def test_a_rule_set_or_board_that_means_nothing_is_422_naming_it(
    client: FlaskClient, rules: dict[str, object], board: list[None], field: str, words: str
) -> None:
    response = client.post("/v1/move", json={"rules": rules, "board": board, "player": "odd"})
    assert response.status_code == 422
    problem = response.get_json()
    assert field in problem["errors"], problem
    assert words.lower() in " ".join(problem["errors"][field]).lower()


def test_a_cell_of_a_larger_board_is_named_by_its_index(client: FlaskClient) -> None:
    board: list[int | None] = [None] * 16
    board[11] = 17
    response = client.post("/v1/status", json={"rules": {"size": 4}, "board": board})
    assert response.status_code == 422
    assert "board[11]" in response.get_json()["errors"]


def test_not_your_turn_on_a_larger_board_is_409(client: FlaskClient) -> None:
    body = {"rules": {"size": 4}, "board": [None] * 16, "player": "even"}
    assert client.post("/v1/move", json=body).status_code == 409


def test_batches_and_solves_send_larger_boards_to_the_search(client: FlaskClient) -> None:
    item = {"rules": {"size": 4}, "board": [None] * 16, "player": "odd"}
    result = client.post("/v1/batch/move", json={"positions": [item]}).get_json()["results"][0]
    assert "rules" in result["problem"]["errors"]
    assert client.post("/v1/solves", json={"rules": {"size": 4}}).status_code == 422


@pytest.mark.parametrize(
    "rules",
    [Rules.from_spec(shared=True), Rules.from_spec(line=LineRule.PRODUCT, target=105)],
    ids=lambda rules: rules.name,
)
def test_3x3_shared_and_product_games_are_answered_exactly(tmp_path: Path, rules: Rules) -> None:
    client = create_app({"TESTING": True, "VARIANTS_DIR": str(tmp_path)}).test_client()
    for position in late_positions(rules, 6, 2):
        player = position.status.to_move.value  # type: ignore[union-attr]
        body = {"rules": rules.name, "board": cells(position.board), "player": player}
        response = client.post("/v1/move", json=body)
        while response.status_code == 202:
            client.get(response.headers["Location"])
            response = client.post("/v1/move", json=body)
        answer = response.get_json()
        assert "proven" not in answer  # a table's answer: exact
        truth = brute.move_scores(position.board, rules)
        assert value_score(answer) == max(truth.values())


def test_a_batch_of_statuses_reads_larger_boards(client: FlaskClient) -> None:
    (position,) = late_positions(FOUR, 8, 1)
    items = [{"rules": FOUR.name, "board": cells(position.board)}] * 2
    results = client.post("/v1/batch/status", json={"positions": items}).get_json()["results"]
    assert [result["to_move"] for result in results] == [position.status.to_move.value] * 2  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("budget_ms=0", "budget_ms"),
        ("budget_ms=5001", "budget_ms"),
        ("budget_ms=1.5", "budget_ms"),
        ("nodes=0", "nodes"),
        (f"nodes={MAX_NODES + 1}", "nodes"),
        ("nodes=1.5", "nodes"),
        ("nodes=-1", "nodes"),
        ("rules=t34:odd=1:even=2:first=odd:size=6", "rules"),
        ("rules=t34:odd=1,3:even=2,4:first=odd:size=4:size=4", "rules"),
    ],
)
def test_a_hostile_query_is_422_naming_it(client: FlaskClient, query: str, field: str) -> None:
    board = ",".join(["_"] * 16)
    rules = "" if query.startswith("rules=") else f"&rules={FOUR.name}"
    response = client.get(f"/v1/analysis?board={board}{rules}&{query}")
    assert response.status_code == 422
    assert field in response.get_json()["errors"]


@pytest.mark.parametrize("path", ["/v1/move", "/v1/analysis"])
@pytest.mark.parametrize("nodes", [0, MAX_NODES + 1, 1.5, "100", None, True])
def test_a_node_budget_past_its_bounds_or_not_whole_is_422_naming_it(
    client: FlaskClient, path: str, nodes: object
) -> None:
    body = {"rules": FOUR.name, "board": [None] * 16, "player": "odd", "nodes": nodes}
    response = client.post(path, json=body)
    assert response.status_code == 422
    assert list(response.get_json()["errors"]) == ["nodes"]


def test_an_unproven_answer_within_nodes_alone_is_cacheable(client: FlaskClient) -> None:
    """A budget of work gives the same answer whenever asked: kept like a
    table's, proven or not; with a time budget too, it is not."""
    board = ",".join(["_"] * 16)
    for path in ("/v1/move", "/v1/analysis"):
        query = f"{path}?rules={FOUR.name}&board={board}&player=odd&nodes=300"
        response = client.get(query)
        assert response.get_json()["proven"] is False
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        again = client.get(query, headers={"If-None-Match": response.headers["ETag"]})
        assert again.status_code == 304
        timed = client.get(f"{query}&budget_ms=5")
        assert timed.get_json()["proven"] is False
        assert timed.headers["Cache-Control"] == "no-store"


def test_a_node_budget_stops_the_search_at_its_count_not_the_clock() -> None:
    position = Position.empty(FOUR)
    small, large = search(position, None, nodes=100), search(position, None, nodes=3000)
    assert small.nodes <= 101 and large.nodes <= 3001
    assert small.depth < large.depth
    with pytest.raises(ValueError, match="needs a budget"):
        search(position, None)


def test_an_analysis_by_query_searches_within_its_budget(client: FlaskClient) -> None:
    board = ",".join(["_"] * 25)
    rules = Rules.from_spec(size=5).name
    answer = client.get(f"/v1/analysis?rules={rules}&board={board}&budget_ms=50").get_json()
    assert answer["proven"] is False and len(answer["moves"]) == 25 * 13
    assert (
        client.get(f"/v1/analysis?rules={rules}&board={board}&budget_ms=50").headers[
            "Cache-Control"
        ]
        == "no-store"
    )


def test_an_analysis_with_unproven_moves_is_not_cached(client: FlaskClient) -> None:
    """The root proven (a win at once) but not every move: not for keeping."""
    board = "_,_,_,_,4,10,_,15,_,13,_,_,_,_,_,_"
    query = f"rules={FOUR.name}&board={board}&budget_ms=1"
    response = client.get(f"/v1/analysis?{query}")
    answer = response.get_json()
    assert answer["outcome"] == "win" and answer["plies"] == 1
    if not all(move["proven"] for move in answer["moves"]):
        assert response.headers["Cache-Control"] == "no-store"


def test_with_shared_numbers_the_estimate_prefers_nobody() -> None:
    rules = Rules.from_spec(size=4, shared=True)
    for budget in (0.03, 0.2):
        result = search(Position.empty(rules), budget)
        assert not result.proven and result.score == 0
