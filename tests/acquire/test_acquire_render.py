"""Pictures: board and private pictures through whole random games, from views only."""

from games import GAMES
from render import board_png, private_png
from random_play import random_walk

GAME = GAMES["acquire"]


def test_pictures_through_random_games():
    for n, seed, options in ((3, 11, {}), (6, 12, {"edition": "classic", "open_holdings": True})):
        names = {f"p{i}": f"Player {i}" for i in range(n)}
        walk = random_walk(GAME, n, seed, options=options)
        merging = 0
        for s in walk.states():
            merging += s.phase in ("dispose", "survivor", "order")
            if len(walk.moves) % 40 == 0 or merging == 1 or s.is_over():
                png = board_png("acquire", s.view(None), names)
                assert png.startswith(b"\x89PNG") and len(png) < 200_000
                who = walk.rng.choice(s.players)
                mine = private_png("acquire", s.view(who), names)
                assert mine is not None and mine.startswith(b"\x89PNG") and len(mine) < 200_000


def test_the_table_has_no_private_picture():
    from render.acquire import private
    assert private(GAME.new(["a", "b"], 1).view(None), {}) is None


def test_open_holdings_show_every_chain_of_a_share_list():
    from games.acquire.scenario import build
    from render import acquire as R
    from render.kit import text_width
    every = {c: 12 for c in ("Worldwide", "Sackson", "Festival", "Imperial", "American", "Continental", "Tower")}
    s = build(["a", "b"], hands={"a": ["1A"], "b": ["9I"]}, shares={"a": every}, options={"open_holdings": True})
    view = s.view(None)
    width = 400
    lines = R._held_lines(view["holdings"]["a"]["shares"], width)
    assert " ".join(lines) == ", ".join(f"{k} 12" for k in view["holdings"]["a"]["shares"])   # nothing cut
    assert len(lines) > 1 and all(text_width(line, R.HELD_SIZE) <= width for line in lines)
    assert board_png("acquire", view, {"a": "A", "b": "B"}).startswith(b"\x89PNG")
