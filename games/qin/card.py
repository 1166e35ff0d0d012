"""Qin's table card: the board, whose move, tiles in the pile, and per player pagodas on the
board and left, villages and provinces held (each province's size), the villages nobody holds; at the end the pagodas placed and left over, why
the board ended, and the tiles left in every hand."""
from __future__ import annotations

from games.base import GameState, Message, as_player, msg
from games.cardlines import commas, ranked, revealed
from games.qin.texts import board_name, tile_name


def card_lines(view: dict) -> list[Message]:
    actor = (view["to_act"] or [view["turn"]])[0]
    lines: list[Message] = [msg("qin-facts-phase", board=board_name(view["side"]), number=view["board_number"],
                                boards=view["boards"], phase=view["phase"], player=as_player(actor),
                                pile=view["pile"])]
    for player in view["players"]:
        lines.append(msg("qin-facts-seat", player=as_player(player), placed=view["on_board"][player],
                         left=view["supply"][player],
                         villages=sum(1 for v in view["villages"] if v["owner"] == player),
                         provinces=sum(1 for p in view["provinces"] if p["owner"] == player),
                         sizes=commas(sorted((p["size"] for p in view["provinces"] if p["owner"] == player),
                                             reverse=True))))
    lines.append(msg("qin-facts-free", cells=commas([v["cell"] for v in view["villages"] if v["owner"] is None])))
    return lines


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    lines = ranked(scores, winners)
    lines.append(msg("qin-facts-end", reason="blocked" if view.get("end_reason") == "blocked" else "placed"))
    for player in view["players"]:
        lines.append(msg("qin-facts-final", player=as_player(player), placed=scores.get(player, 0),
                         left=view["left_over"][player]))
    return lines


def reveal(state: GameState) -> list[Message]:
    return [revealed(p, msg("qin-facts-held", tiles=commas([tile_name(t) for t in state.view(p).get("hand") or []])))
            for p in state.players]
