"""One seeded random walk through a game, for every test that plays one (in the manner of OpenSpiel's
random simulation test): who acts and what they do are drawn from one `random.Random(seed)`, first
the player among those to act, then the move among their legal ones, as the tests always did.

    for state, player, legal in random_walk("qin", 3, seed=7):
        ...                                   # look before each move; the walk then plays it
    state = play_out("acquire", 4, seed=1)    # just the finished game

The walk checks what every walk relies on: until the end someone is to act, each acting player has
a legal move, a chooser picks among them, and the game ends within `max_steps`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from games import GAMES
from games.base import Event, Game, GameState

# chooser(state, player, legal, rng) -> one of legal (it gets its own copy of the list)
Chooser = Callable[[GameState, str, list[dict], random.Random], dict]

MAX_STEPS = 50_000


def seats(n: int) -> list[str]:
    """The tests' seat names: p0, p1, ..."""
    return [f"p{i}" for i in range(n)]


def ai_chooser(choose: Callable[..., dict]) -> Chooser:
    """A computer player's choose(view, legal, rng) as a chooser: it sees only its own view."""
    return lambda state, player, legal, rng: choose(state.view(player), legal, rng)


def ai_at(seat: str, choose: Callable[..., dict]) -> Chooser:
    """The computer player `choose` at `seat` (seeing its own view), random moves at every other seat."""
    return lambda state, player, legal, rng: (
        choose(state.view(player), legal, rng) if player == seat else rng.choice(legal))


@dataclass
class Move:
    player: str
    action: dict
    events: list[Event]


class RandomWalk:
    """Iterate to get (state, player, legal) before each move; the walk plays the move when the
    loop resumes. `state` is the game as it stands, `moves` what was played (player, action, events)."""

    def __init__(
        self,
        game: Game | str | None,
        players: int | list[str],
        seed: int,
        *,
        options: dict | None = None,
        steps: int | None = None,
        chooser: Chooser | None = None,
        rng: random.Random | None = None,
        state: GameState | None = None,
        first_to_act: bool = False,
        max_steps: int = MAX_STEPS,
    ) -> None:
        names = seats(players) if isinstance(players, int) else list(players)
        self.rng = rng if rng is not None else random.Random(seed)
        self.game = GAMES[game] if isinstance(game, str) else game     # None: walk on `state`
        if state is None:
            assert self.game is not None, "a walk needs a game, or a state to walk on"
            state = self.game.new(names, seed, options)
        self.state = state
        self.key = self.game.key if self.game is not None else type(state).__module__
        self.seed = seed
        self.steps = steps
        self.chooser = chooser
        self.first_to_act = first_to_act
        self.max_steps = max_steps
        self.moves: list[Move] = []

    def _next(self) -> tuple[str, list[dict]] | None:
        """Who acts next and their legal moves; None at the end (or after `steps` moves)."""
        if self.state.is_over() or (self.steps is not None and len(self.moves) >= self.steps):
            return None
        assert len(self.moves) < self.max_steps, (
            f"{self.key}: no end after {self.max_steps} moves (seed {self.seed})")
        acting = self.state.to_act()
        assert acting, f"{self.key}: the game is not over but nobody is to act"
        player = acting[0] if self.first_to_act else self.rng.choice(acting)
        legal = self.state.legal_actions(player)
        assert legal, f"{self.key}: {player} is to act but has no legal action"
        return player, legal

    def _play(self, player: str, legal: list[dict]) -> Move:
        if self.chooser is None:
            action = self.rng.choice(legal)
        else:
            action = self.chooser(self.state, player, [dict(a) for a in legal], self.rng)
            assert action in legal, f"{self.key}: the chooser chose {action}, not a legal action"
        move = Move(player, action, self.state.apply(player, action))
        self.moves.append(move)
        return move

    def __iter__(self) -> Iterator[tuple[GameState, str, list[dict]]]:
        while (found := self._next()) is not None:
            yield self.state, *found
            self._play(*found)

    def states(self) -> Iterator[GameState]:
        """The state before each move, then once more at the end (the same object, moved on)."""
        for state, _, _ in self:
            yield state
        yield self.state

    def played(self) -> Iterator[Move]:
        """Each move just after it was played: the walk's `state` is then the state after it."""
        while (found := self._next()) is not None:
            yield self._play(*found)

    def play(self) -> GameState:
        """Walk to the end (or `steps` moves) without looking; the state then."""
        for _ in self:
            pass
        return self.state

    @property
    def history(self) -> list[tuple[str, dict]]:
        return [(m.player, m.action) for m in self.moves]

    @property
    def events(self) -> list[Event]:
        """Every event the moves made, in order (the opening events are the state's own)."""
        return [event for m in self.moves for event in m.events]


def random_walk(game: Game | str | None, players: int | list[str], seed: int, **kwargs: Any) -> RandomWalk:
    """A RandomWalk (see its arguments): iterate it, or `.play()` it."""
    return RandomWalk(game, players, seed, **kwargs)


def play_out(game: Game | str | None, players: int | list[str], seed: int, **kwargs: Any) -> GameState:
    """The state at the end of a random walk (or after `steps` moves)."""
    return RandomWalk(game, players, seed, **kwargs).play()
