"""The prompt over the action buttons is read as a sentence: at a small window with a large text
size it is set at the reading size, a long one wrapping onto more lines rather than shrinking."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn, settle, table
from helpers import give, put_at, set_cash

from byapar.app import fonts
from byapar.app import theme as th
from byapar.app.i18n import keys_starting, template
from byapar.app.scenes import action_bar


def prompt_drawn(app, board) -> fonts.Drawn:
    text, _ = board.actions.prompt()
    seen = [d for d in drawn(app) if d.text == text and d.box == board.actions.prompt_rect]
    assert seen, f"the prompt {text!r} is not drawn"
    return seen[0]


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["classic", "business_gst"])
def test_the_prompt_is_drawn_whole_at_the_reading_size_at_800x600(lang_back, edition, language, percent):
    """A family of three and a bot: at 100% and 125% the prompt reads at the reading size; at 150%,
    where four players' cards and Business GST's loan row leave the log only its six rows, it
    is never smaller than the bar's labels."""
    app = app_in((800, 600), language, percent)
    board = table(app, edition, ("human", "human", "human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40)
    settle(app)
    least = th.reading_size(action_bar.PROMPT_BASE, app.screen)
    assert least >= th.READING_LEAST * percent // 100
    if percent == 150 and edition == "business_gst":
        least = th.size(action_bar.PROMPT_BASE, app.screen)
    roll = prompt_drawn(app, board)
    click(app, "roll")  # onto a place for sale: its name and price in the prompt
    settle(app)
    assert board.game.pending.kind == "buy"
    buy = prompt_drawn(app, board)
    for d in (roll, buy):
        assert d.size >= least and d.squeeze == 1.0 and not d.cut, (d.text, d.size, d.squeeze, d.lines)


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_every_prompt_has_the_lines_it_needs_at_the_reading_size(lang_back, language, percent):
    """Three seats at Classic: the room is there, so a prompt wraps onto up to three lines at the
    reading size; a longer one is set smaller, never cut."""
    app = app_in((800, 600), language, percent)
    board = table(app, "classic", ("human", "human", "medium"))
    settle(app)
    size = board.actions.prompt_font
    assert size == th.reading_size(action_bar.PROMPT_BASE, app.screen)
    box = board.actions.prompt_rect
    lines = board.actions.prompt_lines
    sample = action_bar._Sample("P0", "Hyderabad")
    for key in keys_starting("prompt_"):
        text = template(key).format_map(sample)
        f = fonts.fit(text, size, box.w, box.h, lines, fonts.least_size(text), bold=True)
        assert not f.cut, (key, f.lines)
        if len(fonts.wrap(text, size, box.w, bold=True)) <= action_bar.PROMPT_MOST_LINES:
            assert f.size == size and f.squeeze == 1.0, (key, f.size, f.lines)


def short_of_cash(language: str, percent: int):
    """Business GST at 800x600, Sita and two bots: Sita, with Rs 3,850 and two places, throws
    onto Srinagar (Rs 5,250 with its GST): the prompt says what she has and what she may do."""
    app = app_in((800, 600), language, percent)
    board = table(app, "business_gst", ("human", "medium", "medium"), dice=[(1, 2)] * 10,
                  names=["Sita", "Bot A", "Bot B"])
    game = board.game
    named = {sq.name: i for i, sq in enumerate(game.edition.squares)}
    put_at(game, 0, named["Srinagar"] - 3)
    give(game, 0, named["Goa"], named["Jaipur"])
    set_cash(game, 0, 3_850)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy" and game.players[0].position == named["Srinagar"]
    return app, board


@pytest.mark.parametrize("language", ["en", "ne"])
def test_why_a_place_can_t_be_bought_reads_larger_at_each_text_size(lang_back, language):
    """Why the place can't be bought (its price, the cash, the loan or the auction) is as long as
    a prompt gets: the prompt's size and lines are chosen for it too, so it reads whole, larger
    at 125% and 150% than at 100%, and at 150% no smaller than the bar's labels, the log keeping
    its six rows (it was set at 12 px at 150%, smaller than at 100%)."""
    from byapar.app.scenes import game_log

    sizes = {}
    for percent in th.TEXT_SIZES:
        app, board = short_of_cash(language, percent)
        said = prompt_drawn(app, board)
        cash = board.session.money(3_850)
        assert cash in said.text and not said.cut and said.squeeze == 1.0, (said.text, said.lines)
        assert game_log.rows_in(board.log_rect.h, app.screen) >= action_bar.LOG_LINES
        sizes[percent] = said.size
    assert sizes[125] > sizes[100] and sizes[150] > sizes[100], sizes
    th.set_text_size(150)
    assert sizes[150] >= th.size(action_bar.PROMPT_BASE, (800, 600)), sizes
