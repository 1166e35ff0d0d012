"""Acquire in play: the state, its phases, and every rule of a turn.

Phases (whose move in brackets):
  place     the player on turn places a tile (or declares the end)   [turn]
  found     they pick the chain their tile founds                     [turn]
  survivor  a merger with a tie for largest: they pick the survivor   [turn]
  order     several defunct chains tie in size: they pick the next    [turn]
  dispose   a holder of the defunct chain sells / trades / keeps      [holder, out of turn]
  buy       the player on turn buys up to three shares, then done     [turn]
  over      the game has ended
"""
from __future__ import annotations

from typing import Any

import copy
import json
import random

from games.acquire import board as B
from games.acquire.bonus import bonuses
from games.acquire.content import chains as chain_data, price_table, rules
from games.acquire.refusal import refusal
from games.acquire.words import chain as chain_msg, chain_or_text, joined_plus, joined_semicolon, tiles as tile_list
from games.base import (Action, Event, GameState, IllegalAction, Message, as_list, as_money, as_player, msg,
                        private_msg, public_msg)

R = rules()
PLAY = R.play
HAND = PLAY.hand_size
SAFE = PLAY.safe_size
END = PLAY.end_size
MAX_BUY = PLAY.max_buys_per_turn
TRADE = PLAY.trade_ratio
MAJ = R.bonus.majority_multiple
MIN = R.bonus.minority_multiple
UNIT = R.bonus.rounding_unit
EMPTY, LONE, NAMES = B.EMPTY, B.LONE, B.NAMES
PLAYABLE = frozenset(B.PLAYABLE)

# What a tile in hand would do if placed now, for secret_message (a lone tile needs no note):
# the message acquire-tile-note-<status>.
NOTED = frozenset({B.FOUND, B.GROW, B.MERGE, B.WAITS, B.DEAD})
# bonuses()' titles -> acquire-bonus-<key>
BONUS_KEYS = {"majority and minority": "both", "shared majority and minority": "shared-both",
              "majority": "majority", "minority": "minority", "shared minority": "shared-minority"}

DONE: Action = {"type": "done"}
KEEP: Action = {"type": "keep"}
DECLARE: Action = {"type": "declare_end"}
# Built once: the hot paths hand out these dicts instead of making new ones (callers never mutate them).
PLACE: tuple[Action, ...] = tuple({"type": "place", "tile": name} for name in NAMES)


