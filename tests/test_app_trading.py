"""Trading as people expect, through the real buttons: a counter-offer from the answer, a typed
cash amount held to what a player could pay, each place in its group's colour, and the line
that says when accepting completes a group (Reject always the highlighted answer)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    app_in,
    button,
    click,
    click_at,
    drawn,
    drawn_on_top,
    drawn_texts,
    erase,
    look,
    open_board,
    run_frames,
    settle,
    take_laptop,
    type_text,
    until_answered,
)
from helpers import give, set_cash

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.scenes.trade import AnswerScene, TradeScene, completion_lines, describe, payable
from byapar.app.session import Session, default_seat
from byapar.app.words import plain
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import new_game

HUMLA, JUMLA, THAMEL, DURBAR_MARG = 1, 3, 37, 39


def click_field(app: App, field_id: str) -> None:
    f = next((f for f in app.top.panel.fields if f.id == field_id), None)
    assert f is not None, f"no field {field_id!r} on {type(app.top).__name__}"
    click_at(app, f.rect.center)
    assert f.focused


def place_for_cash_by_clicks(app: App, partner: int, place_button: str, cash_field: str, amount: int) -> None:
    """From the board, a person's offer by clicks: Trade, the partner, one place (`give_sq_N` or
    `get_sq_N`), `amount` typed in a cash field, Offer; then the answer waited for."""
    settle(app)
    click(app, "trade")
    click(app, f"partner_{partner}")
    click(app, place_button)
    click_field(app, cash_field)
    type_text(app, str(amount))
    click(app, "offer")
    settle(app)


def table(app: App, seats: list[tuple[str, str]], settings: dict | None = None) -> Session:
    """A board at the table's first turn: the first seat holds Thamel and Humla, the second
    Durbar Marg and Jumla (each finishes a group of the other's)."""
    s = Session.start("byapar", [default_seat(i, kind, name) for i, (name, kind) in enumerate(seats)],
                      settings or {}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    give(s.game, 0, THAMEL, HUMLA)
    give(s.game, 1, DURBAR_MARG, JUMLA)
    app.prefs["bot_speed"] = "instant"
    app.prefs["hints"] = False
    app.push(BoardScene(app, s))
    return s


def test_a_bots_offer_completing_its_group_says_so_and_reject_is_the_default(home):
    app = App((1280, 800))
    s = table(app, [("Bot Sita", "hard"), ("Asha", "human")])
    s.apply(A.Offer(1, A.Items((HUMLA,), 2000), A.Items((DURBAR_MARG,))))  # the bot's offer
    settle(app)
    answer = app.top
    assert isinstance(answer, AnswerScene)
    # Thamel + Durbar Marg for the bot, Humla + Jumla for Asha: the bot's line comes first
    assert sorted(answer.completes) == [(0, THAMEL), (1, HUMLA)]
    assert [text for lines, _, _ in answer._notes(app.screen, 600) for text in lines] == [
        "This completes Bot Sita's group: Thamel and Durbar Marg", "This completes your group: Humla and Jumla",
        "After the trade a house there costs Rs\xa0500, and you'd have Rs\xa017,000"]
    assert button(app, "reject").style == "primary" and button(app, "accept").style == "normal"
    look(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.frame(1 / 60)  # Enter presses the highlighted answer: Reject
    assert s.game.owner(DURBAR_MARG) == 1 and s.game.offer is None


def test_an_offer_completing_no_group_still_highlights_reject(home):
    app = App((800, 600))
    s = table(app, [("Bot Sita", "hard"), ("Asha", "human")])
    give(s.game, 1, 6)  # a light blue for Asha, alone in its group
    s.apply(A.Offer(1, A.Items((), 500), A.Items((6,))))
    settle(app)
    assert isinstance(app.top, AnswerScene) and app.top.completes == []
    assert button(app, "reject").style == "primary" and button(app, "accept").style == "normal"
    app.frame(1 / 60)  # the answer draws, its places behind their swatches, at 800x600
    click(app, "accept")
    assert s.game.owner(6) == 0 and s.game.players[1].cash == 15_500


def test_a_bots_counter_offer_highlights_reject_and_enter_keeps_the_cash(home):
    """Asha haggles over a bot's offer and the bot counters: its counter-offer's answer, too,
    highlights Reject, so a hurried Enter keeps Asha's place and cash."""
    app = App((1280, 800))
    s = table(app, [("Bot Sita", "hard"), ("Asha", "human")])
    give(s.game, 1, 6)
    s.apply(A.Offer(1, A.Items((), 500), A.Items((6,))))
    s.apply(A.Counter(A.Items((6,)), A.Items((), 900)))  # Asha asks more
    s.apply(A.Counter(A.Items((), 700), A.Items((6,))))  # the bot meets her halfway
    settle(app)
    answer = app.top
    assert isinstance(answer, AnswerScene) and s.game.offer_is_counter and answer.completes == []
    assert button(app, "reject").style == "primary" and button(app, "accept").style == "normal"
    look(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.frame(1 / 60)  # Enter presses the highlighted answer: Reject
    assert s.game.offer is None and s.game.owner(6) == 1 and s.game.players[1].cash == 15_000


def test_a_seated_game_looks_ahead_on_the_same_cards_each_time(home):
    """Hard's copies reshuffle the unseen cards from the table's view: seeded with the game,
    a seeded game's bots answer the same way every time it is played (as the tests expect)."""
    def decks() -> dict:
        s = Session.start("byapar", [default_seat(0, "hard", "Bot Sita"), default_seat(1, "human", "Asha")],
                          {}, seed=3)
        return {name: list(deck) for name, deck in s.view.clone().decks.items()}

    first = decks()
    assert first and all(len(deck) > 1 for deck in first.values())
    assert decks() == first

def test_a_counter_offer_opens_the_offer_reversed_and_the_bot_answers_it(home):
    app = App((1280, 800))
    # the bot's first offer is made here by the test, so the bot doesn't count it as its one
    # offer to Asha this turn; with Durbar Marg bought it would ask for Jumla next. Medium
    # answers by its rules alone, so the answer doesn't hang on Hard's dice played forward
    s = table(app, [("Bot Sita", "medium"), ("Asha", "human")], {"bot_offers": "never"})
    g = s.game
    s.apply(A.Offer(1, A.Items((HUMLA,), 2000), A.Items((DURBAR_MARG,))))
    settle(app)
    click(app, "counter")
    trade = app.top
    assert isinstance(trade, TradeScene) and trade.counter
    assert (trade.give, trade.get, trade.cash) == ({DURBAR_MARG}, {HUMLA}, {"give": 0, "get": 2000})
    assert trade.partner == 0  # back to the offerer alone: no partner's tab to choose another
    assert not [b.id for b in trade.panel.buttons if b.id.startswith("partner_")]
    assert button(app, "offer").label == "Send counter-offer"
    click(app, "get_sq_1")  # Asha keeps it simple: Durbar Marg for money alone
    click_field(app, "get_cash_typed")
    erase(app, 4)
    type_text(app, "2600")
    assert trade.cash["get"] == 2600
    assert any("this is one of them" in line for line in trade.note_lines())
    click(app, "offer")
    until_answered(app)
    assert g.history[-2] == "counter give 39 get cash:2600"
    assert g.history[-1] == "accept"  # the bot answered on its thread, and its answer shows here
    assert g.owner(DURBAR_MARG) == 0 and g.players[1].cash == 17_600
    assert g.pending.player == 0
    # the deal is done: the window says so in the good colour, over what changed hands, with only
    # Close left; closed, the board's log says it both ways
    assert isinstance(app.top, TradeScene) and trade.done and trade.result_ok
    assert trade.result == "Bot Sita accepted: the trade is done." and trade.result in drawn_texts(app)
    assert [b.id for b in trade.panel.buttons] == ["close"]
    assert not any("one of them" in line for line in trade.note_lines()), "the counter-offer has been spent"
    click(app, "close")
    assert isinstance(app.top, BoardScene)
    board = app.top
    # the whole log: the bot may already have played on past the trade (its turn), on a busy machine or not
    said = [plain(line) for line in board.presenter.log]
    assert "Bot Sita accepted Asha's counter-offer: Asha gives Durbar Marg; Bot Sita gives Rs\xa02,600" in said, said[-6:]


def test_back_from_a_counter_returns_to_the_offer(home):
    app = App((1280, 800))
    s = table(app, [("Bot Sita", "hard"), ("Asha", "human")])
    s.apply(A.Offer(1, A.Items((HUMLA,), 2000), A.Items((DURBAR_MARG,))))
    settle(app)
    click(app, "counter")
    assert button(app, "close").label == "Back"
    click(app, "close")
    settle(app)
    assert isinstance(app.top, AnswerScene) and s.game.offers_made == 1


def test_people_haggle_with_counters_each_from_their_own_three_offers(home):
    app = App((1280, 800))
    s = table(app, [("Asha", "human"), ("Bikash", "human")])
    g = s.game
    settle(app)
    click(app, "trade")
    click(app, "get_sq_39")
    click(app, "give_cash_1000")
    click(app, "offer")  # Asha: Rs 1,000 for Durbar Marg
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.pending.player == 1
    assert app.top.title() == "Bikash: Asha offers you a trade"
    take_laptop(app)
    click(app, "counter")  # Bikash: Durbar Marg for Rs 1,000 and Humla
    click(app, "get_sq_1")
    click(app, "offer")
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.pending.player == 0  # back to Asha
    assert g.offer == A.Offer(0, A.Items((DURBAR_MARG,)), A.Items((HUMLA,), 1000))
    assert app.top.title() == "Asha: Bikash answers your offer with a counter-offer"
    take_laptop(app)
    click(app, "counter")  # Asha's counter, her second offer: Durbar Marg for Rs 3,000
    click(app, "give_sq_1")
    click(app, "give_cash_1000")
    click(app, "give_cash_1000")
    click(app, "offer")
    settle(app)
    assert isinstance(app.top, AnswerScene) and g.pending.player == 1
    assert g.offers_made == 2 and g.offers_by[1] == 1  # a counter is its maker's own offer
    take_laptop(app)
    assert button(app, "counter").enabled  # Bikash has two of his left
    click(app, "accept")
    assert g.owner(DURBAR_MARG) == 0 and [p.cash for p in g.players] == [12_000, 18_000]
    assert g.pending == (0, "roll", None, 0, None)


def test_a_typed_amount_is_held_to_what_the_player_could_pay(home):
    app = App((1280, 800))
    s = table(app, [("Asha", "human"), ("Bot Sita", "hard")])
    settle(app)
    click(app, "trade")
    trade = app.top
    click_field(app, "give_cash_typed")
    assert trade.typing()  # letter keys (M for sound) stand aside while typing
    type_text(app, "99999")
    assert trade.cash["give"] == 15_000 and trade.cash_fields["give"].text == "15000"
    click(app, "give_cash_-1000")  # the steps still work, and show in the field
    assert trade.cash["give"] == 14_000 and trade.cash_fields["give"].text == "14000"
    click_field(app, "give_cash_typed")
    erase(app, 5)
    assert trade.cash["give"] == 0
    type_text(app, "250")
    click(app, "offer")
    assert "offer 1 give cash:250 get -" in s.game.history


def test_a_typed_amount_reads_with_its_currency_and_separators(home):

    app = App((1280, 800))
    table(app, [("Asha", "human"), ("Bot Sita", "hard")])
    settle(app)
    click(app, "trade")
    click_field(app, "give_cash_typed")
    type_text(app, "2200")
    seen = drawn(app)
    field = app.top.cash_fields["give"]
    assert field.text == "2200"
    shown = [d.text for d in seen if d.box == field.rect]
    assert shown == [app.top.session.money(2200) + "|"] and "2,200" in shown[0]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_typed_amount_past_what_the_other_side_holds_is_held_to_it_and_said(home, language):
    app = App((800, 600))
    lang.use(language)
    try:
        table(app, [("Asha", "human"), ("Bot Sita", "hard")])
        settle(app)
        click(app, "trade")
        trade = app.top
        held = trade.game.players[1].cash
        click_field(app, "get_cash_typed")
        type_text(app, str(held + 560))
        app.frame(1 / 60)
        money = trade.session.money(held)
        assert trade.cash["get"] == held and trade.cash_fields["get"].text == str(held)
        said = t("trade_cash_held", name=trade.game.players[1].name, amount=money)
        assert trade.result == said and said in drawn_texts(app)
    finally:
        lang.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_money_rows_stand_level_when_one_side_holds_no_places(home, size):
    app = App(size)
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "hard", "Bot Sita")], {},
                      seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    give(s.game, 1, DURBAR_MARG, JUMLA, HUMLA, THAMEL)
    app.prefs.update(bot_speed="instant", hints=False)
    app.push(BoardScene(app, s))
    settle(app)
    click(app, "trade")
    trade = app.top
    assert isinstance(trade, TradeScene) and not s.game.owned[0]
    fields = trade.cash_fields
    assert fields["give"].rect.y == fields["get"].rect.y
    steps = {b.id: b.rect.y for b in trade.panel.buttons if "_cash_" in b.id and not b.id.endswith("typed")}
    assert steps and len({*steps.values()}) == 1, steps


def test_with_gst_the_most_a_player_can_hand_over_leaves_room_for_the_tax():
    game = new_game("business_gst", ["Asha", "Bikash"], seed=1, settings={"opening": "seat"})
    most = payable(game, 0)
    cash = game.players[0].cash
    assert most < cash and most + game.gst(most) <= cash < most + 1 + game.gst(most + 1)
    assert game.check_offer(A.Offer(1, A.Items((), most), A.Items())) is None


def test_the_bots_setting_is_in_settings_and_reaches_the_bots(home):
    app = App((800, 600))
    app.push(SettingsScene(app))
    click(app, "bot_offers_never")
    assert app.prefs["bot_offers"] == "never"
    app.pop()
    s = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "hard", "Bot Sita")],
                      {"bot_offers": app.prefs["bot_offers"]}, seed=1)
    assert s.game.settings.bot_offers == "never" and s.bots[1].people == frozenset({0})
    events = []
    for _ in range(400):  # bounded: the bot's first few turns, Asha throwing and ending
        if s.game.round > 4:
            break
        action = s.bot_action() if s.is_bot(s.game.pending.player) else _plain(s.game)
        events += s.apply(action)
    assert not [e for e in events if isinstance(e, E.TradeOffered)]


