"""The Discord client: a commands.Bot wired to the referee.

``BoardroomBot`` builds the parts once, each given the typed parts it uses (no part reaches
another through the bot): ``Outbox`` (the one part that sends, edits and deletes messages, with
the retries and the attachment policy), ``Answers`` (the caller's ephemeral answers), ``Sender``
(the table card's cadence), ``Dms``, ``Reminders``,
``Offers`` and ``PanelPresses`` (the private panel), ``Flow`` (commands), ``CardPresses``
(the card's buttons), ``Threads`` (opening tables). The bot itself is the ``Referees`` they
share: the referee, opened on first use.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands
from discord.state import AutoShardedConnectionState, ConnectionState
from discord.utils import MISSING

from bot.discord import bounds, guide, panels, replay
from bot.discord.card import CARD_ITEMS
from bot.discord.command_sync import CommandSync
from bot.discord.answers import Answers
from bot.discord.delivery import outlet_for
from bot.discord.compose import letter
from bot.discord.outbox import Outbox, gone_interaction
from bot.discord.dms import Dms
from bot.discord.flow import Flow
from bot.discord.formatting import no_pings
from bot.discord.game_commands import build_game_group
from bot.discord.panel_presses import Offers, PanelPresses
from bot.discord.presses import CardPresses
from bot.discord.reach import data_of
from bot.discord.reminders import Reminders
from bot.discord.sender import Sender
from bot.discord.threads import Threads
from bot.discord.translator import install_translator
from bot.discord import undo_button
from bot.discord.verb_commands import build_verb_commands
from bot.referee.referee import Reply

if TYPE_CHECKING:
    from discord.types.interactions import Interaction as InteractionPayload

    from bot.referee.referee import Referee
    from bot.settings import Settings

from bot.discord.formatting import reader
from bot.text.words import said

log = logging.getLogger("boardroom.discord")

GUILD_ONLY = said("bot-discord-guild-only")          # each rendered in the reader's language
FAILED = said("bot-discord-failed")
OLD_COMPONENT = said("bot-discord-old-component")
STALE_COMMAND = said("bot-discord-stale-command")
FORGED_COMPONENT = said("guard-forged-component")


class OfflineReadyState(ConnectionState[Any]):
    """discord.py's state, able to read interactions before (or without) logging in.

    A gateway INTERACTION_CREATE from a server needs ``state.user`` (READY sets it) and a
    bound event loop (login() binds it). Outside checks feed payloads to a bot that never
    logged in, so both are supplied on the first payload: the loop that is running, and a
    stand-in bot user whose id is the payload's application id (login replaces it).
    """

    def parse_interaction_create(self, data: Any) -> None:
        client = self._get_client()
        if isinstance(client, BoardroomBot):
            client.prepare_offline(data)
            if data.get("type") == 3 and bounds.component_misfit(data.get("data") or {}):
                # a press no drawing of ours can send: answered here, never parsed into numbers
                interaction = discord.Interaction(data=data, state=self)
                log.info("a component with a forged id or value was pressed: %r",
                         str((data.get("data") or {}).get("custom_id"))[:100])
                asyncio.ensure_future(_answer(client.outbox, interaction, FORGED_COMPONENT))
                return
        super().parse_interaction_create(data)


class BoardroomTree(app_commands.CommandTree["BoardroomBot"]):
    """Every command needs a table channel: a DM (stale command cache, a forged payload) is
    refused politely instead of opening a table in a private chat. Every option is measured
    first (bot/discord/bounds.py): a misfit is answered privately and nothing runs."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        data = data_of(interaction)
        if interaction.type is discord.InteractionType.autocomplete:
            option = bounds.cut_focused(data)
            command = interaction.command
            parameter = command.get_parameter(str(option.get("name"))) \
                if option is not None and isinstance(command, app_commands.Command) else None
            if interaction.guild_id is not None and parameter is not None and parameter.autocomplete:
                return True
            await _answer(self.client.outbox, interaction, None)   # a DM, or an option without suggestions: none
            return False
        misfit = bounds.command_misfit(interaction.command, data)
        if misfit is None and interaction.guild_id is not None:
            return True
        await _answer(self.client.outbox, interaction, misfit or GUILD_ONLY)
        return False

    async def on_error(self, interaction: discord.Interaction["BoardroomBot"],
                       error: app_commands.AppCommandError, /) -> None:
        await self.client.command_failed(interaction, error)


async def _answer(outbox: Outbox, interaction: discord.Interaction, text: object) -> None:
    """Refuse politely: an empty list of suggestions, or `text` privately in the reader's language."""
    try:
        if interaction.type is discord.InteractionType.autocomplete:
            await outbox.no_suggestions(interaction)
        elif not interaction.response.is_done():
            await outbox.respond(interaction, letter(text, reader(interaction)))
    except discord.HTTPException as exc:
        log.warning("could not refuse interaction %s: %s", interaction.id, exc)


