"""What a press on a table card does: ``CardPresses.press`` answers every one.

bot/discord/card.py reads a pressed custom id back into a ``CardPress`` (bot/text/table_card.py).

- Lobby card: *Join*, *Leave*, *Add computer* (at the level its id carries), *Start*, a select
  per game option and the computer level's select. Changes go to the referee, which refuses
  politely whoever may not make them (the host alone adds computers, sets options, starts), and
  its reply goes through ``Flow.deliver`` like any command, so the card follows the change.
  The level select only redraws the card (its *Add computer* then adds at that level).
- Running card: *Your move* opens the caller's own panel (``PanelPresses.open_panel``); *My hand* and
  *History* answer the caller alone, in their language.
- A press on the card of a table that is no longer the channel's, has started (a lobby press)
  or is over (*My hand*, *Your move*) changes nothing and says so privately.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Awaitable, Callable

import discord

from bot.discord.delivery import referee_for
from bot.text import options_text
from bot.discord.compose import card_letter
from bot.referee.shapes import Refusal
from bot.text.table_card import LEVELS, CardPress, lobby_card
from bot.text.words import said
from games import GAMES
from games.base import as_player

if TYPE_CHECKING:
    from bot.discord.answers import Answers
    from bot.discord.flow import Flow
    from bot.discord.outbox import Outbox
    from bot.discord.panel_presses import PanelPresses
    from bot.referee.referee import Referee, Reply, TableInfo

HISTORY_MOVES = 10          # the moves *History* lists

@dataclass
class CardPresses:
    """The parts a card press may need: commands and information (``Flow``), the panel, answers."""

    flow: "Flow"
    panel: "PanelPresses"
    answers: "Answers"
    outbox: "Outbox"

    async def press(self, interaction: discord.Interaction, pressed: CardPress) -> None:
        """Answer one press on a card (never raises: a failure is said privately, the table kept)."""
        try:
            handler = _HANDLERS.get((pressed.area, pressed.kind))
            if handler is None:
                await self.answers.tell(interaction, said("presses-unknown"))
                return
            referee = await referee_for(self.flow.referees, interaction)
            await handler(self, interaction, pressed, referee.table(str(interaction.channel_id)))
        except Exception:
            await self.flow.failed(interaction)


Handler = Callable[[CardPresses, discord.Interaction, CardPress, "TableInfo | None"], Awaitable[None]]


def _stale(info: "TableInfo | None", pressed: CardPress) -> bool:
    """The card belongs to another table than the one now in this channel (or to none)."""
    return info is None or info.table_id != pressed.table_id


# --- the lobby ---

async def _in_lobby(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                    info: "TableInfo | None") -> bool:
    """The card's table is this channel's and still seating players; else say why not."""
    if _stale(info, pressed):
        await desk.answers.tell(interaction, said("presses-stale"))
        return False
    if info is not None and info.status != "lobby":
        await desk.answers.tell(interaction, said("presses-started"))
        return False
    return True


def _lobby_change(call: Callable[["Referee", str, str, CardPress, discord.Interaction], Awaitable["Reply"]]) -> Handler:
    """A lobby press that asks the referee for a change, delivered like the matching command."""

    async def handle(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                     info: "TableInfo | None") -> None:
        if await _in_lobby(desk, interaction, pressed, info):
            await desk.flow.command(interaction, lambda r, c, u: call(r, c, u, pressed, interaction))
    return handle


def _level(pressed: CardPress) -> str:
    return pressed.arg if pressed.arg in LEVELS else "normal"


async def _option(referee: "Referee", channel: str, user: str, pressed: CardPress,
                  interaction: discord.Interaction) -> "Reply":
    """The host sets one option to the word the select chose (read as `/game new` reads it)."""
    info = referee.table(channel)
    model = GAMES[info.game].options_model if info is not None and info.game in GAMES else None
    if model is None or pressed.arg not in model.model_fields:
        raise Refusal("presses-unknown")
    if info is not None and user != info.host:       # before reading the value: the host's call
        raise Refusal("bot-only-host", host=as_player(info.host), what="options")
    try:
        chosen = options_text.parse(model, [f"{pressed.arg}={pressed.value or ''}"])
    except options_text.OptionsError as exc:
        raise Refusal.of(exc.message) from None
    return await referee.set_options(channel, user, chosen)


async def _choose_level(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                        info: "TableInfo | None") -> None:
    """The host picks the level *Add computer* adds at: the card is redrawn with it."""
    if not await _in_lobby(desk, interaction, pressed, info) or info is None:
        return
    if str(interaction.user.id) != info.host:
        await desk.answers.tell(interaction, Refusal("bot-only-host", host=as_player(info.host), what="add-ai"))
        return
    level = pressed.value if pressed.value in LEVELS else "normal"
    card = lobby_card(info.game, table_id=info.table_id, host=info.host, seats=info.seats, options=info.options,
                      locale=info.language, level=level)
    await desk.outbox.update(interaction, card_letter(card))


# --- the running table ---

async def _running(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                   info: "TableInfo | None") -> bool:
    """The card's table is this channel's and in play; else say why nothing happens."""
    if _stale(info, pressed):
        await desk.answers.tell(interaction, said("presses-over" if info is None else "presses-stale"))
        return False
    if info is not None and info.status != "playing":
        await desk.answers.tell(interaction, said("presses-not-started"))
        return False
    return True


async def _your_move(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                     info: "TableInfo | None") -> None:
    if await _running(desk, interaction, pressed, info) and info is not None:
        version = pressed.version if pressed.version is not None else info.version
        await desk.panel.open_panel(interaction, info.table_id, version, str(interaction.user.id))


async def _my_hand(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                   info: "TableInfo | None") -> None:
    if await _running(desk, interaction, pressed, info):
        await desk.flow.inform(interaction, lambda r, c, u: r.hand(c, u))


async def _history(desk: CardPresses, interaction: discord.Interaction, pressed: CardPress,
                   info: "TableInfo | None") -> None:
    """The last moves of the card's table: the channel's current one, or the one that ended last
    here (a finished game's card); an older table's card says so."""

    async def last_moves(referee: "Referee", channel: str, user: str) -> "Reply":
        reply = await referee.history(channel, HISTORY_MOVES, user=user)
        if reply.table_id != pressed.table_id:
            raise Refusal("presses-stale")
        return reply
    await desk.flow.inform(interaction, last_moves)


_HANDLERS: dict[tuple[str, str], Handler] = {
    ("lobby", "join"): _lobby_change(lambda r, c, u, p, i: r.join(c, u, i.user.display_name)),
    ("lobby", "leave"): _lobby_change(lambda r, c, u, p, i: r.leave(c, u)),
    ("lobby", "ai"): _lobby_change(lambda r, c, u, p, i: r.add_ai(c, u, 1, _level(p))),
    ("lobby", "start"): _lobby_change(lambda r, c, u, p, i: r.start_game(c, u)),
    ("lobby", "opt"): _lobby_change(_option),
    ("lobby", "level"): _choose_level,
    ("card", "move"): _your_move,
    ("card", "hand"): _my_hand,
    ("card", "hist"): _history,
}
