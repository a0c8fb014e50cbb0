"""Building between other players' turns, through the action bar: in a decision that isn't
theirs, a person who may build now has a Build… that opens their holdings at the build page
(one who may only sell to the bank, in Finance, a Sell… that opens the sale page); the bots wait while it is open and play on once it
closes; where several people share the laptop it names them, and passes the laptop first."""

from __future__ import annotations

from app_helpers import FRAME, button, click, click_at, settle, take_laptop
from edition_helpers import give
from test_app_trading import finance_table

from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.session import Session, default_seat
from byapar.engine import actions as A
from byapar.engine.invariants import check

MEDITERRANEAN, BALTIC = 1, 3  # Classic's brown pair
ORIENTAL = 6  # a light blue
HUMLA, JUMLA = 1, 3  # Byapar's Karnali pair
GOAT_ALLEY = 1  # a Finance lot


def seated(app: App, edition: str, seats: list[tuple[str, str]], speed: str = "slow",
           dice=None) -> BoardScene:
    """A board of `edition` for (name, kind) seats, the first starting, the bots at `speed`."""
    app.prefs.update(bot_speed=speed, hints=False)  # slow: the bot waits before it thinks, time to click
    session = Session.start(edition, [default_seat(i, kind, name) for i, (name, kind) in enumerate(seats)],
                            {"opening": "seat"}, seed=2, dice=dice or [(1, 2)] * 60)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    return board


def on_bots_decision(app: App, board: BoardScene) -> None:
    """Frames until a bot holds the decision with the table shown, before it starts thinking."""
    for _ in range(600):
        if not board.presenter.busy and board.session.is_bot(board.game.pending.player):
            break
        app.frame(FRAME)
    assert board.session.is_bot(board.game.pending.player) and not board.controller.reading()


def frames(app: App, board: BoardScene, n: int) -> None:
    """`n` frames, a bot's thinking waited for whenever it reads the table."""
    for _ in range(n):
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(600.0)


def builds_as(app: App) -> list[str]:
    return sorted(b.id for b in app.top.panel.buttons if b.id.startswith(("build_as", "out_of_turn")))


def overlapping(app: App) -> list[tuple[str, str]]:
    """Pairs of the top scene's buttons that cover each other."""
    buttons = [b for b in app.top.panel.buttons if b.rect.w and b.rect.h]
    return [(a.id, b.id) for i, a in enumerate(buttons) for b in buttons[i + 1:] if a.rect.colliderect(b.rect)]


def test_a_person_builds_from_the_bar_in_a_bots_turn_and_the_bot_waits(home):
    app = App((1280, 800))
    board = seated(app, "classic", [("Bot Sita", "medium"), ("Asha", "human")])
    g = board.game
    give(g, 1, MEDITERRANEAN, BALTIC)
    board.changed()
    on_bots_decision(app, board)
    build = button(app, "build_as_1")
    assert build.enabled and build.label == "Build…"  # one person at the table: no name needed
    assert "between other players' turns" in build.tooltip
    moves = len(g.history)
    click(app, "build_as_1")
    holdings = app.top
    assert isinstance(holdings, HoldingsScene) and holdings.player == 1 and holdings.mode == "build"
    assert holdings.panel.get("view_mortgage") is None  # mortgages stay in one's own turn
    click(app, f"holding_build_{MEDITERRANEAN}")
    assert g.buildings(MEDITERRANEAN) == 1 and g.owner(MEDITERRANEAN) == 1
    frames(app, board, 300)  # five seconds: a slow bot would have thrown long ago
    assert g.pending.player == 0 and len(g.history) == moves + 1  # the house, and nothing else
    assert board.actions.prompt()[0] == "The bots wait while Asha builds: close the holdings (Esc) to play on"
    click(app, "close")
    settle(app)  # the bot plays on, to Asha's own turn
    assert app.top is board and len(g.history) > moves + 1 and g.pending.player == 1
    check(g)


