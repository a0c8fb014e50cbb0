"""Driving the app the way a player does: mouse events at the centres of real buttons."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
from helpers import give, put_at

from byapar.app import fonts
from byapar.app.app import DOUBLE_CLICK, GRACE_FRAMES, REACTION, App
from byapar.app.scenes.auction import AuctionScene
from byapar.app.scenes.board import BoardScene, card_rect
from byapar.app.scenes.gameover import GameOverScene
from byapar.app.scenes.handover import HOLD_SECONDS
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

FRAME = 1 / 60
# Frames `settle` runs before it gives up: the most any settle in the suite needed was 267
# (a bots' round at normal speed), and frames are counted the same on any machine.
SETTLE_FRAMES = 5_000
BOT_HUNG = 600.0
# Frames a person takes to read a card they drew before their click puts it down: longer than
# a double-click's gap, whose second click the card takes for one aimed at what stood there before
READING_FRAMES = int(DOUBLE_CLICK / FRAME) + GRACE_FRAMES + 2


def click_at(app: App, pos: tuple[int, int]) -> None:
    """A real click: move, press, release, then one frame reads the queue. A person first sees
    the control under the pointer: frames run until it has stood there as long as that takes
    (after a hand-over between people, until the last person's hand is off the mouse)."""
    for _ in range(int(max(REACTION, HOLD_SECONDS) / FRAME) + GRACE_FRAMES + 2):
        if app.seen(pos):
            break
        app.frame(FRAME)
    quick_click(app, pos)


def quick_click(app: App, pos: tuple[int, int]) -> None:
    """A click at once, whatever has just appeared there."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)
    opened(app)


def opened(app: App, frames: int = SETTLE_FRAMES) -> None:
    """A game opening over several frames (Continue, Load, Play again) is waited for, as a
    person waits for it: its session made on a worker, its board painted a part a frame."""
    for _ in range(frames):
        if app.opening is None:
            return
        app.opening.wait(BOT_HUNG)
        app.frame(FRAME)


def button(app: App, button_id: str):
    """The top scene's button `button_id`; where none has it, the one button whose id is it with
    a suffix (a group's "deed_build-round_6" in the holdings, asked as "deed_build-round")."""
    b = app.top.panel.get(button_id)
    ids = [x.id for x in app.top.panel.buttons]
    if b is None:
        suffixed = [x for x in app.top.panel.buttons if x.id.startswith(button_id + "_")]
        b = suffixed[0] if len(suffixed) == 1 else None
    assert b is not None, f"no button {button_id!r} on {type(app.top).__name__}; there are {ids}"
    return b


def app_in(size: tuple[int, int], language: str, text_size: int = 100) -> App:
    """A window at `size` in `language` and text size, bots at instant speed, no hints."""
    from byapar.app import lang
    from byapar.app import theme as th

    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, hints=False, text_size=text_size)
    lang.use(language)
    th.set_text_size(text_size)  # after the window opened with the saved preferences
    return app


def click(app: App, button_id: str) -> None:
    """Click `button_id`; where a person's turn waits behind "click when ready" (the laptop passing
    between two people at a turn change) and the button is not shown yet, they take the laptop first."""
    if button_id != "ready" and app.top.panel.get(button_id) is None and app.top.panel.get("ready") is not None:
        take_laptop(app)
    if not any(b.id == button_id or b.id.startswith(button_id + "_") for b in app.top.panel.buttons):
        settings_page_turned(app)  # the settings' other page holds it, where they take two
    b = button(app, button_id)
    assert b.enabled, f"button {button_id!r} is disabled: {b.tooltip}"
    click_at(app, b.rect.center)


def settings_page_turned(app: App) -> None:
    """Where the settings take two pages, the other one shown by a click on its button."""
    turn = app.top.panel.get("settings_page")
    if turn is not None:
        click_at(app, turn.rect.center)


def each_settings_page(app: App) -> Iterator[None]:
    """The settings shown a page at a time: the rules', then where they take two, this laptop's
    (and the rules' again after)."""
    yield
    if app.top.panel.get("settings_page") is not None:
        settings_page_turned(app)
        yield
        settings_page_turned(app)


def clicks_settled(app: App, *button_ids: str) -> None:
    """Click each button in turn, letting the table settle after each, as a person waits to see
    what a click did before the next."""
    for button_id in button_ids:
        click(app, button_id)
        settle(app)


def build_page_opened(app: App, board: BoardScene):
    """After a set-up of the table, the board shows it and its person opens the holdings' Build page."""
    from byapar.app.scenes.holdings import HoldingsScene

    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    settle(app)
    assert isinstance(app.top, HoldingsScene)
    return app.top


def take_laptop(app: App) -> None:
    """The person asked takes the laptop: an answer asked of someone other than the last person
    to act waits behind one "ready" click."""
    click(app, "ready")


def laptop_taken(app: App) -> None:
    """Where the decision waits behind "click when ready" (an auction's bid passing from one
    person to the next), its person takes the laptop."""
    if app.top.panel.get("ready") is not None:
        take_laptop(app)


def raise_least(app: App) -> None:
    """The bidder asked takes the laptop where it passes to them and raises by the least step."""
    laptop_taken(app)
    click(app, next(b.id for b in app.top.panel.buttons if b.id.startswith("raise_") and b.enabled))


def menu_as_asked(app: App) -> None:
    """The Menu opened by the person the board waits for: they take the laptop first, as the
    Menu's ending and resigning wait for them to."""
    if app.top.panel.get("ready") is not None:
        take_laptop(app)
    click(app, "menu")


def answer_as_asked(app: App, button_id: str) -> None:
    """Take the laptop where the answer waits for it, then click `button_id`."""
    if app.top.panel.get("ready") is not None:
        take_laptop(app)
    click(app, button_id)


def look(app: App) -> None:
    """Frames for as long as a person takes to see what is asked (a key sooner is not for it);
    where it goes round the people unasked (an auction), as long as a double-click's gap."""
    wait = DOUBLE_CLICK if app.top is not None and app.top.goes_round else REACTION
    for _ in range(int(wait / FRAME) + 2):
        app.frame(FRAME)


def press(app: App, key: int, mod: int = 0) -> None:
    """A key pressed and let go, read by one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.frame(FRAME)


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(FRAME)


def erase(app: App, count: int) -> None:
    for _ in range(count):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    app.frame(FRAME)


def board_of(app: App) -> BoardScene | None:
    return next((s for s in app.scenes if isinstance(s, BoardScene)), None)


def settle(app: App, frames: int = SETTLE_FRAMES) -> None:
    """Run frames until a human must act (with the right overlay open) or the game is over. A
    card a person drew, which waits for their click at every speed, they read and click away
    (`read_card`): the play goes on behind it. A finished game's board, which waits for a
    person's See the results, they click on to the results.

    Bounded by frames, not by the clock: every frame advances the game's time by FRAME,
    so animations and the bots' pauses take the same number of frames on any machine, and
    a bot thinking on its worker thread is waited for before the next frame takes its answer.
    """
    for _ in range(frames):
        app.frame(FRAME)
        if isinstance(app.top, GameOverScene):
            return
        board = board_of(app)
        if board is None:
            return
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)  # its answer, however long a loaded machine takes
        board.session.wait_saved()  # and the autosave's write, whose outcome the board shows
        g = board.game
        if g.over and app.top is board and board.panel.get("results") is not None:
            click(app, "results")
            continue
        if card_waits(board):
            read_card(app)
            continue
        if board.presenter.busy or board.session.is_bot(g.pending.player):
            continue
        if g.auction is not None and not isinstance(app.top, AuctionScene):
            continue
        if g.pending.kind == "trade" and not isinstance(app.top, AnswerScene):
            continue
        if g.auction is None and isinstance(app.top, AuctionScene):
            continue
        return
    raise AssertionError(f"the game never came back to a human player in {frames} frames")


def card_waits(board: BoardScene) -> bool:
    """Whether a card a person drew stands on the board until they click it."""
    card = board.presenter.card
    return card is not None and card.wait_for_click


def read_card(app: App) -> None:
    """The person reads the card they drew, then clicks on it as its foot asks: it goes, and the
    play goes on (at instant speed, to the next card a person drew, if any)."""
    board = board_of(app)
    assert board is not None and card_waits(board), "no card waits for a click"
    card = board.presenter.card
    for _ in range(READING_FRAMES):
        app.frame(FRAME)
    click_at(app, card_rect(board.board.centre).center)
    assert board.presenter.card is not card, "the click on the card left it up"


def run_frames(app: App, n: int = 1) -> None:
    """`n` frames, each followed by waiting for an answer a bot is thinking on its thread, so
    a busy machine sees the same frames as a quiet one."""
    for _ in range(n):
        app.frame(FRAME)
        board = board_of(app)
        if board is not None and board.controller.reading():
            board.controller.wait(BOT_HUNG)


def play_out(app: App, board: BoardScene, frames: int = 3000) -> None:
    """Frames until the game on `board` is over, each bot's answer waited for as `settle` does,
    so a loaded machine takes as many frames as a quiet one."""
    for _ in range(frames):
        app.frame(FRAME)
        if board.game.over:
            return
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
    raise AssertionError(f"the game was not over in {frames} frames")


def until_answered(app: App) -> None:
    """Frames until the trade screen on top shows its bot partner's answer: the board asks the
    bot on its worker thread, which is waited for before the next frame takes the answer."""
    trade = app.top
    for _ in range(SETTLE_FRAMES):
        if trade.awaiting is None:
            return
        app.frame(FRAME)
        board = board_of(app)
        if board.controller.reading():
            board.controller.wait(BOT_HUNG)
    raise AssertionError(f"the bot never answered the offer in {SETTLE_FRAMES} frames")


def human_plays_safely(app: App) -> None:
    """A cautious human for the rest of a game: decline, drop, reject, raise, throw, end."""
    board = board_of(app)
    g = board.game
    kind = g.pending.kind
    if app.top.panel.get("ready") is not None:  # the laptop passes to whoever is asked
        take_laptop(app)
    if kind == "bid":
        click(app, "drop")
    elif kind == "trade":
        click(app, "reject")
    elif kind == "buy":
        click(app, "decline")
    elif kind == "raise":
        first = next(b for b in app.top.panel.buttons if b.id.startswith("raise_"))
        click_at(app, first.rect.center)
    elif kind in ("roll", "jail", "throw"):
        click(app, "roll")
    elif kind == "end":
        click(app, "end")
    settle(app)


def open_board(app: App, session: Session) -> BoardScene:
    """The board of `session` as the app's only scene, not autosaving."""
    session.autosave_on = False
    scene = BoardScene(app, session)
    app.replace(scene)
    app.frame(FRAME)
    return scene


def family(app: App, names: list[str], bots: tuple[str, ...] = (), dice=None, settings=None,
           holding: dict[int, tuple[int, ...]] | None = None) -> BoardScene:
    """Byapar for people named `names` sharing the laptop and Medium bots named `bots`, eight
    rounds, scripted dice (by default each person's first throw lands on Jumla); `holding`
    gives seats places before the first turn is shown."""
    seats = [default_seat(i, "human", n) for i, n in enumerate(names)]
    seats += [default_seat(len(seats) + i, "medium", n) for i, n in enumerate(bots)]
    session = Session.start("byapar", seats, {"rounds": 8, **(settings or {})}, seed=4,
                            dice=dice or [(1, 2), (1, 2), (1, 2), (2, 3)] + [(2, 3)] * 60)
    scene = open_board(app, session)
    if holding:
        for seat, places in holding.items():
            give(scene.game, seat, *places)
        scene.presenter.sync()
        scene.changed()
        settle(app)
    return scene


def end_proposed(app: App) -> BoardScene:
    """Bikash, Sita and Asha share the laptop; Bikash proposes the end from the Menu, and the
    vote passes to Sita."""
    scene = family(app, ["Bikash", "Sita", "Asha"])
    click(app, "menu")
    click(app, "end_game")
    click(app, "end_game")  # Bikash proposes; Sita answers next
    settle(app)
    return scene


def drawn(app: App) -> list[fonts.Drawn]:
    """Every text one full draw of the app puts on screen, in drawing order."""
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.draw()
    finally:
        fonts.recording(None)
    return seen


def drawn_on_top(app: App) -> list[fonts.Drawn]:
    """Every text the top scene alone draws, in drawing order (not the scenes beneath it)."""
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        app.top.draw(app.screen)
    finally:
        fonts.recording(None)
    return seen


def drawn_texts(app: App) -> list[str]:
    return [d.text for d in drawn(app)]


def table(app: App, edition: str, kinds: tuple[str, ...], dice=None, names: list[str] | None = None,
          settings: dict | None = None) -> BoardScene:
    """A board of `edition` with seats of those kinds ("human", "medium", ...), named `names`
    ("P0", "P1"... if not given), not autosaving; the first seat starts, with `settings` besides."""
    seats = [default_seat(i, kind, names[i] if names else f"P{i}") for i, kind in enumerate(kinds)]
    session = Session.start(edition, seats, {"opening": "seat", **(settings or {})}, seed=2, dice=dice)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    return board


def quiet_table(app: App, edition: str, kinds: tuple[str, ...], names: list[str], rounds: int
                ) -> tuple[BoardScene, dict[str, int]]:
    """`table`, to `rounds`, with bots that never offer, at instant speed and without hints: what a
    scripted trade needs; and the squares by their names."""
    board = table(app, edition, kinds, names=names, settings={"rounds": rounds, "bot_offers": "never"})
    app.prefs["bot_speed"] = "instant"
    app.prefs["hints"] = False
    return board, {sq.name: i for i, sq in enumerate(board.session.game.edition.squares)}


def auction_opened(app: App, edition: str = "byapar", people: int = 2, names: list[str] | None = None) -> BoardScene:
    """People at `edition` (named `names`, else P0, P1...): the first throws 1+2 onto a place,
    declines it, and its auction opens."""
    board = table(app, edition, ("human",) * people, dice=[(1, 2)] * 10, names=names)
    game = board.game
    place = next(s for s, sq in enumerate(game.edition.squares) if sq.kind == "place" and s > 3)
    put_at(game, 0, place - 3)
    board.presenter.sync()
    return declined_into_auction(app, board)


def turns(app: App, board: BoardScene, n: int) -> Iterator[None]:
    """`n` steps of play by the people (buy what they land on), the bot playing between."""
    for _ in range(n):  # bounded
        settle(app)
        if board.game.pending.kind == "buy":
            click(app, "buy")
            settle(app)
        if app.top is board and board.panel.get("end") is not None:
            click(app, "end")
        elif app.top is board and board.panel.get("roll") is not None:
            click(app, "roll")
        settle(app)
        yield


def over_to_sita(app: App, dice=None) -> BoardScene:
    """Bikash buys Jumla and ends his turn: the hand-over band passes the table to Sita (`dice`:
    the throws from the first, `family`'s if not given)."""
    board = family(app, ["Bikash", "Sita"], dice=dice)
    settle(app)
    clicks_settled(app, "roll", "buy", "end")
    assert board.handover.showing == 1 and board.game.pending.kind == "roll"
    return board


def classic_family(app: App, settings: dict | None = None) -> BoardScene:
    """Classic for Asha, Bikash and Chandra sharing the laptop, and Bot Sita; Asha starts, her
    throws 1+2 (onto Baltic Avenue); `settings` besides."""
    seats = [default_seat(i, "human", name) for i, name in enumerate(("Asha", "Bikash", "Chandra"))]
    seats.append(default_seat(3, "medium", "Bot Sita"))
    session = Session.start("classic", seats, {"opening": "seat", **(settings or {})}, seed=2, dice=[(1, 2)] * 60)
    session.autosave_on = False
    board = BoardScene(app, session)
    app.push(board)
    app.frame(FRAME)
    return board


def classic_family_bidding(app: App) -> BoardScene:
    """`classic_family`, Asha throwing onto Baltic Avenue and declining it: its auction opens."""
    return declined_into_auction(app, classic_family(app))


def declined_into_auction(app: App, board: BoardScene) -> BoardScene:
    """The person to move on `board` throws onto a place and declines it: its auction opens."""
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "decline")
    settle(app)
    return board


