"""A family sharing one laptop reads the table plainly: the log comes back to its newest lines
for each person, one message stands at a time, the vote leaves the log whole lines, a refused
undo is said at the prompt's size, names and money read as what they are."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, click, drawn, family, menu_as_asked, run_frames, settle, table
from helpers import give

from byapar.app import drawing, fonts, lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui, handover, vote_view
from byapar.app.scenes.player_cards import DIGITS_APART
from byapar.app.scenes.trade import AnswerScene


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def wheel(app: App, board, notches: int) -> None:
    pos = board.log_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.frame(FRAME)


def played_turn(app: App) -> None:
    click(app, "roll")
    settle(app)
    if app.top.panel.get("buy") is not None:
        click(app, "buy")
        settle(app)
    click(app, "end")
    settle(app)


def test_a_notch_moves_the_log_and_the_next_person_starts_on_the_newest(app):
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot C",))
    for _ in range(2):
        played_turn(app)
    top = len(board.presenter.log) - 1
    assert top > 6
    wheel(app, board, 1)
    assert 0 < board.log.scroll < top
    wheel(app, board, 99)
    assert board.log.scroll == top  # no further than the first line
    wheel(app, board, -1)
    assert 0 < board.log.scroll < top
    sita = board.game.current
    played_turn(app)  # Sita reads back, plays on and ends her turn
    assert board.game.current != sita
    run_frames(app, 3)
    assert board.log.scroll == 0


def log_rows_drawn(app: App, board) -> int:
    """The log's rows in one full draw: the texts drawn on the log's own picture."""
    area = vote_view.log_area(board)
    return sum(1 for d in drawn(app) if d.surface.size == area.size and area.h > 0 and d.box.x == 10)


@pytest.fixture
def reset_text():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 125])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_vote_leaves_the_log_whole_lines_or_takes_its_place(home, reset_text, size, percent, language):
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.prefs["bot_speed"] = "instant"
    # the bot, asked first, goes along with the people: the vote passes to Asha
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot C",), settings={"bots_agree_end": True})
    for _ in range(2):
        played_turn(app)
    menu_as_asked(app)
    click(app, "end_game")
    click(app, "end_game")  # Sita proposes; Asha answers next
    settle(app)
    click(app, "ready")
    assert vote_view.shown(board) and len(board.presenter.log) >= vote_view.LEAST_LOG_LINES
    rows = log_rows_drawn(app, board)
    assert rows == 0 or rows >= vote_view.LEAST_LOG_LINES
    assert any(d.text == t("vote_rule") and not d.cut for d in drawn(app))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_throws_under_the_dice_never_break_a_name(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    names = ["Asha Rai", "Bikash K C", "Sita Devi"]
    board = family(app, names, bots=("Bot C",), settings={"bot_offers": "never"})
    for _ in range(4):
        played_turn(app)
    lines = board._history_lines  # one line, the oldest throws left out where it is short
    shown = {d.text for d in drawn(app)}
    assert len(lines) == 1 and lines[0].startswith(t("dice_history")) and lines[0] in shown
    text = lines[0]
    newest = board.game.players[board.presenter.dice_history[-1][0]].name
    assert newest in text.replace("\u00a0", " ")
    for name in names + ["Bot C"]:
        # never set apart at a space, whatever the width: each name shown stands within one word
        whole = text.replace("\u00a0", " ").count(name)
        assert sum(w.replace("\u00a0", " ").count(name) for w in fonts.words(text)) == whole


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_auction_says_what_can_go_to_counts(home, reset_text, language, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    lang.use(language)
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot C",))
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among all four
    settle(app)
    if app.top.panel.get("ready") is not None:
        click(app, "ready")
    assert board.game.auction is not None
    key = [d for d in drawn(app) if d.text == t("auction_can_go_key")]
    assert key and not key[0].cut and key[0].size >= 10
    words = ("धितो", "भवन", "आधा") if language == "ne" else ("mortgaged", "buildings sold back at half")
    assert all(word in t("auction_can_go_key") for word in words)  # each part the figure counts


@pytest.mark.parametrize("language", ["en", "ne"])
def test_cash_in_an_offer_is_labelled_as_cash_for_the_person_answering(app, reset_text, language):
    lang.use(language)
    board = family(app, ["Bikash", "Sita"])
    give(board.game, 0, 1)  # Bikash holds Humla
    give(board.game, 1, 3)  # Sita holds Jumla
    board.presenter.sync()
    settle(app)
    board.act("offer 1 give 1,cash:1000 get 3")  # Humla and Rs 1,000 for Jumla
    settle(app)
    assert isinstance(app.top, AnswerScene)
    click(app, "ready")
    texts = [d.text for d in drawn(app)]
    cash = board.session.money(1000)
    assert t("trade_cash_and", amount=cash) in texts
    assert cash not in texts  # never a bare sum under the places, like a price


def ready_lines(app: App) -> tuple[int, bool]:
    """The lines the "ready" button's label is set on, as the button paints it, and whether at
    the button's own size (not shrunk to fit)."""
    b = app.top.panel.get("ready")
    inner = widgets.label_box(b)
    size = widgets.natural_size(b)
    fit = fonts.fit(widgets.held_label(b.label), size, inner.w, inner.h, 3, size, bold=True, condense=False)
    return len(fit.lines), size == b.font_size()


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_ready_button_reads_on_one_line_at_1280(app, reset_text, language):
    lang.use(language)
    board = family(app, ["Bikash", "Sitaram", "Asha"], bots=("Bot C",))
    g = board.game
    click(app, "roll")
    settle(app)
    click(app, "decline")  # an auction: the next bidder takes the laptop
    settle(app)
    seen = []
    for _ in range(8):
        if g.auction is None:
            break
        if app.top.panel.get("ready") is not None:
            seen.append(ready_lines(app))
            click(app, "ready")
        click(app, "drop")
        settle(app)
    menu_as_asked(app)
    click(app, "end_game")
    click(app, "end_game")  # a vote: the next voter takes the laptop
    settle(app)
    seen.append(ready_lines(app))
    assert seen
    assert seen == [(1, True)] * len(seen)


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_refused_undo_is_said_at_the_prompt_s_size_then_the_prompt_comes_back(home, reset_text, language, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    lang.use(language)
    board = family(app, ["Asha", "Bikash"], bots=("Bot C",))
    played_turn(app)  # Asha's turn is over: Bikash can't take it back
    prompt = board.actions.prompt()[0]
    for _ in range(2):  # the first puts the hand-over band away, if it is still up
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
        app.frame(FRAME)
    said = [d for d in drawn(app) if d.text == t("undo_refused")]
    assert said and not said[0].cut and said[0].size == board.actions.prompt_font
    assert prompt not in [d.text for d in drawn(app)]
    run_frames(app, int(comfort_ui.REFUSAL_SECONDS / FRAME) + 2)
    assert board.actions.prompt()[0] == prompt and prompt in [d.text for d in drawn(app)]


def test_the_bump_message_waits_behind_the_hand_over_band_never_both(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, "finance", ("human", "medium", "human"), dice=[(1, 2), (3, 4), (1, 2)] + [(2, 3)] * 20)
    g = board.game
    g.players[0].position = 23  # Asha at Grosse Point: her throw reaches Gayety Theater
    g.players[1].position = 33  # the bot's reaches Cash Here, where Bikash stands: he is bumped
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    click(app, "end")
    settle(app)
    banner = board.presenter.banner
    assert banner is not None and board.handover.showing == 2
    texts = [d.text for d in drawn(app)]
    assert g.pending.kind == "throw" and g.pending.player == 2, g.pending  # his throw from the square he was sent back to
    assert t("handover_throw", name="P2") in texts and banner.text not in texts
    run_frames(app, int(handover.SHOW_SECONDS / FRAME) + 2)  # the band goes by itself
    assert board.handover.showing is None and board.presenter.banner is banner
    assert banner.text in [d.text for d in drawn(app)]  # then the message has its time


def test_no_log_row_reaches_past_its_line_so_a_partial_redraw_leaves_nothing_behind(home, reset_text):
    app = App((800, 600))
    app.prefs["bot_speed"] = "instant"
    app.prefs["language"] = "ne"
    lang.use("ne")
    th.set_text_size(125)
    board = table(app, "finance", ("medium", "medium", "medium"))
    for _ in range(600):  # bounded: the bots play on, the log drawn as it grows
        run_frames(app)
        app.draw()
        if board.game.over or len(board.presenter.log) > 150:
            break
    size = th.reading_size(14, app.screen)
    for width in range(150, 420, 3):  # whatever width the log has
        for line in board.presenter.log:
            for row, text in drawing.rich_rows(line, size, width, board.log.colour):
                assert row.get_width() <= width, (width, text)
    area = vote_view.log_area(board)
    kept = pygame.image.tobytes(board.log._img, "RGB")
    board.log.invalidate()
    board.log.draw(app.screen, area)
    assert pygame.image.tobytes(board.log._img, "RGB") == kept  # the parts drawn as lines came = the whole


def told_apart(size: int) -> int:
    """The pixels in which १ and ९ differ, set bold at `size` (ink over half, each at its own origin)."""
    one, nine = (pygame.mask.from_surface(fonts.render(ch, size, (255, 255, 255), True), 127) for ch in "१९")
    w, h = max(one.get_size()[0], nine.get_size()[0]), max(one.get_size()[1], nine.get_size()[1])
    grid = pygame.mask.Mask((w, h))
    grid.draw(one, (0, 0))
    both = grid.overlap_area(nine, (0, 0))
    return one.count() + nine.count() - 2 * both


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 125])
def test_the_cards_cash_in_devanagari_tells_one_from_nine(home, reset_text, size, percent):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    lang.use("ne")
    th.set_text_size(percent)
    board = family(app, ["Asha", "Bikash", "Sita"], bots=("Bot C",))
    g = board.game
    for i, p in enumerate(g.players):
        p.cash = 1_919 + i  # १,९१९: the digits side by side
    board.presenter.sync()
    run_frames(app, 2)
    cash = {board.session.money(p.cash) for p in g.players}
    drawn_cash = [d for d in drawn(app) if d.text in cash and d.surface.size == board.cards.rect.size]
    assert len(drawn_cash) == len(g.players)
    for d in drawn_cash:
        assert told_apart(d.size) >= DIGITS_APART, (d.text, d.size)
        assert not d.cut
