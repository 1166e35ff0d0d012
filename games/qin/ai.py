"""A Qin computer player: tries every legal placement on a copy of the public position
and keeps the one that leaves it best off.

It sees only its own view (the board, pagodas, supplies and its hand) and the
legal actions. A placement is worth what it does at once, in pagodas:
its own placed pagodas count for, its rivals' against (most of all those of the
rival closest to running out), placing its last pagoda wins, letting a rival
place their last loses. Quiet placements are told apart by the squares of its
own provinces (bigger provinces are safe from absorption and nearer to major)
and by not feeding rivals' provinces.
"""
from __future__ import annotations

import random
from collections import OrderedDict

from games.base import Message, msg
from games.levels import fallback
from games.qin.board import COLOURS, INDEX, board_from_rows
from games.qin.provinces import Position

WIN = 1000.0
OWN_PAGODA = 10.0
RIVAL_PAGODA = 6.0
LEADER_EXTRA = 3.0          # a pagoda of the rival with fewest left counts this much more
OWN_SQUARE = 0.6
RIVAL_SQUARE = 0.35
MAJOR_SOON = 1.5            # own province at 4 squares: one step from a second pagoda


def position_from_view(view: dict) -> tuple[Position, int]:
    """The public position of a view, and the seat of the viewer."""
    players = view["players"]
    supply = [view["supply"][p] for p in players]
    where = board_from_rows(tuple(view["terrain"]), view["side"], view.get("board_title", ""))
    pos = Position.from_data(where, view["grid"], view["pagodas"], view["village_list"], supply)
    return pos, players.index(view["you"])


def _tally(pos: Position, seats: int, me: int) -> tuple[list[int], int]:
    """The squares of every seat's provinces, and how many of `me`'s are one square from major."""
    owned = [0] * seats
    near = 0
    cells, almost = pos.cells, pos.major - 1
    for k, seat in pos.owner.items():
        size = len(cells[k])
        owned[seat] += size
        if seat == me and size == almost:
            near += 1
    return owned, near


def quiet(pos: Position, c1: int, c2: int, a: int, b: int) -> bool:
    """Whether c1 on a and c2 on b changes nothing but two colours: a mixed tile whose halves touch
    no square of their own colour and no village, on a board where nobody is out of pagodas.
    Such a placement founds, grows, joins and takes nothing, so ``score`` is 0 without trying it."""
    if c1 == c2:
        return False
    colour, nbrs, near_v = pos.colour, pos.board.neighbours, pos.board.near_villages
    if near_v[a] or near_v[b] or 0 in pos.supply:
        return False
    return all(colour[n] != c1 for n in nbrs[a]) and all(colour[n] != c2 for n in nbrs[b])


def score(pos: Position, me: int, action: dict, before_squares: list[int], before_near: int) -> float:
    tile, cells = action["tile"], action["cells"]
    c1, c2 = COLOURS.index(tile[0]) + 1, COLOURS.index(tile[1]) + 1
    a, b = INDEX[cells[0]], INDEX[cells[1]]
    if quiet(pos, c1, c2, a, b):
        return 0.0
    trial = pos.copy(moves=False)
    trial.place(me, c1, c2, a, b)
    seats = len(pos.supply)
    if trial.supply[me] == 0:
        return WIN
    if any(trial.supply[s] == 0 for s in range(seats) if s != me):
        return -WIN
    value = OWN_PAGODA * (pos.supply[me] - trial.supply[me])
    leader = min((s for s in range(seats) if s != me), key=lambda s: pos.supply[s])
    for s in range(seats):
        if s != me:
            gained = pos.supply[s] - trial.supply[s]
            value -= (RIVAL_PAGODA + (LEADER_EXTRA if s == leader else 0.0)) * gained
    after, near = _tally(trial, seats, me)
    value += OWN_SQUARE * (after[me] - before_squares[me])
    value -= RIVAL_SQUARE * sum(after[s] - before_squares[s] for s in range(seats) if s != me)
    value += MAJOR_SOON * (near - before_near)
    return value


SCORES_KEPT = 320    # positions whose scores are remembered (``values``): a 3-player hard decision meets ~150-300
# Least recently used first: a finished decision's positions never come back (a Qin board only fills), so
# they leave first, and the memory stays a few MB however many games the process plays.
_scores: OrderedDict[tuple, dict[tuple, float]] = OrderedDict()


def _position_key(view: dict) -> tuple:
    """Everything ``score`` reads of a view: the board, colours, pagodas, villages, supplies, the seat."""
    return (view["side"], tuple(view["terrain"]), view["grid"], tuple(map(tuple, view["pagodas"])),
            tuple(map(tuple, view["village_list"])), tuple(view["supply"][p] for p in view["players"]),
            view["players"].index(view["you"]))


