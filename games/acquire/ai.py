"""A computer player for Acquire, from its own view only.

It values every position the way a careful player does: each chain on the
board is worth, to its holders, their shares at the current price plus the
majority/minority bonus they can expect. Other players' holdings are hidden, so
it guesses them from public facts: how many shares the bank has left (the rest,
less its own, are held by the others), weighing a few pictures of how those are
spread (evenly, or mostly in one hand), and how many the others may still buy
before a bonus is paid (so a merger that pays it now beats a bonus later).

- Placing: the tile that most raises its own worth less a part of what the
  same tile hands the others (growing chains it leads, mergers that pay it,
  founding when it has the cash to buy in; not feeding rivals' majorities).
  Money paid out now (a merger) counts a little more than paper value while
  the game has far to go: cash buys the next majority.
- Buying: one share at a time, where shares most improve its bonus hopes (a lead
  that takes two or three shares counts per share) or are likely to rise, ranked
  by worth per dollar (cash is what runs short), paying a little above price
  while cash in hand still has uses, and keeping a small reserve until late.
- Merger disposal: trade 2-for-1 while a survivor share is worth more than two
  sales (counting what it does for its survivor bonus); then sell the rest, or
  keep cheap shares early on, while the chain is likely to be founded again.
- The end: declared only when its estimated share of the final payouts beats
  the best rival's estimate; otherwise it plays on.
"""
from __future__ import annotations

import math
import random

from games.acquire import words
from games.base import Message, as_money, msg
from games.levels import fallback
from games.acquire.content import price_table, rules

_RULES = rules()
SHARES = _RULES.play.shares_per_chain       # shares of each chain (bank + players)
MAJ = _RULES.bonus.majority_multiple        # majority bonus = MAJ x price
MIN = _RULES.bonus.minority_multiple        # minority bonus = MIN x price

# How concentrated the others' shares are guessed to be: the largest rival holding is
# about this fraction of all shares the others hold (by number of rivals).
CONCENTRATION = {1: 1.0, 2: 0.6, 3: 0.5}
CONCENTRATION_MANY = 0.45
LIQUIDITY_EARLY = 0.1        # extra worth of a dollar in hand early on (it buys majorities)
LIQUIDITY_POOR = 0.5         # ... when nearly broke
POOR = 1200                  # below this much cash it counts as poor
RESERVE = 200                # cash kept in hand while the game has far to go
LATE_TILES = 20              # tiles left in the pile when the game is "late"
FOUND_HOPE = 0.3             # share of a new chain's bonuses a founder can count on
FOUND_BUY_HOPE = 0.25        # ... more when it can afford to buy in at once
FOUND_BUY_SHARES = 2         # shares it wants to afford on top of the founder's share
GROWTH_HOPE = 1.0            # how much of the next two tiles' price rise a share can expect
MERGE_CASH = 0.3             # extra worth of a merger's payout (cash now, a bonus made certain)
FUTURE = 0.05                # share of the bank the others may still buy early in the game
FUTURE_TILES = 60            # ... fading as the pile runs down below this many tiles
KEEP_CHANCE_PER_FREE = 0.1  # chance a defunct chain is founded again, per chain off the board
KEEP_CHANCE_MAX = 0.35       # ... at most
KEEP_TILES = 80              # ... fading as the pile runs down below this many tiles
WEIGHT_SCALE = 1.2           # how much the others' gains count against its own (x concentration)

_PRICES: dict[str, tuple[tuple[int, ...], ...]] = {}


def _prices(edition: str) -> tuple[tuple[int, ...], ...]:
    table = _PRICES.get(edition)
    if table is None:
        table = _PRICES[edition] = price_table(edition)
    return table


# ------------------------------------------------------------------ board geometry
def _neighbours(cell: int, cols: int, cells: int) -> list[int]:
    out = []
    if cell >= cols:
        out.append(cell - cols)
    if cell % cols:
        out.append(cell - 1)
    if cell % cols < cols - 1:
        out.append(cell + 1)
    if cell + cols < cells:
        out.append(cell + cols)
    return out


def _cell(tile: str, view: dict) -> int:
    return view["rows"].index(tile[-1]) * view["columns"] + int(tile[:-1]) - 1