def classic_family_chandra_may_build(app: App) -> BoardScene:
    """`classic_family` with Chandra holding the light blues and Baltic Avenue: Asha throws onto
    Baltic, pays the rent and ends her turn; over to Bikash, and Chandra may build between turns."""
    board = classic_family(app)
    give(board.game, 2, 6, 8, 9, 3)
    settle(app)
    click(app, "roll")
    settle(app)
    click(app, "end")
    settle(app)
    return board


def fresh_picture(app: App, area: pygame.Rect | None = None) -> bytes:
    """The window (or `area` of it) as drawn afresh, every scene from the bottom up, with nothing
    kept (noting the texts drawn makes the app draw everything); what the app keeps is left as it was."""
    held = app._last_keys, list(app._kept), dict(app._spare_surfaces)
    fonts.recording([])
    try:
        app.draw()
    finally:
        fonts.recording(None)
    app._last_keys, app._kept, app._spare_surfaces = held
    return pygame.image.tobytes(app.screen if area is None else app.screen.subsurface(area).copy(), "RGB")


def while_running(monkeypatch, owner, name: str, seeing=None) -> list[bool]:
    """`owner.name` wrapped: the list's one flag is True while it runs, and `seeing`, if given, is
    shown its arguments first; it does what it did."""
    running = [False]
    real = getattr(owner, name)

    def wrapped(*args, **kwargs):
        running[0] = True
        if seeing is not None:
            seeing(*args, **kwargs)
        try:
            return real(*args, **kwargs)
        finally:
            running[0] = False

    monkeypatch.setattr(owner, name, wrapped)
    return running


