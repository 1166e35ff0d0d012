"""`/game replay [table]` in Discord: the board at move N of a table's log, for the caller alone.

One ephemeral message: the head ("move N of M"), the move's public narration in the caller's
language, the public board at that move, and the buttons ⏮ ◀ ▶ ⏭. Each button is a
DynamicItem whose id carries the table, the move it shows and the user who opened the replay
(``br:replay:<table>:<move>:<user>:<f|p|n|l>``), so it works after a restart and nobody else can
step someone's replay. The referee side (the replay, kept a few minutes; the pictures, drawn in
the render workers) is bot/referee/replay.py.

With WEB_PUBLIC_URL set and the table's web page shared, the replay also has a link button to
the web replay at its move and *Post link here* (``br:replay-post:<table>:<move>:<user>``): its
owner puts that link in the channel for everyone, once a minute at most (``RecentPosts``).
"""
from __future__ import annotations

import re
import time

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import discord
from discord import ui

from bot.discord.compose import framed, letter
from bot.discord.delivery import referee_for, upload_limit
from bot.discord.formatting import reader, render_names
from bot.discord.reach import bot_of
from bot.referee.shapes import Refusal
from bot.referee.tables import game_name
from bot.text.words import game_title, number_text, say, said
from games.base import as_list, as_player, msg

if TYPE_CHECKING:
    from bot.discord.flow import Flow
    from bot.referee.replay import Frame, Replay

#: The four buttons: what each is called in the custom id, its label, and the move it goes to.
STEPS = (("f", "⏮"), ("p", "◀"), ("n", "▶"), ("l", "⏭"))


class OwnersOnly:
    """A replay's buttons are pressed by the user who opened it (`user`); anyone else is told whose it is."""

    user: str

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if str(interaction.user.id) == self.user:
            return True
        await bot_of(interaction).answers.tell(interaction, said("replay-not-yours", player=as_player(self.user)))
        return False


class ReplayButton(OwnersOnly, ui.DynamicItem[ui.Button[Any]],
                   template=r"br:replay:(?P<table>\d+):(?P<move>\d+):(?P<user>\d+):(?P<kind>[fpnl])"):
    """⏮ ◀ ▶ ⏭ of a replay: shows move `move` of table `table` to `user` (only them)."""

    def __init__(self, table_id: int, move: int, user: str, kind: str, disabled: bool = False) -> None:
        label = dict(STEPS)[kind]
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
                                   custom_id=f"br:replay:{table_id}:{move}:{user}:{kind}"))
        self.table_id, self.move, self.user = table_id, move, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "ReplayButton":
        return cls(int(match["table"]), int(match["move"]), match["user"], match["kind"])


    async def callback(self, interaction: discord.Interaction) -> None:
        await step(bot_of(interaction).flow, interaction, self.table_id, self.move)


class ReplayPostButton(OwnersOnly, ui.DynamicItem[ui.Button[Any]],
                       template=r"br:replay-post:(?P<table>\d+):(?P<move>\d+):(?P<user>\d+)"):
    """*Post link here*: the replay's owner puts the web replay's link at move `move` in the channel."""

    def __init__(self, table_id: int, move: int, user: str, label: str = "Post link here") -> None:
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                   custom_id=f"br:replay-post:{table_id}:{move}:{user}"))
        self.table_id, self.move, self.user = table_id, move, user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> "ReplayPostButton":
        return cls(int(match["table"]), int(match["move"]), match["user"])


    async def callback(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        await post_link(bot.flow, bot.replay_posts, interaction, self.table_id, self.move)


#: For ``bot.add_dynamic_items``.
REPLAY_ITEMS = (ReplayButton, ReplayPostButton)


class RecentPosts:
    """When each user last posted a table's replay link: one post a table and user a minute, so a
    replay's button cannot flood a channel (Discord counts a channel's messages, not who pressed)."""

    SECONDS = 60.0
    KEPT = 1024            # entries at most: the oldest go first

    def __init__(self, clock: "Callable[[], float]" = time.monotonic) -> None:
        self.clock = clock
        self._last: dict[tuple[str, int], float] = {}

    def wait(self, user: str, table_id: int) -> int:
        """Seconds before `user` may post table `table_id`'s link again (0: now)."""
        last = self._last.get((user, table_id))
        return 0 if last is None else max(0, int(last + self.SECONDS - self.clock() + 0.999))

    def note(self, user: str, table_id: int) -> None:
        self._last.pop((user, table_id), None)
        self._last[(user, table_id)] = self.clock()
        while len(self._last) > self.KEPT:
            del self._last[next(iter(self._last))]


def known(custom_id: str) -> bool:
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in REPLAY_ITEMS)


