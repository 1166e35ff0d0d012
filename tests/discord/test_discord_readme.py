"""bot/discord/README.md is the map of the Discord package: every module in it is named there."""
from __future__ import annotations

from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "bot" / "discord"


def _modules() -> list[Path]:
    return sorted(p.relative_to(PACKAGE) for p in PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("module", _modules(), ids=str)
def test_every_module_of_the_discord_package_is_in_its_readme(module: Path) -> None:
    readme = (PACKAGE / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("| module | job |"):readme.index("## Setting up")]
    rows = [row for row in table.splitlines() if row.startswith("| `")]
    # a module is named in the first cell of a row; a sub-package's row names its folder and its modules
    named = [row.split(" | ")[0] for row in rows]
    folder = f"`{module.parent}/`" if module.parent != Path(".") else None
    assert any(f"`{module.name}`" in cell and (folder is None or folder in cell) for cell in named), \
        f"bot/discord/{module} is not in bot/discord/README.md's table of modules"


def test_the_readme_names_no_module_that_is_gone() -> None:
    readme = (PACKAGE / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("| module | job |"):readme.index("## Setting up")]
    firsts = [row.split(" | ")[0] for row in table.splitlines() if row.startswith("| `")]
    for cell in firsts:
        for part in cell.strip("| ").split("`"):
            if part.endswith(".py") and "/" not in part:
                assert any(m.name == part for m in _modules()), f"README names {part}, which is not in bot/discord"
