"""A building made between turns, by a person who is not the one whose turn has just begun,
is told above that turn's heading while the turn has nothing logged yet, so it never reads as
made in the other player's turn."""

from __future__ import annotations

import pytest
from app_helpers import app_in, classic_family_chandra_may_build, click, settle, take_laptop

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.words import plain

ORIENTAL = 6  # one of Chandra's light blues


@pytest.fixture
def put_back(home):
    yield
    lang.use("en")
    th.set_text_size(100)


def lines(board) -> list[str]:
    return [plain(line) for line in board.presenter.log]


def chandra_builds(app, board) -> None:
    """Chandra, in Bikash's decision, takes the laptop and builds a house on Oriental Avenue."""
    click(app, "build_as_2")
    if app.top.panel.get("ready") is not None:
        take_laptop(app)
    assert isinstance(app.top, HoldingsScene) and app.top.player == 2
    click(app, f"holding_build_{ORIENTAL}")
    click(app, "close")
    settle(app)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_house_built_between_turns_is_told_above_the_next_turn_s_heading(put_back, language):
    app = app_in((1280, 800), language)
    board = classic_family_chandra_may_build(app)
    game = board.game
    assert game.pending.player == 1 and game.pending.kind == "roll"  # Bikash's turn, nothing done in it yet
    head = plain(board.presenter.words.line(next(e for e in reversed(game.events) if type(e).__name__ == "TurnStarted")))
    assert lines(board)[-1] == head and "Bikash" in head
    before = lines(board)[:-1]

    chandra_builds(app, board)
    assert game.buildings(ORIENTAL) == 1
    shown = lines(board)
    built = shown[-2]
    assert shown[-1] == head and shown[:-2] == before and built.startswith("Chandra"), shown[-4:]

    # only Chandra may take it back, and not in Bikash's decision: Undo leaves the log as it is
    take_laptop(app)
    assert not board.panel.get("undo").enabled and lines(board) == shown
    # Bikash's throw is told under his heading
    click(app, "roll")
    settle(app)
    thrown = lines(board)
    assert thrown[:len(before) + 2] == [*before, built, head] and thrown[len(before) + 2].startswith("Bikash"), thrown[-4:]
