"""The first screen: New game, Continue, Load, Settings, Quit; reached from a game, also
End the game by agreement and Resign for the person whose decision it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import fonts, lang, store
from .. import theme as th
from ..i18n import given_name, t
from ..widgets import Button, held_label, label_size, natural_size
from .panel_scene import PanelScene

if TYPE_CHECKING:
    from ..session import Session


KEPT_LINES = 4  # lines of notice a game's Menu keeps room for, so its buttons stand still
COMFORTABLE = 44  # the least height of a row of the Menu's buttons in one column; else two columns
WIDE = ("end_game", "resign")  # a game's ending and resigning: their confirming labels read long


def person_at_laptop(session, holder: int | None) -> int:
    """Whose name the Menu's ending and resigning carry: the person whose decision it is; in a
    bot's, the person at the laptop (the last to act here), else the next person in turn."""
    game = session.game
    pending = game.pending.player
    if session.is_human(pending):
        return pending
    if holder is not None and 0 <= holder < len(game.players) and session.is_human(holder) \
            and not game.players[holder].bankrupt:
        return holder
    n = len(game.players)
    after = ((pending + k) % n for k in range(1, n + 1))
    return next((q for q in after if session.is_human(q) and not game.players[q].bankrupt), pending)

class MenuScene(PanelScene):
    def __init__(self, app, notice: str = "", session: Session | None = None) -> None:
        super().__init__(app)
        store.unlock_all()  # no game is open at the menu: another copy may take any of them
        problem = store.folder_problem()
        # the notice is kept as how to word it, not as words: a language chosen in Settings
        # over the Menu rewords it when the Menu is laid out again
        self.wording: Callable[[], str] = lambda: notice or folder_words(problem)
        self.notice = self.wording()
        self.session = session if session is not None and not session.game.over else None
        self.confirm_resign = False  # Resign asks for a second click
        self.confirm_end = False  # and so does proposing the end
        self.confirm_quit = False  # and, with a game on, quitting
        self.end_why = ""  # why proposing the end is greyed, if it is
        self.continue_hint = ""  # which saved game Continue carries on, said under it
        if app.frames:  # (at launch the app reads ahead after the first frame)
            from ..board_view import art_kept

            if not art_kept():  # a game over let the art go: read it for the setup ahead
                app.read_ahead()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.panel.clear()
        self.notice = self.wording()
        bh, gap = max(48, int(56 * s)), int(14 * s)
        y = int(h * 0.36)
        saves = store.list_saves()
        self.latest = next((s for s in saves if s.readable and not s.finished), None)
        has_save = self.latest is not None or self.session is not None  # a game left for the Menu goes on
        items = [
            ("continue", t("menu_continue"), self.continue_game, "primary" if has_save else "normal", has_save,
             t("tip_continue") if has_save else t("why_no_continue")),
            ("new", t("menu_new"), self.new_game, "normal" if has_save else "primary", True, t("tip_new")),
            ("load", t("menu_load"), self.load_game, "normal", bool(saves), t("tip_load")),
            ("friends", t("menu_friends"), lambda: self.app.push("friends"), "normal", True, t("tip_friends")),
            ("help", t("menu_help"), self.help, "normal", True, t("tip_menu_help")),
            ("settings", t("menu_settings"), self.settings, "normal", True, t("tip_settings")),
            ("quit", t("menu_quit_confirm") if self.confirm_quit else t("menu_quit"), self.quit, "normal", True,
             t("tip_quit")),
        ]
        if self.session is not None:
            self._names_now()
            items[1:1] = self._game_items()
            y = int(h * 0.30)
        bw = max(int(340 * s), 340)  # as wide as at 1280x800 wherever the window allows
        # room for the notice kept whether it shows or not: the confirm notice moves no button
        notices = [n for n in (self.notice, self._end_notice()) if n]
        tops = [notice_box(n, size).top for n in notices]
        if self.session is not None:  # a game's Menu keeps one layout on every visit, a notice or none
            tops.append(kept_notice_top(size))
        bottom = min(tops, default=h) - 8  # the notice hides none
        if (bottom - y) // len(items) - gap < 40:  # short of room: closer buttons, and higher
            gap, y = max(4, gap // 3), min(y, int(h * 0.24))
        self.buttons_top = y
        one_bh = min(bh, (bottom - y) // len(items) - gap)  # all of them fit at 800x600
        if one_bh >= COMFORTABLE:
            bw = min(w - 40, max(bw, self._widest_label(items, Button("", pygame.Rect(0, 0, 1, one_bh), "").font_size(), w)))
            rects = [pygame.Rect((w - bw) // 2, y + i * (one_bh + gap), bw, one_bh) for i in range(len(items))]
            for button in self._buttons(items, rects):
                self.panel.add(button)
        else:  # two columns of taller rows, as short as at the largest text size's notice: a larger
            # size never shortens them
            room = min(bottom, kept_notice_top(size, grown=max(th.TEXT_SIZES) / 100) - 8) - y
            cells = two_column_cells([item[0] for item in items])
            for button in self._two_columns(items, cells, pygame.Rect(20, y, w - 40, room), max(gap, int(14 * s)), bh):
                self.panel.add(button)
        self._room_for_continue_hint(size)

    def _room_for_continue_hint(self, size: tuple[int, int]) -> None:
        """With no game open, a line under Continue says which saved game it carries on: Continue's
        row rises into the titles' room to make it (the titles shrink to what is left), so no
        other button moves or shrinks. The room is kept whether a saved game is named there or
        not: a save written while the Menu shows (a game's last autosave) moves no button under
        a click on its way."""
        self.continue_hint = continue_hint(self.latest) if self.session is None and self.latest else ""
        if self.session is not None:
            return
        kept = kept_hint_room(size)
        row_top = self.panel.get("continue").rect.top
        for b in self.panel.buttons:
            if b.rect.top == row_top:
                b.rect.move_ip(0, -kept)
        self.buttons_top -= kept

    def _buttons(self, items: list[tuple], rects: list[pygame.Rect]) -> list[Button]:
        """The Menu's buttons at `rects`, the ending and resigning ones sized with their confirming words."""
        buttons = []
        for (bid, label, fn, style, enabled, tip), rect in zip(items, rects, strict=True):
            buttons.append(Button(bid, rect, label, fn, style, enabled=enabled, tooltip=tip,
                                  key=pygame.K_RETURN if style == "primary" else None, wraps=True))
            if bid in WIDE or bid == "quit" and self.session is not None:  # its confirming words, anyone's, at the same size
                buttons[-1].peers = tuple(self._confirm_labels())
        return buttons

    def _two_columns(self, items: list[tuple], cells: list[tuple[int, int, int]], area: pygame.Rect, gap: int,
                     bh: int) -> list[Button]:
        """The buttons in two columns of `area` at `cells`, rows as tall as the text size asks
        where `area` has room (a row's gap giving way down to 4 px to keep them comfortable), their
        labels at one size, as large as the buttons let all be, a long one on two lines: fitting
        the longest on one line half as wide set them all at 13 px (Nepali, 800x600)."""
        rows = max(row for _, row, _ in cells) + 1
        row_gap = max(4, min(gap, area.h // rows - COMFORTABLE))
        bh, bw = min(int(bh * th.text_scale), area.h // rows - row_gap), (area.w - gap) // 2
        rects = [pygame.Rect(area.x + col * (bw + gap), area.y + row * (bh + row_gap), bw * span + gap * (span - 1), bh)
                 for col, row, span in cells]
        buttons = self._buttons(items, rects)
        shared = int(min(natural_size(b) for b in buttons) / th.text_scale)  # (the setting grows it back)
        for b in buttons:
            b.size = shared
        return buttons

    def _widest_label(self, items: list[tuple], size: int, w: int) -> int:
        """The width the longest label needs on one line at `size`, a game's confirming labels counted
        before they show, for every person: the buttons are that wide (as the window allows) and stay so."""
        labels = [label for _, label, *_ in items] + self._confirm_labels()
        return max(fonts.width(held_label(label), size, bold=True) for label in labels) + 2 * min(24, w // 4) + 8

    def _names_now(self) -> None:
        """The names the setup gave ("बोट क") in the language chosen now, as the Settings over the
        Menu may have just changed it: the board would say them so, and so does the Menu meanwhile."""
        from ..presenter import names_now  # (imported here: a game's Menu has the engine loaded)

        names_now(self.session.game)

    def _confirm_labels(self) -> list[str]:
        """A game's ending and resigning labels for every person, confirming or not: whoever's turn it is."""
        if self.session is None:
            return []
        game = self.session.game
        return [t(key, name=pl.name) for seat, pl in enumerate(game.players) if self.session.is_human(seat)
                for key in ("menu_end_game_as", "menu_end_game_confirm", "menu_resign_as", "menu_resign_confirm")] + \
            [t("menu_quit_confirm")]

    def _game_items(self) -> list[tuple]:
        """Ending the game in progress: open to the person whose decision it is, when the rules allow."""
        # (imported here: the engine loads with a game, not before the first menu frame)
        from byapar.engine import actions as A

        from .pass_gate import PassGate

        game = self.session.game
        p = game.pending.player
        gate = PassGate.of(self.session)
        name = game.players[person_at_laptop(self.session, gate.at_laptop)].name
        passing = gate.waiting_in(self.session) is not None
        legal = game.legal_actions() if self.session.is_human(p) and not passing else []
        can_end, can_resign = A.PROPOSE_END in legal, A.RESIGN in legal
        resign = t("menu_resign_confirm", name=name) if self.confirm_resign else t("menu_resign_as", name=name)
        self.end_why = "" if can_end else t("menu_why_pass_first", name=name) if passing else self._why_no_end(name)
        return [
            ("end_game", t("menu_end_game_confirm", name=name) if self.confirm_end else t("menu_end_game_as", name=name),
             self.end_game, "normal", can_end, self.end_why or t("tip_end_game")),
            ("resign", resign, self.resign, "normal", can_resign,
             self._resign_fate() if can_resign else self.end_why if passing else t("why_no_resign")),
        ]

    def _why_no_end(self, name: str) -> str:
        """Why proposing the end is greyed now, said under the buttons as well as in its tooltip."""
        game = self.session.game
        if not self.session.is_human(game.pending.player):
            return t("why_no_end_game")
        # imported here, as PassGate is: the engine loads after the first menu frame
        from byapar.engine.turn import throwing_off

        if throwing_off(game):  # no turn yet to be in the middle of: the throws say who starts
            return t("menu_end_why_throw_off")
        return t("menu_end_why_asked" if game.end_asked else "menu_end_why_mid", name=name)

    def end_game(self) -> None:
        """Propose the end, on a second click as resigning is; the others answer on the board."""
        if not self.confirm_end:
            self.confirm_end, self.confirm_resign, self.confirm_quit = True, False, False
            self.say(self._end_notice)
            return
        self._back_to_board("propose-end")

    def _end_notice(self) -> str:
        """What the first click on proposing the end says (no surprise in the vote), or "" where
        the person may not propose it."""
        if self.session is None or not self.session.is_human(self.session.game.pending.player):
            return ""  # no game: the first menu frame loads no engine
        from byapar.engine import actions as A

        if A.PROPOSE_END not in self.session.game.legal_actions():
            return ""
        rule = "menu_end_rule_bots_agree" if self.session.game.settings.bots_agree_end else "menu_end_rule"
        return kept_notice(t(rule), self._bots_playing_on(), self.app.screen.get_size())

    def _bots_playing_on(self) -> list[tuple[str, str]]:
        """Each bot that would say no now, with its own reason in the log's words: a vote moves
        nothing, so the table now is the table it would vote on."""
        from byapar.bots.strategy import votes_to_end

        from ..words import Words, plain

        session = self.session
        game, view = session.game, session.view
        words = Words(game)
        proposer = game.pending.player
        seats = [seat for seat, bot in sorted(session.bots.items())
                 if seat != proposer and not game.players[seat].bankrupt and not votes_to_end(bot, view, seat)]
        if len(seats) > 1:  # they say no alike: one sentence for them all, not one each
            return [(lang.listed([game.players[seat].name for seat in seats]), bots_play_on(game, seats))]
        return [(game.players[seat].name, t("menu_end_bot_would", reason=plain(words.play_on(seat, game))))
                for seat in seats]

    def _resign_fate(self) -> str:
        """Where everything goes if the person pending resigns now, as the rules in play say."""
        from byapar.engine.debts import resign_creditor
        from byapar.engine.events import POT

        game = self.session.game
        name, creditor = game.players[game.pending.player].name, resign_creditor(game)
        left = [p for p in game.active_players() if p != game.pending.player]
        if len(left) == 1:  # nobody else plays on: the estate's fate is moot, the game ends here
            return t("menu_resign_fate_last", name=name, winner=game.players[left[0]].name)
        if creditor is not None and creditor != POT:
            return t("menu_resign_fate_creditor", name=name, creditor=game.players[creditor].name)
        auctions = game.edition.rules.bank_auctions_estate
        return t("menu_resign_fate_auction" if auctions else "menu_resign_fate_bank", name=name)

    def resign(self) -> None:
        """Resign on a second click; the first says where the places and the money would go."""
        if not self.confirm_resign:
            self.confirm_resign, self.confirm_end, self.confirm_quit = True, False, False
            self.say(lambda: " ".join((self._resign_fate(), t("menu_resign_again"))))
            return
        self._back_to_board("resign")

    def quit(self) -> None:
        """Close the app; with a game on, on a second click, as resigning is: the first says
        whether the game is kept for Continue (a one-click quit read as losing it)."""
        if self.session is None or self.confirm_quit:
            self.app.quit()
            return
        self.confirm_quit, self.confirm_resign, self.confirm_end = True, False, False
        self.say(lambda: quit_notice(self.session))

    def _back_to_board(self, action: str | None = None) -> None:
        """Back to the table, making `action` there: the board shows the table as it was and
        plays the action out, so the cards and the log follow it as they follow any move. The
        menu let go of every save: if another copy of the app has taken this one meanwhile, the
        game is that copy's now, so nothing is played or written here and the menu says so."""
        path = self.session.path
        if path is not None and not store.lock(path):
            self.session = None
            self.confirm_resign = self.confirm_end = self.confirm_quit = False
            self.say_locked(path)
            return
        board = self.app.replace("board", self.session)
        if action is not None:
            board.act(action)

    def continue_game(self) -> None:
        if self.session is not None:
            self._back_to_board()  # the game left for the Menu, with its log and throws as they were
        elif self.latest is not None:
            self.open(self.latest.path)

    def open(self, path) -> None:
        """Play a saved game, unless it can't be read or another copy of the app is playing it."""
        # the engine and the bots load when a game does, not before the first menu frame
        from ..session import Session
        from .pass_gate import PassGate

        if not store.lock(path):
            self.say_locked(path)
            return
        loaded = store.load(path)
        if loaded.game is None:
            store.unlock(path)
            self.say(lambda: t("save_newer" if loaded.newer else "save_unreadable", problem=problem_words(loaded)))
            return
        def opened() -> Session:
            session = Session(loaded.game, loaded.seats, path=path, title=loaded.title, bots_saved=loaded.bots)
            PassGate.of(session).reopen(session)  # several people: the one asked takes the laptop first
            return session

        self.app.open_board(loaded.game.edition, opened)  # the log told again and the bots' tables made on a worker

    def say(self, wording: Callable[[], str]) -> None:
        """Show the notice `wording` gives, worded again at each layout (in the language then chosen)."""
        self.wording = wording
        self.layout(self.app.screen.get_size())

    def say_locked(self, path) -> None:
        """That another copy of the app, named by its process, has the game open."""
        pid = store.holder(path) or "?"  # who held it when asked: not asked again at each layout
        self.say(lambda: t("save_locked", pid=pid))

    def new_game(self) -> None:
        from byapar.engine import playable_editions

        if not playable_editions():  # every board folder is damaged: say why, don't crash
            from byapar.engine import BoardError, available_editions, load_edition

            try:
                load_edition(next(iter(available_editions()), "byapar"))
            except BoardError as e:
                error = e  # (an except clause's name is gone after it)
                self.say(lambda: lang.refusal(error))
                return
            self.layout(self.app.screen.get_size())
            return
        self.app.push("setup")

    def load_game(self) -> None:
        self.app.push("load", self)

    def help(self) -> None:
        """The rules of the game on, as it is played; with no game on, of the next game, the
        other boards' a click away."""
        from byapar.engine import load_edition

        from ..session import chosen_settings

        if self.session is not None:
            self.app.push("help", self.session.game.edition, self.session.game.settings)
            return
        try:
            edition = load_edition(self.app.prefs.get("edition", "byapar"))
        except ValueError:
            edition = load_edition("byapar")
        self.app.push("help", edition, chosen_settings(self.app.prefs), editions=True)

    def settings(self) -> None:
        """The Settings: during a game, the next game's rules on this game's board, which the
        next game starts from (the chips beside the title still choose another)."""
        if self.session is not None:
            from ..edition_prefs import switch_edition  # (the engine is loaded: a game is on)

            switch_edition(self.app.prefs, self.session.game.edition.name)
            self.app.save_prefs()
        self.app.push("settings", next_game=self.session is not None)

    def back(self) -> None:
        """Esc: back to the game a game's Menu was opened from, as Esc on the board opened it;
        from the title Menu, quit."""
        if self.session is not None:
            self.continue_game()
        else:
            self.quit()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.help()
            return
        super().handle(event)

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        w, h = surf.get_size()
        y = int(h * 0.04)
        titles = (("व्यापार", 84, (240, 200, 120), True), (self._title(), 36, th.LIGHT_TEXT, True),
                  (self._tagline(), 17, (200, 210, 200), False))
        room = self.buttons_top - 8 - y
        now = fitted_titles(titles, surf, room, th.text_scale)
        smaller = [fitted_titles(titles, surf, room, p / 100) for p in th.TEXT_SIZES if p / 100 < th.text_scale]
        usual = [max(sizes) for sizes in zip(now, *smaller, strict=True)]  # each as large as at a smaller text size
        names = usual[:2]
        advances = [_logo_advance(titles[0][0], names[0]), _title_height(titles[1][0], names[1], True)]
        # the tagline, last, needs room for its letters only; it gives up growth the names need
        tagline = next((px for px in range(now[2], usual[2], -1)
                        if fonts.ink(titles[2][0], px).bottom <= room - sum(advances)), usual[2])
        for (text, _, colour, bold), size, advance in zip(titles, [*names, tagline], [*advances, 0], strict=True):
            box = pygame.Rect(int(w * 0.05), y, int(w * 0.9), fonts.render(text, size, colour, bold).get_height())
            fonts.line(surf, text, box, size, colour, bold=bold, align="center")
            y += advance

    def _title(self) -> str:
        """Under the app's name: with a game on, the edition it is played on."""
        if self.session is None:
            return t("menu_title")
        return t("menu_title_game", edition=lang.edition_name(self.session.game.edition))

    def _tagline(self) -> str:
        """Under the title: with a game on whose saves are written, that it keeps itself (no
        Save button is needed); else the line of the edition played (a neutral one where its map
        gives none), or with no game on, the app's own."""
        session = self.session
        if session is None:
            return t("menu_tagline")
        if session.autosave_on and not session.save_problem:
            return t("menu_saved_note")
        return lang.edition_tagline(session.game.edition) or t("menu_tagline_any")

    def draw_over(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        if self.continue_hint:
            draw_continue_hint(surf, self.continue_hint, self.panel.get("continue").rect)
        notice = self.notice or (self.end_why if self.session is not None else "")
        if notice:
            box, px = notice_box(notice, (w, h)), notice_px(notice, (w, h))
            pygame.draw.rect(surf, (90, 40, 34), box, border_radius=8)
            lines = fonts.wrap(notice, px, box.width - 16)
            fonts.draw(surf, notice, box.inflate(-16, -8), px, th.LIGHT_TEXT, max_lines=len(lines))


def quit_notice(session: Session) -> str:
    """What the first click on Quit in a game says: that the game is kept and Continue brings it
    back, where its saves are written; else that quitting loses it."""
    kept = session.autosave_on and not session.save_problem
    return t("menu_quit_kept" if kept else "menu_quit_lost")


def continue_hint(info: store.SaveInfo) -> str:
    """Which saved game Continue carries on, from its summary alone: the edition (where the save
    names it), the round and whose turn it is, e.g. "Byapar · round 12 · Asha to play"."""
    summary = info.summary
    title = summary.get("titles", {}).get(lang.current(), "")
    parts = [title] if title else []
    parts.append(lang.digits(t("menu_continue_round", n=summary["round"])))
    turn = summary["turn"]
    if turn is not None:
        parts.append(t("load_turn", name=given_name(summary["players"][turn]["name"])))
    return " · ".join(parts)


def hint_size(size: tuple[int, int], grown: float | None = None) -> int:
    """Continue's line: read as a sentence, never below the reading size (`grown`: at that text
    scale, not the one set)."""
    return th.reading_size(14, size, grown)


def hint_room(size: tuple[int, int], grown: float | None = None) -> int:
    """The height Continue's line takes under it."""
    return fonts.line_height(hint_size(size, grown)) + 4


def kept_hint_room(size: tuple[int, int]) -> int:
    """The room kept under Continue for its line: as tall as the line is at the largest text
    size, so the titles above keep one room at every text size (a larger one never sets them
    smaller)."""
    return hint_room(size, grown=max(th.TEXT_SIZES) / 100)


def draw_continue_hint(surf: pygame.Surface, hint: str, under: pygame.Rect) -> None:
    """Continue's line centred under it in the room kept for it, as wide as it needs (within the window)."""
    w = surf.get_width()
    px = hint_size(surf.get_size())
    width = min(w - 16, max(under.w, fonts.width(hint, px) + 8))
    box = pygame.Rect(0, under.bottom + 2, width, kept_hint_room(surf.get_size()) - 2)
    box.centerx = under.centerx
    fonts.line(surf, hint, box, px, (200, 210, 200), align="center", valign="center")


def folder_words(problem: str) -> str:
    """Why saves can't be kept in the data folder, or "" where they can."""
    return t(f"saves_folder_{problem}", folder=str(store.data_dir())) if problem else ""


def fitted_titles(titles: tuple, surf: pygame.Surface, room: int, grown: float) -> list[int]:
    """The sizes of the Menu's name, title and tagline at the text size `grown`: where they are
    taller than `room`, the names shrink to stay above the buttons (the tagline, small already,
    keeps its size)."""
    sizes = [th.size(base, surf, grown) for _, base, _, _ in titles[:2]] + [th.reading_size(titles[2][1], surf, grown)]
    tagline = _title_height(titles[2][0], sizes[2], False)
    names = sum(_title_height(text, px, bold) for (text, _, _, bold), px in zip(titles[:2], sizes[:2], strict=True))
    if names + tagline <= room:
        return sizes
    fit = max(0.0, (room - tagline) / names)
    return [max(sizes[2], int(px * fit)) for px in sizes[:2]] + sizes[2:]


def _logo_advance(text: str, px: int) -> int:
    """How far below the app's name the title starts: under its letters, not under the empty
    band its font keeps below them (room the tagline grows into at a large text size)."""
    return fonts.ink(text, px, True).bottom + 8


def two_column_cells(ids: list[str]) -> list[tuple[int, int, int]]:
    """Where the Menu's buttons `ids` stand in two columns, each a (column, row, columns spanned):
    down the first column, then the second; in a game's Menu, ending and resigning a row each across
    both under the first row (their confirming words, a name and a question, read long), in every
    language and at every text size alike. Quit alone across both at the foot, nothing beside it, so
    a click aimed at New game or Settings never quits, and no empty cell beside it."""
    wide = [bid for bid in ids if bid in WIDE]
    pairs = [bid for bid in ids[:-1] if bid not in WIDE]
    per_col = -(-len(pairs) // 2)
    at = {bid: (0, 1 + k, 2) for k, bid in enumerate(wide)}
    for k, bid in enumerate(pairs):
        col, row = divmod(k, per_col)
        at[bid] = (col, row + (len(wide) if row else 0), 1)
    at[ids[-1]] = (0, per_col + len(wide), 2)
    return [at[bid] for bid in ids]


def _title_height(text: str, px: int, bold: bool) -> int:
    """The height one of the Menu's titles takes, with the gap under it."""
    return fonts.render(text, px, th.LIGHT_TEXT, bold).get_height() + 4


def notice_size(size: tuple[int, int], grown: float | None = None) -> int:
    """Read line by line: never below the reading size (`grown`: at that text scale, not the one set)."""
    scale = th.text_scale if grown is None else grown
    return round(max(th.READING_LEAST, 15 * th.scale_of(size)) * scale)


def kept_notice_top(size: tuple[int, int], grown: float | None = None) -> int:
    """The top of the room a game's Menu keeps for a notice: KEPT_LINES lines, the most the
    proposal's rule and a bot's reason or two take at 800x600."""
    return size[1] - 12 - KEPT_LINES * fonts.line_height(notice_size(size, grown)) - 16


def kept_notice(rule: str, reasons: list[tuple[str, str]], size: tuple[int, int]) -> str:
    """The proposal's rule and each bot's no with its reason, in the room a game's Menu keeps:
    the bots whose reasons would overflow it are named together in one line instead (a long
    notice would squeeze the buttons or cover them)."""
    room = KEPT_LINES * fonts.line_height(notice_size(size))
    said = [rule]
    for i, (_name, reason) in enumerate(reasons):
        rest = [name for name, _ in reasons[i + 1:]]
        if notice_box(" ".join([*said, reason, *_more(rest)]), size).h - 16 > room:
            return _within(said, [name for name, _ in reasons[i:]], room, size)
        said.append(reason)
    return " ".join(said)


def _more(names: list[str]) -> list[str]:
    """The line naming the bots that would say no too, left out of the notice's reasons."""
    return [t("menu_end_bots_more", names=lang.listed(names))] if names else []


def bots_play_on(game, seats: list[int]) -> str:
    """Several bots' no to ending the game in one sentence: each stands behind the richest, by
    its own amount, and can still catch up (in the rounds left, where the game has a limit)."""
    from .. import lang as L

    leader, best = game.standings()[0]
    amounts = lang.listed([L.money(best - game.worth(seat), game.edition) for seat in seats])
    names = lang.listed([game.players[seat].name for seat in seats])
    fields = {"names": names, "leader": game.players[leader].name, "amounts": amounts}
    rounds = game.settings.rounds
    if rounds:
        return t("menu_end_bots_would", rounds=rounds - game.round + 1, **fields)
    return t("menu_end_bots_would_open", **fields)


def _within(said: list[str], names: list[str], room: int, size: tuple[int, int]) -> str:
    """`said` and the line naming `names`, when that fits the room; else `said` alone."""
    whole = " ".join([*said, *_more(names)])
    return whole if notice_box(whole, size).h - 16 <= room else " ".join(said)


def notice_px(notice: str, size: tuple[int, int]) -> int:
    """The size `notice` is read at: as large as the buttons' words where it fits the room a
    game's Menu keeps for it (what a second click on Resign or on proposing the end does was
    passed over as small print), else a step smaller, down to `notice_size`."""
    least = notice_size(size)
    room = KEPT_LINES * fonts.line_height(least)
    width = notice_width(size)
    buttons = round(label_size(max(COMFORTABLE, int(50 * th.scale_of(size)))) * th.text_scale)
    return next((px for px in range(buttons, least, -1)
                 if len(fonts.wrap(notice, px, width)) * fonts.line_height(px) <= room), least)


def notice_width(size: tuple[int, int]) -> int:
    """The width of the notice's lines in its box."""
    return int(size[0] * 0.84) - 16


def notice_box(notice: str, size: tuple[int, int]) -> pygame.Rect:
    """Where the menu's notice sits: at the foot of the window, below the buttons."""
    w, h = size
    px = notice_px(notice, size)
    text_h = len(fonts.wrap(notice, px, notice_width(size))) * fonts.line_height(px)
    return pygame.Rect(int(w * 0.08), h - 12 - text_h - 16, int(w * 0.84), text_h + 16)


def problem_words(loaded: store.Loaded) -> str:
    """Why a save couldn't be played, in the player's language: the file, then the engine's or
    the app's error worded by its code (a system error's own text where there is no code)."""
    from byapar.engine.errors import Refusal

    if isinstance(loaded.error, Refusal):
        return f"{loaded.where}: {lang.refusal(loaded.error)}"
    return loaded.problem
