"""Discord's contract: would Discord accept this request?

``check_request`` judges one HTTP request the bot would send (method, URL, JSON body, uploaded
file names) against Discord's own OpenAPI description (spec.py) and the documented limits the
description does not encode (limits.py). ``refusal`` writes the 400 answer Discord gives to an
invalid body (code 50035, the field's path), so a stand-in for Discord can refuse as it would.
``command_payloads`` builds the slash-command set exactly as a sync sends it, for `boardroom check`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from bot.discord.contract import limits, spec

INVALID_FORM_BODY = 50035


@dataclass(frozen=True)
class Problem:
    """Something Discord would refuse: the route, the field's path in the body, the rule, why."""

    route: str
    where: str
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.route}: {self.where}: {self.message} ({self.rule})"


MESSAGE_ROUTES = {
    "POST /channels/{channel_id}/messages",
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "POST /webhooks/{webhook_id}/{webhook_token}",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
}
COMMAND_ROUTES = {
    "PUT /applications/{application_id}/commands",
    "PUT /applications/{application_id}/guilds/{guild_id}/commands",
}
CALLBACK_ROUTE = "POST /interactions/{interaction_id}/{interaction_token}/callback"
THREAD_ROUTES = {"POST /channels/{channel_id}/threads", "POST /channels/{channel_id}/messages/{message_id}/threads"}
MESSAGE_CALLBACKS = {4, 7}        # CHANNEL_MESSAGE_WITH_SOURCE, UPDATE_MESSAGE
AUTOCOMPLETE_CALLBACK = 8


def route_of(method: str, url: str) -> str:
    """The described route a request takes (``POST /channels/{channel_id}/messages``), or
    ``METHOD path (not in Discord's description)``."""
    op = spec.operation(method, url)
    return op.route if op is not None else f"{method.upper()} {spec.path_of(url)} (not in Discord's description)"


def check_request(method: str, url: str, body: Any = None, files: Iterable[str] = (), *,
                  kept_files: Iterable[str] = ()) -> list[Problem]:
    """Everything Discord would refuse in this request; [] when it would accept it."""
    op = spec.operation(method, url)
    if op is None:
        return [Problem(f"{method.upper()} {spec.path_of(url)}", "", "ROUTE",
                        "Discord's API description has no such route")]
    route = op.route
    found = [Problem(route, p.where, p.rule, p.message) for p in spec.check_body(op, body)] if body is not None else []
    files = list(files)
    if route in MESSAGE_ROUTES:
        found += _limits(route, limits.check_message(limits.as_dict(body), files, kept_files=kept_files))
    elif route in COMMAND_ROUTES:
        found += _limits(route, limits.check_commands(body if isinstance(body, list) else []))
    elif route in THREAD_ROUTES:
        found += _limits(route, limits.check_thread(limits.as_dict(body)))
    elif route == CALLBACK_ROUTE:
        kind = limits.as_dict(body).get("type")
        data = limits.as_dict(limits.as_dict(body).get("data"))
        if kind in MESSAGE_CALLBACKS:
            found += _limits(route, limits.check_message(data, files, kept_files=kept_files), prefix="data.")
        elif kind == AUTOCOMPLETE_CALLBACK:
            found += _limits(route, limits.check_autocomplete(data))
    return found


def _limits(route: str, problems: list[limits.LimitProblem], prefix: str = "") -> list[Problem]:
    return [Problem(route, prefix + p.where if p.where else prefix.rstrip(".") or "(body)", p.rule, p.message)
            for p in problems]


def check_commands(commands: list[dict[str, Any]], *, guild: bool = False) -> list[Problem]:
    """A command set as a sync would send it (global, or to one server)."""
    url = "/applications/1/guilds/1/commands" if guild else "/applications/1/commands"
    return check_request("PUT", url, commands)


def refusal(problems: list[Problem]) -> dict[str, Any]:
    """Discord's answer to an invalid body: HTTP 400, code 50035, errors nested by field path."""
    errors: dict[str, Any] = {}
    for problem in problems:
        node = errors
        for part in [p for p in problem.where.split(".") if p and p != "(body)"]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": problem.rule, "message": problem.message})
    return {"code": INVALID_FORM_BODY, "message": "Invalid Form Body", "errors": errors}


async def command_payloads(tree: Any) -> list[dict[str, Any]]:
    """The body `tree.sync()` sends: every global command as discord.py serialises it, with the
    tree's translator's localisations (as CommandTree.sync builds them)."""
    commands = tree._get_all_commands(guild=None)
    translator = tree.translator
    if translator is not None:
        return [await command.get_translated_payload(tree, translator) for command in commands]
    return [command.to_dict(tree) for command in commands]


__all__ = ["Problem", "check_request", "check_commands", "command_payloads", "refusal", "route_of"]
