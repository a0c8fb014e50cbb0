"""Finance's bump, played at one laptop with scripted dice: a bot lands on Cash Here where a
person stands; the person goes back five squares to a railroad, pays its fare and throws, in
the bot's turn (the book's rule). The board says who was bumped, to where, and why they throw
now, above where a card would stand; the throw waits behind a hand-over to them, and they
throw it themselves before they are asked to buy the place it reaches."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn_texts, laptop_taken, open_board, settle, table
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import CARD_TOP, banner_rect
from byapar.app.session import Session, default_seat
from byapar.app.words import plain

ASHA, BOT, BIKASH = 0, 1, 2
CASH_HERE, GROSSE_POINT, NEW_YORK_CENTRAL, LAKE_SHORE = 0, 23, 35, 38
# Asha 1+2 from Grosse Point to Gayety Theater; the bot 3+4 from 33 to Cash Here; Bikash's
# throw at New York Central 1+2 to Lake Shore Drive, nobody's
DICE = [(1, 2), (3, 4), (1, 2)] + [(2, 3)] * 20

# the bot throws at once: an offer for the person's lot before its throw (a bot may buy a
# person's first place in a group) would hold the throw these tests script
QUIET_BOTS = {"bot_offers": "never"}


def asha_before_the_bump(app: App):
    """Asha on Grosse Point and the bot on square 33 of Finance, Bikash a person: the scripted
    dice bump Bikash on the bot's turn."""
    board = table(app, "finance", ("human", "medium", "human"), dice=DICE)
    board.game.players[ASHA].position = GROSSE_POINT
    board.game.players[BOT].position = 33
    board.presenter.sync()
    settle(app)
    return board


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_bumped_person_is_told_why_and_takes_the_laptop_before_buying(home, language, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = asha_before_the_bump(app)
    g = board.game
    click(app, "roll")  # Asha's throw, then her turn's end: the laptop is hers
    click(app, "end")
    settle(app)
    assert g.players[BIKASH].position == NEW_YORK_CENTRAL and g.pending.kind == "throw" and g.pending.player == BIKASH
    assert g.current == BOT  # all of it in the bot's turn
    banner = board.presenter.banner
    assert banner is not None and banner.square == CASH_HERE
    said = {"by": g.players[BOT].name, "player": g.players[BIKASH].name, "square": sq(g, CASH_HERE),
            "to": sq(g, NEW_YORK_CENTRAL)}
    assert banner.text == t("banner_bumped", n=lang.digits("5"), **said) + " " + t("banner_bumped_throws", **said)
    spot = banner_rect(board.board.centre, banner.text, 15)
    assert spot.bottom <= board.board.centre.y + board.board.centre.h * CARD_TOP  # a card's title stays in sight
    ids = [b.id for b in board.panel.buttons]
    assert "ready" in ids and "roll" not in ids  # the laptop passes to Bikash first
    other = "en" if language == "ne" else "ne"
    lang.use(other)  # the language switched while the banner shows: it is told again
    board.layout(app.screen.get_size())
    assert board.presenter.banner.text == t("banner_bumped", n=lang.digits("5"), **dict(
        said, square=sq(g, CASH_HERE), to=sq(g, NEW_YORK_CENTRAL))) + " " + t("banner_bumped_throws", **dict(
        said, square=sq(g, CASH_HERE), to=sq(g, NEW_YORK_CENTRAL)))
    lang.use(language)
    board.layout(app.screen.get_size())
    click(app, "ready")
    click(app, "roll")  # Bikash throws the railroad's throw himself
    settle(app)
    assert g.players[BIKASH].position == LAKE_SHORE and g.pending.kind == "buy" and g.pending.player == BIKASH
    assert "buy" in [b.id for b in board.panel.buttons]
    click(app, "buy")
    assert g.owner(LAKE_SHORE) == BIKASH


def sq(game, s: int) -> str:
    return lang.square_name(game.edition.squares[s])


def test_the_bump_s_message_goes_when_the_turn_passes(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = asha_before_the_bump(app)
    g = board.game
    click(app, "roll")
    click(app, "end")
    settle(app)
    text = board.presenter.banner.text  # Bikash bumped, in the bot's turn
    click(app, "ready")
    click(app, "roll")
    settle(app)
    click(app, "buy")
    settle(app)
    assert g.current == BIKASH and g.pending.kind == "roll"  # the bot's turn is over: Bikash's own throw
    assert board.presenter.banner is None
    for _ in range(60):  # and nothing of the bot's turn comes back on the board
        app.frame(1 / 60)
    assert text not in drawn_texts(app)


def test_the_bumped_person_s_throw_waits_for_them_and_is_theirs(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    board = asha_before_the_bump(app)
    g = board.game
    click(app, "roll")
    click(app, "end")
    settle(app)
    left = len(g.script)
    for _ in range(120):  # however long the hand-over stands, nobody throws for Bikash
        app.frame(1 / 60)
    assert len(g.script) == left and g.players[BIKASH].position == NEW_YORK_CENTRAL
    assert t("pass_to", name=g.players[BIKASH].name) in drawn_texts(app)
    click(app, "ready")
    said = t("prompt_throw", name=g.players[BIKASH].name, square=sq(g, NEW_YORK_CENTRAL))
    assert said in drawn_texts(app)
    g.events.clear()
    click(app, "roll")
    thrown = [ev for ev in g.events if type(ev).__name__ == "Rolled"]
    assert [(ev.player, ev.d1, ev.d2, ev.why) for ev in thrown] == [(BIKASH, 1, 2, "railroad")]
    assert len(g.script) == left - 1


def test_after_a_person_bumps_a_person_the_laptop_comes_back_to_the_turn_s_owner(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    # Asha 3+4 from 33 onto Cash Here, where Bikash stands: he goes back to New York Central
    # and throws 1+2 to Lake Shore Drive, which he buys
    board = table(app, "finance", ("human", "medium", "human"), dice=[(3, 4), (1, 2)] + [(2, 3)] * 20)
    g = board.game
    g.players[ASHA].position = 33
    g.players[BOT].position = 10
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.current == ASHA and g.pending.kind == "throw" and g.pending.player == BIKASH
    assert "roll" not in [b.id for b in board.panel.buttons]  # Asha can't throw it for him
    click(app, "ready")
    click(app, "roll")
    settle(app)
    assert g.players[BIKASH].position == LAKE_SHORE
    click(app, "buy")
    settle(app)
    assert g.current == ASHA and g.pending.kind == "end" and g.pending.player == ASHA
    ids = [b.id for b in board.panel.buttons]
    assert "ready" in ids and "end" not in ids  # back to Asha, behind her hand-over
    click(app, "ready")
    click(app, "end")
    assert g.current != ASHA


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_person_bumped_in_a_bot_s_turn_reads_it_on_the_board_in_their_own_turn(home, language, size):
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    # Asha 1+2 from Grosse Point; the bot 3+4 from 27 onto Fifth Avenue (34), where Bikash
    # stands: he goes back five squares to Rittenhouse Square (29), his own, and nothing asks
    # him anything till his own turn
    board = table(app, "finance", ("human", "medium", "human"), dice=[(1, 2), (3, 4)] + [(2, 3)] * 20,
                  settings=QUIET_BOTS)
    g = board.game
    g.players[ASHA].position, g.players[BOT].position, g.players[BIKASH].position = GROSSE_POINT, 27, 34
    give(g, BIKASH, 29)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    click(app, "end")
    settle(app)
    assert g.current == BIKASH and g.pending.kind == "roll" and g.players[BIKASH].position == 29
    said = t("banner_bumped", n=lang.digits("5"), by=g.players[BOT].name, player=g.players[BIKASH].name,
             square=sq(g, 34), to=sq(g, 29))
    click(app, "ready")  # the laptop is Bikash's: the word waits for him on the board
    for _ in range(600):  # however long he looks before throwing
        app.frame(1 / 60)
    assert said in drawn_texts(app)
    click(app, "roll")  # his own decision: he has read it
    settle(app)
    assert board.presenter.banner is None or board.presenter.banner.text != said


# Asha 3+4 from Rubeville onto Ye Olde Manor, Bot A's, where Bot A stands; Bot A goes back onto
# Sylvan Dell, Bot B's, where Bot B stands; Bot B goes back onto Wayback
RUBEVILLE, YE_OLDE_MANOR, SYLVAN_DELL, WAYBACK = 6, 13, 8, 3


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_chain_of_bumps_in_a_persons_move_is_said_whole(home, language, size):
    """Asha's throw bumps Mohan (a bot) back onto Gita (a bot), who is bumped back in turn, all in
    Asha's move: the board says both bumps, in order (not Gita's alone, which shows a bot's token
    moving by itself in Asha's turn), and the log names the bump in turn as one."""
    from app_helpers import drawn

    from byapar.app.words import plain, rich

    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    lang.use(language)
    board = table(app, "finance", ("human", "medium", "medium"), names=["Asha", "Mohan", "Gita"],
                  dice=[(3, 4)] + [(2, 3)] * 20)
    g = board.game
    give(g, 1, YE_OLDE_MANOR)
    give(g, 2, SYLVAN_DELL)
    for seat, square in ((0, RUBEVILLE), (1, YE_OLDE_MANOR), (2, SYLVAN_DELL)):
        g.players[seat].position = square
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    settle(app)
    assert [p.position for p in g.players] == [YE_OLDE_MANOR, SYLVAN_DELL, WAYBACK] and g.current == 0
    first = t("banner_bumped", by="Asha", player="Mohan", square=sq(g, YE_OLDE_MANOR), to=sq(g, SYLVAN_DELL),
              n=lang.digits("5"))
    then = t("banner_bumped_on", by="Mohan", player="Gita", square=sq(g, SYLVAN_DELL), to=sq(g, WAYBACK),
             n=lang.digits("5"))
    said = [d for d in drawn(app) if d.text == first + " " + then]
    assert said and not said[0].cut, [d.text for d in drawn(app)][-12:]
    log = [plain(line) for line in board.presenter.log]
    bumped = plain(rich("log_bumped", by=("Asha", None), player=("Mohan", None),
                        square=(lang.in_sentence(sq(g, YE_OLDE_MANOR)), None)))
    in_turn = plain(rich("log_bumped_in_turn", by=("Mohan", None), cause=("Asha", None), player=("Gita", None),
                         square=(lang.in_sentence(sq(g, SYLVAN_DELL)), None)))
    assert bumped in log and in_turn in log and log.index(bumped) < log.index(in_turn), log[-8:]


def test_a_chain_of_bumps_that_moved_a_person_waits_on_the_board_for_them(home):
    """Mohan's throw (a bot's) bumps Asha back onto Gita, who is bumped back in turn. The board's
    words about the chain stay up into Asha's own turn, as a bump of her alone would, though the
    last bump moved a bot; her throw puts them away."""
    from app_helpers import drawn_texts

    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False)
    seats = [default_seat(i, kind, name) for i, (kind, name) in enumerate(
        (("medium", "Mohan"), ("human", "Asha"), ("medium", "Gita")))]
    session = Session.start("finance", seats, {"opening": "seat"}, seed=2, dice=[(3, 4)] + [(2, 3)] * 20)
    g = session.game
    give(g, 2, SYLVAN_DELL)
    for seat, square in ((0, RUBEVILLE), (1, YE_OLDE_MANOR), (2, SYLVAN_DELL)):
        g.players[seat].position = square  # before the board opens: Mohan's throw waits for it
    open_board(app, session)
    settle(app)
    assert g.current == 1 and g.pending.kind == "roll" and g.players[2].position == WAYBACK  # Asha's turn now
    chain = t("banner_bumped", by="Mohan", player="Asha", square=sq(g, YE_OLDE_MANOR), to=sq(g, SYLVAN_DELL),
              n="5") + " " + t("banner_bumped_on", by="Asha", player="Gita", square=sq(g, SYLVAN_DELL),
                               to=sq(g, WAYBACK), n="5")
    assert chain in drawn_texts(app)
    click(app, "roll")
    settle(app)
    assert chain not in drawn_texts(app)


# Asha 1+2 from 31 onto Fifth Avenue (34), her own; the second seat 3+4 from 27 onto it, where
# Asha stands: she goes back five squares to Rittenhouse Square (29), her own too, and nothing
# asks her anything; Bikash's turn comes next
BUMP_ASHA = [(1, 2), (3, 4)] + [(2, 3)] * 20


def asha_moved_on_to_fifth_avenue(sita: str, language: str, dice: list, sita_at: int):
    """Finance for Asha, Sita (`sita`: a person or a bot) and Bikash, Asha holding Fifth Avenue and
    Rittenhouse Square: Asha throws from 31 onto Fifth Avenue and ends her turn; Sita stands at
    `sita_at`, Bikash at 5."""
    app = App((1280, 800))
    app.prefs.update(bot_speed="instant", hints=False, language=language)
    board = table(app, "finance", ("human", sita, "human"), dice=dice, names=["Asha", "Sita", "Bikash"],
                  settings=QUIET_BOTS)
    g = board.game
    g.players[ASHA].position, g.players[BOT].position, g.players[BIKASH].position = 31, sita_at, 5
    give(g, ASHA, 34, 29)
    board.presenter.sync()
    settle(app)
    click(app, "roll")
    click(app, "end")
    settle(app)
    return app, board


@pytest.mark.parametrize("bumper", ["medium", "human"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_bump_s_message_ends_with_the_turn_it_happened_in(home, bumper, language):
    lang.use(language)
    app, board = asha_moved_on_to_fifth_avenue(bumper, language, BUMP_ASHA, sita_at=27)
    g = board.game
    if bumper == "human":  # Sita throws herself, reads the board, and ends her turn
        click(app, "roll")
        settle(app)
        said = t("banner_bumped", n=lang.digits("5"), by="Sita", player="Asha", square=sq(g, 34), to=sq(g, 29))
        assert said in drawn_texts(app)  # in Sita's turn the board says it
        click(app, "end")
        settle(app)
    assert g.players[ASHA].position == 29 and g.current == BIKASH and g.pending.kind == "roll"
    said = t("banner_bumped", n=lang.digits("5"), by="Sita", player="Asha", square=sq(g, 34), to=sq(g, 29))
    click(app, "ready")  # Bikash takes the laptop for his own turn
    for _ in range(600):  # however long he looks before throwing
        app.frame(1 / 60)
    assert said not in drawn_texts(app) and board.presenter.banner is None
    bumped = t("log_bumped", by="Sita", player="Asha", square=sq(g, 34))
    assert bumped in [plain(line) for line in board.presenter.log]  # the log keeps it


def test_a_bump_s_message_goes_with_the_next_throw(home):
    """Sita throws a double onto Asha's square and bumps her back; her second throw takes the
    board on, and the word about the bump goes with it (the log keeps it), rather than standing
    over a throw it no longer explains."""
    app, board = asha_moved_on_to_fifth_avenue("human", "en", [(1, 2), (3, 3), (2, 3)] + [(2, 3)] * 20, sita_at=28)
    g = board.game
    laptop_taken(app)
    click(app, "roll")  # Sita's double: onto Fifth Avenue, where Asha stands
    settle(app)
    said = t("banner_bumped", n="5", by="Sita", player="Asha", square=sq(g, 34), to=sq(g, 29))
    assert g.players[ASHA].position == 29 and said in drawn_texts(app)
    laptop_taken(app)
    click(app, "roll")  # her second throw
    settle(app)
    assert g.players[BOT].position == 39 and board.presenter.banner is None
    assert said not in drawn_texts(app)
