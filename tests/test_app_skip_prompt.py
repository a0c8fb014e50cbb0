"""The bots' skip-ahead prompt is said only while a bot's move plays out: never while the person's own
throw tumbles and walks, which they just made and wait to see."""

from __future__ import annotations

from app_helpers import run_frames, settle, table

from byapar.app.app import App
from byapar.app.i18n import t

FRAMES = 600


def prompts_while_playing(app: App, board) -> list[str]:
    """The bar's prompt in each frame while the last move plays out."""
    said = []
    for _ in range(FRAMES):
        if not board.presenter.busy:
            break
        said.append(board.actions.prompt()[0])
        run_frames(app)
    return said


def test_the_skip_prompt_is_for_a_bots_move_not_the_persons_own(home):
    app = App((1280, 800))
    app.prefs.update(bot_speed="normal", hints=False)
    board = table(app, "byapar", ("human", "medium"), dice=[(1, 2)] * 40)
    settle(app)
    board.act("roll")  # Asha's own throw: the dice tumble and her token walks
    own = prompts_while_playing(app, board)
    assert own, "the throw plays out over frames"
    assert t("prompt_skip") not in own, own
    board.act("buy")
    run_frames(app)
    board.act("end")  # the bot's turn: its throw plays out, which a click may skip
    seen = []
    for _ in range(FRAMES):
        run_frames(app)
        if board.presenter.busy:
            seen.append(board.actions.prompt()[0])
        if board.session.is_human(board.game.pending.player) and not board.presenter.busy:
            break
    assert t("prompt_skip") in seen, seen
