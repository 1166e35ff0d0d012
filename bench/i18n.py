"""Rendering messages: catalog load time and microseconds per message, per locale.

    python bench/i18n.py [--n N]

First the product's catalogs are loaded (every .ftl file of a locale is read and parsed
once per process). Then a typical narration line (a player, a plural, a nested game term,
money) and a list of three players are rendered N times per locale from a small sample
catalog of the same shape, so the figures do not depend on how far the games' conversion
has come.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.base import as_list, as_money, as_player, msg  # noqa: E402
from i18n import LOCALES, catalog, render  # noqa: E402

SAMPLE = {
    "en": """common-money = { $sign }${ $amount }
common-bank = Bottomline Bank
common-buys = { $player } buys { $count ->
    [one] one share
   *[other] { $count } shares
} of { $company } for { $price }.
common-waiting = Waiting for { $players }.
""",
    "zh-TW": """common-money = { $sign }${ $amount }
common-bank = 底線銀行
common-buys = { $player }以 { $price } 買進 { $count } 股{ $company }。
common-waiting = 等待{ $players }。
""",
    "ja": """common-money = { $sign }${ $amount }
common-bank = ボトムライン銀行
common-buys = { $player }は{ $company }の株を{ $count }枚、{ $price }で買いました。
common-waiting = { $players }を待っています。
""",
}
NAMES = {"1": "Alice", "2": "小明", "ai:1": "Ada (AI)"}
BUYS = msg("common-buys", player=as_player("2"), count=3, company=msg("common-bank"), price=as_money(18000))
WAITING = msg("common-waiting", players=as_list([as_player("1"), as_player("2"), as_player("ai:1")]))


def per_message(message: dict, locale: str, n: int) -> float:
    start = time.perf_counter()
    for _ in range(n):
        render(message, locale, NAMES)
    return 1e6 * (time.perf_counter() - start) / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20000)
    n = parser.parse_args().n
    for locale in LOCALES:
        start = time.perf_counter()
        catalog.bundle(locale)
        print(f"{locale:6} product catalogs loaded in {1000 * (time.perf_counter() - start):5.1f} ms")
    with tempfile.TemporaryDirectory() as folder:
        for locale, text in SAMPLE.items():
            (Path(folder) / locale).mkdir()
            (Path(folder) / locale / "common.ftl").write_text(text, encoding="utf-8")
        catalog.LOCALE_DIR = Path(folder)
        catalog.bundle.cache_clear()
        for locale in LOCALES:
            buys, waiting = per_message(BUYS, locale, n), per_message(WAITING, locale, n)
            print(f"{locale:6} narration {buys:5.1f} us  list of 3 {waiting:5.1f} us   "
                  f"{render(BUYS, locale, NAMES)} / {render(WAITING, locale, NAMES)}")


if __name__ == "__main__":
    main()
