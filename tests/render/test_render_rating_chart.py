"""The rating chart of /game stats (render/rating_chart.py): readable at 400 px, in every language."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from drawn_text import faults, record_text
from render.rating_chart import rating_png

SERIES = {"Acquire": [1000, 1040, 1012, 1090, 1130, 1181, 1150, 1203],
          "Qin": [1000, 968, 1004, 1031],
          "1920 Wall Street": [1000, 1052]}


@pytest.mark.parametrize("locale,title,count", [("en", "Rating", "14 games"), ("ja", "レーティング", "14 局"),
                                                ("zh-TW", "積分", "14 局")])
def test_every_label_is_at_least_11_px_at_400_px_and_inside_the_picture(monkeypatch, locale, title, count) -> None:
    drawn = record_text(monkeypatch)
    png = rating_png(title, SERIES, count, locale)
    assert png is not None
    assert {d.value for d in drawn} >= {title, count, "Acquire", "Qin", "1,203"}
    assert faults(drawn, smallest=11) == []
    image = Image.open(io.BytesIO(png))
    assert image.width >= 400


def test_no_results_no_chart() -> None:
    assert rating_png("Rating", {}, "0 games") is None
    assert rating_png("Rating", {"Qin": []}, "0 games") is None