def _plain(game):
    legal = game.legal_actions()
    for verb in ("roll", "end", "decline", "drop", "reject"):
        if any(str(a) == verb for a in legal):
            return verb
    return legal[0]


def test_the_trade_screens_refusals_read_in_nepali(home):
    from byapar.app import lang as L

    game = new_game("byapar", ["Asha", "Bikash"], seed=1)
    try:
        L.use("ne")
        assert L.refused(game, game.check_offer(A.Offer(1))) == "साटासाटमा कम्तीमा एकातिर केही हुनुपर्छ"
        counter = L.refused(game, game.check_counter(A.Counter(A.Items(), A.Items((), 10))))
        assert counter == "प्रति-प्रस्तावले प्रस्तावको जवाफ दिन्छ, र यो पालोका तपाईंका ३ प्रस्तावमध्ये एक हो"
    finally:
        L.use("en")


ELECTRICITY, DRINKING_WATER = 12, 28  # Byapar's two services


def test_the_offer_being_built_says_which_groups_it_would_complete(home):
    app = App((1280, 800))
    table(app, [("Asha", "human"), ("Bot Sita", "hard")])
    settle(app)
    click(app, "trade")
    trade = app.top
    click(app, "get_sq_39")  # Durbar Marg would complete Asha's Thamel group
    assert trade.completes == [(0, THAMEL)]
    click(app, "give_sq_1")  # and Humla Bot Sita's Jumla group
    lines = [text for text, _ in completion_lines(trade.game, 0, trade.completes)]
    assert lines == ["This completes Bot Sita's group: Humla and Jumla", "This completes your group: Thamel and Durbar Marg"]
    app.frame(1 / 60)


