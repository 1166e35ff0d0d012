"""1920 Wall Street's table card: whose move and what they decide, share prices, the trend, and
each player's cash, capital, loans, shares and market cards held; at the end each score's parts,
and every player's shares, market cards and capital card revealed."""
from __future__ import annotations

from games.base import GameState, Message, as_player, msg
from games.cardlines import commas, dots, ranked, revealed
from games.wallstreet.words import card as card_name, cash, stock


def card_lines(view: dict) -> list[Message]:
    prompt = view.get("prompt") or {}
    actor = prompt.get("player") or (view["to_act"] or [view["turn"]])[0]
    lines: list[Message] = [
        msg("wallstreet-facts-turn", player=as_player(actor) if actor else msg("card-none"),
            kind=str(prompt.get("kind", "over"))),
        msg("wallstreet-facts-prices", prices=dots([msg("card-price", name=stock(s), price=cash(p))
                                                   for s, p in zip(view["stocks"], view["prices"])])),
        msg("wallstreet-facts-trend", spot=view["trend_spot"], direction=view["trend_dir"],
            cash=cash(view["trend_cash"])),
    ]
    lines.append(msg("wallstreet-facts-rondel", spots=dots([_spot(spot, view) for spot in view["rondel"]])))
    for seat in view["seats"]:
        lines.append(msg("wallstreet-facts-seat", player=as_player(seat["id"]), cash=cash(seat["cash"]),
                         capital=seat["capital"], loans=seat["loans"], shares=seat["shares"],
                         market=seat["market_cards"]))
    return lines


def _spot(spot: dict, view: dict) -> Message:
    """One spot of the circle: its number (from 0, as the board picture, the panels and the typed
    moves number them), its cards with their cost, the trend card, the pawns on it."""
    number = spot["spot"]
    cards = [msg("wallstreet-facts-card", card=card_name(c), cost=cash(c["cost"])) for c in spot["cards"]]
    if spot["trend"]:
        cards.append(msg("wallstreet-facts-trend-here"))
    pawns = [as_player(seat["id"]) for seat in view["seats"] if seat.get("pawn") == spot["spot"]]
    what = commas(cards)
    if pawns:
        what = msg("wallstreet-facts-pawns", what=what, players=commas(pawns))
    return msg("wallstreet-facts-spot", number=number, what=what)


def _finals(view: dict) -> list[dict]:
    final = view.get("final")
    return final.get("players", []) if isinstance(final, dict) else []


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    lines = ranked(scores, winners)
    for player in _finals(view):
        b = player["breakdown"]
        lines.append(msg("wallstreet-facts-final", player=as_player(player["id"]), total=b["total"],
                         shares=b["shares"], market=b["market"], cash=b["cash"], loans=b["loans"],
                         tycoon=b["tycoon"]))
    return lines


def reveal(state: GameState) -> list[Message]:
    lines: list[Message] = []
    for player in _finals(state.view(None)):
        capital = player.get("capital_card") or {}
        back = (msg("wallstreet-facts-capital", stock=stock(capital["stock"]), double="yes" if capital.get("double")
                    else "no", points=capital.get("points", 0)) if capital.get("stock") else msg("card-none"))
        lines.append(revealed(player["id"], msg("wallstreet-facts-held",
                                                shares=commas([card_name(c) for c in player["shares"]]),
                                                market=commas([card_name(c) for c in player["market"]]),
                                                capital=back)))
    return lines
