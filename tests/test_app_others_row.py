"""The others' out-of-turn buttons: each names its person, shows only where that person can act
with it now (Classic: build; Finance: an offer, with cash or a place to give, or a sale) and
never before the first turn; they stand in a lower row of their own, under the buttons of the
person whose decision it is, and leave the hand-over's lines their room."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, button, click, clicks_settled, drawn, settle
from test_app_acting_card import asha_thrown_bina_holds_the_browns
from test_app_trading import HELD, finance_table

from byapar.app import theme as th
from byapar.app import widgets
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.session import Session, default_seat

OTHERS = ("trade_as", "build_as", "out_of_turn")
OWN = ("roll", "end", "buy", "decline", "trade", "manage_build", "manage_mortgage", "manage_sell", "ready")


def others(board: BoardScene) -> list:
    return [b for b in board.panel.buttons if b.id.startswith(OTHERS)]


def own(board: BoardScene) -> list:
    return [b for b in board.panel.buttons if b.id in OWN]


def apart_under(board: BoardScene) -> None:
    """The others' buttons all stand below every button of the decision's own, above the log."""
    theirs, mine = others(board), own(board)
    assert theirs and mine
    assert min(b.rect.top for b in theirs) > max(b.rect.bottom for b in mine), \
        ([(b.id, b.rect) for b in theirs], [(b.id, b.rect) for b in mine])
    assert max(b.rect.bottom for b in theirs) <= board.log_area().top


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("ne", 150)])
def test_classic_a_build_out_of_turn_stands_in_a_row_under_the_turns_own_buttons(lang_back, size, language, percent):
    """Asha's turn; Bina holds the browns: "Bina: build out of turn…" is under Asha's End turn,
    Trade…, Build… and Mortgage…, not in their grid."""
    app, board = asha_thrown_bina_holds_the_browns(size, language, percent)
    assert board.game.pending.player == 0 and board.panel.get("end") is not None
    assert button(app, "build_as_1").label == t("btn_build_as", name="Bina")
    apart_under(board)


def finance_throwing_off(app) -> BoardScene:
    """Finance for Asha, Bikash and Sita and a bot, who starts thrown for; Bikash already holds
    a lot (so only the time holds his buttons back)."""
    names = ("Asha", "Bikash", "Sita")
    seats = [default_seat(i, "human", n) for i, n in enumerate(names)] + [default_seat(3, "medium", "Bot")]
    session = Session.start("finance", seats, {"opening": "throw"}, seed=3, dice=[(1, 2), (3, 4), (1, 1), (2, 2)]
                            + [(1, 2)] * 40)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    session.game.give(HELD[1], 1)
    board.presenter.sync()
    board.changed()
    app.frame(FRAME)
    return board


def test_finance_nobody_acts_out_of_turn_while_throwing_for_who_starts_then_each_with_cash_may_offer(lang_back):
    app = app_in((800, 600), "ne", 150)
    board = finance_throwing_off(app)
    g = board.game
    for _ in range(8):  # the throws for who starts, each person's in turn
        settle(app)
        if g.pending.kind != "throw":
            break
        assert others(board) == [], [b.label for b in others(board)]
        click(app, "roll")
    settle(app)
    assert g.pending.kind == "roll" and g.pending.player == 1  # Bikash threw highest: his first turn
    # Asha and Sita hold no place but have cash, so may offer to buy one: one chooser names them
    assert [b.label for b in others(board)] == [t("btn_out_of_turn_people", names="Asha, Sita")]
    for _ in range(4):  # Bikash takes the laptop, throws and buys: then his turn's end
        if board.panel.get("ready") is not None:
            click(app, "ready")
        kind = g.pending.kind
        click(app, {"roll": "roll", "buy": "buy"}[kind])
        settle(app)
        if g.pending.kind == "end":
            break
    click(app, "end")
    settle(app)
    assert g.pending.player == 2 and board.panel.get("ready") is not None  # over to Sita
    # Asha's offer, Bikash's and his sale side by side would read below the window's least size:
    # one button across the row, naming them, opens them all
    assert [b.label for b in others(board)] == [t("btn_out_of_turn_people", names="Asha, Bikash")]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("ne", 150)])
def test_finance_each_persons_button_names_them_in_a_row_of_their_own(lang_back, size, language, percent):
    """Four people, each holding a lot: in Asha's turn Bina, Sita and Gita may each offer or
    sell, more than fits the row: one button each, named, each opening that person's chooser,
    where each name's label reads on one line in a third of the row (English at 1280x800);
    else (a third too narrow for it, or Nepali at 150%) one button across the row names them
    all and opens everyone's chooser."""
    app = app_in(size, language, percent)
    finance_table(app, [(n, "human") for n in ("Asha", "Bina", "Sita", "Gita")], holding=True)
    settle(app)
    board = app.top
    if size == (1280, 800) and language == "en":
        assert [b.label for b in others(board)] == [t("btn_out_of_turn_as", name=n) for n in ("Bina", "Sita", "Gita")]
        apart_under(board)
        click(app, "out_of_turn_2")
    else:
        assert [b.label for b in others(board)] == [t("btn_out_of_turn_people", names="Bina, Sita, Gita")]
        apart_under(board)
        click(app, "out_of_turn")
    assert sorted(b.label for b in board.panel.buttons if b.id.endswith("_2")) == sorted(
        [t("btn_trade_as", name="Sita"), t("btn_sell_as", name="Sita")])


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize(("language", "percent"), [("en", 100), ("ne", 150)])
def test_finance_hand_over_says_the_cash_as_classic_does(lang_back, size, language, percent):
    """Asha buys her lot and ends her turn: the hand-over to Bikash says his cash under "Bikash,
    click when ready", whole, above the others' buttons, as Classic's does."""
    app = app_in(size, language, percent)
    s = finance_table(app, [(n, "human") for n in ("Asha", "Bikash", "Sita")] + [("Bot", "medium")], holding=True)
    settle(app)
    clicks_settled(app, "roll", "buy", "end")
    board = app.top
    assert s.game.pending.player == 1 and board.panel.get("ready") is not None
    cash = t("sit_cash", name="Bikash", cash=s.money(s.game.players[1].cash))
    ready = board.panel.get("ready").rect
    shown = {d.text: d for d in drawn(app) if d.box.x == ready.x and d.box.top >= ready.bottom}
    assert cash in shown, list(shown)
    assert not shown[cash].cut and shown[cash].box.bottom <= min(b.rect.top for b in others(board))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_finance_the_others_row_reads_at_the_window_s_least_size_grown(lang_back, size, language):
    """A family of three and a Medium bot at Finance, 150%: in Asha's turn Bikash and Sita may
    each act out of turn. Their row's labels read no smaller than the window's least size grown
    by the text size (two names side by side once read at 12 px at 800x600), and a click on the
    row opens what each of them may do."""
    app = app_in(size, language, 150)
    finance_table(app, [("Asha", "human"), ("Bikash", "human"), ("Sita", "human"), ("Bot", "medium")],
                  holding=True)
    settle(app)
    board = app.top
    widgets._button_cache.clear()
    labels = {b.label for b in others(board)}
    said = [d for d in drawn(app) if d.text in labels]
    assert said and min(d.size for d in said) >= th.text_floor(size) * th.text_scale, [(d.text, d.size) for d in said]
    apart_under(board)
    first = others(board)[0].id  # Bikash's own, or where they share the row, everyone's
    click(app, first)
    offered = {b.id for b in board.panel.buttons if b.id.startswith(("trade_as", "sell_as"))}
    assert {"trade_as_1", "trade_as_2"} <= offered if first == "out_of_turn" else "trade_as_1" in offered, offered