def test_an_offer_giving_a_player_both_services_says_it_completes_their_group(home):
    app = App((1280, 800))
    table(app, [("Asha", "human"), ("Bot Sita", "hard")])
    settle(app)
    game = app.top.game
    give(game, 0, ELECTRICITY)
    give(game, 1, DRINKING_WATER)
    click(app, "trade")
    trade = app.top
    click(app, f"get_sq_{DRINKING_WATER}")
    assert trade.completes == [(0, ELECTRICITY)]
    lines = [text for text, _ in completion_lines(trade.game, 0, trade.completes)]
    assert lines == ["This completes your group: Electricity Authority and Drinking Water"]


# ----- Finance: private trading at any time, and houses bought in a shortage ----------------------

BROADWAY, WALL_STREET = 27, 31
FINANCE_LOTS = (1, 3, 6, 8, 9, 11)


HELD = (36, 37, 38, 39, 34)  # Finance's north side, far from the first throws: one each for `holding`


def finance_table(app: App, seats: list[tuple[str, str]], edition: str = "finance", speed: str = "instant",
                  holding: bool = False) -> Session:
    """A board of `edition` for (name, kind) seats; with `holding`, each person holds a place of
    the north side, so each may offer (or sell) out of turn."""
    s = Session.start(edition, [default_seat(i, kind, name) for i, (name, kind) in enumerate(seats)],
                      {"opening": "seat"}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    app.prefs["bot_speed"] = speed
    app.prefs["hints"] = False
    board = BoardScene(app, s)
    app.push(board)
    if holding:
        for seat in range(len(seats)):
            if s.is_human(seat):
                s.game.give(HELD[seat], seat)
        board.presenter.sync()
        board.changed()
    app.frame(1 / 60)
    return s


def test_a_person_offers_a_bot_a_trade_in_another_persons_turn(home):
    app = App((1280, 800))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "hard")], holding=True)
    assert s.game.pending.player == 0 and s.game.pending.kind == "roll"
    assert button(app, "trade")  # Asha's own Trade, and Bina's beside it
    click(app, "trade_as_1")
    take_laptop(app)  # Asha has the laptop: it passes to Bina first
    trade = app.top
    assert isinstance(trade, TradeScene) and trade.me == 1
    click(app, "partner_2")
    click(app, "get_cash_100")  # $100 for nothing, which no strength takes
    assert trade.offer() == A.Offer(2, A.Items(), A.Items((), 100), by=1)
    click(app, "offer")  # the bot answers on its thread, and its answer shows on the trade screen
    until_answered(app)
    assert s.game.history[-2:] == ["offer 2 give - get cash:100 by 1", "reject"]
    # no places in it, so no counter-offer: a refusal, with the bot's reason in one line
    assert trade.result == "Bot Sita turned it down: “That asks something of me and gives me nothing for it.”" \
        and isinstance(app.top, TradeScene)
    assert s.game.pending.player == 0 and s.game.pending.kind == "roll"  # still Asha's throw
    assert s.game.offers_made == 0 and s.game.offers_by[1] == 1


