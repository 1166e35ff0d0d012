"""The card's cadence: when and how a table's card goes to its channel (or thread); the card is
composed by bot/discord/compose.py and sent by bot/discord/outbox.py.

Per channel one card message is remembered (in memory, and with the table in the store, so a
restart edits the same message):

- each change EDITS it in place; the board is uploaded again only when its picture changed (the
  filename names the version it was drawn at), else the message keeps its attachment; a card
  equal to the one shown is not sent at all;
- when the turn passes to a human who was not awaited before (or the half-time reminder is
  due), the card is POSTED anew at the bottom with one ping (allowed_mentions: those players
  alone) and the old message deleted, so the card stays the last message and the ping reaches;
- a burst is coalesced: each channel has one pending slot (the latest reply wins; what the table
  was told accumulates in the composer's short log) and a token bucket of RATE sends per PER
  seconds; the card is composed (and its picture drawn) only when it is sent, for the state
  then, so a superseded state is never drawn. A caller never waits for the bucket: with no
  token left the send happens in a background task;
- failures: a card message that is gone (10008) is posted anew; a channel that is gone (10003)
  forgets the card and keeps the table; 429/5xx are retried as before and then kept pending
  (the next change, `/game status` or the reminder sends it); a picture the channel refuses
  (no Attach Files, too large) goes as its text instead.

``clock`` and ``sleep`` are injectable (tests move time without sleeping); ``flush()`` sends
what is pending now and waits for the background sends.
"""
from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Awaitable, Callable

import discord

from bot.discord.compose import Composed, Composer
from bot.discord.delivery import Referees, fits, names_at
from bot.discord.outbox import Outbox
from bot.text.table_card import TableCard

if TYPE_CHECKING:
    from bot.discord.delivery import Outlet
    from bot.referee.referee import Reply

log = logging.getLogger("boardroom.discord")

RATE = 5            # sends ...
PER = 5.0           # ... per this many seconds, per channel (Discord's limit for a channel's messages)
UNKNOWN_MESSAGE = 10008


@dataclass
class CardRef:
    """The card message a channel shows."""

    table_id: int
    message_id: int
    awaited: frozenset[str] = frozenset()   # the humans it asked to move
    picture: str | None = None              # the filename of the picture on the message
    shown: TableCard | None = None          # the TableCard last sent (an equal one is not sent again)
    alt: str | None = None                  # the picture's alt text, kept while the picture stays

    def stored(self) -> dict[str, object]:
        return {"message": self.message_id, "table": self.table_id, "awaited": sorted(self.awaited)}


@dataclass
class Pending:
    outlet: "Outlet"
    reply: "Reply"
    remind: frozenset[str] = frozenset()      # ping these again (the half-time reminder)
    finished: bool = False                    # some reply of the burst ended the game


@dataclass
class Bucket:
    """Per channel: at most `rate` sends in any `per` seconds."""

    rate: int = RATE
    per: float = PER
    sent: dict[int, list[float]] = field(default_factory=dict)

    def delay(self, channel: int, now: float) -> float:
        times = [t for t in self.sent.get(channel, []) if t > now - self.per]
        self.sent[channel] = times
        return 0.0 if len(times) < self.rate else times[0] + self.per - now

    def take(self, channel: int, now: float) -> None:
        self.sent.setdefault(channel, []).append(now)