def test_the_button_is_there_only_where_building_between_turns_is_allowed_and_possible(home):
    app = App((1280, 800))
    board = seated(app, "byapar", [("Bot Sita", "medium"), ("Asha", "human")])
    give(board.game, 1, HUMLA, JUMLA)  # a whole group, in an edition that builds only in one's turn
    board.changed()
    on_bots_decision(app, board)
    assert board.session.is_bot(board.game.pending.player) and builds_as(app) == []
    app = App((1280, 800))
    board = seated(app, "classic", [("Bot Sita", "medium"), ("Asha", "human")])
    give(board.game, 1, MEDITERRANEAN)  # half the pair: nothing to build on, nothing to sell
    board.changed()
    on_bots_decision(app, board)
    assert builds_as(app) == []
    give(board.game, 1, BALTIC)  # the pair whole, but no money for a house
    board.game.players[1].cash = 10
    board.changed()
    frames(app, board, 1)
    assert board.session.is_bot(board.game.pending.player) and builds_as(app) == []
    board.game.players[1].cash = 500  # money for a house: now it is there
    board.changed()
    frames(app, board, 1)
    assert board.session.is_bot(board.game.pending.player) and builds_as(app) == ["build_as_1"]


def test_a_person_sells_to_the_bank_through_it_in_finance(home):
    app = App((800, 600))
    board = seated(app, "finance", [("Bot Sita", "medium"), ("Asha", "human")])
    g = board.game
    give(g, 1, GOAT_ALLEY)
    board.changed()
    on_bots_decision(app, board)
    assert builds_as(app) == ["build_as_1"] and button(app, "trade_as_1")  # beside Trade as Asha
    assert overlapping(app) == []
    moves, cash = len(g.history), g.players[1].cash
    assert button(app, "build_as_1").label == "Sell…"  # not yet round the board: nothing to build
    click(app, "build_as_1")
    assert isinstance(app.top, HoldingsScene) and app.top.mode == "sell"
    click(app, f"holding_sell-place_{GOAT_ALLEY}")
    click(app, "holding_confirm")
    assert g.owner(GOAT_ALLEY) is None and g.players[1].cash > cash
    assert g.pending.player == 0 and len(g.history) == moves + 1  # the bot's decision waits where it was
    click(app, "close")
    settle(app)
    assert len(g.history) > moves + 1
    check(g)


def test_with_two_people_the_button_names_the_builder_and_the_laptop_passes_first(home):
    app = App((1280, 800))
    board = seated(app, "classic", [("Asha", "human"), ("Bot Sita", "medium"), ("Bina", "human")])
    g = board.game
    give(g, 2, MEDITERRANEAN, BALTIC)
    board.changed()
    settle(app)
    click(app, "roll")  # Asha throws onto Baltic, pays Bina rent, and ends: the laptop is hers
    settle(app)
    click(app, "end")
    on_bots_decision(app, board)
    assert builds_as(app) == ["build_as_2"]  # Asha has nothing to build
    assert button(app, "build_as_2").label == "Bina: build out of turn…"
    click(app, "build_as_2")
    assert app.top is board and board.actions.prompt()[0] == "Pass the laptop to Bina"
    assert button(app, "ready").label == "Bina, click when ready"
    moves = len(g.history)
    frames(app, board, 300)
    assert g.pending.player == 1 and len(g.history) == moves  # the bot waits while the laptop passes
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 2 and board.gate.at_laptop == 2
    click(app, f"holding_build_{BALTIC}")
    assert g.buildings(BALTIC) == 1 and g.pending.player == 1
    click(app, "close")
    settle(app)
    assert len(g.history) > moves + 1
    check(g)


def test_while_the_laptop_passes_on_a_build_out_of_turn_asks_for_its_builder_first(home):
    """Asha, holding the browns, ends her turn: the screen asks Bina to take the laptop. Asha's
    Build… there may be clicked by either of them, so it asks for Asha first, where it opened her
    holdings at once, for whoever had the mouse to build with her money."""
    app = App((1280, 800))
    board = asha_thrown(app, holder=0)
    g = board.game
    click(app, "end")
    settle(app)
    assert g.pending.player == 1 and button(app, "ready").label == "Bina, click when ready"
    assert builds_as(app) == ["build_as_0"]
    click(app, "build_as_0")
    assert app.top is board and button(app, "ready").label == "Asha, click when ready"
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 0
    click(app, f"holding_build_{BALTIC}")
    assert g.buildings(BALTIC) == 1
    click(app, "close")
    assert button(app, "ready").label == "Bina, click when ready"  # then the laptop goes on to Bina
    check(g)


