"""Typed moves: what a player writes (`/buy worldwide 2`, `/place BR H5 H4`) -> one action.

Pure: given the game's state, the player, the verb and the words, ``parse`` returns the action
to play or raises ``Refusal`` with a message of the ``moves`` domain. The words are matched
against the fields of the player's legal actions of that verb: a value may be written as it is
stored or as the game names it on its cards and board (``GameState.term``) in any of our
languages, in any case, with or without spaces, fields in any order (the order given wins
when two readings exist), money as ``6000``, ``6,000``, ``$6,000`` or ``6k``. Several steps
typed at once ("buy 3 tower", "buy tower tower sands") become one move through
``GameState.combine``. When nothing legal matches but the game accepts the move on trial
(Qin's ``BR`` for the tile stored as ``RB``), that move is played: the game decides.

``typed_form`` writes every legal action so that ``parse`` reads it back; ``suggest`` ranks
them for an autocomplete; ``verbs_of`` lists a game's verbs for the command tree.
"""
from __future__ import annotations

import copy
import difflib
import json
import re
from functools import lru_cache
from itertools import combinations
from typing import Any, Callable, TypeVar

from games.base import Action, GameState, IllegalAction, Message, as_list, as_player, msg
from bot.moves import verbs as words
from bot.referee.shapes import Refusal

#: What one answer works out once and asks again (slots, forms, legal moves), by a tuple key.
Cache = dict[tuple[Any, ...], Any]
T = TypeVar("T")


def _kept(cache: Cache, key: tuple[Any, ...], work: Callable[[], T]) -> T:
    """`work()` once per `key` in `cache`: the value kept there."""
    if key not in cache:
        cache[key] = work()
    value: T = cache[key]
    return value

MAX_SUGGESTIONS = 25       # Discord's autocomplete shows at most 25
TEXT_LIMIT = 100           # characters of typed text matched: no suggestion is longer (Discord's value limit)
MAX_CLOSEST = 3            # a refusal names at most this many allowed forms
MAX_TAKE = 8               # a value spans at most this many typed words
MAX_TAKE_CJK = 20          # or this many from a CJK character on ("スタンフォード鉄鋼の株券": one word a character)
MAX_STEPS = 12             # "buy 3 tower": at most this many steps in one typed move
MAX_WORDS = 24             # more words than this are no move of any game: refused at once
MAX_ECHO = 80              # characters of what was typed repeated in a refusal
MOVE_VERB = "move"         # `/move <text>`: the verb is the first word
#: The verbs that are slash commands of their own; every other one is typed after `/move`.
COMMANDS = ("bid", "buy", "sell", "place", "pass", "play")

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]")
_SPLIT = re.compile(r"\s+|,(?!\d{3}(?:\D|$))|(?<=[^\W\d_])\+(?=[^\W\d_])|、|，")


def tokens(text: str) -> list[str]:
    """The words of a typed line: split at spaces and commas (not the comma of "6,000"), at a
    "+" between two names ("pepper_up+corn_up"), and between CJK characters (which are
    written without spaces)."""
    out: list[str] = []
    for part in _SPLIT.split(text.strip()):
        if not part or part == "+":
            continue
        if _CJK.search(part):
            out.extend(t for t in re.findall(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]|[^\u3040-\u30ff"
                                            r"\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]+", part) if t.strip())
        else:
            out.append(part)
    return out


def joined(toks: list[str]) -> str:
    """Typed words written back as typed: a space between words, none between CJK characters."""
    out = ""
    for tok in toks:
        out += tok if out and _CJK.fullmatch(tok) and _CJK.fullmatch(out[-1]) else (" " + tok if out else tok)
    return out


def verbs_of(game: Any) -> list[str]:
    """The verbs a game uses, as commands are named (`sell-split`): the second wave registers them."""
    return [v.replace("_", "-") for v in game.verbs]