def calls_to(monkeypatch, owner, name: str) -> list[int]:
    """`owner.name` counted: each call adds to the list returned, and does what it did."""
    calls: list[int] = []
    real = getattr(owner, name)

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def panel_drawn_whole(app: App) -> bytes:
    """The top panel scene as it draws itself with nothing kept: its picture, every button (the
    one under the mouse lit), what it draws over them, the tooltip."""
    scene = app.top
    scene.draw_content(app.screen)
    scene.panel.draw(app.screen)
    scene.draw_over(app.screen)
    scene.panel.draw_tooltip(app.screen)
    return pygame.image.tobytes(app.screen, "RGB")


def dice_page_after(app: App, throws: int, rounds: int = 40) -> Session:
    """Two Medium bots (Asha, Bikash) play Byapar until `throws` throws are made; the statistics'
    dice page then stands open over the Menu. Returns their session."""
    seats = [default_seat(0, "medium", "Asha"), default_seat(1, "medium", "Bikash")]
    session = Session.start("byapar", seats, {"rounds": rounds, "opening": "seat"}, seed=3)
    session.autosave_on = False
    for _ in range(100 * throws):  # bounded: a throw comes every few decisions
        if session.game.rolls >= throws:
            break
        session.apply(session.bot_action())
    app.replace("menu", session=session)
    app.push("stats", session, "dice")
    settle(app)
    return session


