"""The limits Discord enforces that its OpenAPI description does not encode, from its developer
documentation (discord/discord-api-docs):

- developers/components/reference.mdx: IS_COMPONENTS_V2 (flag 1 << 15) makes ``content`` and
  ``embeds`` unusable; a message holds at most 40 components, nested ones counted; custom_id is
  1-100 characters and unique in a message; an action row holds up to 5 buttons or one select;
  a select holds 1-25 options (label, value, description at most 100 characters, placeholder
  150); a non-link button needs a custom_id; a section holds 1-3 texts and an accessory; a media
  gallery 1-10 items; alt text at most 1,024 characters; an ``attachment://`` reference names a
  file the message carries. Text displays: 4,000 characters in all.
- developers/resources/message.mdx: a message's content is at most 2,000 characters.
- developers/interactions/application-commands.mdx: command and option names match
  ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`` in lower case where a letter has one;
  descriptions 1-100 characters; at most 25 options and 25 choices; required options first; a
  command's names, descriptions and choice values (the longest localisation of each) at most
  8,000 characters; localisation keys are Discord's locales (developers/reference.mdx).
- developers/interactions/receiving-and-responding.mdx: autocomplete answers at most 25 choices.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

IS_COMPONENTS_V2 = 1 << 15
MAX_COMPONENTS = 40
MAX_TEXT_DISPLAY_CHARACTERS = 4000
MAX_CONTENT = 2000
MAX_CUSTOM_ID = 100
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_SELECT_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_BUTTON_LABEL = 80
MAX_GALLERY_ITEMS = 10
MAX_ALT_TEXT = 1024
MAX_COMMAND_SIZE = 8000
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_NAME = 32
MAX_DESCRIPTION = 100
MAX_THREAD_NAME = 100

LOCALES = frozenset({
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he", "hi", "hr",
    "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE", "th", "tr", "uk",
    "vi", "zh-CN", "zh-TW"})

BUTTON, SELECT, ACTION_ROW, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, CONTAINER = 2, 3, 1, 9, 10, 11, 12, 13, 17
SELECTS = {3, 5, 6, 7, 8}
LINK_STYLE, PREMIUM_STYLE = 5, 6
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2


@dataclass(frozen=True)
class LimitProblem:
    where: str
    rule: str
    message: str


# --- messages ---

def walk(components: Iterable[dict[str, Any]], where: str = "components") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every component with its path, nested ones (a container's, a section's texts and accessory) too."""
    for i, item in enumerate(components or []):
        if not isinstance(item, dict):
            continue
        path = f"{where}.{i}"
        yield path, item
        yield from walk(item.get("components") or [], f"{path}.components")
        accessory = item.get("accessory")
        if isinstance(accessory, dict):
            yield f"{path}.accessory", accessory


def check_message(body: dict[str, Any], files: Iterable[str] = (), *, kept_files: Iterable[str] = ()) -> list[LimitProblem]:
    """The documented limits of a message body (create, edit, interaction answer, follow-up).
    `files` are the files uploaded with it, `kept_files` those an edited message keeps."""
    found: list[LimitProblem] = []
    if not isinstance(body, dict):
        return found
    flags = int(body.get("flags") or 0)
    components = body.get("components") or []
    items = list(walk(components))
    if flags & IS_COMPONENTS_V2:
        if body.get("content"):
            found.append(LimitProblem("content", "IS_COMPONENTS_V2",
                                      "a Components V2 message cannot have content"))
        if body.get("embeds"):
            found.append(LimitProblem("embeds", "IS_COMPONENTS_V2", "a Components V2 message cannot have embeds"))
        if len(items) > MAX_COMPONENTS:
            found.append(LimitProblem("components", "MAX_COMPONENTS",
                                      f"{len(items)} components, at most {MAX_COMPONENTS} counting nested ones"))
        text = sum(len(c.get("content") or "") for _, c in items if c.get("type") == TEXT_DISPLAY)
        if text > MAX_TEXT_DISPLAY_CHARACTERS:
            found.append(LimitProblem("components", "MAX_TEXT_DISPLAY_CHARACTERS",
                                      f"{text} characters of text, at most {MAX_TEXT_DISPLAY_CHARACTERS}"))
    else:
        if len(body.get("content") or "") > MAX_CONTENT:
            found.append(LimitProblem("content", "MAX_CONTENT",
                                      f"{len(body['content'])} characters, at most {MAX_CONTENT}"))
        for i, item in enumerate(components):
            if isinstance(item, dict) and item.get("type") != ACTION_ROW:
                found.append(LimitProblem(f"components.{i}", "IS_COMPONENTS_V2",
                                          "only action rows are allowed without the IS_COMPONENTS_V2 flag"))
    seen: dict[str, str] = {}
    available = set(files) | set(kept_files) | {str(a["filename"]) for a in body.get("attachments") or []
                                                if isinstance(a, dict) and a.get("filename")}
    for path, item in items:
        found += _check_component(path, item, available)
        custom_id = item.get("custom_id")
        if custom_id is not None:
            if custom_id in seen:
                found.append(LimitProblem(f"{path}.custom_id", "UNIQUE_CUSTOM_ID",
                                          f"custom_id {custom_id!r} is used twice (also at {seen[custom_id]})"))
            seen[custom_id] = path
    return found


