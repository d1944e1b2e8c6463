"""The Math Scrabble page as a person sees it, on a desk (1280 px) and on a
phone (375 px), played from your seat (POST /v1/math-scrabble/seat):
coordinates that match the notation, tiles with their points, the unseen
tiles as the seat's answer counts them, a full record, undo back to the
view before your turn, the game kept across a reload, hints best first, on
a phone the board and the rack on one screen with targets a finger can hit;
the engine's rack in no answer the page gets while the game goes on; and a
game's record exported, imported and reviewed, a broken one refused.

The deal is the service's (a seed the page is not told): the tests read
what they check from the page's own answers, and give the engine a small
budget of steps (``?steps=``) so that its turns take little on any
machine."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Browser, Page

from tests.play.conftest import PHONE
from tests.play.test_games_pages import (
    MATH_SCRABBLE,
    Answers,
    imported_record,
    wait_for_status,
)

STEPS = 2000
"""The engine's search a turn in these tests (``MATH_SCRABBLE``'s)."""
SEED = 21
"""Player 0's first rack from this seed: ``457+--==?``."""
OPENING = "8H 5-4=1, blank 1 on 8L"
COLUMNS = "ABCDEFGHIJKLMNO"


def opened(page: Page, base_url: str) -> tuple[Page, Answers]:
    answers = Answers(page)
    page.goto(base_url + MATH_SCRABBLE)
    wait_for_status(page, "Your turn")
    return page, answers


def box(page: Page, selector: str) -> dict[str, Any]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return dict(found)


def turns_taken(page: Page) -> int:
    return page.locator("#turns li:not(.end)").count()


def pass_turn(page: Page) -> str:
    """Pass; the engine answers: the status once it is your turn again (or
    the game is over)."""
    before = turns_taken(page)
    page.click("#pass")
    page.wait_for_function(
        f"() => document.querySelectorAll('#turns li:not(.end)').length > {before}"
    )
    return wait_for_status(page, "Your turn", "Game over")


def play_until_a_play_is_on_the_board(page: Page, answers: Answers) -> dict[str, Any]:
    """Play the first hint (or pass, with no play to hint) until a play is
    on the board: the turn that laid it, from the seat's answer."""
    page.check("#hints")
    for _ in range(20):
        played = [turn for turn in answers.view()["turns"] if turn["kind"] == "play"]
        if played:
            return dict(played[0])
        if "Game over" in page.inner_text("#status"):  # six turns without a play
            page.evaluate("document.getElementById('settings').open = true")
            page.click("#new-game")
            wait_for_status(page, "Your turn")
            continue
        page.wait_for_function(
            "() => !/looking/.test(document.getElementById('hint-proof').textContent)"
        )
        plays = page.locator("#hint-list button.hint", has_text=" points, equity")
        if plays.count():
            plays.first.click()
            page.wait_for_function("() => document.getElementById('preview').textContent !== ''")
            before = turns_taken(page)
            page.click("#play-move")
            page.wait_for_function(
                f"() => document.querySelectorAll('#turns li:not(.end)').length > {before}"
            )
            wait_for_status(page, "Your turn", "Game over")
        else:
            pass_turn(page)
    raise AssertionError("no play in twenty turns")


def square_of(move: str) -> tuple[int, int, str]:
    """A play's start square (row, column) and its first face, from its
    notation: ``8H`` across, ``H8`` down."""
    where, rest = move.split(" ", 1)
    if where[0].isdigit():
        row, col = int(where[:-1]) - 1, COLUMNS.index(where[-1])
    else:
        row, col = int(where[1:]) - 1, COLUMNS.index(where[0])
    return row, col, rest[0]


