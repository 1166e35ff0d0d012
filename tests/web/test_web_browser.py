"""The web view in a real browser: Debian's headless Chromium driven by selenium through Debian's
chromedriver (nothing is ever downloaded). It loads a running table's page, follows a live move
(server-sent events), steps the replay with the ◀ ▶ keys and opens a link at #move-N; screenshots at
390x844 and 1280x800 go to $BOARDROOM_LOOK when set. Skipped only without Chromium and outside CI
(CI=true fails instead: .ci/run installs it)."""
from __future__ import annotations

import asyncio
import os
import shutil
import threading
from pathlib import Path
from typing import Any, Coroutine, Iterator, TypeVar

import pytest

from bot.store.sqlite import SqliteStore
from bot.web.server import serve
from bot.web.tokens import token_for
from web_tables import KEY, Played, dealt, play

CHROMIUM, DRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
T = TypeVar("T")

if not (shutil.which(CHROMIUM) and shutil.which(DRIVER)):
    if os.environ.get("CI") == "true":
        raise RuntimeError(f"CI=true but {CHROMIUM} or {DRIVER} is missing: apt-get install chromium chromium-driver")
    pytest.skip("Debian's chromium and chromium-driver are not installed", allow_module_level=True)

from selenium import webdriver  # noqa: E402  (after the skip: selenium is only needed with a browser)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


class Loop:
    """An event loop in a thread: the web view serves from it while selenium blocks this one."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(30)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture
def browser() -> Iterator[Any]:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def attr(driver: Any, element: str, name: str) -> Any:
    """An attribute of the element with this id as it is now (the live updates replace elements)."""
    return driver.execute_script("var e = document.getElementById(arguments[0]);"
                                 "return e && e.getAttribute(arguments[1]);", element, name)


def look(driver: Any, name: str) -> None:
    folder = os.environ.get("BOARDROOM_LOOK")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"web-{name}.png"))


def test_a_running_table_live_and_replayed_in_chromium(tmp_path: Path, browser: Any) -> None:
    loop = Loop()
    store = SqliteStore(tmp_path / "web.db")
    loop.run(store.open())
    table: Played = loop.run(dealt(store, "acquire", ["ann", "bob", "cy"]))
    loop.run(play(store, table, 8))
    runner = loop.run(serve(store, KEY, "127.0.0.1", 0))
    port = runner.addresses[0][1]
    url = f"http://127.0.0.1:{port}/t/{token_for(KEY, table.table_id)}"
    wait = WebDriverWait(browser, 10)
    try:
        browser.set_window_size(390, 844)
        browser.get(url)
        live = browser.find_element(By.ID, "live")
        assert live.get_attribute("data-version") == "8"
        assert browser.find_elements(By.CSS_SELECTOR, "#live table.grid td")
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 390   # no sideways scroll
        look(browser, "390x844")
        # a live move: the page follows it by server-sent events, without a reload
        loop.run(play(store, table, 1))
        wait.until(lambda d: attr(d, "live", "data-version") == "9")
        wait.until(lambda d: attr(d, "slider", "max") == "9")
        assert browser.find_elements(By.ID, "log-9")
        # the replay: ◀ ▶ keys step it, the address follows (#move-N)
        body = browser.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_LEFT)
        body.send_keys(Keys.ARROW_LEFT)
        wait.until(lambda d: attr(d, "frame", "data-move") == "7")
        assert browser.current_url.endswith("#move-7")
        body.send_keys(Keys.ARROW_RIGHT)
        wait.until(lambda d: attr(d, "frame", "data-move") == "8")
        # a link at a move opens there
        browser.get(url + "?lang=ja#move-2")
        wait.until(lambda d: attr(d, "frame", "data-move") == "2")
        assert "リプレイ" in browser.page_source
        browser.set_window_size(1280, 800)
        browser.get(url)
        look(browser, "1280x800")
    finally:
        loop.run(runner.cleanup())
        loop.run(store.close())
        loop.stop()