class BoardroomBot(commands.Bot):
    """Slash commands and components only: no message content intent, no prefix commands."""

    def __init__(self, settings: "Settings", referee: "Referee | None" = None, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            # slash commands and buttons need no intent; `guilds` keeps the channel and permission
            # cache (reminders check Attach Files). No message events: nothing reads messages.
            intents=discord.Intents(guilds=True),
            help_command=None,
            allowed_mentions=no_pings(),
            tree_cls=BoardroomTree,
            **options,
        )
        self.settings = settings
        self.referee: Referee | None = None
        self.web: Any = None             # the web view's runner (aiohttp AppRunner) with WEB_ENABLED=true
        self._opening = asyncio.Lock()
        self.outbox = Outbox(self.create_dm)     # the one part that sends, edits and deletes messages
        self.answers = Answers(self, self.outbox)
        self.sender = Sender(self, self.outbox)
        if settings.web_public_url:          # the card's *Watch* button links to the table's web page
            from bot.web.tokens import linker
            self.sender.composer.watch = linker(settings)
        self.dms = Dms(self, self.outbox, self.answers)
        self.reminders = Reminders(self, self, self.sender, settings, self.post_background)
        self.offers = Offers(self)
        self.replay_posts = replay.RecentPosts()   # who posted which replay's link when (a minute apart)
        self.flow = Flow(self, self, self.answers, self.sender, self.dms, self.reminders, self.offers, self.outbox)
        self.panel_presses = PanelPresses(self, self.answers, self.offers, self.flow, self.outbox)
        self.card_presses = CardPresses(self.flow, self.panel_presses, self.answers, self.outbox)
        self.threads = Threads(self, self, self.answers, self.flow, self.sender, self.dms, self.outbox)
        self.command_sync = CommandSync(self.tree, settings, self.close)
        self.add_dynamic_items(*panels.DYNAMIC_ITEMS, undo_button.UndoButton)
        self.add_dynamic_items(*replay.REPLAY_ITEMS)
        self.add_dynamic_items(*guide.GUIDE_ITEMS)    # How to play: ◀ ▶ and the cards' button
        self.add_dynamic_items(*CARD_ITEMS)       # the table card's buttons and selects (bot/discord/presses.py)
        self.tree.add_command(build_game_group())
        for command in build_verb_commands():
            self.tree.add_command(command)
        self.tree.add_command(undo_button.build_undo_command())
        self._bind_running_loop()
        if referee is not None:
            self._attach(referee)

    def _attach(self, referee: "Referee") -> None:
        """Use this referee; what it does in the background (computers retried after a failed
        save) is posted in the channel like any reply."""
        self.referee = referee
        referee.on_background = self.post_background
        referee.boards_later = True      # the card draws the board when it is sent (bot/discord/sender.py)

    async def post_background(self, channel: str, reply: Reply) -> None:
        if not channel.isdigit():
            return
        outlet = outlet_for(self, None, int(channel))
        await self.sender.post(outlet, reply)
        await self.dms.deliver(outlet, reply)
        self.reminders.schedule(int(channel), reply)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button or menu whose id matches none of ours (an older version of the bot drew it):
        answer it, or Discord shows "This interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str(data_of(interaction).get("custom_id", ""))
        if (panels.known(custom_id) or replay.known(custom_id) or undo_button.known(custom_id) or guide.known(custom_id)
                or any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in CARD_ITEMS)):
            return
        log.info("a component with an unknown id was pressed: %r", custom_id[:100])
        try:
            await self.answers.tell(interaction, OLD_COMPONENT)
        except discord.HTTPException as exc:
            log.warning("could not answer an unknown component: %s", exc)

    def _get_state(self, **options: Any) -> ConnectionState[Any]:
        return OfflineReadyState(dispatch=self.dispatch, handlers=self._handlers, hooks=self._hooks,
                                 http=self.http, **options)

    def _bind_running_loop(self) -> None:
        """Inside a running loop (tests, outside checks): bind to it as login() would,
        so gateway payloads can be fed to ``bot._connection`` without logging in."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self.loop = loop
        self.http.loop = loop
        self._connection.loop = loop
        if self._ready is MISSING:
            self._ready = asyncio.Event()

    def prepare_offline(self, payload: dict[str, Any] | None = None) -> None:
        """What login() would have set, for a bot fed payloads without logging in: the running
        loop and a stand-in bot user (id = the payload's application id). Harmless when connected."""
        running = _running_loop()
        if running is not None and self._connection.loop is not running:
            self._bind_running_loop()
        if self._connection.user is None:
            app_id = int((payload or {}).get("application_id") or self._connection.application_id or 0)
            self._connection.user = discord.ClientUser(state=self._connection, data={
                "id": str(app_id), "username": "Boardroom", "discriminator": "0", "global_name": None,
                "avatar": None, "bot": True})
            if self._connection.application_id is None and app_id:
                self._connection.application_id = app_id

    def feed_interaction(self, payload: "InteractionPayload") -> None:
        """Handle one gateway INTERACTION_CREATE payload as if Discord had sent it (offline checks).

        Call it from inside a running event loop; the handling runs in tasks on that loop."""
        self._connection.parse_interaction_create(payload)

    async def get_referee(self, interaction: discord.Interaction | None = None) -> "Referee":
        """The referee, opened on first use (setup_hook opens it when the bot logs in). Given the
        interaction, a shard process first takes its channel's table if that has no guild yet."""
        if self.referee is None:
            async with self._opening:
                if self.referee is None:
                    from bot.referee.referee import Referee

                    self._attach(await Referee.open(self.settings))
        referee = self.referee
        assert referee is not None      # opened above
        if interaction is not None and referee.shards is not None and interaction.channel_id:
            await referee.adopt(str(interaction.channel_id), interaction.guild_id)
        return referee

    async def setup_hook(self) -> None:
        referee = await self.get_referee()  # Referee.open() has run referee.start(): unfinished tables are back
        if referee.leases is not None:
            # Another process took our shards: stop at once rather than act beside it.
            referee.leases.on_lost.append(lambda why: asyncio.ensure_future(self.close()))
        log.info("referee ready: %d unfinished table(s)", len(referee.tables()))
        if self.settings.web_enabled:         # the read-only web view in this process, over the same store
            from bot.web.server import serve
            from bot.web.tokens import web_key
            self.web = await serve(referee.store, web_key(self.settings), self.settings.web_host,
                                   self.settings.web_port)
        await install_translator(self.tree)  # zh-TW and ja names and descriptions, sent with the sync
        await self.command_sync.start()       # an invalid set stops the start (bot/discord/command_sync.py)

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s)", self.user, self.user.id if self.user is not None else "?")
        await self.post_resumed()

    async def post_resumed(self) -> None:
        """After a (re)start: show what computer seats played while the bot was starting, arm the
        turn reminders of the tables that wait for a human and start the turn timer."""
        referee = self.referee
        if referee is None:
            return
        resumed = referee.resumed
        while resumed:
            channel, reply = resumed.popitem()
            if channel.isdigit():
                await self.sender.post(outlet_for(self, None, int(channel)), reply)
                self.reminders.schedule(int(channel), reply)
        for info in referee.tables():
            waiting = [u for u in info.to_act if u.isdigit()]
            if info.status == "playing" and waiting and info.channel.isdigit() \
                    and int(info.channel) not in self.reminders.tasks:
                self.reminders.schedule(int(info.channel), Reply(ping=waiting, table_id=info.table_id,
                                                                 version=info.version))
        if referee.clocks():
            self.reminders.start()   # overdue tables act now; reminders not yet sent go out once

    async def close(self) -> None:
        self.reminders.cancel_all()
        self.command_sync.cancel()
        if self.web is not None:
            await self.web.cleanup()
        if self.referee is not None:
            try:
                await self.referee.close()
            except Exception:
                log.exception("closing the referee failed")
        await super().close()

    async def command_failed(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A command that raised, or that Discord sent for an older command set: logged, and the
        caller told privately (nothing when the interaction cannot be answered any more)."""
        command = interaction.command
        name = command.qualified_name if command is not None else data_of(interaction).get("name", "?")
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if gone_interaction(cause):
            log.warning("command %s: the interaction could not be answered (%s)", name, cause)
            return
        if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
            log.warning("command %s does not match the registered commands (%s)", name, error)
            text: str = STALE_COMMAND
        elif isinstance(error, app_commands.TransformerError):
            text = said("bot-discord-unreadable-option", text=str(error.value)[:100])
        elif isinstance(error, app_commands.CheckFailure):
            text = str(error) or GUILD_ONLY
        else:
            log.error("command %s failed", name, exc_info=error)
            text = FAILED
        try:
            await self.answers.tell(interaction, text)
        except Exception:
            log.exception("could not report the failure")


class OfflineReadyShardedState(OfflineReadyState, AutoShardedConnectionState[Any]):
    """The same, for the sharded bot."""


class ShardedBoardroomBot(BoardroomBot, commands.AutoShardedBot):
    """One process running the shards SHARD_IDS of SHARD_COUNT (discord.py's AutoShardedBot).

    Discord sends it the events of those shards' guilds only, and its referee loads only
    their tables (Referee.open reads the same settings), so reminders and computer seats
    run only here for them."""

    def __init__(self, settings: "Settings", referee: "Referee | None" = None) -> None:
        shards = settings.shards()
        if shards is None:
            raise ValueError("the sharded bot needs SHARD_COUNT")
        super().__init__(settings, referee, shard_count=shards.count, shard_ids=list(shards.ids))

    def _get_state(self, **options: Any) -> AutoShardedConnectionState[Any]:
        return OfflineReadyShardedState(dispatch=self.dispatch, handlers=self._handlers, hooks=self._hooks,
                                        http=self.http, **options)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