def command_for(verb: str) -> str:
    """How a verb is typed in Discord: `/buy` for the verbs that are commands, else `/move found`."""
    key = words.verb_key(verb)
    name = key.replace("_", "-")
    return f"/{name}" if key in COMMANDS or key == MOVE_VERB else f"/{MOVE_VERB} {name}"


# --- how a value may be written ---------------------------------------------------------------

@lru_cache(maxsize=4096)
def _rendered(message_json: str) -> tuple[str, ...]:
    from i18n import LOCALES, render
    message = json.loads(message_json)
    out = []
    for locale in LOCALES:
        try:
            out.append(render(message, locale))
        except Exception:          # a term missing in a catalog only loses that spelling
            continue
    return tuple(out)


def names_of(state: GameState, kind: str, field: str, value: Any) -> list[str]:
    """Every way `value` of `field` may be written: the game's terms for it in every language
    (English first: typed_form writes that), then the value as stored (numbers are read as
    numbers, so they are not listed)."""
    out: list[str] = []
    try:
        term = state.term(kind, field, value)
    except Exception:
        term = None
    for one in (term if isinstance(term, list) else [term]):
        if isinstance(one, str):
            out.append(one)
        elif one is not None:
            out.extend(_rendered(json.dumps(one, sort_keys=True)))
    if not (isinstance(value, (bool, int)) or value is None):
        out.append(str(value))
    return out


class _Slot:
    """One value to find among the typed words: a scalar field, or one item of a list field. A
    number the game names by another number (Wall Street's buy of 3 steps is "spot 17" on the
    board) is read only as the game prints it."""

    __slots__ = ("field", "value", "keys", "order", "renumbered")

    def __init__(self, field: str, value: Any, keys: set[str], order: int) -> None:
        self.field, self.value, self.keys, self.order = field, value, keys, order
        self.renumbered = isinstance(value, int) and any(k.isdigit() and int(k) != value for k in keys)

    def matches(self, text: str) -> bool:
        if isinstance(self.value, bool) or self.value is None:
            return words.arg_matches(text, self.value)
        if isinstance(self.value, int) and not self.renumbered and (
                words.parse_number(words.word_key(text)) == self.value or words.parse_number(text) == self.value):
            return True
        return words.word_key(text) in self.keys


def _take(first: str) -> int:
    """How many typed words a value starting with `first` may span: a CJK name is typed as one
    word a character (tokens splits them)."""
    return MAX_TAKE_CJK if _CJK.match(first) else MAX_TAKE


def _slots(state: GameState, action: Action, cache: Cache) -> list[_Slot]:
    whole = ("action", json.dumps(action, sort_keys=True))
    return _kept(cache, whole, lambda: _new_slots(state, action, cache))


def _new_slots(state: GameState, action: Action, cache: Cache) -> list[_Slot]:
    out: list[_Slot] = []
    for field, value in action.items():
        if field == "type":
            continue
        for item in (value if isinstance(value, list) else [value]):
            ck = (action.get("type"), field, json.dumps(item, sort_keys=True))
            if ck not in cache:
                cache[ck] = {words.word_key(n) for n in names_of(state, str(action.get("type")), field, item)}
            out.append(_Slot(field, item, cache[ck], len(out)))
    return out


def _fit(toks: list[str], slots: list[_Slot]) -> tuple[int, int] | None:
    """How well the words fill the slots: (slots left unfilled, words out of order), the best
    reading; None when some word fills nothing."""
    best: list[tuple[int, int] | None] = [None]

    def walk(i: int, free: list[_Slot], last: int, disorder: int) -> None:
        if i == len(toks):
            score = (len(free), disorder)
            if best[0] is None or score < best[0]:
                best[0] = score
            return
        for take in range(1, min(_take(toks[i]), len(toks) - i) + 1):
            text = " ".join(toks[i:i + take])
            for slot in free:
                if slot.matches(text):
                    rest = [s for s in free if s is not slot]
                    walk(i + take, rest, slot.order, disorder + (slot.order < last))
                    if best[0] == (0, 0):
                        return

    walk(0, slots, -1, 0)
    return best[0]


