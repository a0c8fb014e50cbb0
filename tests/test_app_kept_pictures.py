"""Pictures kept between frames (the board under an overlay, a panel scene's own picture) come
out exactly as pictures drawn afresh, and are drawn again only when what they show changes."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import FRAME, calls_to, click, drawn_texts, fresh_picture, panel_drawn_whole

from byapar.app import fonts
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.presenter import CARD_FLIP
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene, caught_up
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine import kinds as K


def shown(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def auction_behind_bots(size: tuple[int, int]) -> BoardScene:
    """A person declines the first place they land on; two bots bid against them."""
    app = App(size)
    app.prefs.update(hints=False, bot_speed="fast")
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash"), default_seat(2, "easy", "Sita")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    board.act(A.ROLL)
    board.presenter.skip()
    board.act(A.DECLINE)
    board.presenter.skip()
    return board


def person_bids(app: App) -> None:
    auction = app.top
    bid = next(b for b in auction.panel.buttons if b.enabled and b.id.startswith("raise"))
    click(app, bid.id)


def test_the_board_under_an_auction_is_kept_and_equals_a_fresh_picture(home, monkeypatch):
    board = auction_behind_bots((1280, 800))
    app = board.app
    game = board.game
    app.frame(FRAME)
    assert isinstance(app.top, AuctionScene)
    board_draws = calls_to(monkeypatch, board, "draw")
    pictures = set()
    frames = bids = 0
    moves = len(game.history)
    for _ in range(3000):  # the person bids, the bots answer, three times over
        app.frame(FRAME)
        board.controller.wait(60)
        frames += 1
        picture = shown(app)
        assert not caught_up(board) or picture == fresh_picture(app), f"frame {frames}: the kept picture differs from a fresh one"
        pictures.add(picture)
        pend = game.pending
        if pend.kind == K.BID and pend.player == 0 and not board.presenter.busy and frames % 30 == 0:
            if bids == 3:
                break
            person_bids(app)
            bids += 1
    assert game.auction is not None and bids == 3
    assert len(game.history) - moves > 3, "no bot bid"
    assert len(pictures) > 3, "the bids changed nothing on screen"
    drawn = len(board_draws) - frames  # each fresh picture drew the board once
    assert drawn < frames // 2, f"the board was drawn in {drawn} of {frames} frames"




@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bid_patches_the_board_under_the_auction_and_the_card_shows_it(home, size):
    board = auction_behind_bots(size)
    app, game, session = board.app, board.game, board.session
    app.frame(FRAME)
    bids, whole, patched = 0, 0, 0
    for frame in range(1, 3000):  # the person bids four times, the bots answering each
        app.frame(FRAME)
        board.controller.wait(60)
        pend = game.pending
        if pend.kind != K.BID or pend.player != 0 or board.presenter.busy or frame % 30:
            continue
        if bids == 1:  # from here the board's buttons stand (the first bid greys Undo)
            whole, patched = board.still_drawn, board.still_patched
        elif bids == 4:
            break
        person_bids(app)
        bids += 1
        high = t("auction_high", amount=session.money(game.auction.high), name=game.players[0].name)
        picture = shown(app)
        assert picture == fresh_picture(app), "the board patched under the auction differs from one drawn afresh"
        assert high in drawn_texts(app), "the auction does not show the new bid"
    assert bids == 4 and game.auction is not None
    assert board.still_drawn == whole, "a bid drew the board under the auction whole"
    assert board.still_patched - patched >= 3, "the bids' log lines were not patched on the board's picture"


def test_an_input_redraws_a_kept_overlay_and_the_board_stays_kept(home, monkeypatch):
    board = auction_behind_bots((800, 600))
    app = board.app
    for _ in range(2000):
        app.frame(FRAME)
        board.controller.wait(60)
        pend = board.game.pending
        if pend.kind == K.BID and pend.player == 0 and not board.presenter.busy:
            break
    auction = app.top
    for _ in range(5):
        app.frame(FRAME)
    contents = calls_to(monkeypatch, auction, "draw_content")
    board_draws = calls_to(monkeypatch, board, "draw")
    for _ in range(20):
        app.frame(FRAME)
    assert (contents, board_draws) == ([], []), "a still overlay and board were drawn again"
    before = shown(app)
    person_bids(app)
    assert shown(app) != before
    assert shown(app) == fresh_picture(app)


def test_settings_are_kept_until_a_click_changes_them(home, monkeypatch):
    app = App((1280, 800))
    app.push("menu")
    settings = app.push("settings")
    for _ in range(3):
        app.frame(FRAME)
    contents = calls_to(monkeypatch, settings, "draw_content")
    for _ in range(30):
        app.frame(FRAME)
    assert contents == []
    before = shown(app)
    click(app, "language_ne")
    assert len(contents) == 1
    assert shown(app) != before
    assert shown(app) == fresh_picture(app)


def test_no_picture_is_held_once_the_overlay_closes(home):
    app = App((800, 600))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    board.presenter.skip()
    app.push("owners", board)
    for _ in range(5):
        app.frame(FRAME)
    assert len(app._kept) == 2
    app.pop()
    for _ in range(2):
        app.frame(FRAME)
    assert app._kept == [] and app._spare_surfaces == {}


def test_a_window_resized_redraws_every_kept_picture(home):
    board = auction_behind_bots((1280, 800))
    app = board.app
    for _ in range(10):
        app.frame(FRAME)
    app.resize((900, 700))
    app.frame(FRAME)
    assert app.screen.get_size() == (900, 700)
    assert shown(app) == fresh_picture(app)


def load_list_of_three_games() -> App:
    from byapar.app import store

    seats = [default_seat(0, "human", "A"), default_seat(1, "easy", "B")]
    game = Session.start("byapar", seats, {}, seed=1).game
    for i in range(3):
        store.autosave(game, seats, store.save_dir() / f"game-{i}.json", title=f"Game {i}")
    app = App((800, 600))
    app.push("menu")
    app.top.load_game()
    for _ in range(3):
        app.frame(FRAME)
    return app


def test_the_load_list_is_kept_and_the_mouse_paints_only_the_row_it_lights(home, monkeypatch):
    app = load_list_of_three_games()
    scene = app.top
    rows = calls_to(monkeypatch, scene, "draw_over")
    painted: list[int] = []
    paint = scene._draw_row
    monkeypatch.setattr(scene, "_draw_row", lambda *a: (painted.append(1), paint(*a)))
    for _ in range(10):
        app.frame(FRAME)
    assert rows == []
    before = shown(app)
    row = app.top.panel.get("open_1").rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(FRAME)
    assert rows == [] and len(painted) == 1 and shown(app) != before  # the lit row alone painted
    for dx in range(1, 11):  # along the same row: nothing painted again
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.move(dx, 0).center, rel=(1, 0),
                                             buttons=(0, 0, 0)))
        app.frame(FRAME)
    assert rows == [] and len(painted) == 1
    assert shown(app) == panel_drawn_whole(app)


def test_the_load_list_lit_by_a_sweeping_mouse_equals_one_drawn_whole(home):
    app = load_list_of_three_games()
    w, h = app.screen.get_size()
    for k in range(200):  # over rows, Rename and Delete, Back, and resting long enough for tooltips
        pos = ((k // 2 * 9) % w, (k // 2 * 17) % h)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(FRAME)
        picture = shown(app)
        assert picture == panel_drawn_whole(app), f"frame {k}: the kept list differs from one drawn whole"
    click(app, "delete_0")  # the question over the list: its answers lit the same way
    for b in ("confirm_delete", "cancel_delete"):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.top.panel.get(b).rect.center, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        for _ in range(3):
            app.frame(FRAME)
        assert shown(app) == fresh_picture(app)


def test_an_overlay_drawing_itself_its_own_way_is_drawn_whole(home):
    from byapar.app.scenes.trade import AnswerScene

    app = App((1280, 800))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    board.presenter.skip()
    session.apply(A.Offer(1, A.Items(cash=100), A.Items()))
    for _ in range(10):
        app.frame(FRAME)
    assert isinstance(app.top, AnswerScene)
    assert shown(app) == fresh_picture(app)


def test_an_open_deed_is_kept_until_its_place_changes(home, monkeypatch):
    from helpers import give

    from byapar.app import drawing

    app = App((800, 600))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bina")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    board.presenter.skip()
    board.open_deed(1)
    for _ in range(3):
        app.frame(FRAME)
    deeds = calls_to(monkeypatch, drawing, "deed")
    for _ in range(10):
        app.frame(FRAME)
    assert deeds == []
    before = shown(app)
    give(session.game, 1, 1, level=2)  # the place bought and built on: its owner and rent change
    app.frame(FRAME)
    assert len(deeds) == 1 and shown(app) != before
    assert shown(app) == fresh_picture(app)


def board_with_a_deed_open(size: tuple[int, int], second: str = "human") -> BoardScene:
    """Asha's throw, two people (or with `second` a bot, Bina, beside her) and a bot at the table,
    the deed of Bina's place open."""
    from helpers import give

    app = App(size)
    app.prefs.update(hints=False, bot_speed="fast")
    seats = [default_seat(0, "human", "Asha"), default_seat(1, second, "Bina"), default_seat(2, "medium", "Sita")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3)
    session.autosave_on = False
    give(session.game, 1, 1)
    board = BoardScene(app, session)
    app.push(board)
    board.presenter.skip()
    board.open_deed(1)
    return board


