"""Run-wide reporting (a conftest at the root so that it inserts the project folder, not tests/, on
sys.path): how many requests the Discord harness checked against Discord's contract, by route
(tests/helpers/discord_contract.py). Under pytest-xdist each worker counts its own; the
controller adds them up as the workers finish."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

_KINDS = ("checked", "refused", "provoked")
_TOTALS: dict[str, Counter] = {kind: Counter() for kind in _KINDS}


def _local() -> Any:
    from discord_contract import CONTRACT
    return CONTRACT


# Tests marked slow from here rather than in their files: every test that uses the PostgreSQL server
# (its fixture, or a backend parameter "postgresql"), and the whole-game sweeps and process kills
# named below ("*": the whole file).
SLOW_TESTS = {
    "tests/bot/test_typed.py": ("test_forms_name_only_commands_that_exist",
                                "test_every_legal_action_has_a_typed_form_that_parses_back",
                                "test_the_quick_parse_back_agrees_with_parse"),
    "tests/discord/test_discord_table_card.py": ("test_a_whole_game_keeps_the_channel_quiet",),
    "tests/discord/test_discord_dms.py": ("test_a_whole_acquire_game_with_one_human_sends_few_dms",),
    "tests/render/test_render_fonts.py": ("test_every_string_on_every_picture_has_glyphs_in_its_font",),
    "tests/render/test_render_track.py": ("test_tracked_pictures_encode_to_the_bytes_their_pixels_give",),
    "tests/render/test_render_languages.py": ("test_every_word_drawn_is_in_the_pictures_language",),
    "tests/bot/test_bot_process_lock.py": ("*",),
    "tests/bot/test_bot_shards.py": ("*",),
    "tests/bot/test_bot_startup.py": ("*",),            # each test starts the bot as a process
    "tests/bot/test_bot_console.py": ("*",),            # the console and `boardroom` as processes
    "tests/bot/test_simulate_levels.py": ("test_simulate_command_takes_levels_per_seat",),
    "tests/acquire/test_acquire_languages.py": ("test_whole_games_of_two_and_six_say_no_english_in_chinese_or_japanese",
                                                "test_the_pictures_draw_no_english_word"),
    "tests/stockpile/test_stockpile_languages.py": ("test_the_pictures_draw_no_english_words",),
    "tests/stockpile/test_stockpile_play.py": ("test_pictures_render_through_a_whole_game",),
    "tests/wallstreet/test_wallstreet_languages.py": ("test_nothing_is_said_in_english_in_chinese_or_japanese",),
    "tests/wallstreet/test_wallstreet_render.py": ("test_pictures_through_a_whole_game",
                                                   "test_every_word_on_the_pictures_is_in_the_reader_s_language"),
    "tests/qin/test_qin_ai_hard.py": ("test_hard_at_four_players_repeats_under_a_seed_and_plays_legal_moves",),
    "tests/render/test_render_encoding.py": ("test_stockpile_cached_track_rows_match_drawing_in_place",),
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = item.nodeid.split("::")[0]
        params = getattr(getattr(item, "callspec", None), "params", {})
        if ({"pg_url", "pg_server"} & set(getattr(item, "fixturenames", ()))
                or "postgresql" in params.values()
                or {"*", getattr(item, "originalname", item.name)} & set(SLOW_TESTS.get(path, ()))):
            item.add_marker(pytest.mark.slow)


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    contract = _local()
    if workeroutput is not None:          # an xdist worker: hand the counts to the controller
        for kind in _KINDS:
            workeroutput[f"discord_{kind}"] = dict(getattr(contract, kind))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    output = getattr(node, "workeroutput", {}) or {}
    for kind in _KINDS:
        _TOTALS[kind].update(output.get(f"discord_{kind}") or {})


def pytest_terminal_summary(terminalreporter: Any) -> None:
    contract = _local()
    checked, refused, provoked = (_TOTALS[kind] + getattr(contract, kind) for kind in _KINDS)
    if not checked:
        return
    terminalreporter.section("Discord requests checked against Discord's contract")
    width = max(len(route) for route in checked)
    terminalreporter.write_line(f"{'route':<{width}}  {'checked':>7}  refused  provoked on purpose")
    for route, count in sorted(checked.items(), key=lambda item: (-item[1], item[0])):
        terminalreporter.write_line(f"{route:<{width}}  {count:>7}  {refused.get(route, 0):>7}  "
                                    f"{provoked.get(route, 0):>7}")
    terminalreporter.write_line(f"{'all routes':<{width}}  {sum(checked.values()):>7}  "
                                f"{sum(refused.values()):>7}  {sum(provoked.values()):>7}")