def test_the_partner_stays_while_a_bot_answers(home):
    app = App((1280, 800))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "hard")], holding=True)
    click(app, "trade_as_1")
    take_laptop(app)
    trade = app.top
    click(app, "partner_2")
    click(app, "get_cash_100")
    trade.send()  # sent, and not yet answered (no frame has run to ask the bot)
    assert trade.awaiting is not None and not button(app, "partner_0").enabled
    trade.set_partner(0)  # a click that got through anyway changes nothing
    assert trade.partner == 2
    until_answered(app)
    assert trade.result.startswith("Bot Sita turned it down") and trade.partner == 2
    assert s.game.history[-2:] == ["offer 2 give - get cash:100 by 1", "reject"]


def test_a_person_answers_an_offer_made_in_someone_elses_decision(home):
    app = App((800, 600))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Chandra", "human")], holding=True)
    click(app, "roll")  # Asha throws 3 and lands on a lot to buy: a decision, so offers go on
    settle(app)
    assert s.game.pending.kind == "buy" and s.game.pending.player == 0
    click(app, "trade_as_2")  # Asha's own Trade keeps its cell: the others' offers in their own row
    take_laptop(app)
    assert app.top.me == 2
    click(app, "partner_1")
    click(app, "give_cash_100")
    click(app, "offer")  # to a person: Bina answers in her own view
    settle(app)
    assert isinstance(app.top, AnswerScene) and s.game.pending.player == 1
    take_laptop(app)  # Bina's answer, though Bikash acted last
    click(app, "accept")
    settle(app)
    assert [p.cash for p in s.game.players[1:]] == [2025, 1825]
    assert s.game.pending.kind == "buy" and s.game.pending.player == 0  # back to Asha's decision


