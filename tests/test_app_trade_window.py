"""The trade window holds its shape and closes an exchange cleanly: each side's heading clear of
its place chips at every size, text size and language; each seat's tab in one place whoever
proposes; the money rows at one height whatever the lists hold; and a bot's refusal said with
its reason, over a window with only Close left, while nothing plays on behind it."""

from __future__ import annotations

import pygame
import pytest
import test_app_trading as trading
from app_helpers import FRAME, button, click, drawn_on_top, open_board, settle, until_answered
from helpers import give

from byapar.app import fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

HUMLA, JUMLA, THAMEL, DURBAR_MARG = 1, 3, 37, 39


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def places(game) -> list[int]:
    return [i for i, sq in enumerate(game.edition.squares) if sq.kind == "place"]


def board_of_four(size, held: tuple[int, ...] = (3, 4, 2, 0), language: str = "en", percent: int = 100) -> BoardScene:
    """A Finance table of four people, seat k holding held[k] places, in `language` at `percent` text."""
    app = App(size)
    lang.use(language)  # as the settings choose them
    th.set_text_size(percent)
    seats = [default_seat(i, "human", name) for i, name in enumerate(("Asha", "Bina", "Chandra", "Dipak"))]
    board = open_board(app, Session.start("finance", seats, {"opening": "seat"}, seed=3))  # Asha first
    lots = iter(places(board.game))
    for k, n in enumerate(held):
        give(board.game, k, *[next(lots) for _ in range(n)])
    return board


def opened(board: BoardScene, by: int | None = None) -> TradeScene:
    trade = TradeScene(board.app, board, by=by)
    board.app.push(trade)
    board.app.frame(FRAME)
    return trade


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_each_side_s_heading_stands_clear_of_its_place_chips(home, size, language, percent):
    trade = opened(board_of_four(size, (9, 9, 0, 0), language, percent))
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        trade.draw_content(trade.app.screen)
    finally:
        fonts.recording(None)
    g = trade.game
    heads = [d for side in ("give", "get") for d in seen if d.box.topleft == trade.columns[side].topleft]
    assert [d.text.split()[0] for d in heads] == [g.players[0].name, g.players[1].name], [d.text for d in seen]
    chips = [b for b in trade.panel.buttons if "_sq_" in b.id]
    for side in ("give", "get"):  # the first of each side's nine shown, the rest counted below them
        shown = [b for b in chips if b.id.startswith(f"{side}_sq_")]
        assert shown and len(shown) + trade.more[side][1] == 9
    over = [(d.text, b.id) for d in heads for ink in d.ink if ink.h for b in chips if ink.colliderect(b.rect)]
    assert not over, over


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_each_seat_s_tab_stands_in_one_place_whoever_proposes(home, size):
    board = board_of_four(size)
    tabs = {}
    for by in (None, 1, 2, 3):  # Asha's own offer, then each of the others' out of turn
        trade = opened(board, by)
        me = trade.me
        tabs[me] = {q: pygame.Rect(button(trade.app, f"partner_{q}").rect) for q in range(4) if q != me}
        assert trade.panel.get(f"partner_{me}") is None  # my own seat: no tab, words in its place
        tabs[me][me] = pygame.Rect(trade.own_seat.rect)
        mine = trade.own_seat.label.replace("\u00a0", " ")
        assert mine == f"You: {board.game.players[me].name}"  # named: it stands in its seat's place
        trade.app.pop()
    for q in range(4):
        assert len({tuple(tabs[me][q]) for me in range(4)}) == 1, (q, {me: tabs[me][q] for me in range(4)})


def money_rows(trade: TradeScene) -> dict[str, pygame.Rect]:
    out = {b.id: pygame.Rect(b.rect) for b in trade.panel.buttons if "_cash_" in b.id}
    out.update({f.id: pygame.Rect(f.rect) for f in trade.panel.fields})
    return out


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_money_rows_stand_still_whatever_the_lists_hold(home, size, percent):
    """The money rows stand where they do for two rows of places a side, or for four where a side
    holds that many; past four rows the lists scroll and the money rows stay put."""
    rows = {}
    for held in ((1, 1), (4, 3), (8, 8), (22, 0)):
        trade = opened(board_of_four(size, (*held, 0, 0), percent=percent))
        rows[held] = money_rows(trade)
        money_top = min(r.y for r in rows[held].values())
        chips = [b.rect for b in trade.panel.buttons if "_sq_" in b.id]
        assert len(chips) + trade.more["give"][1] + trade.more["get"][1] == sum(held)  # the rest scroll into view
        assert all(c.bottom < money_top and trade.rect.contains(c) for c in chips), held  # the places stay above
    assert len(rows[1, 1]) == 10 and rows[1, 1] == rows[4, 3] and rows[8, 8] == rows[22, 0]
    assert min(r.y for r in rows[8, 8].values()) >= min(r.y for r in rows[1, 1].values())


def bot_table(app: App, bot: str = "hard") -> Session:
    """Asha and a bot at the first turn: Asha holds Thamel and Humla, the bot Durbar Marg and Jumla."""
    return trading.table(app, [("Asha", "human"), ("Bot Sita", bot)], {"bot_offers": "never"})


