"""Both stores and the tests' stand-in implement the Store interface (bot/store/base.py) as it is
written: the same methods with the same parameters (names, kinds, defaults), the attributes it
declares. mypy checks the same where each backend is defined; this holds it without mypy too."""
from __future__ import annotations

import inspect
from typing import Any

import pytest

from bot.store.base import Store
from bot.store.postgres import PgStore
from bot.store.sqlite import SqliteStore
from failing_store import FailingStore

MEMBERS = [name for name in dir(Store) if not name.startswith("_")]


def differences(backend: type, protocol: type = Store) -> list[str]:
    """How `backend` differs from `protocol`'s methods and properties (empty: it implements them)."""
    found = []
    for name in [n for n in dir(protocol) if not n.startswith("_")]:
        wanted = inspect.getattr_static(protocol, name)
        have = inspect.getattr_static(backend, name, None)
        if isinstance(wanted, property):
            if not isinstance(have, property):
                found.append(f"{name}: not a property")
            continue
        if have is None:
            found.append(f"{name}: missing")
            continue
        if inspect.iscoroutinefunction(wanted) != inspect.iscoroutinefunction(have):
            found.append(f"{name}: async differs")
        ours = [(p.name, p.kind, p.default) for p in inspect.signature(wanted).parameters.values()]
        theirs = [(p.name, p.kind, p.default) for p in inspect.signature(have).parameters.values()]
        if ours != theirs:
            found.append(f"{name}: {inspect.signature(have)} is not {inspect.signature(wanted)}")
    return found


def test_the_check_finds_a_store_taking_any_fields() -> None:
    """update(**fields) is what both stores once had against the interface's keywords."""
    class Loose(SqliteStore):
        async def update(self, table_id: int, expected_version: int, **fields: Any) -> int:
            return 0

    assert [d.split(":")[0] for d in differences(Loose)] == ["update"]


@pytest.mark.parametrize("backend", [SqliteStore, PgStore, FailingStore])
def test_a_store_implements_the_interface(backend: type) -> None:
    assert "update" in MEMBERS and "is_open" in MEMBERS
    assert differences(backend) == []


@pytest.mark.parametrize("made", [lambda: SqliteStore(":memory:"), lambda: PgStore("postgresql://u@localhost/x"),
                                  lambda: FailingStore(":memory:")])
def test_a_fresh_store_has_the_interfaces_attributes(made: Any) -> None:
    """What the referee reads of a store it has not opened yet: whether it is open, which rows it left aside."""
    store = made()
    assert store.is_open is False and store.unreadable == {} and store.unreadable_in == {}
