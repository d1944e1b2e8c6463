"""The Sum 15 page as a person sees it: every play and starter in the
record (at fourteen seats too), the result ranked, hints that say how far
to trust them, undo, and on a phone the hand on the first screen."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Browser, Page

from tests.play.conftest import PHONE
from tests.play.test_games_pages import play_sum15_to_the_end, wait_for_status


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
