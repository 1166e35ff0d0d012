"""The game contract every Boardroom game implements.

The names here are fixed (see docs/DESIGN.md): checks outside the project drive
every game through them. Games are pure Python: no discord, asyncio, I/O or Pillow.

Conventions every game follows
- An action is a small JSON dict whose first key is "type"; the other keys come
  in the order a player would type them (``/bid 2 6000`` -> ``{"type": "bid",
  "track": 2, "amount": 6000}``), so the bot can map typed verbs onto actions.
- ``apply`` of anything not in ``legal_actions`` raises ``IllegalAction`` with a
  message for the player, and leaves the state exactly as it was.
- Games say things as messages in no language: a catalog id and its arguments
  (``public_msg("stockpile-bid", player=as_player(p), amount=as_money(6000))``,
  ``IllegalAction("acquire-no-cash", need=as_money(600))``); the edge renders them
  for each reader (package i18n). Log rows written before every game spoke in
  messages may still hold an English ``text`` naming players as ``<@id>``; the
  edge reads those too (``english``), and only the tests' stand-in game still
  writes them.
- All chance comes from the seed stored in the state (see ``seeded_rng``).
"""
from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, Required, TypedDict, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError

Action = dict[str, Any]


class Message(TypedDict):
    """Something to say, in no language yet: a catalog id and its arguments.

    Argument values: int/float (numbers), str (verbatim), ``as_money(6000)``,
    ``as_player(id)``, ``msg(id, ...)`` (a nested message: a company, a card) and
    ``as_list([...])``. The edge renders it for each reader (i18n.render); the catalogs
    are data/locales/<locale>/<domain>.ftl.
    """

    msg: str
    args: dict[str, Any]


class Event(TypedDict, total=False):
    """Narration of what just happened: public (to=None) or private to one player.

    Either a message (``msg`` + ``args``, built with public_msg/private_msg) or, until every
    game is converted, a legacy English sentence in ``text``.
    """

    msg: str
    args: dict[str, Any]
    text: str
    to: Required[str | None]
    #: What the record (the action log, ``/game history``) keeps of a public event when the text
    #: shows something only for the moment: Futures! cards that are later covered or discarded
    #: may not be looked at again during play.
    record: str


#: A message id: lowercase words joined by hyphens, the first naming the catalog ("acquire-no-cash").
MESSAGE_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")

_english: Callable[[Mapping[str, Any]], str] | None = None


def set_english_renderer(renderer: Callable[[Mapping[str, Any]], str]) -> None:
    """Register how a message becomes English for ``str()`` and logs (i18n does on import)."""
    global _english
    _english = renderer


def english(message: Mapping[str, Any]) -> str:
    """The English text of a message or event (legacy ``text`` as it is); players as ``<@id>``.

    Games never read catalogs: the renderer registered by i18n does. When nothing is registered
    yet (a check that imported only games), i18n is imported here, which registers it.
    """
    if "msg" not in message:
        return str(message.get("text", ""))
    if _english is None:
        importlib.import_module("i18n")
    assert _english is not None, "i18n did not register its English renderer"
    return _english(message)


class Spoken(Exception):
    """An exception that speaks to a player: a message id with arguments, or (legacy) English.

    ``Spoken("acquire-no-cash", need=as_money(600))`` is rendered in the reader's language at the
    edge from ``exc.message``; a plain sentence (``Spoken("The game is over.")``) is shown as it is.
    ``str(exc)`` is English, for logs and tests. ``Spoken.of(message)`` wraps a message dict.
    """

    def __init__(self, text_or_id: str, /, **args: Any) -> None:
        super().__init__(text_or_id)
        is_id = MESSAGE_ID.fullmatch(text_or_id) is not None
        if args and not is_id:
            raise ValueError(f"{type(self).__name__} arguments need a message id, not {text_or_id!r}")
        self.message_id: str | None = text_or_id if is_id else None
        self.message_args: dict[str, Any] = args

    @classmethod
    def of(cls, message: Mapping[str, Any]) -> "Spoken":
        """The exception for a message dict (``{"msg": id, "args": {...}}`` or ``{"text": ...}``)."""
        if "msg" in message:
            return cls(message["msg"], **dict(message.get("args") or {}))
        return cls(str(message.get("text", "")))

    @property
    def message(self) -> Message | Event:
        """``{"msg": id, "args": {...}}``, or ``{"text": sentence}`` for a legacy sentence."""
        if self.message_id is None:
            return {"text": str(self.args[0]), "to": None}
        return msg(self.message_id, **self.message_args)

    def __str__(self) -> str:
        return english(self.message) if self.message_id else str(self.args[0])

    def __reduce__(self) -> tuple[Any, ...]:  # pickles with its arguments (Exception's drops them)
        return (_rebuild_spoken, (type(self), self.args[0], self.message_args))


