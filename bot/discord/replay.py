"""`/game replay [table]` in Discord: the board at move N of a table's log, for the caller alone.

One ephemeral message: the head ("move N of M"), the move's public narration in the caller's
language, the public board at that move, and the buttons ⏮ ◀ ▶ ⏭. Each button is a
DynamicItem whose id carries the table, the move it shows and the user who opened the replay
(``br:replay:<table>:<move>:<user>:<f|p|n|l>``), so it works after a restart and nobody else can
step someone's replay. The referee side (the replay, kept a few minutes; the pictures, drawn in
the render workers) is bot/referee/replay.py.
"""
from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.compose import framed
from bot.discord.delivery import referee_for, upload_limit
from bot.discord.formatting import reader, render_names
from bot.discord.reach import bot_of
from bot.referee.shapes import Refusal
from bot.text.words import game_title, number_text, say, said
from games.base import as_list, as_player, msg

if TYPE_CHECKING:
    from bot.discord.flow import Flow
    from bot.referee.replay import Frame, Replay

#: The four buttons: what each is called in the custom id, its label, and the move it goes to.
STEPS = (("f", "⏮"), ("p", "◀"), ("n", "▶"), ("l", "⏭"))


class ReplayButton(ui.DynamicItem[ui.Button[Any]],
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

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Only the user who opened the replay steps it; anyone else is told whose it is."""
        if str(interaction.user.id) == self.user:
            return True
        await bot_of(interaction).answers.tell(interaction, said("replay-not-yours", player=as_player(self.user)))
        return False

    async def callback(self, interaction: discord.Interaction) -> None:
        await step(bot_of(interaction).flow, interaction, self.table_id, self.move)


#: For ``bot.add_dynamic_items``.
REPLAY_ITEMS = (ReplayButton,)


def known(custom_id: str) -> bool:
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in REPLAY_ITEMS)


def buttons(table_id: int, index: int, moves: int, user: str, web: tuple[str, str] | None = None) -> ui.View:
    """⏮ ◀ ▶ ⏭ around move `index` of `moves`; those that would not move are disabled. `web`: (label,
    url) of the table's web page, a link button opening the web replay at this move (#move-N)."""
    targets = {"f": 0, "p": max(index - 1, 0), "n": min(index + 1, moves), "l": moves}
    view = ui.View(timeout=None)
    for kind, _ in STEPS:
        view.add_item(ReplayButton(table_id, targets[kind], user, kind, disabled=targets[kind] == index))
    if web is not None:
        view.add_item(ui.Button(label=web[0], url=f"{web[1]}#move-{index}", style=discord.ButtonStyle.link))
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


async def _frame(flow: "Flow", interaction: discord.Interaction, table_id: int, index: int | None) -> "Frame":
    """The replay's frame at `index` (None: where a replay opens) for this caller; Refusal if not theirs to see."""
    referee = await referee_for(flow.referees, interaction)
    replay: "Replay" = await referee.replay_of(table_id)
    if not replay.visible_to(str(interaction.user.id), interaction.guild_id, str(interaction.channel_id)):
        raise Refusal("replay-gone", table=number_text(table_id))   # as if it did not exist
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
                                             _web(interaction, frame.table_id, locale)))
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
        view=buttons(frame.table_id, frame.index, frame.moves, owner, _web(interaction, frame.table_id, locale))))


def _web(interaction: discord.Interaction, table_id: int, locale: str) -> tuple[str, str] | None:
    """The *Replay on the web* link button's label and the table's page, when WEB_PUBLIC_URL is set."""
    link = bot_of(interaction).sender.composer.watch
    return None if link is None else (say(said("web-replay-link"), locale), link(table_id))