def sweep(app: App, k: int) -> None:
    """The mouse on a slow sweep across the window, over squares, cards and buttons."""
    w, h = app.screen.get_size()
    pos = ((k * 7) % w, (k * 13) % h)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(7, 13), buttons=(0, 0, 0)))


def rest_on(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_board_on_top_keeps_its_still_parts_and_equals_a_fresh_picture(home, size):
    board = board_with_a_deed_open(size)
    app = board.app
    frames = 0
    for k in range(160):  # across squares, cards and buttons, each lit in turn
        sweep(app, k)
        app.frame(FRAME)
        frames += 1
        assert not caught_up(board) or shown(app) == fresh_picture(app), f"frame {frames}: the kept picture differs from a fresh one"
    assert board._still is not None, "nothing was kept"
    for b in (board.panel.get("deed_close"), board.panel.get("owners")):  # resting on a button: its tooltip
        rest_on(app, b.rect.center)
        for _ in range(40):
            app.frame(FRAME)
            assert shown(app) == fresh_picture(app)
    click(app, "deed_close")  # the deed closed: drawn again, then kept
    for _ in range(5):
        app.frame(FRAME)
        assert shown(app) == fresh_picture(app)


def test_the_board_on_top_at_rest_draws_only_what_moves(home, monkeypatch):
    board = board_with_a_deed_open((800, 600))
    app = board.app
    game = board.game
    for k in range(5):
        sweep(app, k)
        app.frame(FRAME)
    still = calls_to(monkeypatch, board, "_draw_still")
    asked: list[int] = []
    legal = game.legal_actions
    monkeypatch.setattr(game, "legal_actions", lambda *a: (asked.append(1), legal(*a))[1])
    for k in range(5, 125):  # the mouse sweeps on: buttons are lit, squares outlined, the ring beats
        sweep(app, k)
        app.frame(FRAME)
    assert still == [], f"the still parts were drawn {len(still)} times in 120 frames"
    assert asked == [], f"the engine was asked what is legal {len(asked)} times with the table unchanged"
    click(app, "deed_close")
    app.frame(FRAME)
    assert len(still) >= 1  # what the click changed is drawn


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_deed_being_read_stills_the_board_at_once_no_ring_beating_behind_it(home, monkeypatch, size):
    """While a deed is open the turn's ring doesn't beat (nor places pulse): a few frames after it
    opens, nothing is drawn again, long before the board would settle by itself, and the window
    equals a fresh picture."""
    from byapar.app.scenes.board import LIVELY

    board = board_with_a_deed_open(size, second="easy")  # one person: no laptop passing to wait on
    app = board.app
    moving = calls_to(monkeypatch, board, "_draw_moving")
    for _ in range(10):  # the deed drawn, the controls' grace frames
        app.frame(FRAME)
    before = len(moving)
    quiet = round(LIVELY / FRAME) // 2
    for _ in range(quiet):
        app.frame(FRAME)
    assert board.lively() and len(moving) == before, f"drawn in {len(moving) - before} of {quiet} frames"
    assert shown(app) == fresh_picture(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_board_at_rest_is_not_drawn_again_and_the_window_equals_a_fresh_picture(home, monkeypatch, size):
    """Once the ring stops beating, a frame with nothing changed draws nothing: the window keeps
    the frame before, which equals a fresh picture. The mouse moving or a click draws again."""
    from byapar.app.scenes.board import LIVELY

    board = board_with_a_deed_open(size)
    app = board.app
    moving = calls_to(monkeypatch, board, "_draw_moving")
    for _ in range(round(LIVELY / FRAME) + 5):  # the ring beats, then settles
        app.frame(FRAME)
    before = len(moving)
    for k in range(60):
        app.frame(FRAME)
        assert not caught_up(board) or shown(app) == fresh_picture(app), f"frame {k}: the window differs from a fresh picture"
    assert len(moving) == before, f"drawn in {len(moving) - before} of 60 frames at rest"
    for k in range(3):  # the mouse over the board: drawn, and right
        sweep(app, 40 + k)
        app.frame(FRAME)
        assert shown(app) == fresh_picture(app)
    assert len(moving) == before + 3
    click(app, "deed_close")
    app.frame(FRAME)
    assert board.selected is None and shown(app) == fresh_picture(app) and len(moving) > before + 3


def test_a_kept_tooltip_equals_one_drawn_afresh_and_is_painted_once(home, monkeypatch):
    from byapar.app import widgets

    App((800, 600))
    text = "Thamel · Rs 200 to buy, rent Rs 16 (Rs 32 with the whole group) · click for its deed"
    monkeypatch.setattr(widgets, "_tooltips", fonts.SurfaceCache(512 * 1024))
    painted = calls_to(monkeypatch, fonts, "draw")

    def under() -> pygame.Surface:  # a patterned background, so the box's corners show what lies beneath
        surf = pygame.display.get_surface().copy()
        for x in range(0, 800, 10):
            pygame.draw.line(surf, (x % 255, 90, 200 - x % 200), (x, 0), (800 - x, 600), 3)
        return surf

    for pos in [(100, 100), (110, 104), (790, 590), (400, 300)]:  # the last two near the edge: moved inside
        kept, fresh = under(), under()
        widgets.tooltip(kept, text, pos)
        fonts.recording([])
        try:
            widgets.tooltip(fresh, text, pos)
        finally:
            fonts.recording(None)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), pos
    assert len(painted) == 1 + 4, "the kept tooltip was painted again"  # once kept, each fresh one drawn


def bots_at_play(size: tuple[int, int], seed: int) -> BoardScene:
    """Four bots at normal speed: tokens walk, dice tumble, cards are turned up."""
    app = App(size)
    app.prefs.update(hints=False, bot_speed="normal")
    seats = [default_seat(i, kind, name) for i, (kind, name) in
             enumerate([("medium", "Bikash"), ("easy", "Sita"), ("medium", "Hari"), ("easy", "Gita")])]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=seed)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    return board


