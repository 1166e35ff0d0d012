"""How to play, in Discord: a game's guide (bot/text/guide.py) privately, a page per part, turned
with ◀ ▶ around a page counter.

Opened by `/game rules [game]` and by the *How to play* button of a lobby or table card
(``br:guide:<game>``), in the reader's language (the interaction's locale). Each button carries
the whole page it leads to, ``br:guide:<game>:<locale>:<page>:<p|n|c>`` (◀, ▶, the disabled
counter), so a press works after a restart with nothing kept, and anyone may turn the pages of
their own private copy. An id that does not read (forged, or a guide that has fewer pages now)
gets a polite private answer and nothing changes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.compose import Letter
from bot.discord.delivery import referee_for
from bot.discord.formatting import reader
from bot.discord.reach import bot_of
from bot.referee.shapes import Refusal
from bot.text.words import said, say
from games.plugin import WORD
from i18n.locales import LOCALES

if TYPE_CHECKING:
    from bot.discord.flow import Flow
    from bot.text.guide import GuidePage

PREFIX = "br:guide:"
#: the longest id read (a game key, a locale, a page, a kind); longer is refused before any work
ID_LIMIT = 80
#: the most pages a guide may have (ids with a larger page are refused before any work)
PAGE_LIMIT = 50
STEPS = (("p", "◀"), ("c", ""), ("n", "▶"))


@dataclass(frozen=True)
class GuideId:
    """What a guide button says: open `game`'s guide (`locale` None: in the presser's language, at
    page 0) or show page `page` of it in `locale`."""

    game: str
    locale: str | None = None
    page: int = 0

    @property
    def custom_id(self) -> str:
        return PREFIX + self.game if self.locale is None else f"{PREFIX}{self.game}:{self.locale}:{self.page}"


def open_id(game: str) -> str:
    """The custom id of a card's *How to play* button."""
    return GuideId(game).custom_id


def parse(custom_id: str) -> GuideId | None:
    """The GuideId a custom id carries; None when it does not read as one."""
    if not custom_id.startswith(PREFIX) or len(custom_id) > ID_LIMIT:
        return None
    words = custom_id[len(PREFIX):].split(":")
    if not WORD.fullmatch(words[0]):
        return None
    if len(words) == 1:
        return GuideId(words[0])
    if len(words) != 4 or words[1] not in LOCALES or not words[2].isdigit() or words[3] not in "pnc":
        return None
    page = int(words[2])
    return GuideId(words[0], words[1], page) if page < PAGE_LIMIT else None


class GuideButton(ui.DynamicItem[ui.Button[Any]], template=r"br:guide:(?P<rest>.*)"):
    """*How to play* on a card, and ◀ ▶ of a guide page."""

    def __init__(self, custom_id: str, label: str = "◀", disabled: bool = False) -> None:
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
                                   custom_id=custom_id))
        self.guide_id = custom_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str],
                             /) -> "GuideButton":
        return cls(match.string, getattr(item, "label", None) or "◀")

    async def callback(self, interaction: discord.Interaction) -> None:
        await press(bot_of(interaction).flow, interaction, self.guide_id)


#: For ``bot.add_dynamic_items``.
GUIDE_ITEMS = (GuideButton,)


def known(custom_id: str) -> bool:
    """Ours to answer (a GuideButton answers any ``br:guide:`` id, a malformed one politely)."""
    return custom_id.startswith(PREFIX)


def buttons(page: "GuidePage") -> ui.View:
    """◀ page/pages ▶ under a page; ◀ on the first page and ▶ on the last are disabled."""
    view = ui.View(timeout=None)
    targets = {"p": page.index - 1, "c": page.index, "n": page.index + 1}
    for kind, label in STEPS:
        target = targets[kind]
        if kind == "c":
            label = say(said("guide-counter", page=page.index + 1, pages=page.count), page.locale)
        view.add_item(GuideButton(f"{PREFIX}{page.key}:{page.locale}:{max(target, 0)}:{kind}", label,
                                  disabled=kind == "c" or not 0 <= target < page.count))
    view.stop()          # the DynamicItems carry everything; discord.py keeps nothing
    return view


async def open_guide(flow: "Flow", interaction: discord.Interaction, game: str | None) -> None:
    """`/game rules [game]` and a card's *How to play*: page 1 of the guide, privately, in the
    reader's language (the table's game when none is named)."""
    await flow.answers.think(interaction)
    try:
        referee = await referee_for(flow.referees, interaction)
        if game is None:
            info = referee.table(str(interaction.channel_id))
            if info is None:
                await flow.answers.tell(interaction, said("bot-discord-which-game"))
                return
            game = info.game
        page = referee.guide(game, reader(interaction))
        await flow.answers.tell(interaction, page.text or said("bot-discord-no-rules"),
                                view=buttons(page) if page.count > 1 else None)
    except Refusal as exc:
        await flow.answers.tell(interaction, exc)
    except Exception:
        await flow.failed(interaction)


async def press(flow: "Flow", interaction: discord.Interaction, custom_id: str) -> None:
    """A press of a guide button: *How to play* opens the guide; ◀ ▶ show another page in the
    same message. An id that does not read, or a page the guide no longer has: a polite private
    answer, nothing changed."""
    chosen = parse(custom_id)
    if chosen is not None and chosen.locale is None:
        await open_guide(flow, interaction, chosen.game)
        return
    try:
        await flow.outbox.acknowledge(interaction, thinking=False)   # a deferred update of the message pressed
        referee = await referee_for(flow.referees, interaction)
        try:
            if chosen is None or chosen.locale is None:
                raise Refusal("guide-stale")
            page = referee.guide(chosen.game, chosen.locale, chosen.page)
            if page.index != chosen.page:
                raise Refusal("guide-stale")
        except Refusal as exc:
            await flow.answers.tell(interaction, exc)
            return
        await flow.outbox.edit_original(interaction, Letter(page.text, buttons(page), ids=frozenset({"guide-head"})))
    except Exception:
        await flow.failed(interaction)