def _readings(state: GameState, candidates: list[Action], toks: list[str], cache: Cache
              ) -> list[tuple[tuple[int, int], Action]]:
    found = []
    for action in candidates:
        score = _fit(toks, _slots(state, action, cache))
        if score is not None:
            found.append((score, action))
    return found


def _best(found: list[tuple[tuple[int, int], Action]]) -> list[Action]:
    """The readings that fill every field if any (else those that fill the first ones), in the
    order the words were given if that decides."""
    if not found:
        return []
    top = min(score for score, _ in found)
    return [a for score, a in found if score == top]


# --- parsing -------------------------------------------------------------------------------

def parse(state: GameState, player: str, verb: str, args: list[str], load: Any = None) -> Action:
    """The action `player` means by `/verb args`; raises Refusal (moves domain) saying why not and
    what is allowed. `load` rebuilds a state from a dump (Game.load) for the trial of a move
    nothing legal matches; without it a deep copy is tried."""
    return _parse(state, player, verb, args, load, {})


def _parse(state: GameState, player: str, verb: str, args: list[str], load: Any, cache: Cache) -> Action:
    """parse, with the names of values kept in `cache` (valid for this state) across calls."""
    legal = state.legal_actions(player)
    if not legal:
        if player in state.players and not state.is_over():
            raise Refusal("moves-not-your-move", waiting=as_list([as_player(p) for p in state.to_act()]))
        raise Refusal("moves-game-over" if state.is_over() else "moves-not-playing")
    toks = [t for a in args for t in tokens(a)]
    key = words.verb_key(verb)
    if key == MOVE_VERB and toks and words.verb_key(toks[0]) != MOVE_VERB:
        key, toks = words.verb_key(toks[0]), toks[1:]
    typed = joined([command_for(key), *toks])
    if len(typed) > MAX_ECHO:
        typed = typed[:MAX_ECHO - 1] + "…"
    if len(toks) > MAX_WORDS or sum(map(len, toks)) > 10 * MAX_WORDS:
        raise Refusal("moves-not-allowed", typed=typed, reason=msg("moves-no-reason"),
                      closest=_closest(state, legal, typed))
    of_type = [a for a in legal if words.verb_key(str(a.get("type", ""))) == key]
    if not of_type:
        kinds = msg("moves-verbs", verbs=as_list([command_for(t) for t in _kinds(legal)]))
        if key == "play" and len(toks) == 1 and words.parse_number(toks[0]) is not None:
            raise Refusal("moves-play-number", typed=typed, verbs=kinds, closest=_closest(state, legal, typed))
        refused = _trial(state, player, {"type": key}, load)
        raise Refusal("moves-not-now", command=command_for(key), reason=_said(refused) if refused else kinds,
                      closest=_closest(state, legal, typed))
    found = _best(_readings(state, of_type, toks, cache))
    if len(found) == 1 and _complete(found[0], toks, state, cache):
        return found[0]
    if len(found) > 1:
        full = [a for a in found if _complete(a, toks, state, cache)]
        if len(full) == 1:
            return full[0]
        raise Refusal("moves-ambiguous", typed=typed, forms=_forms(state, found[:MAX_CLOSEST]))
    combined = _steps(state, player, of_type, toks, cache)
    if combined is not None:
        return combined
    reason: Message | str | None = None
    for attempt in _attempts(of_type, toks, _names(state, of_type, cache)):
        said = _trial(state, player, attempt, load)
        if said is None:
            return attempt            # the game accepts it as typed: play it
        if said and not reason:
            reason = said             # the game's own reason, for the first reading it explains
    if found:                         # the first fields fit: the player must say the rest
        raise Refusal("moves-ambiguous", typed=typed, forms=_forms(state, _rank(state, found, typed)))
    raise Refusal("moves-not-allowed", typed=typed, reason=_said(reason),
                  closest=_closest(state, of_type, typed))


