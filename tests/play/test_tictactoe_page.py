"""The play page's tic-tac-toe games and Number Scrabble in a real browser
(the fixtures, ``conftest.py``: Debian's Chromium driven by Playwright
against a live gunicorn, no request leaving the service's origin, no console
error)."""

from __future__ import annotations

import os
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, Route

from tests.play.test_games_pages import exported_record, imported_record
from tests.waiting import PATIENCE


def wait_for_my_turn_or_the_end(page: Page) -> str:
    """``mine`` or the game's final state.  The engine's turn may wait on a
    variant's solve, which a busy machine makes slow: this waits on the page
    itself, up to ``PATIENCE`` (a hang, not a slow machine)."""
    page.wait_for_function(
        """() => {
          const status = document.getElementById("status");
          return ["won", "draw"].includes(status.dataset.state) ||
                 status.textContent.startsWith("Your turn");
        }""",
        timeout=PATIENCE * 1000,
    )
    state = page.get_attribute("#status", "data-state") or ""
    return "mine" if state == "in_progress" else state


def first_free_move(page: Page) -> tuple[int, int | None]:
    free = "#board .cell:not(.mine):not(.theirs):not(.placed)"
    cell = int(page.get_attribute(free, "data-index") or 0)
    if page.locator("#my-tray .token").count() == 0:
        return cell, None
    return cell, int(page.get_attribute("#my-tray .token", "data-token") or 0)


def play_first_free_moves(page: Page) -> str:
    """Play each turn's first free cell and first number, to the end."""
    while (turn := wait_for_my_turn_or_the_end(page)) == "mine":
        cell, token = first_free_move(page)
        page.click(f"#board .cell[data-index='{cell}']")
        if token is not None:
            page.click(f"#my-tray .token[data-token='{token}']")
    return turn


def board_of(page: Page) -> str:
    return str(page.evaluate("new URLSearchParams(location.search).get('board')"))


def test_even_loses_a_whole_graham_game_to_the_engine_at_full_skill(
    page: Page, base_url: str
) -> None:
    page.goto(base_url + "/")
    page.select_option("#game", "graham")
    page.select_option("#side", "even")
    page.fill("#skill", "1")
    page.click("#new-game")
    assert play_first_free_moves(page) == "won"
    assert page.get_attribute("#status", "data-winner") == "odd"
    assert page.inner_text("#status") == "The engine (odd) won."
    winning = page.locator("#board .cell.winning")
    assert winning.count() == 3
    line = [int(winning.nth(n).get_attribute("data-index") or -1) for n in range(3)]
    status = httpx.get(f"{base_url}/v1/status?board={board_of(page)}").json()
    assert status["winner"] == "odd" and status["line"] == sorted(line)


def test_following_the_hints_draws_nygaards_game(page: Page, base_url: str) -> None:
    page.goto(base_url + "/?game=nygaard&you=odd&skill=1")
    page.check("#hints")
    while wait_for_my_turn_or_the_end(page) == "mine":
        page.wait_for_selector("#hint-list li")
        board = board_of(page)
        analysis = httpx.get(f"{base_url}/v1/analysis?rules=nygaard&board={board}").json()
        shown = page.eval_on_selector_all(
            "#hint-list li",
            """items => items.map(li => [+li.dataset.index, +li.dataset.token,
                li.dataset.outcome, +li.dataset.plies, li.querySelector('span').className])""",
        )
        expected = [
            [mv["move"]["index"], mv["move"]["token"], mv["outcome"], mv["plies"]]
            for mv in analysis["moves"]
        ]
        assert [row[:4] for row in shown] == expected
        assert all(row[4] == f"v-{row[2]}" for row in shown), "each value in its colour"
        best = expected[0]
        assert best[2] == "draw", "Nygaard's game is a draw: the best hint says so"
        page.click(
            f"#my-tray .token[data-token='{best[1]}']"
        )  # the cells show that number's values
        for mv in analysis["moves"]:
            if mv["move"]["token"] != best[1]:
                continue
            cell = page.locator(f"#board .cell[data-index='{mv['move']['index']}']")
            assert cell.get_attribute("data-outcome") == mv["outcome"]
            assert cell.get_attribute("class") and f"v-{mv['outcome']}" in (
                cell.get_attribute("class") or ""
            )
            assert f"{mv['outcome']} in {mv['plies']}" in cell.inner_text()
        page.click(f"#board .cell[data-index='{best[0]}']")
    assert page.get_attribute("#status", "data-state") == "draw"
    assert "Best play" not in page.inner_text("#principal-variation")


