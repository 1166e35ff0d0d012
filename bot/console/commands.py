"""Typed command lines, as one types them in Discord, turned into referee calls.

    /game new stockpile [key=value ...]   /game join   /game add-ai 3   /game start
    /bid 2 6000   /move found tower   /undo   /choices   /play 3
    /game status|hand|history|scores|abandon|rematch   /game rules qin 2 ja (a page of the guide)
    /game tables [here|mine]   /game timer 5m   /game hint [on|off]   /game dm on|off

Nothing here knows about Discord or the terminal: ``parse`` splits a line and
``run`` calls the referee and returns its Reply (or raises Refusal). The
console (and any other text front end) owns who is typing.
"""
from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field

from bot.console.standing import STANDING_SUBCOMMANDS, standing_reply
from bot.text import listing, options_text

from bot.moves import picks
from bot.referee.referee import Choice, Refusal, Referee, Reply
from bot.referee.timer import TIMER_CHOICES
from bot.moves.verbs import parse_number, typed_form
from bot.text.rules_pages import rules_locale
from bot.text.words import Said, argument, lines, number_text, said, say
from games.base import as_list, as_player
from i18n import LOCALES

#: Every /game subcommand of Discord's command tree the console takes, with the tree's options it
#: reads (typed in this order, as words: `/game add-ai 2 hard`, `/game tables mine`). A test holds
#: this against the tree (bot/discord/game_commands.py) both ways.
CONSOLE_GAME: dict[str, tuple[str, ...]] = {
    "new": ("game", "options"), "join": (), "leave": (), "add-ai": ("n", "level"), "remove-ai": ("n",),
    "start": (), "status": ("share",), "hand": (), "rules": ("game",), "history": ("last",), "replay": ("table",),
    "scores": (), "abandon": (), "rematch": (), "hand-to-ai": ("member",), "language": ("language",),
    "tables": ("where",), "timer": ("length",), "hint": ("hints",), "dm": ("setting",),
    "stats": ("player", "game", "hide"), "leaderboard": ("game",), "versus": ("player",),   # bot/console/standing.py
}
#: Options of the tree the console leaves out, and the message that says why.
OPTIONS_LEFT_OUT: dict[tuple[str, str], str] = {
    ("new", "thread"): "bot-console-left-out-thread",
    ("new", "timer"): "bot-console-left-out-timer",
    ("new", "language"): "bot-console-left-out-language",
    ("new", "rated"): "bot-console-left-out-rated",
    ("stats", "public"): "bot-console-left-out-public",
    ("leaderboard", "public"): "bot-console-left-out-public",
    ("versus", "public"): "bot-console-left-out-public",
}
#: Subcommands only Discord has, and the message that says why (the console answers with it).
DISCORD_ONLY: dict[str, str] = {
    "permissions": "bot-console-discord-only-permissions",
    "limits": "bot-console-discord-only-limits",
}
#: Subcommands only the console has (Discord sets options in /game new only).
CONSOLE_ONLY = ("options",)
#: The /game subcommands the console answers (their help is the bot catalog's bot-console-help).
GAME_SUBCOMMANDS = (*CONSOLE_GAME, *CONSOLE_ONLY)
HINT_WORDS = {"on": True, "off": False}       # (also /game status share:on|off, /game dm on|off)
WHERE_WORDS = ("here", "mine")


def _subcommands() -> dict:
    return as_list([f"`/game {s}`" for s in GAME_SUBCOMMANDS])


@dataclass
class Command:
    name: str                     # "game", "choices", "pick", "as", "help", "undo", "move" or a game verb
    sub: str = ""                 # the /game subcommand
    args: list[str] = field(default_factory=list)


def guide_answer(referee: Referee, game: str, args: list[str], locale: str) -> str:
    """`/game rules <game> [page] [language]`: a page of the game's guide (1 by default), the
    same page Discord shows, with the command for the next one."""
    page = next((int(a) for a in args if a.isdigit()), 1)
    chosen = next((a for a in args if not a.isdigit()), locale)
    try:
        shown = referee.guide(game, chosen, page - 1)
    except Refusal as exc:
        return say(exc, rules_locale(chosen))
    if shown.index + 1 >= shown.count:
        return shown.text
    more = said("guide-console-next", game=shown.key, next=shown.index + 2, pages=shown.count)
    return f"{shown.text}\n\n{say(more, shown.locale)}"


def parse(line: str) -> Command | None:
    """None for blank lines and comments; raises Refusal for text that is not a command."""
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    if not line.startswith("/"):
        raise Refusal("bot-console-slash")
    try:
        words = shlex.split(line[1:])
    except ValueError:
        words = line[1:].split()
    if not words:
        raise Refusal("bot-console-empty")
    name, rest = words[0].lower(), words[1:]
    if name == "game":
        if not rest:
            raise Refusal("bot-console-what", commands=_subcommands())
        return Command("game", rest[0].lower().replace("_", "-"), rest[1:])
    return Command(name, "", rest)


