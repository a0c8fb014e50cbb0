"""The hand-over tells the person the laptop passes to what they need as they sit down: their
cash, and what happened to their money and places since their last turn, in the log's words,
under "click when ready" on the board and in the answer's window, whole at 800x600 at 150%."""

from __future__ import annotations

import pytest
from app_helpers import (
    app_in,
    board_of,
    classic_family,
    click,
    click_at,
    clicks_settled,
    drawn,
    drawn_on_top,
    family,
    laptop_taken,
    over_to_sita,
    raise_least,
    settle,
    table,
    take_laptop,
    type_text,
)
from helpers import give, put_at

from byapar.app import lang
from byapar.app.i18n import t
from byapar.app.words import plain

ORIENTAL = 6  # Classic
JUMLA = 3  # Byapar


def rent_paid_to_bikash(language: str, percent: int):
    """Bikash buys Jumla; Sita throws onto it and pays him its rent; the laptop is to pass back to Bikash."""
    app = app_in((800, 600), language, percent)
    board = over_to_sita(app, dice=[(1, 2), (1, 2), (2, 3), (2, 3)] + [(2, 3)] * 60)
    take_laptop(app)
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    assert board.game.pending.player == 0 and app.top.panel.get("ready") is not None
    return app, board


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_hand_over_says_the_next_persons_cash_and_the_rent_they_were_paid(lang_back, language, percent):
    app, board = rent_paid_to_bikash(language, percent)
    money = board.session.money
    cash = t("sit_cash", name="Bikash", cash=money(board.game.players[0].cash))
    rent = plain(board.presenter.lines_about(0)[-1])
    if language == "en":
        assert rent == "Sita paid Rs\xa040 rent to Bikash for Jumla"
    ready = app.top.panel.get("ready").rect
    under = {d.text: d for d in drawn(app) if d.box.x == ready.x and d.box.top >= ready.bottom}  # not the log's
    for text in (cash, rent):
        d = under.get(text)
        assert d is not None, (text, list(under))
        assert not d.cut and d.squeeze == 1.0 and d.box.bottom <= board.log_area().top


def test_before_a_turn_of_theirs_the_hand_over_says_their_cash_alone(lang_back):
    """Over to Sita for her first turn: her cash, and nothing of Bikash's purchase, which was not hers."""
    app = app_in((800, 600), "en", 150)
    over_to_sita(app)
    texts = [d.text for d in drawn(app)]
    assert "Sita has Rs\xa015,000 in cash" in texts
    assert t("sit_since") not in texts and t("sit_quiet") not in texts
    assert board_of(app).presenter.lines_about(1) is None


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_answer_window_waiting_for_its_person_says_their_cash_not_the_offer(lang_back, language):
    """Asha offers Bikash $200 for Oriental Avenue: the window waiting for Bikash names his cash,
    and still nothing of the offer."""
    app = app_in((800, 600), language, 150)
    board = classic_family(app)
    give(board.game, 1, ORIENTAL)
    settle(app)
    board.act(f"offer 1 give cash:200 get {ORIENTAL}")
    settle(app)
    texts = {d.text: d for d in drawn_on_top(app)}
    cash = t("sit_cash", name="Bikash", cash=board.session.money(1_500))
    assert cash in texts and not texts[cash].cut
    assert texts[cash].box.bottom <= app.top.panel.get("ready").rect.top
    assert not [x for x in texts if lang.square_name(board.game.edition.squares[ORIENTAL]) in x]



def test_the_laptop_back_in_the_same_turn_tells_only_what_happened_since_the_last_decision(lang_back):
    """Classic, Chandra holding Baltic Avenue and Bikash Oriental Avenue. Round 2: Asha pays
    Bikash Oriental's rent, then in the same turn offers him $100 for it; he turns it down and the
    laptop comes back to her: her hand-over tells his answer, not the rent she paid a moment before."""
    app = app_in((800, 600), "en", 100)
    board = classic_family(app, {"bot_offers": "never"})  # Bot Sita throws: no offer for Oriental first
    give(board.game, 2, 3)
    give(board.game, 1, ORIENTAL)
    settle(app)
    for first_turn in range(3):  # Asha, Bikash and Chandra throw 1+2 onto Baltic Avenue; Bot Sita plays
        if first_turn:
            take_laptop(app)
        click(app, "roll")
        settle(app)
        click(app, "end")
        settle(app)
    take_laptop(app)
    click(app, "roll")  # Asha: 1+2 again, onto Oriental Avenue
    settle(app)
    assert board.game.pending.player == 0 and board.game.players[0].position == ORIENTAL
    assert board.act(f"offer 1 give cash:100 get {ORIENTAL}") is not None
    settle(app)
    assert board.act("reject") is not None
    settle(app)
    told = [plain(line) for line in board.presenter.lines_about(0)]
    assert not [line for line in told if "rent" in line], told
    assert [line for line in told if "Bikash" in line and "trade" in line], told