def test_the_bots_wait_while_a_person_builds_an_offer_in_their_turn(home):
    app = App((1280, 800))
    s = finance_table(app, [("Bot Sita", "hard"), ("Asha", "human")], speed="slow", holding=True)
    for _ in range(40):  # the opening's animation, then Asha's button shows in the bot's decision
        if app.top.panel.get("trade_as_1") is not None:
            break
        app.frame(1 / 60)
    assert s.game.pending.player == 0 and not s.game.history
    click(app, "trade_as_1")
    assert isinstance(app.top, TradeScene)
    for _ in range(300):  # five seconds of frames: the bot's turn would have moved on
        app.frame(1 / 60)
    assert s.game.pending.player == 0 and s.game.pending.kind == "roll"
    click(app, "close")
    settle(app)
    assert len(s.game.history) > 0  # the bot plays on once the trade screen is closed


def test_only_the_player_whose_decision_it_is_trades_in_byapar(home):
    app = App((1280, 800))
    finance_table(app, [("Asha", "human"), ("Bina", "human")], edition="byapar")
    assert button(app, "trade").enabled
    assert not any(b.id.startswith("trade_as_") for b in app.top.panel.buttons)


def test_a_house_is_bought_from_a_bot_only_in_a_building_shortage(home):
    app = App((1280, 800))
    s = finance_table(app, [("Asha", "human"), ("Bot Sita", "medium")])
    g = s.game
    give(g, 1, *FINANCE_LOTS, level=6)  # 30 white houses
    give(g, 1, WALL_STREET, level=2)  # and one on Wall Street: the bank has a house left
    give(g, 0, BROADWAY, level=1)
    give(g, 1, BROADWAY + 2, level=1)
    g.lapped[0] = True
    click(app, "trade")
    assert not any(b.id.startswith("get_house_") for b in app.top.panel.buttons)
    click(app, "close")
    g.levels[WALL_STREET] = 3  # the bank's last house goes: a shortage
    assert g.bank_supply()[0] == 0
    click(app, "trade")
    assert app.top.panel.get(f"get_house_{BROADWAY + 2}") is None  # only its ownership house: none to sell
    click(app, f"get_house_{WALL_STREET}")
    click(app, "give_cash_100")
    click(app, "give_cash_100")
    assert app.top.offer() == A.Offer(1, A.Items((), 200), A.Items(houses=((WALL_STREET, BROADWAY),)))
    click(app, "offer")
    until_answered(app)
    assert g.buildings(WALL_STREET) == 2 and g.buildings(BROADWAY) == 2
    assert [p.cash for p in g.players] == [1925 - 200, 1925 + 200]
    # a person answering such an offer reads where the house goes
    assert describe(g, s.money, A.Items(houses=((WALL_STREET, BROADWAY),))) == ["A house from Wall Street onto Broadway"]