def test_a_variant_is_solved_with_progress_shown_and_played_to_the_end(
    page: Page, base_url: str
) -> None:
    page.goto(base_url + "/")
    page.select_option("#game", "variant")
    page.fill("#target", "14")
    page.fill("#odd-numbers", "1,3,5,7,9")
    page.fill("#even-numbers", "2,4,6,8")
    page.check("#parity")
    page.select_option("#side", "even")
    page.click("#new-game")
    assert play_first_free_moves(page) in ("won", "draw")
    assert page.evaluate("window.sawProgress === true"), "the solve's progress was shown"
    url = page.url
    assert "rules=t14:odd=1,3,5,7,9:even=2,4,6,8:first=odd:parity" in url
    assert "board=" in url and "%2C" not in url


def test_number_scrabble_is_played_to_the_end(page: Page, base_url: str) -> None:
    page.goto(base_url + "/?game=pick15&you=first&skill=1")
    assert play_first_free_moves(page) in ("won", "draw")
    picks = page.evaluate(
        "['first', 'second'].map(k => new URLSearchParams(location.search).get(k))"
    )
    status = httpx.get(f"{base_url}/v1/pick15/status?first={picks[0]}&second={picks[1]}").json()
    assert status["state"] == page.get_attribute("#status", "data-state")
    if status["state"] == "won":
        assert page.locator("#board .cell.winning").count() == 3


def test_a_whole_game_can_be_played_by_keyboard_alone(page: Page, base_url: str) -> None:
    page.goto(base_url + "/?game=graham&you=odd&skill=1")
    wait_for_my_turn_or_the_end(page)
    for _ in range(40):  # Tab to the board
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('cell')"):
            break
    else:
        pytest.fail("the board cannot be reached with Tab")
    while wait_for_my_turn_or_the_end(page) == "mine":
        cell, token = first_free_move(page)
        here = int(page.evaluate("document.activeElement.dataset.index"))
        while here != cell:
            step = (
                "ArrowDown"
                if cell - here >= 3
                else "ArrowUp"
                if here - cell >= 3
                else ("ArrowRight" if cell > here else "ArrowLeft")
            )
            page.keyboard.press(step)
            here = int(page.evaluate("document.activeElement.dataset.index"))
        page.keyboard.press(str(token))
        page.wait_for_function(
            "cell => document.querySelector(`#board .cell[data-index='${cell}']`).dataset.token",
            arg=cell,
        )
    assert page.get_attribute("#status", "data-state") in ("won", "draw")