def option_value(text: str) -> object:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if text[:1] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            pass
    number = parse_number(text)
    return text if number is None else number


def parse_options(args: list[str], game: str | None = None) -> dict:
    """Options in plain words (`lion match on`, `tycoon_sides=reward,penalty`) read from the game's
    options model; without a known game only `key=value` is read."""
    model = options_text.model_for(game)
    if model is not None:
        try:
            return options_text.parse(model, args)
        except options_text.OptionsError as exc:
            raise Refusal("bot-options-unreadable", why=exc.message) from None
    options = {}
    for arg in args:
        if "=" not in arg:
            raise Refusal("bot-options-key-value", option=arg)
        key, value = arg.split("=", 1)
        options[key.strip().replace("-", "_")] = option_value(value.strip())
    return options


def count_arg(args: list[str], default: int = 1) -> int:
    if not args:
        return default
    value = parse_number(args[0])
    if value is None or value < 1:
        raise Refusal("bot-console-not-a-count", text=args[0])
    return value


def ai_args(args: list[str]) -> tuple[int, str | None]:
    """`/game add-ai [n] [level]`, in either order: "2 hard", "hard", "3"."""
    words = [a for a in args if parse_number(a) is None]
    numbers = [a for a in args if parse_number(a) is not None]
    if len(words) > 1 or len(numbers) > 1:
        raise Refusal("bot-console-add-ai")
    return count_arg(numbers), (words[0] if words else None)


def nothing_to_do(referee: Referee, channel: str) -> Said:
    """"You have nothing to do right now; waiting for Bob." (or why nothing is going on)."""
    info = referee.table(channel)
    if info is None or info.status != "playing":
        return said("bot-console-no-game")
    if info.to_act:
        return said("bot-console-waiting", waiting=as_list([as_player(p) for p in info.to_act]))
    return said("bot-console-idle")


def numbered(choices: list[Choice], idle: str | None = None) -> str:
    if not choices:
        return idle or said("bot-console-idle")
    return lines(said("bot-console-choice", number=number_text(i), move=argument(c.label), typed=c.typed or typed_form(c.action))
                 for i, c in enumerate(choices, 1))


async def run(referee: Referee, channel: str, user: str, name: str, command: Command,
              resolve_user=lambda text: text, is_admin: bool = False, locale: str = "en") -> Reply:
    """Carry out one parsed command for `user` (display name `name`, reading `locale`)."""
    if command.name == "game":
        return await _game(referee, channel, user, name, command.sub, command.args, resolve_user, is_admin,
                           locale)
    if command.name == "help":
        return Reply(answer=lines([said("bot-console-help"), said("bot-console-help-only"),
                                   said("bot-console-help-discord")]))
    if command.name == "undo":
        return await referee.undo(channel, user)
    if command.name == "choices":
        verb = command.args[0] if command.args else None
        listed = referee.choices(channel, user, verb, written=True)
        info = referee.table(channel)
        if info is not None:
            picks.remember(referee, channel, user, info.version, listed)
        return Reply(answer=numbered(listed, nothing_to_do(referee, channel)))
    if command.name in ("pick", "play") and _is_pick(referee, channel, user, command):
        choices = referee.choices(channel, user)
        number = parse_number(command.args[0]) if command.args else None
        info = referee.table(channel)
        if not choices or info is None:
            raise Refusal(nothing_to_do(referee, channel))
        action = picks.pick(referee, channel, user, number, info.version, choices)
        return await referee.act(channel, user, action)
    return await referee.act_typed(channel, user, command.name, command.args)


def _is_pick(referee: Referee, channel: str, user: str, command: Command) -> bool:
    """`/play 3` picks from /choices unless the game itself has a "play" move now."""
    if command.name == "pick":
        return True
    return not referee.choices(channel, user, "play")


