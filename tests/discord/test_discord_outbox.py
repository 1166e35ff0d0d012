"""One module sends: bot/discord/outbox.py is the only module of bot/discord that calls Discord to
send, edit or delete a message (channel, thread, DM, interaction response, follow-up, original
response). Everything else hands it a composed Letter (bot/discord/compose.py)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "bot" / "discord"
SENDER = "outbox.py"

#: discord.py's methods that write a message (or the thread a table lives in) on any object:
#: Messageable.send, Message/PartialMessage/Thread .edit/.delete/.reply/.publish/.pin/.unpin,
#: Message.add_reaction, Client.create_dm, TextChannel.create_thread, Interaction's
#: edit_original_response/delete_original_response, and the raw route (HTTPClient.request).
WRITES = {"send", "edit", "delete", "reply", "publish", "pin", "unpin", "add_reaction", "create_dm",
          "create_thread", "edit_original_response", "delete_original_response", "send_message",
          "edit_message", "delete_message", "delete_messages", "purge", "send_modal"}
#: what InteractionResponse answers with (`interaction.response.<name>(...)`); `is_done` only reads
RESPONSES = {"send_message", "edit_message", "defer", "autocomplete", "send_modal", "pong", "launch_activity"}


def writes(source: str) -> list[str]:
    """The calls in `source` that write to Discord, as "line: call"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "followup":          # interaction.followup.*
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        func = node.func
        on_response = isinstance(func.value, ast.Attribute) and func.value.attr == "response"
        on_http = isinstance(func.value, ast.Attribute) and func.value.attr == "http"
        if func.attr in WRITES or (on_response and func.attr in RESPONSES) or on_http:
            found.append(f"{node.lineno}: {ast.unparse(func)}")
    return found


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name != SENDER)


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_only_the_outbox_talks_to_discord(path: Path) -> None:
    found = writes(path.read_text(encoding="utf-8"))
    assert not found, f"bot/discord/{path.relative_to(PACKAGE)} writes to Discord itself (use the Outbox): {found}"


def test_the_scan_sees_every_way_to_write() -> None:
    """The scan is not blind: each way bot/discord used to send before the outbox is caught, the
    outbox's own calls are, and what only looks alike (a command's autocomplete decorator,
    `response.is_done()`, a dict's pop) is not."""
    for call in ["await channel.send('x')", "await message.edit(view=v)", "await outlet.message(1).delete()",
                 "await interaction.response.send_message('x')", "await interaction.response.edit_message(view=v)",
                 "await interaction.response.defer()", "await interaction.response.autocomplete([])",
                 "await interaction.followup.send('x')", "await interaction.edit_original_response(content='x')",
                 "await self.client.create_dm(user)", "await channel.create_thread(name='t')",
                 "await thread.edit(name='t')", "await bot.http.request(route)"]:
        assert writes(call), call
    for call in ["command.autocomplete('text')(suggest)", "interaction.response.is_done()", "d.pop(1)",
                 "await self.outbox.post_in(outlet, letter)", "await self.answers.tell(interaction, 'x')"]:
        assert not writes(call), call
    own = writes((PACKAGE / SENDER).read_text(encoding="utf-8"))
    assert len(own) >= 12, own       # the outbox itself: every destination's call
