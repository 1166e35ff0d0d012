"""The rows both stores read and write: a table's, a move's and a player's columns to records
(a damaged column named, never a crash), values to columns (JSON, the turn clock), and the
SELECTs both backends share. bot/store/sqlite.py and bot/store/postgres.py use them alike."""
from __future__ import annotations

import json
import math
from typing import Any, Iterable

from bot.store.base import (KEEP, ActionRecord, PlayerRecord, StoreUnusable, TableRecord, UnreadableLog,
                            UnreadableRecord)

LIMIT_COLUMNS = ("tables_per_member", "tables_per_channel", "tables_per_hour", "rematch_cooldown")
STATUSES = ("lobby", "playing", "finished", "abandoned")


def clock_sets(deadline: Any = KEEP, turn_timer: int | None = None, reminded: bool = False) -> dict[str, Any]:
    """The columns a write of the turn clock sets: a new deadline also sets its reminder flag
    (cleared, unless a deadline restored by an undo had its reminder sent already)."""
    sets: dict[str, Any] = {}
    if turn_timer is not None:
        sets["turn_timer"] = int(turn_timer)
    if deadline is not KEEP:
        sets["deadline"] = None if deadline is None else float(deadline)
        sets["reminded"] = int(bool(reminded) and deadline is not None)
    return sets


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


_TABLE_COLUMNS = ("t.id, t.channel, t.game, t.host, t.status, t.seats, t.options, t.seed, t.version, "
                  "t.created, t.updated, t.result, s.state, s.version, t.guild, t.settings, "
                  "t.turn_timer, t.deadline, t.reminded, t.parent")
SELECT_TABLES = f"SELECT {_TABLE_COLUMNS} FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id"
SELECT_ACTIONS = "SELECT table_id, version, player, action, time, public, label, made_by, clock FROM actions"


def update_sets(**given: Any) -> dict[str, Any]:
    """The columns an update() sets (those given, not None), JSON ones dumped (both backends)."""
    return {name: dumps(value) if name in ("seats", "options", "result", "settings") else value
            for name, value in given.items() if value is not None}


def shown(value: Any) -> str:
    """A stored value as an operator's sentence quotes it (short)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _whole(value: Any, name: str, *, least: int | None = None) -> int:
    """An INTEGER column's value, or ValueError naming the column (SQLite keeps text in any column)."""
    if isinstance(value, bool) or not isinstance(value, int) or (least is not None and value < least):
        raise ValueError(f"its {name} is {shown(value)}, not a whole number"
                         + (f" of at least {least}" if least is not None else ""))
    return value


def _time(value: Any, name: str) -> float:
    """A REAL column's value (epoch seconds): a finite number, or ValueError naming the column."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"its {name} is {shown(value)}, not a time")
    return float(value)


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"its {name} is {shown(value)}, not text")
    return value


def _maybe_whole(value: Any, name: str, *, least: int | None = None) -> int | None:
    """An INTEGER column that may be NULL."""
    return None if value is None else _whole(value, name, least=least)


def _maybe_time(value: Any, name: str) -> float | None:
    return None if value is None else _time(value, name)


def _maybe_text(value: Any, name: str) -> str | None:
    return None if value is None else _text(value, name)


def _json(value: Any, name: str, kind: type, *, empty: bool = False) -> Any:
    """A JSON column's value parsed, of `kind` (dict or list), or ValueError naming the column."""
    if empty and value in (None, ""):
        return None
    try:
        parsed = json.loads(value)
    except (ValueError, TypeError, RecursionError):
        raise ValueError(f"its {name} is not JSON ({shown(value)})") from None
    if not isinstance(parsed, kind):
        raise ValueError(f"its {name} is {shown(value)}, not a JSON {'object' if kind is dict else 'list'}")
    return parsed