def _rebuild_spoken(cls: type[Spoken], text_or_id: str, args: dict[str, Any]) -> Spoken:
    return cls(text_or_id, **args)


class IllegalAction(Spoken, ValueError):
    """Raised by apply(): a move the rules refuse. ``IllegalAction("acquire-no-cash", need=...)``."""






def msg(message_id: str, /, **args: Any) -> Message:
    """A message: ``msg("stockpile-bid", player=as_player(p), amount=as_money(6000), track=2)``.

    Also the way to pass a game term as an argument: ``company=msg("stockpile-company-bank")``.
    """
    return {"msg": message_id, "args": args}


def public_msg(message_id: str, /, **args: Any) -> Event:
    """An event the whole table reads."""
    return {"msg": message_id, "args": args, "to": None}


def private_msg(player: str, message_id: str, /, **args: Any) -> Event:
    """An event only `player` reads (a DM)."""
    return {"msg": message_id, "args": args, "to": player}


def as_player(player: str) -> dict[str, str]:
    """A player argument: rendered as their name, or a mention in Discord text."""
    return {"player": player}


def as_money(amount: int, unit: str | None = None) -> dict[str, Any]:
    """A money argument ($6,000 in English); `unit` names another money message of the catalog."""
    return {"money": amount} if unit is None else {"money": amount, "unit": unit}


def as_list(items: list[Any], style: str = "and") -> dict[str, Any]:
    """A list argument, joined for the locale ("A, B, and C"; "A、B和C"). Styles: "or" for choices,
    "unit" for items not joined by "and" ("1A, 2B"; "1A 2B"), "clauses" for parts of a sentence
    that hold commas themselves ("a; b"; "a；b")."""
    return {"list": list(items), "style": style}






def seeded_rng(seed: int, *salt: object) -> random.Random:
    """A generator that depends only on the seed and the salt.

    String seeding is stable across processes (unlike hash()), so a state that
    stores its seed and a counter can draw again after load() and get the same
    numbers: ``seeded_rng(self.seed, "round", 3)``.
    """
    return random.Random("/".join([str(seed), *map(str, salt)]))


