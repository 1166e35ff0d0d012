"""Futures!'s table card: round, phase and step, the three prices with the ladder's next steps, the
ladder, each player's money, markers
(what each would settle for now) and cards in hand; at the end each final settlement, and the
cards left in every hand."""
from __future__ import annotations

from games.base import GameState, Message, as_money, as_player, msg
from games.cardlines import commas, dots, ranked, revealed
from games.futures.words import card, commodity, side


def card_lines(view: dict) -> list[Message]:
    acting = view["to_act"] or ([view["turn"]] if view.get("turn") else [])
    lines: list[Message] = [
        msg("futures-facts-phase", round=view["round"], rounds=view["rounds"],
            phase=msg(f"futures-pic-phase-{view['phase']}"),
            step="reveal" if view["phase"] == "late" and view["step"] == "card" else view["step"]),
        msg("futures-facts-prices", prices=dots([_price(view, c["key"]) for c in view["commodities"]])),
        msg("futures-facts-ladder", steps=" ".join(str(step) for step in view["ladder"])),
    ]
    lines.append(msg("futures-facts-field", slots=dots([
        msg("futures-facts-slot", slot=f["slot"], card=card(f["card"]) if f["card"] and not f["face_down"]
            else msg("futures-facts-face-down")) for f in view["field"]])))
    if acting and view["phase"] not in ("carry", "over"):
        lines.append(msg("futures-facts-actions", player=as_player(acting[0]), left=view["actions_left"]))
    for player in view["players"]:
        markers = [msg("futures-facts-marker", commodity=commodity(m["commodity"]), side=side(m["side"]),
                       price=m["price"], value=as_money(m["value"]))
                   for m in view["markers"] if m["player"] == player]
        lines.append(msg("futures-facts-seat", player=as_player(player), colour=view["colour_names"][player],
                         money=as_money(view["money"][player]), cards=view["hand_counts"][player],
                         markers=commas(markers)))
    return lines


def _price(view: dict, key: str) -> Message:
    """A commodity's price with the ladder's next step down and up (the same at an end)."""
    ladder, row = view["ladder"], view["price_rows"][key]
    return msg("futures-facts-price", name=commodity(key), price=view["prices"][key],
               down=ladder[max(0, row - 1)], up=ladder[min(len(ladder) - 1, row + 1)])


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    lines = ranked(scores, winners, as_money)
    for final in view.get("final") or []:
        lines.append(msg("futures-facts-final", player=as_player(final["player"]),
                         money=as_money(view["money"][final["player"]]), markers=final["markers"],
                         gains=as_money(final["gains"]), debts=as_money(final["debts"]),
                         forfeited=as_money(final["forfeited"])))
    return lines


def reveal(state: GameState) -> list[Message]:
    return [revealed(p, msg("futures-facts-held", cards=commas([card(c) for c in state.view(p).get("hand") or []])))
            for p in state.players]
