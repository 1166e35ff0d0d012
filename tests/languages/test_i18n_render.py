"""render(): numbers, money, lists, plurals, players and nested messages, per locale."""
from __future__ import annotations

from pathlib import Path

import pytest

from games.base import as_list, as_money, as_player, msg
from i18n import MessageError, locale_for, render
from i18n import catalog

# A small catalog of our own, so that plurals, nesting and fallbacks are tested apart from
# whatever the product's catalogs say today.
SAMPLE = {
    "en": """
common-money = { $sign }${ $amount }
common-shares = { $player } { $count ->
        [one] holds one share of { $company }
       *[other] holds { $count } shares of { $company }
    }.
common-waiting = Waiting for { $players }.
common-bank = Bottomline Bank
common-english-only = Only in English: { $n }
common-cash = { $amount } in cash
common-unit = { $sign }{ $amount } yuan
""",
    "zh-TW": """
common-money = { $sign }${ $amount }
common-shares = { $player }持有 { $count } 股{ $company }。
common-waiting = 等待{ $players }。
common-bank = 底線銀行
common-cash = 現金 { $amount }
common-unit = { $sign }{ $amount } 元
""",
    "ja": """
common-money = { $sign }${ $amount }
common-shares = { $player }は{ $company }の株を{ $count }枚持っています。
common-waiting = { $players }を待っています。
common-bank = ボトムライン銀行
common-cash = 現金{ $amount }
common-unit = { $sign }{ $amount }ドル
""",
}


@pytest.fixture
def sample(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for locale, text in SAMPLE.items():
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "common.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALE_DIR", tmp_path)
    catalog.bundle.cache_clear()
    yield
    catalog.bundle.cache_clear()


NAMES = {"1001": "Alice", "ai:1": "Ada (AI)", "1002": "小明*"}


def shares(count: int, player: str = "1001") -> dict:
    return msg("common-shares", player=as_player(player), count=count, company=msg("common-bank"))


@pytest.mark.parametrize("locale, one, many", [
    ("en", "Alice holds one share of Bottomline Bank.", "Alice holds 1,200 shares of Bottomline Bank."),
    ("zh-TW", "Alice持有 1 股底線銀行。", "Alice持有 1,200 股底線銀行。"),
    ("ja", "Aliceはボトムライン銀行の株を1枚持っています。", "Aliceはボトムライン銀行の株を1,200枚持っています。"),
])
def test_plurals_numbers_and_nested_terms_follow_the_locale(sample, locale, one, many):
    assert render(shares(1), locale, NAMES) == one
    assert render(shares(1200), locale, NAMES) == many


@pytest.mark.parametrize("locale, expected", [
    ("en", "Waiting for Alice, Ada (AI), and 小明*."),
    ("zh-TW", "等待Alice、Ada (AI)和小明*。"),
    ("ja", "Alice、Ada (AI)、小明*を待っています。"),
])
def test_lists_are_joined_for_the_locale(sample, locale, expected):
    players = as_list([as_player(p) for p in ("1001", "ai:1", "1002")])
    assert render(msg("common-waiting", players=players), locale, NAMES) == expected


def test_a_list_of_alternatives(sample):
    either = as_list([as_player("1001"), as_player("ai:1")], style="or")
    assert render(msg("common-waiting", players=either), "en", NAMES) == "Waiting for Alice or Ada (AI)."
    assert render(msg("common-waiting", players=either), "ja", NAMES) == "AliceまたはAda (AI)を待っています。"
    numbers = as_list([1000, 25000])
    assert render(msg("common-waiting", players=numbers), "en") == "Waiting for 1,000 and 25,000."


@pytest.mark.parametrize("locale, plus, minus", [
    ("en", "$6,000 in cash", "-$12,500 in cash"),
    ("zh-TW", "現金 $6,000", "現金 -$12,500"),
    ("ja", "現金$6,000", "現金-$12,500"),
])
def test_money(sample, locale, plus, minus):
    assert render(msg("common-cash", amount=as_money(6000)), locale) == plus
    assert render(msg("common-cash", amount=as_money(-12500)), locale) == minus


def test_money_in_another_unit(sample):
    assert render(msg("common-cash", amount=as_money(5, unit="common-unit")), "zh-TW") == "現金 5 元"
    assert render(msg("common-cash", amount=as_money(-5, unit="common-unit")), "en") == "-5 yuan in cash"


def test_money_of_the_product_catalogs():
    for locale in ("en", "zh-TW", "ja"):
        assert render(msg("common-money", sign="", amount=25000), locale) == "$25,000"


def test_players_as_names_mentions_or_tokens(sample):
    one = shares(1, "1002")
    assert render(one, "en", NAMES).startswith("小明* holds")                    # console, pictures
    assert render(one, "en", NAMES, escape=True).startswith("小明\\* holds")     # Discord text
    assert render(one, "en", NAMES, mentions=True).startswith("<@1002> holds")  # a Discord user
    ada = shares(1, "ai:1")
    assert render(ada, "en", NAMES, mentions=True).startswith("Ada (AI) holds")  # no mention for a computer
    assert render(ada, "en").startswith("<@ai:1> holds")                         # no names: the legacy token
    # a Discord user with no seat (a moderator): a mention, shown by Discord as their name, never the bare id
    assert render(shares(1, "999"), "en", NAMES).startswith("<@999> holds")
    assert render(shares(1, "bank"), "en", NAMES).startswith("bank holds")


def test_a_missing_translation_falls_back_to_english(sample):
    assert render(msg("common-english-only", n=3), "ja") == "Only in English: 3"


def test_unknown_ids_and_bad_arguments_are_loud(sample):
    with pytest.raises(MessageError, match="unknown message id 'common-nothing'"):
        render(msg("common-nothing"), "en")
    with pytest.raises(MessageError, match="not a message argument"):
        render(msg("common-cash", amount=True), "en")
    with pytest.raises(MessageError, match="cannot render"):
        render(msg("common-cash", amount={"dollars": 5}), "en")
    with pytest.raises(MessageError, match="common-cash"):
        render(msg("common-cash"), "en")  # the catalog needs $amount
    with pytest.raises(MessageError, match="list style"):
        render(msg("common-waiting", players=as_list(["a"], style="maybe")), "en")


def test_a_legacy_sentence_is_passed_through():
    assert render({"text": "Alice bids $6,000.", "to": None}, "ja") == "Alice bids $6,000."
    assert render("Bid $6,000 on pile 2", "zh-TW") == "Bid $6,000 on pile 2"  # describe() today


@pytest.mark.parametrize("given, ours", [
    ("zh-TW", "zh-TW"), ("ja", "ja"), ("en-US", "en"), ("en-GB", "en"), ("fr", "en"), ("ko", "en"),
    ("zh-CN", "zh-TW"), ("ja_JP.UTF-8", "ja"), ("zh_TW.UTF-8", "zh-TW"), ("zh_HK.Big5@stroke", "zh-TW"),
    ("de_DE.UTF-8", "en"), ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("", "en"), (None, "en"),
])
def test_locale_for_discord_and_posix_locales(given, ours):
    assert locale_for(given) == ours


def test_locale_for_reads_discord_locales():
    from discord import Locale

    assert locale_for(Locale.taiwan_chinese) == "zh-TW"
    assert locale_for(Locale.japanese) == "ja"
    assert locale_for(Locale.british_english) == "en"


def test_render_takes_a_discord_or_posix_locale(sample):
    assert render(msg("common-bank"), "ja_JP.UTF-8") == "ボトムライン銀行"
    assert render(msg("common-bank"), "pt-BR") == "Bottomline Bank"