def _names(state: GameState, of_type: list[Action], cache: Cache) -> dict[str, dict[str, Any]]:
    """Per field, every name of a value the legal moves hold (by word_key) -> that value."""
    out: dict[str, dict[str, Any]] = {}
    for action in of_type:
        for slot in _slots(state, action, cache):
            if isinstance(slot.value, str):
                out.setdefault(slot.field, {}).update(dict.fromkeys(slot.keys, slot.value))
    return out


def _as_named(attempt: Action, names: dict[str, dict[str, Any]]) -> tuple[Action, int]:
    """`attempt` with each value written by one of its names ("黃黃" for Qin's "YY") as the value,
    the items of a list split at spaces too; and how many fields name a value the game knows
    (the readings naming most are tried first, so the reason is about the squares, not the
    tile's spelling)."""
    out: Action = {"type": attempt["type"]}
    known = 0
    for field, value in attempt.items():
        if field == "type":
            continue
        table = names.get(field, {})
        if isinstance(value, list):
            items = [table.get(words.word_key(w), w) for v in value for w in (v.split() if isinstance(v, str) else [v])]
            known += all(isinstance(v, str) and words.word_key(v) in table or v in table.values() for v in items)
            out[field] = items
        elif isinstance(value, str) and words.word_key(value) in table:
            out[field] = table[words.word_key(value)]
            known += 1
        else:
            out[field] = value
    return out, known


def _attempts(of_type: list[Action], toks: list[str], names: dict[str, dict[str, Any]] | None = None,
              limit: int = 20) -> list[Action]:
    """The actions the words could mean on the shape of the legal ones, legal or not (a name
    may take several words, in any language the game names it): for the game's trial, which
    accepts a move or says why not. The readings that name most known values come first."""
    found = _raw_attempts(of_type, toks, limit)
    if names is None:
        return found
    named = sorted((_as_named(a, names) for a in found), key=lambda pair: -pair[1])
    out: list[Action] = []
    for attempt, _ in named:
        if attempt not in out:
            out.append(attempt)
    return out


def _raw_attempts(of_type: list[Action], toks: list[str], limit: int) -> list[Action]:
    if not of_type or not toks:
        return []
    width = len(words.fields(of_type[0]))
    first = words.attempted(of_type, toks)       # a last list field takes the remaining words
    found: list[Action] = [first] if first is not None else []
    for cuts in combinations(range(1, len(toks)), min(width, len(toks)) - 1):
        bounds = [0, *cuts, len(toks)]
        args = [" ".join(toks[a:b]) for a, b in zip(bounds, bounds[1:])]
        attempt = words.attempted(of_type, args)
        if attempt is not None and attempt not in found:
            found.append(attempt)
        if len(found) >= limit:
            break
    return found


def _complete(action: Action, toks: list[str], state: GameState, cache: Cache) -> bool:
    score = _fit(toks, _slots(state, action, cache))
    return score is not None and score[0] == 0


def _kinds(legal: list[Action]) -> list[str]:
    seen: list[str] = []
    for a in legal:
        kind = str(a.get("type", "")).replace("_", "-")
        if kind not in seen:
            seen.append(kind)
    return seen


def _steps(state: GameState, player: str, of_type: list[Action], toks: list[str], cache: Cache
           ) -> Action | None:
    """"3 tower", "tower 3", "tower tower sands": several whole steps, combined by the game
    into one move (None when the words are not that, or the game plays steps one at a time)."""
    steps: list[Action] = []
    i = 0
    while i < len(toks):
        count = words.parse_number(toks[i])
        start = i + 1 if count is not None and 0 < count <= MAX_STEPS else i
        if start == i:
            count = None
        hit = None
        for end in range(len(toks), start, -1):
            full = [a for a in _best(_readings(state, of_type, toks[start:end], cache))
                    if _complete(a, toks[start:end], state, cache)]
            if len(full) == 1:
                hit = (full[0], end)
                break
        if hit is None:
            return None
        action, i = hit
        if count is None and i < len(toks):
            after = words.parse_number(toks[i])
            if after is not None and 0 < after <= MAX_STEPS and (i + 1 == len(toks)):
                count, i = after, i + 1
        steps.extend([action] * (count or 1))
        if len(steps) > MAX_STEPS:
            return None
    if len(steps) < 2:
        return None
    combined = state.combine(player, steps)
    if combined is None:
        raise Refusal("moves-one-at-a-time", forms=_forms(state, steps[:1]))
    return combined


