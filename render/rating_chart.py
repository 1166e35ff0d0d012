"""A player's rating over their rated games (``/game stats``), drawn as the game charts are
(render/chart.py ``line_chart``): one line per game, the shown rating after each rated game,
legible at 400 px. Every word comes ready in the reader's language; the data is the player's
public results only (bot/standing/report.py)."""
from __future__ import annotations

from render.chart import line_chart
from render.encode import to_png
from render.kit import RGB, colour, language

#: The lines' colours, in the order the games are listed (a label says which game each is).
LINE_COLOURS = ("blue", "orange", "green", "purple", "teal")


def rating_png(title: str, series: dict[str, list[int]], steps_text: str, locale: str = "en") -> bytes | None:
    """The chart as a PNG: `series` maps a game's name to the shown rating after each of the
    player's rated games at it (the first value: before the first game); None without data."""
    lines = {label: values for label, values in list(series.items())[:len(LINE_COLOURS)] if values}
    if not lines:
        return None
    colours: dict[str, RGB] = {label: colour(name) for label, name in zip(lines, LINE_COLOURS)}
    with language(locale):
        image = line_chart(lines, colours, title, locale=locale, value_text=lambda value: f"{value:,}",
                           steps_text=steps_text)
    return to_png(image, "rating-chart")
