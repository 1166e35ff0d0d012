"""High Card: a tiny game on the contract, so the bot can be tested before the real games land.

2-4 players, a hidden hand of 3 cards each (1..12), cash $5,000 each, 3 rounds.
Each round:
1. bid, in seat order from the round's first player: `bid AMOUNT` (a multiple of $1,000
   above the high bid, up to your cash, at most 4 choices) or `pass`; the high bidder pays
   and draws a card (told privately);
2. play, all at once: `play CARD` face down; when everyone has played the cards are shown
   and the highest single card scores the sum of all played cards (a tie scores nothing).
Score: points. Also the renderers for it (board / private pictures).
"""
from __future__ import annotations

import json
from typing import Any
import random

from PIL import Image

from games.base import Event, Game, GameState, IllegalAction, Message, Options, seeded_rng
from games.cardlines import ranked
from games.plugin import ChartSpec, GamePlugin
from render import kit

KEY = "highcard"


# The write side of the old English events, kept here alone: High Card stands for a game whose
# log rows are sentences (written before every game spoke in messages), which the edge still reads.
def public(text: str) -> Event:
    return {"text": text, "to": None}


def private_event(player: str, text: str) -> Event:
    return {"text": text, "to": player}


def mention(player: str) -> str:
    return f"<@{player}>"


def money(amount: int) -> str:
    return f"{'-' if amount < 0 else ''}${abs(amount):,}"
ROUNDS = 3
HAND = 3
START_CASH = 5000
STEP = 1000
MAX_BID_CHOICES = 4


class HighCardOptions(Options):
    rounds: int = ROUNDS


