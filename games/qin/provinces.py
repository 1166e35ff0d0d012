"""The position on a Qin board: coloured squares, provinces, pagodas, villages.

Provinces are the connected groups (edge adjacency) of squares of one colour;
a group of 2+ squares is a province and carries one pagoda stack (1, or 2 when
major). The stack sits on one square of the province, its *anchor*; that is
how pagodas are stored. Groups are kept as explicit labels (``comp[cell]``):
groups only ever grow and merge, so a merge relabels the smaller ones.

This module knows nothing about turns, hands or players' names: seats are
numbers, and ``place`` returns narration notes as small tuples that the state
turns into sentences. The computer player reuses it to try placements.
"""
from __future__ import annotations

from typing import Any

from games.qin.board import COLOURS, NAMES, N, Board, pieces

NONE = -1
CODE = {ch: i + 1 for i, ch in enumerate(COLOURS)}     # a grid letter's colour code (anything else: 0)
PAIRS: list[tuple[int, int]] = [(c // N, c % N) for c in range(N * N)]


class Position:
    __slots__ = ("board", "colour", "comp", "cells", "owner", "level", "anchor", "village",
                 "supply", "frontier", "major", "minimum", "_pairs", "codes", "prov", "_rev")

    def __init__(self, board: Board, supply: list[int], colour: list[int] | None = None) -> None:
        self.board = board
        self.colour: list[int] = board.start_colours() if colour is None else colour
        self.comp: list[int] = [NONE] * N
        self.cells: dict[int, list[int]] = {}
        self.owner: dict[int, int] = {}        # group id -> seat, provinces only
        self.level: dict[int, int] = {}        # group id -> 1 or 2
        self.anchor: dict[int, int] = {}       # group id -> square under the stack
        self.village: dict[int, int] = {}      # village square -> seat holding it
        self.supply = list(supply)
        self.frontier: set[int] = set()
        p = pieces()
        self.major = p.major_size
        self.minimum = p.province_min
        self._pairs: list[tuple[int, int]] | None = None
        self._rev: list[tuple[int, int]] | None = None     # candidate pairs turned round
        self.codes: set[int] = set()           # candidate pairs a * N + b (a < b)
        self.prov: list[int] = [NONE] * N      # group id of each square in a province, else NONE
        self._relabel()

    # --- building -----------------------------------------------------------

    def _relabel(self) -> None:
        """Label the groups from the colours (setup and load)."""
        colour, comp, nbrs = self.colour, self.comp, self.board.neighbours
        self.cells = {}
        for i in range(N):
            comp[i] = NONE
        for i in range(N):
            if colour[i] and comp[i] == NONE:
                group, stack = [i], [i]
                comp[i] = i
                while stack:
                    x = stack.pop()
                    for n in nbrs[x]:
                        if comp[n] == NONE and colour[n] == colour[i]:
                            comp[n] = i
                            group.append(n)
                            stack.append(n)
                self.cells[i] = group
        grass = self.board.grass
        self._pairs = self._rev = None
        self.frontier = {n for i in range(N) if colour[i] for n in nbrs[i] if grass[n] and not colour[n]}
        gn = self.board.grass_neighbours
        self.codes = {min(f, g) * N + max(f, g) for f in self.frontier for g in gn[f] if not colour[g]}
        self.prov = [comp[i] if comp[i] != NONE and len(self.cells[comp[i]]) >= self.minimum else NONE
                     for i in range(N)]

    @classmethod
    def from_data(cls, board: Board, grid: str, pagodas: list, villages: list, supply: list[int]) -> "Position":
        """Rebuild from plain data: grid of 169 chars (. or R/Y/B), [[cell, seat, level]], [[cell, seat]]."""
        pos = cls(board, supply, [CODE.get(ch, 0) for ch in grid])
        for cell, seat, level in pagodas:
            k = pos.comp[cell]
            pos.owner[k], pos.level[k], pos.anchor[k] = seat, level, cell
        pos.village = {cell: seat for cell, seat in villages}
        return pos

    def grid(self) -> str:
        return "".join(COLOURS[c - 1] if c else "." for c in self.colour)

    def pagoda_list(self) -> list[list[int]]:
        return sorted([self.anchor[k], self.owner[k], self.level[k]] for k in self.owner)

    def village_list(self) -> list[list[int]]:
        return sorted([cell, seat] for cell, seat in self.village.items())

    def copy(self, moves: bool = True) -> "Position":
        """An independent copy. ``moves=False``: a scratch copy to try one placement on and read the
        outcome (pagodas, provinces, villages), never asked for legal moves: the frontier is not kept."""
        other = object.__new__(Position)
        other.board = self.board
        other.colour = self.colour[:]
        other.comp = self.comp[:]
        other.cells = dict(self.cells)      # the lists are shared: place() replaces a group's list, never changes it
        other.owner = dict(self.owner)
        other.level = dict(self.level)
        other.anchor = dict(self.anchor)
        other.village = dict(self.village)
        other.supply = self.supply[:]
        other.frontier = set(self.frontier) if moves else None    # type: ignore[assignment]
        other.major = self.major
        other.minimum = self.minimum
        other._pairs = self._pairs
        other._rev = self._rev
        other.codes = set(self.codes) if moves else None    # type: ignore[assignment]
        other.prov = self.prov[:]
        return other

    # --- reading ------------------------------------------------------------

    def on_board(self, seat: int) -> int:
        return sum(lv for k, lv in self.level.items() if self.owner[k] == seat) + \
            sum(1 for s in self.village.values() if s == seat)

    def provinces_near(self, cells: tuple[int, ...] | list[int], colour: int) -> list[int]:
        """Distinct provinces (2+ squares) of `colour` touching any of `cells`."""
        found: list[int] = []
        col, comp, cells_of, nbrs = self.colour, self.comp, self.cells, self.board.neighbours
        for x in cells:
            for n in nbrs[x]:
                if col[n] == colour:
                    k = comp[n]
                    if k not in found and len(cells_of[k]) >= self.minimum:
                        found.append(k)
        return found

    def join_problem(self, provinces: list[int]) -> tuple | None:
        """Why these provinces may not be joined by one tile, or None.

        ("majors",) two major provinces would join;
        ("equal", size, seat_a, seat_b) provinces of equal size and different owners would join.
        """
        if len(provinces) < 2:
            return None
        if len(provinces) == 2:                # the common case, spelled out for speed
            k1, k2 = provinces
            s1, s2 = len(self.cells[k1]), len(self.cells[k2])
            if s1 >= self.major and s2 >= self.major:
                return ("majors",)
            if s1 == s2:
                o1, o2 = self.owner.get(k1, NONE), self.owner.get(k2, NONE)
                if o1 != o2:
                    return ("equal", s1, o1, o2)
            return None
        sizes = [len(self.cells[k]) for k in provinces]
        if sum(1 for s in sizes if s >= self.major) >= 2:
            return ("majors",)
        owners = [self.owner.get(k, NONE) for k in provinces]
        for i in range(len(provinces)):
            for j in range(i + 1, len(provinces)):
                if sizes[i] == sizes[j] and owners[i] != owners[j]:
                    return ("equal", sizes[i], owners[i], owners[j])
        return None

    def placement_problem(self, c1: int, c2: int, a: int, b: int) -> tuple | None:
        """Why colour c1 on a and c2 on b may not be placed, or None. Squares already checked."""
        if c1 == c2:
            return self.join_problem(self.provinces_near((a, b), c1))
        return self.join_problem(self.provinces_near((a,), c1)) or self.join_problem(self.provinces_near((b,), c2))

    def candidate_pairs(self) -> list[tuple[int, int]]:
        """Every pair of side-by-side empty grass squares with one touching a coloured square.

        Cached until the next placement; callers must not change the list.
        """
        if self._pairs is not None:
            return self._pairs
        pairs = [PAIRS[c] for c in sorted(self.codes)]
        self._pairs = pairs
        return pairs

    def legal_placements(self, tiles: list[tuple[int, int]]) -> list[tuple[int, int, list[tuple[int, int]]]]:
        """For each tile kind (c1, c2), every legal (a, b): c1 goes on a, c2 on b.

        A mixed tile is listed both ways round; a same-colour tile once (a < b).
        Only squares touching a province can make a placement illegal, so the work
        is done for those few and every other candidate pair passes untouched.
        """
        pairs = self.candidate_pairs()
        col, nbrs = self.colour, self.board.neighbours
        join_problem = self.join_problem
        wanted = {c for t in tiles for c in t}
        # provinces touching each frontier square, per colour (most squares touch none)
        near: list[dict[int, list[int]]] = [{}, {}, {}, {}]
        prov = self.prov
        for f in self.frontier:
            for n in nbrs[f]:
                k = prov[n]
                if k != NONE:
                    c = col[n]
                    if c in wanted:
                        lst = near[c].get(f)
                        if lst is None:
                            near[c][f] = [k]
                        elif k not in lst:
                            lst.append(k)
        # squares where one half of colour c alone would make an illegal join
        bad: list[set[int]] = [set(), set(), set(), set()]
        for c in wanted:
            for f, provs in near[c].items():
                if len(provs) > 1 and join_problem(provs) is not None:
                    bad[c].add(f)
        empty_grass = self.board.grass_neighbours
        out: list[tuple[int, int, list[tuple[int, int]]]] = []
        for c1, c2 in tiles:
            if c1 == c2:
                nc, bc = near[c1], bad[c1]
                excluded: set[tuple[int, int]] = set()
                for f in bc:
                    for g in empty_grass[f]:
                        if not col[g]:
                            excluded.add((f, g) if f < g else (g, f))
                for f, pf in nc.items():
                    if f in bc:                # every pair with f is out already
                        continue
                    for g in empty_grass[f]:
                        if g > f:
                            pg = nc.get(g)     # keys of nc are empty squares
                            if pg is None or pg == pf or g in bc:
                                continue       # nothing new joins, or already out
                            union = pf + [k for k in pg if k not in pf]
                            if join_problem(union) is not None:
                                excluded.add((f, g))
                out.append((c1, c2, [p for p in pairs if p not in excluded] if excluded else pairs))
            else:
                b1, b2 = bad[c1], bad[c2]
                if not b1 and not b2:
                    rev = self._rev
                    if rev is None:
                        rev = self._rev = [(b, a) for a, b in pairs]
                    found = pairs + rev
                else:
                    found = [(a, b) for a, b in pairs if a not in b1 and b not in b2]
                    found += [(b, a) for a, b in pairs if b not in b1 and a not in b2]
                out.append((c1, c2, found))
        return out

    def can_place(self, tiles: list[tuple[int, int]]) -> bool:
        """Whether any of these tile kinds has a legal placement (early exit)."""
        if not tiles:
            return False
        for a, b in self.candidate_pairs():
            for c1, c2 in tiles:
                if self.placement_problem(c1, c2, a, b) is None:
                    return True
                if c1 != c2 and self.placement_problem(c1, c2, b, a) is None:
                    return True
        return False

    # --- changing -------------------------------------------------------------

    def place(self, seat: int, c1: int, c2: int, a: int, b: int) -> list[tuple]:
        """Put colour c1 on a and c2 on b (already checked legal) and settle everything.

        Order within one placement: joins give pagodas back first; then the placer
        founds, majors get their second pagoda; then the villages are recounted
        (pagodas of villages that change hands or empty go back before new ones
        are placed). The moment a step leaves a player with no pagoda in supply,
        settling stops: that last pagoda ends the board at once (rule text:
        遊戲將立即結束), and nothing later in the same placement can take one back.
        Returns narration notes.
        """
        notes: list[tuple] = []
        col, comp, cells, nbrs, grass = self.colour, self.comp, self.cells, self.board.neighbours, self.board.grass
        col[a], col[b] = c1, c2
        self._pairs = self._rev = None
        if self.codes is not None:          # None: a scratch copy (copy(moves=False))
            self._move_frontier(a, b)
        groups = [(c1, [a, b])] if c1 == c2 else [(c1, [a]), (c2, [b])]
        touched: list[int] = []
        founding: list[int] = []
        for colour, new in groups:
            old: list[int] = []
            for x in new:
                for n in nbrs[x]:
                    if col[n] == colour and comp[n] != NONE:
                        k = comp[n]
                        if k not in old:
                            old.append(k)
            provs = [k for k in old if len(cells[k]) >= self.minimum]
            if provs:
                base = max(provs, key=lambda k: (len(cells[k]), self.level.get(k, 0),
                                                 -(self.anchor[k] if k in self.anchor else k)))
                sizes = {k: len(cells[k]) for k in provs}
            else:
                base = max(old, key=lambda k: len(cells[k])) if old else new[0]
            merged = list(cells.get(base, ()))     # a new list: copies share the old ones (see copy)
            for k in old:
                if k != base:
                    group = cells.pop(k)
                    for x in group:
                        comp[x] = base
                    merged.extend(group)
            for x in new:
                comp[x] = base
                merged.append(x)
            cells[base] = merged
            size = len(cells[base])
            if provs:
                keeper = self.owner.get(base, NONE)
                for k in provs:
                    if k == base:
                        continue
                    who = self.owner.pop(k, NONE)
                    back = self.level.pop(k, 0)
                    self.anchor.pop(k, None)
                    if who != NONE:
                        self.supply[who] += back
                    kind = "join" if who == keeper else "absorb"
                    notes.append((kind, colour, keeper, sizes[base], who, sizes[k], back))
                if len(provs) == 1:
                    notes.append(("extend", colour, keeper, size))
            elif size >= self.minimum:
                self.anchor[base] = new[0]
                founding.append(base)
            touched.append(base)
            if size >= self.minimum:
                prov = self.prov
                for x in cells[base]:
                    prov[x] = base
        self._settle(seat, touched, founding, notes)
        return notes

    def _move_frontier(self, a: int, b: int) -> None:
        """a and b are coloured now: they leave the frontier, their empty grass neighbours join it."""
        col, front, codes, gn = self.colour, self.frontier, self.codes, self.board.grass_neighbours
        front.discard(a)
        front.discard(b)
        for x in (a, b):
            for g in gn[x]:
                codes.discard(x * N + g if x < g else g * N + x)
        for x in (a, b):
            for f in gn[x]:
                if not col[f] and f not in front:
                    front.add(f)
                    for g in gn[f]:
                        if not col[g]:
                            codes.add(f * N + g if f < g else g * N + f)

    def _settle(self, seat: int, touched: list[int], founding: list[int], notes: list[tuple]) -> None:
        cells = self.cells
        near_v = self.board.near_villages
        found: set[int] = set()
        for k in touched:
            for x in cells[k]:
                if near_v[x]:
                    found.update(near_v[x])
        villages = sorted(found)
        supply = self.supply
        for _ in range(8):
            progress = False
            for k in list(founding):
                if supply[seat] > 0:
                    supply[seat] -= 1
                    self.owner[k], self.level[k] = seat, 1
                    founding.remove(k)
                    notes.append(("found", self.colour[self.anchor[k]], seat, len(cells[k])))
                    progress = True
            if 0 in supply:                    # a last pagoda went up: the board ends at once
                return
            for k in touched:
                who = self.owner.get(k, NONE)
                if who != NONE and self.level[k] == 1 and len(cells[k]) >= self.major and supply[who] > 0:
                    supply[who] -= 1
                    self.level[k] = 2
                    notes.append(("major", self.colour[self.anchor[k]], who, len(cells[k])))
                    progress = True
            if 0 in supply:
                return
            if villages and self._villages(notes, villages):
                progress = True
            if not progress or 0 in supply:
                break

    def village_leader(self, v: int) -> int:
        """The seat with strictly most pagodas in provinces touching village v, or NONE."""
        tally: dict[int, int] = {}
        seen: list[int] = []
        col, comp = self.colour, self.comp
        for n in self.board.neighbours[v]:
            if col[n]:
                k = comp[n]
                if k in self.owner and k not in seen:
                    seen.append(k)
                    who = self.owner[k]
                    tally[who] = tally.get(who, 0) + self.level[k]
        if not tally:
            return NONE
        best = max(tally.values())
        leaders = [s for s, v_ in tally.items() if v_ == best]
        return leaders[0] if len(leaders) == 1 else NONE

    def _villages(self, notes: list[tuple], villages: list[int]) -> bool:
        progress = False
        wanted: list[tuple[int, int, int]] = []
        for v in villages:
            lead = self.village_leader(v)
            held = self.village.get(v, NONE)
            if held == lead:
                continue
            if held != NONE:
                del self.village[v]
                self.supply[held] += 1
                progress = True
                if lead == NONE:
                    notes.append(("village_empty", v, held))
            if lead != NONE:
                wanted.append((v, lead, held))
        for v, lead, held in wanted:
            if self.supply[lead] > 0:
                self.supply[lead] -= 1
                self.village[v] = lead
                notes.append(("village", v, lead, held))
                progress = True
        return progress

    def provinces(self) -> list[dict]:
        """Every group of 2+ squares, for views: colour, squares, owner, pagodas, anchor."""
        out: list[dict[str, Any]] = []
        for k, group in self.cells.items():
            if len(group) < self.minimum:
                continue
            out.append({
                "colour": COLOURS[self.colour[k] - 1],
                "cells": sorted(NAMES[x] for x in group),
                "size": len(group),
                "owner": self.owner.get(k, NONE),
                "pagodas": self.level.get(k, 0),
                "at": NAMES[self.anchor[k]] if k in self.anchor else None,
            })
        out.sort(key=lambda p: (p["at"] or "", p["cells"][0]))
        return out
