"""Japanese pictures draw Japanese glyph forms; every other picture draws what it drew before.

The CJK face is Noto Sans CJK TC with its Japanese `locl` forms kept (data/fonts/make_cjk_subset.py);
render.kit asks for them while a picture is drawn in ja (`kit.language`, set by render.board_png,
private_png and chart_png).
"""
from __future__ import annotations

import pytest
from fontTools.ttLib import TTFont

import render
from games import GAMES
from render import kit

# Characters whose Japanese form differs from the Taiwanese one (直 骨 次 are the usual examples).
DIFFERENT = "直骨次"


def mask(value: str, lang: str | None) -> bytes:
    image, _, _ = kit._text_mask(value, 40, False, "la", lang)
    return image.tobytes()


@pytest.mark.parametrize("bold", [False, True])
def test_the_cjk_face_keeps_the_japanese_forms_only(bold):
    with TTFont(kit.FONT_DIR / kit.CJK_FONTS[bold], lazy=True) as face:
        languages = {record.LangSysTag.strip() for script in face["GSUB"].table.ScriptList.ScriptRecord
                     for record in script.Script.LangSysRecord}
    assert languages == {"JAN"}


@pytest.mark.parametrize("char", DIFFERENT)
def test_japanese_draws_other_forms_with_the_same_width(char):
    assert mask(char, "ja") != mask(char, None)
    with kit.language("ja"):
        width = kit.text_width(char, 40)
    assert width == kit.text_width(char, 40)


def test_latin_and_kana_draw_alike_in_every_language():
    assert mask("Cosmic $4K", "ja") == mask("Cosmic $4K", None)
    assert mask("たろう", "ja") == mask("たろう", None)


def test_the_language_is_the_pictures_own_and_is_reset():
    assert kit._LANGUAGE.get() is None
    with kit.language("ja"):
        assert kit._LANGUAGE.get() == "ja"
        with kit.language("zh-TW"):
            assert kit._LANGUAGE.get() is None
    assert kit._LANGUAGE.get() is None


def test_a_japanese_board_differs_from_the_same_board_with_taiwanese_forms(monkeypatch):
    """The same words and names, drawn once in each form: the ja picture changes, en does not."""
    state = GAMES["qin"].new(["p0", "p1"], 3)
    names = {"p0": "直子", "p1": "骨太"}
    view = state.view(None)
    japanese = render.board_png("qin", view, names, "ja")
    english = render.board_png("qin", view, names, "en")
    monkeypatch.setattr(kit, "GLYPH_LANGUAGES", {})         # as before: the face's own forms only
    assert render.board_png("qin", view, names, "ja") != japanese
    assert render.board_png("qin", view, names, "en") == english