class HighCardState(GameState):
    def __init__(self, data: dict) -> None:
        self.d = data
        self.players = data["players"]

    # --- helpers ---
    def _idx(self, player: str) -> int:
        return self.players.index(player)

    def to_act(self) -> list[str]:
        d = self.d
        if d["over"]:
            return []
        if d["phase"] == "bid":
            return [self.players[d["bidder"]]]
        return [p for i, p in enumerate(self.players) if d["played"][i] is None]

    def legal_actions(self, player: str) -> list[dict]:
        if player not in self.to_act():
            return []
        d, i = self.d, self._idx(player)
        if d["phase"] == "bid":
            start = d["high"] + STEP
            amounts = list(range(start, d["cash"][i] + 1, STEP))[:MAX_BID_CHOICES]
            return [{"type": "bid", "amount": a} for a in amounts] + [{"type": "pass"}]
        return [{"type": "play", "card": c} for c in sorted(set(d["hands"][i]))]

    def apply(self, player: str, action: dict) -> list[dict]:
        self.require_turn(player)
        legal = self.legal_actions(player)
        if action not in legal:
            allowed = ", ".join(self.describe(a) for a in legal)
            raise IllegalAction(f"You can: {allowed}.")
        d, i = self.d, self._idx(player)
        events: list[dict] = []
        if action["type"] == "bid":
            d["high"], d["high_bidder"] = action["amount"], i
            events.append(public(f"{mention(player)} bids {money(action['amount'])}."))
            self._next_bidder(events)
        elif action["type"] == "pass":
            events.append(public(f"{mention(player)} passes."))
            self._next_bidder(events)
        else:
            d["hands"][i].remove(action["card"])
            d["played"][i] = action["card"]
            events.append(public(f"{mention(player)} plays a card face down."))
            events.append(private_event(player, f"You played your {action['card']}."))
            if all(c is not None for c in d["played"]):
                self._reveal(events)
        return events

    def _next_bidder(self, events: list[dict]) -> None:
        d = self.d
        d["bids_left"] -= 1
        if d["bids_left"] > 0:
            d["bidder"] = (d["bidder"] + 1) % len(self.players)
            return
        if d["high_bidder"] is not None:
            w = d["high_bidder"]
            d["cash"][w] -= d["high"]
            card = d["deck"].pop()
            d["hands"][w].append(card)
            who = self.players[w]
            events.append(public(f"{mention(who)} wins the bid for {money(d['high'])} and draws a card."))
            events.append(private_event(who, f"You drew a {card}."))
        else:
            events.append(public("Nobody bids."))
        d["phase"] = "play"

    def _reveal(self, events: list[dict]) -> None:
        d = self.d
        cards = d["played"]
        top = max(cards)
        shown = ", ".join(f"{mention(p)} {c}" for p, c in zip(self.players, cards))
        events.append(public(f"Cards: {shown}."))
        if cards.count(top) == 1:
            w = cards.index(top)
            d["points"][w] += sum(cards)
            events.append(public(f"{mention(self.players[w])} scores {sum(cards)}."))
        else:
            events.append(public("A tie for the top card: nobody scores."))
        d["last"] = list(cards)
        d["played"] = [None] * len(self.players)
        d["round"] += 1
        if d["round"] > d["rounds"]:
            d["over"] = True
            events.append(public("The game is over."))
            return
        d["phase"] = "bid"
        d["high"], d["high_bidder"] = 0, None
        d["bidder"] = (d["round"] - 1) % len(self.players)
        d["bids_left"] = len(self.players)

    def view(self, player: str | None) -> dict:
        d = self.d
        v = {
            "game": KEY, "players": list(self.players), "round": d["round"], "rounds": d["rounds"],
            "phase": d["phase"], "to_act": self.to_act(), "cash": list(d["cash"]),
            "points": list(d["points"]), "hand_counts": [len(h) for h in d["hands"]],
            "played": [c is not None for c in d["played"]], "high": d["high"],
            "high_bidder": None if d["high_bidder"] is None else self.players[d["high_bidder"]],
            "last": d["last"], "over": d["over"], "deck_count": len(d["deck"]),
        }
        if player is not None and player in self.players:
            i = self._idx(player)
            v["you"] = player
            v["hand"] = sorted(d["hands"][i])
            v["my_play"] = d["played"][i]
        return v

    def is_over(self) -> bool:
        return self.d["over"]

    def scores(self) -> dict[str, int]:
        return dict(zip(self.players, self.d["points"]))

    def winners(self) -> list[str]:
        if not self.d["over"]:
            return []
        best = max(self.d["points"])
        return [p for p, s in zip(self.players, self.d["points"]) if s == best]

    def dump(self) -> str:
        return json.dumps(self.d, separators=(",", ":"))

    def describe(self, action: dict) -> str:
        if action.get("type") == "bid":
            return f"Bid {money(action['amount'])}"
        if action.get("type") == "play":
            return f"Play your {action['card']}"
        return "Pass"

    def vary_secrets(self, player: str, seed: int) -> "HighCardState":
        other = HighCardState(json.loads(self.dump()))
        d, i = other.d, self._idx(player)
        rng = seeded_rng(seed, "vary")
        hand, deck = d["hands"][i], d["deck"]
        for k in range(len(hand)):
            if deck:
                j = rng.randrange(len(deck))
                hand[k], deck[j] = deck[j], hand[k]
        return other


class HighCard(Game):
    key = KEY
    title = "High Card"
    min_players = 2
    max_players = 4
    options_model = HighCardOptions

    def spoken_title(self) -> str:
        return self.title          # no catalog of its own

    def new(self, players: list[str], seed: int, options: dict | None = None) -> HighCardState:
        opts = self.parse_options(options)
        self.check_players(players)
        deck = [v for v in range(1, 13) for _ in range(2)]
        seeded_rng(seed, "deck").shuffle(deck)
        n = len(players)
        hands = [[deck.pop() for _ in range(HAND)] for _ in range(n)]
        return HighCardState({
            "players": list(players), "seed": seed, "rounds": opts.rounds, "round": 1, "phase": "bid",
            "deck": deck, "hands": hands, "cash": [START_CASH] * n, "points": [0] * n,
            "played": [None] * n, "bidder": 0, "bids_left": n, "high": 0, "high_bidder": None,
            "last": None, "over": False,
        })

    def load(self, data: str) -> HighCardState:
        return HighCardState(json.loads(data))


GAME = HighCard()


# --- what High Card brings besides its rules: the same description every real game declares ---
# Its pieces live in this one module, so each module path below names it; shared code finds them
# through the description alone (no card, chart, figures or computer seat names High Card).

