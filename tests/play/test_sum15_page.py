"""The Sum 15 page as a person sees it: every play and starter in the
record (at fourteen seats too), the result ranked, hints that say how far
to trust them, undo, on a phone the hand on the first screen, and a deal's
record exported and imported again (played on from, or at a table the page
does not deal, reviewed; a broken one refused in the service's words)."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Browser, Page

from tests.play.conftest import PHONE
from tests.play.test_games_pages import (
    exported_record,
    imported_record,
    play_sum15_to_the_end,
    wait_for_status,
)


def deal_of(page: Page, base_url: str, **table: Any) -> dict[str, Any]:
    plays = page.evaluate("new URLSearchParams(location.search).getAll('p')")
    answer = httpx.post(f"{base_url}/v1/sum15/games", json={**table, "plays": plays})
    deal: dict[str, Any] = answer.json()
    return deal


def test_at_fourteen_seats_the_record_shows_every_play_and_starter(
    screen: Page, base_url: str
) -> None:
    page = screen
    page.goto(f"{base_url}/play/sum15.html?seed=3&players=14&seat=6&others=greedy")
    wait_for_status(page, "Your turn")
    deal = deal_of(page, base_url, seed=3, players=14, decks=2)
    record = page.locator("#turns li").all_inner_texts()
    assert record[0] == f"Starter turned: {deal['starters'][0]}"
    assert len(record) == 1 + len(deal["turns"]) == 7
    for line, turn in zip(record[1:], deal["turns"], strict=True):
        assert line.startswith(f"Seat {turn['seat']} played {turn['card']}")
        if turn["starter"]:
            assert line.endswith(f"new starter {turn['starter']}")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_the_result_is_a_ranked_table(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/sum15.html?seed=8&players=3&seat=2&others=greedy")
    play_sum15_to_the_end(page)
    deal = deal_of(page, base_url, seed=8, players=3)
    rows = [row.split("\t") for row in page.locator("#result tbody tr").all_inner_texts()]
    counts = [int(row[2]) for row in rows]
    assert counts == sorted(deal["picked_up"], reverse=True) and len(rows) == 3
    places = [int(row[0]) for row in rows]
    assert places[0] == 1
    for at in range(1, len(rows)):  # a tie shares its place; else the place is the row's
        tied = counts[at] == counts[at - 1]
        assert places[at] == (places[at - 1] if tied else at + 1)
    assert any(row[1] == "You (seat 2)" for row in rows)


def test_hints_say_how_many_samples_stand_behind_them(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/sum15.html?seed=12&players=4&seat=0&others=greedy")
    page.check("#hints")
    wait_for_status(page, "Your turn")
    page.wait_for_selector("#hint-list li:has-text('wins')")
    trust = page.inner_text("#hint-trust")
    samples = int(trust.split()[1])
    assert trust.startswith(f"Over {samples} sampled deals")
    assert ("too few to trust" in trust) == (samples < 30)
    assert all("±" in line for line in page.locator("#hint-list li").all_inner_texts())


def test_undo_takes_back_your_play_and_the_others_after_it(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/sum15.html?seed=5&players=4&seat=1&others=greedy")
    wait_for_status(page, "Your turn")
    assert page.locator("#undo").is_disabled()
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    page.locator("#hand .card:not([disabled])").first.click()
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('p').length === 5")
    wait_for_status(page, "Your turn")
    page.click("#undo")
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('p').length === 1")
    wait_for_status(page, "Your turn")
    assert page.locator("#hand .card").count() == 6


def test_on_a_phone_the_hand_is_on_the_first_screen(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/play/sum15.html?seed=3&players=14&seat=0&others=greedy")
        wait_for_status(page, "Your turn")
        page.evaluate("window.scrollTo(0, 0)")
        hand = page.locator("#hand").bounding_box()
        assert hand is not None and hand["y"] + hand["height"] <= PHONE["height"]
        assert page.locator("#settings").get_attribute("open") is None  # folded away
        for card in page.locator("#hand .card").all():
            size = card.bounding_box()
            assert size is not None and min(size["width"], size["height"]) >= 24
    finally:
        context.close()


def cards_in_hand(page: Page) -> list[str]:
    """Your cards (without what each would pick up, shown once it is asked)."""
    return [text.split()[0] for text in page.locator("#hand .card").all_inner_texts()]


def table(page: Page) -> tuple[str, str, list[str]]:
    return page.inner_text("#middle"), page.inner_text("#turns"), cards_in_hand(page)


def test_an_exported_deal_imported_elsewhere_goes_on_from_it(screen: Page, base_url: str) -> None:
    page = screen
    page.goto(f"{base_url}/play/sum15.html?seed=5&players=4&seat=1&others=greedy")
    wait_for_status(page, "Your turn")
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    page.locator("#hand .card:not([disabled])").first.click()
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('p').length === 5")
    wait_for_status(page, "Your turn")
    shown, record = table(page), exported_record(page)
    assert record == deal_of(page, base_url, seed=5, players=4)["record"]
    assert page.get_attribute("#export-record-download", "download") == "sum15.pgn"
    page.goto(f"{base_url}/play/sum15.html?seed=9&players=3&seat=0&others=greedy")
    wait_for_status(page, "Your turn")
    said = imported_record(page, record)
    assert said == "Loaded the imported deal (5 cards played): play goes on from it, you in seat 1."
    page.wait_for_function("() => new URLSearchParams(location.search).get('seed') === '5'")
    wait_for_status(page, "Your turn")
    assert table(page) == shown
    assert page.input_value("#players") == "4" and page.input_value("#seat") == "1"
    assert exported_record(page) == record
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_deal_at_a_table_the_page_does_not_deal_is_reviewed(screen: Page, base_url: str) -> None:
    page = screen
    page.goto(f"{base_url}/play/sum15.html?seed=5&players=4&seat=0&others=greedy")
    wait_for_status(page, "Your turn")
    mine = cards_in_hand(page)
    deal = httpx.post(
        f"{base_url}/v1/sum15/games", json={"seed": 4, "players": 7, "decks": 2, "plays": ["6C"]}
    ).json()
    said = imported_record(page, deal["record"])
    assert said == "Showing the imported deal to review: 1 cards played."
    assert wait_for_status(page, "Reviewing") == (
        "Reviewing an imported deal (going on, 1 cards played): 7 seats on 2 decks,"
        " a table this page does not deal."
    )
    assert page.locator("#seats .seat").count() == 7 and page.locator("#hand-tray").is_hidden()
    assert page.locator("#undo").is_disabled()
    assert exported_record(page) == deal["record"]
    page.click("#back-to-deal")
    wait_for_status(page, "Your turn")
    assert cards_in_hand(page) == mine and page.locator("#seats .seat").count() == 4


def test_a_broken_record_is_refused_naming_its_line(screen: Page, base_url: str) -> None:
    page = screen
    page.goto(f"{base_url}/play/sum15.html?seed=3&players=4&seat=0&others=greedy")
    wait_for_status(page, "Your turn")
    record = deal_of(page, base_url, seed=3, players=4)["record"].replace("\n\n*", "\n\n1. 4H XX *")
    said = imported_record(page, record)
    assert said.startswith("Refused: line 8: move 2: 'XX' is not a card")
    assert page.get_attribute("#import-status", "data-state") == "refused"
    assert wait_for_status(page, "Your turn").startswith("Your turn")
