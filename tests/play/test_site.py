"""Every play page, at a phone's 375 px and a desk's 1280 px, its export and
import controls open: axe-core finds no serious or critical accessibility
violation, every control is reached by the keyboard and shows where the
focus is, no select's text is cut and nothing spills sideways; a searched
board's hints are the best few, named by the cells' coordinates."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from harness.live import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PAGES = {
    "graham": "/?game=graham&board=4,_,_,_,5,_,_,_,1&you=even&skill=1",
    "4x4": "/?game=four&you=odd&skill=1",
    "pick15": "/?game=pick15&you=first&skill=1",
    "math-scrabble": "/play/mathscrabble.html?steps=2000",
    "sum15": "/play/sum15.html?players=4&seat=0&others=greedy",
}
WIDTHS: dict[str, ViewportSize] = {
    "375px": {"width": 375, "height": 812},
    "1280px": {"width": 1280, "height": 900},
}
READY = """() => {
  const status = document.getElementById("status");
  return status && status.dataset.state !== "busy" && /Your turn/.test(status.textContent);
}"""


@pytest.fixture(params=list(WIDTHS), ids=list(WIDTHS))
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    # axe-core is put into the page by the test, past the pages' own CSP
    context = browser.new_context(viewport=WIDTHS[request.param], bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def shown(page: Page, base_url: str, name: str) -> Page:
    page.goto(base_url + PAGES[name])
    page.wait_for_function(READY)
    page.check("#hints")
    page.wait_for_function(
        "() => document.querySelector('#hint-list li') !== null"
        " && !/looking|thinking|Thinking/.test(document.getElementById('hint-panel').textContent)"
    )
    page.click("#export")  # the record's controls open, to be held to the same
    page.click("#import")
    page.wait_for_function(  # a record, a position, or a word that the record is sealed
        "() => [...document.querySelectorAll('#export-panel textarea')].some((box) => box.value)"
        " || [...document.querySelectorAll('#export-panel [id$=-note]')].some((n) => n.textContent)"
    )
    return page


@pytest.mark.parametrize("name", list(PAGES))
def test_axe_core_finds_no_serious_violation(screen: Page, base_url: str, name: str) -> None:
    if not AXE.exists():
        if os.environ.get("CI") == "true":
            pytest.fail("axe-core is missing: scripts/page-tools installs it")
        pytest.skip("axe-core is missing (scripts/page-tools installs it with npm)")
    page = shown(screen, base_url, name)
    page.evaluate(AXE.read_text())
    found: list[dict[str, Any]] = page.evaluate(
        """async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
             .filter((v) => v.impact === "serious" || v.impact === "critical")
             .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))"""
    )
    assert found == []


@pytest.mark.parametrize("name", list(PAGES))
def test_select_texts_fit_and_nothing_spills(screen: Page, base_url: str, name: str) -> None:
    page = shown(screen, base_url, name)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    cut = page.evaluate(
        """() => {
          const pen = document.createElement("canvas").getContext("2d");
          const cut = [];
          for (const select of document.querySelectorAll("select")) {
            if (!select.offsetParent) continue;  // not shown for this game
            const style = getComputedStyle(select);
            pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            for (const option of select.options) {
              // the text, and room for the arrow and the padding
              const needs = pen.measureText(option.text).width + 28;
              if (needs > select.clientWidth) cut.push(option.text);
            }
          }
          return cut;
        }"""
    )
    assert cut == []
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


@pytest.mark.parametrize("name", list(PAGES))
def test_every_control_is_reached_by_the_keyboard_with_a_visible_focus(
    screen: Page, base_url: str, name: str
) -> None:
    page = shown(screen, base_url, name)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    wanted = set(
        page.evaluate(
            """() => [...document.querySelectorAll("button, select, input, summary, a[href]")]
                 .filter((e) => e.offsetParent && !e.disabled && e.tabIndex >= 0)
                 .map((e) => e.id || e.textContent.trim())"""
        )
    )
    reached: set[str] = set()
    unmarked: list[str] = []
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(len(wanted) + 40):
        page.keyboard.press("Tab")
        focus = page.evaluate(
            """() => {
              const e = document.activeElement;
              if (e === document.body || e === document.documentElement) return null;
              const style = getComputedStyle(e);
              const marked = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
              return { name: e.id || e.textContent.trim(), marked };
            }"""
        )
        if focus is None:  # past the last control: the page itself
            continue
        reached.add(focus["name"])
        if not focus["marked"]:
            unmarked.append(focus["name"])
    assert wanted - reached == set()
    assert unmarked == []


def test_a_searched_boards_hints_are_the_best_few_by_coordinates(page: Page, base_url: str) -> None:
    page.goto(base_url + PAGES["4x4"])
    page.wait_for_function(READY)
    page.check("#hints")
    page.wait_for_selector("#hint-list li.more")
    moves = page.locator("#hint-list li[data-index]")
    assert moves.count() == 8
    for item in moves.all():
        index, token = item.get_attribute("data-index"), item.get_attribute("data-token")
        coord = page.get_attribute(f"#board .cell[data-index='{index}']", "data-coord")
        assert item.inner_text().startswith(f"{token} on {coord}: ")
    assert page.get_attribute("#board .cell[data-index='0']", "data-coord") == "a1"
    assert page.get_attribute("#board .cell[data-index='15']", "data-coord") == "d4"
    assert "more moves" in page.inner_text("#hint-list li.more")


def test_the_hints_go_once_the_game_is_over(page: Page, base_url: str) -> None:
    page.goto(base_url + "/?game=graham&board=1,2,4,_,5,_,_,_,9&you=odd&skill=1")
    page.wait_for_function("() => document.getElementById('status').dataset.state === 'won'")
    page.check("#hints")
    assert page.locator("#hint-panel").is_hidden()
