"""The Math Scrabble and Sum 15 pages in a real browser, played with real
clicks and keys against the engine to the end of a game (the fixtures are
``conftest.py``'s: no request leaves the service's origin, no console
error)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from playwright.sync_api import Page, Response

from tests.waiting import PATIENCE

WAIT = PATIENCE * 1000
MATH_SCRABBLE = "/play/mathscrabble.html?steps=2000"
"""The Math Scrabble page, the engine searching 2,000 steps a turn: a budget
of work, the same turns on any machine, and quick."""


def wait_for_status(page: Page, *starts: str) -> str:
    """The status line once it starts with one of ``starts`` (the engine
    thinks as long as its budget and the machine take: this waits on the
    page itself)."""
    page.wait_for_function(
        """(starts) => {
          const status = document.getElementById("status");
          return status.dataset.state !== "busy" &&
                 starts.some((start) => status.textContent.includes(start));
        }""",
        arg=list(starts),
        timeout=WAIT,
    )
    return page.inner_text("#status")


class Seen(NamedTuple):
    """One answer a page got: where from, what it asked, what it got."""

    url: str
    asked: Any
    answer: Any


class Answers:
    """The answers a page gets from one game's endpoints (``prefix``), in
    order (the page's game is the seat's last answer), read as they come
    (a reload would take their bodies away)."""

    def __init__(self, page: Page, prefix: str = "/v1/math-scrabble/") -> None:
        self.prefix = prefix
        self.seen: list[Seen] = []
        page.on("response", self.keep)

    def keep(self, response: Response) -> None:
        if self.prefix not in response.url or response.request.method != "POST":
            return
        if response.ok:
            asked = json.loads(response.request.post_data or "null")
            self.seen.append(Seen(response.url, asked, response.json()))

    def all(self, endpoint: str = "") -> list[Seen]:
        """Every answer from ``endpoint``."""
        return [found for found in self.seen if found.url.endswith(endpoint)]

    def view(self) -> dict[str, Any]:
        """The seat's last answer: the page's game."""
        answer: dict[str, Any] = self.all("/seat")[-1].answer
        return answer


def exported_record(page: Page) -> str:
    """The game's record, as the page's Export box shows it."""
    if page.get_attribute("#export", "aria-expanded") != "true":
        page.click("#export")
    page.wait_for_function("() => document.getElementById('export-record').value !== ''")
    return page.input_value("#export-record")


def imported_record(page: Page, record: str) -> str:
    """Paste ``record`` into the page's Import box and read it: what the
    page says of it."""
    if page.get_attribute("#import", "aria-expanded") != "true":
        page.click("#import")
    page.fill("#import-text", record)
    page.click("#import-go")
    page.wait_for_function(
        "() => document.getElementById('import-status').dataset.state !== 'busy'"
    )
    return page.inner_text("#import-status")


def deal_with_a_blank(page: Page) -> None:
    """New games until your rack holds a blank (the service deals, from a
    seed it does not tell: about one deal in five does)."""
    for _ in range(100):
        if page.locator("#rack .ms-tile[aria-label='blank']").count():
            return
        page.click("#new-game")
        wait_for_status(page, "Your turn")
    raise AssertionError("no blank in a hundred deals")


def square(page: Page, row: int, col: int) -> str:
    return f"#ms-board [data-row='{row}'][data-col='{col}']"


def rack_tile(page: Page, face: str) -> Any:
    return page.locator("#rack .ms-tile:not([disabled])", has_text=face).first


def choose_a_blanks_face(page: Page) -> None:
    """Lay the blank on the centre by clicks, choose its face, see it scored
    or refused as laid, and take it back by key."""
    page.click(square(page, 7, 7))
    page.locator("#rack .ms-tile[aria-label='blank']").click()
    page.wait_for_selector("#blank-choice:not([hidden])")
    page.click("#blank-faces button[aria-label='the blank as 7']")
    laid = page.locator(square(page, 7, 7))
    assert laid.inner_text() == "7" and "blank" in (laid.get_attribute("class") or "")
    page.wait_for_function("() => document.getElementById('preview').textContent !== ''")
    page.keyboard.press("Backspace")
    assert page.locator(square(page, 7, 7)).inner_text() != "7"


def drag_a_tile(page: Page) -> None:
    """Drag a rack tile onto a square: laid there; take it back by key."""
    tile = page.locator("#rack .ms-tile:not([aria-label='blank'])").first
    face = tile.inner_text()
    tile.drag_to(page.locator(square(page, 7, 7)))
    assert page.locator(square(page, 7, 7)).inner_text() == face
    page.keyboard.press("Backspace")


def refuse_an_illegal_play(page: Page) -> None:
    """Type two digits on the centre by keys and press Enter: refused, in
    the service's words; then take them back."""
    rack = [face for face in page.locator("#rack .ms-tile").all_inner_texts() if face.isdigit()]
    page.click(square(page, 7, 7))
    for face in rack[:2]:
        page.keyboard.press(face)
    page.keyboard.press("Enter")
    status = wait_for_status(page, "Refused")
    assert "not a legal play" in status
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")


