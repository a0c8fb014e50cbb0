"""Game over: standings with each worth broken down, a chart of worth by round, play again."""

from __future__ import annotations

import pygame

from byapar.engine import events as E

from .. import drawing, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..comfort import comfort_of
from ..i18n import t
from ..session import Session
from ..widgets import Button
from ..worth_parts import PARTS_APART, breakdown, whole_parts
from .friend_bar import FRIEND_POLL, verdict_words
from .panel_scene import PanelScene, below_title, title


def end_reason(game) -> str:
    """Why the game ended: "rounds", "last-player", "agreement", "round-limit" or "no-people", as its last
    move said (or, for a game read back from a save, as the table shows)."""
    said = next((ev.reason for ev in reversed(game.events) if isinstance(ev, E.GameOver)), None)
    if said is not None:
        return said
    if sum(not p.bankrupt for p in game.players) <= 1:
        return "last-player"
    return "rounds" if game.settings.rounds else "agreement"


class GameOverScene(PanelScene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.panel.clear()
        bh = max(48, int(56 * s))
        m = int(24 * s)
        self.panel.add(Button("again", pygame.Rect(w - m - int(240 * s), h - m - bh, int(240 * s), bh), t("btn_again"),
                              self.play_again, "primary", tooltip=t("tip_again"), key=pygame.K_RETURN))
        self.panel.add(Button("menu", pygame.Rect(w - 2 * m - int(420 * s), h - m - bh, int(180 * s), bh), t("btn_menu"),
                              self.to_menu, tooltip=t("tip_menu")))
        self.panel.add(Button("stats", pygame.Rect(w - 3 * m - int(600 * s), h - m - bh, int(180 * s), bh),
                              t("btn_stats_over"), self.show_stats, tooltip=t("tip_stats")))
        # under the winners and the notes on why the game ended (a note's line each)
        notes = len(self.notes()) * fonts.line_height(table_size(size, 16))
        top = max(int(110 * s), below_title(size, 34) + 2 + notes)
        self.table = pygame.Rect(m, top, int(w * 0.5) - m, h - top - bh - 2 * m)
        self.chart: pygame.Rect | None = pygame.Rect(self.table.right + m, top, w - self.table.right - 2 * m,
                                                     self.table.h)
        if not self._holds_rows(self.table, size):  # many players at a large text size: the standings first
            self.table, self.chart = pygame.Rect(m, top, w - 2 * m, self.table.h), None

    def _holds_rows(self, r: pygame.Rect, size: tuple[int, int]) -> bool:
        """Whether the standings in `r` stand whole at the reading size, each row under the last."""
        heads, rows = self._heads(), self._rows()
        text = table_size(size)
        lh = fonts.line_room(text)
        room = r.h - 12 - lh - 6 - 8
        if table_columns(r, heads, [figures for _, figures in rows], text) is not None:
            return len(rows) * 2 * lh <= room
        small = table_size(size, 13)  # the parts under the names at their own size, not shrunk to fit
        lines = max((len(whole_parts(text, small, r.w - 64)) for text in parts_texts(heads, rows) if text), default=1)
        return len(rows) * (lh + lines * fonts.line_room(small) + 10) <= room

    def _heads(self) -> list[str]:
        cash = "over_cash_loans" if self.game.edition.rules.bank_loans else "over_cash"  # a loan owed comes off it
        return [t("over_player"), t(cash), t("over_places"), t("over_buildings"), t("over_worth")]

    def _rows(self) -> list[tuple[int, list[str]]]:
        return [(p, self._figures(p)) for p, _ in self.game.standings()]

    def play_again(self) -> None:
        g = self.game
        settings = g.settings.to_dict()
        seats = [dict(seat) for seat in self.session.seats]
        self.app.open_board(g.edition, lambda: Session.start(g.edition, seats, settings, seed=self.app.seed, dice=None),
                            self._first_save)

    def _first_save(self, session: Session) -> None:
        """The new game's first save: its file picked and locked here, on the main thread, and
        written on the saver's worker."""
        session.saver = self.app.saver
        session.save()

    def show_stats(self) -> None:
        self.app.push("stats", self.session)

    def to_menu(self) -> None:
        self.session.wait_saved()  # the last turn's save, which the menu's lists read
        self.app.replace("menu")

    def back(self) -> None:
        self.to_menu()

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        s = th.scale_of(surf)
        g = self.game
        head = title(surf, winners_title(g), 34, int(24 * s), x=int(24 * s), colour=(240, 200, 120))
        why = table_size(surf, 16)
        y = head.bottom + 2
        for text, colour in self.notes():
            fonts.line(surf, text, pygame.Rect(head.x, y, head.w, fonts.line_height(why)), why, colour)
            y += fonts.line_height(why)
        self._draw_table(surf)
        if self.chart is None:
            return
        widgets.card(surf, self.chart, fill=(252, 248, 238))
        size = table_size(surf, 17)
        fonts.line(surf, t("over_chart"), pygame.Rect(self.chart.x + 12, self.chart.y + 8, self.chart.w - 24,
                                                       fonts.line_height(size)), size, th.TEXT, bold=True)
        colours = [self.session.colour(i) for i in range(len(g.players))]
        drawing.chart(surf, self.chart.inflate(-16, -50).move(0, 16), g.worth_history, colours, self.session.money,
                      [p.name for p in g.players])

    def notes(self) -> list[tuple[str, tuple]]:
        """The lines under the title: why the game ended, and the debt that ended it, if one did."""
        notes = [(t("over_why_" + end_reason(self.game)), th.LIGHT_TEXT)]
        debt = last_debt(self.game, self.session.money)
        return [*notes, (debt, th.LIGHT_TEXT)] if debt else notes

    def _draw_table(self, surf: pygame.Surface) -> None:
        r = self.table
        widgets.card(surf, r)
        heads, rows = self._heads(), self._rows()
        size = table_size(surf)
        edges = table_columns(r, heads, [figures for _, figures in rows], size)
        if edges is None:  # too narrow for five columns: worth beside the name, the rest under it
            self._draw_stacked(surf, heads, rows, size)
            return
        lh = fonts.line_room(size)  # a Devanagari name's marks never shrink it to its line
        y = r.y + 12
        for i, head in enumerate(heads):
            fonts.line(surf, head, pygame.Rect(edges[i], y, edges[i + 1] - edges[i] - 6, lh), size, th.MUTED, bold=True)
        y += lh + 6
        row_h = max(lh * 2, min(int(r.h / 8), lh * 3))
        for rank, (p, values) in enumerate(rows):
            cell_y = self._name_cell(surf, rank, p, y, row_h, lh, edges[1] - r.x - 54, size)
            for i, v in enumerate(values, start=1):
                fonts.line(surf, v, pygame.Rect(edges[i], cell_y, edges[i + 1] - edges[i] - 6, lh), size, th.TEXT,
                           bold=i == len(values))
            y += row_h

    def _draw_stacked(self, surf: pygame.Surface, heads: list[str], rows: list, size: int) -> None:
        """Each player's worth beside their name, at the table's size, and the cash, places and
        buildings it is made of on a line under them."""
        r = self.table
        lh = fonts.line_room(size)
        worth_w = max(fonts.width(text, size, bold=True) for text in [heads[4], *(v[3] for _, v in rows)]) + 8
        worth_x = r.right - 16 - worth_w
        y = r.y + 12
        fonts.line(surf, heads[0], pygame.Rect(r.x + 16, y, worth_x - r.x - 22, lh), size, th.MUTED, bold=True)
        fonts.line(surf, heads[4], pygame.Rect(worth_x, y, worth_w, lh), size, th.MUTED, bold=True)
        y += lh + 6
        texts = parts_texts(heads, rows)
        width = r.right - 16 - r.x - 48
        small, lines = parts_fit(texts, table_size(surf, 13), width, (r.bottom - 8 - y) // max(1, len(rows)) - lh - 10)
        step = fonts.line_room(small)
        row_h = max(lh + lines * step + 10, min(int(r.h / 8), lh * 3))
        for rank, ((p, values), parts) in enumerate(zip(rows, texts, strict=True)):
            cell_y = self._name_cell(surf, rank, p, y, row_h, lh, worth_x - r.x - 54, size, under=lines * step)
            fonts.line(surf, values[3], pygame.Rect(worth_x, cell_y, worth_w, lh), size, th.TEXT, bold=True)
            for k, line in enumerate(whole_parts(parts, small, width)[:lines] if parts else []):
                fonts.line(surf, line, pygame.Rect(r.x + 48, cell_y + lh + k * step, width, step), small, th.MUTED,
                           valign="center", min_size=small)
            y += row_h

    def _name_cell(self, surf: pygame.Surface, rank: int, p: int, y: int, row_h: int, lh: int, w: int, size: int,
                   under: int = 0) -> int:
        """A row's band (a winner's lit), token and "1. Name" (with `under` px of lines under it,
        the two centred in the row together); the top of the row's text line."""
        g, r = self.game, self.table
        if p in g.winners:  # every winner of a tie alike
            pygame.draw.rect(surf, (255, 240, 200), (r.x + 6, y - 4, r.w - 12, row_h), border_radius=8)
        radius = min(row_h * 0.22, 15 * th.scale_of(surf))  # clear of the name beside it in a tall row
        th.draw_token(surf, self.session.shape(p), self.session.colour(p), (r.x + 28, y + row_h // 2 - 4), radius)
        name = f"{L.number(1 if p in g.winners else rank + 1)}. {g.players[p].name}"  # tied winners share first place
        cell_y = y + (row_h - lh - under) // 2 - 4
        fonts.line(surf, name, pygame.Rect(r.x + 48, cell_y, w, lh), size, th.TEXT, bold=True)
        return cell_y

    def _figures(self, p: int) -> list[str]:
        """A player's row after their name: cash, places, buildings and worth, or how they left."""
        g = self.game
        if g.players[p].bankrupt:
            left = t("state_resigned") if comfort_of(self.session).left_by_resigning(p) else t("state_bankrupt")
            return ["", "", "", left]
        return [self.session.money(v) for v in (*breakdown(g, p), g.worth(p))]


def table_size(surf_or_size, base: int = 15) -> int:
    """The standings are read line by line: never below the reading size, grown by the text size."""
    return th.reading_size(base, surf_or_size)


def parts_texts(heads: list[str], rows: list[tuple[int, list[str]]]) -> list[str]:
    """Each player's cash, places and buildings on a line of parts ("" for one who left)."""
    return [PARTS_APART.join(f"{head} {v}" for head, v in zip(heads[1:4], values[:3], strict=True)) if values[0] else ""
            for _, values in rows]


def parts_fit(texts: list[str], size: int, width: int, room: int) -> tuple[int, int]:
    """The size and the lines each player's parts take under their name: at `size` on as many
    lines as the widest needs, else smaller down to the reading size's least where the rows would
    not stand in the table's height (`room` a row)."""
    least = min(size, th.READING_LEAST)
    for n in range(size, least - 1, -1):
        lines = max((len(whole_parts(text, n, width)) for text in texts if text), default=1)
        if lines * fonts.line_room(n) <= room:
            return n, lines
    return least, max(1, max((len(whole_parts(text, least, width)) for text in texts if text), default=1))


NAMES_SHARE = 0.3  # of the table's width, the least the players' names keep beside four figure columns


def table_columns(r: pygame.Rect, heads: list[str], rows: list[list[str]], size: int) -> list[float] | None:
    """The standings' column edges: each figure column as wide as its widest figure or heading
    at `size`, the names the rest; None where the names would keep less than `NAMES_SHARE` of the
    width (Business GST's "भा.रु. २६,५००" in Nepali at 800x600): the figures then go under the names."""
    inner = r.w - 32
    need = [max(fonts.width(text, size, bold=True) for text in [head, *(row[i] for row in rows)]) + 8
            for i, head in enumerate(heads[1:])]
    if inner - sum(need) < inner * NAMES_SHARE:
        return None
    edges = [float(r.x + 16), float(r.right - 16 - sum(need))]
    for w in need:
        edges.append(edges[-1] + w)
    return edges

def last_debt(game, money) -> str:
    """The debt more than everything its debtor had could raise, in a game ended by the last
    bankruptcy: "Asha owed Bot B Rs 9,500 for Pokhara: more than they could raise." (or "")."""
    if end_reason(game) not in ("last-player", "no-people"):
        return ""
    ev = next((ev for ev in reversed(game.events) if isinstance(ev, E.Bankrupt)), None)
    if ev is None or not ev.owed:
        return ""
    creditor = t("the_bank") if ev.creditor is None else game.players[ev.creditor].name
    fields = {"player": game.players[ev.player].name, "creditor": creditor, "amount": money(ev.owed)}
    if ev.square is None:
        return t("over_last_debt", **fields)
    return t("over_last_debt_for", square=L.in_sentence(L.square_name(game.edition.squares[ev.square])), **fields)


def winners_title(game) -> str:
    """"Asha wins!", or for a tie "A tie: Asha and Bikash share the win!"."""
    names = [game.players[w].name for w in game.winners]
    listed = ", ".join(names[:-1]) + t("and") + names[-1] if len(names) > 1 else "".join(names)
    return t("over_title_tie" if len(names) > 1 else "over_title", names=listed)


class FriendGameOverScene(GameOverScene):
    """The end of a table hosted elsewhere: the same standings and chart, and whether the
    host's dice checked out (the link is still read for that verdict). The host starts any
    next game, so there is no Play again; Menu leaves the table."""

    def __init__(self, app, board) -> None:
        super().__init__(app, board.session)
        self.board = board

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.panel.buttons = [b for b in self.panel.buttons if b.id != "again"]
        menu = self.panel.get("menu")
        menu.style, menu.key = "primary", pygame.K_RETURN

    def update(self, dt: float) -> None:
        super().update(dt)
        for msg in self.board.link.pump():  # the verdict on the dice comes after the last step
            self.board.take(msg)

    def wake_in(self) -> float | None:
        due = super().wake_in()
        return FRIEND_POLL if due is None else min(due, FRIEND_POLL)

    def outside_key(self) -> object:
        return self.board.follower.verdict is not None

    def notes(self) -> list[tuple[str, tuple]]:
        return [*super().notes(), verdict_words(self.board.follower)]

    def to_menu(self) -> None:
        self.board.link.close()
        self.app.replace("menu")
