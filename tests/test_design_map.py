"""docs/DESIGN.md's house map names every module, and names no module that is not there.

The map's convention (written at the top of "The house"): in the fenced block, a line that starts
with a folder path ending in `/` (`bot/referee/`) opens that folder; the `name.py` words that start
the lines after it are that folder's modules. A package's `__init__.py` is its folder's line.
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DESIGN = ROOT / "docs" / "DESIGN.md"
PACKAGES = ("bot", "games", "render", "i18n")
MODULE = re.compile(r"[A-Za-z_]\w*\.py")


def house_block(text: str) -> list[str]:
    """The lines of the first fenced block under the heading "## The house"."""
    section = text.split("\n## The house", 1)[1]
    fenced = section.split("```", 2)
    assert len(fenced) == 3, "The house has a fenced block"
    return fenced[1].splitlines()


def mapped(lines: list[str]) -> tuple[set[str], set[str]]:
    """(folders opened, module paths named) by the map's convention."""
    folders: set[str] = set()
    modules: set[str] = set()
    folder: str | None = None
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0].endswith("/") and not line.startswith(" "):
            folder = words[0]
            folders.add(folder)
            continue
        if folder is None:
            continue
        for word in words:
            if not MODULE.fullmatch(word):
                break
            modules.add(folder + word)
    return folders, modules


def real_modules() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "__pycache__" not in path.parts
    }


def test_every_module_is_on_the_map_and_every_mapped_module_exists() -> None:
    folders, modules = mapped(house_block(DESIGN.read_text(encoding="utf-8")))
    real = real_modules()
    covered = modules | {f"{folder}__init__.py" for folder in folders}
    missing = sorted(m for m in real if m not in covered)
    assert not missing, f"modules missing from docs/DESIGN.md's house map (name them under their folder): {missing}"
    stale = sorted(m for m in modules if m not in real)
    assert not stale, f"docs/DESIGN.md's house map names modules that do not exist: {stale}"
    packages = {path.parent.relative_to(ROOT).as_posix() + "/" for path in map(ROOT.joinpath, real)
                if path.name == "__init__.py"}
    assert packages <= folders, f"packages without their folder line: {sorted(packages - folders)}"


def test_the_map_reader_follows_the_convention() -> None:
    folders, modules = mapped([
        "games/          the rules",
        "  base.py       the contract",
        "games/qin/      Qin",
        "  ai.py sample.py card.py  three of them, then words: not.py",
        "                a continuation line naming state.py is not a listing",
    ])
    assert folders == {"games/", "games/qin/"}
    assert modules == {"games/base.py", "games/qin/ai.py", "games/qin/sample.py", "games/qin/card.py"}


def test_design_says_where_pictures_are_drawn_as_the_settings_do() -> None:
    """Pictures are drawn in worker processes by default (RENDER_PROCESSES), threads only when off."""
    from bot.settings import Settings
    assert Settings.model_fields["render_processes"].default is True
    text = DESIGN.read_text(encoding="utf-8")
    assert "pool of `RENDER_WORKERS` threads" not in text
    assert "Data flows one way" not in text, "the composer reads the referee back at send time"


def test_benchmark_figures_live_in_perf_md() -> None:
    text = DESIGN.read_text(encoding="utf-8")
    assert (ROOT / "docs" / "perf.md").is_file() and "docs/perf.md" in text
    figures = re.findall(r"\d[\d.,]*\s?(?:decisions/s|ms p\d\d|MB at game)|p(?:50|95|99) [~\d]", text)
    assert not figures, f"benchmark figures in DESIGN.md (move them to docs/perf.md): {figures}"
