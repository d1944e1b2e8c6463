"""Every game offers the same small interface (``solver.core.game``): whose
turn, legal actions, apply, over or not, returns, what one seat knows; chance
as explicit outcomes drawn from the caller's generator; notations that
round-trip."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from solver.core.game import CHANCE, TERMINAL, State, Utility, sample_chance
from solver.core.play import random_play
from solver.games import GAMES, Game
from solver.mathscrabble.board import Board
from solver.mathscrabble.scoring import Tile, score
from solver.mathscrabble.state import (
    GAME_TYPE as MATH_SCRABBLE,
)
from solver.mathscrabble.state import (
    Kind,
    MathScrabbleState,
    Move,
)
from solver.pick15 import GAME_TYPE as PICK15
from solver.sum15.cards import parse
from solver.sum15.league import greedy_card
from solver.sum15.rules import CLASSIC_RULES, SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.state import GAME_TYPE as SUM15
from solver.sum15.state import InformationState, Sum15State
from solver.tictactoe import GRAHAM, Position
from solver.tictactoe.position import GAME_TYPE as TICTACTOE
from solver.tictactoe.position import Move as BoardMove

Start = Callable[[], State[Any]]
PLAYED_APART = {"math-scrabble"}
"""Games whose every legal action is too many to play whole games at random
here (a Math Scrabble rack has thousands of plays): the tests below play
their turns one by one."""
STARTS: dict[str, tuple[Start, Game]] = {
    **{
        name: (game.new, game)
        for name, game in GAMES.items()
        if name not in PLAYED_APART | {"sum15"}
    },
    "sum15, 2 players": (lambda: GAMES["sum15"].new(players=2), GAMES["sum15"]),
    "sum15, 14 players on 2 decks": (
        lambda: GAMES["sum15"].new(players=14, decks=2),
        GAMES["sum15"],
    ),
}
"""Every game of the registry from its start (Sum 15 at both ends of its table)."""


def check_node(state: State[Any], rng: random.Random) -> None:
    """What holds at every node of every game."""
    player = state.current_player()
    actions = state.legal_actions()
    assert (player == TERMINAL) == state.is_terminal() == (not actions)
    if player == CHANCE:
        outcomes = state.chance_outcomes()
        assert [action for action, _ in outcomes] == list(actions)
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert all(p > 0 for _, p in outcomes)
    else:
        assert state.chance_outcomes() == []
    for action in rng.sample(list(actions), min(len(actions), 5)):
        text = state.action_to_string(action)
        assert state.action_from_string(text) == action


@pytest.mark.parametrize("game", STARTS)
@pytest.mark.parametrize("seed", range(5))
def test_random_games_keep_the_interface_to_the_end(game: str, seed: int) -> None:
    start, registered = STARTS[game]
    rng = random.Random(seed)
    state = start()
    while not state.is_terminal():
        check_node(state, rng)
        if state.current_player() != CHANCE:
            seat = state.current_player()
            known = state.information_state_string(seat)
            if registered.read is not None:  # a perfect-information game: the whole state
                assert registered.read(known, state) == state
        state = random_play(state, rng, plies=1)
    check_node(state, rng)
    returns = state.returns()
    assert len(returns) >= 2
    if isinstance(state, Sum15State):
        assert sum(returns) == pytest.approx(1.0)
    else:
        assert sum(returns) == 0


@pytest.mark.parametrize("game", STARTS)
def test_a_seed_replays_the_same_game(game: str) -> None:
    start, _ = STARTS[game]
    one = random_play(start(), random.Random(11), plies=200)
    two = random_play(start(), random.Random(11), plies=200)
    assert one == two and one.is_terminal()


def test_every_registered_game_is_played_by_these_tests() -> None:
    played = {registered.name for _, registered in STARTS.values()} | PLAYED_APART
    assert played == set(GAMES)
    math_scrabble = GAMES["math-scrabble"].new()
    assert isinstance(math_scrabble, MathScrabbleState)
    assert math_scrabble.current_player() == CHANCE  # the racks are dealt first


def test_each_game_declares_its_kind() -> None:
    assert TICTACTOE.max_players == PICK15.max_players == MATH_SCRABBLE.max_players == 2
    assert (SUM15.min_players, SUM15.max_players) == (2, 14)
    assert {TICTACTOE.utility, PICK15.utility, MATH_SCRABBLE.utility} == {Utility.ZERO_SUM}
    assert TICTACTOE.information.value == PICK15.information.value == "perfect"
    assert SUM15.information.value == MATH_SCRABBLE.information.value == "imperfect"
    assert SUM15.chance.value == MATH_SCRABBLE.chance.value == "explicit"


def test_board_moves_are_written_token_at_index() -> None:
    position = Position.empty(GRAHAM)
    move = position.action_from_string("5@4")
    assert move == BoardMove(position.status.to_move, 4, 5) and str(move) == "5@4"  # type: ignore[arg-type]
    assert str(position.apply_action(move)) == "_,_,_,_,5,_,_,_,_"
    for bad in ("5", "5@", "@4", "x@4", "5@-1", "05@4"):
        with pytest.raises(ValueError):
            position.action_from_string(bad)


@pytest.mark.parametrize(
    "rules",
    [SEED_RULES, CLASSIC_RULES, HouseRules(True, False, True)],
    ids=["seed's words", "restart, starter in sets", "restart, any order"],
)
def test_sum15_state_plays_the_deal_exactly(rules: HouseRules) -> None:
    """Dealt the same cards, the interface's state and the simulator's
    ``Deal`` agree after every play, starters included, under house rules
    (both play by ``table.play_turn``)."""
    for seed in range(20):
        players = 2 + seed % 5
        deal = Deal.shuffled(players, random.Random(seed), rules=rules)
        state = Sum15State.new(players, rules=rules)
        for round_ in range(6):
            for seat in range(players):
                state = state.apply_action(deal.hands[seat][round_])
        starters = iter(deal.starters)
        state = state.apply_action(next(starters))
        while not deal.over:
            seat = state.current_player()
            assert seat == deal.turn
            view = InformationState.from_text(state.information_state_string(seat)).view()
            assert view.hand == tuple(deal.hands[seat]) and view.middle == tuple(deal.middle)
            card = greedy_card(deal, random.Random(0))
            deal.play(card)
            state = state.apply_action(card)
            if state.current_player() == CHANCE:
                state = state.apply_action(next(starters))
            assert state.picked == tuple(deal.picked)
            assert state.middle == tuple(deal.middle)
            assert Sum15State.from_deal(deal) == state  # the whole state, read off the deal
        assert state.is_terminal()


def test_sum15_chance_deals_only_what_the_decks_hold() -> None:
    state = Sum15State.new(2)
    assert state.current_player() == CHANCE and len(state.chance_outcomes()) == 52
    ace = parse("AS")
    state = state.apply_action(ace)
    assert dict(state.chance_outcomes())[ace] == 0 if ace in dict(state.chance_outcomes()) else True
    assert ace not in state.legal_actions()
    with pytest.raises(ValueError):
        state.apply_action(ace)
    two_decks = Sum15State.new(14, decks=2).apply_action(ace)
    assert dict(two_decks.chance_outcomes())[ace] == pytest.approx(1 / 103)


def _dealt(racks: tuple[str, str]) -> MathScrabbleState:
    state = MathScrabbleState.new()
    for rack in racks:
        for face in rack:
            state = state.apply_action(Move(Kind.DRAW, faces=face))
    return state


def test_math_scrabble_deals_by_chance_then_plays_and_refills() -> None:
    state = MathScrabbleState.new()
    for face in "11+2=34-9":
        state = state.apply_action(Move(Kind.DRAW, faces=face))
    assert state.current_player() == CHANCE and state.drawing == 1  # dealing seat 1
    for face in "678=×÷+-5":
        state = state.apply_action(Move(Kind.DRAW, faces=face))
    assert state.current_player() == 0 and state.racks == ("112349+-=", "5678+-×÷=")
    check_node(state, random.Random(1))
    play = state.action_from_string("8F 1+2=3")
    assert play == Move(Kind.PLAY, tuple(Tile(7 * 15 + 5 + i, f) for i, f in enumerate("1+2=3")))
    after = state.apply_action(play)
    assert after.scores == (score(state.board, play.tiles).total, 0)
    assert after.current_player() == CHANCE and after.drawing == 0  # seat 0 refills
    assert after.racks[0] == "149-" and len(after.bag) == 102 - 18
    known = json.loads(after.information_state_string(1))
    assert Board.from_rows(known["board"]).rows() == after.board.rows()
    assert sorted(known["unseen"]) == sorted(after.bag + after.racks[0])
    assert known["rack"] == after.racks[1]


def test_math_scrabble_play_out_ends_the_game_with_the_others_digits() -> None:
    state = MathScrabbleState(
        Board.empty(), ("1+1=2", "70+?"), "", (10, 20), 0, drawing=None, dealing=False
    )
    play = state.action_from_string("8F 1+1=2")
    over = state.apply_action(play)
    assert over.is_terminal() and over.current_player() == TERMINAL
    assert over.scores == (10 + score(state.board, play.tiles).total + 7, 20)  # 7 + 0 left
    assert over.returns() == (over.scores[0] - 20, 20 - over.scores[0])


def test_math_scrabble_exchanges_draw_before_the_tiles_go_back() -> None:
    state = _dealt(("123456789", "+++---==="))
    ones, times = state.bag.count("1"), state.bag.count("×")
    exchange = state.action_from_string("exchange 12")
    assert exchange in state.legal_actions()
    after = state.apply_action(exchange)
    assert after.current_player() == CHANCE and after.aside == "12"
    assert after.bag.count("1") == ones  # set aside, not yet in the bag
    for face in "××":
        after = after.apply_action(Move(Kind.DRAW, faces=face))
    assert after.current_player() == 1 and after.aside == "" and after.racks[0] == "3456789××"
    assert (after.bag.count("1"), after.bag.count("×")) == (ones + 1, times - 2)
    assert after.scoreless == 1


def test_six_scoreless_turns_end_math_scrabble() -> None:
    state = _dealt(("123456789", "+++---==="))
    for _ in range(6):
        assert not state.is_terminal()
        state = state.apply_action(Move(Kind.PASS))
    assert state.is_terminal() and state.returns() == (0.0, 0.0)


def test_math_scrabble_actions_round_trip_with_blanks() -> None:
    state = MathScrabbleState(
        Board.empty(), ("12+=?", "6789+-×÷="), "", (0, 0), 0, drawing=None, dealing=False
    )
    rng = random.Random(3)
    plays = [
        a for a in state.legal_actions() if a.kind is Kind.PLAY and any(t.blank for t in a.tiles)
    ]
    assert plays
    for play in rng.sample(plays, 20):
        text = state.action_to_string(play)
        assert ", blank " in text and state.action_from_string(text) == play


def test_chance_is_drawn_by_its_probabilities() -> None:
    state = Sum15State.new(2)
    rng = random.Random(0)
    drawn = [sample_chance(state, rng) for _ in range(5200)]
    assert min(drawn.count(card) for card in set(drawn)) > 40
    with pytest.raises(ValueError):
        sample_chance(Position.empty(GRAHAM), rng)
