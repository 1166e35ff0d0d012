"""2. Supply: a face-up seed card on each pile, then each player puts two cards in the
piles, one face up and one face down (Secretive Stuart: both may be face down)."""
from __future__ import annotations

from games.base import Action, Event, as_list, as_player, msg, private_msg, public_msg, seeded_rng

from . import words
from .actions import place_row

UP, DOWN = "up", "down"


class SupplyMixin:
    def pile_count(self) -> int:
        return self.R.raw.two_player.piles if self.two_player else self.n

    def draw(self) -> str | None:
        """The top market card; an empty deck is refilled from the shuffled discard pile."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.reshuffles += 1
            seeded_rng(self.seed, "reshuffle", self.reshuffles).shuffle(self.deck)
        return self.deck.pop()

    def _start_supply(self, events: list[Event]) -> None:
        self.piles = []
        for _ in range(self.pile_count()):
            card = self.draw()
            self.piles.append([] if card is None else [[card, True, []]])
        seeds = [msg("stockpile-seed", pile=i + 1, card=words.card(p[0][0])) for i, p in enumerate(self.piles) if p]
        events.append(public_msg("stockpile-seeds", cards=as_list(seeds, "unit")))
        self.supply_pass = 0
        self._deal_supply(events)
        self.phase = "supply"

    def _deal_supply(self, events: list[Event]) -> None:
        for seat in self.order():
            cards = [c for c in (self.draw(), self.draw()) if c is not None]
            self.hand[seat] = cards
            self.faces[seat] = [0, 0]
            if cards:
                names = as_list([words.card(c) for c in cards])
                events.append(private_msg(self.players[seat], "stockpile-you-get", cards=names))
        self.queue = [s for s in self.order() if self.hand[s]]

    def faces_allowed(self, s: int) -> list[str]:
        ups, downs = self.faces[s]
        allowed = []
        if ups < 1:
            allowed.append(UP)
        if downs < (2 if self.has(s, "stuart") else 1):
            allowed.append(DOWN)
        if len(self.hand[s]) == 1 and ups == 0 and downs == 0:
            # A lone card (the deck ran dry) may go either way.
            return [UP, DOWN]
        return allowed

    def _legal_supply(self, s: int) -> list[Action]:
        n = len(self.piles)
        legal: list[Action] = []
        for card in dict.fromkeys(self.hand[s]):
            for face in self.faces_allowed(s):
                legal += place_row(card, face, n)
        return legal

    def _apply_supply(self, s: int, action: Action, events: list[Event]) -> None:
        card, face, pile = action["card"], action["face"], action["pile"]
        self.hand[s].remove(card)
        player = self.players[s]
        if face == UP:
            self.faces[s][0] += 1
            self.piles[pile - 1].append([card, True, []])
            events.append(public_msg("stockpile-put-up", player=as_player(player), card=words.card(card), pile=pile))
        else:
            self.faces[s][1] += 1
            self.piles[pile - 1].append([card, False, [s]])
            events.append(public_msg("stockpile-put-down", player=as_player(player), pile=pile))
            events.append(private_msg(player, "stockpile-your-facedown", pile=pile, card=words.card(card)))
        if not self.hand[s]:
            self.queue.pop(0)

    def _auto_supply(self, events: list[Event]) -> bool:
        if self.queue:
            return False
        if self.two_player and self.supply_pass + 1 < self.R.raw.two_player.supply_passes:
            self.supply_pass += 1
            self._deal_supply(events)
            return True
        self._start_predemand(events)
        return True
