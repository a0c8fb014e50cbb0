"""Classic, short of money: "If a player runs out of money but still has assets that can be
converted to cash, they can do so by selling buildings, mortgaging properties, or trading
with other players." Offers and their answers happen while the debt is being raised; the
debt is paid as soon as a trade covers it. Byapar's page keeps raising to the bank."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, board_of, button, click
from edition_helpers import give, of, play, seat_game, set_cash

from byapar.app import store, words
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.session import Session, default_seat
from byapar.bots import make_bot
from byapar.engine import GameView, IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine.invariants import check

MEDITERRANEAN, BALTIC, ORIENTAL, VERMONT, CONNECTICUT = 1, 3, 6, 8, 9


def owing_rent(players: int = 2):
    """Asha ($10, Oriental and Vermont) throws 1 + 2 onto Bikash's Baltic with two houses: $60."""
    game = seat_game("classic", players, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=2)
    give(game, 0, ORIENTAL, VERMONT)
    set_cash(game, 0, 10)
    play(game, "roll")
    assert (game.pending.kind, game.pending.amount) == ("raise", 60)
    return game


def test_a_player_raising_a_debt_may_offer_a_trade_and_a_sale_pays_the_debt():
    game = owing_rent()
    assert game.can_offer()
    events = play(game, "offer 1 give 6 get cash:100")
    assert of(events, E.TradeOffered) == [E.TradeOffered(0, 1, "offer 1 give 6 get cash:100")]
    assert (game.pending.kind, game.pending.player) == ("trade", 1)
    events = play(game, "accept")
    assert game.owner(ORIENTAL) == 1
    assert E.Paid(0, 1, 60, "rent", BALTIC) in events  # paid from the sale, at once
    assert game.players[0].cash == 10 + 100 - 60 and game.pending.kind == "end"


def test_a_refused_offer_leaves_the_debt_to_raise():
    game = owing_rent()
    play(game, "offer 1 give 6 get cash:100", "reject")
    assert (game.pending.kind, game.pending.amount, game.players[0].cash) == ("raise", 60, 10)
    play(game, "mortgage 6")  # and the bank still lends
    assert game.pending.kind == "end"


def test_a_trade_too_small_for_the_debt_leaves_the_rest_to_raise():
    game = owing_rent()
    play(game, "offer 1 give 6 get cash:20", "accept")
    assert (game.pending.kind, game.players[0].cash) == ("raise", 30)
    assert game.legal_actions() == [A.Mortgage(VERMONT)]


def test_a_counter_offer_answers_while_the_debt_waits():
    game = owing_rent()
    play(game, "offer 1 give 6 get cash:100")
    play(game, "counter give cash:80 get 6")
    assert (game.pending.kind, game.pending.player) == ("trade", 0)
    play(game, "accept")
    assert game.owner(ORIENTAL) == 1 and game.players[0].cash == 10 + 80 - 60
    assert game.pending.kind == "end"


def test_three_offers_a_turn_while_raising_too():
    game = owing_rent()
    for _ in range(3):
        play(game, "offer 1 give 6 get cash:500", "reject")
    assert not game.can_offer()
    with pytest.raises(IllegalAction) as caught:
        game.apply("offer 1 give 6 get cash:100")
    assert caught.value.code == "offers-used"


def test_a_debtor_who_isnt_on_turn_may_trade_too():
    """A card makes every player pay the one who drew it: each debtor raises and may trade."""
    game = seat_game("classic", 3, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=2)
    give(game, 2, ORIENTAL, VERMONT)
    set_cash(game, 2, 10)
    play(game, "roll")  # Asha owes Bikash $60; her cash pays
    play(game, "end")
    game.script.append((1, 2))
    play(game, "roll")  # Bikash onto his own Baltic: nothing owed
    play(game, "end")
    game.script.append((1, 2))
    play(game, "roll")  # Chandra owes $60 on Baltic with $10 in hand
    assert (game.pending.kind, game.pending.player) == ("raise", 2)
    play(game, "offer 0 give 6 get cash:100", "accept")
    assert game.owner(ORIENTAL) == 0 and game.pending.kind == "end"