def test_the_board_is_labelled_as_the_notation_writes_its_squares(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    columns = page.locator("#ms-board [role=columnheader]").all_inner_texts()
    rows = page.locator("#ms-board [role=rowheader]").all_inner_texts()
    assert columns == list(COLUMNS) and rows == [str(n) for n in range(1, 16)]
    turn = play_until_a_play_is_on_the_board(page, answers)
    row, col, face = square_of(turn["move"])
    first = page.locator(f"#ms-board [data-row='{row}'][data-col='{col}']")
    # the square, its column's letter and its row's number, measured at once
    # (the page may scroll between one measure and the next)
    square, letter, number = page.evaluate(
        """([row, col]) => {
          const middle = (e) => { const r = e.getBoundingClientRect();
                                  return [r.x + r.width / 2, r.y + r.height / 2]; };
          const board = document.getElementById("ms-board");
          return [
            middle(board.querySelector(`[data-row="${row}"][data-col="${col}"]`)),
            middle(board.querySelectorAll("[role=columnheader]")[col]),
            middle(board.querySelectorAll("[role=rowheader]")[row]),
          ];
        }""",
        [row, col],
    )
    assert abs(letter[0] - square[0]) < 2 and abs(number[1] - square[1]) < 2
    label = first.get_attribute("aria-label") or ""
    assert first.inner_text() == face and label.startswith(f"{row + 1}{COLUMNS[col]}: {face}")
    tiles = httpx.get(f"{base_url}/v1/math-scrabble/board").json()["tiles"]
    points = {tile["tile"]: tile["points"] for tile in tiles}
    blank = [row, col] in answers.view()["blanks"]
    assert first.get_attribute("data-points") == str(0 if blank else points[face])


def test_nothing_spills_sideways_with_the_records_open(screen: Page, base_url: str) -> None:
    page, _ = opened(screen, base_url)
    page.click("#export")
    page.click("#import")
    page.wait_for_function("() => document.getElementById('export-position').value !== ''")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_on_a_phone_the_rack_is_under_the_board_on_one_screen(
    browser: Browser, base_url: str
) -> None:
    context = browser.new_context(viewport=PHONE)
    try:
        page, _ = opened(context.new_page(), base_url)
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


def test_the_unseen_tiles_are_the_ones_the_seats_answer_counts(screen: Page, base_url: str) -> None:
    page, answers = opened(screen, base_url)
    pass_turn(page)
    view = answers.view()
    total, shown = page.inner_text("#unseen").split(": ", 1)
    assert int(total) == view["bag"] + view["rack_sizes"][1] == len(view["unseen"])
    assert sorted(shown.replace(" ", "")) == sorted(view["unseen"])
    assert f"the engine holds {view['rack_sizes'][1]}" in page.inner_text("#bag")


def test_hints_list_the_best_move_first_and_an_exchange_is_offered_by_a_click(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    page.check("#hints")
    page.wait_for_selector("#hint-list button.hint")
    page.wait_for_function(
        "() => document.getElementById('hint-proof').textContent !== 'The engine is looking…'"
    )
    texts = page.locator("#hint-list button.hint").all_inner_texts()
    equities = [float(text.rsplit("equity ", 1)[1]) for text in texts if "equity " in text]
    assert equities == sorted(equities, reverse=True)
    asked = answers.all("/moves")[-1].asked
    assert asked["rack"] == answers.view()["racks"][0]
    # the strength setting's steps, or (a search that found no play and did
    # not finish) five times as many, and so on
    assert asked["steps"] in {min(400_000, STEPS * 5**times) for times in range(6)}
    exchange = page.locator("#hint-list button.hint", has_text="Exchange")
    if exchange.count():
        exchange.first.click()
        offered = exchange.first.inner_text().split()[1]
        marked = page.locator("#rack .ms-tile.exchanging").all_inner_texts()
        assert sorted(marked) == sorted(offered)


def test_the_record_numbers_every_turn_with_the_scores_after_it(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    pass_turn(page)
    record = page.locator("#turns li").all_inner_texts()
    view = answers.view()
    assert len(record) == len(view["turns"]) == 2
    assert record[0] == "You: pass, +0 (0 to 0)"
    engine = view["turns"][1]
    assert record[1] == f"Engine: {engine['move']}, +{engine['points']} (0 to {view['scores'][1]})"


def test_undo_goes_back_to_the_view_before_your_turn(screen: Page, base_url: str) -> None:
    page, answers = opened(screen, base_url)
    before = answers.view()
    rack, unseen = page.locator("#rack .ms-tile").all_inner_texts(), page.inner_text("#unseen")
    assert page.locator("#undo").is_disabled()
    pass_turn(page)
    assert page.locator("#turns li").count() == 2
    seats_asked = len(answers.all("/seat"))
    page.click("#undo")
    wait_for_status(page, "Your turn")
    assert page.locator("#turns li").count() == 0 and page.locator("#undo").is_disabled()
    assert page.locator("#rack .ms-tile").all_inner_texts() == rack
    assert page.inner_text("#unseen") == unseen and page.inner_text("#preview") == ""
    assert len(answers.all("/seat")) == seats_asked  # the earlier view, kept by the page
    kept = page.evaluate("JSON.parse(sessionStorage.getItem('fifteen.mathscrabble')).tokens")
    assert kept == [before["game"]]


def test_a_reload_takes_up_the_game_from_the_tab_not_the_address(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    pass_turn(page)
    record, rack = page.inner_text("#turns"), page.locator("#rack .ms-tile").all_inner_texts()
    assert page.evaluate("location.search") == f"?steps={STEPS}"  # no seed, no moves
    page.reload()
    wait_for_status(page, "Your turn")
    assert page.inner_text("#turns") == record
    assert page.locator("#rack .ms-tile").all_inner_texts() == rack
    page.click("#undo")  # the earlier view, asked again by its token
    wait_for_status(page, "Your turn")
    assert page.locator("#turns li").count() == 0 and answers.view()["turns"] == []


def engine_racks(record: str) -> set[str]:
    """Every rack the engine (p1) took a turn from, as the record writes it."""
    return {line.split()[1] for line in record.splitlines() if line.startswith(">p1: ")} - {""}


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in strings_in(item)]
    if isinstance(value, list):
        return [text for item in value for text in strings_in(item)]
    return []


def test_no_answer_holds_the_engines_rack_until_the_game_is_over(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    page.check("#hints")
    while "Game over" not in pass_turn(page):
        pass
    final = answers.view()
    assert final["over"] and final["seed"] is not None and final["record"]
    assert final["racks"][1] is not None
    assert f"the engine's rack: {final['racks'][1] or 'none left'}" in page.inner_text("#bag")
    hidden = engine_racks(final["record"])
    assert hidden  # the engine took turns, from racks the page never saw
    seen = answers.all()
    assert [url for url, _, _ in seen if url.endswith("/games")] == []  # no dealer's view
    for url, asked, answer in seen:
        if url.endswith("/seat") and answer["over"]:
            continue  # the end: nothing hidden any more
        if url.endswith("/seat"):
            assert answer["seed"] is None and answer["record"] is None
            assert answer["racks"][1] is None
            rack_field = answer["position"].split(" ")[1]
            assert rack_field.endswith("/")  # the other rack left out of the position
            for turn in answer["turns"]:
                if turn["player"] == 1:
                    assert turn["rack"] is None
                    if turn["kind"] == "exchange":
                        assert turn["move"].endswith(" tiles")
        else:  # the hints and the preview: asked for your own rack only
            assert asked["rack"] in {view["racks"][0] for _, _, view in answers.all("/seat")}
        # (the unseen tiles are the bag and the engine's rack together: once
        # the bag is empty they are the rack, as counting tiles tells anyone)
        seen_texts = strings_in({**answer, "unseen": ""}) + strings_in(asked)
        assert not hidden & set(seen_texts), url


def finish_by_passing(page: Page) -> None:
    while "Game over" not in pass_turn(page):
        pass


def board_text(page: Page) -> list[str]:
    return list(page.locator("#ms-board .sq").all_inner_texts())


def test_a_finished_games_record_is_exported_and_imported_to_the_same_game(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    finish_by_passing(page)
    final = answers.view()
    board, scores = board_text(page), page.inner_text("#scores").split(" · ")[:2]
    page.click("#export")
    page.wait_for_function("() => document.getElementById('export-record').value !== ''")
    record = page.input_value("#export-record")
    assert record == final["record"] and record.startswith("#character-encoding UTF-8")
    download = page.locator("#export-record-download")
    assert download.get_attribute("download") == "mathscrabble.gcg"
    with page.expect_download() as saving:
        download.click()
    with open(saving.value.path(), encoding="utf-8") as saved:
        assert saved.read() == record
    said = imported_record(page, record)
    assert said.startswith("Showing the imported game"), said
    wait_for_status(page, "Reviewing an imported game, over")
    assert board_text(page) == board
    assert page.inner_text("#scores").split(" · ")[:2] == [
        scores[0].replace("You", "Player 0"),
        scores[1].replace("Engine", "Player 1"),
    ]
    assert page.input_value("#export-record") == record  # the review's record: the same game
    assert page.locator("#turns li").count() == len(final["turns"]) + 1


def test_an_imported_record_is_reviewed_and_your_game_comes_back(
    screen: Page, base_url: str
) -> None:
    page, answers = opened(screen, base_url)
    mine = page.locator("#rack .ms-tile").all_inner_texts()
    game = httpx.post(
        f"{base_url}/v1/math-scrabble/games", json={"seed": SEED, "moves": [OPENING, "pass"]}
    ).json()
    said = imported_record(page, game["record"])
    assert said == "Showing the imported game: 2 turns, 10 to 0."
    assert wait_for_status(page, "Reviewing") == (
        "Reviewing an imported game: 2 turns, 10 to 0, Player 0 to move."
    )
    assert page.locator("#rack-tray").is_hidden()
    assert page.locator("#play-move").is_disabled() and page.locator("#pass").is_disabled()
    squares = [
        "".join(page.locator(f"#ms-board .tile[data-row='{row}']").all_inner_texts())
        for row in range(15)
    ]
    assert squares == [line.replace(".", "") for line in game["board"]]
    assert page.locator("#turns li").all_inner_texts() == [
        f"Player 0: {OPENING}, +10 (10 to 0)",
        "Player 1: pass, +0 (10 to 0)",
    ]
    page.click("#export")
    assert page.input_value("#export-record") == game["record"]
    assert page.input_value("#export-position") == game["position"]
    assert game["racks"][1] in page.inner_text("#bag")  # a record hides no rack
    page.click("#back-to-game")
    wait_for_status(page, "Your turn")
    assert page.locator("#rack .ms-tile").all_inner_texts() == mine
    assert page.input_value("#export-position") == answers.view()["position"]


def test_a_position_is_imported_to_review(screen: Page, base_url: str) -> None:
    page, _ = opened(screen, base_url)
    game = httpx.post(
        f"{base_url}/v1/math-scrabble/games", json={"seed": SEED, "moves": [OPENING]}
    ).json()
    said = imported_record(page, game["position"])
    assert said == "Showing the imported position: 10 to 0."
    wait_for_status(page, "Reviewing an imported position")
    assert page.locator("#ms-board .tile[data-row='7']").all_inner_texts() == list("5-4=1")


def test_a_broken_record_is_refused_naming_its_line(screen: Page, base_url: str) -> None:
    page, _ = opened(screen, base_url)
    game = httpx.post(
        f"{base_url}/v1/math-scrabble/games", json={"seed": SEED, "moves": [OPENING]}
    ).json()
    broken = game["record"].replace("+10 10", "+11 11")
    said = imported_record(page, broken)
    assert said == "Refused: line 6: the record's points is 11; the game replayed gives 10"
    assert page.get_attribute("#import-status", "data-state") == "refused"
    assert wait_for_status(page, "Your turn") == "Your turn."  # your game, as it was
