"""How the Discord parts are put together: typed collaborators, nobody's private names, one
attachment policy (bot/discord/README.md, "The map of this package")."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from discord.utils import DEFAULT_FILE_SIZE_LIMIT_BYTES

from bot.discord.compose import EMPTY, Letter, letters
from bot.discord.delivery import fits, upload_limit
from bot.referee.shapes import Picture
from bot.text.words import said

PACKAGE = Path(__file__).resolve().parents[2] / "bot" / "discord"
#: discord.py internals the bot must reach: a group's parameters, rewritten to offer the registered
#: games; a command's strings, made translatable, and the tree's commands, for the offline check.
DISCORD_PY_INTERNALS = {("game_commands.py", "_params"), ("translator.py", "_convert_to_locale_strings"),
                        ("__init__.py", "_get_all_commands")}


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_part_reaches_into_another_parts_private_names(path: Path) -> None:
    """`x._name` only on `self`/`cls` (and the few discord.py internals above)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        if (path.name, node.attr) not in DISCORD_PY_INTERNALS:
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    assert not found, f"private names of another object: {found}"


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_part_is_handed_the_whole_bot_untyped(path: Path) -> None:
    """No parameter is `bot: Any` (the service locator the parts used to share), and no
    interaction's client is reached past the type checker."""
    text = path.read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.arg) and node.annotation is not None:
            assert not (node.arg in ("bot", "client") and ast.unparse(node.annotation) == "Any"), \
                f"{path.name}:{node.lineno}: {node.arg}: Any"
    assert "type: ignore[attr-defined]" not in text


PNG = b"\x89PNG" + b"\0" * 100


def picture(size: int = len(PNG)) -> Picture:
    return Picture(PNG[:4] + b"\0" * (size - 4), "board.png", said("bot-hand-alt", game="Stockpile"))


def test_a_picture_that_fits_goes_on_the_last_letter() -> None:
    long = "\n".join(["a line of text"] * 300)          # > 2000 characters: several letters
    got = letters(long, picture(), "en", {}, limit=1000)
    assert len(got) > 1 and all(len(p.content or "") <= 2000 for p in got)
    assert [p.picture is not None for p in got] == [False] * (len(got) - 1) + [True]
    only = letters("", picture(), "en", {}, limit=1000)
    assert len(only) == 1 and only[0].picture == picture() and only[0].content is None
    assert only[0].plain is not None and only[0].plain.picture is None and only[0].plain.content  # its text twin


def test_a_picture_that_does_not_fit_goes_as_its_text() -> None:
    big = picture(2000)
    got = letters("the board", big, "en", {}, limit=1000)
    assert got[0].content == "the board" and all(p.picture is None for p in got) and len(got) == 2
    assert all(p.ids == {"bot-hand-alt"} for p in got)       # what the picture would have said
    assert got[1].content                      # the picture's text alternative, in words
    assert letters("the board", big, "en", {}, limit=1000, can_attach=True) == got
    assert all(p.picture is None for p in letters("x", picture(), "en", {}, limit=1000, can_attach=False))
    assert letters("", None, "en", {}, limit=1000) == []


def test_an_answer_always_has_a_character_and_its_buttons_on_the_last_letter() -> None:
    """An ephemeral answer with only a file or buttons still needs a character; the view goes on
    the last letter and on its text twin."""
    import discord
    view = discord.ui.View()
    got = letters("", None, "en", {}, limit=1000, view=view, answer=True)
    assert got == [Letter(EMPTY, view)]
    got = letters("x", picture(), "en", {}, limit=1000, view=view, answer=True)
    assert got[-1].view is view and got[-1].plain is not None and got[-1].plain.view is view


def test_one_upload_limit() -> None:
    """Without an interaction (DMs, a channel reached by the reminder) the limit is Discord's default."""
    assert upload_limit() == DEFAULT_FILE_SIZE_LIMIT_BYTES
    assert fits(picture(), len(PNG)) and not fits(picture(), len(PNG) - 1)
    assert not fits(picture(), len(PNG), can_attach=False)