class Sender:
    def __init__(self, referees: Referees, outbox: Outbox, *, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[object]] = asyncio.sleep) -> None:
        self.referees, self.outbox = referees, outbox
        self.clock, self.sleep = clock, sleep
        self.composer = Composer()
        self.bucket = Bucket()
        self.cards: dict[int, CardRef] = {}           # channel -> its card message
        self.pending: dict[int, list[Pending]] = {}   # channel -> what is still to send, a slot per table
        self.busy: set[int] = set()                   # channels being sent to now
        self.tasks: dict[int, asyncio.Task[None]] = {}
        self.failed: dict[int, BaseException] = {}    # channel -> why its last send did not go
        self.told: set[int] = set()                   # channels whose failure a caller heard of
        self.counts = {"posts": 0, "edits": 0, "deletes": 0, "uploads": 0, "skipped": 0}

    # --- entry points ---

    async def post(self, outlet: "Outlet", reply: "Reply", *, remind: frozenset[str] = frozenset()) -> bool:
        """Show `reply` on the channel's card (now, or soon when the channel's bucket is empty).
        False only when it was tried now and did not reach the channel (`outlet.failure` says why)."""
        self.composer.note(reply)
        channel = outlet.channel_id
        slots = self.pending.setdefault(channel, [])
        old = slots[-1] if slots and slots[-1].reply.table_id == reply.table_id else None
        if old is not None:         # the latest reply wins; reminders and the end are kept
            slots[-1] = Pending(outlet, reply, remind | old.remind, old.finished or reply.finished)
        else:                       # another table's (a rematch after the end): sent after it
            slots.append(Pending(outlet, reply, remind, reply.finished))
        if channel in self.busy:
            return True            # the send under way picks it up
        self.busy.add(channel)
        return await self._drain(channel, inline=True)

    async def flush(self, channel: int | None = None) -> None:
        """Send what is pending (for `channel`, or everywhere) now, waiting for the bucket (the
        injected `sleep`) rather than handing over, and for the background sends under way."""
        while tasks := [t for c, t in self.tasks.items() if (channel is None or c == channel) and not t.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)
        for c in [c for c in list(self.pending) if channel is None or c == channel]:
            if c not in self.busy:
                self.busy.add(c)
                await self._drain(c, inline=False)

    def first_failure(self, channel: int) -> bool:
        """Whether the caller should hear that the card did not go (once, until it goes again)."""
        if channel in self.told:
            return False
        self.told.add(channel)
        return True

    def owes(self, channel: int) -> bool:
        """A card that did not reach the channel is still pending there."""
        return channel in self.pending and channel not in self.busy

    # --- sending ---

    async def _drain(self, channel: int, *, inline: bool) -> bool:
        """Send the pending card while there is one; the caller set `busy`. Inline (an
        interaction waits), an empty bucket hands the rest to a background task."""
        reached = True
        handed = False
        try:
            while channel in self.pending:
                wait = self.bucket.delay(channel, self.clock())
                if wait > 0:
                    if inline:
                        self.tasks[channel] = asyncio.create_task(self._later(channel), name=f"boardroom-card-{channel}")
                        handed = True
                        return reached
                    await self.sleep(wait)
                    continue
                slots = self.pending[channel]
                pending = slots.pop(0)
                if not slots:
                    del self.pending[channel]
                reached = await self._send(channel, pending)
                if not reached:
                    if not isinstance(pending.outlet.failure, (discord.NotFound, discord.Forbidden)):
                        self._keep(channel, pending)     # sent with the next change (or /game status)
                    break
            return reached
        finally:
            if not handed:
                self.busy.discard(channel)

    def _keep(self, channel: int, pending: Pending) -> None:
        slots = self.pending.setdefault(channel, [])
        if not any(p.reply.table_id == pending.reply.table_id for p in slots):
            slots.insert(0, pending)

    async def _later(self, channel: int) -> None:
        try:
            await self._drain(channel, inline=False)
        except Exception:
            log.exception("sending the card of channel %s failed", channel)
            self.busy.discard(channel)

    def _ref(self, channel: int, table_id: int) -> CardRef | None:
        ref = self.cards.get(channel)
        if ref is not None and ref.table_id == table_id:
            return ref
        referee = self.referees.referee
        stored = referee.card_message(str(channel)) if referee is not None else None
        if isinstance(stored, dict) and stored.get("table") == table_id and stored.get("message"):
            ref = CardRef(table_id, int(stored["message"]), frozenset(stored.get("awaited") or ()))
            self.cards[channel] = ref
            return ref
        return None

    async def _send(self, channel: int, pending: Pending) -> bool:
        referee = await self.referees.get_referee()
        reply = pending.reply
        if pending.finished and not reply.finished:
            reply = replace(reply, finished=True)
        composed = await self.composer.compose(referee, str(channel), reply)
        if composed is None:
            return True
        self.bucket.take(channel, self.clock())
        ref = self._ref(channel, composed.table_id)
        fresh = composed.awaited - (ref.awaited if ref is not None else frozenset())
        loud = (fresh | (pending.remind & composed.awaited)) if composed.kind == "running" else frozenset()
        if ref is not None and not loud:
            return await self._edit(channel, pending.outlet, ref, composed)
        return await self._repost(channel, pending.outlet, ref, composed, loud)

    def _fitting(self, outlet: "Outlet", composed: Composed, names: dict[str, str]) -> Composed:
        """The card as it may go to the channel: without its picture (its text instead) where the
        picture cannot go (bot/discord/delivery.py ``fits``)."""
        picture = composed.picture
        if picture is None or fits(picture, outlet.size_limit, outlet.can_attach):
            return composed
        return composed.without_picture(names)

    async def _repost(self, channel: int, outlet: "Outlet", old: CardRef | None, composed: Composed,
                      loud: frozenset[str]) -> bool:
        names = names_at(self.referees.referee, channel)
        composed = self._fitting(outlet, composed, names)
        try:
            message, sent = await self.outbox.post_in(outlet, composed.letter(names, pings=loud))
        except discord.HTTPException as exc:
            return self._failed(channel, outlet, exc)
        if sent.picture is None and composed.picture is not None:     # the channel refused the file
            composed = composed.without_picture(names)
        picture = composed.picture
        self.counts["posts"] += 1
        self.counts["uploads"] += picture is not None
        self.failed.pop(channel, None)
        self.told.discard(channel)
        ref = CardRef(composed.table_id, message.id, composed.awaited, picture.filename if picture else None,
                      composed.card, sent.alt)
        self.cards[channel] = ref
        if old is not None and await self.outbox.remove_in(outlet, old.message_id):
            self.counts["deletes"] += 1
        await self._remember(channel, ref, composed)
        return True

    async def _edit(self, channel: int, outlet: "Outlet", ref: CardRef, composed: Composed) -> bool:
        names = names_at(self.referees.referee, channel)
        composed = self._fitting(outlet, composed, names)
        picture = composed.picture
        upload = picture is not None and picture.filename != ref.picture
        if ref.shown == composed.card and not upload:
            self.counts["skipped"] += 1
            ref.awaited = composed.awaited
            return True
        letter = composed.letter(names, upload=upload, alt=ref.alt, drop_files=picture is None and ref.picture is not None,
                                 plain_drops=ref.picture is not None)
        try:
            sent = await self.outbox.edit_in(outlet, ref.message_id, letter)
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_MESSAGE:     # deleted (a moderator): post it anew
                log.info("the card of channel %s was deleted; posting it again", channel)
                self.cards.pop(channel, None)
                return await self._repost(channel, outlet, None, composed, frozenset())
            return self._failed(channel, outlet, exc)
        except discord.HTTPException as exc:
            return self._failed(channel, outlet, exc)
        if sent is not letter:                  # the channel refused the file: the card shows its text
            composed, picture, upload = composed.without_picture(names), None, False
        self.counts["edits"] += 1
        self.counts["uploads"] += upload
        self.failed.pop(channel, None)
        self.told.discard(channel)
        ref.awaited, ref.shown = composed.awaited, composed.card
        if upload or picture is None:
            ref.picture = picture.filename if picture is not None else None
            ref.alt = sent.alt if picture is not None else None
        if composed.final:
            self.cards.pop(channel, None)
        return True

    async def _remember(self, channel: int, ref: CardRef, composed: Composed) -> None:
        if composed.final:
            self.cards.pop(channel, None)
            return
        referee = self.referees.referee
        if referee is not None:
            await referee.remember_card(str(channel), ref.stored())

    def _failed(self, channel: int, outlet: "Outlet", exc: discord.HTTPException) -> bool:
        outlet.failure = exc
        self.failed[channel] = exc
        if isinstance(exc, discord.NotFound):
            self.cards.pop(channel, None)
            log.warning("channel %s is gone; the table stays saved", channel)
        elif isinstance(exc, discord.Forbidden):
            log.warning("cannot post in channel %s (%s); the table stays saved", channel, exc.text)
        else:
            log.error("sending the card in channel %s failed: %s", channel, exc)
        return False
