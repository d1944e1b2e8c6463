"""Sum 15's game record (``docs/records.md``): a deal written as tags and
the cards played reads back, by replaying it, to the same deal; a record
whose cards, tags, result or starters the replay does not bear out is
refused, naming the line."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.core.records import RecordError
from solver.sum15.cards import parse
from solver.sum15.league import greedy_card
from solver.sum15.record import Table, replay
from solver.sum15.records import read_game, write_game
from solver.sum15.rules import CLASSIC_RULES, SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal

ALL_ON = HouseRules(restart_after_set=True, starter_in_sets=True, runs_any_order=True)
RULES = {
    "seed": SEED_RULES,
    "restart": HouseRules(restart_after_set=True),
    "any-order": HouseRules(runs_any_order=True),
    "classic": CLASSIC_RULES,
    "all": ALL_ON,
}


def self_played(seed: int, players: int, decks: int | None, rules: HouseRules) -> Table:
    """A whole deal, each seat playing greedily, replayed from its seed."""
    deal = Deal.shuffled(players, random.Random(seed), decks, rules)
    rng = random.Random(seed)
    while not deal.over:
        deal.play(greedy_card(deal, rng))
    return replay(seed, players, deal.plays, decks, rules)


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        read_game(text)
    return caught.value


# A whole deal of four under restart_after_set, as the service writes it:
# the deal's tags, a round of the table to each number, the starters turned.
SEED_3 = """\
[Game "sum15"]
[Seed "3"]
[Players "4"]
[Decks "1"]
[HouseRules "restart_after_set"]
[Result "2"]