def play_on(board: BoardScene, frames: int) -> None:
    """`frames` frames of the bots' play, each bot's answer waited for, as a person watching sees it."""
    from app_helpers import BOT_HUNG

    for _ in range(frames):
        board.app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_board_keeps_its_still_parts_while_tokens_walk_and_equals_a_fresh_picture(home, size):
    from app_helpers import BOT_HUNG

    board = bots_at_play(size, seed=16)
    app = board.app
    p = board.presenter
    seen = {"walking": 0, "tumbling": 0, "card up": 0}
    walking_redrawn = frames = patched = behind = most_behind = 0
    for k in range(2000):  # until enough walks, throws and a card have been compared
        sweep(app, k)
        walking, drawn, patches = p._walk is not None, board.still_drawn, board.still_patched
        app.frame(FRAME)
        frames += 1
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)  # the bot's answer, however long a loaded machine takes
        behind = 0 if caught_up(board) else behind + 1  # parts beside the board left for the next frames
        most_behind = max(most_behind, behind)
        assert behind or shown(app) == fresh_picture(app), f"frame {frames}: the kept picture differs from a fresh one"
        walking_redrawn += walking and p._walk is not None and board.still_drawn > drawn
        patched += board.still_patched > patches
        seen["walking"] += p._walk is not None
        seen["tumbling"] += p.tumble > 0
        seen["card up"] += p.card is not None
        if seen["walking"] >= 120 and seen["tumbling"] >= 40 and seen["card up"] >= 20:
            break
    assert seen["walking"] >= 120 and seen["tumbling"] >= 40 and seen["card up"] >= 20, seen
    assert walking_redrawn < seen["walking"] // 10, \
        f"the still parts were drawn in {walking_redrawn} of {seen['walking']} frames of tokens walking"
    assert patched >= 3, "no new log line or change of cash was drawn alone on the kept picture"
    assert 1 <= most_behind <= 3, f"the parts a move changed were drawn {most_behind} frames late at most"


