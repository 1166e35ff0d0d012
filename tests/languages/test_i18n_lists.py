"""List styles: "and" and "or" (Babel's), "unit" for items not joined by a word, "clauses" for parts
of a sentence (the catalog's common-list-clauses), in every locale."""
from __future__ import annotations

import pytest

from games.base import as_list, msg
from i18n import MessageError, render

TILES = ["1A", "2B", "3C"]


def listed(style: str, locale: str, items=TILES) -> str:
    # common-allowed-choice is its `values` argument as it is: a plain carrier for a list
    return render(msg("common-allowed-choice", values=as_list(items, style=style)), locale)


@pytest.mark.parametrize("locale, joined", [("en", "1A, 2B, and 3C"), ("zh-TW", "1A、2B和3C"), ("ja", "1A、2B、3C")])
def test_and_lists_join_with_the_locales_words(locale, joined):
    assert listed("and", locale) == joined


@pytest.mark.parametrize("locale, joined", [("en", "1A, 2B, or 3C"), ("zh-TW", "1A、2B或3C"), ("ja", "1A、2B、または3C")])
def test_or_lists_offer_a_choice(locale, joined):
    assert listed("or", locale) == joined


@pytest.mark.parametrize("locale, joined", [("en", "1A, 2B, 3C"), ("zh-TW", "1A 2B 3C"), ("ja", "1A 2B 3C")])
def test_unit_lists_name_items_without_and(locale, joined):
    """Tiles in a hand, shares held: no "and" (和) before the last."""
    assert listed("unit", locale) == joined


@pytest.mark.parametrize("locale, joined", [("en", "a, b; c"), ("zh-TW", "a, b；c"), ("ja", "a, b、c")])
def test_clause_lists_keep_their_own_commas_apart(locale, joined):
    assert listed("clauses", locale, ["a, b", "c"]) == joined
    assert listed("clauses", locale, ["one"]) == "one"


def test_an_unknown_style_is_refused():
    with pytest.raises(MessageError, match="list style"):
        listed("maybe", "en")
