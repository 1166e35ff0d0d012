"""Every permission the bot uses in a channel, what each turns on, and the invite that asks for them all.

One list (NEEDS) is the source of the invite's permission integer (``invite_url``, `boardroom
invite`), of README's list (tests/discord/test_discord_permissions.py holds README to it) and of
`/game permissions`, which tells a server admin which of them the bot lacks in a channel and what
each would turn on. A permission the code checks (``app_permissions.<name>``) that is not in the
list fails that test too.
"""
from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.text.words import Said, said
from games.base import as_list, msg

AUTHORIZE = "https://discord.com/oauth2/authorize"
SCOPES = "bot+applications.commands"


@dataclass(frozen=True)
class Need:
    """A permission the bot uses: its discord.py name and its name in Discord's settings (README); the
    catalogs (guard.ftl) name it (``guard-perm-<flag>``) and say what it turns on (``...-use``)."""

    flag: str
    shown: str

    @property
    def message(self) -> str:
        return "guard-perm-" + self.flag.replace("_", "-")

    @property
    def use(self) -> str:
        return self.message + "-use"


NEEDS = (
    Need("view_channel", "View Channels"),
    Need("send_messages", "Send Messages"),
    Need("attach_files", "Attach Files"),
    Need("create_public_threads", "Create Public Threads"),
    Need("send_messages_in_threads", "Send Messages in Threads"),
    Need("manage_threads", "Manage Threads"),
)


def invite_permissions() -> discord.Permissions:
    """Every permission of NEEDS, as the invite asks for them."""
    return discord.Permissions(**{need.flag: True for need in NEEDS})


def invite_url(application_id: int | str) -> str:
    """The link that adds the bot to a server with every permission it uses."""
    return (f"{AUTHORIZE}?client_id={application_id}&scope={SCOPES}"
            f"&permissions={invite_permissions().value}")


def missing(have: discord.Permissions) -> list[Need]:
    """What the bot lacks of NEEDS where it has `have` (an administrator lacks nothing)."""
    if have.administrator:
        return []
    return [need for need in NEEDS if not getattr(have, need.flag)]


def report(have: discord.Permissions) -> Said:
    """`/game permissions`: everything is there, or each permission lacking and what it would turn on."""
    lacking = missing(have)
    if not lacking:
        return said("guard-perm-all-here", count=len(NEEDS))
    return said("guard-perm-lacking", count=len(lacking),
                needs=as_list([msg("guard-perm-lacking-entry", name=msg(need.message), use=msg(need.use))
                               for need in lacking]))