def _check_component(path: str, item: dict[str, Any], files: set[str]) -> list[LimitProblem]:
    kind = item.get("type")
    found: list[LimitProblem] = []

    def bad(field: str, rule: str, message: str) -> None:
        found.append(LimitProblem(f"{path}.{field}" if field else path, rule, message))

    custom_id = item.get("custom_id")
    if custom_id is not None and not 1 <= len(str(custom_id)) <= MAX_CUSTOM_ID:
        bad("custom_id", "CUSTOM_ID_LENGTH", f"custom_id of {len(str(custom_id))} characters, 1 to 100 allowed")
    if kind == ACTION_ROW:
        children = item.get("components") or []
        kinds = [c.get("type") for c in children if isinstance(c, dict)]
        selects = sum(k in SELECTS for k in kinds)
        if not children:
            bad("components", "ROW_EMPTY", "an action row needs a component")
        if selects and len(kinds) > 1:
            bad("components", "ROW_SELECT_ALONE", "a select must be alone in its action row")
        if kinds.count(BUTTON) > MAX_ROW_BUTTONS:
            bad("components", "ROW_BUTTONS", f"{kinds.count(BUTTON)} buttons, at most {MAX_ROW_BUTTONS} a row")
    elif kind == BUTTON:
        style = item.get("style")
        if style == LINK_STYLE:
            if not item.get("url") or custom_id is not None:
                bad("", "LINK_BUTTON", "a link button needs a url and no custom_id")
        elif style != PREMIUM_STYLE and not custom_id:
            bad("custom_id", "BUTTON_CUSTOM_ID", "a button needs a custom_id")
        if len(item.get("label") or "") > MAX_BUTTON_LABEL:
            bad("label", "BUTTON_LABEL", f"a label of {len(item['label'])} characters, at most {MAX_BUTTON_LABEL}")
        if style != PREMIUM_STYLE and not item.get("label") and not item.get("emoji"):
            bad("label", "BUTTON_EMPTY", "a button needs a label or an emoji")
    elif kind in SELECTS:
        if not custom_id:
            bad("custom_id", "SELECT_CUSTOM_ID", "a select needs a custom_id")
        if len(item.get("placeholder") or "") > MAX_PLACEHOLDER:
            bad("placeholder", "PLACEHOLDER", f"a placeholder of at most {MAX_PLACEHOLDER} characters")
        options = item.get("options") or []
        if kind == SELECT and not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            bad("options", "SELECT_OPTIONS", f"{len(options)} options, 1 to {MAX_SELECT_OPTIONS} allowed")
        values = [o.get("value") for o in options if isinstance(o, dict)]
        if len(set(values)) != len(values):
            bad("options", "SELECT_UNIQUE_VALUES", "two options of a select have the same value")
        for j, option in enumerate(options):
            for field in ("label", "value", "description"):
                value = option.get(field)
                if value is not None and len(value) > MAX_SELECT_TEXT:
                    bad(f"options.{j}.{field}", "SELECT_OPTION_TEXT", f"{field} of at most {MAX_SELECT_TEXT} characters")
            if not option.get("label") or not option.get("value"):
                bad(f"options.{j}", "SELECT_OPTION_EMPTY", "an option needs a label and a value")
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if low is not None and high is not None and (low > high or high > MAX_SELECT_OPTIONS or
                                                     (kind == SELECT and high > len(options))):
            bad("max_values", "SELECT_VALUES", f"min_values {low} and max_values {high} do not fit the options")
    elif kind == SECTION:
        children = item.get("components") or []
        if not 1 <= len(children) <= 3:
            bad("components", "SECTION_TEXTS", f"{len(children)} components, 1 to 3 allowed")
        if not isinstance(item.get("accessory"), dict):
            bad("accessory", "SECTION_ACCESSORY", "a section needs an accessory")
    elif kind == MEDIA_GALLERY:
        gallery = item.get("items") or []
        if not 1 <= len(gallery) <= MAX_GALLERY_ITEMS:
            bad("items", "GALLERY_ITEMS", f"{len(gallery)} items, 1 to {MAX_GALLERY_ITEMS} allowed")
        for j, media in enumerate(gallery):
            found += _check_media(f"{path}.items.{j}", media, files)
    elif kind in (THUMBNAIL, FILE):
        found += _check_media(path, item, files, field="media" if kind == THUMBNAIL else "file")
    elif kind == TEXT_DISPLAY:
        if not item.get("content"):
            bad("content", "TEXT_EMPTY", "a text display needs content")
    return found


