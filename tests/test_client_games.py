"""The Python client's game layers, as a bot author uses them: plain values
where the models have a fixed set, every game held whole, what only a
finished game has typed as certain."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import httpx
import pytest
from fifteen_client.engine import Engine, GameNotOverError
from fifteen_client.models import RuleSet
from fifteen_client.waiting import NoServiceError, ProblemError

from harness import clients
from harness.live import gunicorn

pytestmark = pytest.mark.live


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    variants = tmp_path_factory.mktemp("variants")
    with gunicorn("--workers", "1", env={"FIFTEEN_VARIANTS_DIR": str(variants)}) as url:
        with Engine(url) as made:
            yield made


def test_a_rule_set_takes_plain_values_as_its_docstring_says(engine: Engine) -> None:
    assert RuleSet(size=4).to_dict() == {"size": 4}
    board: list[int | None] = [None] * 16
    for move in (
        engine.move(board, "odd", rules=RuleSet(size=4), nodes=500),
        engine.move(board, "odd", rules={"size": 4}, nodes=500),
    ):
        assert move.rules_id.endswith(":size=4") and move.move is not None


def test_rules_the_models_would_drop_or_refuse_are_named(engine: Engine) -> None:
    with pytest.raises(ValueError, match="rules have no sise: write name, "):
        engine.status([None] * 16, rules={"sise": 4})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rules: Unexpected value 7"):
        engine.status([None] * 49, rules={"size": 7})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'grahams' is not a named game: write graham, nygaard"):
        engine.status([None] * 9, rules="grahams")  # type: ignore[arg-type]  # as from JSON
    with pytest.raises(ValueError, match="house rules have no restart: write restart_after_set"):
        engine.sum15.deal(seed=1, players=4, rules={"restart": True})  # type: ignore[arg-type]


def test_a_graham_game_is_won_by_the_engine_as_odd(engine: Engine) -> None:
    game = engine.tictactoe.game("graham")
    assert game.numbers_left == [1, 3, 5, 7, 9] and game.to_move == "odd"
    with pytest.raises(GameNotOverError):
        game.winner  # noqa: B018 - nobody has won yet
    while not game.over:
        if game.to_move == "odd":
            move = game.best()
            game.play(move.index, move.token)
        else:
            game.play(game.board.index(None), game.numbers_left[0])
    assert game.winner == "odd" and game.numbers_left == []
    assert [move.player for move in game.moves][:2] == ["odd", "even"]


def test_a_move_the_player_may_not_make_is_not_kept(engine: Engine) -> None:
    game = engine.tictactoe.game()
    with pytest.raises(ValueError, match="2 is not odd's to place: odd places 1, 3, 5, 7, 9"):
        game.play(4, 2)
    assert game.board == [None] * 9 and game.moves == []
    game.play(4, 5)
    with pytest.raises(ValueError, match="cell 4 already holds 5"):
        game.play(4, 6)
    with pytest.raises(ValueError, match="cell 9 is not on the board"):
        game.play(9, 6)
    game.play(0, 2)
    with pytest.raises(ValueError, match="5 is on the board already, on cell 4"):
        game.play(1, 5)
    assert game.board == [2, None, None, None, 5, None, None, None, None]


def test_a_board_the_service_refuses_is_its_problem(engine: Engine) -> None:
    with pytest.raises(ProblemError) as refused:
        engine.tictactoe.game(board=[2, *[None] * 8])
    assert refused.value.problem.status == 422
    assert "odd places 1, 3, 5, 7, 9; even places 2, 4, 6, 8" in refused.value.problem.detail


def test_a_type_checker_names_what_a_bot_misspells(tmp_path: Path) -> None:
    (tmp_path / "bot.py").write_text(
        "from fifteen_client.engine import Engine\n"
        "engine = Engine()\n"
        'engine.status([None] * 16, rules={"sise": 4})\n'
        'engine.math_scrabble.game(7).best(rank="equty")\n'
        "engine.sum15.deal(seed=7, players=4).best(sample=4)\n"
    )
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "bot.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "MYPYPATH": str(clients.PYTHON_CLIENT)},
    )
    errors = {line.split(": error")[0] for line in checked.stdout.splitlines() if ": error" in line}
    assert errors == {"bot.py:3", "bot.py:4", "bot.py:5"}, checked.stdout


def test_no_service_at_the_address_is_said_plainly() -> None:
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]  # closed again: nothing listens there
    with Engine(f"http://127.0.0.1:{port}") as nobody:
        with pytest.raises(NoServiceError, match=f"nothing answers at http://127.0.0.1:{port}"):
            nobody.status([None] * 9)


def test_shared_numbers_offer_every_number_to_both(engine: Engine) -> None:
    game = engine.tictactoe.game({"shared": True})
    game.play(4, 2)
    assert game.to_move == "even" and game.numbers_left == [1, 3, 4, 5, 6, 7, 8, 9]


def test_a_4x4_game_with_a_budget_of_work_plays_to_its_end(engine: Engine) -> None:
    game = engine.tictactoe.game({"size": 4})
    assert len(game.board) == 16 and game.numbers_left == list(range(1, 17, 2))
    while not game.over:
        move = game.best(nodes=300)
        game.play(move.index, move.token)
    assert game.over and len(game.moves) <= 16
    analysis = game.analysis(nodes=300)
    assert analysis.moves == []


def test_a_pick15_game_against_the_engine_is_never_lost_by_it(engine: Engine) -> None:
    game = engine.pick15.game()
    while not game.over:
        taken = game.first + game.second
        game.play(game.best() if game.to_move == "first" else min(set(range(1, 10)) - set(taken)))
    assert game.winner in ("first", None)
    with pytest.raises(ProblemError):
        engine.pick15.game([5, 5], [1])


def test_what_a_card_would_pick_up_carries_the_middles_starter(engine: Engine) -> None:
    deal = engine.sum15.deal(seed=21, players=4)
    assert deal.state.starter and deal.state.middle
    for card in deal.hand:
        told = deal.what_if(card)
        with_starter = engine.sum15.resolve(deal.state.middle, card, starter=True)
        assert told == with_starter
        deal_after = engine.sum15.deal(seed=21, players=4, plays=[card])
        assert deal_after.state.turns[-1].picked_up == told.picked_up


def test_a_deal_has_winners_only_once_it_is_over(engine: Engine) -> None:
    deal = engine.sum15.deal(seed=5, players=2)
    with pytest.raises(GameNotOverError, match="the deal goes on"):
        deal.winners  # noqa: B018
    while not deal.over:
        deal.play(deal.hand[0])
    assert deal.winners == deal.state.winners and deal.winners


def test_a_request_the_service_never_answers_is_given_up() -> None:
    """A host that takes the connection and says nothing: the call raises
    after the engine's ``timeout`` instead of hanging a bot."""
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        with Engine(f"http://127.0.0.1:{port}", timeout=0.5) as engine:
            with pytest.raises(httpx.TimeoutException):
                engine.status([None] * 9)


