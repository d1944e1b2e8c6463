"""The play pages in a real browser: Debian's Chromium driven by Playwright,
against a live gunicorn.  Every test checks that no request leaves the
service's origin and that the console stays free of errors.  With CI=true a
missing browser fails the run (scripts/system-packages installs it)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, sync_playwright

from harness.live import gunicorn

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
PHONE: ViewportSize = {"width": 375, "height": 812}
DESK: ViewportSize = {"width": 1280, "height": 900}
"""The widths the pages are held to: a phone's and a desk's."""
SEARCH_REFUSED = "Failed to load resource: the server responded with a status of 503"

FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SAW_PROGRESS = """
new MutationObserver(() => {
  const box = document.getElementById("progress");
  if (box && !box.hidden) window.sawProgress = true;
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["hidden"] });
"""


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    variants = tmp_path_factory.mktemp("page-variants")
    env = {"FIFTEEN_RATE_LIMIT": "off", "FIFTEEN_VARIANTS_DIR": str(variants)}
    with gunicorn(env=env) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("chromium is not installed: scripts/system-packages installs it")
        pytest.skip("chromium is not installed (scripts/system-packages)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.add_init_script(SAW_PROGRESS)
    requests: list[str] = []
    problems: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    yield page
    context.close()
    assert requests, "the page made no requests"
    strangers = [url for url in requests if not url.startswith(base_url + "/")]
    assert strangers == [], "requests left the service's origin"
    # Chromium logs every answer of 400 or more; a 503 is a search that found
    # no play in its budget or a busy worker, which the pages handle (the
    # engine exchanges or passes; a busy worker is asked again).
    problems = [text for text in problems if not text.startswith(SEARCH_REFUSED)]
    assert problems == [], "the console shows errors"


@pytest.fixture(params=[PHONE, DESK], ids=["375px", "1280px"])
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    """A page at a phone's width, then at a desk's; no script error on it."""
    context = browser.new_context(viewport=request.param)
    page = context.new_page()
    page.set_default_timeout(30_000)
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    yield page
    context.close()
    assert problems == []