async def _game(referee: Referee, channel: str, user: str, name: str, sub: str, args: list[str],
                resolve_user, is_admin: bool, locale: str = "en") -> Reply:
    if sub == "new":
        if not args:
            raise Refusal("bot-console-which-game-new")
        return await referee.new_table(channel, args[0], user, name, parse_options(args[1:], args[0]),
                                       language=locale if locale in LOCALES else None)
    if sub == "join":
        return await referee.join(channel, user, name)
    if sub == "leave":
        return await referee.leave(channel, user)
    if sub == "add-ai":
        count, level = ai_args(args)
        return await referee.add_ai(channel, user, count, level)
    if sub == "remove-ai":
        return await referee.remove_ai(channel, user, count_arg(args))
    if sub == "options":
        table = referee.table(channel)
        return await referee.set_options(channel, user, parse_options(args, table.game if table else None))
    if sub == "start":
        return await referee.start_game(channel, user)
    if sub == "status":
        if not args:
            return await referee.status(channel)
        setting = _word(args[0], "share")
        if setting not in HINT_WORDS:
            raise Refusal("bot-console-share-form")
        return await referee.set_shared(channel, user, HINT_WORDS[setting], is_admin)
    if sub == "hand":
        return await referee.hand(channel, user)
    if sub == "history":
        return await referee.history(channel, count_arg(args, 15), user=user)
    if sub == "scores":
        return await referee.scores(channel, user)
    if sub == "rules":
        info = referee.table(channel)
        game = args[0] if args else (info.game if info else "")
        if not game:
            raise Refusal("bot-console-which-game-rules")
        return Reply(answer=guide_answer(referee, game, args[1:], locale))
    if sub == "hint":
        if not args:
            return await referee.hint(channel, user)
        setting = _word(args[0], "hints")
        if setting not in HINT_WORDS:
            raise Refusal("bot-console-hints-form")
        return await referee.set_hints(channel, user, HINT_WORDS[setting], is_admin)
    if sub == "tables":
        return _tables(referee, user, _word(args[0], "where") if args else "here", locale)
    if sub == "timer":
        seconds = TIMER_CHOICES.get(_word(args[0], "length")) if args else None
        return await referee.set_timer(channel, user, -1 if seconds is None else seconds, is_admin)
    if sub == "dm":
        setting = _word(args[0], "setting") if args else ""
        if setting not in HINT_WORDS:
            raise Refusal("bot-console-dm-form")
        await referee.set_dms(user, HINT_WORDS[setting])
        return Reply(answer=said("presses-dm-on" if HINT_WORDS[setting] else "presses-dm-off"))
    if sub in DISCORD_ONLY:
        raise Refusal(DISCORD_ONLY[sub], command=f"`/game {sub}`")
    if sub == "language":
        if not args:
            raise Refusal("bot-unknown-language", choices=as_list([f"`{code}`" for code in LOCALES]))
        return await referee.set_language(channel, user, args[0], is_admin)
    if sub == "abandon":
        return await referee.abandon(channel, user, is_admin)
    if sub == "rematch":
        return await referee.rematch(channel, user)
    if sub in ("hand-to-ai", "handover"):
        if not args:
            raise Refusal("bot-console-whose-seat")
        return await referee.hand_to_ai(channel, user, resolve_user(args[0]), is_admin)
    if sub == "replay":
        return await _replay(referee, channel, args)
    if sub in STANDING_SUBCOMMANDS:
        return await standing_reply(referee, user, sub, args, resolve_user, locale)
    raise Refusal("bot-console-no-such-command", command=f"`/game {sub}`", commands=_subcommands())


def _word(typed: str, option: str) -> str:
    """A typed option value, written bare (`on`) or as Discord shows it (`hints:on`, `hints=on`)."""
    word = typed.strip().lower()
    for joint in (":", "="):
        if word.startswith(option + joint):
            return word[len(option) + 1:].strip()
    return word


def _tables(referee: Referee, user: str, where: str, locale: str) -> Reply:
    """`/game tables [here|mine]`: the console's open tables, or the caller's; each named by its channel."""
    if where not in WHERE_WORDS:
        raise Refusal("bot-console-tables-form")
    place = lambda info: f"`{info.channel}`"
    if where == "mine":
        return Reply(answer=listing.my_tables(referee.tables_of(user), locale, user, place=place))
    return Reply(answer=listing.server_tables(referee.tables_in(None), locale, place=place))


async def _replay(referee: Referee, channel: str, args: list[str]) -> Reply:
    if args:
        table_id = parse_number(args[0].lstrip("#"))
        if table_id is None:
            raise Refusal("bot-console-which-table")
    else:
        info = referee.table(channel)
        if info:
            table_id = info.table_id
        else:
            last = await referee.store.latest(channel)
            if last is None:
                raise Refusal("bot-no-table-yet")
            table_id = last.id
    rec = await referee.store.load(table_id)
    if rec is None or rec.channel != channel:
        raise Refusal("bot-no-such-table", table=number_text(table_id))
    steps = await referee.replay(table_id)
    head = said("bot-replay-head", table=number_text(table_id), count=len(steps))
    told = [said("bot-history-told", version=number_text(s.version), told=argument(s.public[0])) for s in steps]
    return Reply(answer=lines([head, *told]), table_id=table_id, version=rec.version)