def exchange_two_tiles(page: Page) -> None:
    before = page.locator("#turns li").count()
    first = page.locator("#rack .ms-tile").nth(0)
    first.click()
    first.click()  # a second click on a chosen tile marks it for an exchange
    page.locator("#rack .ms-tile").nth(1).click()  # then one click marks another
    assert page.locator("#rack .ms-tile.exchanging").count() == 2
    page.click("#exchange")
    page.wait_for_function(
        f"() => document.querySelectorAll('#turns li').length > {before}", timeout=WAIT
    )


def play_the_hint_or_pass(page: Page) -> None:
    page.wait_for_function(
        "() => document.getElementById('hint-proof').textContent !== 'The engine is looking…'",
        timeout=WAIT,
    )
    hints = page.locator("#hint-list button.hint", has_text=" points, equity")  # the plays
    if hints.count():
        hints.first.click()
        page.wait_for_function("() => document.getElementById('preview').textContent !== ''")
        page.focus(".sq.focus")
        page.keyboard.press("Enter")
    elif "Bag: " in page.inner_text("#bag") and int(page.inner_text("#bag").split()[1]) >= 9:
        exchange_two_tiles(page)
    else:
        page.click("#pass")


def test_a_whole_math_scrabble_game_is_played_in_the_browser(page: Page, base_url: str) -> None:
    answers = Answers(page)
    page.goto(base_url + MATH_SCRABBLE)
    wait_for_status(page, "Your turn")
    deal_with_a_blank(page)
    choose_a_blanks_face(page)
    drag_a_tile(page)
    refuse_an_illegal_play(page)
    exchange_two_tiles(page)
    page.check("#hints")
    turns = 0
    while "Game over" not in wait_for_status(page, "Your turn", "Game over"):
        play_the_hint_or_pass(page)
        turns += 1
        assert turns < 200
    final = page.inner_text("#status")
    assert "won" in final or "tie" in final.lower()
    scores = page.inner_text("#scores")
    game = answers.view()  # the game over: nothing hidden any more
    assert game["over"] and game["seed"] is not None and f"You {game['scores'][0]}" in scores
    assert f"Engine {game['scores'][1]}" in scores
    record = page.locator("#turns li").all_inner_texts()  # every turn, then the end
    assert len(record) == len(game["turns"]) + 1 and record[-1].startswith("End: ")
    written = [turn["move"] for turn in game["turns"]]
    assert [line.split(": ", 1)[1].rsplit(", +", 1)[0] for line in record[:-1]] == written
    assert page.inner_text("#preview") == ""  # no play of the game's last turn left shown
    page.reload()
    assert "Game over" in wait_for_status(page, "Game over")
    assert page.inner_text("#scores") == scores


def play_sum15_to_the_end(page: Page) -> str:
    while "deal is over" not in (status := wait_for_status(page, "Your turn", "deal is over")):
        assert "Refused" not in status
        page.wait_for_selector("#hand .card:not([disabled]) .pickup")
        page.locator("#hand .card:not([disabled])").first.click()
    return status


def sum15_deal(page: Page) -> dict[str, Any]:
    """The Sum 15 page's deal: the last answer, as the tab keeps it."""
    deal: dict[str, Any] = page.evaluate("JSON.parse(sessionStorage.getItem('fifteen.sum15')).game")
    return deal