def test_byapar_keeps_raising_money_to_the_bank():
    from helpers import give as give_byapar
    from helpers import make_game
    from helpers import set_cash as set_cash_byapar

    game = make_game(dice=[(1, 3)])
    give_byapar(game, 0, 6, 8, 9)
    set_cash_byapar(game, 0, 1_000)
    play(game, "roll")
    assert game.pending.kind == "raise" and not game.can_offer()
    with pytest.raises(IllegalAction):
        game.apply("offer 1 give 6 get cash:5000")


# ----- bots -------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_short_of_money_sells_a_place_to_a_player_who_wants_it(kind):
    """Bikash owns two of the light blues and has cash; Asha, a bot, owes $180 with $10 and
    holds the third, which the bank would lend only $50 on: rather than go bankrupt she offers
    it to him for at least its price, he takes it, the debt is paid."""
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 1, VERMONT, CONNECTICUT)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    set_cash(game, 1, 1_000)
    play(game, "roll")
    assert game.pending.kind == "raise"
    asha, bikash = make_bot(kind, seed=1), make_bot("medium", seed=2)
    views = [GameView(game), GameView(game)]
    action = asha.decide(views[0], game.legal_actions())
    assert isinstance(action, A.Offer) and action.give.squares == (ORIENTAL,)
    assert action.get.cash >= game.squares[ORIENTAL].price
    play(game, str(action))
    assert game.pending.kind == "trade"
    answer = bikash.decide(views[1], game.legal_actions())
    assert answer == A.ACCEPT  # priced at what Medium's procedure in his seat pays
    events = play(game, str(answer))
    check(game)
    assert game.owner(ORIENTAL) == 1 and game.pending.kind == "end"
    assert E.Paid(0, 1, 180, "rent", BALTIC) in events and not game.players[0].bankrupt


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_a_bot_that_would_go_bankrupt_offers_a_sale_it_would_take_if_it_were_offered_to_it(kind):
    """Asha, a bot, owes $180 with $10 and Oriental, which the bank lends only $50 on, so the bank
    can't save her: she sells Oriental to Bikash, whose set it finishes, and that sale asked of her
    the other way round, at that moment, she takes (bankruptcy would lose her everything). A sale
    for less than the bank lends on the place brings her no nearer, and that she would not take."""
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 1, VERMONT, CONNECTICUT)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    set_cash(game, 1, 1_000)
    play(game, "roll")
    assert (game.pending.kind, game.pending.amount) == ("raise", 180)
    asha, view = make_bot(kind, seed=1), GameView(game)
    action = asha.decide(view, game.legal_actions())
    assert isinstance(action, A.Offer) and action.give.squares == (ORIENTAL,)
    assert asha.would_take(view, 0, 1, action.give, action.get)
    assert not asha.would_take(view, 0, 1, A.Items((ORIENTAL,)), A.Items((), 40))  # the bank lends $50


def test_a_bot_whose_offer_is_refused_raises_from_the_bank_without_asking_again():
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 1, VERMONT, CONNECTICUT)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    set_cash(game, 1, 1_000)
    play(game, "roll")
    asha, view = make_bot("medium", seed=1), GameView(game)
    offer = asha.decide(view, game.legal_actions())
    play(game, str(offer), "reject")
    assert game.pending.kind == "raise"
    again = asha.decide(view, game.legal_actions())
    assert again == A.Mortgage(ORIENTAL)


def test_bots_play_whole_classic_games_with_sales_while_raising():
    """Bots-only Classic games: sales to players happen while raising, and every game ends."""
    sales = 0
    for seed in range(6):
        seats = [default_seat(i, "medium", f"Bot {i}") for i in range(3)]
        s = Session.start("classic", seats, {"rounds": 0, "starting_money": 500}, seed=seed)
        s.autosave_on = False
        for _ in range(20_000):
            if s.game.over:
                break
            raising = s.game.pending.kind == "raise"
            events = s.apply(s.bot_action())
            sales += raising and any(isinstance(e, E.TradeOffered) for e in events)
        assert s.game.over
    assert sales > 0


