"""The laptop passed back: when another person's answer (a trade taken, the last bid, a vote)
returns the decision to the turn's own person, its buttons wait until they take the laptop
again; a plain turn change only shows the band, whose words never call an answer a turn."""

from __future__ import annotations

import pytest
from app_helpers import (
    board_of,
    button,
    click,
    click_at,
    drawn_texts,
    family,
    over_to_sita,
    settle,
    take_laptop,
)
from helpers import give

from byapar.app import lang
from byapar.app.app import App
from byapar.app.scenes.auction import AuctionScene

JUMLA = 3


@pytest.fixture
def app(home):
    a = App((1280, 800))
    a.prefs["bot_speed"] = "instant"
    return a


def ids(app: App) -> list[str]:
    return [b.id for b in app.top.panel.buttons]


def passes_back_to_bikash(app: App) -> None:
    """Bikash's turn decision waits behind his "ready"; once he takes the laptop it is his."""
    g = board_of(app).game
    assert g.pending.player == 0 and g.pending.kind == "roll"
    assert "roll" not in ids(app) and "ready" in ids(app)
    assert not {"trade", "manage_build", "manage_mortgage"} & set(ids(app))  # nothing of his works before he is ready
    assert button(app, "ready").label == "Bikash, click when ready"
    assert "Pass the laptop to Bikash" in drawn_texts(app)
    take_laptop(app)
    click(app, "roll")
    assert g.history[-1] == "roll"


def test_a_trade_taken_by_another_person_passes_the_laptop_back_to_the_offerer(app):
    scene = family(app, ["Bikash", "Asha"])
    give(scene.game, 1, JUMLA)
    scene.presenter.sync()
    settle(app)
    scene.act("offer 1 give cash:1500 get 3")  # Bikash offers in his turn; Asha answers
    settle(app)
    take_laptop(app)
    click(app, "accept")
    settle(app)
    assert scene.game.owner(JUMLA) == 0
    click_at(app, scene.board.squares[JUMLA].center)  # his new place's deed: no button of his works yet
    assert not [b.id for b in app.top.panel.buttons if b.id.startswith("deed_") and b.id != "deed_close" and b.enabled]
    passes_back_to_bikash(app)


def test_a_vote_refused_by_others_passes_the_laptop_back_to_the_proposer(app):
    scene = family(app, ["Bikash", "Sita", "Asha"])
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")  # Bikash proposes; Sita, then Asha, vote
    settle(app)
    take_laptop(app)
    click(app, "agree_end")
    settle(app)
    assert scene.game.pending.kind == "agree" and scene.game.pending.player == 2
    take_laptop(app)
    click(app, "refuse_end")
    settle(app)
    passes_back_to_bikash(app)


def test_the_last_bid_by_another_person_passes_the_laptop_back(app):
    scene = family(app, ["Bikash", "Sita"])
    g = scene.game
    click(app, "roll")
    settle(app)
    click(app, "decline")  # Jumla goes to auction
    for _ in range(12):  # bounded: each round is one bid or drop
        settle(app)
        if g.auction is None:
            break
        assert isinstance(app.top, AuctionScene)
        if "ready" in ids(app):
            take_laptop(app)
        click(app, "drop" if g.pending.player == 0 else "raise_100")
    assert g.owner(JUMLA) == 1 and g.pending.player == 0 and g.pending.kind == "end"
    assert "end" not in ids(app) and button(app, "ready").label == "Bikash, click when ready"
    take_laptop(app)
    click(app, "end")
    assert g.history[-1] == "end"


def test_a_plain_turn_change_shows_the_band_and_waits_for_the_next_person(app):
    scene = over_to_sita(app)
    assert scene.game.pending.player == 1
    assert "ready" in ids(app) and "roll" not in ids(app) and "Over to Sita" in drawn_texts(app)
    click(app, "roll")  # Sita clicks when ready, then throws
    assert scene.game.history[-1] == "roll"


@pytest.mark.parametrize("language, said", [("en", "Sita's vote"), ("ne", "अब Sita को मत")])
def test_the_band_over_a_vote_calls_it_a_vote_not_a_turn(app, language, said):
    lang.use(language)
    scene = family(app, ["Bikash", "Sita", "Asha"])
    settle(app)
    scene.act("propose-end")  # as the Menu's "End the game" does
    settle(app)
    assert scene.game.pending.kind == "agree" and scene.handover.showing == 1
    texts = drawn_texts(app)
    assert said in texts
    assert not any("Sita" in x and ("Over to" in x or "पालो" in x) for x in texts)  # not called her turn
    assert scene.game.current == 0  # still Bikash's turn while Sita votes
