"""A family sharing one laptop, played through the real buttons: an answer asked of someone else
waits until they have the laptop, undo never reaches into what another person agreed to, the
log tells an auction and a trade in a few plain lines, building and mortgaging are found from
the action bar, and a click on a button that is there acts."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import (
    FRAME,
    board_of,
    button,
    click,
    click_at,
    drawn_texts,
    end_proposed,
    family,
    run_frames,
    settle,
    take_laptop,
)
from helpers import give

from byapar.app import i18n, lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import TABLE_BUTTONS, BoardScene
from byapar.app.scenes.trade import AnswerScene
from byapar.engine import actions as A

JUMLA = 3  # Rs 1,200 (a throw of 1+2 from Start)
HUMLA = 1


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def ids(app: App) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def log_lines(scene: BoardScene) -> list[str]:
    return ["".join(text for text, _ in line) for line in scene.presenter.log]


# ----- the laptop passes before someone else answers ------------------------------------------------

def test_a_trade_offered_to_another_person_waits_until_they_have_the_laptop(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    g = scene.game
    scene.act("offer 1 give cash:1500 get 3")  # Bikash offers; the answer is Sita's
    settle(app)
    assert isinstance(app.top, AnswerScene)
    assert ids(app) == ["ready"] and button(app, "ready").label == "Sita, click when ready"
    assert "Pass the laptop to Sita" in drawn_texts(app)
    click_at(app, (app.top.rect.right - 40, app.top.rect.bottom - 30))  # where Accept will stand: the note, not a button
    assert ids(app) == ["ready"]
    click(app, "ready")
    assert g.owner(JUMLA) == 1 and g.pending.kind == "trade"  # that click only handed the laptop over
    assert {"accept", "reject", "counter"} <= set(ids(app))
    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 0


def sita_counters(app):
    """Bikash offers Sita Rs 500 for Jumla; she takes the laptop and counters, asking Humla as well."""
    scene = family(app, ["Bikash", "Sita"], holding={0: (HUMLA,), 1: (JUMLA,)})
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    click(app, "ready")
    click(app, "counter")
    click(app, "get_sq_1")
    click(app, "offer")
    settle(app)
    return scene


def test_a_counter_passes_the_laptop_back_and_accepting_it_is_not_undone_by_one_side(app):
    g = sita_counters(app).game
    assert g.pending.player == 0 and ids(app) == ["ready"]  # back to Bikash, who must take the laptop
    click(app, "ready")
    click(app, "accept")
    settle(app)
    assert g.owner(JUMLA) == 0 and g.owner(HUMLA) == 1 and g.pending.player == 0
    assert not button(app, "undo").enabled  # the deal is both of theirs: Bikash can't take it back alone
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(FRAME)
    assert g.owner(JUMLA) == 0 and g.history[-1] == "accept"


def test_a_counter_offer_turned_down_is_logged_as_a_counter_offer(app):
    scene = sita_counters(app)
    click(app, "ready")
    click(app, "reject")  # Bikash turns down Sita's counter-offer
    settle(app)
    lines = log_lines(scene)
    assert lines[-1] == t("log_counter_no_terms", player="Bikash", partner="Sita", give="Jumla",
                          get="Humla" + t("and") + "Rs\xa0500"), lines[-4:]
    scene.act("offer 1 give cash:600 get 3")  # a fresh offer of Bikash's, turned down: a trade again
    settle(app)
    click(app, "ready")
    click(app, "reject")
    settle(app)
    assert log_lines(scene)[-1] == t("log_trade_no_terms", player="Sita", partner="Bikash", give="Rs\xa0600",
                                     get="Jumla"), log_lines(scene)[-4:]


def test_each_person_takes_the_laptop_for_their_bid_and_bots_bid_between(app):
    """An auction among people at one laptop passes it as every answer does: each person's bid,
    after another person's, waits behind their own "click when ready", so nobody bids or drops
    out for the next; the bots bid between with no wait."""
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction among all three
    settle(app)
    assert isinstance(app.top, AuctionScene)
    seen, last = [], None
    for _ in range(12):  # bounded: each round of the loop is one person's bid or drop
        if g.auction is None:
            break
        settle(app)
        if g.auction is None:
            break
        bidder = g.pending.player
        if last is not None and last != bidder:
            bidding = [bid for bid in ids(app) if bid not in TABLE_BUTTONS]  # the table's Menu stays
            assert bidding == ["ready"], (bidder, ids(app))
            take_laptop(app)
        assert "ready" not in ids(app), bidder
        seen.append(bidder)
        last = bidder
        click(app, "drop" if bidder == 1 or g.auction.high >= 2_000 else "raise_100")
    assert g.auction is None and {0, 1} <= set(seen)
    assert not any(scene.session.is_bot(s) for s in seen)


def test_a_vote_on_ending_waits_for_the_voter_to_take_the_laptop(app):
    g = end_proposed(app).game
    board = board_of(app)
    assert g.pending.kind == "agree" and g.pending.player == 1
    assert ids(app).count("agree_end") == 0 and "ready" in ids(app)
    assert board.actions.prompt()[0] == "Pass the laptop to Sita"
    click(app, "ready")
    click(app, "refuse_end")
    settle(app)
    assert not g.over and g.pending.kind != "agree"


def test_one_person_with_bots_never_passes_the_laptop(app):
    scene = family(app, ["Bikash"], bots=("Bot A", "Bot B"))
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "decline")
    for _ in range(12):
        settle(app)
        if g.auction is None:
            break
        assert "ready" not in ids(app)
        click(app, "drop")
    assert g.auction is None


# ----- hints and counts that speak to the right person ----------------------------------------------

def test_the_doubles_hint_goes_once_the_extra_throw_is_made(app):
    scene = family(app, ["Bikash", "Sita"], dice=[(2, 2), (1, 2)] + [(2, 3)] * 60, settings={"auction": False})
    hints = scene.session.comfort.hints
    click(app, "roll")
    settle(app)
    assert hints.current is not None and hints.current.key == "hint_doubles"
    assert "decline" not in ids(app)  # 2+2 from Start: a square nobody buys
    click(app, "roll")  # the second throw, no doubles: the hint's news is over in the same turn
    settle(app)
    assert scene.game.pending.player == 0
    assert hints.current is None


def test_the_counter_box_says_it_spends_an_offer_of_the_person_countering(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    g = scene.game
    scene.act("offer 1 give cash:500 get 3")  # one of Bikash's three; Sita has made none
    settle(app)
    click(app, "ready")
    click(app, "counter")
    assert g.offers_left(0) == 2 and g.offers_left(1) == 3
    own = "Sita may make 3 more offers in Bikash's turn; this is one of them"  # hers, in the turn it is
    assert i18n.t("trade_counter_limits_own", name="Sita", turn="Bikash", n=3) == own
    assert any(text.startswith(own) for text in drawn_texts(app))


def test_the_turns_player_countering_a_counter_is_told_it_spends_one_of_their_offers(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    g = scene.game
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    scene.act("counter give cash:100 get cash:800")  # Sita's answer: a counter-offer to Bikash
    settle(app)
    click(app, "ready")
    click(app, "counter")
    assert g.current == 0 and g.offers_left(0) == 2
    assert any(text.startswith("You may make 2 more offers this turn; this is one of them")
               for text in drawn_texts(app))


def counters_back_and_forth(app: App, counters: int) -> BoardScene:
    """Bikash offers Sita Rs 500 for Jumla, and they send `counters` counter-offers between them,
    Sita first; whoever answers the last opens a counter-offer of their own."""
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    for k in range(counters):
        scene.act("counter give cash:100 get cash:800" if k % 2 == 0 else "counter give cash:600 get 3")
        settle(app)
    click(app, "ready")
    click(app, "counter")
    return scene


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_counter_offer_that_is_sitas_last_says_so(app, language):
    scene = counters_back_and_forth(app, 4)  # Sita's two, Bikash's two: she counters with her last
    assert scene.game.current == 0 and scene.game.offers_left(1) == 1
    lang.use(language)
    try:
        texts = drawn_texts(app)
        last = t("trade_counter_limits_own_one", name="Sita", turn="Bikash")
    finally:
        lang.use("en")
    assert any(text.startswith(last) for text in texts), texts
    assert language == "ne" or last == "This counter-offer is Sita's last offer in Bikash's turn"


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_counter_offer_that_is_the_turns_players_last_says_so(app, language):
    scene = counters_back_and_forth(app, 3)  # Bikash made an offer and two counters: one left
    assert scene.game.current == 0 and scene.game.offers_left(0) == 1
    lang.use(language)
    try:
        texts = drawn_texts(app)
        last = t("trade_counter_limits_one")
    finally:
        lang.use("en")
    assert any(text.startswith(last) for text in texts), texts
    assert language == "ne" or last == "This counter-offer is your last offer this turn"


# ----- the log tells an auction and a trade in a few plain lines ---------------------------------------

def test_an_auction_is_one_line_in_the_log_while_its_window_lists_the_bids(app):
    scene = family(app, ["Bikash", "Sita"], bots=("Bot A",))
    g = scene.game
    click(app, "roll")
    settle(app)
    before = len(scene.presenter.log)
    click(app, "decline")
    listed = 0
    for _ in range(12):
        settle(app)
        if g.auction is None:
            break
        listed = max(listed, len(scene.presenter.bids))
        if app.top.panel.get("ready") is not None:
            click(app, "ready")
        click(app, "raise_100" if g.pending.player == 0 and g.auction.high < 1_500 else "drop")
    settle(app)
    assert g.auction is None and g.owner(JUMLA) is not None
    lines = log_lines(scene)[before:]
    about = [x for x in lines if "bid" in x or "auction" in x or "dropped" in x]
    assert len(about) == 1, lines
    winner = g.players[g.owner(JUMLA)].name
    assert about[0].startswith(f"{winner} won Jumla at auction for Rs") and "dropped out" in about[0]
    assert listed >= 2  # the window showed the bids as they came


def test_a_trade_reads_counter_then_one_line_with_the_places_and_the_cash(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    scene.act("offer 1 give cash:500 get 3")
    settle(app)
    click(app, "ready")
    click(app, "counter")  # Sita: Jumla for Rs 1,500
    click(app, "get_cash_1000")
    click(app, "offer")
    settle(app)
    click(app, "ready")
    click(app, "accept")
    settle(app)
    lines = log_lines(scene)
    counter = "Sita answered Bikash's trade with a counter-offer: Jumla for Rs\u00a01,500"  # its terms said
    assert counter in lines
    assert not [x for x in lines if "turned down" in x]
    deal = [x for x in lines if x.startswith("Bikash accepted Sita's")]  # her counter-offer, said as one
    assert deal == ["Bikash accepted Sita's counter-offer: Sita gives Jumla; Bikash gives Rs\u00a01,500"]
    assert not [x for x in lines if "handed" in x or "Rs\u00a01,500" in x and x not in (*deal, counter)]  # the deal's once


def test_accepting_a_counter_stays_with_the_person_who_made_it(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: (JUMLA,)})
    g = scene.game
    scene.act("offer 1 give cash:500 get 3")
    scene.act("counter give 3 get cash:900")  # Sita's counter
    scene.act("accept")  # Bikash accepts it, and the turn is his again
    settle(app)
    assert g.owner(JUMLA) == 0 and g.pending == (0, "roll", None, 0, None)
    assert not button(app, "undo").enabled
    assert scene.session.comfort.undo(scene.session.is_human) is None


# ----- building and mortgaging are found from the action bar ---------------------------------------------

FARWEST = (6, 8, 9)  # house cost Rs 500 each


def test_build_opens_the_holdings_where_a_round_is_built_and_sold_by_the_group(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    g = scene.game
    assert {"roll", "manage_build", "manage_mortgage"} <= set(ids(app))
    click(app, "manage_build")
    assert type(app.top).__name__ == "HoldingsScene" and app.top.mode == "build"
    click(app, "deed_build-round")
    assert [g.buildings(s) for s in FARWEST] == [1, 1, 1] and g.players[0].cash == 13_500
    click(app, "deed_build-round")
    click(app, "deed_sell-round")  # asks first, saying what goes for how much: nothing sold yet
    assert [g.buildings(s) for s in FARWEST] == [2, 2, 2]
    assert button(app, "holding_confirm").label == "Yes, sell one from each for Rs\xa0750"
    click(app, "holding_confirm")
    assert [g.buildings(s) for s in FARWEST] == [1, 1, 1]
    click(app, "close")
    assert isinstance(app.top, BoardScene) and "manage_build" in ids(app)


def test_one_house_at_a_time_from_the_holdings_keeping_the_group_even(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    g = scene.game
    click(app, "manage_build")
    assert button(app, f"holding_build_{FARWEST[1]}").label == "Build on Mahendranagar (Rs\xa0500)"
    click(app, f"holding_build_{FARWEST[1]}")
    assert [g.buildings(s) for s in FARWEST] == [0, 1, 0] and g.players[0].cash == 14_500
    second = button(app, f"holding_build_{FARWEST[1]}")  # a second house there: refused, saying why
    assert not second.enabled and "even" in second.tooltip.lower(), second.tooltip
    click(app, f"holding_build_{FARWEST[0]}")
    assert [g.buildings(s) for s in FARWEST] == [1, 1, 0]
    assert "Dadeldhura 1 house  ·  Mahendranagar 1 house  ·  Dhangadhi 0 houses" in drawn_texts(app)


def test_groups_that_don_t_fit_the_build_view_are_a_click_away(app):
    family(app, ["Bikash", "Sita"], holding={0: (*FARWEST, 1, 3, 11, 13, 14, 37, 39)})  # five groups to build on
    click(app, "manage_build")
    label = button(app, "holding_more").label
    assert label.startswith("More groups (1 of ")
    pages = int(label.rstrip(")").rsplit(" ", 1)[1])
    seen: list[str] = []
    for _ in range(pages):  # each page its own groups, and every group on one of them
        seen += [b.id for b in app.top.panel.buttons if b.id.startswith("holding_build_")]
        click(app, "holding_more")
    assert sorted(seen) == sorted(f"holding_build_{s}" for s in (*FARWEST, 1, 3, 11, 13, 14, 37, 39))
    assert button(app, "holding_more").label == label  # round to the first page again


def test_a_greyed_build_on_a_whole_group_says_the_engines_reason_not_that_no_group_is_whole(app):
    scene = family(app, ["Bikash", "Sita"], settings={"opening": "seat"})  # Bikash's turn, before his throw
    g = scene.game
    give(g, 0, HUMLA, JUMLA, 11)  # Karnali whole, and one place of a group not whole
    g.players[0].cash = 100  # a house on Karnali costs more
    scene.presenter.sync()
    scene.changed()
    settle(app)
    greyed = button(app, "manage_build")
    assert not greyed.enabled
    assert g.why_not(A.Build(HUMLA), 0).code == "build-cash"
    assert greyed.tooltip == "Can't build now: your cheapest building costs Rs\u00a0500; you have Rs\u00a0100"


def test_mortgage_opens_the_places_that_can_be_mortgaged_and_lifted(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: (JUMLA,)})
    g = scene.game
    greyed = button(app, "manage_build")  # nothing to build yet: Build… is greyed and says why
    assert not greyed.enabled
    assert greyed.tooltip == ("Nothing to build yet: houses go up only on a colour group you hold. "
                              "You need the whole group to build: Humla not yet yours")
    click(app, "manage_mortgage")
    assert app.top.mode == "mortgage"
    assert button(app, f"holding_mortgage_{JUMLA}").label == "Jumla: mortgage (+Rs\u00a0300)"
    click(app, f"holding_mortgage_{JUMLA}")
    assert g.is_mortgaged(JUMLA) and g.players[0].cash == 15_300
    assert button(app, f"holding_mortgage_{JUMLA}").label.startswith("Jumla: unmortgage")  # the same row, now its lift


def test_nobody_else_builds_from_another_persons_holdings(app):
    scene = family(app, ["Bikash", "Sita"], holding={1: FARWEST})
    assert not button(app, "manage_build").enabled  # Bikash's turn: Sita's groups are not his to build
    app.push("holdings", scene, 1, "build")
    app.frame(FRAME)
    assert app.top.mode == "places" and not [i for i in ids(app) if i != "close"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_build_and_mortgage_share_the_action_bar(home, size):
    app = App(size)
    app.prefs["bot_speed"] = "instant"
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    bar = {b.id: b.rect for b in app.top.panel.buttons if scene.actions.rect.contains(b.rect)}
    assert set(bar) == {"roll", "manage_build", "trade", "manage_mortgage"}
    assert bar["roll"].y < bar["trade"].y == bar["manage_build"].y < bar["manage_mortgage"].y
    assert bar["trade"].x == bar["manage_mortgage"].x < bar["manage_build"].x
    assert min(r.w for r in bar.values()) >= scene.actions.rect.w // 2 - 8  # halves of the bar, not thirds
    # their own spots: Build… ends the row under the main one, Mortgage… starts the next
    assert abs(bar["manage_build"].right - scene.actions.rect.right) <= 1
    assert bar["manage_mortgage"] == scene.actions.cells()[2]


# ----- a click on a button that is there acts, even while a bot plays ----------------------------------

def human_and_bot(app: App) -> BoardScene:
    app.prefs["bot_speed"] = "normal"
    scene = family(app, ["Asha"], bots=("Bot A",), settings={"auction": False})
    settle(app)
    click(app, "roll")
    settle(app)
    while "end" not in ids(app):  # bounded by the game: a buy or a decline, then End
        click(app, "buy" if "buy" in ids(app) and button(app, "buy").enabled else "decline")
        settle(app)
    click(app, "end")  # the bot's turn begins
    return scene


def frames_until(app: App, done, limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        run_frames(app)
    raise AssertionError(f"not reached in {limit} frames")


def test_a_click_on_dice_while_a_bot_moves_opens_the_dice_not_a_skip(app):
    scene = human_and_bot(app)
    frames_until(app, lambda: scene.presenter.busy and scene.game.pending.player == 1)
    click(app, "dice")
    assert type(app.top).__name__ == "StatsScene"


def test_a_press_held_while_the_bot_is_asked_still_clicks_owners(app):
    scene = human_and_bot(app)
    frames_until(app, lambda: not scene.presenter.busy and scene.game.pending.player == 1)
    spot = button(app, "owners").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    app.frame(FRAME)
    moves = len(scene.game.history)
    frames_until(app, lambda: len(scene.game.history) > moves)  # the bot thinks and moves meanwhile
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    app.frame(FRAME)
    assert type(app.top).__name__ == "OwnersScene"


def test_a_press_on_an_answer_never_answers_the_next_decision(app):
    scene = family(app, ["Asha", "Sita"], settings={"auction": False})
    spot = button(app, "roll").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    app.frame(FRAME)
    scene.act("roll")  # the decision moves on under the press (buy or end now)
    settle(app)
    asked = scene.game.pending
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    app.frame(FRAME)
    assert scene.game.pending == asked and scene.game.history[-1] == "roll"


def test_the_release_of_a_skipping_click_opens_no_deed(app):
    scene = human_and_bot(app)
    frames_until(app, lambda: scene.presenter.busy and scene.game.pending.player == 1)
    click_at(app, scene.board.squares[JUMLA].center)
    assert scene.selected is None


def test_the_trade_hint_shows_while_the_offer_is_open_and_not_again_once_answered(app):
    scene = family(app, ["Bikash", "Sita"])
    hints = scene.session.comfort.hints
    settle(app)
    scene.act("offer 1 give cash:300 get -")
    settle(app)
    click(app, "ready")
    assert hints.current is not None and hints.current.key == "hint_trade"
    hint_text = hints.current.text
    assert hint_text in drawn_texts(app)  # read beside the answer window
    click(app, "accept")
    settle(app)
    assert hints.current is None
    assert hint_text not in drawn_texts(app)  # not back on the board after the trade
    scene.act("offer 1 give cash:100 get -")  # a second offer: the hint was shown once
    settle(app)
    click(app, "ready")
    assert hints.current is None


def test_a_round_of_building_is_one_line_in_the_log(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    before = len(scene.presenter.log)
    click(app, "manage_build")
    click(app, "deed_build-to-hotel")  # fifteen buildings in one move
    click(app, "close")
    settle(app)
    lines = log_lines(scene)[before:]
    assert lines == ["Bikash built: Dadeldhura (a hotel), Mahendranagar (a hotel) and Dhangadhi (a hotel)"]
    build = button(app, "manage_build")  # nothing left to build: it is the way to sell, as are the holdings
    assert build.enabled and build.tooltip == i18n.t("tip_manage_sell_houses")
    click_at(app, scene.cards.card_rect(0).center)
    click(app, "view_build")
    click(app, "deed_sell-round")
    click(app, "holding_confirm")
    click(app, "close")
    settle(app)
    assert log_lines(scene)[-1] == ("Bikash sold 3 buildings: Dadeldhura (4 houses), Mahendranagar (4 houses) "
                                    "and Dhangadhi (4 houses)")


def test_each_greyed_build_button_says_why_in_the_build_view(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    g = scene.game
    click(app, "manage_build")
    click(app, f"holding_build_{FARWEST[1]}")
    settle(app)
    greyed = button(app, f"holding_build_{FARWEST[1]}")
    assert not greyed.enabled
    shown = drawn_texts(app)
    assert any(greyed.tooltip in text for text in shown), shown  # the reason is on screen, not only on hover
    g.players[0].cash = 100  # short of money now: every build button greyed, the money said
    app.top.layout(app.screen.get_size())  # the page's last group: its reasons grow whole where they stand
    greyed = [b for b in app.top.panel.buttons if b.id.startswith(("holding_build_", "deed_build")) and not b.enabled]
    assert len(greyed) >= 4, greyed
    shown = drawn_texts(app)
    for b in greyed:
        assert any(b.tooltip in text for text in shown), (b.tooltip, shown)


def test_a_round_s_sale_names_the_house_when_one_place_alone_is_built(app):
    scene = family(app, ["Bikash", "Sita"], holding={0: FARWEST})
    g = scene.game
    click(app, "manage_build")
    click(app, f"holding_build_{FARWEST[1]}")  # one house, on Mahendranagar alone
    settle(app)
    sell = button(app, "deed_sell-round")
    assert sell.enabled and sell.label == "Sell the house on Mahendranagar (+Rs\xa0250)", sell.label
    click(app, "deed_sell-round")
    assert button(app, "holding_confirm").label == "Yes, sell a building for Rs\xa0250"
    click(app, "holding_confirm")
    assert [g.buildings(s) for s in FARWEST] == [0, 0, 0] and g.players[0].cash == 14_750
    click(app, "deed_build-round")
    settle(app)
    assert button(app, "deed_sell-round").label == "Sell one from each (+Rs\xa0750)"  # more than one: the round