# ----- the app ----------------------------------------------------------------------------------

def raising_asha(baltic_level: int, *hers: int) -> tuple[App, Session]:
    """Classic, Asha and Bikash at the laptop: Asha, with $10 and `hers`, throws 1 and 2 onto
    Bikash's Baltic Avenue built to `baltic_level`; the app once her raise view is up."""
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    s = Session.start("classic", seats, {"opening": "seat"}, seed=1, dice=[(1, 2)])
    s.autosave_on = False
    give(s.game, 1, MEDITERRANEAN, BALTIC, level=baltic_level)
    give(s.game, 0, *hers)
    set_cash(s.game, 0, 10)
    app = App((1280, 800), seed=4)
    app.prefs.update(hints=False, bot_speed="instant")
    app.replace("board", s)
    board = board_of(app)
    click(app, "roll")
    for _ in range(200):  # bounded: the throw and the rent play out
        board.presenter.skip()
        app.frame(FRAME)
        if board.raising():
            break
    assert board.raising()
    return app, s


def test_a_person_raising_money_opens_a_trade_from_the_raise_view(home):
    app, _ = raising_asha(2, ORIENTAL, VERMONT)
    ids = [b.id for b in app.top.panel.buttons]
    assert "give_up" not in ids and "raise_resign" not in ids  # the bank can carry this debt
    click(app, "trade")
    assert type(app.top).__name__ == "TradeScene"
    store.unlock_all()


def test_giving_up_in_the_raise_view_asks_for_a_second_click(home):
    """Owing $180 with $10 and Oriental (lent $50 on): "Give up: bankrupt" ends Asha's game only on
    its second click, as resigning asks twice; the first says so on the button."""
    app, s = raising_asha(3, ORIENTAL)
    assert button(app, "give_up").label == t("btn_give_up")
    click(app, "give_up")
    assert not s.game.players[0].bankrupt and not s.game.over
    assert button(app, "give_up").label == t("btn_give_up_confirm")
    click(app, "give_up")
    assert s.game.players[0].bankrupt and s.game.owner(ORIENTAL) == 1
    store.unlock_all()


def test_a_debt_the_bank_cant_cover_may_still_be_traded_for():
    """Owing $180 with $10 and a place the bank lends $50 on: not bankrupt yet, a sale may pay it."""
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    play(game, "roll")
    assert (game.pending.kind, game.pending.amount) == ("raise", 180)
    assert A.RESIGN in game.legal_actions() and game.can_offer()
    events = play(game, "offer 1 give 6 get cash:400", "accept")
    assert E.Paid(0, 1, 180, "rent", BALTIC) in events and game.players[0].cash == 230


def test_a_debtor_who_gives_up_goes_bankrupt_to_the_creditor_not_the_bank():
    game = seat_game("classic", 2, dice=[(1, 2)])
    give(game, 1, MEDITERRANEAN, BALTIC, level=3)
    give(game, 0, ORIENTAL)
    set_cash(game, 0, 10)
    play(game, "roll")
    play(game, "offer 1 give 6 get cash:400", "reject")
    log = words.Words(game)
    events = play(game, "resign")
    assert E.Bankrupt(0, 1, 180, BALTIC) in events and game.owner(ORIENTAL) == 1 and game.over
    # a bankruptcy, said as one: not a resignation whose estate "goes back to the bank"
    assert not of(events, E.Resigned)
    said = [words.plain(x).replace("\xa0", " ") for e in events for x in [log.line(e)] if x]
    assert "Bankrupt: Asha owes Bikash $180 for Baltic Avenue, more than all they own could raise; " \
           "everything goes to Bikash" in said


def test_a_debtor_the_bank_can_carry_may_not_give_up():
    game = owing_rent()
    assert A.RESIGN not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply("resign")
