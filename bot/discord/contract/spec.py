"""Discord's own OpenAPI description (data/discord/openapi.json): which operation a request is, and
whether its body meets that operation's request schema.

Requests are matched by method and URL path (``/channels/700/messages``) against the description's
path templates; where several templates match, the one with the most literal text wins
(``/users/@me/channels`` before ``/users/{user_id}/...``). Bodies are checked with jsonschema
(Draft 2020-12, which OpenAPI 3.1 schemas are), ``$ref``s resolved inside the description.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).resolve().parents[3] / "data" / "discord" / "openapi.json"
_SPEC_URI = "urn:discord:openapi"
API_PREFIX = re.compile(r"^(https?://[^/]+)?/api(/v\d+)?")


@dataclass(frozen=True)
class Operation:
    """One route of the description: `route` is e.g. ``POST /channels/{channel_id}/messages``."""

    method: str
    template: str

    @property
    def route(self) -> str:
        return f"{self.method} {self.template}"


@dataclass(frozen=True)
class SchemaProblem:
    """A field of a body that the schema refuses: `where` is its path (``components.0.label``)."""

    where: str
    rule: str          # the schema keyword that failed: maxLength, required, oneOf ...
    message: str


@lru_cache(maxsize=1)
def spec() -> dict[str, Any]:
    """The description as published, with one documented widening: a snowflake may be sent as an
    integer as well as a string. The description types it as a string only, but Discord's reference
    ("ID Serialization", developers/reference.mdx) says the API takes ids sent as numbers, and
    discord.py sends some that way (allowed_mentions.users, attachments[].id, recipient_id)."""
    described = json.loads(SPEC_PATH.read_text(encoding="utf-8"))
    schemas = described["components"]["schemas"]
    schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]}
    _discriminate(described, schemas)
    found: dict[str, Any] = described
    return found


def _branch_type(node: Any, schemas: dict[str, Any]) -> Any:
    """The single `type` value a union branch (a $ref to a component, option or callback schema)
    admits, or None."""
    ref = node.get("$ref", "") if isinstance(node, dict) else ""
    target = schemas.get(ref.rsplit("/", 1)[-1]) if ref.startswith("#/components/schemas/") else None
    kind = ((target or {}).get("properties") or {}).get("type") or {}
    enum = kind.get("enum")
    return enum[0] if isinstance(enum, list) and len(enum) == 1 else None


def _discriminate(node: Any, schemas: dict[str, Any]) -> None:
    """Speed, same verdicts: a oneOf/anyOf whose branches each admit one distinct `type` value (the
    component, command option and callback unions) becomes `x-by-type`, checked against the one
    branch the body's `type` names instead of against every branch; and a `type` property with an
    `enum` drops its `allOf` to the whole type enum (the enum says more). Branches that do not
    tell themselves apart by `type` are left as published."""
    if isinstance(node, list):
        for item in node:
            _discriminate(item, schemas)
        return
    if not isinstance(node, dict):
        return
    for key in ("oneOf", "anyOf"):
        branches = node.get(key)
        if isinstance(branches, list) and len(branches) > 1:
            kinds = [_branch_type(b, schemas) for b in branches]
            if None not in kinds and len(set(kinds)) == len(kinds):
                node[_BY_TYPE] = {str(k): b for k, b in zip(kinds, branches)}
                del node[key]
    kind = (node.get("properties") or {}).get("type") if isinstance(node.get("properties"), dict) else None
    if isinstance(kind, dict) and "enum" in kind:
        kind.pop("allOf", None)
    for value in node.values():
        _discriminate(value, schemas)


_BY_TYPE = "x-by-type"


def _by_type(validator: Any, branches: dict[str, Any], instance: Any, schema: Any) -> Any:
    if not validator.is_type(instance, "object"):
        yield ValidationError(f"{instance!r} is not of type 'object'")
        return
    branch = branches.get(str(instance.get("type")))
    if branch is None:
        yield ValidationError(f"type {instance.get('type')!r} is not one of {sorted(branches, key=int)}",
                              path=["type"] if "type" in instance else [])
        return
    yield from validator.descend(instance, branch)


_Validator = validators.extend(Draft202012Validator, {_BY_TYPE: _by_type})


@lru_cache(maxsize=1)
def _registry() -> Registry[Any]:
    registry: Registry[Any] = Registry().with_resource(_SPEC_URI, Resource.from_contents(
        spec(), default_specification=DRAFT202012))
    return registry


@lru_cache(maxsize=1)
def _templates() -> list[tuple[re.Pattern[str], str]]:
    """Every path template as a regex, most literal first."""
    out = []
    for template in spec()["paths"]:
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        out.append((re.compile(pattern), template))
    out.sort(key=lambda item: -len(re.sub(r"\{[^}]+\}", "", item[1])))
    return out


def path_of(url: str) -> str:
    """The API path of a URL or path: no host, no /api/v10 prefix, no query."""
    return API_PREFIX.sub("", url.split("?", 1)[0])


def operation(method: str, url: str) -> Operation | None:
    """The described operation a request is, or None when the description has no such route."""
    path = path_of(url)
    method = method.upper()
    for pattern, template in _templates():
        if pattern.match(path) and method.lower() in spec()["paths"][template]:
            return Operation(method, template)
    return None


def body_schema(op: Operation, media: str = "application/json") -> dict[str, Any] | None:
    """The request body's schema of an operation (JSON; a multipart body's payload_json is checked
    against the same schema), or None when the operation takes no body."""
    body = spec()["paths"][op.template][op.method.lower()].get("requestBody")
    if not body:
        return None
    content = body["content"]
    chosen = content.get(media) or content.get("application/json") or next(iter(content.values()))
    schema: dict[str, Any] = chosen["schema"]
    return schema


@lru_cache(maxsize=256)
def _validator(template: str, method: str) -> Any:
    schema = body_schema(Operation(method, template))
    if schema is None:
        return None
    wrapped = _rebase(schema)
    return _Validator(wrapped, registry=_registry())


def _rebase(node: Any) -> Any:
    """The schema with its local refs (#/components/...) pointing into the description's resource."""
    if isinstance(node, dict):
        return {k: (_SPEC_URI + v if k == "$ref" and isinstance(v, str) and v.startswith("#") else _rebase(v))
                for k, v in node.items()}
    if isinstance(node, list):
        return [_rebase(v) for v in node]
    return node


def validator_for(schema_name: str) -> Any:
    """A validator of one named schema (``ApplicationCommandUpdateRequest``)."""
    return _Validator({"$ref": f"{_SPEC_URI}#/components/schemas/{schema_name}"}, registry=_registry())


def check_body(op: Operation, body: Any) -> list[SchemaProblem]:
    """What the operation's request schema refuses in `body` (at most the best-matching problem
    of each top-level field, so one mistake is not reported forty times)."""
    validator = _validator(op.template, op.method)
    if validator is None:
        return []
    return problems(validator, body)


def problems(validator: Any, body: Any) -> list[SchemaProblem]:
    errors = list(validator.iter_errors(body))
    if not errors:
        return []
    by_field: dict[str, list[ValidationError]] = {}
    for error in errors:
        by_field.setdefault(str(error.absolute_path[0]) if error.absolute_path else "", []).append(error)
    found = []
    for group in by_field.values():
        error = _deepest(max(group, key=relevance))
        found.append(SchemaProblem(".".join(str(p) for p in error.absolute_path) or "(body)",
                                   str(error.validator), error.message[:300]))
    return found


def _deepest(error: ValidationError) -> ValidationError:
    """For oneOf/anyOf failures, the error of the branch the body meant (the one whose `type`
    discriminator and null-ness fit), deepest first: it names the field that is wrong rather than
    "is not valid under any of the given schemas"."""
    while error.context:
        depth = len(error.absolute_path)
        branches: dict[object, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0] if sub.relative_schema_path else 0, []).append(sub)
        fitting = [errs for errs in branches.values() if not any(_wrong_branch(e, depth) for e in errs)]
        pool = [e for errs in (fitting or list(branches.values())) for e in errs]
        error = max(pool, key=lambda e: len(e.absolute_path))
    return error


def _wrong_branch(error: ValidationError, depth: int) -> bool:
    """An error that only says the body took another branch of a union: a component's or option's
    `type` that is not this branch's, or a value where the branch wants null."""
    path = list(error.absolute_path)
    if error.validator in ("enum", "const") and len(path) == depth + 1 and path[-1] == "type":
        return True
    return len(path) == depth and error.validator == "type" and error.validator_value == "null"