def test_log_lines_waiting_behind_a_walk_are_laid_out_before_they_are_shown_and_once(home, monkeypatch):
    from app_helpers import BOT_HUNG

    from byapar.app import drawing

    board = bots_at_play((800, 600), seed=16)
    app = board.app
    laid_out: list[tuple[list, bool]] = []  # each line laid out, and whether the frame showing it did so
    showing = [False]
    rich_rows = drawing.rich_rows
    full = board.log_rect.w - 20  # a line's rows; the one line cut at the top is laid out narrower, for its "…"

    def laying_out(line, size, width, colour):
        if width == full:
            laid_out.append((line, showing[0]))
        return rich_rows(line, size, width, colour)

    monkeypatch.setattr(drawing, "rich_rows", laying_out)

    painted: dict[str, int] = {"_paint": 0, "_paint_added": 0, "_size_for": 0}

    def showing_lines(paint):
        def painting(*a):
            painted[paint.__name__] += 1
            showing[0] = True
            try:
                return paint(*a)
            finally:
                showing[0] = False
        return painting

    # the whole log, the lines added at its foot, or the newest line measured for the log's size as it shows
    for method in ("_paint", "_paint_added", "_size_for"):
        monkeypatch.setattr(board.log, method, showing_lines(getattr(board.log, method)))
    def queued() -> set[int]:
        return {id(line) for entry in board.presenter.queue for line in entry[2]}

    quiet: dict[int, int] = {}  # for each line waiting in the queue, the frames it waited that drew nothing still
    for _ in range(600):
        before, drawn = queued(), (board.still_drawn, board.still_patched)
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        if (board.still_drawn, board.still_patched) == drawn:
            for line in before & queued():
                quiet[line] = quiet.get(line, 0) + 1
    ahead = [line for line, at_show in laid_out if not at_show]
    late = [line for line, at_show in laid_out if at_show and quiet.get(id(line), 0) >= 3]
    assert len(ahead) == board.log.prepared >= 5 and not late, f"laid out as they were shown after waiting: {late}"
    assert len({id(line) for line, _ in laid_out}) == len(laid_out), "a line was laid out twice"
    assert painted["_paint_added"] > 2 * painted["_paint"], f"the log was painted whole too often: {painted}"