def test_when_many_people_may_offer_each_has_a_named_chooser_of_their_own(home):
    app = App((1280, 800))  # a third of the row holds "Dipak: out of turn…" on one line
    names = ["Asha", "Bina", "Gita", "Dipak"]
    s = finance_table(app, [(name, "human") for name in names], holding=True)
    assert app.top.panel.get("trade_as_3") is None  # three people's offers and sales don't fit in their row
    assert button(app, "out_of_turn_3").label == "Dipak: out of turn…"
    click(app, "out_of_turn_3")
    assert app.top.panel.get("roll") is None  # the chooser stands where Asha's buttons were
    assert sorted(b.id for b in app.top.panel.buttons if b.id.endswith(("_1", "_2", "_3"))) == ["build_as_3", "trade_as_3"]
    click(app, "trade_as_back")
    click(app, "roll")  # Asha's throw closes nothing: her own buttons are back
    settle(app)
    assert s.game.pending.kind == "buy"  # nobody sells while Asha weighs a purchase: each offer has its button
    click(app, "trade_as_3")
    take_laptop(app)
    assert isinstance(app.top, TradeScene) and app.top.me == 3 and app.top.offer().by == 3


def test_an_offer_out_of_turn_waits_for_the_laptop_to_pass(home):
    app = App((800, 600))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")], holding=True)
    click(app, "roll")  # Asha has the laptop
    settle(app)
    assert s.game.pending.player == 0
    click(app, "trade_as_1")
    board = app.top
    assert isinstance(board, BoardScene)  # no trade window yet: the laptop passes to Bina first
    assert board.actions.prompt()[0] == "Pass the laptop to Bina"
    assert [b.id for b in board.panel.buttons if b.id in ("ready", "buy", "end", "trade")] == ["ready"]
    assert button(app, "ready").label == "Bina, click when ready" and button(app, "ready").key is None
    take_laptop(app)
    assert isinstance(app.top, TradeScene) and app.top.me == 1
    click(app, "close")
    assert app.top.panel.get("buy") is None  # Bina has the laptop: Asha's buttons wait for her
    assert button(app, "ready").label == "Asha, click when ready" and board.gate.at_laptop == 1
    click(app, "trade_as_1")  # and Bina at the laptop offers again with no gate
    assert isinstance(app.top, TradeScene) and app.top.me == 1
    click(app, "close")
    take_laptop(app)  # Asha takes it back: her buttons work
    assert button(app, "buy") and app.top.panel.get("ready") is None


def test_a_trade_as_clicked_by_mistake_goes_back_to_the_decision_in_hand(home):
    """Asha's decision; a click on "Trade as Bina" asks for the laptop to pass. Back under the ready
    button returns Asha's own buttons, with no trade window and the laptop still hers."""
    app = App((800, 600))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")], holding=True)
    click(app, "roll")
    settle(app)
    click(app, "trade_as_1")
    board = app.top
    assert board.panel.get("ready") is not None and board.panel.get("buy") is None
    click(app, "offer_back")
    assert app.top is board and board.panel.get("ready") is None and board.panel.get("buy") is not None
    assert board.actions.passing is None and board.gate.at_laptop == 0 and s.game.pending.player == 0


def test_pass_the_laptop_is_a_notice_not_a_band_that_looks_like_a_button(home):
    """The note naming who takes the laptop, under "click when ready", is the person's token
    beside plain dark words on the card: no band of their colour that reads as a second button."""
    from byapar.app import fonts
    from byapar.app import theme as th
    from byapar.app.scenes import pass_gate

    app = App((800, 600))
    finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")])
    board = app.top
    surf = pygame.Surface((400, 60))
    surf.fill(th.PANEL)
    drawn: list = []
    fonts.recording(drawn)
    try:
        pass_gate.draw_note(board, surf, pygame.Rect(0, 0, 400, 60))
    finally:
        fonts.recording(None)
    colour = tuple(board.session.colour(board.game.pending.player)[:3])
    assert [d.text for d in drawn] == [t("pass_to", name=board.game.players[board.game.pending.player].name)]
    assert tuple(surf.get_at((4, 30)))[:3] == th.PANEL and tuple(surf.get_at((396, 30)))[:3] == th.PANEL
    painted = sum(1 for x in range(400) for y in range(60) if tuple(surf.get_at((x, y)))[:3] != th.PANEL)
    in_colour = sum(1 for x in range(400) for y in range(60) if tuple(surf.get_at((x, y)))[:3] == colour)
    assert painted < 400 * 60 // 4 and in_colour < 400


def offer_for_durbar_marg(app: App, cash: int) -> Session:
    """Asha (seat 0, Thamel and Humla) offers Medium (Durbar Marg and Jumla) `cash` for Durbar
    Marg, which finishes her Kathmandu set, through the trade screen."""
    s = table(app, [("Asha", "human"), ("Bot Sita", "medium")], {"bot_offers": "never"})
    click(app, "trade")
    click(app, f"get_sq_{DURBAR_MARG}")
    click_field(app, "give_cash_typed")
    type_text(app, str(cash))
    click(app, "offer")
    settle(app)
    return s


