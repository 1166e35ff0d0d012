"""Checks of the catalogs and of the code that uses them (the tests run these).

``python -m i18n.check`` prints every problem: a parse error, an id missing from a locale,
a message whose arguments differ between locales, an id outside its domain, a reference
to nothing. Translators can run it after editing an .ftl file.
"""
from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from games.base import MESSAGE_ID
from i18n.catalog import LOCALE_DIR, catalog_files
from i18n.locales import DEFAULT_LOCALE, LOCALES


@dataclass(frozen=True)
class Entry:
    """One message (``stockpile-bid``) or term (``-stockpile-bank``) of a catalog."""

    id: str
    domain: str
    variables: frozenset[str]
    attributes: frozenset[str]
    messages: frozenset[str]   # messages it refers to ({ other-message })
    terms: frozenset[str]      # terms it refers to ({ -term }), with their "-"


@dataclass
class Catalog:
    """Everything one locale defines, and what went wrong reading it."""

    locale: str
    entries: dict[str, Entry] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


class _References(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.terms.add("-" + node.id.name)
        self.generic_visit(node)  # arguments of a parameterised term


def read_catalog(locale: str) -> Catalog:
    catalog = Catalog(locale)
    parser = FluentParser()
    for path in catalog_files(locale):
        domain = path.stem
        for item in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(item, ftl.Junk):
                notes = "; ".join(a.message or "" for a in item.annotations)
                catalog.errors.append(f"{locale}/{path.name}: cannot read {(item.content or '').strip()[:60]!r}: {notes}")
                continue
            if not isinstance(item, (ftl.Message, ftl.Term)):
                continue
            refs = _References()
            refs.visit(item)
            name = item.id.name if isinstance(item, ftl.Message) else "-" + item.id.name
            if name in catalog.entries:
                catalog.errors.append(f"{locale}/{path.name}: {name} is defined twice")
            catalog.entries[name] = Entry(name, domain, frozenset(refs.variables),
                                          frozenset(a.id.name for a in item.attributes),
                                          frozenset(refs.messages), frozenset(refs.terms))
    return catalog


def catalogs() -> dict[str, Catalog]:
    return {locale: read_catalog(locale) for locale in LOCALES}


def problems() -> list[str]:
    """Everything wrong with the catalogs, compared with English; [] when all is well."""
    found: list[str] = []
    every = catalogs()
    english = every[DEFAULT_LOCALE]
    domains = {p.stem for p in catalog_files(DEFAULT_LOCALE)}
    for locale, catalog in every.items():
        found += catalog.errors
        files = {p.stem for p in catalog_files(locale)}
        found += [f"{locale}: no {d}.ftl" for d in sorted(domains - files)]
        found += [f"{locale}: {d}.ftl has no English original" for d in sorted(files - domains)]
        for name, entry in catalog.entries.items():
            if not name.lstrip("-").startswith(entry.domain + "-"):
                found.append(f"{locale}/{entry.domain}.ftl: {name} must start with '{entry.domain}-'")
            for ref in sorted((entry.messages | entry.terms) - catalog.entries.keys()):
                found.append(f"{locale}: {name} refers to {ref}, which {locale} does not define")
            original = english.entries.get(name)
            if original is None:
                found.append(f"{locale}: {name} is not in the English catalog")
                continue
            if entry.variables != original.variables:
                found.append(f"{locale}: {name} takes {sorted(entry.variables)}, English {sorted(original.variables)}")
            if entry.attributes != original.attributes:
                found.append(f"{locale}: {name} has attributes {sorted(entry.attributes)}, "
                             f"English {sorted(original.attributes)}")
        found += [f"{locale}: {name} is missing" for name in sorted(english.entries.keys() - catalog.entries.keys())]
    return found


# --- what the code uses ---------------------------------------------------------------------

#: Calls whose first message-id argument is a message, with keyword arguments as its args.
MESSAGE_CALLS = {"msg": 0, "public_msg": 0, "private_msg": 1, "IllegalAction": 0, "Refusal": 0, "said": 0}
#: What a money message (common-money, or another named by as_money's unit) is given.
MONEY_ARGS = frozenset({"sign", "amount"})


@dataclass
class CodeUse:
    """Message ids the code names. `calls` maps an id to the argument names of each place that
    builds it (None: not known statically, e.g. ``**args``); `strings` holds every string in the
    code that looks like an id; `prefixes` the starts of ids built at run time (f"qin-side-{side}")."""

    calls: dict[str, list[frozenset[str] | None]] = field(default_factory=dict)
    strings: set[str] = field(default_factory=set)
    prefixes: set[str] = field(default_factory=set)


def python_files(roots: Iterable[Path]) -> list[Path]:
    return sorted(p for root in roots for p in root.rglob("*.py") if ".venv" not in p.parts)


def code_use(files: Iterable[Path]) -> CodeUse:
    use = CodeUse()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if MESSAGE_ID.fullmatch(node.value):
                    use.strings.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and MESSAGE_ID.fullmatch(str(first.value).rstrip("-") or "x"):
                    use.prefixes.add(str(first.value))
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) \
                    and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str) \
                    and node.left.value.endswith("-") and MESSAGE_ID.fullmatch(node.left.value.rstrip("-")):
                use.prefixes.add(node.left.value)
            elif isinstance(node, ast.Call):
                _call(node, use)
            elif isinstance(node, ast.Dict):
                _dict(node, use)
    return use


def _call(node: ast.Call, use: CodeUse) -> None:
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name == "as_money":  # as_money(n, unit="wallstreet-money"): a money message
        for keyword in node.keywords:
            if keyword.arg == "unit" and isinstance(keyword.value, ast.Constant) \
                    and isinstance(keyword.value.value, str) and MESSAGE_ID.fullmatch(keyword.value.value):
                use.calls.setdefault(keyword.value.value, []).append(MONEY_ARGS)
        return
    position = MESSAGE_CALLS.get(name or "")
    if position is None or len(node.args) <= position:
        return
    first = node.args[position]
    if not (isinstance(first, ast.Constant) and isinstance(first.value, str) and MESSAGE_ID.fullmatch(first.value)):
        return
    starred = any(k.arg is None for k in node.keywords)
    args = None if starred else frozenset(k.arg for k in node.keywords if k.arg)
    use.calls.setdefault(first.value, []).append(args)


def _dict(node: ast.Dict, use: CodeUse) -> None:
    keys = {k.value: v for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant)}
    message = keys.get("msg")
    if not (isinstance(message, ast.Constant) and isinstance(message.value, str)
            and MESSAGE_ID.fullmatch(message.value)):
        return
    args = keys.get("args")
    names: frozenset[str] | None = frozenset()
    if isinstance(args, ast.Dict):
        constants = [k for k in args.keys if isinstance(k, ast.Constant)]
        names = frozenset(str(k.value) for k in constants) if len(constants) == len(args.keys) else None
    elif args is not None:
        names = None
    use.calls.setdefault(message.value, []).append(names)


def main() -> int:
    found = problems()
    for line in found:
        print(line)
    print(f"{len(found)} problem(s) in {LOCALE_DIR}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
