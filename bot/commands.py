"""Typed command lines, as one types them in Discord, turned into referee calls.

    /game new stockpile [key=value ...]   /game join   /game add-ai 3   /game start
    /bid 2 6000   /choices   /play 3   /game status|hand|history|scores|rules|abandon|rematch

Nothing here knows about Discord or the terminal: ``parse`` splits a line and
``run`` calls the referee and returns its Reply (or raises Refusal). The
console (and any other text front end) owns who is typing.
"""
from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field

from bot import options_text, picks
from bot.referee import Choice, Refusal, Referee, Reply
from bot.verbs import parse_number, typed_form

GAME_SUBCOMMANDS = {
    "new": "/game new <game> [option=value ...]: open a table (you are the host and first seat)",
    "join": "/game join: take a seat",
    "leave": "/game leave: leave the lobby (during play, a computer takes your seat)",
    "add-ai": "/game add-ai [n] [level]: the host adds n computer players (level easy, normal or hard)",
    "remove-ai": "/game remove-ai [n]: the host removes computer players",
    "options": "/game options key=value ...: the host changes the options before the start",
    "start": "/game start: the host deals and the game begins",
    "status": "/game status: the table, the board and who is to act",
    "hand": "/game hand: your own secrets (only you see them)",
    "history": "/game history [n]: the last n moves",
    "scores": "/game scores: the scores the table may see (all of them at the end)",
    "rules": "/game rules [game]: how the game is played, in your language",
    "abandon": "/game abandon: the host (or an admin) ends the table",
    "rematch": "/game rematch: the last table again, same seats, new deal",
    "hand-to-ai": "/game hand-to-ai <player>: the host gives a departed player's seat to a computer",
    "replay": "/game replay [table]: every move of a table, from its seed",
}

HELP = "\n".join([
    "Commands (exactly as in Discord):",
    *(f"  {text}" for text in GAME_SUBCOMMANDS.values()),
    "  /choices [verb]: your legal moves, numbered",
    "  /play <n> or /pick <n>: make move number n of /choices",
    "  /<verb> <args>: a game move as you would type it, e.g. /bid 2 6000, /pass",
])


@dataclass
class Command:
    name: str                     # "game", "choices", "pick", "as", "help", or a game verb
    sub: str = ""                 # the /game subcommand
    args: list[str] = field(default_factory=list)


def parse(line: str) -> Command | None:
    """None for blank lines and comments; raises Refusal for text that is not a command."""
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    if not line.startswith("/"):
        raise Refusal("Commands start with a slash, e.g. `/game status` or `/help`.")
    try:
        words = shlex.split(line[1:])
    except ValueError:
        words = line[1:].split()
    if not words:
        raise Refusal("Type a command after the slash; `/help` lists them.")
    name, rest = words[0].lower(), words[1:]
    if name == "game":
        if not rest:
            raise Refusal("Say what to do: " + ", ".join(f"`/game {s}`" for s in GAME_SUBCOMMANDS) + ".")
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
            raise Refusal(str(exc)) from None
    options = {}
    for arg in args:
        if "=" not in arg:
            raise Refusal(f"Options are written key=value, e.g. `rounds=5`; {arg!r} is not.")
        key, value = arg.split("=", 1)
        options[key.strip().replace("-", "_")] = option_value(value.strip())
    return options


def count_arg(args: list[str], default: int = 1) -> int:
    if not args:
        return default
    value = parse_number(args[0])
    if value is None or value < 1:
        raise Refusal(f"{args[0]!r} is not a number of players.")
    return value


def ai_args(args: list[str]) -> tuple[int, str | None]:
    """`/game add-ai [n] [level]`, in either order: "2 hard", "hard", "3"."""
    words = [a for a in args if parse_number(a) is None]
    numbers = [a for a in args if parse_number(a) is not None]
    if len(words) > 1 or len(numbers) > 1:
        raise Refusal("Type `/game add-ai [n] [level]`, like `/game add-ai 2 hard` (levels: easy, normal, hard).")
    return count_arg(numbers), (words[0] if words else None)


def nothing_to_do(referee: Referee, channel: str) -> str:
    """"You have nothing to do right now; waiting for Bob." (or why nothing is going on)."""
    info = referee.table(channel)
    if info is None or info.status != "playing":
        return "You have nothing to do right now: no game is being played here."
    waiting = ", ".join(f"<@{p}>" for p in info.to_act)
    return f"You have nothing to do right now; waiting for {waiting}." if waiting else \
        "You have nothing to do right now."


def numbered(choices: list[Choice], idle: str = "You have nothing to do right now.") -> str:
    if not choices:
        return idle
    return "\n".join(f"{i}. {c.label}    {typed_form(c.action)}" for i, c in enumerate(choices, 1))


async def run(referee: Referee, channel: str, user: str, name: str, command: Command,
              resolve_user=lambda text: text, is_admin: bool = False, locale: str = "en") -> Reply:
    """Carry out one parsed command for `user` (display name `name`, reading `locale`)."""
    if command.name == "game":
        return await _game(referee, channel, user, name, command.sub, command.args, resolve_user, is_admin,
                           locale)
    if command.name == "help":
        return Reply(answer=HELP)
    if command.name == "choices":
        verb = command.args[0] if command.args else None
        listed = referee.choices(channel, user, verb)
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
            raise Refusal("Which game? `/game new <game>`, e.g. `/game new stockpile`.")
        return await referee.new_table(channel, args[0], user, name, parse_options(args[1:], args[0]))
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
        return await referee.status(channel)
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
            raise Refusal("Which game? `/game rules <game>`.")
        return Reply(answer=referee.rules(game, locale=args[1] if len(args) > 1 else locale))
    if sub == "abandon":
        return await referee.abandon(channel, user, is_admin)
    if sub == "rematch":
        return await referee.rematch(channel, user)
    if sub in ("hand-to-ai", "handover"):
        if not args:
            raise Refusal("Whose seat? `/game hand-to-ai <player>`.")
        return await referee.hand_to_ai(channel, user, resolve_user(args[0]), is_admin)
    if sub == "replay":
        return await _replay(referee, channel, args)
    raise Refusal(f"There is no `/game {sub}`. Try: " + ", ".join(f"`/game {s}`" for s in GAME_SUBCOMMANDS) + ".")


async def _replay(referee: Referee, channel: str, args: list[str]) -> Reply:
    if args:
        table_id = parse_number(args[0].lstrip("#"))
        if table_id is None:
            raise Refusal("Which table? `/game replay 12`.")
    else:
        info = referee.table(channel)
        last = info if info else await referee.store.latest(channel)
        if last is None:
            raise Refusal("There is no table in this channel yet.")
        table_id = info.table_id if info else last.id
    rec = await referee.store.load(table_id)
    if rec is None or rec.channel != channel:
        raise Refusal(f"There is no table #{table_id} in this channel.")
    if rec.status in ("lobby", "playing"):
        raise Refusal("A table is replayed once it is over (its moves hold secrets until then).")
    steps = await referee.replay(table_id)
    names = {s["user"]: (s["name"] if s.get("is_ai") else f"<@{s['user']}>") for s in rec.seats}
    lines = [f"Replay of table #{table_id} ({len(steps)} moves):"]
    lines += [f"{s.version}. {names.get(s.player, s.player)}: {s.label}" for s in steps]
    return Reply(answer="\n".join(lines), table_id=table_id, version=rec.version)