def test_a_bot_refuses_a_low_offer_with_its_reason_and_a_counter_offer_to_accept(home):
    app = App((1280, 800))
    s = offer_for_durbar_marg(app, 4_100)
    g = s.game
    counter = g.offer
    assert g.history[-1].startswith("counter give 39 get cash:") and g.pending == (0, "trade", None, 0, 1)
    asked = counter.get.cash
    assert asked > 4_100 and counter.give.squares == (DURBAR_MARG,) and not counter.get.squares
    answer = app.top
    assert isinstance(answer, AnswerScene)
    note = answer._notes(app.screen, 2000)[0][0][0]
    assert note == (f"Bot Sita turned your offer down: “That finishes your set; I'd want {s.money(asked - 4_100)} "
                    "more.” Their counter-offer is above.")
    click(app, "accept")
    assert g.owner(DURBAR_MARG) == 0 and g.players[0].cash == 15_000 - asked and g.owns_group(0, THAMEL)


def test_a_bots_counter_offer_can_be_changed_and_haggling_it_down_gets_the_same_price(home):
    app = App((1280, 800))
    s = offer_for_durbar_marg(app, 4_100)
    g = s.game
    asked = g.offer.get.cash
    click(app, "counter")  # change it: the trade screen, filled with the bot's counter reversed
    trade = app.top
    assert isinstance(trade, TradeScene) and trade.counter
    assert (trade.give, trade.get, trade.cash) == (set(), {DURBAR_MARG}, {"give": asked, "get": 0})
    click_field(app, "give_cash_typed")
    erase(app, len(str(asked)))
    type_text(app, str(asked - 100))  # haggling down, though the bot would take it at a pinch:
    click(app, "offer")  # its counter was its first price, and it names that price again
    settle(app)
    assert g.offer is not None and g.offer.get.cash == asked and g.pending == (0, "trade", None, 0, 1)
    answer = app.top
    assert isinstance(answer, AnswerScene)
    assert answer._notes(app.screen, 2000)[0][0][0] == (
        f"Bot Sita turned your offer down: “That finishes your set; I'd want {s.money(100)} more.” "
        "Their offer stands as it was, above.")  # its own offer sent back: no new terms
    click(app, "reject")
    assert g.owner(DURBAR_MARG) == 1 and g.players[0].cash == 15_000


def test_in_finance_a_lot_goes_in_a_trade_with_its_ownership_house(home):
    """Finance's lots go with their houses: a bought lot, its ownership house on it, is a place
    the trade window lets a player ask for, and the offer is made."""
    from app_helpers import table as edition_table
    from edition_helpers import give as give_lot

    wall_street = 31
    app = App((1280, 800))
    board = edition_table(app, "finance", ("human", "human"))
    game = board.game
    give_lot(game, 1, wall_street)  # bought: its ownership house stands on it
    assert game.buildings(wall_street) == 1
    board.changed()
    settle(app)
    click(app, "trade")
    chip = app.top.panel.get(f"get_sq_{wall_street}")
    assert chip is not None and chip.enabled, chip
    click(app, f"get_sq_{wall_street}")
    click(app, "offer")
    settle(app)
    assert game.offer is not None and game.offer.get.squares == (wall_street,)


def test_in_business_gst_an_offer_giving_three_of_a_colour_says_that_is_enough_to_build(home):
    """Three of a colour build there: an offer bringing Asha her third red city says it gives her
    three of the five, enough to build, never that it "completes" the five-place group."""
    app = App((1280, 800))
    s = Session.start("business_gst", [default_seat(0, "human", "Asha"), default_seat(1, "human", "Sita")],
                      {"opening": "seat"}, seed=3, dice=[(1, 2)] * 40)
    s.autosave_on = False
    app.prefs.update(bot_speed="instant", hints=False)
    give(s.game, 0, 1, 10)  # Mumbai and Delhi
    give(s.game, 1, 17)  # Srinagar
    app.push(BoardScene(app, s))
    settle(app)
    click(app, "trade")
    trade = app.top
    click(app, "get_sq_17")
    lines = [text for text, _ in completion_lines(trade.game, 0, trade.completes)]
    assert lines == ["This gives you 3 of Mumbai, Delhi, Srinagar, Kolkata and Chennai: enough to build"], lines


def test_undoing_the_refusal_of_a_bots_counter_offer_brings_it_back_with_its_reason(home):
    """Asha turns down the bot's counter-offer, then takes that back: the same counter-offer is
    asked of her again, and the bot's reason for it is still said over it."""
    app = App((1280, 800))
    s = offer_for_durbar_marg(app, 4_100)
    g = s.game
    counter = g.offer
    said = app.top._notes(app.screen, 2000)[0][0][0]
    assert said.startswith("Bot Sita turned your offer down: “That finishes your set;")
    click(app, "reject")
    settle(app)
    assert g.offer is None and not isinstance(app.top, AnswerScene)
    click(app, "undo")
    settle(app)
    assert g.offer == counter and isinstance(app.top, AnswerScene)
    assert app.top._notes(app.screen, 2000)[0][0][0] == said


