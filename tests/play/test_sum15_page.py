"""The Sum 15 page as a person sees it, played from your seat (POST
/v1/sum15/seat): every play and starter in the record (at fourteen seats
too), a whole deal to the end with the full record then shown and the
result ranked, hints that say how far to trust them, undo back to the
answer before your play, the deal kept across a reload (in the tab, not
the address), on a phone the hand on the first screen; no answer the page
gets holds another seat's hand while the deal goes on; and a deal's record
exported once it is over and imported again (played on from, or at a table
the page does not deal, reviewed; a broken one refused in the service's
words).

The deal is the service's (a seed the page is not told): the tests read
what they check from the page's own answers."""

from __future__ import annotations

import httpx
from playwright.sync_api import Browser, Page

from tests.play.conftest import PHONE
from tests.play.test_games_pages import (
    Answers,
    exported_record,
    imported_record,
    play_sum15_to_the_end,
    sum15_deal,
    wait_for_status,
)


def opened(page: Page, base_url: str, query: str) -> Answers:
    answers = Answers(page, "/v1/sum15/")
    page.goto(f"{base_url}/play/sum15.html?{query}")
    wait_for_status(page, "Your turn")
    return answers


def play_first_card(page: Page) -> None:
    """Play your first card; the others answer up to your next turn."""
    before = page.locator("#turns li").count()
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    page.locator("#hand .card:not([disabled])").first.click()
    page.wait_for_function(f"() => document.querySelectorAll('#turns li').length > {before}")
    wait_for_status(page, "Your turn", "deal is over")


def test_at_fourteen_seats_the_record_shows_every_play_and_starter(
    screen: Page, base_url: str
) -> None:
    page = screen
    opened(page, base_url, "players=14&seat=6&others=greedy")
    deal = sum15_deal(page)
    assert deal["seed"] is None and deal["record"] is None and deal["decks"] == 2
    record = page.locator("#turns li").all_inner_texts()
    assert record[0] == f"Starter turned: {deal['starters'][0]}"
    assert len(record) == 1 + len(deal["turns"]) == 7
    for line, turn in zip(record[1:], deal["turns"], strict=True):
        assert line.startswith(f"Seat {turn['seat']} played {turn['card']}")
        if turn["starter"]:
            assert line.endswith(f"new starter {turn['starter']}")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_whole_deal_ends_with_the_full_record_and_a_ranked_result(
    screen: Page, base_url: str
) -> None:
    page = screen
    opened(page, base_url, "players=3&seat=2&others=greedy")
    play_sum15_to_the_end(page)
    deal = sum15_deal(page)
    assert deal["over"] and deal["seed"] is not None
    assert all(deal["hands"][seat] is not None for seat in range(3))
    assert exported_record(page) == deal["record"]
    again = httpx.post(f"{base_url}/v1/sum15/records", json={"record": deal["record"]}).json()
    assert again["plays"] == deal["plays"]
    assert page.locator("#turns li:not(.starter)").count() == len(deal["plays"])
    rows = [row.split("\t") for row in page.locator("#result tbody tr").all_inner_texts()]
    counts = [int(row[2]) for row in rows]
    assert counts == sorted(deal["picked_up"], reverse=True) and len(rows) == 3
    places = [int(row[0]) for row in rows]
    assert places[0] == 1
    for at in range(1, len(rows)):  # a tie shares its place; else the place is the row's
        tied = counts[at] == counts[at - 1]
        assert places[at] == (places[at - 1] if tied else at + 1)
    assert any(row[1] == "You (seat 2)" for row in rows)
    assert page.locator("#undo").is_disabled()


def test_no_answer_holds_another_seats_hand_while_the_deal_goes_on(
    page: Page, base_url: str
) -> None:
    answers = opened(page, base_url, "players=4&seat=1&others=engine")
    page.check("#hints")
    page.wait_for_selector("#hint-list li:has-text('wins')")
    play_sum15_to_the_end(page)
    seats = answers.all("/seat")
    assert [url for url, _, _ in answers.seen if url.endswith("/games")] == []
    final = seats[-1].answer
    assert final["over"] and final["record"] and final["seed"] is not None
    for _, asked, answer in seats[:-1]:
        assert not answer["over"] and answer["seed"] is None and answer["record"] is None
        assert [seat for seat, hand in enumerate(answer["hands"]) if hand is not None] == [1]
        assert answer["hand_sizes"][1] == len(answer["hands"][1])
        assert set(asked) <= {"seat", "players", "decks", "rules", "others", "game", "card"}
    mine = {view["game"]: view["hands"][1] for _, _, view in seats}
    for url, asked, _ in answers.all("/move"):  # the hints: asked for your own hand only
        assert asked["seat"] == 1 and any(asked["hand"] == hand for hand in mine.values()), url
    for _, asked, _ in answers.all("/resolve"):  # what your cards pick up: one card, public cards
        assert set(asked) == {"middle", "card", "starter", "rules"}
    page.click("#export")
    assert page.input_value("#export-record") == final["record"]


def test_the_record_is_sealed_until_the_deal_is_over(screen: Page, base_url: str) -> None:
    page = screen
    opened(page, base_url, "players=4&seat=0&others=greedy")
    page.click("#export")
    page.wait_for_function("() => document.getElementById('export-record-note').textContent")
    assert "sealed until the deal is over" in page.inner_text("#export-record-note")
    assert page.input_value("#export-record") == ""
    assert page.locator("#export-record-download").is_hidden()


