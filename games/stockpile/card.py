"""Stockpile's table card: round and phase, share prices, known forecasts, each seat's cash and
shares; at the end each player's final money as it was made, and their forecasts revealed."""
from __future__ import annotations

from games.base import GameState, Message, as_money, as_player, msg
from games.cardlines import commas, dots, ranked, revealed
from games.stockpile.words import card, company, pair, phase


def card_lines(view: dict) -> list[Message]:
    unit = view.get("price_unit", 1)
    lines: list[Message] = [
        msg("stockpile-facts-phase", round=view["round"], rounds=view["rounds_total"], phase=phase(view["phase"])),
    ]
    if view.get("to_act"):          # what the player to act does: the phase's name alone did not say
        lines.append(msg("stockpile-facts-doing", player=as_player(view["to_act"][0]), phase=view["phase"]))
    lines += [
        msg("stockpile-facts-prices", prices=dots([
            msg("card-price", name=company(c["key"]), price=as_money(c["price"] * unit))
            for c in view["companies"]])),
    ]
    known = ([view["public_pair"]] if view.get("public_pair") else []) + list(view.get("revealed") or [])
    if known:
        lines.append(msg("stockpile-facts-forecasts",
                         forecasts=dots([pair(p["company"], p["forecast"]) for p in known])))
    lines += _piles(view)
    for seat in view["seats"]:
        lines.append(msg("stockpile-facts-seat", player=as_player(seat["player"]), cash=as_money(seat["cash"]),
                         shares=seat["portfolio_count"]))
    return lines


def _piles(view: dict) -> list[Message]:
    """While the piles are built and bid on: each pile's face-up cards, how many lie face down, its bid."""
    if view["phase"] not in ("supply", "predemand", "demand") or not any(view["piles"]):
        return []
    bids = view.get("bids") or []
    lines = []
    for i, pile in enumerate(view["piles"]):
        bid = bids[i] if i < len(bids) else None
        lines.append(msg("stockpile-facts-pile", pile=i + 1, cards=commas([card(c["card"]) for c in pile if c["up"]]),
                         down=sum(1 for c in pile if not c["up"]),
                         bid=msg("stockpile-facts-bid", amount=as_money(bid["amount"]), player=as_player(bid["player"]))
                         if bid else msg("stockpile-facts-no-bid")))
    return lines


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    lines = ranked(scores, winners, as_money)
    for seat in view["seats"]:
        final = seat.get("final")
        if not final:
            continue
        cash = final["total"] + final["unpaid"] - final["bonus"] - final["shares"]
        lines.append(msg("stockpile-facts-final", player=as_player(seat["player"]), total=as_money(final["total"]),
                         cash=as_money(cash), bonus=as_money(final["bonus"]), shares=as_money(final["shares"]),
                         unpaid=as_money(final["unpaid"])))
    return lines


def reveal(state: GameState) -> list[Message]:
    lines: list[Message] = []
    for player in state.players:
        you = state.view(player).get("you") or {}
        held = [msg("card-shares", count=n, what=company(key)) for key, n in (you.get("portfolio") or {}).items()]
        forecasts = [pair(p["company"], p["forecast"]) for p in you.get("pairs") or []]
        lines.append(revealed(player, msg("stockpile-facts-held", shares=commas(held), forecasts=commas(forecasts))))
    return lines