def table_record(row: Any) -> TableRecord:
    """A table's row (with its snapshot) as a TableRecord; UnreadableRecord, saying which column
    holds what, when any column is damaged: the table is then left aside, the others run."""
    try:
        seats = _json(row[5], "seats", list)
        if not all(isinstance(s, dict) and isinstance(s.get("user"), str) and isinstance(s.get("name"), str)
                   for s in seats):
            raise ValueError("its seats are not in their shape")
        status = _text(row[4], "status")
        if status not in STATUSES:
            raise ValueError(f"its status is {shown(status)}")
        version = _whole(row[8], "version", least=0)
        snapshot_version = _maybe_whole(row[13], "snapshot version", least=0)
        if status == "playing" and snapshot_version is not None and snapshot_version > version:
            raise ValueError(f"its snapshot (version {snapshot_version}) is newer than the table ({version})")
        return TableRecord(
            id=_whole(row[0], "id"), channel=_text(row[1], "channel"), game=_text(row[2], "game"),
            host=_text(row[3], "host"), status=status, seats=seats, options=_json(row[6], "options", dict),
            seed=_maybe_whole(row[7], "seed"), version=version,
            created=_time(row[9], "creation time"), updated=_time(row[10], "update time"),
            result=_json(row[11], "result", dict, empty=True), snapshot=_maybe_text(row[12], "snapshot"),
            snapshot_version=snapshot_version, guild=_maybe_whole(row[14], "guild"),
            settings=_json(row[15], "settings", dict, empty=True) or {},
            turn_timer=_whole(row[16], "turn timer", least=0), deadline=_maybe_time(row[17], "deadline"),
            reminded=bool(_whole(row[18], "reminder mark")), parent=_maybe_text(row[19], "parent channel"))
    except ValueError as exc:
        raise UnreadableRecord(f"table #{row[0]}: its row cannot be read ({exc})") from None


def label_text(label: Any) -> str | None:
    """A move's label as the label column keeps it: a message as JSON, older English as it is."""
    return None if label is None else label if isinstance(label, str) else dumps(label)


def _label(text: str | None) -> Any:
    if text is not None and text.startswith("{"):
        try:
            value = json.loads(text)
        except ValueError:
            return text
        if isinstance(value, dict) and ("msg" in value or "text" in value):
            return value
    return text


def player_record(row: Any) -> PlayerRecord:
    """A remembered player; a damaged locale or DM choice reads as unknown (the table's language,
    DMs on), never as a failure of the command that asked."""
    locale = row[1] if isinstance(row[1], str) and 0 < len(row[1]) <= 35 else None
    dm = row[2] if isinstance(row[2], int) and not isinstance(row[2], bool) and row[2] in (0, 1) else 1
    return PlayerRecord(str(row[0]), locale, bool(dm))


def action_record(row: Any) -> ActionRecord:
    """A logged move; UnreadableLog (a polite refusal naming the table) when any column is damaged."""
    try:
        return ActionRecord(table_id=_whole(row[0], "table"), version=_whole(row[1], "version", least=1),
                            player=_text(row[2], "player"), action=_json(row[3], "action", dict),
                            time=_time(row[4], "time"), public=_json(row[5], "narration", list),
                            label=_label(_maybe_text(row[6], "label")),
                            by=_maybe_text(row[7], "made_by"), clock=_json(row[8], "clock", dict, empty=True))
    except ValueError as exc:
        raise UnreadableLog(row[0], f"table #{row[0]}: move {shown(row[1])} of its log cannot be read ({exc})") from None


def clock_text(clock: dict[str, Any] | None) -> str | None:
    """The clock column: the turn clock before a row, as JSON (None: not known)."""
    return None if clock is None else dumps(clock)


class RecordReader:
    """What both backends do with table rows: the rows that can be read become TableRecords; the
    others are named in `unreadable` (and their channel in `unreadable_in`) and left aside."""

    def __init__(self) -> None:
        self.unreadable: dict[int, str] = {}         # table id -> why its row cannot be read
        self.unreadable_in: dict[int, str] = {}      # table id -> its channel

    def _readable(self, rows: Iterable[Any]) -> list[TableRecord]:
        records = []
        for row in rows:
            try:
                records.append(table_record(row))
            except UnreadableRecord as exc:
                self.unreadable[row[0]] = str(exc)
                self.unreadable_in[row[0]] = str(row[1])
        return records


def checked_schema_version(found: Any, what: str) -> int:
    """The schema version a database records, or StoreUnusable when it is not a whole number."""
    if isinstance(found, bool) or not isinstance(found, int) or found < 0:
        raise StoreUnusable(f"{what} records a damaged schema version ({shown(found)}), so it cannot be used; "
                            "restore it from a backup.")
    return found