def asha_thrown_bina_holds_the_browns(app: App) -> BoardScene:
    """Classic, Asha, Bina and a bot: Bina holds the browns, and Asha has thrown (the laptop hers)."""
    return asha_thrown(app, holder=1)


def asha_thrown(app: App, holder: int) -> BoardScene:
    """Classic, Asha, Bina and a bot: the seat `holder` holds the browns, and Asha has thrown."""
    board = seated(app, "classic", [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")])
    give(board.game, holder, MEDITERRANEAN, BALTIC)
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    return board


def test_in_another_persons_turn_the_builder_takes_the_laptop_and_gives_it_back(home):
    app = App((800, 600))
    board = asha_thrown_bina_holds_the_browns(app)
    g = board.game
    assert g.pending.player == 0 and button(app, "build_as_1").label == "Bina: build out of turn…"
    assert overlapping(app) == []  # in the free cell, beside Asha's own greyed Build…
    click(app, "build_as_1")
    assert board.panel.get("end") is None and button(app, "ready").label == "Bina, click when ready"
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 1
    click(app, "deed_build-round")
    assert g.buildings(MEDITERRANEAN) == g.buildings(BALTIC) == 1 and g.pending.player == 0
    click(app, "close")
    assert board.panel.get("end") is None  # Asha's decision waits for her to take the laptop back
    assert button(app, "ready").label == "Asha, click when ready"
    take_laptop(app)
    click(app, "end")
    settle(app)
    check(g)


def test_where_several_people_may_build_each_has_a_named_button(home):
    app = App((800, 600))
    seats = [("Bot Sita", "medium"), ("Asha", "human"), ("Bina", "human"), ("Chandra", "human")]
    board = seated(app, "classic", seats)
    give(board.game, 1, MEDITERRANEAN, BALTIC)
    give(board.game, 2, 6, 8, 9)  # the light blues
    give(board.game, 3, 11, 13, 14)  # the pinks
    board.changed()
    on_bots_decision(app, board)
    assert builds_as(app) == ["build_as_1", "build_as_2", "build_as_3"] and overlapping(app) == []
    assert button(app, "build_as_3").label == "Chandra: build out of turn…"
    click(app, "build_as_3")
    assert isinstance(app.top, HoldingsScene) and app.top.player == 3 and app.top.mode == "build"


def test_at_instant_speed_the_bots_wait_for_the_holdings_too(home):
    """At instant speed a bot's turn lasts a few frames, each with the bot reading (the button
    greyed): the holdings are opened at slow speed, and the speed turned to instant under them."""
    app = App((1280, 800))
    board = seated(app, "classic", [("Bot Sita", "medium"), ("Asha", "human"), ("Bot Hari", "easy")])
    g = board.game
    give(g, 1, MEDITERRANEAN, BALTIC)
    board.changed()
    on_bots_decision(app, board)
    click(app, "build_as_1")
    app.prefs["bot_speed"] = "instant"
    board.set_speed()
    moves = len(g.history)
    frames(app, board, 60)
    assert g.pending.player == 0 and len(g.history) == moves  # no bot moves while it is open
    click(app, f"holding_build_{BALTIC}")
    click(app, "close")
    settle(app)
    assert g.buildings(BALTIC) == 1 and g.pending.player == 1 and len(g.history) > moves + 1
    check(g)


def test_a_click_as_a_bot_begins_to_read_opens_nothing(home):
    app = App((1280, 800))
    board = seated(app, "classic", [("Bot Sita", "medium"), ("Asha", "human")])
    give(board.game, 1, MEDITERRANEAN, BALTIC)
    board.changed()
    on_bots_decision(app, board)
    build = button(app, "build_as_1")
    board.controller.reading = lambda: True  # the bot's thread has just begun to read the table
    build.on_click()
    assert app.top is board and board.actions.passing is None


def test_between_turns_a_group_with_nothing_built_says_so_not_when_to_sell(home):
    """Classic lets an owner build but not sell in another's turn: on a bare group the greyed
    Sell a round says nothing stands to sell, as it would in the owner's own turn."""
    app = App((1280, 800))
    board = seated(app, "classic", [("Bot Sita", "medium"), ("Asha", "human")])
    give(board.game, 1, MEDITERRANEAN, BALTIC)
    board.changed()
    on_bots_decision(app, board)
    click(app, "build_as_1")
    note = app.top.notes[MEDITERRANEAN]
    assert "Nothing is built in this group to sell" in note, note
    assert "before your throw" not in note


def test_no_build_as_button_while_a_vote_on_ending_the_game_is_asked(home):
    """Asha may build in others' turns, but Bina's vote on Asha's proposal to end the game is no
    moment to offer Asha the laptop: the vote's own buttons stand alone."""
    app = App((1280, 800))
    board = seated(app, "classic", [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")])
    g = board.game
    give(g, 0, MEDITERRANEAN, BALTIC)
    g.players[2].cash += 5_000  # the bot leads: asked first, it agrees, and the vote passes to Bina
    board.changed()
    settle(app)
    board.act("propose-end")
    settle(app)
    assert g.pending.kind == "agree" and g.pending.player == 1 and builds_as(app) == [], builds_as(app)


def test_nobody_builds_with_another_persons_money_from_their_card_or_deed(home):
    """Classic, Asha's throw and the laptop hers: Bina's browns, opened from Bina's card or a
    deed on the board, build nothing (their buttons are not Bina's until the laptop passes);
    through "Bina: build out of turn…" it passes first, and then she builds."""
    app = App((1280, 800))
    board = asha_thrown_bina_holds_the_browns(app)
    g = board.game
    cash = g.players[1].cash
    board._open_holdings(board.cards.card_rect(1).center)  # Bina's card, clicked by whoever holds the laptop
    holdings = app.top
    assert isinstance(holdings, HoldingsScene) and holdings.player == 1
    holdings.mode = "build"
    holdings.layout(app.screen.get_size())
    app.frame(FRAME)
    assert not [b.id for b in holdings.panel.buttons if b.id.startswith("deed_build") and b.enabled]
    click(app, "close")
    board.open_deed(MEDITERRANEAN)
    app.frame(FRAME)
    assert not [b for b in board.panel.buttons if b.id.startswith("deed_build") and b.enabled]
    board.open_deed(None)
    assert g.buildings(MEDITERRANEAN) == 0 and g.players[1].cash == cash
    click(app, "build_as_1")  # the proper way: the laptop passes to Bina first
    take_laptop(app)
    click(app, "deed_build-round")
    assert g.buildings(MEDITERRANEAN) == g.buildings(BALTIC) == 1 and g.players[1].cash < cash


def test_no_one_else_is_offered_to_build_while_a_person_decides_to_buy(home):
    """Asha deciding whether to buy is her moment: Bina's Build… waits for the end of Asha's move
    (and the start of a turn), where building between turns belongs, and says it is Bina's to take."""
    app = App((1280, 800))
    board = seated(app, "classic", [("Asha", "human"), ("Bina", "human"), ("Bot Sita", "medium")], dice=[(2, 3)] * 60)
    g = board.game
    give(g, 1, MEDITERRANEAN, BALTIC)
    board.changed()
    settle(app)
    click(app, "roll")  # onto Reading Railroad, for sale
    settle(app)
    assert g.pending.kind == "buy" and g.pending.player == 0
    assert builds_as(app) == []
    click(app, "buy")
    settle(app)
    assert g.pending.kind == "end" and builds_as(app) == ["build_as_1"]
    assert button(app, "build_as_1").label == "Bina: build out of turn…"


def test_a_person_who_answered_an_offer_and_then_builds_hands_the_laptop_back(home):
    """Asha offers Bina a trade after her throw; Bina takes the laptop and accepts, then builds
    between turns from the hand-back screen (which asks for her first: whoever has the mouse there
    may be either of them): when she closes her holdings, Asha's decision still waits for Asha to
    take the laptop back."""
    app = App((1280, 800))
    board = asha_thrown_bina_holds_the_browns(app)
    g = board.game
    give(g, 1, ORIENTAL)
    board.act(f"offer 1 give cash:200 get {ORIENTAL}")  # Bina answers it
    settle(app)
    take_laptop(app)
    click(app, "accept")
    settle(app)
    assert g.pending.player == 0 and button(app, "ready").label == "Asha, click when ready"
    click(app, "build_as_1")
    assert button(app, "ready").label == "Bina, click when ready"
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 1
    click(app, "deed_build-round")
    assert g.buildings(MEDITERRANEAN) == g.buildings(BALTIC) == 1
    click(app, "close")
    settle(app)
    assert board.panel.get("end") is None  # not Bina's to end
    assert button(app, "ready").label == "Asha, click when ready"
    take_laptop(app)
    click(app, "end")
    settle(app)
    check(g)


def test_while_a_bot_reads_the_table_a_greyed_sale_of_a_round_says_when_to_sell(home):
    """Asha's deed open while the bot thinks over its decision: Sell a round, greyed, says when
    she may sell, not when she may build."""
    app = App((1280, 800))
    board = seated(app, "byapar", [("Bot Sita", "medium"), ("Asha", "human")])
    give(board.game, 1, HUMLA, JUMLA, level=1)
    board.changed()
    on_bots_decision(app, board)
    click_at(app, board.board.squares[HUMLA].center)
    board.controller.reading = lambda: True  # the bot's thread has just begun to read the table
    board.changed()
    app.frame(FRAME)
    sell = button(app, "deed_sell-round")
    assert not sell.enabled and sell.tooltip == t("why_sell_not_now"), sell.tooltip


def test_the_out_of_turn_chooser_says_what_it_asks_not_the_turns_own_prompt(home):
    """Finance, in Asha's turn Bina and Chandra may each offer or sell: with Bina's chooser open
    over Asha's buttons, the prompt asks what Bina does out of turn (End turn is behind Back),
    never "Asha: end your turn"."""
    app = App((1280, 800))
    s = finance_table(app, [("Asha", "human"), ("Bina", "human"), ("Chandra", "human")], holding=True)
    board = app.top
    click(app, "roll")
    settle(app)
    if s.game.pending.kind == "buy":
        click(app, "buy")
        settle(app)
    assert button(app, "end") is not None
    turn_prompt = board.actions.prompt()[0]
    click(app, "out_of_turn_1")
    assert builds_as(app) == ["build_as_1"] and button(app, "trade_as_1") and board.panel.get("end") is None
    said = board.actions.prompt()[0]
    assert said == "Bina: choose what to do out of turn, or Back to Asha's turn", said
    click(app, "trade_as_back")
    assert board.actions.prompt()[0] == turn_prompt


def test_in_finance_build_now_is_offered_only_after_the_lap_before_it_the_sale(home):
    """Finance builds only once its owner has been round the board: before that, the person who
    holds a lot is offered the sale to the bank by its name, and it opens the sale page; after
    the lap, the build, opening the build page (side by side with the offer, each on one line)."""
    app = App((1280, 800))
    board = seated(app, "finance", [("Asha", "human"), ("Bina", "human")])
    g = board.game
    give(g, 1, GOAT_ALLEY)
    g.lapped[1] = False
    board.changed()
    settle(app)
    assert g.pending.player == 0 and g.why_not(A.Build(GOAT_ALLEY), 1).code == "build-after-lap"
    assert button(app, "build_as_1").label == "Bina: sell out of turn…"  # beside "Trade as Bina…", in the others' row
    click(app, "build_as_1")
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 1 and app.top.mode == "sell"
    click(app, "close")
    take_laptop(app)
    g.lapped[1] = True
    board.changed()
    settle(app)
    assert button(app, "build_as_1").label == "Bina: build out of turn…"
    click(app, "build_as_1")
    take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.mode == "build"
    click(app, f"holding_build_{GOAT_ALLEY}")
    assert g.buildings(GOAT_ALLEY) == g.marker_floor(GOAT_ALLEY) + 1 and g.pending.player == 0
