"""Fixtures the test modules share."""
import gc
import os

import pytest

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


# The quick tier (`tools/test.py --quick`, pytest -m "not slow") leaves out the
# tests marked slow: the modules that build board trees or start the VMs (node,
# mpy-cross, install trees), and the tests that play whole games or many
# positions through Blinka's pixel loops, seconds each (`pytest --durations`).
# A new long test: @pytest.mark.slow on it, or its name here (a name covers
# every parameter; "name[id]" one of them). CI runs everything.
SLOW_MODULES = {"test_board_install", "test_board_need", "test_inline_consts",
                "test_micropython",
                "test_pystack", "test_shrink_names", "test_soak", "test_vms", "test_web",
                "test_web_phone", "test_web_saves"}
SLOW_TESTS = {
    # whole games and many positions
    "test_random_presses_play_games_to_their_end",
    "test_random_games_keep_every_invariant",
    "test_full_game_from_title_to_score",
    "test_the_play_command_runs_code_py_headless_on_every_screen",
    "test_seeded_fuzz_finds_no_failure",
    "test_power_cut_at_every_byte_on_samd51_is_detected",
    "test_every_truncation_is_detected",
    "test_drawing_only_what_changed_leaves_the_board_a_full_redraw_would",
    "test_board_stays_right_through_a_game",
    "test_flood_banner_and_hand_over",
    "test_option_list_never_covers_a_target_or_the_selection",
    "test_panel_shows_the_action_deck_and_the_score_as_the_core_counts_them",
    "test_the_prompt_shown_is_the_phase_s_and_the_moves_own_row_is_never_rewritten",
    "test_the_option_list_reads_its_items_whichever_grid_keeps_them",
    "test_allocation_peaks_per_press",
    "test_cursor_step_redraws_little",
    "test_a_press_redraws_a_bounded_multiple_of_what_it_changes",
    "test_title_challenge_deals_the_game_and_game_over_shows_the_bots_score",
    "test_a_decision_that_shows_a_hidden_card_leaves_no_undo",
    "test_targets_answer_r_move_1_for_every_card_and_pile",
    "test_every_value_reads_the_same_under_every_frame",
    "test_random_games_stay_within_the_buffer",
    "test_the_readme_gif_shows_the_game_pixel_for_pixel",
    # screens, saves, the bot and the CLI over one or more games (3-25 s each, run
    # two at a time on the loaded 2-core machine)
    "test_game_over_breakdown_best_and_statistics_after_two_games",
    "test_the_record_is_read_once_and_writes_go_from_ram",
    "test_continue_appears_only_with_a_save_and_resumes_the_exact_position",
    "test_a_damaged_save_area_gives_a_fresh_title",
    "test_greyed_undo_cannot_be_chosen_and_says_why",
    "test_writes_come_at_pause_and_game_end_not_after_every_press",
    "test_a_game_end_with_no_memory_for_the_record_still_shows_game_over",
    "test_new_game_asks_to_confirm",
    "test_a_save_with_no_memory_for_its_code_leaves_the_game_going",
    "test_casual_undo_takes_back_a_revealed_card_and_marks_the_game_assisted",
    "test_a_truncated_save_file_gives_a_fresh_title",
    "test_hand_over_tells_what_the_previous_player_did",
    "test_auto_moves_can_be_turned_off_on_the_title_and_the_setting_is_kept",
    "test_select_and_resume_close_the_pause_menu",
    "test_a_board_policy_writes_in_the_pause_menu_after_its_dwell",
    "test_undo_from_the_pause_menu",
    "test_simulator_passes_the_lookahead_its_settings",
    "test_add_auto_move_never_removes_a_move_in_random_games",
    "test_policy_writes_per_model_game_match_the_docs",
    "test_plots_are_written",
    "test_pause_menu_shows_the_survivor_groups_whole_runs",
    "test_help_pages_rules_every_action_card_and_crew_numbered_and_back_a_page",
    "test_rescue_count_starts_at_the_largest_then_the_last_chosen",
    "test_phillips_entries_say_whose_card_and_smith_which_card",
    "test_a_screen_with_no_room_says_so_and_the_game_goes_on",
    "test_rescue_flow_shows_drawn_cards_then_targets",
    "test_help_and_pause_screens",
    "test_seldom_shown_screens_are_in_memory_only_while_they_show",
    "test_hint_points_at_greedys_choice_says_why_and_counts_as_assisted",
    "test_a_hand_too_long_for_names_shows_codes_and_8_cards_never_overflow",
    "test_come_on_with_nothing_to_find_warns_and_cancel_goes_back",
    "test_following_hints_from_any_position_applies_a_decision_without_a_cycle",
    "test_get_ready_hints_each_card_top_or_bottom_the_one_to_save_drawn_first",
}


def pytest_collection_modifyitems(config, items):
    slow = pytest.mark.slow
    for item in items:
        if item.path.stem in SLOW_MODULES or item.name in SLOW_TESTS \
                or getattr(item, "originalname", None) in SLOW_TESTS:
            item.add_marker(slow)


def pytest_runtest_setup(item):
    """What earlier tests left alive is frozen out of CPython's collector: the
    board code collects whole at each screen it drops (sos_ui.forget), and on a
    worker that has run many tests each collection walked all of it (a UI soak
    took 34 s instead of 6)."""
    gc.freeze()


@pytest.fixture
def one_display_at_a_time():
    """Blinka's displayio keeps one display at a time: release any before and
    after the test (a UI test module uses it for every test: pytestmark)."""
    import displayio

    displayio.release_displays()
    yield
    displayio.release_displays()


def pytest_sessionfinish(session, exitstatus):
    """No thread may be left running: one left by a test (Blinka's display
    refresher, a keypad scanner) would keep the process alive after the run."""
    import threading

    left = [t for t in threading.enumerate() if t is not threading.main_thread()
            and not t.daemon and t.is_alive()]
    if left:
        print("\nthreads still running: %s" % ", ".join(t.name for t in left))


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The web page built once (tools/web.py): (its folder, the sizes)."""
    from webkit import VM

    from tools.web import web

    if not VM.exists():
        pytest.skip("tools/mp32/node_modules not installed (python3 tools/bootstrap.py)")
    root = tmp_path_factory.mktemp("web")
    return root, web.build(root, log=lambda *a: None)


@pytest.fixture(scope="session")
def server(site):
    """tools/web.py's server on the built page."""
    from tools.web import web

    srv = web.Server(site[0]).start()
    yield srv
    srv.stop()
