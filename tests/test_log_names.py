"""A language switched while a bot's moves still play out: every log line, the ones shown
before the switch and the ones still coming, names the bot as its card does ("बोट ख" after
"Bot B"), as does a line of the app's own (an undo's)."""

from __future__ import annotations

from app_helpers import BOT_HUNG, FRAME, click, human_plays_safely, settle

from byapar.app import i18n, lang
from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.settings import SettingsScene
from byapar.app.session import Session, default_seat
from byapar.app.words import rich

TURNS = 6  # the person's decisions before the switch


def names_in(line: list) -> set[tuple[str, int]]:
    return {(text, style[1]) for text, style in line if isinstance(style, tuple) and style[0] == "player"}


def test_every_log_line_names_a_default_bot_in_the_language_switched_to(home):
    app = App((800, 600))
    app.prefs.update(bot_speed="instant", hints=False)
    bot = i18n.t("bot_name", name=i18n.t("bot_letters")[1])
    session = Session.start("byapar", [default_seat(0, "human", "Asha"), default_seat(1, "medium", bot)],
                            {"rounds": 10}, seed=8)
    board = BoardScene(app, session)
    app.replace(board)
    settle(app)
    for _ in range(TURNS):
        human_plays_safely(app)
    board.presenter.note(rich("log_undo", player=(bot, ("player", 1)), what="—"))
    for _ in range(50):  # on to the end of the person's turn, the bot's next
        if app.top is board and board.game.pending.kind == "end" and board.game.pending.player == 0:
            break
        human_plays_safely(app)
    app.prefs["bot_speed"] = "normal"
    board.set_speed()
    click(app, "end")
    for _ in range(600):  # on to a moment the bot's own moves wait to be shown
        if any(names_in(line) for entry in board.presenter.queue for line in entry[2]):
            break
        app.frame(FRAME)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)  # its answer, however long a loaded machine takes
    assert board.presenter.queue, "the bot's moves wait to be shown"
    app.push(SettingsScene(app))
    app.frame(FRAME)
    click(app, "language_ne")
    click(app, "done")
    board.presenter.skip()
    app.frame(FRAME)
    assert lang.current() == "ne"
    shown = [p.name for p in board.game.players]
    assert shown[1] == "बोट ख"
    wrong = [line for line in board.presenter.log if any(shown[seat] != text for text, seat in names_in(line))]
    assert wrong == []