def test_a_hard_bot_that_plays_an_offer_out_and_refuses_says_what_it_keeps(home, monkeypatch):
    app = App((1280, 800))
    s = bot_table(app)
    settle(app)
    bot = s.bots[1]
    played = []  # the bot's games played forward go worse taken: refusing is its pick
    monkeypatch.setattr(bot.rollouts, "best", lambda view, me, choices: played.append(choices) or (A.REJECT, 0.0))
    click(app, "trade")
    trade = app.top
    click(app, f"get_sq_{JUMLA}")
    for _ in range(6):
        click(app, "give_cash_1000")  # Rs 6,000 for Jumla: more than its rules of thumb ask for Karnali's last place
    click(app, "offer")
    until_answered(app)
    assert played, "the bot's rules of thumb took it; only its games played out refused"
    assert s.game.history[-1] == "reject" and s.game.owner(JUMLA) == 1
    assert trade.result == "Bot Sita turned it down: “I'd rather keep Jumla; the game goes better for me with it.”"
    assert app.top is trade and [b.id for b in trade.panel.buttons] == ["close", "change"]
    click(app, "close")
    assert isinstance(app.top, BoardScene) and s.game.pending.player == 0


def test_an_offer_turned_down_can_be_changed_and_made_again_while_offers_are_left(home, monkeypatch):
    """Asha offers a Hard bot Rs 6,000 for Jumla and it turns it down. "Change the offer" puts the
    same offer back in hand, the bot's words still shown; she adds Rs 1,000 and makes it again.
    Once her three offers this turn are spent, only Close is left."""
    app = App((1280, 800))
    s = bot_table(app)
    settle(app)
    monkeypatch.setattr(s.bots[1].rollouts, "best", lambda view, me, choices: (A.REJECT, 0.0))
    click(app, "trade")
    trade = app.top
    click(app, f"get_sq_{JUMLA}")
    for _ in range(6):
        click(app, "give_cash_1000")
    for cash in (6_000, 7_000, 8_000):
        click(app, "offer")
        until_answered(app)
        assert trade.done and s.game.history[-2:] == [f"offer 1 give cash:{cash} get {JUMLA}", "reject"]
        if cash == 8_000:
            break
        refusal = trade.result
        assert [b.id for b in trade.panel.buttons] == ["close", "change"]
        click(app, "change")
        assert not trade.done and trade.get == {JUMLA} and trade.cash["give"] == cash
        assert trade.result == refusal  # the bot's words stand till something is changed
        click(app, "give_cash_1000")
    assert s.game.offers_left(0) == 0 and [b.id for b in trade.panel.buttons] == ["close"]


def test_a_refused_counter_offer_leaves_only_close_and_the_bot_waits_till_it_is_closed(home):
    app = App((1280, 800))
    s = Session.start("byapar", [default_seat(0, "hard", "Bot Sita"), default_seat(1, "human", "Asha")],
                      {"bot_offers": "never"}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    g = s.game
    give(g, 0, THAMEL, HUMLA)
    give(g, 1, DURBAR_MARG, JUMLA)
    app.prefs["bot_speed"] = "instant"
    s.apply(A.Offer(1, A.Items((HUMLA,), 2000), A.Items((DURBAR_MARG,))))  # the bot's offer, before its throw
    board = open_board(app, s)
    settle(app)
    click(app, "counter")
    trade = app.top
    click(app, f"get_sq_{HUMLA}")
    click(app, f"give_sq_{DURBAR_MARG}")  # Asha answers: just the Rs 2,000, keeping Durbar Marg
    click(app, "offer")
    until_answered(app)
    assert g.history[-2:] == ["counter give - get cash:2000", "reject"]
    assert trade.result == "Bot Sita turned it down: “That asks something of me and gives me nothing for it.”"
    assert app.top is trade and [b.id for b in trade.panel.buttons] == ["close"]  # nothing live is left
    assert board.holding_bots()
    moves = len(g.history)
    for _ in range(300):  # five seconds of frames: the bot's turn would have moved on
        app.frame(FRAME)
    assert len(g.history) == moves and g.pending.player == 0 and g.pending.kind == "roll"
    click(app, "close")
    settle(app)
    assert app.top is board and len(g.history) > moves  # the bot plays on once the answer is closed


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_counter_offer_draws_no_partner_tabs_and_its_places_take_their_row(home, language):
    """Bot Sita offers Asha Humla and Rs 2,000 for Durbar Marg at a table of four, 800x600 and the
    largest text; Asha counters: the counter goes back to Bot Sita alone, so no player's tab is
    drawn (nor Bot Ram's or Bot Hari's name), and the row they took goes to the places: all six
    of Asha's show without scrolling."""
    lang.use(language)
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", language=language, hints=False, text_size=150)
    th.set_text_size(150)
    seats = [default_seat(0, "hard", "Bot Sita"), default_seat(1, "human", "Asha"),
             default_seat(2, "medium", "Bot Ram"), default_seat(3, "medium", "Bot Hari")]
    s = Session.start("byapar", seats, {"bot_offers": "never"}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    give(s.game, 0, THAMEL, HUMLA, 6, 8)
    give(s.game, 1, DURBAR_MARG, JUMLA, 11, 13, 14, 16)
    s.apply(A.Offer(1, A.Items((HUMLA,), 2000), A.Items((DURBAR_MARG,))))  # the bot's offer, before its throw
    open_board(app, s)
    settle(app)
    click(app, "counter")
    trade = app.top
    assert isinstance(trade, TradeScene) and trade.counter
    assert not [b.id for b in trade.panel.buttons if b.id.startswith("partner_")]
    drawn = [d.text for d in drawn_on_top(app)]
    assert not [text for text in drawn if "Bot Ram" in text or "Bot Hari" in text], drawn
    shown = {int(b.id.rsplit("_", 1)[1]) for b in trade.panel.buttons if b.id.startswith("give_sq_")}
    assert shown == set(s.game.owned[1]) and trade.more["give"] == (0, 0), (shown, trade.more)
