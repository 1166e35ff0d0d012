"""Build a game in a chosen position (for tests, worked examples and bug reports).

    state = build(["a", "b", "c"], chains={"Tower": ["1A", "2A"]}, hands={"a": ["3A"]})

Tiles not on the board and not in a hand form the draw pile: `bag` first, the
rest in board order. Bank shares are 25 minus what the players hold.
"""
from __future__ import annotations

from games.acquire import board as B
from games.acquire.content import rules
from games.acquire.game import GAME
from games.acquire.state import AcquireState


def build(players: list[str], chains: dict[str, list[str]] | None = None, lone: list[str] | None = None,
          hands: dict[str, list[str]] | None = None, shares: dict[str, dict[str, int]] | None = None,
          cash: dict[str, int] | None = None, bag: list[str] | None = None, turn: int = 0,
          options: dict | None = None, bank: dict[str, int] | None = None) -> AcquireState:
    state = GAME.new(list(players), 0, options)
    r = rules()
    n = len(players)
    board = [B.EMPTY] * B.CELLS
    sizes = [0] * 7
    for name, tiles in (chains or {}).items():
        chain = state.chain_index[name.lower()]
        for t in tiles:
            board[B.CELL_OF[t]] = chain
        sizes[chain] = len(tiles)
    for t in lone or []:
        board[B.CELL_OF[t]] = B.LONE
    state.board, state.sizes = board, sizes
    state.hands = [[B.CELL_OF[t] for t in (hands or {}).get(p, [])] for p in players]
    used = {c for c in range(B.CELLS) if board[c] != B.EMPTY} | {c for h in state.hands for c in h}
    first = [B.CELL_OF[t] for t in bag or []]
    state.bag = first + [c for c in range(B.CELLS) if c not in used and c not in set(first)]
    state.drawn = 0
    state.shares = [[0] * 7 for _ in range(n)]
    for p, held in (shares or {}).items():
        for name, k in held.items():
            state.shares[players.index(p)][state.chain_index[name.lower()]] = k
    state.bank = [r.play.shares_per_chain - sum(row[c] for row in state.shares) for c in range(7)]
    for name, k in (bank or {}).items():
        state.bank[state.chain_index[name.lower()]] = k
    state.cash = [(cash or {}).get(p, r.play.starting_cash) for p in players]
    state.starters = []
    state.dead = []
    state.merger = None
    state.turn = turn
    state._legal = None
    state._start_turn([])
    return state


def row(first: int, last: int, letter: str) -> list[str]:
    """Tiles first..last of one row: row(1, 5, "A") -> 1A..5A."""
    return [f"{i}{letter}" for i in range(first, last + 1)]
