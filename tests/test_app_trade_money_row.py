"""The trade window's money rows stand in one place whether a person makes an offer or answers a
bot's counter with their own: a click aimed at a +10 in one window lands on that +10 in the other,
whatever the heading says on the right, whether a status line shows, and whoever else at the
table holds a bail card."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_in, click, click_at, open_board, settle, wheel_at
from helpers import give

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes.trade import TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A

SITA = ("Connecticut Avenue", "States Avenue", "Virginia Avenue", "St. James Place", "Tennessee Avenue", "Water Works")
BOT_A = ("Baltic Avenue", "Oriental Avenue", "Vermont Avenue", "Kentucky Avenue", "North Carolina Avenue")


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def sita_and_three_bots(size, language: str, percent: int) -> tuple:
    """Classic: Sita (a person) holding SITA's places and Bots A, B and C, Bot A holding BOT_A's;
    the app, the session (its board not yet open) and the squares by name."""
    app = app_in(size, language, percent)
    seats = [default_seat(0, "human", "Sita")] + [default_seat(i, "medium", f"Bot {'ABC'[i - 1]}") for i in (1, 2, 3)]
    s = Session.start("classic", seats, {"opening": "seat", "bot_offers": "never"}, seed=3)
    square = {sq.name: i for i, sq in enumerate(s.game.edition.squares)}
    give(s.game, 0, *[square[name] for name in SITA])
    give(s.game, 1, *[square[name] for name in BOT_A])
    return app, s, square


def money_rows(trade: TradeScene) -> dict[str, pygame.Rect]:
    """Each side's money field and steps, where they stand."""
    rows = {b.id: pygame.Rect(b.rect) for b in trade.panel.buttons if b.id.startswith(("give_cash_", "get_cash_"))}
    rows.update({f.id: pygame.Rect(f.rect) for f in trade.panel.fields})
    return rows


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_money_rows_stand_alike_in_the_offer_and_the_counter_offer(home, size, language, percent):
    """Classic, Sita and three bots, Bot C holding a bail card: Sita opens her offer to Bot A and
    closes it; her offer then goes to Bot A, which counters, and Sita counters in turn. Her
    counter-offer has no partner tabs, notes worded otherwise at its top and a status saying it
    completes Bot A's group, yet its money fields and steps stand exactly where the offer's did,
    at the large text in the small window too, where the places' least rows set them."""
    app, s, square = sita_and_three_bots(size, language, percent)
    g = s.game
    g.players[3].bail_cards.append(sorted(g.edition.decks)[0])  # none of the trade's, yet a partner's tab away
    open_board(app, s)
    settle(app)
    click(app, "trade")
    click(app, "partner_1")
    offer = app.top
    assert isinstance(offer, TradeScene) and not offer.counter and offer.partner == 1
    before = money_rows(offer)
    assert len(before) == 10  # two fields and four steps a side
    click(app, "close")
    s.apply(A.Offer(1, A.Items(), A.Items((square["Baltic Avenue"],))))
    s.apply(A.Counter(A.Items((), 330), A.Items((square["Connecticut Avenue"],))))  # Bot A's answer
    settle(app)
    click(app, "counter")
    counter = app.top
    assert isinstance(counter, TradeScene) and counter.counter and counter.partner == 1
    assert counter.status_lines(), "the counter says it completes Bot A's group"
    after = money_rows(counter)
    moved = {k: (before[k], after.get(k)) for k in before if after.get(k) != before[k]}
    assert not moved, moved


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_another_player_owes_moves_no_money_row(home, size, language):
    """Business GST, Asha and two bots, Bot B owing the bank a loan: the line saying a loan
    stays with its borrower is kept in every window of Asha's, so her money rows and the GST
    line's room under them stand alike in her offer to Bot A, the same offer turned to Bot B, and
    her counter-offer to Bot A's counter."""
    app = app_in(size, language)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot A"), default_seat(2, "medium", "Bot B")]
    s = Session.start("business_gst", seats, {"opening": "seat", "bot_offers": "never"}, seed=3)
    g = s.game
    lots = [i for i, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 0, *lots[:3])
    give(g, 1, *lots[3:6])
    give(g, 2, lots[6])
    g.set_loan(2, 3000)
    open_board(app, s)
    settle(app)
    click(app, "trade")
    click(app, "partner_1")
    offer = app.top
    assert isinstance(offer, TradeScene) and not offer.counter
    to_a = money_rows(offer)
    click(app, "partner_2")
    assert offer.partner == 2 and money_rows(offer) == to_a
    click(app, "close")
    s.apply(A.Offer(1, A.Items(), A.Items((lots[3],))))
    s.apply(A.Counter(A.Items((), 300), A.Items((lots[0],))))
    settle(app)
    click(app, "counter")
    counter = app.top
    assert isinstance(counter, TradeScene) and counter.counter and counter.partner == 1
    assert money_rows(counter) == to_a


@pytest.mark.parametrize("size, language, percent", [((1280, 800), "en", 100), ((800, 600), "ne", 150)])
def test_a_bail_card_drawn_between_offers_moves_no_money_row(home, size, language, percent):
    """Classic, Sita and three bots, none holding a bail card: Sita opens her offer and closes
    it, then draws a Get Out of Jail Free card. Her next offer shows the card after the
    places in her list, yet her money field stands where it stood, a click where it was types
    there, and the card, scrolled to, is picked as a place is."""
    app, s, square = sita_and_three_bots(size, language, percent)
    g = s.game
    open_board(app, s)
    settle(app)
    click(app, "trade")
    before = money_rows(app.top)
    click(app, "close")
    g.players[0].bail_cards.append(sorted(g.edition.decks)[0])
    click(app, "trade")
    offer = app.top
    assert isinstance(offer, TradeScene) and money_rows(offer) == before
    click_at(app, before["give_cash_typed"].center)
    assert offer.cash_fields["give"].focused and offer.cash["give"] == 0
    for _ in range(len(SITA)):  # the card follows her places in their list: scrolled to where needed
        if offer.panel.get("give_card_0") is not None:
            break
        wheel_at(app, offer.lists["give"].center, -1)
    click(app, "give_card_0")
    assert offer.cards["give"] == [sorted(g.edition.decks)[0]] and money_rows(offer) == before
