"""Every number a decision depends on is in words: the table card or the acting player's private panel.

A seeded game of each game is walked (tests/helpers/random_play.py); before each move, for the
player to act, the card's lines (from the public view) and the private panel's text (the player's
secrets and the labels of their legal moves) are rendered in the reader's language, and each
number the decision depends on must be there, next to the name it belongs to (in the same
" · "-separated part of a line). Checked per game:

- Acquire: each chain on the board: size, share price, shares left in the bank, majority and
  minority bonus; the merger's share price; the player's own cash.
- Stockpile: each company's price; each forecast shown face up; the player's own forecast; each
  pile's bid and how many of its cards lie face down; each seat's cash.
- Futures!: each commodity's price and the ladder's next step down and up; the whole ladder; each
  marker's price and what it would settle for; each player's money.
- Qin: each player's pagodas left, villages held and the size of each province held; the
  squares of the villages nobody holds; the tiles in the pile.
- 1920 Wall Street: each stock's price; the trend card's spot and cash; each card's cost on each
  spot of the circle; each seat's cash, capital and loans.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Callable, Iterator

import pytest

from games import GAMES
from games.acquire.words import chain
from games.futures.words import commodity
from games.stockpile.words import company
from games.wallstreet.words import stock
from i18n import LOCALES, render
from random_play import random_walk

NAMES = {"p0": "Ada", "p1": "吉田たろう", "p2": "Zoë"}
PARTS = re.compile(r"\n| · |·")
Need = tuple[Any, list[str]]          # (a message naming what the numbers belong to, or None: anywhere), numbers


LOCALE = ["en"]                       # the locale being checked (the needs below write money in it)


def money(amount: int, unit: str = "common-money") -> str:
    """An amount as the catalogs write it in the locale being checked ("$4,000"; 1920 Wall Street's "4元")."""
    return render({"msg": unit, "args": {"amount": abs(amount), "sign": "-" if amount < 0 else ""}}, LOCALE[0])


def street(amount: int) -> str:
    return money(amount, "wallstreet-money")


def acquire(view: dict, own: dict, legal: list[dict]) -> Iterator[Need]:
    for c in view["chains"]:
        if c["on_board"]:
            yield chain(c["name"]), [str(c["size"]), money(c["price"]), str(c["bank"]), money(c["majority"]),
                                     money(c["minority"])]
    merger = view.get("merger") or {}
    if merger.get("defunct") and merger.get("survivor"):
        yield None, [money(merger["price"])]
    yield None, [money(own["cash"])]


def stockpile(view: dict, own: dict, legal: list[dict]) -> Iterator[Need]:
    unit = view["price_unit"]
    for c in view["companies"]:
        yield company(c["key"]), [money(c["price"] * unit)]
    for p in ([view["public_pair"]] if view.get("public_pair") else []) + list(view.get("revealed") or []):
        yield company(p["company"]), [p["forecast"]]
    for p in (own.get("you") or {}).get("pairs") or []:
        yield company(p["company"]), [p["forecast"]]
    if view["phase"] in ("supply", "predemand", "demand"):
        bids = view.get("bids") or []
        for i, pile in enumerate(view["piles"]):
            numbers = [str(sum(1 for c in pile if not c["up"]))]
            if i < len(bids) and bids[i]:
                numbers.append(money(bids[i]["amount"]))
            yield None, numbers
    for seat in view["seats"]:
        yield None, [money(seat["cash"])]


def futures(view: dict, own: dict, legal: list[dict]) -> Iterator[Need]:
    ladder = view["ladder"]
    for c in view["commodities"]:
        row = view["price_rows"][c["key"]]
        yield commodity(c["key"]), [str(view["prices"][c["key"]]), str(ladder[max(0, row - 1)]),
                                    str(ladder[min(len(ladder) - 1, row + 1)])]
    yield None, [" ".join(map(str, ladder))]
    for m in view["markers"]:
        yield commodity(m["commodity"]), [str(m["price"]), money(m["value"])]
    for player in view["players"]:
        yield None, [money(view["money"][player])]


def qin(view: dict, own: dict, legal: list[dict]) -> Iterator[Need]:
    for player in view["players"]:
        sizes = sorted((p["size"] for p in view["provinces"] if p["owner"] == player), reverse=True)
        yield player, [str(view["supply"][player]), str(sum(1 for v in view["villages"] if v["owner"] == player)),
                       *map(str, sizes)]
    yield None, [v["cell"] for v in view["villages"] if v["owner"] is None] + [str(view["pile"])]


def wallstreet(view: dict, own: dict, legal: list[dict]) -> Iterator[Need]:
    for name, price in zip(view["stocks"], view["prices"]):
        yield stock(name), [street(price)]
    yield None, [str(view["trend_spot"]), street(view["trend_cash"])]
    for spot in view["rondel"]:
        yield None, [street(c["cost"]) for c in spot["cards"]]
    for seat in view["seats"]:
        yield seat["id"], [street(seat["cash"]), str(seat["capital"]), str(seat["loans"])]


NEEDS: dict[str, Callable[[dict, dict, list[dict]], Iterator[Need]]] = {
    "acquire": acquire, "stockpile": stockpile, "futures": futures, "qin": qin, "wallstreet": wallstreet}


def kind(action: dict) -> str:
    return str(action.get("type") or action.get("kind") or action.get("action") or sorted(action))


def words(state: Any, player: str, legal: list[dict], locale: str) -> tuple[list[str], str]:
    """The card's and the private panel's parts (" · "-separated pieces of each line), and all of it."""
    game = GAMES[state.view(None)["game"]]
    lines = [render(m, locale, NAMES) for m in game.card_lines(state.view(None))]
    lines.append(render(state.secret_message(player), locale, NAMES))
    lines += [render(state.label(a), locale, NAMES) for a in legal]
    every = "\n".join(lines)
    return [part for part in PARTS.split(every) if part.strip()], every


def missing(state: Any, player: str, legal: list[dict], locale: str) -> list[str]:
    LOCALE[0] = locale
    parts, every = words(state, player, legal, locale)
    key = state.view(None)["game"]
    lost = []
    for name, numbers in NEEDS[key](state.view(None), state.view(player), legal):
        if name is None:
            lost += [f"{n!r} anywhere" for n in numbers if n not in every]
            continue
        said = NAMES[name] if isinstance(name, str) else render(name, locale)
        near = [part for part in parts if said in part]
        if len(numbers) > 1 and isinstance(name, str):        # a player: their seat line, whole
            near = [line for line in every.split("\n") if line.startswith(said)]
        lost += [f"{n!r} by {said!r}" for n in numbers if not any(n in part for part in near)]
    return lost


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", list(NEEDS))
def test_every_number_a_decision_needs_is_in_words(key: str, locale: str) -> None:
    seen: Counter[str] = Counter()
    for seed in (3, 11):
        for step, (state, player, legal) in enumerate(random_walk(key, list(NAMES), seed)):
            kinds = {kind(a) for a in legal}
            if step % 7 and kinds <= set(seen):        # every new kind of decision, and every 7th move
                continue
            seen.update(kinds)
            lost = missing(state, player, legal, locale)
            assert not lost, f"{key} seed {seed} step {step} ({sorted(kinds)}): {lost}"
    assert len(seen) >= {"qin": 1}.get(key, 3), seen


def test_the_check_fails_when_a_number_is_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Acquire's card without its bonuses: the bonuses are missed (the test above can fail)."""
    import games.acquire.card as card
    state = random_walk("acquire", list(NAMES), 3, steps=90).play()
    player = state.to_act()[0]
    assert missing(state, player, state.legal_actions(player), "ja") == []
    monkeypatch.setattr(card, "as_money", lambda amount: {"money": 1} if amount >= 2000 else {"money": amount})
    assert any("by" in lost for lost in missing(state, player, state.legal_actions(player), "ja"))