def values(view: dict, legal: list[dict]) -> list[float]:
    """What each legal placement is worth to the viewer (``score``), in the order of `legal`.

    ``score`` depends on the public position and the placement only, never on the hand, so the scores
    of a position are remembered: the hard player's rollouts meet the same position again and again
    (a rival's reply to one candidate, with other sampled hands), and each is worked out once."""
    known = _scores.pop(key := _position_key(view), None)      # taken out and put back last: used now
    if known is None:
        while len(_scores) >= SCORES_KEPT:
            _scores.popitem(last=False)
        known = {}
    _scores[key] = known
    pos = None
    out = []
    for action in legal:
        tile, cells = action["tile"], action["cells"]
        akey = (tile, cells[0], cells[1])
        value = known.get(akey)
        if value is None:
            if pos is None:
                pos, me = position_from_view(view)
                before, near = _tally(pos, len(pos.supply), me)
            value = known[akey] = score(pos, me, action, before, near)
        out.append(value)
    return out


def choose(view: dict, legal: list[dict], rng: random.Random) -> dict:
    if len(legal) == 1 or "you" not in view:
        return legal[0] if len(legal) == 1 else rng.choice(legal)
    worth = values(view, legal)
    best_value = max(worth)
    return rng.choice([a for a, v in zip(legal, worth) if v >= best_value - 1e-9])


def rank(view: dict, legal: list[dict]) -> list[dict]:
    """Legal placements best first, as choose judges them: the hard player's candidates."""
    if "you" not in view:
        return list(legal)
    worth = values(view, legal)
    order = sorted(range(len(legal)), key=lambda i: -worth[i])
    return [legal[i] for i in order]


def worth(view: dict) -> float:
    """What the position is worth to the owner of `view`, on ``score``'s scale: its pagodas
    placed, the squares of its provinces and its provinces one square from major. The hard
    player judges its short rollouts by this, everyone's against everyone's (games/search.py)."""
    pos, me = position_from_view(view)
    squares, near = _tally(pos, len(pos.supply), me)
    return OWN_PAGODA * (view["pagodas_each"] - pos.supply[me]) + OWN_SQUARE * squares[me] + MAJOR_SOON * near


# easy / normal (choose, above) / hard: see games/levels.py
from games.levels import levels  # noqa: E402

QIN_CANDIDATES = 8  # the normal placement and the next seven it ranks: the eighth-best is still often worth it


def replies(view: dict) -> int:
    """How far a Qin rollout looks after the candidate. At 2 players: the rival's reply. At 3 and 4: a whole
    turn round, every rival's reply and then the searcher's own next placement, so a candidate that
    begins something (a province one square from major, a village within reach) is judged with what the
    searcher's own tiles make of it, after every rival had the chance to spoil it. A placement costs the
    normal player's judgement of every legal one (~140), so this round of placements buys fewer search
    rounds (the league's: 20 at 3 players, 8 at 4, about what 300 ms of CPU buys); it measured clearly better than more
    rounds of rivals' replies alone (docs/ai.md)."""
    players = len(view["players"])
    return 1 if players == 2 else players


EASY_SLACK = 0.8    # easy's share of random moves; at 35% easy beat the weakest plans every game
LEVELS = levels("qin", choose, depth=replies, rank=rank, judge=worth, spread=10.0, count=QIN_CANDIDATES,
                easy_slack=EASY_SLACK)


def advise(view: dict, legal: list[dict], rng: random.Random) -> tuple[dict, Message]:
    """The normal placement (``choose``) and why, from what ``score`` weighed: a win, pagodas
    placed, squares added to its provinces, a province one square from major."""
    action = choose(view, legal, rng)
    if "you" not in view or action.get("type") != "place":
        return action, fallback()
    pos, me = position_from_view(view)
    seats = len(pos.supply)
    tile, cells = action["tile"], action["cells"]
    trial = pos.copy(moves=False)
    trial.place(me, COLOURS.index(tile[0]) + 1, COLOURS.index(tile[1]) + 1, INDEX[cells[0]], INDEX[cells[1]])
    if trial.supply[me] == 0:
        return action, msg("qin-hint-win")
    placed = pos.supply[me] - trial.supply[me]
    if placed > 0:
        return action, msg("qin-hint-pagodas", count=placed, left=trial.supply[me])
    before, near_before = _tally(pos, seats, me)
    after, near = _tally(trial, seats, me)
    if near > near_before:
        return action, msg("qin-hint-major-soon", size=pos.major - 1)
    if after[me] > before[me]:
        return action, msg("qin-hint-grow", squares=after[me] - before[me], total=after[me])
    rivals = sum(after[s] - before[s] for s in range(seats) if s != me)
    if rivals <= 0:
        return action, msg("qin-hint-quiet")
    return action, msg("qin-hint-least", squares=rivals)