def test_the_hand_over_counts_from_when_the_person_last_played_and_says_so(lang_back):
    """The hand-over's lines run from the person's last decision where that came after their
    last turn (an answer, a bid in another's auction): "since your last turn" then read as
    false ("nothing of yours changed", with rent just paid to them before that answer)."""
    app, board = rent_paid_to_bikash("en", 100)
    texts = [d.text for d in drawn(app)]
    assert "Since you last played:" in texts
    assert not any("last turn" in text for text in texts), [text for text in texts if "last turn" in text]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_an_auction_won_with_the_persons_own_bid_is_not_told_back_to_them(lang_back, language):
    """Asha, Bikash and Chandra share the laptop. Asha throws onto Jumla and declines it; in its
    auction Asha drops out, Bikash bids, and then Chandra drops out: Jumla is Bikash's by his own
    bid. Asha ends her turn; as Bikash sits down for his first turn the hand-over says his cash,
    and nothing of the auction he won himself."""
    app = app_in((1280, 800), language, 100)
    board = family(app, ["Asha", "Bikash", "Chandra"])
    settle(app)
    clicks_settled(app, "roll", "decline")
    laptop_taken(app)
    click(app, "drop")  # Asha
    settle(app)
    raise_least(app)  # Bikash, his last decision before his turn
    settle(app)
    laptop_taken(app)
    click(app, "drop")  # Chandra: the auction closes, Bikash wins
    settle(app)
    assert board.game.owner(JUMLA) == 1
    click(app, "end")
    settle(app)
    assert board.game.pending.player == 1 and app.top.panel.get("ready") is not None
    assert not board.presenter.lines_about(1)
    ready = app.top.panel.get("ready").rect
    under = [d.text for d in drawn(app) if d.box.x == ready.x and d.box.top >= ready.bottom]  # not the log's
    jumla = lang.square_name(board.game.edition.squares[JUMLA])
    assert t("sit_cash", name="Bikash", cash=board.session.money(board.game.players[1].cash)) in under, under
    assert t("sit_since") not in under and not [x for x in under if jumla in x], under


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_gst_on_an_auction_won_with_the_persons_own_bid_is_not_told_back_to_them(lang_back, language):
    """Business GST, three people: Asha throws onto Agra and declines it; Bikash wins its auction
    with his own bid and pays the GST on it. As he sits down for his first turn the hand-over says
    his cash, and neither the auction nor its GST: both were his own doing."""
    app = app_in((1280, 800), language, 100)
    board = table(app, "business_gst", ("human", "human", "human"), dice=[(1, 2)] * 10,
                  names=["Asha", "Bikash", "Chandra"])
    game = board.game
    agra = next(s for s, sq in enumerate(game.edition.squares) if sq.name == "Agra")
    put_at(game, 0, agra - 3)
    cash = game.players[1].cash
    board.presenter.sync()
    settle(app)
    clicks_settled(app, "roll", "decline")
    laptop_taken(app)
    click(app, "drop")  # Asha
    settle(app)
    laptop_taken(app)  # Bikash bids Rs 2,000: Rs 100 of GST on it
    click_at(app, app.top.amount.rect.center)
    type_text(app, "2000")
    click(app, "bid_typed")
    settle(app)
    laptop_taken(app)
    click(app, "drop")  # Chandra: the auction closes, Bikash wins and owes its GST
    settle(app)
    assert game.owner(agra) == 1
    assert game.players[1].cash == cash - 2_100  # the bid and its GST
    click(app, "end")
    settle(app)
    assert game.pending.player == 1 and app.top.panel.get("ready") is not None
    assert not board.presenter.lines_about(1), board.presenter.lines_about(1)


def test_the_hand_over_tells_of_houses_another_built_since(lang_back):
    """Sita, holding Gorkha, Bandipur and Tansen, builds a house on each in her turn: as the laptop
    passes back to Bikash, the hand-over says so (the rents he may pay have risen), where it said
    nothing of his had changed."""
    app = app_in((1280, 800), "en")
    board = over_to_sita(app)
    hills = (16, 18, 19)  # Gorkha, Bandipur, Tansen
    give(board.game, 1, *hills)
    take_laptop(app)
    for s in hills:
        board.act(f"build {s}")
    settle(app)
    clicks_settled(app, "roll", "end")
    assert board.game.pending.player == 0 and app.top.panel.get("ready") is not None
    told = [plain(line) for line in board.presenter.lines_about(0)]
    assert [line for line in told if line.startswith("Sita built")] == [
        f"Sita built the 1st house on {name}" for name in ("Gorkha", "Bandipur", "Tansen")], told
