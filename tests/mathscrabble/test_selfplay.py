"""Math Scrabble's self-play: a whole game with every tile accounted for, the
same game from the same seed, a printout the API reads back."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from flask.testing import FlaskClient

from solver.mathscrabble.board import CENTRE, Board
from solver.mathscrabble.scoring import place, score
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.tiles import BAG, TILES


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
