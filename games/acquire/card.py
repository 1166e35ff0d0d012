"""Acquire's table card: whose turn and what step, the chains on the board (size, share price,
shares left in the bank, majority and minority bonus, safe), a merger under way, and cash and shares when holdings are open; at the end the chains
that paid out and each player's final money, and the tiles left in every hand."""
from __future__ import annotations

from games.base import GameState, Message, as_money, as_player, msg
from games.acquire.words import chain
from games.cardlines import commas, ranked, revealed


def _chains(view: dict) -> list[Message]:
    """A line per chain on the board: what buying, founding and merging it is worth."""
    return [msg("acquire-facts-chain", name=chain(c["name"]), size=c["size"], price=as_money(c["price"]),
                     left=c["bank"], majority=as_money(c["majority"]), minority=as_money(c["minority"]),
                     safe="yes" if c["safe"] else "no")
            for c in view["chains"] if c["on_board"]]


def _shares(shares: dict[str, int]) -> Message:
    return commas([msg("card-shares", count=n, what=chain(name)) for name, n in shares.items() if n])


def card_lines(view: dict) -> list[Message]:
    actor = (view["to_act"] or [view["turn"]])[0]
    lines: list[Message] = [
        msg("acquire-facts-phase", phase=view["phase"], player=as_player(actor),
            bought=view["bought"], most=view["max_buys"]),
        msg("acquire-facts-chains", count=sum(1 for c in view["chains"] if c["on_board"]), tiles=view["tiles_left"]),
        *_chains(view),
    ]
    merger = view.get("merger")
    if merger and merger.get("defunct") and merger.get("survivor"):
        lines.append(msg("acquire-facts-merger", defunct=chain(merger["defunct"]), survivor=chain(merger["survivor"]),
                         price=as_money(merger["price"])))
    holdings = view.get("holdings")
    if holdings:
        for player in view["players"]:
            held = holdings[player]
            lines.append(msg("acquire-facts-seat", player=as_player(player), cash=as_money(held["cash"]),
                             shares=_shares(held["shares"])))
    else:
        lines.append(msg("acquire-facts-holdings-secret"))
    return lines


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    lines = ranked(scores, winners, as_money)
    lines.append(msg("acquire-facts-end-chains"))
    lines += [msg("acquire-facts-payout", name=chain(c["name"]), size=c["size"], price=as_money(c["price"]),
                  majority=as_money(c["majority"]), minority=as_money(c["minority"]))
              for c in view["chains"] if c["on_board"]]
    for player, held in (view.get("holdings") or {}).items():
        lines.append(msg("acquire-facts-final", player=as_player(player), cash=as_money(held["cash"]),
                         shares=_shares(held["shares"])))
    return lines


def reveal(state: GameState) -> list[Message]:
    return [revealed(p, msg("acquire-facts-held", tiles=commas([t["tile"] for t in state.view(p).get("hand", [])])))
            for p in state.players]