def buttons(table_id: int, index: int, moves: int, user: str, web: "Web | None" = None) -> ui.View:
    """⏮ ◀ ▶ ⏭ around move `index` of `moves`; those that would not move are disabled. `web`: the
    table's web page: a link button opening the web replay at this move (#move-N), and *Post link here*."""
    targets = {"f": 0, "p": max(index - 1, 0), "n": min(index + 1, moves), "l": moves}
    view = ui.View(timeout=None)
    for kind, _ in STEPS:
        view.add_item(ReplayButton(table_id, targets[kind], user, kind, disabled=targets[kind] == index))
    if web is not None:
        view.add_item(ui.Button(label=web.label, url=at_move(web.url, index), style=discord.ButtonStyle.link))
        view.add_item(ReplayPostButton(table_id, index, user, web.post_label))
    view.stop()               # the DynamicItems carry everything; discord.py keeps nothing
    return view


def text(frame: "Frame", locale: str) -> str:
    """The frame's words in `locale`: the head, then the move's narration (players as mentions,
    computer seats by name in bold, as the channel writes them)."""
    names = frame.names
    head = said("replay-head", game=frame.title or game_title(frame.game, frame.game), table=number_text(frame.table_id),
                status=msg(f"bot-state-{frame.status}"), move=number_text(frame.index), count=frame.moves)
    if frame.index == 0:
        body = [said("replay-deal", players=as_list([as_player(u) for u in names]))]
    elif frame.narration:
        body = frame.narration
    else:
        body = [said("replay-moved", player=as_player(frame.player or ""))]
    return render_names("\n".join(say(part, locale) for part in [head, *body]), names)


async def _replay(flow: "Flow", interaction: discord.Interaction, table_id: int) -> "Replay":
    """The table's replay if this caller may see it; Refusal (as if it did not exist) if not."""
    referee = await referee_for(flow.referees, interaction)
    replay: "Replay" = await referee.replay_of(table_id)
    if not replay.visible_to(str(interaction.user.id), interaction.guild_id, str(interaction.channel_id)):
        raise Refusal("replay-gone", table=number_text(table_id))
    return replay


async def _frame(flow: "Flow", interaction: discord.Interaction, table_id: int, index: int | None) -> "Frame":
    """The replay's frame at `index` (None: where a replay opens) for this caller; Refusal if not theirs to see."""
    referee = await referee_for(flow.referees, interaction)
    replay = await _replay(flow, interaction, table_id)
    return await referee.replay_frame(replay, replay.opening() if index is None else index, reader(interaction))


async def _which_table(flow: "Flow", interaction: discord.Interaction, table: int | None) -> int:
    if table is not None:
        return table
    referee = await referee_for(flow.referees, interaction)
    channel = str(interaction.channel_id)
    info = referee.table(channel)
    if info is not None:
        return info.table_id
    last = await referee.store.latest(channel)
    if last is None:
        raise Refusal("replay-no-table")
    return int(last.id)


async def open_replay(flow: "Flow", interaction: discord.Interaction, table: int | None) -> None:
    """`/game replay [table]`: the replay opens privately (see bot.referee.replay.Replay.opening)."""
    await flow.answers.think(interaction)
    try:
        frame = await _frame(flow, interaction, await _which_table(flow, interaction, table), None)
        locale = reader(interaction)
        await flow.answers.tell(interaction, text(frame, locale), picture=frame.picture,
                                view=buttons(frame.table_id, frame.index, frame.moves, str(interaction.user.id),
                                             _web(interaction, frame, locale)))
    except Refusal as exc:
        await flow.answers.tell(interaction, exc)
    except Exception:
        await flow.failed(interaction)


