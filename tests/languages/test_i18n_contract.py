"""The message contract of games/base.py: events and refusals as message ids with arguments,
backwards compatible with the English sentences games still produce."""
from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from games.base import IllegalAction, as_list, as_money, as_player, english, msg, private_msg, public_msg

ROOT = Path(__file__).resolve().parents[2]


def test_events_are_messages_with_a_reader():
    assert public_msg("stockpile-bid", player=as_player("1"), amount=as_money(6000), track=2) == {
        "msg": "stockpile-bid", "args": {"player": {"player": "1"}, "amount": {"money": 6000}, "track": 2},
        "to": None}
    assert private_msg("1", "stockpile-hand", cards=as_list([1, 2])) == {
        "msg": "stockpile-hand", "args": {"cards": {"list": [1, 2], "style": "and"}}, "to": "1"}
    assert msg("stockpile-company-bank") == {"msg": "stockpile-company-bank", "args": {}}


def test_old_english_events_still_read():
    """Log rows written before every game spoke in messages hold an English text."""
    assert english({"text": "Alice bids.", "to": None}) == "Alice bids."
    assert english({"text": "Your hand.", "to": "1"}) == "Your hand."


def test_english_of_a_message_event():
    assert english(public_msg("common-money", sign="-", amount=2000)) == "-$2,000"


def test_a_refusal_with_a_message_id_is_english_for_logs_and_tests():
    exc = IllegalAction("common-money", sign="", amount=600)
    assert str(exc) == "$600"
    assert exc.message == {"msg": "common-money", "args": {"sign": "", "amount": 600}}
    assert exc.message_id == "common-money" and exc.message_args == {"sign": "", "amount": 600}
    with pytest.raises(IllegalAction, match=r"\$600"):
        raise exc


def test_a_plain_sentence_refusal_is_unchanged():
    exc = IllegalAction("It is not your move; waiting for <@2>.")
    assert str(exc) == "It is not your move; waiting for <@2>."
    assert exc.message_id is None
    assert exc.message == {"text": "It is not your move; waiting for <@2>.", "to": None}


def test_arguments_need_a_message_id():
    with pytest.raises(ValueError, match="need a message id"):
        IllegalAction("You cannot pay that.", need=600)


def test_a_refusal_survives_pickling_with_its_arguments():
    exc = pickle.loads(pickle.dumps(IllegalAction("common-money", sign="", amount=600)))
    assert isinstance(exc, IllegalAction) and exc.message_args == {"sign": "", "amount": 600}
    assert str(exc) == "$600"


def test_games_alone_still_say_refusals_in_english():
    """A check that imports only games (never i18n) still reads English from str()."""
    code = ("import sys; from games.base import IllegalAction; assert 'i18n' not in sys.modules; "
            "print(IllegalAction('common-money', sign='', amount=6000))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "$6,000"
