"""The table card's tests run once per game."""
from __future__ import annotations

import pytest

from games import GAMES


@pytest.fixture(params=list(GAMES))
def key(request: pytest.FixtureRequest) -> str:
    return request.param
