"""Qin on the Boardroom contract: turns, hidden hands, the draw pile, the end, the match."""
from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import Field

from games.base import (Action, Event, Game, GameState, IllegalAction, Message, StartOption, as_list, as_player,
                        msg, private_msg, public_msg, seeded_rng, start_seat)
from games.qin.board import COLOURS, INDEX, NAMES, board, canonical_tile, pieces
from games.qin.provinces import NONE, Position
from games.qin.texts import (board_name, colour, effect_message, note_message, problem_message, secret_message,
                             tile_label, tiles)

SIDES = ("bird", "lion")
TILE_ORDER = ("RR", "RY", "RB", "YY", "YB", "BB")


class QinOptions(StartOption):
    side: Literal["bird", "lion"] = Field(
        "bird", description='"bird" (easier, default) or "lion" (more water and villages)',
        json_schema_extra={"help": "qin-option-side"})
    match: bool = Field(
        False, description="true: play both sides, one after the other; fewest pagodas left over wins",
        json_schema_extra={"help": "qin-option-match"})


def _codes(tile: str) -> tuple[int, int]:
    return COLOURS.index(tile[0]) + 1, COLOURS.index(tile[1]) + 1


TILE_CODES = {t: _codes(t) for t in TILE_ORDER}


class QinState(GameState):
    def __init__(self, players: list[str], seed: int, options: dict) -> None:
        self.players = list(players)
        self.seed = seed
        self.options = options
        first = options.get("side", "bird")
        self.sides = [first, SIDES[1 - SIDES.index(first)]] if options.get("match") else [first]
        self.board_no = 0
        self.results: list[dict] = []       # finished boards of a match: side, left over, winners
        self.over = False
        self.final_winners: list[int] = []
        self.total = pieces().pagodas[len(players)]
        self.pos: Position
        self.hands: list[list[str]] = []
        self.pile: list[str] = []
        self.turn = 0
        self.last: dict | None = None
        self.end_reason = ""

    # --- setup ----------------------------------------------------------------

    def _setup_board(self) -> None:
        n = len(self.players)
        p = pieces()
        self.pos = Position(board(self.sides[self.board_no]), [self.total] * n)
        tiles = [t for t in TILE_ORDER for _ in range(p.tiles.get(t, 0))]
        seeded_rng(self.seed, "tiles", self.board_no).shuffle(tiles)
        self.hands = [[] for _ in range(n)]
        for _ in range(p.hand_size):
            for seat in range(n):
                if tiles:
                    self.hands[seat].append(tiles.pop())
        self.pile = tiles
        # the drawn start seat begins; a match's second board is started by the next seat
        self.turn = (start_seat(self.seed, n, self.options.get("start")) + self.board_no) % n
        self.last = None
        self.end_reason = ""

    # --- contract ---------------------------------------------------------------

    def to_act(self) -> list[str]:
        return [] if self.over else [self.players[self.turn]]

    def _kinds(self, seat: int) -> list[tuple[int, int]]:
        hand = self.hands[seat]
        return [TILE_CODES[t] for t in TILE_ORDER if t in hand]

    def legal_actions(self, player: str) -> list[Action]:
        if self.over or player != self.players[self.turn]:
            return []
        names = NAMES
        out: list[Action] = []
        for c1, c2, found in self.pos.legal_placements(self._kinds(self.turn)):
            tile = COLOURS[c1 - 1] + COLOURS[c2 - 1]
            out += [{"type": "place", "tile": tile, "cells": [names[a], names[b]]} for a, b in found]
        return out

    def _parse(self, seat: int, action: Action) -> tuple[str, int, int, int, int]:
        """Validate a placement fully; returns (tile, c1, c2, a, b). Raises IllegalAction."""
        if not isinstance(action, dict) or action.get("type") != "place" or set(action) - {"type", "tile", "cells"}:
            raise IllegalAction("qin-not-a-placement")
        tile, cells = action.get("tile"), action.get("cells")
        if not isinstance(tile, str) or len(tile) != 2 or any(c not in COLOURS for c in tile.upper()):
            raise IllegalAction("qin-bad-tile")
        if (not isinstance(cells, (list, tuple)) or len(cells) != 2
                or not all(isinstance(c, str) and c.upper() in INDEX for c in cells)):
            bad = [c for c in cells if not (isinstance(c, str) and c.upper() in INDEX)] \
                if isinstance(cells, (list, tuple)) else []
            if bad and len(cells or ()) == 2:
                raise IllegalAction("qin-bad-square", square=str(bad[0]))
            raise IllegalAction("qin-bad-squares")
        tile = tile.upper()
        a, b = INDEX[cells[0].upper()], INDEX[cells[1].upper()]
        if tile != canonical_tile(tile):
            tile, a, b = canonical_tile(tile), b, a
        if tile[0] == tile[1] and b < a:
            a, b = b, a
        if tile not in self.hands[seat]:
            raise IllegalAction("qin-not-held", tile=tile)
        pos = self.pos
        if b not in pos.board.neighbours[a]:
            raise IllegalAction("qin-not-adjacent", first=NAMES[a], second=NAMES[b])
        for x in (a, b):
            if not pos.board.grass[x] or pos.colour[x]:
                what = {"~": "water", "V": "village"}.get(pos.board.terrain[x], "coloured")
                raise IllegalAction(f"qin-square-{what}", square=NAMES[x])
        if a not in pos.frontier and b not in pos.frontier:
            raise IllegalAction("qin-not-touching", first=NAMES[a], second=NAMES[b])
        c1, c2 = _codes(tile)
        for colour, where in (((c1, (a, b)),) if c1 == c2 else ((c1, (a,)), (c2, (b,)))):
            problem = pos.join_problem(pos.provinces_near(where, colour))
            if problem:
                refusal = problem_message(problem, colour, self.players)
                raise IllegalAction(refusal["msg"], **refusal["args"])
        return tile, c1, c2, a, b

    def apply(self, player: str, action: Action) -> list[Event]:
        self.require_turn(player)
        seat = self.turn
        tile, c1, c2, a, b = self._parse(seat, action)
        cells = [NAMES[a], NAMES[b]]
        events: list[Event] = [public_msg("qin-places", player=as_player(player), tile=tile_label(tile, cells))]
        self.hands[seat].remove(tile)
        notes = self.pos.place(seat, c1, c2, a, b)
        events.extend(_public(note_message(note, self.players)) for note in notes)
        self.last = {"player": player, "tile": tile, "cells": cells}
        done = [s for s in range(len(self.players)) if self.pos.supply[s] == 0]
        if done:
            events.append(public_msg("qin-all-placed", players=self._names(done), count=len(done)))
            self._end_board(done, "all placed", events)
            return events
        if self.pile:
            drawn = self.pile.pop()
            self.hands[seat].append(drawn)
            events.append(private_msg(player, "qin-draw", tile=drawn, tiles=tiles(self.hands[seat])))
        self._advance(events)
        return events

    def _advance(self, events: list[Event]) -> None:
        n = len(self.players)
        for step in range(1, n + 1):
            seat = (self.turn + step) % n
            if self.pos.can_place(self._kinds(seat)):
                self.turn = seat
                return
            if step < n:
                events.append(public_msg("qin-passes", player=as_player(self.players[seat])))
        events.append(public_msg("qin-blocked"))
        placed = self._placed_now()
        best = max(placed)
        self._end_board([s for s in range(n) if placed[s] == best], "blocked", events)

    def _placed_now(self) -> list[int]:
        return [self.total - left for left in self.pos.supply]

    def _end_board(self, winners: list[int], reason: str, events: list[Event]) -> None:
        placed = self._placed_now()
        self.end_reason = reason
        if len(self.sides) == 1:
            self.over = True
            self.final_winners = winners
            events.append(self._winner_line(winners, placed, msg("qin-head-game")))
            return
        self.results.append({"side": self.sides[self.board_no], "left": list(self.pos.supply),
                             "winners": winners, "reason": reason})
        events.append(self._winner_line(winners, placed,
                                        msg("qin-head-board", board=board_name(self.pos.board.side))))
        if self.board_no + 1 < len(self.sides):
            self.board_no += 1
            self._setup_board()
            events.append(public_msg("qin-second-board", board=board_name(self.pos.board.side), pagodas=self.total,
                                     player=as_player(self.players[self.turn])))
            for seat, player in enumerate(self.players):
                events.append(private_msg(player, "qin-your-tiles", tiles=tiles(self.hands[seat])))
            return
        self.over = True
        left = self.left_over()
        best = min(left)
        self.final_winners = [s for s, v in enumerate(left) if v == best]
        summary = as_list([msg("qin-left-entry", player=as_player(p), left=left[s])
                           for s, p in enumerate(self.players)], style="unit")
        events.append(public_msg("qin-match-over", summary=summary, players=self._names(self.final_winners),
                                 count=len(self.final_winners)))

    def _names(self, seats: list[int]) -> dict:
        return as_list([as_player(self.players[s]) for s in seats])

    def _winner_line(self, winners: list[int], placed: list[int], head: Message) -> Event:
        return public_msg("qin-winners", head=head, players=self._names(winners), count=len(winners),
                          pagodas=placed[winners[0]])

    def left_over(self) -> list[int]:
        """Pagodas left in front of each player, summed over the boards finished (and the current one)."""
        left = [0] * len(self.players)
        for result in self.results:
            for s, v in enumerate(result["left"]):
                left[s] += v
        if not (self.over and self.results):
            for s, v in enumerate(self.pos.supply):
                left[s] += v
        return left

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> dict[str, int]:
        """Pagodas on the board; in a match, pagodas placed over both boards (fewest left over = most)."""
        if len(self.sides) == 1:
            placed = self._placed_now()
        else:
            boards = len(self.results) + (0 if self.over else 1)
            placed = [boards * self.total - v for v in self.left_over()]
        return {p: placed[s] for s, p in enumerate(self.players)}

    def winners(self) -> list[str]:
        return [self.players[s] for s in self.final_winners] if self.over else []

    # --- views ------------------------------------------------------------------

    def view(self, player: str | None) -> dict:
        pos = self.pos
        look = pieces().look
        v: dict = {
            "game": "qin",
            "players": list(self.players),
            "side": pos.board.side,
            "board_title": pos.board.title,
            "match": len(self.sides) > 1,
            "board_number": self.board_no + 1,
            "boards": len(self.sides),
            "phase": "over" if self.over else "place",
            "turn": None if self.over else self.players[self.turn],
            "to_act": self.to_act(),
            "terrain": pos.board.rows,
            "grid": pos.grid(),
            "provinces": [dict(p, owner=None if p["owner"] == NONE else self.players[p["owner"]])
                          for p in pos.provinces()],
            "pagodas": pos.pagoda_list(),
            "villages": [{"cell": NAMES[v_], "owner": None if s == NONE else self.players[s]}
                         for v_, s in ((v_, pos.village.get(v_, NONE)) for v_ in pos.board.villages)],
            "village_list": pos.village_list(),
            "supply": {p: pos.supply[s] for s, p in enumerate(self.players)},
            "pagodas_each": self.total,
            "on_board": {p: self.total - pos.supply[s] for s, p in enumerate(self.players)},
            "hand_size": {p: len(self.hands[s]) for s, p in enumerate(self.players)},
            "pile": len(self.pile),
            "colours": {p: look.pagodas[s] for s, p in enumerate(self.players)},
            "colour_names": {p: look.pagoda_names[s] for s, p in enumerate(self.players)},
            "province_colours": dict(look.provinces),
            "last": self.last,
            "results": [dict(r, left={self.players[s]: x for s, x in enumerate(r["left"])},
                             winners=[self.players[s] for s in r["winners"]]) for r in self.results],
            "left_over": {p: x for p, x in zip(self.players, self.left_over())},
            "scores": self.scores(),
            "winners": self.winners(),
            "end_reason": self.end_reason,
        }
        if player in self.players:
            v["you"] = player
            v["hand"] = list(self.hands[self.players.index(player)])
        return v

    def secret_message(self, player: str) -> Message | str:
        return secret_message(self.view(player)) if player in self.players else ""

    def undoable(self, player: str, action: Action) -> bool:
        """Never: every placement shows a tile of the player's secret hand, and a new one is drawn."""
        return False

    def term(self, kind: str, field: str, value: Any) -> Message | str | list[Message | str] | None:
        """A tile by its letters or its colours ("red yellow", "紅 黃")."""
        if field == "tile" and isinstance(value, str) and len(value) == 2 and all(c in COLOURS for c in value):
            return [value, msg("qin-tile-colours", colour1=colour(value[0]), colour2=colour(value[1]))]
        return None

    def label(self, action: Action) -> Message | str:
        tile, cells = action.get("tile"), action.get("cells")
        if (action.get("type") == "place" and isinstance(tile, str) and len(tile) == 2
                and all(c in COLOURS for c in tile) and isinstance(cells, list) and len(cells) == 2):
            effects = self._effects(action)
            if effects:
                return msg("qin-label-does", tile=tile.upper(), first=str(cells[0]), second=str(cells[1]),
                           effects=as_list(effects))
            return msg("qin-label-place", tile=tile_label(tile, [str(c) for c in cells]))
        return super().label(action)

    def _effects(self, action: Action) -> list[Message]:
        """What a placement does, tried on a copy of the board: "founds a red province",
        "conquers Bob's 3-square province", "takes the village at F6" ([] if it is not legal)."""
        try:
            seat = self.turn
            _, c1, c2, a, b = self._parse(seat, action)
        except (IllegalAction, ValueError, KeyError, IndexError):
            return []
        notes = self.pos.copy().place(seat, c1, c2, a, b)
        if any(n[0] == "major" for n in notes):        # "makes a red province major" says it all
            notes = [n for n in notes if n[0] != "extend"]
        taken = [NAMES[n[1]] for n in notes if n[0] == "village" and n[3] == NONE]
        effects = [effect_message(n, seat, self.players) for n in notes
                   if not (n[0] == "village" and n[3] == NONE)]
        if taken:
            effects.append(msg("qin-does-village-take", squares=as_list(taken), count=len(taken)))
        return effects

    # --- persistence ----------------------------------------------------------

    def to_data(self) -> dict:
        return {
            "players": self.players, "seed": self.seed, "options": self.options, "sides": self.sides,
            "board_no": self.board_no, "results": self.results, "over": self.over,
            "final_winners": self.final_winners, "grid": self.pos.grid(),
            "pagodas": self.pos.pagoda_list(), "villages": self.pos.village_list(),
            "supply": self.pos.supply, "hands": self.hands, "pile": self.pile, "turn": self.turn,
            "last": self.last, "end_reason": self.end_reason,
        }

    def dump(self) -> str:
        return json.dumps(self.to_data(), separators=(",", ":"))

    @classmethod
    def from_data(cls, data: dict) -> "QinState":
        state = cls(data["players"], data["seed"], data["options"])
        state.sides = data["sides"]
        state.board_no = data["board_no"]
        state.results = data["results"]
        state.over = data["over"]
        state.final_winners = data["final_winners"]
        state.pos = Position.from_data(board(state.sides[state.board_no]), data["grid"], data["pagodas"],
                                       data["villages"], data["supply"])
        state.hands = data["hands"]
        state.pile = data["pile"]
        state.turn = data["turn"]
        state.last = data["last"]
        state.end_reason = data["end_reason"]
        return state

    def clone(self) -> "QinState":
        """The same state as ``QinGame.load(self.dump())``, without the JSON: the search copies a
        sampled state once a candidate (games/search.py). Everything a move changes is copied."""
        other = object.__new__(QinState)
        other.__dict__.update(self.__dict__)
        other.__dict__.pop("opening_events", None)
        other.players = list(self.players)
        other.options = dict(self.options)
        other.sides = list(self.sides)
        other.results = [dict(r) for r in self.results]
        other.final_winners = list(self.final_winners)
        other.pos = self.pos.copy()
        other.hands = [list(h) for h in self.hands]
        other.pile = list(self.pile)
        return other

    def vary_secrets(self, player: str, seed: int) -> "QinState":
        """Swap some of the player's tiles with unseen tiles of the pile, and reorder the pile."""
        other = QinState.from_data(json.loads(self.dump()))
        if player not in self.players:
            return other
        rng = seeded_rng(seed, "vary")
        hand = other.hands[self.players.index(player)]
        for i in range(len(hand)):
            swaps = [j for j, t in enumerate(other.pile) if t != hand[i]]
            if swaps:
                j = rng.choice(swaps)
                hand[i], other.pile[j] = other.pile[j], hand[i]
        rng.shuffle(other.pile)
        return other


def _public(message: Message) -> Event:
    return public_msg(message["msg"], **message["args"])


class QinGame(Game):
    verbs = ("place",)
    key = "qin"
    title = "Qin"
    min_players = 2
    max_players = 4
    options_model = QinOptions

    def new(self, players: list[str], seed: int, options: dict | None = None) -> QinState:
        parsed = self.parse_options(options)
        self.check_players(players)
        state = QinState(players, seed, parsed.model_dump())
        state._setup_board()
        assert isinstance(parsed, QinOptions)         # options_model is QinOptions
        how = "chosen" if parsed.start else "drawn"
        state.opening_events = [public_msg(f"qin-starts-{how}", player=as_player(players[state.turn]),
                                           board=board_name(state.pos.board.side))]
        return state

    def load(self, data: str) -> QinState:
        return QinState.from_data(json.loads(data))

    def sample(self, view: dict, player: str, rng) -> QinState:
        from games.qin.sample import sample     # sample.py builds on this module
        return sample(view, player, rng)