def test_a_bots_throw_is_shown_in_a_frame_that_lays_out_no_text_and_its_move_in_one_that_shows_nothing(home, monkeypatch):
    from app_helpers import BOT_HUNG

    from byapar.app import drawing

    board = bots_at_play((800, 600), seed=16)
    app = board.app
    made = [0]  # log lines laid out and throws' lines worked out, so far
    rich_rows, history_text = drawing.rich_rows, board._history_text
    monkeypatch.setattr(drawing, "rich_rows", lambda *a: (made.__setitem__(0, made[0] + 1), rich_rows(*a))[1])
    monkeypatch.setattr(board, "_history_text", lambda *a: (made.__setitem__(0, made[0] + 1), history_text(*a))[1])
    shown = late = moved = held = 0
    for _ in range(2000):
        throws, before = len(board.presenter.dice_history), made[0]
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        if board.controller.acted_frame == app.frames - 1:  # a move made in this frame: all of it waits
            moved += 1
            held += board.presenter.held and len(board.presenter.dice_history) == throws
        if len(board.presenter.dice_history) > throws:
            shown += 1
            late += made[0] > before
        if shown >= 6:
            break
    assert shown >= 6 and late == 0, f"{late} of {shown} frames showing a throw laid its texts out then"
    assert held == moved >= 6, f"{moved - held} of {moved} bots' moves played out in the frame that made them"