def _lone_group(board: list[int], cell: int, cols: int) -> int:
    """How many tiles the placed cell joins with: itself and the lone tiles (-2) it connects."""
    seen = {cell}
    todo = [cell]
    while todo:
        c = todo.pop()
        for n in _neighbours(c, cols, len(board)):
            if n not in seen and board[n] == -2:
                seen.add(n)
                todo.append(n)
    return len(seen)


# ------------------------------------------------------------------ bonus guesses
def _concentration(rivals: int) -> float:
    return CONCENTRATION.get(rivals, CONCENTRATION_MANY)


def _rival_guess(others: int, rivals: int) -> tuple[int, int]:
    """(largest, second largest) rival holding, guessed from the total the others hold."""
    if others <= 0 or rivals <= 0:
        return 0, 0
    if rivals == 1:
        return others, 0
    best = max(math.ceil(others / rivals), round(others * _concentration(rivals)))
    best = min(best, others)
    second = min(best, others - best)
    return best, second


def _bonus_at(mine: int, best: int, second: int, majority: float, minority: float) -> float:
    if mine <= 0:
        return 0.0
    if best <= 0:
        return majority + minority
    if mine > best:
        return majority
    if mine == best:
        return (majority + minority) / 2
    if mine > second:
        return minority
    if mine == second:
        return minority / 2
    return 0.0


# The others' shares may be spread evenly among them, or mostly in one hand: the
# guess weighs three pictures (weights: spread, middle, one big holder).
SCENARIOS = (0.2, 0.2, 0.6)
ONE_REST = 5                 # in the one-big-holder picture, the rest hold 1 share in this many