def _trial(state: GameState, player: str, action: Action, load: Any) -> Message | str | None:
    """The game's refusal of `action` (tried on a copy: nothing changes); None if it accepts it."""
    try:
        trial = load(state.dump()) if load is not None else copy.deepcopy(state)
        trial.apply(player, action)
    except IllegalAction as refusal:
        return msg(refusal.message_id, **refusal.message_args) if refusal.message_id else str(refusal)
    except Exception:                   # a malformed guess never breaks the answer
        return ""
    return None


def _said(reason: Message | str | None) -> Message | str:
    if reason is None or reason == "":
        return msg("moves-no-reason")
    if isinstance(reason, dict) and "msg" in reason:
        return msg(reason["msg"], **reason.get("args", {}))
    return str(reason.get("text", "")) if isinstance(reason, dict) else reason


# --- writing moves: typed forms, closest forms, suggestions -------------------------------------

def typed_form(state: GameState, action: Action) -> str:
    """How a player types `action`: "/buy Worldwide", "/sell Corn +1": the game's English names,
    joined without spaces inside a name; a list's items in order."""
    parts = [command_for(str(action.get("type", "?")))]
    for field, value in action.items():
        if field == "type":
            continue
        for item in (value if isinstance(value, list) else [value]):
            parts.append(_written(state, str(action.get("type")), field, item))
    return " ".join(parts)