def test_a_person_short_of_cash_to_buy_is_told_why_once_per_change_of_the_table(home, monkeypatch):
    from helpers import set_cash

    app = App((800, 600))
    app.prefs.update(hints=False, bot_speed="fast")
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {"rounds": 0}, seed=3, dice=[(3, 3)] * 4)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    board.presenter.skip()
    set_cash(session.game, 0, 30)
    board.act(A.ROLL)
    board.presenter.skip()
    for _ in range(3):
        app.frame(FRAME)
    short = board.actions.short_to_buy(board.controller.legal_for())
    assert session.game.pending.kind == K.BUY and short and board.actions.prompt()[0] == short
    asked = calls_to(monkeypatch, session.game, "why_not")
    for k in range(60):  # the mouse sweeps over buttons and squares: the prompt is read every frame
        sweep(app, k)
        app.frame(FRAME)
    assert asked == [], f"the engine was asked why the place can't be bought {len(asked)} times"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_auction_draws_its_place_card_once_and_equals_a_card_drawn_afresh(home, monkeypatch, size):
    from byapar.app import drawing

    board = auction_behind_bots(size)
    app, game = board.app, board.game
    app.frame(FRAME)
    auction = app.top
    assert isinstance(auction, AuctionScene)
    cards = calls_to(monkeypatch, drawing, "deed")
    moves, bids = len(game.history), 0
    for frame in range(1, 3000):  # the person bids, the bots answer, three times over
        app.frame(FRAME)
        board.controller.wait(60)
        pend = game.pending
        if pend.kind == K.BID and pend.player == 0 and not board.presenter.busy and frame % 30 == 0:
            if bids == 3:
                break
            person_bids(app)
            bids += 1
    assert bids == 3 and len(game.history) - moves > 3 and game.auction is not None
    assert len(cards) <= 2  # at most once whole and once at its own height, with the bids under it
    kept, drawn = shown(app), len(cards)
    auction._cards.clear()
    assert kept == fresh_picture(app) and len(cards) > drawn  # the card drawn afresh looks the same


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_card_turning_over_is_drawn_over_the_kept_picture_and_equals_a_fresh_one(home, monkeypatch, size):
    """While a card turns over (or dice tumble under it) only the card is drawn over the still
    parts kept without it; once it lies face up it is laid on that picture, and put away it is
    taken off again: the picture is not drawn whole for either."""
    from app_helpers import BOT_HUNG

    board = bots_at_play(size, seed=16)
    app = board.app
    p = board.presenter
    fresh = calls_to(monkeypatch, board, "_draw_fresh")
    moving = cards = drawn_whole = 0
    card = None
    for _ in range(6000):  # until several cards have turned over, lain and gone
        was, whole, fresh_before = card, board.still_drawn, len(fresh)
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        card = p.card
        if card is None and was is None:
            continue
        if card is not None and (card.age < CARD_FLIP or p.tumble > 0):
            moving += 1
            assert len(fresh) == fresh_before, "a frame with a card turning over was drawn afresh"
        drawn_whole += board.still_drawn - whole
        cards += card is not was and card is not None
        assert not caught_up(board) or shown(app) == fresh_picture(app), f"a card's frame (age {card and card.age}) differs from a fresh one"
        if cards >= 4 and card is None:
            break
    assert cards >= 4 and moving >= 4 * 15, (cards, moving)
    assert drawn_whole <= 1, f"the kept picture was drawn whole {drawn_whole} times for {cards} cards"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_cards_words_are_fitted_while_its_back_turns_and_its_face_only_draws_them(home, monkeypatch, language):
    from app_helpers import BOT_HUNG

    from byapar.app import drawing, lang

    board = bots_at_play((800, 600), seed=16)
    board.app.prefs["language"] = language
    lang.use(language)
    p = board.presenter
    fitted: list[tuple[str, float]] = []  # each card's words fitted, and how far the card had turned
    real_fit = fonts._fit

    def fitting(text, *args):
        if p.card is not None and p.card.text in text:
            fitted.append((text, p.card.age / CARD_FLIP))
        return real_fit(text, *args)

    monkeypatch.setattr(fonts, "_fit", fitting)
    cards: list[object] = []
    for _ in range(6000):  # until four cards have turned over
        board.app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        if p.card is not None and p.card not in cards:
            cards.append(p.card)
        if len(cards) > 4:
            break
    lang.use("en")
    assert len(cards) > 4
    late = [(text, round(turned, 2)) for text, turned in fitted if turned >= drawing.CARD_WORDS_AT]
    assert len(fitted) >= 3 and not late, f"fitted as the card's face showed: {late}"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_place_bought_and_a_new_round_are_patched_on_the_kept_picture(home, size):
    """A square's holdings or the round changing redraws that square or the round's line alone
    on the kept picture, which still equals one drawn afresh."""
    from app_helpers import BOT_HUNG

    board = bots_at_play(size, seed=16)
    app = board.app
    game = board.game
    bought = rounds = 0
    for _ in range(6000):  # until places have been bought and a round has begun
        holdings, round_, whole = board.board.holdings_key(game), game.round, board.still_drawn
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
        if board.board.holdings_key(game) == holdings and game.round == round_:
            continue
        bought += board.board.holdings_key(game) != holdings
        rounds += game.round != round_
        assert not caught_up(board) or shown(app) == fresh_picture(app), "the patched picture differs from a fresh one"
        assert board.still_drawn == whole, "the kept picture was drawn whole for a place bought or a new round"
        if bought >= 4 and rounds >= 2:
            break
    assert bought >= 4 and rounds >= 2, (bought, rounds)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_cash_a_payment_will_show_is_fitted_before_the_card_shows_it(home, monkeypatch, size):
    """A payment queued behind a walk or a throw: its new cash figures are fitted in frames with
    time to spare, so the frame that paints a player's card only draws them."""

    from app_helpers import while_running

    board = bots_at_play(size, seed=16)
    cards, session = board.cards, board.session
    late: list[str] = []  # cash figures fitted while a card was being painted
    shown: set[str] = set()  # every cash figure a card painted
    painting = while_running(monkeypatch, cards, "_paint",
                             lambda img, i, r: shown.add(session.money(board.presenter.cash[i])))

    def fitting(text, *args):
        if painting[0] and text in {session.money(c) for c in board.presenter.cash}:
            late.append(text)

    while_running(monkeypatch, fonts, "_fit", fitting)
    play_on(board, 3000)
    assert len(shown) >= 15, shown
    assert len(late) <= len(shown) // 10, f"{len(late)} of {len(shown)} cash figures fitted as they were painted: {late}"