class Options(BaseModel):
    """Base of every game's options model: unknown options are refused.

    Each field names its help in the catalogs, ``json_schema_extra={"help": "<game>-option-<name>"}``
    (its English `description` is the same words, for the code's readers).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    @classmethod
    def help_message(cls, name: str) -> Message | str:
        """What option `name` does, as a message for the reader's language; the English
        description for a field that names no help (a test's game)."""
        field = cls.model_fields[name]
        extra = field.json_schema_extra
        if isinstance(extra, dict) and isinstance(extra.get("help"), str):
            return msg(str(extra["help"]))
        return field.description or name


class StartOption(Options):
    """Options of a game whose rule text leaves the start player to the table."""

    start: int | None = Field(
        None, ge=1, le=6, description="the seat that starts (1 = the first seat); default: drawn from the seed",
        json_schema_extra={"help": "common-option-start"})


def start_seat(seed: int, players: int, chosen: int | None = None) -> int:
    """The index of the seat that starts: the table's choice (1-based), else drawn from the seed.

    "The youngest starts" cannot be known in Discord, and the host's seat (the first) must not
    start every game.
    """
    if chosen is None:
        return seeded_rng(seed, "start player").randrange(players)
    if not 1 <= chosen <= players:
        raise IllegalAction("common-start-seat", start=chosen, seats=players)
    return chosen - 1


class GameState:
    """One game in progress. Subclasses hold their data and implement the contract."""

    players: list[str]

    #: The narration of the deal (public and private events), set by Game.new() for the bot to
    #: send once when the game starts. Not part of dump(): a loaded state has none.
    opening_events: list[Event] = []

    #: Keys of a player's own view that are computed from public facts and their secrets, as
    #: dotted paths ("hand.*.status": each item of "hand"). The bot leaves them out when it asks
    #: whether a player's secrets changed (a DM), so a public change alone sends none.
    hints: tuple[str, ...] = ()

    def to_act(self) -> list[str]:
        """Who may act now, in seat order; [] once the game is over."""
        raise NotImplementedError

    def legal_actions(self, player: str) -> list[Action]:
        """Every action `player` may take now ([] when it is not their move)."""
        raise NotImplementedError

    def apply(self, player: str, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, player: str | None) -> dict[str, Any]:
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

    def label(self, action: Action) -> Message | str:
        """A short label for `action` (a button, a log line), as a message in no language yet.

        Converted games override this and leave describe() alone; legacy games override
        describe() with an English sentence, which is returned here as it is.
        """
        if type(self).describe is not GameState.describe:
            return self.describe(action)
        fields = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type")
        label = str(action.get("type", "?")).replace("_", " ")
        return f"{label} ({fields})" if fields else label

    def describe(self, action: Action) -> str:
        """label() in English, for logs, tests and the edges not yet localised (<= 80 characters)."""
        label = self.label(action)
        return label if isinstance(label, str) else english(label)

    def secret_message(self, player: str) -> Message | str:
        """What only `player` knows, as a message ("" when nothing: the bot summarises the view).

        Converted games override this; legacy ones override secret_text() with English.
        """
        if type(self).secret_text is not GameState.secret_text:
            return self.secret_text(player)
        return ""

    def secret_text(self, player: str) -> str:
        """secret_message() in English: a sentence or two for a DM ("Your forecast: Bank +2. ...").

        Built from view(player). "" lets the bot summarise the view itself.
        """
        told = self.secret_message(player)
        return told if isinstance(told, str) else english(told)

    def vary_secrets(self, player: str, seed: int) -> "GameState":
        """A copy in which something hidden from every seat but `player` differs.

        Another hand, another face-down card, another deck order: whatever the
        other seats cannot see. The leak test checks that their views (and the
        public view) do not change. Must return a state that really differs
        whenever the player holds any secret.
        """
        raise NotImplementedError

    # --- typing, panels and undo (bot/moves/typed.py, bot/moves/steps.py) ---

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """How the value of a field of an action of type `kind` is named on the cards and the board
        (a catalog term, or several: the first is how moves are written), so that players may type
        that name in any language: Acquire's chain "Tower" is ``acquire-chain-tower``, a Wall
        Street share id its card's name. None: only the value as it is. For a list field, asked
        once per item."""
        return None

    def combine(self, player: str, steps: list[Action]) -> Action | None:
        """One move made of several legal steps typed at once ("buy 3 tower"), applied by apply()
        in one go, all or nothing, with one narration; None when this game plays them one at a time."""
        return None

    def undoable(self, player: str, action: Action) -> bool:
        """Whether `action`, asked before it is applied, could be taken back: it reveals nothing
        hidden (no draw, no face-down card turned, no secret shown) and consumes no chance. A move
        that ends the game never is: the end shows every hand and holding (whether the table can
        still be undone is not the game's concern; its word must hold on its own).
        The safe default is False; each game says which of its moves are."""
        return False

    def undoable_by_trial(self, player: str, action: Action, quiet: set[str], hidden: Callable[[Any], Any]) -> bool:
        """undoable() for most games: the move is of a `quiet` type (one that shows nothing of the
        player's own secrets), and applied to a copy it tells nobody anything privately, leaves
        `hidden(state)` (the draw piles, the face-down cards, the chance counters) as it was and
        does not end the game (the end reveals everything)."""
        if not isinstance(action, dict) or action.get("type") not in quiet or player not in self.to_act():
            return False
        trial = self._trial_copy()
        try:
            events = trial.apply(player, action)
        except Exception:
            return False
        return all(e.get("to") is None for e in events) and hidden(trial) == hidden(self) and not trial.is_over()

    def _trial_copy(self) -> "GameState":
        """An independent copy to try a move on: its game's load() of its dump() (the contract's
        own round trip, 2-10x quicker than a pickle's on our games' states, and this runs before
        every quiet human move); a state of no installed game (a test double) by a pickle round
        trip, else deepcopy."""
        from games import GAMES
        parts = type(self).__module__.split(".")
        game = GAMES.get(parts[1]) if len(parts) > 2 and parts[0] == "games" else None
        if game is not None:
            copied = game.load(self.dump())
            if type(copied) is type(self):
                return copied
        import pickle
        try:
            pickled: GameState = pickle.loads(pickle.dumps(self, pickle.HIGHEST_PROTOCOL))
            return pickled
        except Exception:                # something that does not pickle (a test double's lambda)
            import copy
            return copy.deepcopy(self)

    # --- helpers for subclasses ---

    def require_turn(self, player: str) -> None:
        acting = self.to_act()
        if player in acting:
            return
        if player not in self.players:
            raise IllegalAction("common-not-playing")
        if not acting:
            raise IllegalAction("common-game-over")
        raise IllegalAction("common-not-your-move", waiting=as_list([as_player(p) for p in acting]))


class CardFacts(Protocol):
    """What a game's card module offers (games/cardlines.py has the shared pieces)."""

    def card_lines(self, view: dict[str, Any]) -> list[Message]: ...

    def end_lines(self, view: dict[str, Any], scores: dict[str, int], winners: list[str]) -> list[Message]: ...

    def reveal(self, state: GameState) -> list[Message]: ...


class Game:
    """One instance per kind of game, registered in games.GAMES."""

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_model: ClassVar[type[Options]] = Options
    #: Every verb (action "type") the game uses, in the order a player meets them: the bot offers
    #: each as a command (bot/moves/typed.py verbs_of).
    verbs: ClassVar[tuple[str, ...]] = ()

    def new(self, players: list[str], seed: int, options: dict[str, Any] | None = None) -> GameState:
        raise NotImplementedError

    def load(self, data: str) -> GameState:
        raise NotImplementedError

    def rematch_options(self, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
        """The options of the next game of the same seats: a new deal (an option that fixes the
        deal, declared ``json_schema_extra={"deal": True}``, does not carry over) and the start
        passes to the next seat."""
        fields = self.options_model.model_fields
        kept = {name: value for name, value in options.items()
                if name not in fields or not (isinstance(extra := fields[name].json_schema_extra, dict)
                                              and extra.get("deal"))}
        if "start" not in fields:
            return kept
        first = start_seat(seed, players, options.get("start"))
        return {**kept, "start": (first + 1) % players + 1}

    def sample(self, view: dict[str, Any], player: str, rng: random.Random) -> GameState:
        """A whole state built from `player`'s view, the hidden parts drawn at random with `rng`.

        Consistent with what the player knows: ``sample(s.view(p), p, rng).view(p) == s.view(p)``.
        The hard computer player searches over such states (games/search.py), so it never
        looks at the real hidden state. Each game builds it in games/<key>/sample.py.
        """
        raise NotImplementedError

    # --- the table card: the module its description names (games/<key>/card.py, see games/cardlines.py) ---

    def _card(self) -> CardFacts:
        """The game's card module, as its description (games/<key>/__init__.py) names it."""
        from games import plugin_of     # games/__init__ imports every game package: resolve at call time
        return cast(CardFacts, importlib.import_module(plugin_of(self.key).card))

    def card_lines(self, view: dict[str, Any]) -> list[Message]:
        """A few compact lines from the PUBLIC view: what kind of move, prices or positions, and
        each player's standing; enough to play on a phone without the picture."""
        return self._card().card_lines(view)

    def end_lines(self, view: dict[str, Any], scores: dict[str, int], winners: list[str]) -> list[Message]:
        """At the end, from the final public view: how each player's final score was made."""
        return self._card().end_lines(view, scores, winners)

    def reveal(self, state: "GameState") -> list[Message]:
        """Once the game is over: what each player held hidden (hands, forecasts, holdings), read
        from each player's own view of the finished state. [] while the game goes on."""
        return self._card().reveal(state) if state.is_over() else []

    # --- helpers for subclasses ---

    def spoken_title(self) -> Message | str:
        """The game's name in the reader's language (``<key>-title`` of the game's catalog); a game
        without a catalog (a test's) returns its title, shown as it is."""
        return msg(f"{self.key}-title")

    def parse_options(self, options: dict[str, Any] | None) -> Options:
        """Validate options; a bad one raises IllegalAction naming what is wrong and what is allowed
        (games/option_words.py)."""
        try:
            return self.options_model.model_validate(options or {})
        except ValidationError as exc:
            from games.option_words import refusal
            raise refusal(self.options_model, options or {}, exc, self.spoken_title()) from None

    def check_players(self, players: list[str]) -> None:
        if not self.min_players <= len(players) <= self.max_players:
            raise IllegalAction("common-player-count", game=self.spoken_title(), low=self.min_players,
                                high=self.max_players, count=len(players))
        if len(set(players)) != len(players):
            raise IllegalAction("common-one-seat-each")
