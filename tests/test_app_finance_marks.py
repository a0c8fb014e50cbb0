"""Finance's ownership house: a lot bought carries its owner's token in their colour at the
left end of its colour bar, and the deed and the square's tooltip say what that mark is."""

from __future__ import annotations

from app_helpers import button, click, settle

from byapar.app import board_view, drawing
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes import comfort_ui
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat
from byapar.engine import schema as S


def test_a_bought_lot_shows_its_owners_token_and_the_deed_and_tooltip_explain_it(home, monkeypatch):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(i, "human", name) for i, name in enumerate(["Asha", "Bikash"])]
    session = Session.start("finance", seats, {"opening": "seat"}, seed=3, dice=[(1, 2), (2, 3), (3, 4)] * 4)
    session.autosave_on = False
    game = session.game
    squares = game.edition.squares
    lot = next(s for s in range(1, 13) if squares[s].kind == S.PLACE and s > 2)
    game.script.clear()
    game.script.append((1, lot - 1) if lot - 1 <= 6 else (lot - 6, 6))
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    buyer = game.current
    click(app, "roll")
    settle(app)
    assert game.pending.kind == "buy" and game.pending.square == lot
    click(app, "buy")
    settle(app)
    assert game.owner(lot) == buyer
    drawn: list[tuple[str, tuple, tuple]] = []
    real = th.draw_token
    monkeypatch.setattr(board_view.th, "draw_token", lambda surf, shape, colour, centre, *a, **k:
                        (drawn.append((shape, tuple(colour), centre)), real(surf, shape, colour, centre, *a, **k)))
    colours = [session.colour(i) for i in range(len(game.players))]
    shown = app.screen.copy()
    board.board.draw_holdings(shown, board.board.holdings_key(game), colours)
    bar = board.board.to_screen(board.board.parts[lot].houses)
    on_bar = [(shape, colour) for shape, colour, centre in drawn if bar.collidepoint(centre)]
    assert (session.shape(buyer), board_view.HOUSE_WHITE) in on_bar  # the token's shape, on a house...
    owner = tuple(session.colour(buyer))[:3]
    painted = [(x, y) for x in range(bar.left, bar.right) for y in range(bar.top, bar.bottom)
               if tuple(shown.get_at((x, y)))[:3] == owner]
    assert len(painted) >= 40  # ...filled with the owner's colour
    name = game.players[buyer].name
    assert (t("deed_lot_mark"), name) in drawing.deed_rows(session, lot)
    tip = comfort_ui.square_tooltip(board, lot)
    assert name in tip and t("deed_lot_mark").lower() in tip.lower() and bar.w > 0
    assert button(app, "end") is not None