def test_money_floating_is_made_ahead_and_kept_while_it_floats(home, monkeypatch):
    """A payment queued has its chip of money made in a frame with time to spare; each frame it
    floats draws that chip, not a new one."""

    from app_helpers import while_running

    board = bots_at_play((800, 600), seed=16)
    made: list[str] = []  # chips' words rendered while money floats
    seen: set[int] = set()  # every floater shown
    floating = while_running(monkeypatch, board.cards, "draw_floaters",
                             lambda surf: seen.update(id(f) for f in board.presenter.floaters))
    while_running(monkeypatch, fonts, "render", lambda text, *args, **kwargs: made.append(text) if floating[0] else None)
    play_on(board, 3000)
    assert len(seen) >= 10, seen
    assert len(made) <= len(seen) // 5, f"{len(made)} chips' words rendered for {len(seen)} floaters: {made}"


def test_a_game_opened_has_every_squares_tooltip_made_before_the_mouse_first_passes(home, monkeypatch):
    from byapar.app import widgets

    app = App((800, 600))
    monkeypatch.setattr(widgets, "_tooltips", fonts.SurfaceCache(2 * 1024 * 1024))
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bikash")]
    board = BoardScene(app, Session.start("byapar", seats, {"rounds": 0}, seed=3))
    board.layout(app.screen.get_size())
    steps = board.warm_up(pygame.Surface(app.screen.get_size()).convert())
    for _ in range(20):  # a step a frame, as the opening runs them
        if next(steps, StopIteration) is StopIteration:
            break
    app.push(board)
    painted = calls_to(monkeypatch, widgets, "_tooltip_box")
    hovered = set()
    for x in range(0, 800, 12):
        for y in range(0, 600, 12):
            square = board.board.square_at((x, y))
            if square is not None and square not in hovered:
                hovered.add(square)
                rest_on(app, (x, y))
                app.frame(FRAME)
                assert board.hover == square
    assert len(hovered) == len(board.game.edition.squares)
    assert painted == [], f"{len(painted)} tooltips painted as the mouse first passed"
