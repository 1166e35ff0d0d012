"""Run-wide reporting: how many requests the Discord harness checked against Discord's contract,
by route (tests/helpers/discord_contract.py). Under pytest-xdist each worker counts its own; the
controller adds them up as the workers finish."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

_TOTALS: dict[str, Counter] = {"checked": Counter(), "refused": Counter()}


def _local() -> Any:
    from discord_contract import CONTRACT
    return CONTRACT


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    contract = _local()
    if workeroutput is not None:          # an xdist worker: hand the counts to the controller
        workeroutput["discord_checked"] = dict(contract.checked)
        workeroutput["discord_refused"] = dict(contract.refused)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    output = getattr(node, "workeroutput", {}) or {}
    _TOTALS["checked"].update(output.get("discord_checked") or {})
    _TOTALS["refused"].update(output.get("discord_refused") or {})


def pytest_terminal_summary(terminalreporter: Any) -> None:
    contract = _local()
    checked = _TOTALS["checked"] + contract.checked
    refused = _TOTALS["refused"] + contract.refused
    if not checked:
        return
    terminalreporter.section("Discord requests checked against Discord's contract")
    width = max(len(route) for route in checked)
    for route, count in sorted(checked.items(), key=lambda item: (-item[1], item[0])):
        terminalreporter.write_line(f"{route:<{width}}  {count:>7}  refused {refused.get(route, 0)}")
    terminalreporter.write_line(f"{'all routes':<{width}}  {sum(checked.values()):>7}  "
                                f"refused {sum(refused.values())}")