1. AC 10S {starter 10H} 5H {starter 9D} 6H {starter 3S} 2. 4H 2D 3C AH 3. 5C 9S
KS AD 4. 7D 3D 7S {starter 6C} 2H 5. 8S 6D 8C 5D 6. 8H KC 9H QS 2"""
SEED_3_PLAYS = "AC 10S 5H 6H 4H 2D 3C AH 5C 9S KS AD 7D 3D 7S 2H 8S 6D 8C 5D 8H KC 9H QS"


def test_a_deal_is_written_as_its_tags_then_its_cards_a_round_to_a_number() -> None:
    plays = [parse(card) for card in SEED_3_PLAYS.split()]
    table = replay(3, 4, plays, rules=HouseRules(restart_after_set=True))
    assert write_game(table) == SEED_3


def test_a_new_deal_is_its_tags_and_an_unfinished_result() -> None:
    text = write_game(replay(7, 2, []))
    assert text.splitlines()[4:] == ['[HouseRules "-"]', '[Result "*"]', "", "*"]
    assert read_game(text).plays == ()


@pytest.mark.parametrize("rules", RULES.values(), ids=RULES.keys())
@pytest.mark.parametrize(("players", "decks"), [(2, None), (4, None), (14, 2), (14, None)], ids=str)
def test_a_whole_deal_written_then_read_replays_to_the_same_deal(
    players: int, decks: int | None, rules: HouseRules
) -> None:
    for seed in range(3):
        table = self_played(seed, players, decks, rules)
        text = write_game(table)
        game = read_game(text)
        assert (game.seed, game.players, game.decks) == (seed, players, table.state.decks)
        assert game.rules == rules and game.plays == table.state.plays
        assert game.table.state == table.state
        assert game.table.turns == table.turns and game.table.piles == table.piles
        assert game.table.winners() == table.winners()
        assert write_game(game.table) == text


@pytest.mark.parametrize("played", [1, 5, 13, 23])
def test_a_deal_under_way_reads_back_to_the_same_turn(played: int) -> None:
    whole = self_played(11, 4, None, CLASSIC_RULES)
    table = replay(11, 4, whole.state.plays[:played], rules=CLASSIC_RULES)
    text = write_game(table)
    assert text.endswith(" *") and '[Result "*"]' in text
    game = read_game(text)
    assert game.table.state == table.state and game.table.to_move == played % 4


def test_a_record_written_by_hand_reads_without_comments_round_numbers_or_result_tag() -> None:
    body = SEED_3.split("\n\n")[1]
    words = [word for word in body.replace("{starter ", "{").split() if not word.startswith("{")]
    by_hand = "\n".join(
        [
            '[Event "class of 4B"]',
            '[Seed "3"]',
            '[Players "4"]',
            '[Decks "1"]',
            '[HouseRules "restart_after_set"]',
            "",
            " ".join(word.lower() for word in words if not word.endswith(".")),
        ]
    )
    assert read_game(by_hand).table.state == read_game(SEED_3).table.state


def with_line(text: str, number: int, line: str) -> str:
    """``text`` with its line ``number`` (from 1) replaced."""
    lines = text.splitlines()
    lines[number - 1] = line
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        pytest.param(("KS", "KZ"), 9, "'KZ' is not a card", id="a word that is not a card"),
        pytest.param(("AC 10S", "10S AC"), 8, "10S is not in the hand of seat 0", id="not in hand"),
        pytest.param(("QS 2", "QS 9H"), 9, "the deal is over", id="a card after the end"),
        pytest.param(('"2"]', '"0"]'), 6, "the result is '0'; its moves give '2'", id="result tag"),
        pytest.param(("QS 2", "QS 0,2"), 9, "the result is '0,2'", id="result word"),
        pytest.param(("QS 2", "QS *"), 9, "the result is '*'", id="unfinished"),
        pytest.param(
            ("{starter 9D}", "{starter 9C}"), 8, "turns the starter 9D after move 3", id="starter"
        ),
        pytest.param(("AH 3.", "AH {starter 2S} 3."), 8, "turns no starter", id="no starter"),
        pytest.param(
            ("restart_after_set", "restarts"), 5, "'restarts' is not a house rule", id="rule"
        ),
        pytest.param(('"sum15"', '"pick15"'), 1, "not of sum15", id="another game"),
        pytest.param(('Players "4"', 'Players "15"'), 3, "2 to 14 players", id="15 players"),
        pytest.param(('Decks "1"', 'Decks "0"'), 4, "Decks is a whole number from 1", id="no deck"),
        pytest.param(('Decks "1"', 'Decks "4"'), 4, "cannot deal them", id="four decks"),
        pytest.param(('Seed "3"', 'Seed "-3"'), 2, "Seed is a whole number", id="negative seed"),
        pytest.param(('Seed "3"', f'Seed "3{"0" * 30}"'), 2, "Seed is a whole number", id="huge"),
    ],
)
def test_a_record_the_replay_does_not_bear_out_is_refused_naming_its_line(
    change: tuple[str, str], line: int, words: str
) -> None:
    old, new = change
    error = refusal(SEED_3.replace(old, new, 1))
    assert error.line == line and words in str(error), str(error)
    assert str(error).startswith(f"line {line}: ")


def test_a_record_without_its_seed_is_refused() -> None:
    error = refusal(with_line(SEED_3, 2, ""))
    assert "Seed" in str(error) and error.part == "record"
    for tag in ("Players", "Decks"):
        without = "\n".join(line for line in SEED_3.splitlines() if tag not in line)
        assert tag in str(refusal(without))


def test_a_starter_comment_that_is_no_card_is_refused() -> None:
    error = refusal(SEED_3.replace("{starter 9D}", "{starter nine}"))
    assert error.line == 8 and "'nine' is not a card" in str(error)


def test_other_comments_are_for_the_reader() -> None:
    text = SEED_3.replace("AH 3.", "AH {a pair at last} 3.")
    assert read_game(text).table.state == read_game(SEED_3).table.state


@settings(max_examples=200, deadline=None)
@given(cut=st.integers(0, len(SEED_3)), junk=st.text(max_size=8))
def test_any_change_to_a_record_reads_or_is_refused_as_a_record(cut: int, junk: str) -> None:
    text = SEED_3[:cut] + junk + SEED_3[cut + 1 :]
    try:
        game = read_game(text)
    except RecordError as error:
        assert error.part == "record"
    else:
        assert write_game(game.table).startswith('[Game "sum15"]')
