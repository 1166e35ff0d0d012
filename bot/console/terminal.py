"""The offline console: one local channel in the terminal, the same referee as Discord.

Lines are typed exactly as in Discord (`/game new stockpile`, `/bid 2 6000`).
`/as NAME` switches who is typing (hot seat). Messages for one player print as
`[DM to NAME] ...`, answers only the caller would see as `[to NAME] ...`, and
pictures are written to IMAGE_DIR with their paths printed. End of input exits;
the table stays in the database for the next run.
"""
from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path
from typing import TextIO

from bot.console import commands
from bot.text.names import with_names
from bot.referee.referee import Picture, Refusal, Referee, Reply
from bot.text.rules_pages import locale_from_env
from bot.settings import Settings
from bot.text.words import game_title, number_text, say, said
from games.base import Spoken, as_list

CHANNEL = "console"
DEFAULT_NAME = "You"


def user_id(name: str) -> str:
    """A stable id for a console player: "Bob Smith" -> "bob-smith"."""
    return re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-") or "player"


class Console:
    def __init__(self, referee: Referee, image_dir: Path, out: TextIO = sys.stdout,
                 channel: str = CHANNEL, locale: str | None = None) -> None:
        self.referee = referee
        self.locale = locale or locale_from_env()     # the reader's language (--lang, else LANG): all it prints
        self.image_dir = Path(image_dir)
        self.out = out
        self.channel = channel
        self.known: dict[str, str] = {}           # user id -> name, for everyone who typed
        self.name = DEFAULT_NAME
        self.user = user_id(DEFAULT_NAME)
        self.known[self.user] = self.name
        referee.on_background = self._background

    async def _background(self, channel: str, reply: Reply) -> None:
        """What the referee did on its own (computers retried after a failed save)."""
        if channel == self.channel:
            self.show(reply)

    # --- output ---
    def say(self, text: str) -> None:
        """Print a text (a Said, a refusal or a literal) in the console's language."""
        print(with_names(say(text, self.locale), self.names()), file=self.out, flush=True)

    def tag(self, message_id: str, who: str, text: "str | Spoken") -> None:
        """Each line of `text` (rendered) behind a tag: "[to Bob] ...", "[DM to Bob] ..."."""
        for line in say(text, self.locale).splitlines():
            self.say(said(message_id, name=who, line=line))

    def names(self) -> dict[str, str]:
        return {**self.known, **self.referee.names(self.channel)}

    def picture(self, picture: Picture | None) -> str | None:
        if picture is None:
            return None
        self.image_dir.mkdir(parents=True, exist_ok=True)
        path = self.image_dir / picture.filename
        path.write_bytes(picture.png)
        return str(path)

    def show(self, reply: Reply, caller: str | None = None) -> None:
        caller_name = self.names().get(caller, caller) if caller else None
        if reply.answer and caller_name:
            self.tag("bot-console-to", caller_name, reply.answer)
        if reply.answer_picture is not None and caller_name:
            self.tag("bot-console-to", caller_name, said("bot-console-picture", path=self.picture(reply.answer_picture)))
        for text in reply.public:
            self.say(text)
        if reply.board is not None:
            self.say(said("bot-console-board", path=self.picture(reply.board)))
        for user, messages in reply.private.items():
            who = self.names().get(user, user)
            for message in messages:
                self.tag("bot-console-dm", who, message.text)
                if message.picture is not None:
                    self.tag("bot-console-dm", who, said("bot-console-picture", path=self.picture(message.picture)))
        for user in reply.ping:
            if user == self.user:
                self.say(said("bot-console-your-move", player=f"<@{user}>"))
            else:
                self.say(said("bot-console-their-move", player=f"<@{user}>", name=self.names().get(user, user)))

    # --- input ---
    def resolve(self, text: str) -> str:
        """A player named in a command ("Bob", "<@bob>", "bob") -> their id."""
        text = text.strip()
        m = re.fullmatch(r"<@!?([^>]+)>", text)
        if m:
            return m.group(1)
        for uid, name in self.names().items():
            if name.lower() == text.lower() or uid == text.lower():
                return uid
        return user_id(text)

    async def handle(self, line: str) -> None:
        try:
            command = commands.parse(line)
            if command is None:
                return
            if command.name == "as":
                if not command.args:
                    raise Refusal("bot-console-whom")
                typed = " ".join(command.args)
                self.user = self.resolve(typed)
                self.name = self.names().get(self.user, typed)
                self.known[self.user] = self.name
                self.say(said("bot-console-typing-as", name=self.name))
                return
            if command.name in ("quit", "exit"):
                raise EOFError
            reply = await commands.run(self.referee, self.channel, self.user, self.name, command,
                                       resolve_user=self.resolve, is_admin=True, locale=self.locale)
            self.show(reply, self.user)
        except Refusal as exc:
            self.tag("bot-console-to", self.name, exc)

    async def welcome(self) -> None:
        from games import GAMES
        self.say(said("bot-console-welcome", games=as_list([f"`{k}`" for k in GAMES])))
        if self.channel in self.referee.resumed:
            self.show(self.referee.resumed.pop(self.channel))
        info = self.referee.table(self.channel)
        if info is not None:
            self.say(said("bot-console-waiting-table", table=number_text(info.table_id),
                          game=game_title(info.game, info.title)))

    async def loop(self, stream: TextIO = sys.stdin) -> None:
        interactive = stream.isatty()
        loop = asyncio.get_running_loop()
        while True:
            if interactive:
                try:
                    line = await loop.run_in_executor(None, input, f"{self.name}> ")
                except EOFError:
                    break
            else:
                line = await loop.run_in_executor(None, stream.readline)
                if not line:
                    break
                if line.strip():
                    print(f"{self.name}> {line.rstrip()}", file=self.out, flush=True)
            try:
                await self.handle(line)
            except EOFError:
                break


async def run_console(settings: Settings, stream: TextIO = sys.stdin, out: TextIO = sys.stdout,
                      locale: str | None = None) -> int:
    referee = await Referee.open(settings)
    console = Console(referee, settings.image_dir, out, locale=locale)
    try:
        await console.welcome()
        await console.loop(stream)
    finally:
        await referee.close()
    return 0


def run(settings: Settings, locale: str | None = None) -> int:
    """The console; `locale` (--lang) or else LANG chooses the language of everything it prints."""
    try:
        return asyncio.run(run_console(settings, locale=locale))
    except KeyboardInterrupt:       # Ctrl-C: every acknowledged move is already saved
        print(file=sys.stdout)
        return 0
