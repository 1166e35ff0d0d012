"""The game contract every Boardroom game implements.

The names here are fixed (see docs/DESIGN.md): checks outside the project drive
every game through them. Games are pure Python: no discord, asyncio, I/O or Pillow.

Conventions every game follows
- An action is a small JSON dict whose first key is "type"; the other keys come
  in the order a player would type them (``/bid 2 6000`` -> ``{"type": "bid",
  "track": 2, "amount": 6000}``), so the bot can map typed verbs onto actions.
- ``apply`` of anything not in ``legal_actions`` raises ``IllegalAction`` with a
  sentence for the player, and leaves the state exactly as it was.
- Players are named in event texts and messages with ``mention(player_id)``
  (Discord's ``<@id>`` syntax); the console and the renderers replace it with a
  display name.
- All chance comes from the seed stored in the state (see ``seeded_rng``).
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, TypedDict

from pydantic import BaseModel, ConfigDict, ValidationError

Action = dict[str, Any]


class Event(TypedDict):
    """Narration of what just happened: public (to=None) or private to one player."""

    text: str
    to: str | None


class IllegalAction(ValueError):
    """Raised by apply(); str(exc) is a sentence meant for the player."""


def public(text: str) -> Event:
    return {"text": text, "to": None}


def private(player: str, text: str) -> Event:
    return {"text": text, "to": player}


def mention(player: str) -> str:
    """How a player is named in texts; the bot renders it as a name."""
    return f"<@{player}>"


def money(amount: int) -> str:
    """$6,000 / -$2,000: every game shows money the same way."""
    sign = "-" if amount < 0 else ""
    return f"{sign}${abs(amount):,}"


def seeded_rng(seed: int, *salt: object) -> random.Random:
    """A generator that depends only on the seed and the salt.

    String seeding is stable across processes (unlike hash()), so a state that
    stores its seed and a counter can draw again after load() and get the same
    numbers: ``seeded_rng(self.seed, "round", 3)``.
    """
    return random.Random("/".join([str(seed), *map(str, salt)]))


class Options(BaseModel):
    """Base of every game's options model: unknown options are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class GameState:
    """One game in progress. Subclasses hold their data and implement the contract."""

    players: list[str]

    #: The narration of the deal (public and private events), set by Game.new() for the bot to
    #: send once when the game starts. Not part of dump(): a loaded state has none.
    opening_events: list[Event] = []

    def to_act(self) -> list[str]:
        """Who may act now, in seat order; [] once the game is over."""
        raise NotImplementedError

    def legal_actions(self, player: str) -> list[Action]:
        """Every action `player` may take now ([] when it is not their move)."""
        raise NotImplementedError

    def apply(self, player: str, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, player: str | None) -> dict:
        """What `player` may know (None: what the whole table sees). JSON-serialisable."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> dict[str, int]:
        """Money / pagodas / points now; the winners hold the highest score."""
        raise NotImplementedError

    def winners(self) -> list[str]:
        """Ties share the win; [] while the game goes on."""
        raise NotImplementedError

    def dump(self) -> str:
        """JSON of the whole state; Game.load(dump()) gives the same state."""
        raise NotImplementedError

    # --- beyond the fixed names: used by the bot, the tests and the AIs ---

    def describe(self, action: Action) -> str:
        """A short label for a button or a log line (<= 80 characters)."""
        fields = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type")
        label = str(action.get("type", "?")).replace("_", " ")
        return f"{label} ({fields})" if fields else label

    def secret_text(self, player: str) -> str:
        """What only `player` knows, in a sentence or two for a DM ("Your forecast: Bank +2. ...").

        Built from view(player). "" lets the bot summarise the view itself.
        """
        return ""

    def vary_secrets(self, player: str, seed: int) -> "GameState":
        """A copy in which something hidden from every seat but `player` differs.

        Another hand, another face-down card, another deck order: whatever the
        other seats cannot see. The leak test checks that their views (and the
        public view) do not change. Must return a state that really differs
        whenever the player holds any secret.
        """
        raise NotImplementedError

    # --- helpers for subclasses ---

    def require_turn(self, player: str) -> None:
        acting = self.to_act()
        if player in acting:
            return
        if player not in self.players:
            raise IllegalAction("You are not playing in this game.")
        if not acting:
            raise IllegalAction("The game is over.")
        names = ", ".join(mention(p) for p in acting)
        raise IllegalAction(f"It is not your move; waiting for {names}.")


class Game:
    """One instance per kind of game, registered in games.GAMES."""

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_model: ClassVar[type[Options]] = Options

    def new(self, players: list[str], seed: int, options: dict | None = None) -> GameState:
        raise NotImplementedError

    def load(self, data: str) -> GameState:
        raise NotImplementedError

    def sample(self, view: dict, player: str, rng: random.Random) -> GameState:
        """A whole state built from `player`'s view, the hidden parts drawn at random with `rng`.

        Consistent with what the player knows: ``sample(s.view(p), p, rng).view(p) == s.view(p)``.
        The hard computer player searches over such states (games/search.py), so it never
        looks at the real hidden state. Each game builds it in games/<key>/sample.py.
        """
        raise NotImplementedError

    # --- helpers for subclasses ---

    def parse_options(self, options: dict | None) -> Options:
        """Validate options; a bad one raises IllegalAction naming what is allowed."""
        try:
            return self.options_model.model_validate(options or {})
        except ValidationError as exc:
            allowed = ", ".join(
                f"{name} ({field.description or field.annotation})"
                for name, field in self.options_model.model_fields.items()
            ) or "none"
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or 'options'}: {e['msg']}" for e in exc.errors()
            )
            raise IllegalAction(f"Those options don't fit {self.title}: {problems}. Options: {allowed}.") from None

    def check_players(self, players: list[str]) -> None:
        if not self.min_players <= len(players) <= self.max_players:
            raise IllegalAction(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {len(players)}."
            )
        if len(set(players)) != len(players):
            raise IllegalAction("Each player can take only one seat.")
