"""The permissions the bot uses come from one list: the invite asks for all of them, README lists
them, the code checks no other, and `/game permissions` tells an admin which it lacks in a channel
and what each would turn on, in their language."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import discord

from bot.discord.permissions import NEEDS, invite_permissions, invite_url, missing
from discord_harness import ALICE, EPHEMERAL, Harness

ROOT = Path(__file__).resolve().parents[2]
# What the outbox does that a permission allows, beyond the flags the code reads.
OUTBOX_NEEDS = {"create_thread": "create_public_threads", "delete": "manage_threads"}


def test_readme_gives_the_invite_of_every_permission_the_bot_uses() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())    # lines joined
    value = invite_permissions().value
    numbers = {int(n) for n in re.findall(r"permissions=(\d+)", readme)}
    assert numbers == {value}, (numbers, value)
    assert invite_url(123) in readme.replace("YOUR_APPLICATION_ID", "123")
    for need in NEEDS:
        assert f"**{need.shown}**" in readme, need.shown
        assert f"{need.shown} {getattr(discord.Permissions, need.flag).flag}" in readme, need.shown   # the sum spelled out
    assert value & discord.Permissions(create_public_threads=True, send_messages_in_threads=True).value  # threads work


def _flags_read_in(path: Path) -> set[str]:
    """Permission flags the module reads from the bot's own permissions: ``x.app_permissions.<flag>``,
    ``x.permissions_for(guild.me).<flag>`` and names assigned from ``x.app_permissions``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    held: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "app_permissions":
            held |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    flags: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        if isinstance(base, ast.Attribute) and base.attr == "app_permissions":
            flags.add(node.attr)
        elif isinstance(base, ast.Name) and base.id in held:
            flags.add(node.attr)
        elif isinstance(base, ast.Call) and isinstance(base.func, ast.Attribute) and base.func.attr == "permissions_for":
            flags.add(node.attr)
        elif isinstance(base, ast.Name) and base.id == "thread" and node.attr in OUTBOX_NEEDS:
            flags.add(OUTBOX_NEEDS[node.attr])
        elif node.attr == "create_thread":
            flags.add(OUTBOX_NEEDS["create_thread"])
    return flags - {"administrator"}


def test_every_permission_the_code_checks_or_uses_is_in_the_list() -> None:
    used = set().union(*(_flags_read_in(p) for p in (ROOT / "bot" / "discord").glob("*.py")))
    assert {"attach_files", "create_public_threads", "send_messages_in_threads", "manage_threads"} <= used
    assert used <= {need.flag for need in NEEDS}, used - {need.flag for need in NEEDS}
    assert all(hasattr(discord.Permissions, need.flag) for need in NEEDS)


def test_an_administrator_lacks_nothing_and_a_bare_role_lacks_all_but_what_it_has() -> None:
    assert missing(discord.Permissions(administrator=True)) == []
    assert [n.flag for n in missing(discord.Permissions(view_channel=True, send_messages=True))] == \
        ["attach_files", "create_public_threads", "send_messages_in_threads", "manage_threads"]
    assert missing(invite_permissions()) == []


async def test_an_admin_hears_what_is_lacking_here_and_what_it_turns_on(harness: Harness) -> None:
    harness.app_permissions = str(discord.Permissions(view_channel=True, send_messages=True, attach_files=True).value)
    sent = await harness.slash(ALICE, "game permissions")
    told = Harness.to_caller(sent)
    text = Harness.text(told)
    assert told and all(s.body["data"]["flags"] & EPHEMERAL for s in told) and not harness.channel(sent)
    assert "**Create Public Threads**" in text and "thread of its own" in text and "**Manage Threads**" in text
    assert "Attach Files" not in text and "3 permissions" in text

    harness.app_permissions = str(invite_permissions().value)
    assert "every permission I use" in Harness.text(Harness.to_caller(await harness.slash(ALICE, "game permissions")))

    harness.app_permissions = str(discord.Permissions(view_channel=True, send_messages=True).value)
    payload = harness.command_payload(ALICE, "game permissions")
    payload["locale"] = "ja"
    japanese = Harness.text(Harness.to_caller(await harness.feed(payload)))
    assert "ファイルを添付" in japanese and "公開スレッドの作成" in japanese and "Attach Files" not in japanese


def test_boardroom_invite_prints_the_link(capsys) -> None:
    from bot.cli import main
    assert main(["invite", "42"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == invite_url(42) and "Manage Threads" in out
