"""Game content (decks, ladders, maps) lives in data/ and is validated on load."""
from __future__ import annotations

import json
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

ModelT = TypeVar("ModelT", bound=BaseModel)


def data_path(game: str, name: str) -> Path:
    return DATA_DIR / game / name


@lru_cache(maxsize=None)
def _read(path: Path) -> object:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".toml":
        return tomllib.loads(text)
    if path.suffix == ".json":
        return json.loads(text)
    return text


def load_data(game: str, name: str, model: type[ModelT]) -> ModelT:
    """Read data/<game>/<name> (.toml, .json, or text) and validate it with `model`.

    Text files are passed to the model as {"text": ...}.
    """
    raw = _read(data_path(game, name))
    return model.model_validate(raw if not isinstance(raw, str) else {"text": raw})