def test_the_engine_says_who_calls(engine: Engine) -> None:
    sent = engine.client.get_httpx_client().headers["User-Agent"]
    assert sent == f"fifteen-client-python/{version('fifteen-client')}"


def test_every_games_record_travels_through_the_client_and_back(engine: Engine) -> None:
    game = engine.tictactoe.game({"size": 4})
    game.play(5, 1)
    game.play(6, 2)
    again = engine.tictactoe.from_record(game.record)
    assert again.board == game.board and again.record == game.record
    picks = engine.pick15.game([5, 2], [8])
    assert engine.pick15.from_record(picks.record).picks == [5, 8, 2]
    deal = engine.sum15.deal(7, 4, plays=["5H"], rules={"runs_any_order": True})
    assert engine.sum15.from_record(deal.record).state == deal.state
    scrabble = engine.math_scrabble.game(7, ["pass"])
    assert engine.math_scrabble.from_record(scrabble.record).state == scrabble.state
    position = engine.math_scrabble.position(scrabble.state.position)
    assert position.racks == scrabble.state.racks and position.to_move == 1


def test_a_broken_record_is_refused_naming_its_move(engine: Engine) -> None:
    with pytest.raises(ProblemError) as refused:
        engine.pick15.from_record('[Game "pick15"]\n\n1. 5 5')
    assert refused.value.problem.status == 422 and "move 2" in refused.value.problem.detail


def test_a_seat_sees_its_own_rack_and_plays_against_the_engine(engine: Engine) -> None:
    seat = engine.math_scrabble.seat(1, opponent="score", steps=2000)
    assert seat.my_turn and seat.state.racks[0] is None and len(seat.rack) == 9
    with pytest.raises(GameNotOverError):
        seat.record  # noqa: B018 - sealed until the end
    seat.play("pass")
    assert seat.state.turns[1].move == "pass" and seat.state.racks[0] is None


def test_a_seat_at_sum15_sees_its_hand_and_the_others_play(engine: Engine) -> None:
    deal = engine.sum15.seat(1, 3, others="careful")
    assert deal.state.hands[0] is None and len(deal.hand) == 6
    deal.play(deal.hand[0])
    assert len(deal.state.plays) == 4 and deal.state.to_move == 1
    with pytest.raises(GameNotOverError):
        deal.record  # noqa: B018 - sealed until the end