def _check_media(path: str, item: dict[str, Any], files: set[str], field: str = "media") -> list[LimitProblem]:
    found = []
    description = item.get("description")
    if description is not None and not 1 <= len(description) <= MAX_ALT_TEXT:
        found.append(LimitProblem(f"{path}.description", "ALT_TEXT", f"alt text of 1 to {MAX_ALT_TEXT} characters"))
    url = str((item.get(field) or {}).get("url") or "")
    if url.startswith("attachment://") and url[len("attachment://"):] not in files:
        found.append(LimitProblem(f"{path}.{field}.url", "ATTACHMENT_REFERENCE",
                                  f"{url} names no file of this message (it has: {', '.join(sorted(files)) or 'none'})"))
    return found


# --- application commands ---

def _name_ok(name: str) -> bool:
    """Discord's naming rule for slash commands and options (documented as a \\p{...} regex)."""
    if not 1 <= len(name) <= MAX_NAME:
        return False
    for ch in name:
        if ch in "-_'":
            continue
        category = unicodedata.category(ch)
        if not (category.startswith("L") or category.startswith("N") or category.startswith("M")):
            return False
        if ch.lower() != ch:
            return False
    return True


def check_commands(commands: list[dict[str, Any]]) -> list[LimitProblem]:
    """The documented limits of a command set (the body of a bulk overwrite)."""
    found: list[LimitProblem] = []
    names = [c.get("name") for c in commands if isinstance(c, dict)]
    for name in {n for n in names if names.count(n) > 1}:
        found.append(LimitProblem("", "UNIQUE_COMMAND_NAME", f"two commands are named {name!r}"))
    for i, command in enumerate(commands):
        if not isinstance(command, dict):
            continue
        found += _check_named(str(i), command, chat_input=command.get("type", 1) == 1)
        size = command_size(command)
        if size > MAX_COMMAND_SIZE:
            found.append(LimitProblem(str(i), "COMMAND_SIZE",
                                      f"/{command.get('name')} is {size} characters, at most {MAX_COMMAND_SIZE}"))
    return found


