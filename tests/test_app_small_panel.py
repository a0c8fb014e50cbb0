"""The panel beside the board at 800x600 with text at 150%: four or six players' cards go slim (one
line each), so the buttons under the main row keep a readable size, whole, and the log keeps its
lines; nothing in the panel overlaps. A large window keeps its big cards."""

from __future__ import annotations

import pytest
from app_helpers import click, drawn, settle, table
from helpers import give, put_at
from test_app_bar_sizes import LEAST, bar_labels

from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes import game_log
from byapar.app.scenes.player_cards import least_cash

MAIN = {"roll", "end", "buy", "decline"}
# the log's rows kept at 150%: six with four players; six players' slim cards leave fewer
LOG_ROWS = {("business_gst", 4): 6, ("finance", 4): 6, ("business_gst", 6): 3, ("finance", 6): 5}


@pytest.fixture
def large_text(each_language):
    th.set_text_size(150)
    yield each_language
    th.set_text_size(100)


def thrown(edition: str, players: int, language: str, size=(800, 600)):
    """A person's turn after the throw: they hold four places and stand on one for sale."""
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=150, hints=False)
    th.set_text_size(150)
    board = table(app, edition, ("human",) + ("medium",) * (players - 1), dice=[(1, 2)] * 40)
    g = board.game
    free = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 0, *free[:4])
    put_at(g, 0, next(s for s in free[4:] if g.edition.squares[s - 3].kind == "place") - 3)
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.player == 0
    return app, board


def check_panel(app: App, board, edition: str, players: int) -> None:
    labels = {k: v for k, v in bar_labels(app, board).items() if k not in MAIN}
    assert {"trade", "manage_build"} <= set(labels), labels
    small = {k: v for k, v in labels.items() if v[0] < LEAST or v[1]}
    assert not small, small
    assert game_log.rows_in(board.log_area().h, app.screen) >= LOG_ROWS[(edition, players)]
    on_cards = [d for d in drawn(app) if d.surface.size == board.cards.rect.size and d.text]
    names = [p.name for p in board.game.players]
    assert {d.text for d in on_cards} >= set(names)
    assert not [d.text for d in on_cards if d.cut], on_cards
    assert all(d.size >= min(th.size(15, app.screen), least_cash()) for d in on_cards if d.text in names)
    parts = [board.cards.rect, board.actions.prompt_rect, board.actions.rect, board.log_area()]
    assert all(a.bottom <= b.top for a, b in zip(parts, parts[1:], strict=False)), parts
    assert parts[-1].bottom <= board.right.bottom and not board.cards.rect.colliderect(board.header)
    buttons = [b.rect for b in board.panel.buttons if board.right.contains(b.rect)]
    assert not [(a, b) for i, a in enumerate(buttons) for b in buttons[i + 1:] if a.colliderect(b)]
    bar = [b.rect for b in board.panel.buttons if b.id in labels]
    assert all(board.actions.rect.contains(r) for r in bar)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("edition", ["business_gst", "finance"])
def test_the_panel_reads_at_150_percent_in_a_small_window(large_text, edition, players):
    app, board = thrown(edition, players, large_text)
    assert board.cards.slim and not board.actions.compact
    check_panel(app, board, edition, players)  # the buy question open
    click(app, "buy")
    settle(app)
    assert board.game.pending.kind == "end" and board.game.owner(board.game.players[0].position) == 0
    check_panel(app, board, edition, players)  # and after the purchase


def test_a_slim_card_s_tooltip_names_its_bot_and_its_state(large_text):
    from byapar.app.i18n import t

    app, board = thrown("business_gst", 6, large_text)
    board.game.loans[1] = board.presenter.table.loans[1] = 3_000
    tip = board.cards.tip(1)
    owed = board.session.money(3_300)  # the loan and its tenth: what Repay costs and worth counts
    assert t("bot_tag", level=t("level_medium")) in tip and t("state_loan", amount=owed) in tip


@pytest.mark.parametrize("players", [4, 6])
def test_a_large_window_keeps_its_big_cards(each_language, players):
    app, board = thrown("business_gst", players, each_language, size=(1280, 800))
    th.set_text_size(100)
    board.layout(app.screen.get_size())
    assert not board.cards.slim and board.cards.cols == 2
    assert board.actions.compact == (players > 4)  # six's cards: one row of thirds, each as wide as a small window's half
    assert game_log.rows_in(board.log_rect.h, app.screen) >= 10


def test_a_loan_on_a_slim_card_never_hides_the_places_held(large_text):
    """A person with four places takes a loan: their slim card still shows their places, a chip
    a group or one chip saying how many, each whole in its strip and clear of the loan's words."""
    app, board = thrown("business_gst", 4, large_text)
    board.game.loans[0] = board.presenter.table.loans[0] = 4_000
    board.changed()
    settle(app)
    drawn(app)
    assert board.cards.slim
    strip, chips = board.cards.strips[0], board.cards.chips[0]
    held = len(board.presenter.table.owned(0))
    assert held >= 4 and sum(len(c.places) for c in chips) == held, (chips, held)
    assert all(strip.contains(c.rect) for c in chips), (strip, chips)
    assert not any(c.rect.colliderect(w) for c in chips for w in board.cards.words[0]), chips


def test_a_person_in_jail_keeps_their_places_marks_the_cards_width(home):
    """At 1280x800 a person's card in jail with a bail card says so in its upper corner, where a
    bot's tag stands, so the marks of their eleven places keep the foot's whole width."""
    app = App((1280, 800))
    board = table(app, "byapar", ("human", "easy", "medium", "hard"))
    game = board.game
    give(game, 0, 1, 3, 6, 8, 9, 11, 13, 14, 5, 15, 16)
    game.players[0].in_jail = True
    game.players[0].bail_cards.append(next(iter(game.edition.decks)))
    board.presenter.sync()
    board.changed()
    app.frame(1 / 60)
    cash, strip = board.cards.cash_boxes[0], board.cards.strips[0]
    assert board.cards.cols == 2 and strip.right >= cash.x + 150, (strip, cash)  # at 1280x800 the card is about 230 px
    said = next(d for d in drawn(app) if d.text.startswith("In jail"))
    assert said.ink[0].bottom <= cash.y + 4, (said.ink, said.surface, cash)  # on the name's line, over the cash
