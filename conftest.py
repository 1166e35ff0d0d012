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


# The fast set's heaviest tests (each 0.5 s or more on an idle machine: `pytest -m "not slow" --durations=60`):
# translation and picture sweeps over whole games, the whole-game Discord runs.
HEAVY_TESTS = {
    "tests/render/test_render_static_layers.py": ("test_boards_on_kept_layers_are_the_boards_drawn_in_place_in_any_order",),
    "tests/acquire/test_acquire_ai_hard.py": ('test_hard_plays_legal_moves_and_repeats_itself_under_a_seed',),
    "tests/acquire/test_acquire_languages.py": ('test_every_acquire_message_reads_in_the_locale_not_in_english', 'test_the_rare_turns_say_no_english_either'),
    "tests/acquire/test_acquire_random.py": ('test_random_games_keep_the_books',),
    "tests/acquire/test_acquire_render.py": ('test_pictures_through_random_games',),
    "tests/acquire/test_acquire_rules_audit.py": ('test_hidden_cash_never_reaches_the_table_or_other_players',),
    "tests/bot/test_bot_ai_levels.py": ('test_a_hard_player_thinks_in_a_worker_process',),
    "tests/bot/test_bot_game_texts.py": ('test_an_unaffordable_bid_is_answered_with_what_is_allowed',),
    "tests/bot/test_bot_languages.py": ('test_a_whole_game_speaks_only_the_table_language', 'test_the_history_is_read_again_in_another_language'),
    "tests/bot/test_typed.py": ('test_undoable_allows_quiet_moves_and_refuses_revealing_ones',),
    "tests/discord/test_discord_games.py": ('test_a_real_game_through_panels',),
    "tests/discord/test_discord_look.py": ('test_the_wall_street_card_says_which_decision_is_awaited',),
    "tests/discord/test_discord_replay.py": ('test_frames_show_the_public_view_and_narration_only',),
    "tests/discord/test_discord_resilience.py": ('test_turn_reminder_pings_again_only_if_nothing_moved',),
    "tests/discord/test_discord_review.py": ('test_the_readme_recipe_for_driving_the_bot_offline_runs',),
    "tests/discord/test_discord_steps.py": ('test_a_stockpile_bid_is_made_in_steps_the_pile_then_the_amount',),
    "tests/futures/test_futures_ai_discard.py": ('test_a_discard_never_buys_a_pass',),
    "tests/futures/test_futures_render.py": ('test_board_and_private_pictures_through_a_whole_game', 'test_pictures_draw_every_word_in_the_tables_language'),
    "tests/futures/test_futures_rules_audit.py": ('test_public_events_and_refusals_do_not_depend_on_anyones_secrets',),
    "tests/languages/test_i18n_catalogs.py": ('test_every_message_the_code_builds_exists_everywhere_with_its_arguments', 'test_no_catalog_holds_an_unused_id', 'test_the_catalogs_parse_and_every_locale_has_every_id_with_the_same_arguments'),
    "tests/languages/test_i18n_contract.py": ('test_games_alone_still_say_refusals_in_english',),
    "tests/languages/test_i18n_render.py": ('test_money_of_the_product_catalogs',),
    "tests/qin/test_move_labels.py": ('test_labels_say_what_a_placement_does_in_every_language',),
    "tests/qin/test_qin_ai_cost.py": ('test_the_search_on_clones_makes_the_moves_it_made_on_dump_and_load',),
    "tests/qin/test_qin_languages.py": ('test_a_whole_match_says_no_english_sentence',),
    "tests/qin/test_qin_legal.py": ('test_invariants_hold_through_random_and_computer_games', 'test_legal_actions_match_brute_force'),
    "tests/qin/test_qin_render.py": ('test_pictures_through_whole_games',),
    "tests/render/test_render_languages.py": ('test_english_pictures_keep_their_band_and_chart_words',),
    "tests/stockpile/test_stockpile_languages.py": ('test_the_game_says_much_of_what_it_can',),
    "tests/stockpile/test_stockpile_rules_audit.py": ('test_refusals_never_depend_on_anybody_s_secret',),
    "tests/test_card_contract.py": ('test_card_lines_render_in_every_locale_and_name_every_player',),
    "tests/test_game_plugins.py": ('test_every_module_of_the_folder_is_accounted_for',),
    "tests/test_start_player.py": ('test_the_referee_rematch_passes_the_start_on',),
    "tests/test_types.py": ('test_mypy_reports_no_error',),
    "tests/wallstreet/test_wallstreet_ai_hard.py": ('test_hard_at_three_players_repeats_under_a_seed_and_plays_legal_moves',),
    "tests/wallstreet/test_wallstreet_ai_money.py": ('test_it_borrows_less_than_once_a_game_on_average',),
}
for _path, _names in HEAVY_TESTS.items():
    SLOW_TESTS[_path] = tuple(SLOW_TESTS.get(_path, ())) + _names


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