def _check_named(path: str, item: dict[str, Any], *, chat_input: bool = True) -> list[LimitProblem]:
    found: list[LimitProblem] = []
    name = str(item.get("name") or "")
    if chat_input and not _name_ok(name):
        found.append(LimitProblem(f"{path}.name", "COMMAND_NAME", f"{name!r} is not a valid lower-case name"))
    description = item.get("description")
    if chat_input and not 1 <= len(description or "") <= MAX_DESCRIPTION:
        found.append(LimitProblem(f"{path}.description", "DESCRIPTION", f"a description of 1 to {MAX_DESCRIPTION} characters"))
    for field in ("name_localizations", "description_localizations"):
        for locale, text in (item.get(field) or {}).items():
            if locale not in LOCALES:
                found.append(LimitProblem(f"{path}.{field}.{locale}", "LOCALE", f"{locale!r} is not a Discord locale"))
            if field == "name_localizations" and chat_input and not _name_ok(str(text)):
                found.append(LimitProblem(f"{path}.{field}.{locale}", "COMMAND_NAME",
                                          f"{text!r} is not a valid lower-case name"))
            if field == "description_localizations" and not 1 <= len(text or "") <= MAX_DESCRIPTION:
                found.append(LimitProblem(f"{path}.{field}.{locale}", "DESCRIPTION",
                                          f"a description of 1 to {MAX_DESCRIPTION} characters"))
    options = item.get("options") or []
    if len(options) > MAX_OPTIONS:
        found.append(LimitProblem(f"{path}.options", "MAX_OPTIONS", f"{len(options)} options, at most {MAX_OPTIONS}"))
    option_names = [o.get("name") for o in options]
    if len(set(option_names)) != len(option_names):
        found.append(LimitProblem(f"{path}.options", "UNIQUE_OPTION_NAME", "two options have the same name"))
    optional_seen = False
    for j, option in enumerate(options):
        where = f"{path}.options.{j}"
        kind = option.get("type")
        if kind not in (SUBCOMMAND, SUBCOMMAND_GROUP):
            if option.get("required") and optional_seen:
                found.append(LimitProblem(where, "REQUIRED_FIRST", "a required option after an optional one"))
            optional_seen = optional_seen or not option.get("required")
        found += _check_named(where, option)
        choices = option.get("choices") or []
        if len(choices) > MAX_CHOICES:
            found.append(LimitProblem(f"{where}.choices", "MAX_CHOICES", f"{len(choices)} choices, at most {MAX_CHOICES}"))
        if choices and option.get("autocomplete"):
            found.append(LimitProblem(where, "CHOICES_AND_AUTOCOMPLETE", "an option cannot have both choices and autocomplete"))
        low, high = option.get("min_value"), option.get("max_value")
        if low is not None and high is not None and low > high:
            found.append(LimitProblem(where, "MIN_MAX", f"min_value {low} above max_value {high}"))
        low, high = option.get("min_length"), option.get("max_length")
        if low is not None and high is not None and low > high:
            found.append(LimitProblem(where, "MIN_MAX_LENGTH", f"min_length {low} above max_length {high}"))
    return found


def _longest(item: dict[str, Any], field: str) -> int:
    texts = [item.get(field) or ""] + list((item.get(f"{field}_localizations") or {}).values())
    return max(len(str(t or "")) for t in texts)


def command_size(item: dict[str, Any]) -> int:
    """A command's size as Discord counts it: names, descriptions and values, the longest
    localisation of each."""
    total = _longest(item, "name") + _longest(item, "description")
    if "value" in item:
        total += len(str(item["value"]))
    for option in item.get("options") or []:
        total += command_size(option)
    for choice in item.get("choices") or []:
        total += command_size(choice)
    return total


# --- the rest ---

def check_autocomplete(data: dict[str, Any]) -> list[LimitProblem]:
    choices = (data or {}).get("choices") or []
    found = []
    if len(choices) > MAX_CHOICES:
        found.append(LimitProblem("data.choices", "MAX_CHOICES", f"{len(choices)} choices, at most {MAX_CHOICES}"))
    for i, choice in enumerate(choices):
        if isinstance(choice, dict) and isinstance(choice.get("value"), str) and len(choice["value"]) > 100:
            found.append(LimitProblem(f"data.choices.{i}.value", "CHOICE_VALUE", "a string choice value of at most 100 characters"))
    return found


def check_thread(body: dict[str, Any]) -> list[LimitProblem]:
    name = str((body or {}).get("name") or "")
    if not 1 <= len(name) <= MAX_THREAD_NAME:
        return [LimitProblem("name", "THREAD_NAME", f"a thread name of 1 to {MAX_THREAD_NAME} characters")]
    return []


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}
