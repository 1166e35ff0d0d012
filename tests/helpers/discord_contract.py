"""The Discord harness's referee of requests: every request the bot sends through the harness is
checked against Discord's contract (bot/discord/contract), counted by route, and a refused one is
kept so that the test that sent it fails (tests/discord/conftest.py's autouse fixture).

Counts are per process; the root conftest.py adds up those of pytest-xdist's workers and prints them at
the end of the run."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from bot.discord.contract import Problem, check_request, route_of


@dataclass
class ContractLog:
    checked: Counter = field(default_factory=Counter)     # route -> requests checked (whole run)
    refused: Counter = field(default_factory=Counter)     # route -> requests refused unasked (whole run)
    provoked: Counter = field(default_factory=Counter)    # route -> refusals a test provoked on purpose
    problems: list[str] = field(default_factory=list)     # this test's refusals, as sentences
    expected: set[str] = field(default_factory=set)       # rules this test expects to break

    def check(self, method: str, url: str, body: object, files: list[str] = (), *,
              kept_files: list[str] = ()) -> list[Problem]:
        """Check one request; count it; keep what Discord would refuse."""
        found = check_request(method, url, body, files, kept_files=kept_files)
        route = found[0].route if found else route_of(method, url)
        self.checked[route] += 1
        unasked = [str(p) for p in found if p.rule not in self.expected]
        if unasked:
            self.refused[route] += 1
            self.problems += unasked
        elif found:
            self.provoked[route] += 1
        return found

    def breach(self, route: str, rule: str, message: str) -> None:
        """A broken rule of the conversation (a second answer, a late one) rather than of a body."""
        if rule in self.expected:
            self.provoked[route] += 1
        else:
            self.refused[route] += 1
            self.problems.append(f"{route}: {message} ({rule})")

    def start_test(self) -> None:
        self.problems, self.expected = [], set()


CONTRACT = ContractLog()
