"""The Math Scrabble page as a person sees it, on a desk (1280 px) and on a
phone (375 px): coordinates that match the notation, tiles with their
points, the unseen tiles, a full record, undo, hints best first, and on a
phone the board and the rack on one screen with targets a finger can hit."""

from __future__ import annotations

from collections import Counter
from typing import Any
from urllib.parse import quote

import httpx
from playwright.sync_api import Browser, Page

from tests.play.conftest import PHONE
from tests.play.test_games_pages import wait_for_status

SEED = 21
"""Player 0's first rack from this seed: ``457+--==?``."""
OPENING = "8H 5-4=1, blank 1 on 8L"


def opened(page: Page, base_url: str, moves: list[str]) -> Page:
    address = f"{base_url}/play/mathscrabble.html?seed={SEED}"
    page.goto(address + "".join(f"&m={quote(move)}" for move in moves))
    page.locator("#budget").evaluate("(budget) => { budget.value = '200'; }")  # folded on a phone
    wait_for_status(page, "Your turn")
    return page


def box(page: Page, selector: str) -> dict[str, Any]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return dict(found)


def test_the_board_is_labelled_as_the_notation_writes_its_squares(
    screen: Page, base_url: str
) -> None:
    page = opened(screen, base_url, [OPENING])
    columns = page.locator("#ms-board [role=columnheader]").all_inner_texts()
    rows = page.locator("#ms-board [role=rowheader]").all_inner_texts()
    assert columns == list("ABCDEFGHIJKLMNO") and rows == [str(n) for n in range(1, 16)]
    first = page.locator("#ms-board [data-row='7'][data-col='7']")
    first_box = first.bounding_box()
    assert first_box is not None
    under_h = box(page, "#ms-board [role=columnheader]:text-is('H')")
    beside_8 = box(page, "#ms-board [role=rowheader]:text-is('8')")
    assert abs(under_h["x"] + under_h["width"] / 2 - first_box["x"] - first_box["width"] / 2) < 2
    assert (
        abs(beside_8["y"] + beside_8["height"] / 2 - first_box["y"] - first_box["height"] / 2) < 2
    )
    assert first.inner_text() == "5" and (first.get_attribute("aria-label") or "").startswith(
        "8H: 5"
    )
    assert first.get_attribute("data-points") == "1"
    blank = page.locator("#ms-board [data-row='7'][data-col='11']")
    assert blank.inner_text() == "1" and blank.get_attribute("data-points") == "0"


def test_nothing_spills_sideways(screen: Page, base_url: str) -> None:
    page = opened(screen, base_url, [OPENING])
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_on_a_phone_the_rack_is_under_the_board_on_one_screen(
    browser: Browser, base_url: str
) -> None:
    context = browser.new_context(viewport=PHONE)
    try:
        page = opened(context.new_page(), base_url, [])
        page.evaluate("window.scrollTo(0, 0)")
        board, rack = box(page, "#ms-board"), box(page, "#rack")
        assert board["y"] + board["height"] <= rack["y"]
        assert rack["y"] + rack["height"] <= PHONE["height"]
        assert page.locator("#settings").get_attribute("open") is None  # folded away
        for selector in ("#ms-board .sq", "#rack .ms-tile"):
            for found in page.locator(selector).all()[:20]:
                size = found.bounding_box()
                assert size is not None and min(size["width"], size["height"]) >= 24
    finally:
        context.close()


def test_the_unseen_tiles_are_the_bag_and_the_engines_rack(screen: Page, base_url: str) -> None:
    page = opened(screen, base_url, [OPENING])
    state = current(page, base_url)
    tiles = httpx.get(f"{base_url}/v1/math-scrabble/board").json()["tiles"]
    unseen = Counter({tile["tile"]: tile["count"] for tile in tiles})
    blanks = {(row, col) for row, col in state["blanks"]}
    for row, line in enumerate(state["board"]):
        for col, face in enumerate(line):
            if face != ".":
                unseen["?" if (row, col) in blanks else face] -= 1
    unseen -= Counter(state["racks"][0])
    total, shown = page.inner_text("#unseen").split(": ", 1)
    assert int(total) == state["bag"] + len(state["racks"][1]) == sum(unseen.values())
    assert Counter(shown.replace(" ", "")) == unseen
    assert not Counter(state["racks"][1]) - unseen  # the engine's rack is among them


def test_hints_list_the_best_move_first_and_an_exchange_is_offered_by_a_click(
    screen: Page, base_url: str
) -> None:
    page = opened(screen, base_url, [OPENING])
    page.check("#hints")
    page.wait_for_selector("#hint-list button.hint")
    page.wait_for_function(
        "() => document.getElementById('hint-proof').textContent !== 'The engine is looking…'"
    )
    texts = page.locator("#hint-list button.hint").all_inner_texts()
    equities = [float(text.rsplit("equity ", 1)[1]) for text in texts if "equity " in text]
    assert equities == sorted(equities, reverse=True)
    exchange = page.locator("#hint-list button.hint", has_text="Exchange")
    if exchange.count():
        exchange.first.click()
        offered = exchange.first.inner_text().split()[1]
        marked = page.locator("#rack .ms-tile.exchanging").all_inner_texts()
        assert sorted(marked) == sorted(offered)


def test_the_record_numbers_every_turn_with_the_scores_after_it(
    screen: Page, base_url: str
) -> None:
    page = opened(screen, base_url, [OPENING])
    record = page.locator("#turns li").all_inner_texts()
    state = current(page, base_url)
    assert len(record) == len(state["turns"]) >= 2
    assert record[0] == f"You: {OPENING}, +10 (10 to 0)"
    after = state["scores"]
    assert record[-1].endswith(f"({after[0]} to {after[1]})")


def current(page: Page, base_url: str) -> dict[str, Any]:
    moves = list(page.evaluate("new URLSearchParams(location.search).getAll('m')"))
    answer = httpx.post(f"{base_url}/v1/math-scrabble/games", json={"seed": SEED, "moves": moves})
    state: dict[str, Any] = answer.json()
    return state


def test_undo_takes_back_your_turn_and_the_engines(screen: Page, base_url: str) -> None:
    page = opened(screen, base_url, [OPENING])
    assert len(current(page, base_url)["turns"]) == 2
    page.click("#undo")
    wait_for_status(page, "Your turn")
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('m').length === 0")
    assert page.locator("#turns li").count() == 0 and page.locator("#undo").is_disabled()
    assert page.inner_text("#preview") == ""