def test_a_whole_sum15_deal_at_four_seats_is_played_in_the_browser(
    page: Page, base_url: str
) -> None:
    page.goto(f"{base_url}/play/sum15.html?players=4&seat=1&others=engine")
    page.check("#hints")
    wait_for_status(page, "Your turn")
    page.wait_for_selector("#hint-list li:has-text('wins')")
    final = play_sum15_to_the_end(page)
    deal = sum15_deal(page)
    assert deal["over"] and len(deal["plays"]) == 24 and deal["record"]
    names = ["you" if seat == 1 else f"seat {seat}" for seat in deal["winners"]]
    assert all(name in final for name in names)
    page.reload()
    assert wait_for_status(page, "deal is over") == final


def test_a_turn_at_the_fourteen_seat_table(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/sum15.html?players=14&seat=4&others=greedy")
    wait_for_status(page, "Your turn")
    assert page.locator("#seats .seat").count() == 14
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    page.locator("#hand .card:not([disabled])").first.click()
    # seats 0 to 3 played before you; then you and the other 13, round to you
    page.wait_for_function(
        "() => document.querySelectorAll('#turns li:not(.starter)').length === 4 + 14",
        timeout=WAIT,
    )
    wait_for_status(page, "Your turn")


def test_house_rules_are_chosen_on_the_page_and_kept_in_the_address(
    page: Page, base_url: str
) -> None:
    page.goto(f"{base_url}/play/sum15.html?players=4&seat=0&others=greedy")
    wait_for_status(page, "Your turn")
    assert not page.is_checked("#runs_any_order")  # by default the seed's words
    page.check("#runs_any_order")
    page.check("#restart_after_set")
    page.click("#new-deal")
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('rule').length === 2")
    wait_for_status(page, "Your turn")
    page.locator("#hand .card:not([disabled])").first.click()
    page.wait_for_function(
        "() => document.querySelectorAll('#turns li:not(.starter)').length === 4", timeout=WAIT
    )
    rules = page.evaluate("new URLSearchParams(location.search).getAll('rule')")
    assert sorted(rules) == ["restart_after_set", "runs_any_order"]
    page.reload()
    wait_for_status(page, "Your turn")
    assert page.is_checked("#runs_any_order") and not page.is_checked("#starter_in_sets")


def test_the_game_pages_are_reached_from_the_play_page(page: Page, base_url: str) -> None:
    page.goto(base_url + "/")
    page.select_option("#game", "mathscrabble")
    page.wait_for_url("**/play/mathscrabble.html**")
    wait_for_status(page, "Your turn")
    page.click("text=Other games")
    page.click("text=Sum 15")
    page.wait_for_url("**/play/sum15.html**")
    wait_for_status(page, "Your turn", "deal is over")


def test_screenshots_of_the_games_for_the_readme(page: Page, base_url: str, tmp_path: Path) -> None:
    # The README's pictures are written where FIFTEEN_SCREENSHOTS says (docs/
    # to renew them); a test run leaves the tracked files alone.
    shots = Path(os.environ.get("FIFTEEN_SCREENSHOTS", tmp_path))
    for width in (1280, 375):
        page.set_viewport_size({"width": width, "height": 900 if width > 600 else 1400})
        # the engine at its standard strength, as a reader meets it; the same
        # game at both widths: the tab keeps it
        page.goto(f"{base_url}/play/mathscrabble.html")
        wait_for_status(page, "Your turn")
        if width > 600:
            page.click("#pass")  # the engine's first turn on the board
            wait_for_status(page, "The engine played")
        page.check("#hints")
        page.wait_for_function(
            "() => !/looking/.test(document.getElementById('hint-proof').textContent)",
            timeout=WAIT,
        )
        plays = page.locator("#hint-list button.hint:has-text(' points, equity')")
        if plays.count():
            plays.first.click()
            page.wait_for_function("() => document.getElementById('preview').textContent !== ''")
        name = "desktop" if width > 600 else "phone"
        page.screenshot(path=str(shots / f"mathscrabble-{name}.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
        page.goto(f"{base_url}/play/sum15.html?players=4&seat=0&others=engine")
        page.check("#hints")
        wait_for_status(page, "Your turn")
        page.wait_for_selector("#hint-list li:has-text('wins')")
        page.screenshot(path=str(shots / f"sum15-{name}.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
