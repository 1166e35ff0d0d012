"""Setup, the investors' choice and the information phase (dealing the pairs)."""
from __future__ import annotations

from games.base import Action, Event, as_list, as_money, as_player, msg, private_msg, public_msg, seeded_rng

from . import words
from .data import rules


def new_state(cls, players: list[str], seed: int, two_player: bool, side: str, investors: bool,
              rounds: int | None, start: int = 0):
    """A fresh game, before the first decision (the caller runs _advance)."""
    R = rules()
    n = len(players)
    s = cls()
    s.seed = seed
    s.players = list(players)
    s.two_player = two_player
    s.side = side
    s.use_investors = investors
    s.rounds_total = rounds or R.raw.rounds.by_players[n]
    s.round = 1
    s.start = start                # the seat holding the start player marker
    s.phase = "choose" if investors else "info"
    s.queue = []
    money_ = R.raw.money
    start_cash = money_.start_cash_two_player if two_player else money_.start_cash
    s.cash = [start_cash] * n
    k = len(R.companies)
    s.port = [[0] * k for _ in range(n)]
    s.split = [[0] * k for _ in range(n)]
    s.unpaid = [[] for _ in range(n)]
    s.price = [t.start for t in R.boards[side]]
    # One share of each company, one dealt to each player; the rest go into the deck.
    starters = list(R.companies)
    seeded_rng(seed, "starters").shuffle(starters)
    for seat in range(n):
        s.port[seat][R.companies.index(starters[seat])] += 1
    deck = R.market_deck()
    for code in starters[:n]:      # the dealt ones leave the deck; the others are shuffled back
        deck.remove(code)
    seeded_rng(seed, "deck").shuffle(deck)
    s.deck = deck
    s.discard = []
    s.reshuffles = 0
    s.inv = [[] for _ in range(n)]
    s.offers = [[] for _ in range(n)]
    s.kept_done = [True] * n
    if investors:
        choice = R.raw.two_player if two_player else R.raw.investor_choice
        dealt = choice.investors_dealt if two_player else choice.dealt
        box = list(R.investor_order)
        seeded_rng(seed, "investors").shuffle(box)
        s.offers = [box[i * dealt:(i + 1) * dealt] for i in range(n)]
        s.kept_done = [False] * n
    s.abil_left = [[] for _ in range(n)]
    s.pairs = [[] for _ in range(n)]
    s.public_pair = None
    s.hidden_pairs = []
    s.seen = [[] for _ in range(n)]
    s.martha_used = [False] * n
    s.hand = [[] for _ in range(n)]
    s.faces = [[0, 0] for _ in range(n)]
    s.supply_pass = 0
    s.piles = []
    s.bids = []
    s.place_queue = []
    s.off = [0] * n
    s.bidder = -1
    s.last_bidder = -1
    s.acts = [[] for _ in range(n)]
    s.cramer_used = [False] * n
    s.move_queue = []
    s.moving = None
    s.claim = None
    s.revealed = []
    s.final = None
    return s


class SetupMixin:
    # --- investors: each player keeps 1 of 2 (2 of 4 with two players), all at once ---
    def kept_target(self) -> int:
        raw = self.R.raw
        return raw.two_player.investors_kept if self.two_player else raw.investor_choice.kept

    def _legal_choose(self, s: int) -> list[Action]:
        return [{"type": "keep", "investor": key} for key in self.offers[s] if key not in self.inv[s]]

    def _apply_choose(self, s: int, action: Action, events: list[Event]) -> None:
        key = action["investor"]
        self.inv[s].append(key)
        events.append(private_msg(self.players[s], "stockpile-keep", investor=words.investor(key)))
        if len(self.inv[s]) >= self.kept_target():
            self.kept_done[s] = True
            self.offers[s] = []
            events.append(public_msg("stockpile-chosen", player=as_player(self.players[s])))

    def _auto_choose(self, events: list[Event]) -> bool:
        if not all(self.kept_done):
            return False
        for s, player in enumerate(self.players):
            investors = [self.R.investors[k] for k in self.inv[s]]
            if self.two_player:
                self.cash[s] = sum(i.cash_two_player for i in investors)
            else:
                self.cash[s] = investors[0].cash
            names = as_list([words.investor(k) for k in self.inv[s]])
            events.append(public_msg("stockpile-investors-start", player=as_player(player), investors=names,
                                     amount=as_money(self.cash[s])))
        self.phase = "info"
        return True

    # --- 1. information: the pairs -------------------------------------------------
    def _auto_info(self, events: list[Event]) -> bool:
        R = self.R
        k = len(R.companies)
        rng = seeded_rng(self.seed, "pairs", self.round)
        companies = list(range(k))
        forecasts = list(R.forecasts)
        rng.shuffle(companies)
        rng.shuffle(forecasts)
        pairs = [[c, f] for c, f in zip(companies, forecasts)]
        n = self.n
        each = R.raw.two_player.pairs_each if self.two_player else 1
        self.pairs = [[] for _ in range(n)]
        i = 0
        for _ in range(each):
            for seat in self.order():
                self.pairs[seat].append(pairs[i])
                i += 1
        if self.two_player:
            self.public_pair = None
        else:
            self.public_pair = pairs[i]
            i += 1
        self.hidden_pairs = pairs[i:]
        self.seen = [[] for _ in range(n)]
        self.martha_used = [False] * n
        self.revealed = []
        events.append(public_msg("stockpile-round", round=self.round, rounds=self.rounds_total,
                                 player=as_player(self.players[self.start])))
        if self.public_pair is not None:
            events.append(public_msg("stockpile-public-forecast", pair=self.pair_message(self.public_pair)))
        for seat, player in enumerate(self.players):
            told = [self.pair_message(p) for p in self.pairs[seat]]
            pairs = told[0] if len(told) == 1 else msg("stockpile-pairs-two", first=told[0], second=told[1])
            events.append(private_msg(player, "stockpile-your-forecast", round=self.round, pairs=pairs))
        self._start_supply(events)
        return True