def board(view: dict, names: dict[str, str], *, locale: str = "en") -> Image.Image:
    image, draw = kit.canvas(900, 120 + 60 * len(view["players"]))
    y = kit.title_bar(draw, 900, "High Card", f"round {min(view['round'], view['rounds'])}/{view['rounds']}")
    for i, p in enumerate(view["players"]):
        row = (f"{names.get(p, p)}: {money(view['cash'][i])}, {view['points'][i]} points, "
               f"{view['hand_counts'][i]} cards{' (played)' if view['played'][i] else ''}")
        kit.text(draw, (20, y + 60 * i), row, 24, fill=kit.player_colour(i))
    return image


def private(view: dict, names: dict[str, str], *, locale: str = "en") -> Image.Image | None:
    if "hand" not in view:
        return None
    image, draw = kit.canvas(600, 160)
    for k, c in enumerate(view["hand"]):
        kit.card(draw, (20 + 90 * k, 20, 100 + 90 * k, 140), str(c))
    return image


def phone_model(view: dict, names: dict[str, str], *, locale: str = "en") -> Any:
    """The phone sheet's model: a row per player (cash, points), as every game's."""
    from render.phone_sheet import Row, Sheet, seat_cue
    rows = [Row(seat_cue(i), kit.player_colour(i), f"<@{p}>", money(view["cash"][i]), (f"{view['points'][i]} points",))
            for i, p in enumerate(view["players"])]
    return Sheet("High Card", f"round {min(view['round'], view['rounds'])}/{view['rounds']}", rows, names)


def phone_sheet(view: dict, names: dict[str, str], *, locale: str = "en") -> Image.Image:
    """The phone sheet, drawn from its model."""
    from render.phone_sheet import draw
    return draw(phone_model(view, names, locale=locale))


def figures(view: dict, locale: str = "en") -> list:
    """The phone figures: each player's cash, as the chart writes it."""
    from render.figures import priced
    return priced(KEY, view, locale)


SEAT_COLOURS = ("#3478d6", "#d8402f", "#3da35d", "#ecc830")

CHART = ChartSpec(
    series=lambda view: {f"<@{p}>": cash for p, cash in zip(view["players"], view["cash"])},
    colours=lambda view: {f"<@{p}>": SEAT_COLOURS[i] for i, p in enumerate(view["players"])},
    names=lambda view: {f"<@{p}>": f"<@{p}>" for p in view["players"]},
    title="common-chart-prices", money=True)


def card_lines(view: dict) -> list[Message]:
    """None: the picture and the log say enough (High Card has no catalog of its own)."""
    return []


def end_lines(view: dict, scores: dict[str, int], winners: list[str]) -> list[Message]:
    return ranked(scores, winners)


def reveal(state: GameState) -> list[Message]:
    return []


def _random(view: dict, legal: list[dict], rng: random.Random) -> dict:
    return rng.choice(legal)


LEVELS = {"easy": _random, "normal": _random, "hard": _random}


def advise(view: dict, legal: list[dict], rng: random.Random) -> tuple[dict, dict]:
    """The coach of High Card: the highest card, because it beats the most cards."""
    from games.base import msg
    best = max(legal, key=lambda a: a.get("card", 0) if isinstance(a.get("card", 0), int) else 0)
    return best, msg("hint-fallback")

PLUGIN = GamePlugin(
    game=GAME, menu=99, accent=0x808080, money="common-money", chart=CHART,
    levels=__name__, card=__name__, sample=__name__, pictures=__name__,
    catalogs=(), rules=KEY, guide=KEY, option_words=(), tools=())


def register() -> None:
    """Put High Card into the registry (for subprocesses run by the tests)."""
    import games as games_pkg
    games_pkg.register(PLUGIN)


def plug_in(monkeypatch) -> None:
    """High Card in the registry for one test (taken out again at its end)."""
    import games as games_pkg
    monkeypatch.setitem(games_pkg.PLUGINS, KEY, PLUGIN)
    monkeypatch.setitem(games_pkg.GAMES, KEY, GAME)


def real_games() -> list[str]:
    """The registered games other than High Card (for tests that run over every game)."""
    import games as games_pkg
    return [k for k in games_pkg.GAMES if k != KEY]