async def step(flow: "Flow", interaction: discord.Interaction, table_id: int, index: int) -> None:
    """A press of ⏮ ◀ ▶ ⏭ (by the replay's owner: ``ReplayButton.interaction_check``): the same
    message shows move `index`. A move the log no longer has, a table that is gone: a private
    answer, nothing changed."""
    try:
        await flow.outbox.acknowledge(interaction, thinking=False)   # a deferred update of the message pressed
        try:
            frame = await _frame(flow, interaction, table_id, index)
        except Refusal as exc:
            await flow.answers.tell(interaction, exc)
            return
        await _show(flow, interaction, frame, str(interaction.user.id))
    except Exception:
        await flow.failed(interaction)


async def _show(flow: "Flow", interaction: discord.Interaction, frame: "Frame", owner: str) -> None:
    """The pressed replay message, now at `frame` (its picture replaces the one shown)."""
    locale = reader(interaction)
    await flow.outbox.edit_original(interaction, framed(
        text(frame, locale), frame.picture, locale, frame.names, limit=upload_limit(interaction),
        view=buttons(frame.table_id, frame.index, frame.moves, owner, _web(interaction, frame, locale))))


@dataclass(frozen=True)
class Web:
    """A replay's way to the web: the table's page and the two buttons' labels in the reader's language."""

    url: str
    label: str             # the link button: *Replay on the web*
    post_label: str        # *Post link here*


def at_move(url: str, index: int) -> str:
    return f"{url}#move-{index}"


def _web(interaction: discord.Interaction, frame: "Frame", locale: str) -> Web | None:
    """The table's web page, when WEB_PUBLIC_URL is set and its host shares it (a page that answers 404
    is not offered)."""
    link = bot_of(interaction).sender.composer.watch
    if link is None or not frame.shared:
        return None
    return Web(link(frame.table_id), say(said("web-replay-link"), locale), say(said("replay-post-button"), locale))


async def post_link(flow: "Flow", posts: RecentPosts, interaction: discord.Interaction, table_id: int,
                    index: int) -> None:
    """*Post link here*: the web replay's link at move `index`, posted in the channel as a public follow-up
    in the table's language, naming who shared it (pinging nobody). Refused privately, nothing posted:
    a member who may not post here, a second post within a minute, a table gone or no longer shared."""
    try:
        await flow.outbox.acknowledge(interaction, thinking=False)    # the replay message stays as it is
        if not await flow.may_post(interaction):
            return
        user = str(interaction.user.id)
        wait = posts.wait(user, table_id)
        if wait:
            await flow.answers.tell(interaction, said("replay-post-wait", seconds=wait))
            return
        try:
            replay = await _replay(flow, interaction, table_id)
        except Refusal as exc:
            await flow.answers.tell(interaction, exc)
            return
        link = bot_of(interaction).sender.composer.watch
        if link is None or not replay.shared:
            await flow.answers.tell(interaction, said("replay-post-unshared", table=number_text(table_id)))
            return
        if not 0 <= index <= replay.moves:
            await flow.answers.tell(interaction, Refusal("replay-out-of-range", move=number_text(index),
                                                         count=replay.moves))
            return
        locale = replay.language
        words = said("replay-posted", player=as_player(user), game=game_name(replay.game),
                     table=number_text(table_id), move=number_text(index), count=replay.moves)
        view = ui.View(timeout=None)
        view.add_item(ui.Button(label=say(said("web-replay-link"), locale), url=at_move(link(table_id), index),
                                style=discord.ButtonStyle.link))
        view.stop()
        posts.note(user, table_id)
        await flow.outbox.announce(interaction, letter(words, locale, view=view))
    except Exception:
        await flow.failed(interaction)