def test_every_control_is_labelled_and_the_page_fits_a_phone(page: Page, base_url: str) -> None:
    page.goto(base_url + "/?game=graham&you=even")
    wait_for_my_turn_or_the_end(page)
    unlabelled = page.evaluate(
        """() => [...document.querySelectorAll('input, select, button')]
             .filter(e => !e.closest('[hidden]'))
             .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')
                          && !e.textContent.trim())
             .map(e => e.outerHTML)"""
    )
    assert unlabelled == []
    page.set_viewport_size({"width": 375, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


@pytest.mark.parametrize(("name", "width"), [("desktop", 1280), ("phone", 375)])
def test_screenshots_for_the_readme(
    page: Page, base_url: str, name: str, width: int, tmp_path: Path
) -> None:
    # Written where FIFTEEN_SCREENSHOTS says (scripts/screenshots: docs/);
    # a test run leaves the tracked pictures alone.
    shots = Path(os.environ.get("FIFTEEN_SCREENSHOTS", tmp_path))
    page.set_viewport_size({"width": width, "height": 900 if width > 600 else 1100})
    page.goto(base_url + "/?game=graham&board=4,_,_,_,5,_,_,_,1&you=even&skill=1")
    page.check("#hints")
    page.wait_for_selector("#hint-list li")
    page.click("#my-tray .token[data-token='6']")
    path = shots / f"play-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000


def test_a_whole_4x4_game_against_the_search(page: Page, base_url: str) -> None:
    """The 4x4 board: 16 cells, Odd's numbers 1-15, the engine answering each
    move by its search, to the end of the game."""
    page.goto(base_url + "/?game=four&you=odd&skill=1")
    page.wait_for_selector("#board .cell[data-index='15']")
    assert page.locator("#board .cell").count() == 16
    assert page.locator("#my-tray .token").count() == 8
    final = play_first_free_moves(page)
    assert final in ("won", "draw")
    board = board_of(page)
    assert len(board.split(",")) == 16
    rules = "t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4"
    status = httpx.get(f"{base_url}/v1/status", params={"rules": rules, "board": board}).json()
    assert status["state"] == final


def start_the_shared_variant(page: Page) -> None:
    """Start, from the setup form, the numbers 1-7 shared with lines of 12."""
    page.fill("#target", "12")
    page.fill("#odd-numbers", "1,3,5,7")
    page.fill("#even-numbers", "2,4,6")
    page.check("#shared")
    page.click("#new-game")


def test_a_shared_numbers_variant_offers_every_number_to_both(page: Page, base_url: str) -> None:
    """The numbers 1-7 shared, lines of 12 (small enough to solve at once):
    the first player places 4 in the centre, then answers any x with 8 - x."""
    page.goto(base_url + "/?game=variant&you=even&skill=1")
    start_the_shared_variant(page)
    assert wait_for_my_turn_or_the_end(page) == "mine"
    assert board_of(page) == "_,_,_,_,4,_,_,_,_"
    assert page.locator("#my-tray .token").count() == 6
    assert play_first_free_moves(page) == "won"
    assert page.get_attribute("#status", "data-winner") == "odd"


def test_a_game_started_while_the_first_is_still_loading_is_the_one_played(
    page: Page, base_url: str
) -> None:
    """The page's own first game (the setup form's rules) is held in the network
    while the player starts another; its late answer must not take the board."""
    held: list[Route] = []

    def hold_the_first(route: Route) -> None:
        if held:
            route.continue_()
        else:
            held.append(route)

    page.route("**/v1/solves", hold_the_first)
    page.goto(base_url + "/?game=variant&you=even&skill=1")
    page.wait_for_function("() => document.getElementById('status').textContent === 'Starting…'")
    start_the_shared_variant(page)
    assert wait_for_my_turn_or_the_end(page) == "mine"
    held[0].continue_()  # the first game's rules arrive late
    page.wait_for_load_state("networkidle")
    assert wait_for_my_turn_or_the_end(page) == "mine"
    assert board_of(page) == "_,_,_,_,4,_,_,_,_"
    assert "shared" in str(page.evaluate("new URLSearchParams(location.search).get('rules')"))


def cells(page: Page) -> list[str]:
    return list(page.locator("#board .cell").all_inner_texts())


@pytest.mark.parametrize(
    ("game", "side", "elsewhere"),
    [
        ("graham", "even", "/?game=nygaard&you=odd&skill=1"),
        ("pick15", "second", "/?game=graham&you=odd&skill=1"),
        ("four", "odd", "/?game=pick15&you=first&skill=1"),
    ],
)
def test_an_exported_record_imported_elsewhere_replays_the_game(
    screen: Page, base_url: str, game: str, side: str, elsewhere: str
) -> None:
    page = screen
    page.goto(f"{base_url}/?game={game}&you={side}&skill=1")
    assert wait_for_my_turn_or_the_end(page) == "mine"
    cell, token = first_free_move(page)
    page.click(f"#board .cell[data-index='{cell}']")
    if token is not None:
        page.click(f"#my-tray .token[data-token='{token}']")
    played = 3 if side in ("even", "second") else 2  # the engine's, yours, the engine's
    page.wait_for_function(
        "n => document.querySelectorAll('#board .cell.mine, #board .cell.theirs').length >= n",
        arg=played,
    )
    assert wait_for_my_turn_or_the_end(page) == "mine"
    board, record = cells(page), exported_record(page)
    assert page.get_attribute("#export-record-download", "download") == f"{game}.pgn"
    if game == "pick15":
        picks = [int(word) for word in record.split("\n\n")[1].split() if word.isdigit()]
        answer = httpx.post(f"{base_url}/v1/pick15/games", json={"picks": picks}).json()
    else:
        moves = [word for word in record.split("\n\n")[1].split() if "@" in word]
        rules = record.split('[Rules "')[1].split('"')[0]
        answer = httpx.post(f"{base_url}/v1/games", json={"rules": rules, "moves": moves}).json()
    assert answer["record"] == record
    assert len(answer["picks" if game == "pick15" else "moves"]) == played
    page.goto(base_url + elsewhere)
    wait_for_my_turn_or_the_end(page)
    said = imported_record(page, record)
    words = "picks" if game == "pick15" else "moves"
    assert (
        said == f"Loaded the imported game ({played} {words}): play goes on from it, you as {side}."
    )
    assert wait_for_my_turn_or_the_end(page) == "mine"
    assert page.input_value("#game") == game and page.input_value("#side") == side
    assert cells(page) == board
    page.click("#export")
    page.wait_for_function(
        "record => document.getElementById('export-record').value === record", arg=record
    )
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_broken_record_is_refused_in_the_services_words(screen: Page, base_url: str) -> None:
    page = screen
    page.goto(base_url + "/?game=graham&you=odd&skill=1")
    assert wait_for_my_turn_or_the_end(page) == "mine"
    board = cells(page)
    record = '[Game "numeric tic-tac-toe"]\n[Rules "graham"]\n[Result "*"]\n\n1. 5@4 8@4 *'
    said = imported_record(page, record)
    assert said == "Refused: move 2 (round 1), '8@4': cell 4 is not an empty cell"
    assert page.get_attribute("#import-status", "data-state") == "refused"
    assert cells(page) == board and page.inner_text("#status") == "Your turn (odd)."