def test_hints_say_how_many_samples_stand_behind_them(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/sum15.html?players=4&seat=0&others=greedy")
    page.check("#hints")
    wait_for_status(page, "Your turn")
    page.wait_for_selector("#hint-list li:has-text('wins')")
    trust = page.inner_text("#hint-trust")
    samples = int(trust.split()[1])
    assert trust.startswith(f"Over {samples} sampled deals")
    assert ("too few to trust" in trust) == (samples < 30)
    assert all("±" in line for line in page.locator("#hint-list li").all_inner_texts())


def cards_in_hand(page: Page) -> list[str]:
    """Your cards (without what each would pick up, shown once it is asked)."""
    return [text.split()[0] for text in page.locator("#hand .card").all_inner_texts()]


def table(page: Page) -> tuple[str, str, list[str]]:
    return page.inner_text("#middle"), page.inner_text("#turns"), cards_in_hand(page)


def test_undo_goes_back_to_the_answer_before_your_play(screen: Page, base_url: str) -> None:
    page = screen
    answers = opened(page, base_url, "players=4&seat=1&others=greedy")
    assert page.locator("#undo").is_disabled()
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    before = table(page)
    play_first_card(page)
    assert page.locator("#turns li:not(.starter)").count() == 5
    asked = len(answers.all("/seat"))
    page.click("#undo")
    wait_for_status(page, "Your turn")
    assert table(page) == before and page.locator("#undo").is_disabled()
    assert len(answers.all("/seat")) == asked  # the earlier answer, kept by the page
    play_first_card(page)  # and play goes on from it
    assert page.locator("#turns li:not(.starter)").count() == 5


def test_a_reload_takes_up_the_deal_from_the_tab_not_the_address(
    screen: Page, base_url: str
) -> None:
    page = screen
    opened(page, base_url, "players=4&seat=1&others=greedy")
    play_first_card(page)
    shown = table(page)
    assert page.evaluate("location.search") == "?players=4&seat=1&others=greedy"
    page.reload()
    wait_for_status(page, "Your turn")
    page.wait_for_selector("#hand .card:not([disabled]) .pickup")
    assert table(page) == shown
    page.click("#undo")
    wait_for_status(page, "Your turn")
    assert page.locator("#turns li:not(.starter)").count() == 1


def test_on_a_phone_the_hand_is_on_the_first_screen(browser: Browser, base_url: str) -> None:
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/play/sum15.html?players=14&seat=0&others=greedy")
        wait_for_status(page, "Your turn")
        page.evaluate("window.scrollTo(0, 0)")
        hand = page.locator("#hand").bounding_box()
        assert hand is not None and hand["y"] + hand["height"] <= PHONE["height"]
        assert page.locator("#settings").get_attribute("open") is None  # folded away
        # measured in one look, once laid out: the hand is drawn again as its
        # pick-ups arrive (on a busy machine a look can fall between two drawings)
        sides = page.wait_for_function(
            "() => { const cards = [...document.querySelectorAll('#hand .card')]; "
            "const sides = cards.map((card) => { const box = card.getBoundingClientRect(); "
            "return Math.min(box.width, box.height); }); "
            "return cards.length === 6 && sides.every((side) => side > 0) && sides; }"
        ).json_value()
        assert len(sides) == 6 and min(sides) >= 24
    finally:
        context.close()


def test_an_exported_deal_imported_elsewhere_goes_on_from_it(screen: Page, base_url: str) -> None:
    page = screen
    opened(page, base_url, "players=3&seat=1&others=greedy")
    play_sum15_to_the_end(page)
    assert exported_record(page) == sum15_deal(page)["record"]
    assert page.get_attribute("#export-record-download", "download") == "sum15.pgn"
    # a deal's record after its fourth card (a seed a page holds exactly): seat 1 to play
    cut = httpx.post(
        f"{base_url}/v1/sum15/games", json={"seed": 5, "players": 3, "plays": []}
    ).json()
    for _ in range(4):
        card = cut["hands"][cut["to_move"]][0]
        cut = httpx.post(
            f"{base_url}/v1/sum15/games",
            json={"seed": 5, "players": 3, "plays": [*cut["plays"], card]},
        ).json()
    assert cut["to_move"] == 1
    page.evaluate("sessionStorage.clear()")
    page.goto(f"{base_url}/play/sum15.html?players=4&seat=0&others=greedy")
    wait_for_status(page, "Your turn")
    said = imported_record(page, cut["record"])
    assert said == "Loaded the imported deal (4 cards played): play goes on from it, you in seat 1."
    wait_for_status(page, "Your turn")
    assert cards_in_hand(page) == cut["hands"][1]
    assert page.input_value("#players") == "3" and page.input_value("#seat") == "1"
    assert exported_record(page) == cut["record"]
    play_first_card(page)
    assert page.locator("#turns li:not(.starter)").count() == 4 + 3
    page.click("#undo")
    wait_for_status(page, "Your turn")
    assert cards_in_hand(page) == cut["hands"][1]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_deal_at_a_table_the_page_does_not_deal_is_reviewed(screen: Page, base_url: str) -> None:
    page = screen
    opened(page, base_url, "players=4&seat=0&others=greedy")
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
    opened(page, base_url, "players=4&seat=0&others=greedy")
    deal = httpx.post(f"{base_url}/v1/sum15/games", json={"seed": 3, "players": 4}).json()
    record = deal["record"].replace("\n\n*", "\n\n1. 4H XX *")
    said = imported_record(page, record)
    assert said.startswith("Refused: line 8: move 2: 'XX' is not a card")
    assert page.get_attribute("#import-status", "data-state") == "refused"
    assert wait_for_status(page, "Your turn").startswith("Your turn")