def wheel_at(app: App, pos: tuple[int, int], notches: int) -> None:
    """The mouse moved to `pos`, then its wheel turned `notches` (up is positive), and a frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.frame(FRAME)


def trade_places(app: App, side: str) -> list[int]:
    """Every place on one side ("give" or "get") of the trade window on top, as a reader goes
    through them: along a row, then down, the wheel scrolling the list a notch at a time to its
    foot where they don't all show at once."""
    scene = app.top
    seen: list[int] = []
    for _ in range(len(scene.game.edition.squares)):  # bounded: a row or more comes into view each notch
        chips = sorted((b for b in scene.panel.buttons if b.id.startswith(f"{side}_sq_")),
                       key=lambda b: (b.rect.y, b.rect.x))
        seen += [s for s in (int(b.id.rsplit("_", 1)[1]) for b in chips) if s not in seen]
        if not scene.more[side][1]:
            break
        wheel_at(app, scene.lists[side].center, -1)
    return seen


def open_place(app: App, side: str) -> str:
    """The first place on a side of the trade window on top that takes a click ("give" or
    "get"), scrolling that list down to it where it is not in view."""
    scene = app.top
    for _ in range(len(scene.game.edition.squares)):  # bounded: the list moves a row each notch till its foot
        found = [b.id for b in scene.panel.buttons if b.id.startswith(f"{side}_sq_") and b.enabled]
        if found or not scene.more[side][1]:
            break
        wheel_at(app, scene.lists[side].center, -1)
    assert found, f"no place on the {side} side takes a click"
    return found[0]