def expected_bonus(mine: int, others: int, rivals: int, majority: float, minority: float,
                   known: list[int] | None = None) -> float:
    """What `mine` shares may earn of a chain's bonuses, against others holding `others` in all.

    `known` (the rivals' holdings, when a merger has shown them) replaces the guess.
    """
    if mine <= 0:
        return 0.0
    if known is not None:
        ranked = sorted((h for h in known if h > 0), reverse=True) + [0, 0]
        return _bonus_at(mine, ranked[0], ranked[1], majority, minority)
    if others <= 0:
        return majority + minority
    if rivals == 1:
        return _bonus_at(mine, others, 0, majority, minority)
    w_spread, w_mid, w_one = SCENARIOS
    spread = math.ceil(others / rivals)
    mid, mid2 = _rival_guess(others, rivals)
    return (w_spread * _bonus_at(mine, spread, min(spread, others - spread), majority, minority)
            + w_mid * _bonus_at(mine, mid, mid2, majority, minority)
            + w_one * _bonus_at(mine, others - others // ONE_REST, others // ONE_REST, majority, minority))


class _Table:
    """The facts of one view that every judgement needs, computed once."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.chains = view["chains"]
        self.index = {c["name"]: i for i, c in enumerate(self.chains)}
        self.prices = _prices(view["edition"])
        self.mine = view.get("shares") or {}
        self.cash = view.get("cash", 0)
        self.rivals = max(1, len(view["players"]) - 1)
        self.safe = view.get("rules", {}).get("safe_size", _RULES.play.safe_size)
        self.trade_ratio = view.get("rules", {}).get("trade_ratio", _RULES.play.trade_ratio)
        self.cols = view["columns"]
        self.board = view["board"]
        self.tiles_left = view.get("tiles_left", 0)
        biggest = max((c["size"] for c in self.chains), default=0)
        self.late = (view.get("can_declare") or self.tiles_left <= LATE_TILES or biggest >= 31)
        if self.late:
            self.kappa = 0.0
        elif self.cash < POOR:
            self.kappa = LIQUIDITY_POOR
        else:
            self.kappa = LIQUIDITY_EARLY
        self.weight = 1.0 if self.rivals == 1 else _concentration(self.rivals) * WEIGHT_SCALE

    def held(self, i: int) -> int:
        return self.mine.get(self.chains[i]["name"], 0)

    def others(self, i: int) -> int:
        return max(0, SHARES - self.chains[i]["bank"] - self.held(i))

    def price(self, i: int, size: int) -> int:
        return self.prices[i][min(size, len(self.board))] if size > 0 else 0

    def future(self, i: int, bought: int = 0) -> int:
        """Shares the others may still buy of chain i before its bonuses are paid (0 when late),
        after it has bought `bought` more itself."""
        if self.late:
            return 0
        bank = max(0, self.chains[i]["bank"] - bought)
        return round(FUTURE * bank * min(1.0, self.tiles_left / FUTURE_TILES))

    def split(self, i: int, size: int, later: bool = False) -> tuple[float, float]:
        """(my worth, the others' worth) in chain i if it had `size` tiles: shares at price + bonuses.

        `later`: the bonuses are paid some time from now, when the others may have bought more."""
        m = self.held(i)
        o = self.others(i)
        p = self.price(i, size)
        if p == 0 or (m == 0 and o == 0):
            return 0.0, 0.0
        maj, mnr = MAJ * p, MIN * p
        rivals = o + self.future(i) if later else o
        mb = expected_bonus(m, rivals, self.rivals, maj, mnr)
        ob = (maj + mnr - mb) if rivals else 0.0
        return m * p + mb, o * p + ob

    def net(self, mine: float, others: float) -> float:
        return mine - self.weight * others


# ------------------------------------------------------------------ placing
def _place_value(t: _Table, tile: str, status: str) -> float:
    if status == "lone":
        return 0.0
    cell = _cell(tile, t.view)
    board = t.board
    touched = sorted({board[n] for n in _neighbours(cell, t.cols, len(board)) if board[n] >= 0})
    group = _lone_group(board, cell, t.cols)
    if status == "found":
        return _found_value(t, group)
    if status == "grow":
        i = touched[0]
        size = t.chains[i]["size"]
        m0, o0 = t.split(i, size, later=True)
        m1, o1 = t.split(i, size + group, later=True)
        value = t.net(m1 - m0, o1 - o0)
        if size < t.safe <= size + group and t.held(i) == 0:
            value -= 100              # a safe chain it has no part in
        return value
    return max(_merge_value(t, touched, s, group) for s in _survivors(t, touched))


def _survivors(t: _Table, touched: list[int]) -> list[int]:
    top = max(t.chains[i]["size"] for i in touched)
    return [i for i in touched if t.chains[i]["size"] == top]


def _found_value(t: _Table, group: int) -> float:
    free = [i for i, c in enumerate(t.chains) if not c["size"]]
    if not free:
        return 0.0
    i = _found_pick(t, free)
    p = t.price(i, group)
    bonus = (MAJ + MIN) * p
    hope = FOUND_HOPE + (FOUND_BUY_HOPE if t.cash >= FOUND_BUY_SHARES * p + RESERVE else 0.0)
    if t.late:
        hope *= 0.5
    kept = t.held(i)
    return p + hope * bonus + kept * p


def _found_pick(t: _Table, free: list[int]) -> int:
    """The chain to found: one it still holds shares of, else the dearest it can buy into."""
    def key(i: int) -> tuple[int, int]:
        tier = t.price(i, 2)
        affordable = t.cash >= (FOUND_BUY_SHARES + 1) * tier + RESERVE
        return (t.held(i), tier if affordable else -tier)
    return max(free, key=key)


def _merge_value(t: _Table, touched: list[int], survivor: int, group: int) -> float:
    value = 0.0
    new_size = group
    for i in touched:
        new_size += t.chains[i]["size"]
    s_size = t.chains[survivor]["size"]
    ms0, os0 = t.split(survivor, s_size, later=True)
    ms1, os1 = t.split(survivor, new_size, later=True)
    value += t.net(ms1 - ms0, os1 - os0)
    sp = t.price(survivor, new_size)
    for i in touched:
        if i == survivor:
            continue
        c = t.chains[i]
        m, o = t.split(i, c["size"])
        m_later, o_later = t.split(i, c["size"], later=True)
        # paid out now, before the others can buy in: the bonuses in cash, the shares sold
        # (or traded when that pays); cash now also buys the next majority
        value += t.net(m - m_later, o - o_later) + (t.kappa + MERGE_CASH) * t.net(m, o)
        held = t.held(i)
        ratio = t.trade_ratio
        if held >= ratio and sp > ratio * c["price"]:
            pairs = min(held // ratio, t.chains[survivor]["bank"])
            value += pairs * (sp - ratio * c["price"])
    return value


# ------------------------------------------------------------------ buying
def _growth(t: _Table, i: int, hand_growth: dict[int, int]) -> float:
    c = t.chains[i]
    size = c["size"]
    rise = 0.0
    if not c["safe"] and not t.late:
        rise += GROWTH_HOPE * (t.price(i, size + 2) - c["price"])
    if hand_growth.get(i):
        rise += t.price(i, size + hand_growth[i]) - c["price"]
    return rise


def _hand_growth(t: _Table) -> dict[int, int]:
    """Tiles in its hand that would grow each chain (a rough count of the rise it controls)."""
    out: dict[int, int] = {}
    board = t.board
    for h in t.view.get("hand", []):
        if h["status"] != "grow":
            continue
        cell = _cell(h["tile"], t.view)
        for n in _neighbours(cell, t.cols, len(board)):
            if board[n] >= 0:
                out[board[n]] = out.get(board[n], 0) + 1
                break
    return out


def _buy_score(t: _Table, i: int, hand_growth: dict[int, int]) -> float:
    c = t.chains[i]
    p = c["price"]
    m = t.held(i)
    o = t.others(i)
    maj, mnr = c["majority"], c["minority"]
    # the others may still buy part of what the bank holds; every share it buys is one fewer
    now = expected_bonus(m, o + t.future(i), t.rivals, maj, mnr)
    # a lead may take more than one share: the best gain per share over the buys left this turn
    left = min(t.view.get("max_buys", 3) - t.view.get("bought", 0), c["bank"],
               max(1, int((t.cash - (0 if t.late else RESERVE)) // max(p, 1))))
    gain = max((expected_bonus(m + k, o + t.future(i, k), t.rivals, maj, mnr) - now) / k
               for k in range(1, max(1, left) + 1))
    # a bank running dry protects whatever lead it has
    if c["bank"] <= 2 and gain > 0:
        gain *= 1.2
    return gain + _growth(t, i, hand_growth) - t.kappa * p


def _buy_choice(t: _Table, legal: list[dict]) -> dict | None:
    hand_growth = _hand_growth(t)
    best, best_score = None, 0.0
    for action in legal:
        if action["type"] != "buy":
            continue
        i = t.index[action["chain"]]
        p = t.chains[i]["price"]
        if not t.late and t.cash - p < RESERVE:
            continue
        score = _buy_score(t, i, hand_growth)
        # cash is what runs short: rank by worth per dollar spent
        score /= max(p, 1)
        if score > best_score:
            best, best_score = action, score
    return best


# ------------------------------------------------------------------ the end
def standing(t: _Table) -> float:
    """Its estimated final payout (bonuses) less the best rival's, on public facts only."""
    mine = rival = 0.0
    for i, c in enumerate(t.chains):
        if not c["size"]:
            continue
        m, o = t.held(i), t.others(i)
        if not m and not o:
            continue
        maj, mnr = c["majority"], c["minority"]
        mb = expected_bonus(m, o, t.rivals, maj, mnr)
        mine += mb
        if o:
            # the largest rival holding against the larger of its own and the next rival's
            best, second = _rival_guess(o, t.rivals)
            rival += _bonus_at(best, max(second, m), min(second, m), maj, mnr)
    if t.rivals > 1:
        rival *= 0.8          # the top holder differs from chain to chain
    return mine - rival


def _wants_end(t: _Table) -> bool:
    if t.tiles_left <= 3:
        return True
    return standing(t) >= 0


# ------------------------------------------------------------------ disposal
def _dispose(t: _Table, legal: list[dict]) -> dict:
    m = t.view["merger"]
    d = t.index[m["defunct"]]
    s = t.index[m["survivor"]]
    price = m["price"]
    held = t.held(d)
    trades = [a for a in legal if a["type"] == "trade"]
    sells = [a for a in legal if a["type"] == "sell"]
    # the survivor's size once every merging chain has joined it
    size = 1 + sum(t.chains[t.index[n]]["size"] for n in m["chains"])
    sp = t.price(s, size)
    maj, mnr = MAJ * sp, MIN * sp
    have, o = t.held(s), t.others(s)
    pairs = 0
    max_pairs = max((a["count"] for a in trades), default=0)
    while pairs < max_pairs:
        gain = sp + expected_bonus(have + pairs + 1, o, t.rivals, maj, mnr) \
            - expected_bonus(have + pairs, o, t.rivals, maj, mnr)
        if gain <= t.trade_ratio * price * (1 + t.kappa):
            break
        pairs += 1
    if pairs:
        return next(a for a in trades if a["count"] == pairs)
    if sells and held and held * price * (1 + t.kappa) >= _kept_worth(t, d, held, m):
        return max(sells, key=lambda a: a["count"])
    return {"type": "keep"}


def _kept_worth(t: _Table, d: int, held: int, merger: dict) -> float:
    """What `held` shares of the defunct chain d are worth kept: nothing unless someone founds
    it again, and then a head start in the new chain (shares at its first price, a likely
    majority). Only early in the game, while there is room on the board for a new chain."""
    if t.late:
        return 0.0
    on_board = sum(1 for c in t.chains if c["size"]) - len(merger["chains"]) + 1
    free = len(t.chains) - on_board
    chance = min(KEEP_CHANCE_MAX, KEEP_CHANCE_PER_FREE * free) * min(1.0, t.tiles_left / KEEP_TILES)
    first = t.price(d, 2)
    return chance * (held * first + MAJ * first)


# ------------------------------------------------------------------ choose
def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    kinds = {a["type"] for a in legal}
    t = _Table(view)
    wants_end = "declare_end" in kinds and _wants_end(t)
    if wants_end and "buy" in kinds:
        # shares bought now count at the end: buy where it lifts a bonus, then declare
        return _buy_choice(t, legal) or {"type": "declare_end"}
    if "place" in kinds:
        status = {h["tile"]: h["status"] for h in view.get("hand", [])}
        scored = [(_place_value(t, a["tile"], status.get(a["tile"], "lone")), rng.random(), a)
                  for a in legal if a["type"] == "place"]
        value, _, best = max(scored, key=lambda x: (x[0], x[1]))
        if wants_end and (value <= 0 or status.get(best["tile"]) == "found"):
            # a tile worth placing first (a merger that pays) is placed, and the end declared
            # while buying; a new chain would be unsafe and could take the right to declare away
            return {"type": "declare_end"}
        return best
    if "buy" in kinds or "done" in kinds:
        return _buy_choice(t, legal) or {"type": "done"}
    if "found" in kinds:
        free = [t.index[a["chain"]] for a in legal]
        pick = t.chains[_found_pick(t, free)]["name"]
        return next(a for a in legal if a["chain"] == pick)
    if "survivor" in kinds:
        m = view["merger"]
        touched = [t.index[n] for n in m["chains"]]
        group = 1
        return max(legal, key=lambda a: _merge_value(t, touched, t.index[a["chain"]], group))
    if "defunct" in kinds:
        # settle first the chain it holds most of: trading finds the survivor's bank fullest
        return max(legal, key=lambda a: t.held(t.index[a["chain"]]))
    if kinds & {"sell", "trade", "keep"}:
        return _dispose(t, legal)
    return rng.choice(legal)


# ------------------------------------------------------------------ the hard player's hooks
def worth(view: dict) -> float:
    """What the position is worth to the owner of `view`, in $: its cash, its shares at today's
    price and the majority/minority bonuses it can expect from them (``expected_bonus``: exact at
    2 players or with open holdings, else guessed from the bank's count), i.e. its money if the
    game ended now. The hard player judges its short rollouts by this, every seat's against every seat's."""
    t = _Table(view)
    holdings = view.get("holdings")
    rivals = [h["shares"] for p, h in holdings.items() if p != view.get("you")] if holdings else None
    value = float(t.cash)
    for i, c in enumerate(t.chains):
        held = t.held(i)
        if held and c["size"]:
            known = [r.get(c["name"], 0) for r in rivals] if rivals is not None else None
            value += held * c["price"] + expected_bonus(held, t.others(i), t.rivals, c["majority"], c["minority"],
                                                        known)
    return value


def rank(view: dict, legal: list[dict]) -> list[dict]:
    """Legal moves best first as the normal player judges them (the hard player's candidates):
    declaring the end first when allowed (the search can play that one out exactly), then tiles
    by ``_place_value``, shares by ``_buy_score`` a dollar (stopping, "done", at 0); other
    decisions in the order given."""
    t = _Table(view)
    kinds = {a["type"] for a in legal}
    if not kinds & {"place", "buy"}:
        return list(legal)
    status = {h["tile"]: h["status"] for h in view.get("hand", [])}
    hand_growth = _hand_growth(t) if "buy" in kinds else {}

    def score(a: dict) -> float:
        kind = a["type"]
        if kind == "declare_end":
            return math.inf
        if kind == "place":
            return _place_value(t, a["tile"], status.get(a["tile"], "lone"))
        if kind == "buy":
            i = t.index[a["chain"]]
            return _buy_score(t, i, hand_growth) / max(t.chains[i]["price"], 1)
        return 0.0
    return sorted(legal, key=lambda a: -score(a))


# easy / normal (choose, above) / hard: see games/levels.py
from games.levels import levels  # noqa: E402

ACQ_TURNS_A_SEAT = 2      # turns a rollout plays every seat before `worth` judges it
ACQ_MOVES_A_TURN = 5      # decisions in a turn: a tile, up to three shares, done (a merger adds some)
ACQ_SPREAD = 1500.0       # a lead of this many $ is worth about a 73% chance of winning


def depth(view: dict) -> int:
    """How far an Acquire rollout looks: ACQ_TURNS_A_SEAT turns of every seat at the table."""
    return ACQ_TURNS_A_SEAT * ACQ_MOVES_A_TURN * len(view["players"])


# Easy's share of random moves, by the number of players. The chain plans (bench/baselines.py) are
# only a little better than random play (2 players: they beat it 62-74%), so easy must sit between
# the two: at 80% it still beat three of them 59-68% of 2-player games, at 90% `dearest-chain` 25% of
# 5-player games (fair 20%). These leave it above random and below every plan (docs/ai.md, "Easy").
EASY_SLACK = {2: 0.93, 3: 0.9, 4: 0.9, 5: 0.93, 6: 0.93}
LEVELS = levels("acquire", choose, depth=depth, rank=rank, judge=worth, spread=ACQ_SPREAD,
                easy_slack=EASY_SLACK)


def advise(view: dict, legal: list[dict], rng: random.Random) -> tuple[dict, Message]:
    """The normal move (``choose``) and why, from what it weighed: a tile's value, the bonus a
    share lifts, a merger's trade against selling, whether its standing favours the end."""
    action = choose(view, legal, rng)
    kind = action["type"]
    if "you" not in view and kind not in ("found", "survivor", "defunct"):
        return action, fallback()
    t = _Table(view)
    if kind == "declare_end":
        return action, msg("acquire-hint-end", lead=as_money(max(0, round(standing(t)))))
    if kind == "place":
        status = {h["tile"]: h["status"] for h in view.get("hand", [])}.get(action["tile"], "lone")
        value = round(_place_value(t, action["tile"], status))
        if status in ("found", "grow", "merge") and value > 0:
            return action, msg(f"acquire-hint-place-{status}", tile=action["tile"], value=as_money(value))
        return action, msg("acquire-hint-place-quiet", tile=action["tile"])
    if kind == "buy":
        i = t.index[action["chain"]]
        c = t.chains[i]
        mine = t.held(i) + 1
        bonus = expected_bonus(mine, t.others(i), t.rivals, c["majority"], c["minority"])
        return action, msg("acquire-hint-buy", chain=words.chain(action["chain"]), price=as_money(c["price"]),
                           shares=mine, bonus=as_money(round(bonus)), majority=as_money(c["majority"]))
    if kind == "done":
        return action, msg("acquire-hint-done", cash=as_money(t.cash))
    if kind == "found":
        i = t.index[action["chain"]]
        return action, msg("acquire-hint-found", chain=words.chain(action["chain"]), shares=t.held(i))
    if kind == "survivor":
        return action, msg("acquire-hint-survivor", chain=words.chain(action["chain"]))
    if kind == "defunct":
        i = t.index[action["chain"]]
        return action, msg("acquire-hint-defunct", chain=words.chain(action["chain"]), shares=t.held(i))
    if kind in ("trade", "sell", "keep") and view.get("merger"):
        m = view["merger"]
        chain, price = words.chain(m["defunct"]), as_money(m["price"])
        if kind == "trade":
            return action, msg("acquire-hint-trade", count=action["count"], chain=chain,
                               survivor=words.chain(m["survivor"]), price=price)
        if kind == "sell":
            return action, msg("acquire-hint-sell", count=action["count"], chain=chain, price=price)
        return action, msg("acquire-hint-keep", chain=chain)
    return action, fallback()