def test_the_same_deal_offered_afresh_by_the_bot_later_says_nothing_of_the_earlier_refusal(home):
    """Asha turns down the bot's counter-offer; in its own turn the bot offers her that very deal:
    a new offer, asked with no "turned it down" over it."""
    app = App((1280, 800))
    s = offer_for_durbar_marg(app, 4_100)
    g = s.game
    counter = g.offer
    click(app, "reject")
    settle(app)
    s.apply(A.ROLL)  # Asha onto Jumla, the bot's: rent paid, her move ends
    assert g.pending.kind == "end" and g.pending.player == 0
    s.apply(A.END)
    assert g.pending.player == 1
    s.apply(A.Offer(0, counter.give, counter.get))  # the bot's turn: the same deal, offered afresh
    settle(app)
    answer = app.top
    assert isinstance(answer, AnswerScene) and g.offer == counter and g.pending == (0, "trade", None, 0, 1)
    notes = [text for lines, _, _ in answer._notes(app.screen, 2000) for text in lines]
    assert not any("turned it down" in text for text in notes), notes


def test_with_no_offers_left_the_answer_says_why_it_has_no_counter_offer(home):
    """Asha has made her three offers this turn: the bot's offer can still be accepted or
    refused, and the window says in words why Counter-offer is greyed."""
    app = App((1280, 800))
    s = table(app, [("Bot Sita", "hard"), ("Asha", "human")])
    give(s.game, 1, 6)
    s.game.offers_by[1] = 3
    s.apply(A.Offer(1, A.Items((), 500), A.Items((6,))))
    settle(app)
    answer = app.top
    assert isinstance(answer, AnswerScene) and not button(app, "counter").enabled
    said = [text for lines, _, _ in answer._notes(app.screen, 2000) for text in lines]
    assert t("why_no_counter") in said and t("why_no_counter") in drawn_texts(app)


def test_a_bots_word_whose_last_line_has_no_descender_is_drawn_whole(home):
    """"…I'd want Rs 650 more.” Their counter-offer is above." wraps to two lines, the second with
    no letter below the line: the box for it is still two lines tall, so nothing is cut to
    "I'd want…" (a box measured by the ink alone held one line)."""
    app = App((1280, 800))
    offer_for_durbar_marg(app, 4_100)
    answer = app.top
    assert isinstance(answer, AnswerScene)
    answer.note = "Bot C turned your offer down: “Not enough for me; I'd want Rs\xa0650 more.” Their counter-offer is above."
    app.frame(1 / 60)
    said = [d for d in drawn_on_top(app) if d.text.startswith("Bot C turned")]
    assert len(said) == 1 and not said[0].cut and len(said[0].lines) == 2, said


def test_a_new_offer_after_a_refused_one_starts_with_nothing_picked(home):
    """Classic, Asha and three bots: Asha offers Bot C $100 for Marvin Gardens, which completes
    her yellows; Bot C, with too little cash to offer for her yellows instead, turns it down and
    she closes the answer. Her next Trade opens afresh: the first partner's tab, nothing picked on
    either side, no money typed; only a counter-offer starts from an offer's terms."""
    app = app_in((1280, 800), "en")
    seats = [default_seat(0, "human", "Asha")] + [default_seat(i, "medium", f"Bot {'ABC'[i - 1]}") for i in (1, 2, 3)]
    s = Session.start("classic", seats, {"opening": "seat", "bot_offers": "never"}, seed=3)
    g = s.game
    square = {sq.name: i for i, sq in enumerate(g.edition.squares)}
    give(g, 0, square["Atlantic Avenue"], square["Ventnor Avenue"])
    give(g, 3, square["Marvin Gardens"], square["Baltic Avenue"])
    set_cash(g, 3, 50)
    open_board(app, s)
    settle(app)
    click(app, "trade")
    click(app, "partner_3")
    click(app, f"get_sq_{square['Marvin Gardens']}")
    click(app, "give_cash_100")
    click(app, "offer")
    first = app.top
    for _ in range(600):  # bounded: the bot answers within a few frames of its worker's reply
        if first.done:
            break
        run_frames(app, 1)
    assert first.done and not first.result_ok and g.owner(square["Marvin Gardens"]) == 3
    click(app, "close")
    click(app, "trade")
    again = app.top
    assert isinstance(again, TradeScene) and again is not first and again.partner == 1
    assert not again.give and not again.get and again.cash == {"give": 0, "get": 0}
    assert not [b.id for b in again.panel.buttons if b.id.startswith(("give_sq_", "get_sq_")) and b.style == "selected"]