class AcquireState(GameState):
    """Everything is plain lists and ints so dump()/load() are a json call each."""

    players: list[str]
    hints = ("hand.*.status",)     # what each tile would do now follows the public board

    def __init__(self, data: dict) -> None:
        self.players = data["players"]
        self.seed: int = data["seed"]
        self.options: dict = data["options"]
        self.board: list[int] = data["board"]
        self.sizes: list[int] = data["sizes"]
        self.bank: list[int] = data["bank"]
        self.shares: list[list[int]] = data["shares"]
        self.cash: list[int] = data["cash"]
        self.hands: list[list[int]] = data["hands"]
        self.bag: list[int] = data["bag"]
        self.drawn: int = data["drawn"]
        self.turn: int = data["turn"]
        self.phase: str = data["phase"]
        self.bought: int = data["bought"]
        self.tile: int | None = data["tile"]
        self.merger: dict | None = data["merger"]
        self.dead: list[int] = data["dead"]
        self.ended: str | None = data["ended"]
        self.starters: list[int] = data["starters"]
        self._setup()

    def _setup(self) -> None:
        edition = self.options["edition"]
        self.specs = chain_data().editions[edition].chains
        self.chain_names = [c.name for c in self.specs]
        self.chain_index = {c.name.lower(): i for i, c in enumerate(self.specs)}
        self.prices = price_table(edition)
        self.round_up = self.options["bonus_rounding"] == "up"
        self.open = bool(self.options["open_holdings"])
        self.n = len(self.players)
        self.seat = {p: i for i, p in enumerate(self.players)}
        self._legal: tuple[int, list[Action]] | None = None
        self._buy_actions = tuple({"type": "buy", "chain": name} for name in self.chain_names)

    # ------------------------------------------------------------------ dump
    def _data(self) -> dict:
        return {
            "players": self.players, "seed": self.seed, "options": self.options,
            "board": self.board, "sizes": self.sizes, "bank": self.bank, "shares": self.shares,
            "cash": self.cash, "hands": self.hands, "bag": self.bag, "drawn": self.drawn,
            "turn": self.turn, "phase": self.phase, "bought": self.bought, "tile": self.tile,
            "merger": self.merger, "dead": self.dead, "ended": self.ended,
            "starters": self.starters,
        }

    def dump(self) -> str:
        return json.dumps(self._data(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "AcquireState":
        return cls(json.loads(text))

    def copy(self) -> "AcquireState":
        return AcquireState(json.loads(self.dump()))

    # ------------------------------------------------------------- small facts
    def price(self, chain: int) -> int:
        return self.prices[chain][self.sizes[chain]]

    def status(self, cell: int) -> str:
        return B.classify(self.board, self.sizes, cell, SAFE)

    def current_merger(self) -> dict:
        """The merger under way (phases survivor, order and dispose)."""
        assert self.merger is not None, f"no merger in phase {self.phase}"
        return self.merger

    def placed_tile(self) -> int:
        """The tile placed this turn, while the chain it founds or the merger it starts is settled."""
        assert self.tile is not None, f"no tile placed in phase {self.phase}"
        return self.tile

    def actor(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "dispose":
            return self.current_merger()["queue"][0]
        return self.turn

    def can_declare(self) -> bool:
        """The rule text: a chain of 41+ tiles, or every chain on the board safe."""
        any_chain = unsafe = False
        for size in self.sizes:
            if size:
                if size >= END:
                    return True
                any_chain = True
                if size < SAFE:
                    unsafe = True
        return any_chain and not unsafe

    def _buyable(self, seat: int) -> list[int]:
        if self.bought >= MAX_BUY:
            return []
        cash = self.cash[seat]
        return [c for c in range(7) if self.sizes[c] and self.bank[c] and self.prices[c][self.sizes[c]] <= cash]

    def _shares_on_sale(self) -> bool:
        """Whether anything could be bought this turn, judged on public facts only.

        A player short of cash still says "done" themselves, so the table never
        learns from an automatic pass that their cash is low.
        """
        if self.bought >= MAX_BUY:
            return False
        for c in range(7):
            if self.sizes[c] and self.bank[c]:
                return True
        return False

    def _has_playable(self, seat: int) -> bool:
        board, sizes = self.board, self.sizes
        for cell in self.hands[seat]:
            if B.classify(board, sizes, cell, SAFE) in PLAYABLE:
                return True
        return False

    # ------------------------------------------------------------- contract
    def to_act(self) -> list[str]:
        seat = self.actor()
        return [] if seat is None else [self.players[seat]]

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> dict[str, int]:
        return dict(zip(self.players, self.cash))

    def winners(self) -> list[str]:
        if self.phase != "over":
            return []
        best = max(self.cash)
        return [p for p, c in zip(self.players, self.cash) if c == best]

    def legal_actions(self, player: str) -> list[Action]:
        seat = self.seat.get(player)
        if seat is None or seat != self.actor():
            return []
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        legal = self._compute_legal(seat)
        self._legal = (seat, legal)
        return list(legal)

    def _compute_legal(self, seat: int) -> list[Action]:
        phase = self.phase
        names = self.chain_names
        if phase == "place":
            board, sizes = self.board, self.sizes
            classify = B.classify
            out: list[Action] = [
                PLACE[cell] for cell in sorted(self.hands[seat], key=B.rank)
                if classify(board, sizes, cell, SAFE) in PLAYABLE
            ]
            if self.can_declare():
                out.append(DECLARE)
            return out
        if phase == "buy":
            buy = self._buy_actions
            out = [buy[c] for c in self._buyable(seat)]
            if self.can_declare():
                out.append(DECLARE)
            out.append(DONE)
            return out
        if phase == "found":
            return [{"type": "found", "chain": names[c]} for c in range(7) if not self.sizes[c]]
        m = self.merger
        if m is None:                   # only the merger's phases are left
            return []
        if phase == "survivor":
            return [{"type": "survivor", "chain": names[c]} for c in m["candidates"]]
        if phase == "order":
            return [{"type": "defunct", "chain": names[c]} for c in m["candidates"]]
        if phase == "dispose":
            d, s = m["current"], m["survivor"]
            held = self.shares[seat][d]
            name = names[d]
            out = [{"type": "sell", "chain": name, "count": k} for k in range(1, held + 1)]
            pairs = min(held // TRADE, self.bank[s])
            out.extend({"type": "trade", "chain": name, "count": k} for k in range(1, pairs + 1))
            out.append(KEEP)
            return out
        return []

    # ---------------------------------------------------------------- apply
    def apply(self, player: str, action: Action) -> list[Event]:
        seat = self.seat.get(player)
        if seat is None or seat != self.actor():
            self.require_turn(player)
        assert seat is not None                 # require_turn refused anyone else
        if isinstance(action, dict) and action.get("type") == "buy" and "chains" in action:
            return self._buy_several(player, action)
        cached = self._legal
        if cached is not None and cached[0] == seat:
            legal = cached[1]
        else:
            legal = self._compute_legal(seat)
            self._legal = (seat, legal)
        try:
            found = legal[legal.index(action)]  # the canonical form: nothing of the caller's dict is kept
        except ValueError:
            raise self._refusal(seat, action, legal) from None
        if "count" in found and type(action["count"]) is not int:
            # 1.0 and True compare equal to 1 but must not put floats or bools in the books
            raise self._refusal(seat, action, legal)
        action = found
        kind = action["type"]
        self._legal = None          # handlers may refill it for the next actor (see _start_turn)
        events: list[Event] = []
        if kind == "place":
            self._place(seat, B.CELL_OF[action["tile"]], events)
        elif kind == "buy":
            self._buy(seat, self.chain_index[action["chain"].lower()], events)
        elif kind == "done":
            self._end_turn(events)
        elif kind == "declare_end":
            events.append(public_msg("acquire-declare", player=as_player(player)))
            self._finish("declared", events)
        elif kind == "found":
            self._found(seat, self.chain_index[action["chain"].lower()], events)
        elif kind == "survivor":
            self._choose_survivor(self.chain_index[action["chain"].lower()], events)
        elif kind == "defunct":
            self._resolve(self.chain_index[action["chain"].lower()], events)
        elif kind in ("sell", "trade", "keep"):
            self._dispose(seat, kind, action.get("count", 0), events)
        return events

    def _refusal(self, seat: int, action: object, legal: list[Action]) -> IllegalAction:
        told = refusal(self, seat, action, legal)
        return IllegalAction(told["msg"], **told["args"])

    def chain(self, index: int) -> Message:
        """Chain `index` as a message (its catalog term)."""
        return chain_msg(self.chain_names[index])

    # -------------------------------------------------------------- placing
    def _place(self, seat: int, cell: int, events: list[Event]) -> None:
        what = B.classify(self.board, self.sizes, cell, SAFE)
        self.hands[seat].remove(cell)
        self.tile = cell
        who = as_player(self.players[seat])
        name = NAMES[cell]
        board = self.board
        if what == B.LONE_TILE:
            board[cell] = LONE
            events.append(public_msg("acquire-place", player=who, tile=name))
            self._to_buy(events)
        elif what == B.FOUND:
            board[cell] = LONE
            events.append(public_msg("acquire-place-found", player=who, tile=name))
            free = [c for c in range(7) if not self.sizes[c]]
            if len(free) == 1:          # no choice to make: the last free chain is founded at once
                self._found(seat, free[0], events)
            else:
                self.phase = "found"
        elif what == B.GROW:
            chain = B.adjacent_chains(board, cell)[0]
            board[cell] = LONE
            grown = self._absorb(cell, chain)
            events.append(public_msg("acquire-place-grow", player=who, tile=name, chain=self.chain(chain),
                                     grown=grown, size=self.sizes[chain]))
            self._to_buy(events)
        else:  # MERGE
            touched = B.adjacent_chains(board, cell)
            board[cell] = LONE
            sizes = self.sizes
            touched.sort(key=lambda c: -sizes[c])
            top = sizes[touched[0]]
            tied = [c for c in touched if sizes[c] == top]
            listing = [msg("acquire-chain-size", chain=self.chain(c), size=sizes[c]) for c in touched]
            events.append(public_msg("acquire-place-merge", player=who, tile=name,
                                     chains=as_list(listing, style="unit")))
            self.merger = {"maker": seat, "chains": touched, "survivor": None, "candidates": tied,
                           "pending": [], "current": None, "price": 0, "queue": [], "revealed": []}
            if len(tied) > 1:
                self.phase = "survivor"
            else:
                self._choose_survivor(touched[0], events)

    def _absorb(self, cell: int, chain: int) -> int:
        """The placed tile and the lone tiles it connects join `chain`; returns how many."""
        board = self.board
        group = B.lone_group(board, cell)
        for c in group:
            board[c] = chain
        self.sizes[chain] += len(group)
        return len(group)

    def _found(self, seat: int, chain: int, events: list[Event]) -> None:
        size = self._absorb(self.placed_tile(), chain)
        who = as_player(self.players[seat])
        free = min(PLAY.founder_free_shares, self.bank[chain])
        if free:
            self.bank[chain] -= free
            self.shares[seat][chain] += free
            events.append(public_msg("acquire-found", player=who, chain=self.chain(chain), size=size, free=free))
        else:
            events.append(public_msg("acquire-found-no-share", player=who, chain=self.chain(chain), size=size))
        self._to_buy(events)

    # -------------------------------------------------------------- mergers
    def _choose_survivor(self, survivor: int, events: list[Event]) -> None:
        m = self.current_merger()
        m["survivor"] = survivor
        m["pending"] = [c for c in m["chains"] if c != survivor]
        if len(m["candidates"]) > 1:
            events.append(public_msg("acquire-survives-chosen", chain=self.chain(survivor)))
        else:
            events.append(public_msg("acquire-survives-largest", chain=self.chain(survivor)))
        self._next_defunct(events)

    def _next_defunct(self, events: list[Event]) -> None:
        m = self.current_merger()
        pending = m["pending"]
        if not pending:
            survivor = m["survivor"]
            self._absorb(self.placed_tile(), survivor)
            events.append(public_msg("acquire-merger-over", chain=self.chain(survivor), size=self.sizes[survivor]))
            self.merger = None
            self._to_buy(events)
            return
        sizes = self.sizes
        top = max(sizes[c] for c in pending)
        tied = [c for c in pending if sizes[c] == top]
        if len(tied) > 1:
            m["candidates"] = tied
            self.phase = "order"
            return
        self._resolve(tied[0], events)

    def _resolve(self, defunct: int, events: list[Event]) -> None:
        """Bonuses for one defunct chain, then its holders' disposal from the merge maker on."""
        m = self.current_merger()
        m["pending"].remove(defunct)
        m["current"] = defunct
        price = self.price(defunct)
        m["price"] = price
        held = [row[defunct] for row in self.shares]
        # The rule text: the defunct chain's shares are turned face up for all to see.
        m["revealed"] = held
        shown = [msg("acquire-holder", player=as_player(self.players[s]), count=h) for s, h in enumerate(held) if h]
        if shown:
            events.append(public_msg("acquire-defunct", chain=self.chain(defunct), price=as_money(price),
                                     holders=as_list(shown, style="unit")))
        else:
            events.append(public_msg("acquire-defunct-unheld", chain=self.chain(defunct), price=as_money(price)))
        self._pay_bonuses(defunct, held, price, events)
        maker = m["maker"]
        order = [(maker + k) % self.n for k in range(self.n)]
        m["queue"] = [s for s in order if held[s]]
        if m["queue"]:
            self.phase = "dispose"
        else:
            self._close_defunct(events)

    def _pay_bonuses(self, chain: int, held: list[int], price: int, events: list[Event]) -> None:
        paid = bonuses(held, MAJ * price, MIN * price, UNIT, self.round_up)
        if not paid:
            events.append(public_msg("acquire-no-bonus", chain=self.chain(chain)))
        for seat, amount, title in paid:
            self.cash[seat] += amount
            events.append(public_msg("acquire-bonus", player=as_player(self.players[seat]), chain=self.chain(chain),
                                     bonus=msg(f"acquire-bonus-{BONUS_KEYS[title]}"), amount=as_money(amount)))

    def _dispose(self, seat: int, kind: str, count: int, events: list[Event]) -> None:
        m = self.current_merger()
        d, s = m["current"], m["survivor"]
        who = as_player(self.players[seat])
        row = self.shares[seat]
        if kind == "sell":
            row[d] -= count
            self.bank[d] += count
            self.cash[seat] += count * m["price"]
            events.append(public_msg("acquire-sell", player=who, count=count, chain=self.chain(d),
                                     amount=as_money(count * m["price"])))
        elif kind == "trade":
            row[d] -= TRADE * count
            self.bank[d] += TRADE * count
            row[s] += count
            self.bank[s] -= count
            events.append(public_msg("acquire-trade", player=who, given=TRADE * count, chain=self.chain(d),
                                     count=count, survivor=self.chain(s)))
        else:
            events.append(public_msg("acquire-keep", player=who, count=row[d], chain=self.chain(d)))
        if kind == "keep" or row[d] == 0:
            m["queue"].pop(0)
            if not m["queue"]:
                self._close_defunct(events)

    def _close_defunct(self, events: list[Event]) -> None:
        m = self.current_merger()
        d, s = m["current"], m["survivor"]
        board = self.board
        for i in range(len(board)):
            if board[i] == d:
                board[i] = s
        self.sizes[s] += self.sizes[d]
        self.sizes[d] = 0
        m["current"] = None
        m["revealed"] = []
        m["queue"] = []
        self._next_defunct(events)

    # -------------------------------------------------------------- buying
    def combine(self, player: str, steps: list[Action]) -> Action | None:
        """Several shares bought at once ("buy 3 Tower"): one move, {"type": "buy", "chains": [...]}."""
        if steps and all(s.get("type") == "buy" and set(s) == {"type", "chain"} for s in steps):
            return {"type": "buy", "chains": [s["chain"] for s in steps]}
        return None

    def _buy_several(self, player: str, action: Action) -> list[Event]:
        """Buy every share of the list in turn, all or nothing: tried on a copy first (the copy's
        refusal is the one of the first share that cannot be bought), then narrated once."""
        chains = action.get("chains")
        if set(action) != {"type", "chains"} or not isinstance(chains, list) or not 1 <= len(chains) <= MAX_BUY \
                or not all(isinstance(c, str) for c in chains):
            seat = self.seat[player]
            told = refusal(self, seat, {"type": "buy"}, self._compute_legal(seat))
            raise IllegalAction("acquire-buy-steps", limit=MAX_BUY, allowed=told["args"].get("allowed", ""))
        trial = copy.deepcopy(self)
        for name in chains:
            trial.apply(player, {"type": "buy", "chain": name})
        events: list[Event] = []
        for name in chains:
            events.extend(self.apply(player, {"type": "buy", "chain": name}))
        bought = [e for e in events if e.get("msg") == "acquire-buy"]
        counts: dict[str, int] = {}
        for name in chains:
            counts[name.lower()] = counts.get(name.lower(), 0) + 1
        total = sum(e["args"]["price"]["money"] for e in bought)
        shares = as_list([msg("acquire-shares-of", count=n, chain=chain_msg(c)) for c, n in counts.items()])
        one = public_msg("acquire-buy-several", player=as_player(player), shares=shares, price=as_money(total))
        first = events.index(bought[0])
        return [*events[:first], one, *[e for e in events[first:] if e.get("msg") != "acquire-buy"]]

    def _to_buy(self, events: list[Event]) -> None:
        self.phase = "buy"
        self._maybe_skip_buy(events)

    def _maybe_skip_buy(self, events: list[Event]) -> None:
        """No shares for sale (or three bought) and no end to declare: the turn ends by itself."""
        if not self._shares_on_sale() and not self.can_declare():
            self._end_turn(events)

    def _buy(self, seat: int, chain: int, events: list[Event]) -> None:
        price = self.price(chain)
        self.cash[seat] -= price
        self.bank[chain] -= 1
        self.shares[seat][chain] += 1
        self.bought += 1
        events.append(public_msg("acquire-buy", player=as_player(self.players[seat]), chain=self.chain(chain),
                                 price=as_money(price)))
        self._maybe_skip_buy(events)

    # ------------------------------------------------------------ turn flow
    def _end_turn(self, events: list[Event]) -> None:
        self._close_turn(events)
        self._start_turn(events)

    def _close_turn(self, events: list[Event]) -> None:
        """End of a turn: the hand refilled, then dead tiles set aside and replaced, the next seat on turn.

        The text's order: the turn is place, buy, draw; *after* it, tiles that can never be placed are
        set aside and replaced. So a tile drawn dead, or a replacement that is itself dead, is set
        aside too: one at a time, until the hand holds none (replacements while the bag has tiles).
        """
        seat = self.turn
        hand = self.hands[seat]
        drawn = self._draw(seat)
        dead: list[int] = []
        if sum(1 for size in self.sizes if size >= SAFE) > 1:
            while (tile := next((c for c in hand if B.classify(self.board, self.sizes, c, SAFE) == B.DEAD),
                                None)) is not None:
                hand.remove(tile)
                dead.append(tile)
                drawn += self._draw(seat)
        self.dead.extend(dead)
        player = self.players[seat]
        if dead:
            events.append(public_msg("acquire-set-aside", player=as_player(player), count=len(dead),
                                     tiles=tile_list([NAMES[c] for c in dead])))
        if drawn:
            gone = [NAMES[c] for c in drawn if c in dead]
            got = tile_list([NAMES[c] for c in drawn])
            if gone:
                events.append(private_msg(player, "acquire-draw-dead", tiles=got, dead=tile_list(gone)))
            else:
                events.append(private_msg(player, "acquire-draw", tiles=got))
        self.turn = (seat + 1) % self.n

    def _draw(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        want = min(HAND - len(hand), len(self.bag) - self.drawn)
        if want <= 0:
            return []
        drawn = self.bag[self.drawn:self.drawn + want]
        self.drawn += want
        hand.extend(drawn)
        return drawn

    def _start_turn(self, events: list[Event]) -> None:
        """Begin the turn of self.turn; a seat that can neither place nor buy passes at once."""
        while True:
            self.phase = "place"
            self.bought = 0
            self.tile = None
            seat = self.turn
            legal = self._compute_legal(seat)
            if legal and legal[0]["type"] == "place":
                self._legal = (seat, legal)
                return
            if self._frozen():
                events.append(public_msg("acquire-frozen"))
                self._finish("frozen", events)
                return
            hand = self.hands[seat]
            who = as_player(self.players[seat])
            if hand:
                shown = tile_list([NAMES[c] for c in sorted(hand, key=B.sort_key)])
                events.append(public_msg("acquire-show-hand", player=who, tiles=shown))
            else:
                events.append(public_msg("acquire-no-tiles", player=who))
            self.phase = "buy"
            if self._shares_on_sale() or self.can_declare():
                return
            events.append(public_msg("acquire-nothing-to-buy"))
            self._close_turn(events)

    def _frozen(self) -> bool:
        """No hand holds a playable tile and no dead tile can be swapped for a new one."""
        if any(self._has_playable(s) for s in range(self.n)):
            return False
        if self.drawn >= len(self.bag):
            return True
        board, sizes = self.board, self.sizes
        return not any(B.classify(board, sizes, c, SAFE) == B.DEAD for hand in self.hands for c in hand)

    def _finish(self, reason: str, events: list[Event]) -> None:
        """Final bonuses for every chain on the board, then every share of them sold."""
        self.merger = None
        sold: list[list[Message]] = [[] for _ in range(self.n)]
        takings = [0] * self.n
        for chain in range(7):
            if not self.sizes[chain]:
                continue
            price = self.price(chain)
            held = [row[chain] for row in self.shares]
            self._pay_bonuses(chain, held, price, events)
            for seat, h in enumerate(held):
                if h:
                    self.cash[seat] += h * price
                    self.shares[seat][chain] = 0
                    self.bank[chain] += h
                    sold[seat].append(msg("acquire-shares", count=h, chain=self.chain(chain)))
                    takings[seat] += h * price
        if any(sold):
            # Say what the shares fetched, so the final money adds up for the table.
            sales = [msg("acquire-sale", player=as_player(p), shares=as_list(sold[s], style="unit"),
                         amount=as_money(takings[s])) for s, p in enumerate(self.players) if sold[s]]
            events.append(public_msg("acquire-final-sale", sales=joined_semicolon(sales)))
        self.phase = "over"
        self.ended = reason
        best = max(self.cash)
        won = [as_player(p) for p, c in zip(self.players, self.cash) if c == best]
        standings = [msg("acquire-standing", player=as_player(p), cash=as_money(c))
                     for p, c in zip(self.players, self.cash)]
        events.append(public_msg("acquire-final", standings=as_list(standings, style="unit"),
                                 winners=as_list(won), count=len(won)))

    # ---------------------------------------------------------------- views
    def view(self, player: str | None) -> dict:
        names = self.chain_names
        sizes = self.sizes
        board = [(-2 if v == LONE else v) for v in self.board]
        chains = []
        for i, spec in enumerate(self.specs):
            price = self.prices[i][sizes[i]]
            chains.append({
                "name": spec.name, "short": spec.short, "tier": spec.tier, "colour": spec.colour,
                "size": sizes[i], "on_board": sizes[i] > 0, "safe": sizes[i] >= SAFE, "price": price,
                "bank": self.bank[i], "majority": MAJ * price, "minority": MIN * price,
            })
        actor = self.actor()
        v: dict = {
            "game": "acquire",
            "edition": self.options["edition"],
            "options": {"edition": self.options["edition"], "bonus_rounding": self.options["bonus_rounding"],
                        "open_holdings": self.open},
            "players": list(self.players),
            "turn": self.players[self.turn],
            "phase": self.phase,
            "to_act": [] if actor is None else [self.players[actor]],
            "columns": B.COLUMNS, "rows": list(B.ROWS),
            "board": board,
            "last_tile": None if self.tile is None else NAMES[self.tile],
            "chains": chains,
            "hand_counts": {p: len(h) for p, h in zip(self.players, self.hands)},
            "tiles_left": len(self.bag) - self.drawn,
            "dead_tiles": [NAMES[c] for c in self.dead],
            "starting_tiles": {p: NAMES[c] for p, c in zip(self.players, self.starters)},
            "bought": self.bought, "max_buys": MAX_BUY,
            "can_declare": self.phase != "over" and self.can_declare(),
            "rules": {"safe_size": SAFE, "end_size": END, "trade_ratio": TRADE, "hand_size": HAND},
            "merger": None,
            "holdings": None,
            "over": self.phase == "over",
        }
        m = self.merger
        if m is not None:
            v["merger"] = {
                "maker": self.players[m["maker"]],
                "tile": NAMES[self.placed_tile()],
                "chains": [names[c] for c in m["chains"]],
                "survivor": None if m["survivor"] is None else names[m["survivor"]],
                "candidates": [names[c] for c in m["candidates"]] if self.phase in ("survivor", "order") else [],
                "pending": [names[c] for c in m["pending"]],
                "defunct": None if m["current"] is None else names[m["current"]],
                "price": m["price"],
                "disposing": [self.players[s] for s in m["queue"]],
                # Shown to all by the rule text while that chain is settled.
                "revealed": {self.players[s]: h for s, h in enumerate(m["revealed"]) if h},
            }
        if self.open or self.phase == "over":
            v["holdings"] = {p: {"cash": self.cash[s], "shares": self._share_dict(s)}
                             for s, p in enumerate(self.players)}
        if self.phase == "over":
            v["scores"] = self.scores()
            v["winners"] = self.winners()
            v["ended"] = self.ended
        seat = self.seat.get(player) if player is not None else None
        if seat is not None:
            v["you"] = player
            v["cash"] = self.cash[seat]
            v["shares"] = self._share_dict(seat)
            board, sizes = self._settled()
            v["hand"] = [{"tile": NAMES[c], "status": B.classify(board, sizes, c, SAFE)}
                         for c in sorted(self.hands[seat], key=B.sort_key)]
        return v

    def secret_message(self, player: str) -> Message | str:
        """Your tiles (what each would do now), and your cash and shares unless holdings are open.
        Built only from view(player)."""
        if player not in self.seat:
            return ""
        v = self.view(player)
        if v["over"]:
            return msg("acquire-secret-over")
        hand = [msg(f"acquire-tile-note-{t['status']}", tile=t["tile"]) if t["status"] in NOTED else t["tile"]
                for t in v["hand"]]
        tiles = msg("acquire-secret-tiles", tiles=as_list(hand, style="unit")) if hand \
            else msg("acquire-secret-no-tiles")
        if v["options"]["open_holdings"]:
            return tiles
        held = [msg("acquire-holding", chain=chain_msg(name), count=n) for name, n in v["shares"].items() if n]
        cash = as_money(v["cash"])
        holdings = msg("acquire-secret-holdings", cash=cash, shares=as_list(held, style="unit")) if held \
            else msg("acquire-secret-holdings-none", cash=cash)
        return msg("acquire-secret", tiles=tiles, holdings=holdings)

    def _settled(self) -> tuple[list[int], list[int]]:
        """The board as it stands once the tile being settled has founded its chain or ended its
        merger, so a hand's statuses don't flicker while others decide (the placed tile is still
        a lone tile on the board until then)."""
        tile, m = self.tile, self.merger
        if self.phase == "found" and tile is not None:
            chain = self.sizes.index(0)           # any free chain: which one does not change a status
        elif m is not None and m["survivor"] is not None:
            chain = m["survivor"]
        else:
            return self.board, self.sizes
        board, sizes = list(self.board), list(self.sizes)
        if m is not None:
            for i, v in enumerate(board):
                if v in m["chains"]:
                    board[i] = chain
            for c in m["chains"]:
                if c != chain:
                    sizes[chain] += sizes[c]
                    sizes[c] = 0
        assert tile is not None                   # a merger settles the tile that started it
        group = B.lone_group(board, tile)
        for c in group:
            board[c] = chain
        sizes[chain] += len(group)
        return board, sizes

    def _share_dict(self, seat: int) -> dict[str, int]:
        row = self.shares[seat]
        return {self.chain_names[c]: row[c] for c in range(7) if row[c]}

    def undoable(self, player: str, action: Action) -> bool:
        """Buying, founding, choosing the survivor or the order, and selling, trading or keeping
        in a merger may be taken back while they draw no tile; a placed tile was a secret."""
        return self.undoable_by_trial(player, action, {"buy", "found", "survivor", "defunct", "sell", "trade",
                                                        "keep"}, lambda s: (len(s.bag), s.drawn))

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """Chains by their names in every language and the badge the board prints ("T"); a tile
        also with its letter first ("D6")."""
        if field == "chain" and isinstance(value, str) and value.lower() in self.chain_index:
            return [chain_msg(value), self.specs[self.chain_index[value.lower()]].short]
        if field == "tile" and isinstance(value, str) and len(value) >= 2:
            return [value, value[-1] + value[:-1]]
        return None

    def label(self, action: Action) -> Message | str:
        kind = action.get("type")
        chain = chain_or_text(action.get("chain", ""), self.chain_index)
        if kind == "place":
            tile = str(action.get("tile"))
            cell = B.parse_tile(action.get("tile"))
            what = "" if cell is None else self.status(cell)
            if what == B.FOUND:
                return msg("acquire-label-place-found", tile=tile)
            if what in (B.GROW, B.MERGE) and cell is not None:
                touched = sorted(B.adjacent_chains(self.board, cell), key=lambda c: -self.sizes[c])
                listed = joined_plus([self.chain(c) for c in touched])
                if what == B.GROW:
                    return msg("acquire-label-place-grow", tile=tile, chains=listed)
                return msg("acquire-label-place-merge", tile=tile, chains=listed)
            return msg("acquire-label-place", tile=tile)
        if kind == "buy" and isinstance(action.get("chains"), list):
            named = [self.chain_index.get(str(c).lower()) for c in action["chains"]]
            known = [i for i in named if i is not None]
            if known and len(known) == len(named):
                counts = {i: known.count(i) for i in dict.fromkeys(known)}
                shares = as_list([msg("acquire-shares-of", count=n, chain=self.chain(i)) for i, n in counts.items()])
                return msg("acquire-label-buy-several", shares=shares,
                           price=as_money(sum(self.price(i) for i in known)))
        if kind == "buy":
            i = self.chain_index.get(str(action.get("chain", "")).lower())
            if i is None:
                return msg("acquire-label-buy-unknown", chain=chain)
            return msg("acquire-label-buy", chain=chain, price=as_money(self.price(i)))
        if kind == "done":
            return msg("acquire-label-done")
        if kind == "declare_end":
            return msg("acquire-label-declare")
        if kind == "found":
            return msg("acquire-label-found", chain=chain)
        if kind == "survivor":
            return msg("acquire-label-survivor", chain=chain)
        if kind == "defunct":
            return msg("acquire-label-defunct", chain=chain)
        if kind == "sell":
            count = action.get("count", 0)
            price = self.current_merger()["price"] if self.merger else 0
            return msg("acquire-label-sell", count=count, chain=chain, amount=as_money(count * price))
        if kind == "trade":
            count = action.get("count", 0)
            survivor = self.chain(self.current_merger()["survivor"]) if self.merger else msg("acquire-survivor")
            return msg("acquire-label-trade", given=TRADE * count, chain=chain, count=count, survivor=survivor)
        if kind == "keep":
            if self.phase == "dispose" and self.merger is not None and self.current_merger()["current"] is not None:
                d = self.current_merger()["current"]
                held = self.shares[self.current_merger()["queue"][0]][d]     # the actor in dispose
                return msg("acquire-label-keep-held", held=held, chain=self.chain(d))
            return msg("acquire-label-keep")
        return super().label(action)

    def vary_secrets(self, player: str, seed: int) -> "AcquireState":
        """Swap some of the player's tiles with tiles nobody has drawn yet; with hidden
        holdings, while the game goes on, their cash differs too."""
        other = self.copy()
        seat = self.seat[player]
        rng = random.Random(seed)
        if not self.open and self.phase != "over":
            other.cash[seat] += 100 * rng.randint(1, 50)
        hand = other.hands[seat]
        unseen = list(range(other.drawn, len(other.bag)))
        if hand and unseen:
            for i in range(len(hand)):
                if not unseen or (i and rng.random() < 0.5):
                    continue
                j = unseen.pop(rng.randrange(len(unseen)))
                hand[i], other.bag[j] = other.bag[j], hand[i]
        return other