def _written(state: GameState, kind: str, field: str, value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    names = names_of(state, kind, field, value)
    name = names[0] if names else str(value)
    if not name.isascii():
        return str(value)
    return re.sub(r"\s+", "-", re.sub(r"\s+(?=[+-]\d)", "", name.strip())).lower()


def typed_forms(state: GameState, player: str, actions: list[Action] | None = None) -> list[tuple[Action, str]]:
    """Every legal action of `player` (or those of `actions`) with the form that parses back to it."""
    out: list[tuple[Action, str]] = []
    cache: Cache = {}
    for action in state.legal_actions(player) if actions is None else actions:
        out.append((action, _form_back(state, player, action, cache)))
    return out


def _form_back(state: GameState, player: str, action: Action, cache: Cache | None = None) -> str:
    cache = {} if cache is None else cache
    key = ("back", player, json.dumps(action, sort_keys=True))
    kept = cache
    return _kept(kept, key, lambda: _new_form_back(state, player, action, kept))


def _new_form_back(state: GameState, player: str, action: Action, cache: Cache) -> str:
    form = typed_form(state, action)
    if _reads_back(state, player, action, form, cache):
        return form
    try:
        back = _parse(state, player, form.split()[0], form.split()[1:], None, cache)
    except Refusal:
        back = None
    if back == action:
        return form
    bare = words.typed_form(action).split(" ", 1)      # the stored values, always unique
    return " ".join([command_for(bare[0]), *bare[1:]])


def _reads_back(state: GameState, player: str, action: Action, form: str, cache: Cache) -> bool:
    """True when parse(form) is `action` for certain, found without parse's whole search: the
    words fill every field of `action` in order (the best reading there is) and no other legal
    move of that verb is filled so. A move of another verb never is, and one whose first field
    no first words fill cannot be; the rest are fitted. False leaves the answer to parse."""
    verb, *args = form.split()
    toks = [t for a in args for t in tokens(a)]
    key = words.verb_key(verb)
    if (key == MOVE_VERB or key != words.verb_key(str(action.get("type", ""))) or len(toks) > MAX_WORDS
            or sum(map(len, toks)) > 10 * MAX_WORDS or _fit(toks, _slots(state, action, cache)) != (0, 0)):
        return False
    spans = [" ".join(toks[i:i + take]) for i in range(len(toks)) for take in range(1, _take(toks[i]) + 1)
             if i + take <= len(toks)]
    span_keys = {words.word_key(span) for span in spans}
    same = 0
    for other in _legal(state, player, cache):
        if words.verb_key(str(other.get("type", ""))) != key:
            continue
        if other == action:
            same += 1
            continue
        slots = _slots(state, other, cache)
        if not all(_fillable(slot, spans, span_keys) for slot in slots):
            continue
        if _fit(toks, slots) == (0, 0):
            return False
    return same == 1


def _fillable(slot: _Slot, spans: list[str], span_keys: set[str]) -> bool:
    """Whether some run of the words could fill `slot` (a word slot: by its keys, at once)."""
    if isinstance(slot.value, str):
        return not slot.keys.isdisjoint(span_keys)
    return any(slot.matches(span) for span in spans)


def _legal(state: GameState, player: str, cache: Cache) -> list[Action]:
    return _kept(cache, ("legal", player), lambda: state.legal_actions(player))


def _rank(state: GameState, actions: list[Action], typed: str) -> list[Action]:
    """The actions whose typed form or label is most like what was typed, best first."""
    low = typed.lower()

    def likeness(action: Action) -> float:
        form = typed_form(state, action).lower()
        return max(difflib.SequenceMatcher(None, low, form).ratio(),
                   difflib.SequenceMatcher(None, low, _label_text(state, action).lower()).ratio())

    return sorted(actions, key=likeness, reverse=True)[:MAX_CLOSEST]


def _label_text(state: GameState, action: Action) -> str:
    try:
        return state.describe(action)
    except Exception:
        return ""


def _forms(state: GameState, actions: list[Action]) -> dict[str, Any]:
    """`/buy Tower` (Buy 1 Tower ($300)), ...: typed forms with what they do."""
    items = []
    for action in actions:
        try:
            label: Message | str = state.label(action)
        except Exception:
            label = ""
        items.append(msg("moves-form", form=typed_form(state, action), label=label or "-"))
    return as_list(items, "or")


def _closest(state: GameState, actions: list[Action], typed: str) -> dict[str, Any]:
    return _forms(state, _rank(state, actions, typed))


def suggest(state: GameState, player: str, text: str, label_of: Callable[[Action], str] | None = None,
            cache: Cache | None = None) -> list[tuple[str, str]]:
    """For an autocomplete: (label, typed form) of `player`'s legal moves most like `text`, best
    first, at most 25. The typed form ("found tower", "buy tower") is the text `/move` reads back.
    Ranked on the written forms; only the ones shown are checked to parse back. `label_of` writes
    the labels shown (the reader's language); by default the game's own description."""
    low = " ".join(tokens(text[:TEXT_LIMIT].lstrip("/"))).lower()
    scored = []
    cache = {} if cache is None else cache
    for index, action in enumerate(_legal(state, player, cache)):
        bare, label = _form_and_label(state, action, cache)
        if not low:
            score = 0.0
        elif bare.lower().startswith(low) or words.word_key(bare).startswith(words.word_key(low)):
            score = 2.0
        else:
            score = max(difflib.SequenceMatcher(None, low, bare.lower()).ratio(),
                        difflib.SequenceMatcher(None, low, label.lower()).ratio())
        scored.append((-score, index, label[:100] or bare, action))
    scored.sort(key=lambda item: item[:2])
    shown = scored[:MAX_SUGGESTIONS]
    return [((label_of(action)[:100] or label) if label_of else label, _bare(_form_back(state, player, action, cache)))
            for _, _, label, action in shown]


def _form_and_label(state: GameState, action: Action, cache: Cache) -> tuple[str, str]:
    """An action's typed form (bare) and its description, kept in `cache` for this state."""
    key = ("written", json.dumps(action, sort_keys=True))
    return _kept(cache, key, lambda: (_bare(typed_form(state, action)), _label_text(state, action)))


def _bare(form: str) -> str:
    return form.removeprefix(f"/{MOVE_VERB} ").lstrip("/")
