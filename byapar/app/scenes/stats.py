"""Statistics and the dice history, during or after a game, drawn with pygame alone.

Four tabs: worth round by round (a line chart); the board as a heatmap of this game's
landings or the long-run chances for this edition; rent and trades; and the dice, with
every throw, each total against its expected share, and the seed when it may be shown.
"""

from __future__ import annotations

import pygame

from byapar.engine.actions import parse
from byapar.stats import GameStats, expected_share, long_run_chances

from .. import drawing, fonts
from .. import lang as L
from .. import theme as th
from ..board_view import BoardView
from ..i18n import t
from ..widgets import Button
from .panel_scene import PanelScene

TABS = ("worth", "board", "money", "dice")
CHART_BG = (252, 248, 238)
GRID = (226, 218, 200)
HEAT = (214, 60, 30)
LONG_RUN = (40, 110, 170)


def session_stats(session) -> GameStats:
    comfort = getattr(session, "comfort", None)
    return comfort.stats if comfort is not None else GameStats.of_game(session.game)


def seed_visible(session) -> bool:
    """The seed would tell a player the dice to come, so it shows only when nobody can use it."""
    game = session.game
    return game.over or not any(session.is_human(i) for i in range(len(game.players)))


class StatsScene(PanelScene):
    def __init__(self, app, session, tab: str = "worth") -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.stats = session_stats(session)
        self.tab = tab if tab in TABS else "worth"
        self.layer = "game"  # the heatmap's layer: this game's landings, or the long run
        self.throw_scroll = 0
        self._chances: list[float] | None = None
        self._chances_done = False
        self.board: BoardView | None = None

    # ----- layout ---------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        m = max(8, int(16 * s))
        bar = max(44, int(50 * s))
        self.body = pygame.Rect(m, m + bar + m, w - 2 * m, h - bar - 3 * m)
        self.panel.clear()
        bw = max(100, min(int(170 * s), (w - 2 * m - 5 * 6) // 5))
        for i, tab in enumerate(TABS):
            self.panel.add(Button(f"stats_{tab}", pygame.Rect(m + i * (bw + 6), m, bw, bar), t(f"stats_tab_{tab}"),
                                  lambda tab=tab: self.show(tab), "selected" if tab == self.tab else "normal",
                                  tooltip=t(f"tip_stats_{tab}")))
        self.panel.add(Button("stats_back", pygame.Rect(w - m - bw, m, bw, bar), t("btn_back"), self.app.pop,
                              "primary", tooltip=t("tip_back"), key=pygame.K_ESCAPE))
        if self.tab == "board":
            self._layout_board(s)
        self.replay_rect = None
        if self.tab == "dice" and self.game.over and not self.game.scripted:
            left_w = int(self.body.w * 0.56)
            x = self.body.x + left_w + 10 + 12
            self.replay_rect = pygame.Rect(x, self.body.bottom - bar - 10, self.body.right - x - 12, bar)
            self.panel.add(Button("replay", self.replay_rect, t("btn_replay"), self.replay, "primary",
                                  tooltip=t("tip_replay")))

    def _layout_board(self, s: float) -> None:
        side = min(self.body.h, int(self.body.w * 0.62))
        if self.board is None:
            self.board = BoardView(self.game.edition)
        self.board.layout(pygame.Rect(self.body.x, self.body.y, side, side))
        x = self.body.x + side + int(16 * s)
        bw, bh = self.body.right - x, max(44, int(48 * s))
        for i, layer in enumerate(("game", "long")):
            self.panel.add(Button(f"layer_{layer}", pygame.Rect(x, self.body.y + i * (bh + 6), bw, bh),
                                  t(f"heat_{layer}"), lambda layer=layer: self.set_layer(layer),
                                  "selected" if layer == self.layer else "normal",
                                  enabled=layer == "game" or self.chances() is not None,
                                  tooltip=t(f"tip_heat_{layer}")))
        self.side = pygame.Rect(x, self.body.y + 2 * (bh + 6) + 6, bw, self.body.bottom - self.body.y - 2 * (bh + 6) - 6)

    def replay(self) -> None:
        """Watch the finished game again from its seed, on the board, at the bots' speed."""
        from ..replay import ReplaySession

        self.app.replace("board", ReplaySession.of(self.session))

    def show(self, tab: str) -> None:
        self.tab = tab
        self.layout(self.app.screen.get_size())

    def set_layer(self, layer: str) -> None:
        self.layer = layer
        self.layout(self.app.screen.get_size())

    def chances(self) -> list[float] | None:
        if not self._chances_done:
            self._chances = long_run_chances(self.game.edition)
            self._chances_done = True
        return self._chances

    # ----- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.panel.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.tab == "dice":
            self.throw_scroll = max(0, self.throw_scroll - event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = TABS.index(self.tab) + (1 if event.key == pygame.K_RIGHT else -1)
            self.show(TABS[i % len(TABS)])

    # ----- drawing --------------------------------------------------------------------------

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        getattr(self, f"_draw_{self.tab}")(surf)

    def money(self, n: int) -> str:
        return L.money(n, self.game.edition)

    def colour(self, i: int) -> tuple[int, int, int]:
        return self.session.colour(i)

    def _heading(self, surf: pygame.Surface, text: str, rect: pygame.Rect) -> int:
        size = _size(18, surf)
        lh = fonts.line_height(size) + 2
        fonts.line(surf, text, pygame.Rect(rect.x + 12, rect.y + 8, rect.w - 24, lh), size, th.TEXT, bold=True)
        return rect.y + 8 + lh + 6

    # worth ---------------------------------------------------------------------------------

    def _draw_worth(self, surf: pygame.Surface) -> None:
        r = self.body
        pygame.draw.rect(surf, CHART_BG, r, border_radius=10)
        y = self._heading(surf, t("stats_worth_title"), r)
        legend_h = self._legend(surf, pygame.Rect(r.x + 12, y, r.w - 24, 0))
        chart = pygame.Rect(r.x, y + legend_h, r.w, r.bottom - y - legend_h)
        rows = worth_rows(self.game)
        line_chart(surf, chart, rows, [self.colour(i) for i in range(len(self.game.players))],
                   self.money, t("chart_round"))

    def _legend(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        size = _size(15, surf)
        x, y = r.x, r.y
        lh = fonts.line_height(size) + 4
        for i, p in enumerate(self.game.players):
            label = f"{p.name}  {self.money(self.game.worth(i))}"
            w = fonts.width(label, size, True) + lh + 18
            if x + w > r.right:
                x, y = r.x, y + lh
            th.draw_token(surf, self.session.shape(i), self.colour(i), (x + lh // 2, y + lh // 2), lh * 0.36)
            fonts.line(surf, label, pygame.Rect(x + lh, y + 2, min(w, r.right - x) - lh, lh - 2), size, th.TEXT, bold=True)
            x += w
        return y + lh - r.y + 4

    # board heatmap --------------------------------------------------------------------------

    def _draw_board(self, surf: pygame.Surface) -> None:
        board = self.board
        if board is None:
            return
        board.draw_static(surf)
        values, label = self._heat_values()
        top = max(values) if values and max(values) > 0 else 1
        base = HEAT if self.layer == "game" else LONG_RUN
        badges = self.badges(surf, values, label)
        for s, rect in enumerate(board.squares):
            if values[s] > 0:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*base, int(30 + 130 * values[s] / top)))  # light enough that the names still read
                surf.blit(shade, rect)
        for text, badge, size in badges:
            radius = badge.h // 2
            pygame.draw.rect(surf, th.darken(base, 0.35), badge, border_radius=radius)
            pygame.draw.rect(surf, (255, 255, 255), badge, 1, border_radius=radius)
            words = fonts.render(text, size, (255, 255, 255), bold=True)
            ink = fonts.ink(text, size, bold=True)
            at = (badge.centerx - ink.centerx, badge.centery - ink.centery)
            surf.blit(words, at)
            fonts.note(surf, text, badge, [ink.move(at)], [text], size=size)
        self._heat_legend(surf, self.legend_room(badges), base)
        self._heat_side(surf, values)

    def badges(self, surf: pygame.Surface, values: list[float], label) -> list[tuple[str, pygame.Rect, int]]:
        """Each landed square's count on a badge, never over a square's words: a side square's just
        inside the board's centre, against its inner edge (the rows' badges along the centre's top
        and bottom, the columns' between them), a corner's on its tokens' strip. Each badge's text,
        place and size."""
        board = self.board
        assert board is not None
        c = board.centre
        out = []
        least = max(fonts.floor(), th.text_floor(surf))
        row_h = _badge_size("0", th.size(12, surf))[1]  # the highest a row's badge stands
        for s, rect in enumerate(board.squares):
            if values[s] <= 0:
                continue
            text, side = label(values[s]), board.parts[s].side
            room_w = rect.w - 4 if side in ("top", "bottom", "corner") else c.w // 5
            room_h = rect.h - 4 if side in ("left", "right") else rect.h // 3
            size = th.size(12, surf)
            while size > least and (_badge_size(text, size)[0] > room_w or _badge_size(text, size)[1] > room_h):
                size -= 1
            w, h = _badge_size(text, size)
            badge = pygame.Rect(0, 0, min(w, room_w), min(h, room_h))
            if side == "top":
                badge.midtop = (rect.centerx, c.y + 2)
            elif side == "bottom":
                badge.midbottom = (rect.centerx, c.bottom - 2)
            elif side in ("left", "right"):
                # clear of the rows' badges in the centre's corners, its middle beside its square
                y = min(max(rect.centery, c.y + row_h + 4 + h // 2), c.bottom - row_h - 4 - h // 2)
                y = min(max(y, rect.y), rect.bottom)
                badge.center = (c.x + 2 + badge.w // 2 if side == "left" else c.right - 2 - badge.w // 2, y)
            else:
                badge.center = board.to_screen(board.parts[s].tokens).center
            out.append((text, badge, size))
        return out

    def legend_room(self, badges: list[tuple[str, pygame.Rect, int]]) -> pygame.Rect:
        """The board's centre inside the badges along its edges: where the legend goes."""
        assert self.board is not None
        c = self.board.centre
        inside = c.copy()
        for _text, badge, _size in badges:
            if not c.contains(badge):
                continue
            if badge.x <= c.x + 2:
                inside.x = max(inside.x, badge.right + 4)
            if badge.right >= c.right - 2:
                inside.w = min(inside.right, badge.x - 4) - inside.x
            if badge.y <= c.y + 2:
                inside.y = max(inside.y, badge.bottom + 4)
            if badge.bottom >= c.bottom - 2:
                inside.h = min(inside.bottom, badge.y - 4) - inside.y
        # kept centred on the board's centre, as wide on each side
        dx, dy = max(inside.x - c.x, c.right - inside.right), max(inside.y - c.y, c.bottom - inside.bottom)
        return c.inflate(-2 * dx, -2 * dy)

    def _heat_legend(self, surf: pygame.Surface, c: pygame.Rect, base) -> None:
        """In the board's middle: what the colours mean, lightest (rare) to darkest (often)."""
        size = _size(17, surf)
        title = t("heat_game_note" if self.layer == "game" else "heat_long_note")
        lines = fonts.wrap(title, size, int(c.w * 0.8), bold=True)
        y = c.centery - len(lines) * fonts.line_height(size)
        box = pygame.Rect(c.x + c.w // 10, y, c.w * 8 // 10, len(lines) * fonts.line_height(size))
        fonts.draw(surf, title, box, size, th.TEXT, bold=True, max_lines=len(lines))
        y = box.bottom
        ramp = pygame.Rect(0, 0, int(c.w * 0.6), max(12, size))
        ramp.midtop = (c.centerx, y + 8)
        for k in range(ramp.w):
            pygame.draw.line(surf, th.lighten(base, 0.85 - 0.85 * k / ramp.w), (ramp.x + k, ramp.y),
                             (ramp.x + k, ramp.bottom))
        pygame.draw.rect(surf, th.EDGE, ramp, 1)
        small = _size(13, surf)
        half = ramp.w // 2 - 4
        for text, x, align in ((t("heat_rare"), ramp.x, "left"), (t("heat_often"), ramp.right - half, "right")):
            fonts.line(surf, text, pygame.Rect(x, ramp.bottom + 4, half, fonts.line_height(small)), small, th.MUTED,
                       align=align)

    def _heat_values(self) -> tuple[list[float], object]:
        if self.layer == "long" and self.chances() is not None:
            return [c * 100 for c in self.chances()], lambda v: L.digits(f"{v:.1f}%")
        return [float(c) for c in self.stats.landings], lambda v: L.number(int(v))

    def _heat_side(self, surf: pygame.Surface, values: list[float]) -> None:
        r = self.side
        pygame.draw.rect(surf, CHART_BG, r, border_radius=10)
        y = self._heading(surf, t("heat_top"), r)
        size = _size(14, surf)
        lh = fonts.line_height(size)
        chances = self.chances()
        expected = self.stats.expected_landings(chances) if chances else None
        order = sorted(range(len(values)), key=lambda s: -values[s])
        for s in order:
            if y + lh * 2 > r.bottom or values[s] <= 0:
                break
            name = self._heat_name(s)
            count = L.number(self.stats.landings[s])
            if expected:
                line = t("heat_row_expected", square=name, n=count, expected=L.digits(f"{expected[s]:.1f}"))
            else:
                line = t("heat_row", square=name, n=count)
            y += self._lines(surf, line, pygame.Rect(r.x + 12, y, r.w - 24, 2 * lh), size, th.TEXT)
        note = t("heat_total", landings=t("heat_landings", n=L.number(sum(self.stats.landings))),
                 jail=t("heat_jail", n=L.number(self.stats.jail_landings)))  # each "_one" for one
        if y + lh <= r.bottom:
            self._lines(surf, note, pygame.Rect(r.x + 12, y, r.w - 24, (r.bottom - y) // lh * lh), size, th.MUTED)

    def _heat_name(self, s: int) -> str:
        """A square's name, with its number from the start where another square shares it
        (Chance stands three times on a board): each row of the list is one square."""
        squares = self.game.edition.squares
        name = L.square_name(squares[s])
        if sum(1 for q in squares if q.name == squares[s].name) < 2:
            return name
        return t("heat_square_at", square=name, n=L.number(s))

    def _lines(self, surf: pygame.Surface, text: str, box: pygame.Rect, size: int, colour) -> int:
        """Text wrapped into as many lines as the box holds; returns the height it took."""
        lh = fonts.line_height(size)
        rows = max(1, box.h // lh)
        f = fonts.draw(surf, text, box, size, colour, align="left", valign="top", max_lines=rows)
        return lh * max(1, len(f.lines))

    # rent and trades -----------------------------------------------------------------------

    def _draw_money(self, surf: pygame.Surface) -> None:
        r = self.body
        top = pygame.Rect(r.x, r.y, r.w, int(r.h * 0.45))
        bottom = pygame.Rect(r.x, top.bottom + 10, r.w, r.bottom - top.bottom - 10)
        pygame.draw.rect(surf, CHART_BG, top, border_radius=10)
        y = self._heading(surf, t("stats_rent_title_estates" if self.stats.handed_over else "stats_rent_title"), top)
        rent_bars(surf, pygame.Rect(top.x + 12, y, top.w - 24, top.bottom - y - 8), self)
        pygame.draw.rect(surf, CHART_BG, bottom, border_radius=10)
        y = self._heading(surf, t("stats_trades_title"), bottom)
        self._trades(surf, pygame.Rect(bottom.x + 12, y, bottom.w - 24, bottom.bottom - y - 8))

    def _trades(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        size = _size(14, surf)
        lh = fonts.line_height(size)
        y = r.y
        if not self.stats.trades:
            fonts.line(surf, t("stats_no_trades"), pygame.Rect(r.x, y, r.w, lh), size, th.MUTED)
            return
        for i, p in enumerate(self.game.players):
            best, worst = self.stats.best_trade(i), self.stats.worst_trade(i)
            if best is None or y + lh > r.bottom:
                continue
            text = t("stats_trade_player", player=p.name, best=self._signed(best.gain(i)),
                     worst=self._signed(worst.gain(i)))
            fonts.line(surf, text, pygame.Rect(r.x, y, r.w, lh), size, th.darken(self.colour(i), 0.35), bold=True)
            y += lh
        y += lh // 2
        texts = [self.describe(trade) for trade in self.stats.trades_by_swing()]
        heights = [len(fonts.wrap(text, size, r.w)) * lh for text in texts]
        shown = trades_shown(heights, r.bottom - y, lh)
        for text, height in zip(texts[:shown], heights, strict=False):
            fonts.draw(surf, text, pygame.Rect(r.x, y, r.w, height), size, th.TEXT, align="left", valign="top",
                       max_lines=height // lh, min_size=size, condense=False)
            y += height
        if shown < len(texts) == 1:  # a lone trade taller than the box: what it holds, the rest cut
            fonts.draw(surf, texts[0], pygame.Rect(r.x, y, r.w, r.bottom - y), size, th.TEXT, align="left",
                       valign="top", max_lines=max(1, (r.bottom - y) // lh), min_size=size, condense=False)
        elif shown < len(texts):
            fonts.line(surf, t("stats_trades_more", n=len(texts) - shown), pygame.Rect(r.x, y, r.w, lh), size, th.MUTED)

    def _signed(self, n: int) -> str:
        return ("+" if n > 0 else "-" if n < 0 else "") + self.money(abs(n))

    def describe(self, trade) -> str:
        """'Round 5: Asha gave Rs 500 for Jumla from Bikash; Asha +Rs 2,900'."""
        offer = parse(trade.offer)
        players = self.game.players
        ahead = trade.offerer if trade.swing >= 0 else trade.partner
        line = t("stats_trade_line", round=L.number(trade.round), player=players[trade.offerer].name,
                 partner=players[trade.partner].name, give=self.items(offer.give), get=self.items(offer.get),
                 ahead=players[ahead].name, swing=self.money(abs(trade.swing)))
        if not trade.completed:
            return line
        # a group completed is worth more than its face and the rent so far: said beside the figure
        names = [players[p].name for p in trade.completed]
        return line + " " + t("stats_trade_completed", player=t("and").join(names))

    def items(self, items) -> str:
        squares = self.game.edition.squares
        parts = [L.square_name(squares[s]) for s in items.squares]
        if items.cash:
            parts.append(self.money(items.cash))
        parts += [t("stats_bail_card") for _ in items.cards]
        return ", ".join(parts) or t("stats_nothing")

    # dice ----------------------------------------------------------------------------------

    def _draw_dice(self, surf: pygame.Surface) -> None:
        r = self.body
        left = pygame.Rect(r.x, r.y, int(r.w * 0.56), r.h)
        right = pygame.Rect(left.right + 10, r.y, r.right - left.right - 10, r.h)
        pygame.draw.rect(surf, CHART_BG, left, border_radius=10)
        y = self._heading(surf, t("dice_counts_title", n=L.number(len(self.stats.throws))), left)
        dice_bars(surf, pygame.Rect(left.x + 12, y, left.w - 24, left.bottom - y - 10), self.stats.total_counts(),
                  len(self.stats.throws))
        pygame.draw.rect(surf, CHART_BG, right, border_radius=10)
        y = self._heading(surf, t("dice_throws_title"), right)
        size = _size(14, surf)
        lh = fonts.line_height(size)
        seed = (t("dice_seed", seed=L.digits(str(self.game.seed))) if seed_visible(self.session)
                else t("dice_seed_hidden"))
        y += self._lines(surf, seed, pygame.Rect(right.x + 12, y, right.w - 24, 3 * lh), size, th.MUTED)
        y += 4
        bottom = self.replay_rect.y - 8 if self.replay_rect else right.bottom - 8
        self._throw_list(surf, pygame.Rect(right.x + 12, y, right.w - 24, bottom - y), size)

    def _throw_list(self, surf: pygame.Surface, r: pygame.Rect, size: int) -> None:
        """Every throw, newest first, down each column in turn (as many as fit); the wheel scrolls."""
        lh = fonts.line_height(size)
        throws = list(reversed(self.stats.throws))
        longest = max((p.name[:14] for p in self.game.players), key=lambda n: fonts.width(n, size, True))
        col_w = max(fonts.width(f"999. {longest} 6+6  ", size, True), 150)
        cols = max(1, r.w // col_w)
        rows = max(1, r.h // lh)
        per_page = rows * cols
        self.throw_scroll = min(self.throw_scroll, max(0, (len(throws) - per_page + cols - 1) // cols))
        start = self.throw_scroll * cols
        n = len(throws)
        page = throws[start:start + per_page]
        down = max(1, -(-len(page) // cols))  # a page part-filled is read down columns of even length
        for k, th_ in enumerate(page):
            number = n - (start + k)
            name = self.game.players[th_.player].name[:14]
            text = L.digits(f"{number}. ") + name + L.digits(f" {th_.d1}+{th_.d2}")
            colour = th.darken(self.colour(th_.player), 0.35)
            x = r.x + (k // down) * (r.w // cols)
            fonts.line(surf, text, pygame.Rect(x, r.y + (k % down) * lh, r.w // cols - 4, lh), size, colour,
                       bold=th_.d1 == th_.d2)


# ----- charts -------------------------------------------------------------------------------------

def trades_shown(heights: list[int], room: int, line: int) -> int:
    """How many trades, each `heights` tall (set whole at the box's size, never smaller), stand
    in `room`, a `line` kept under them while more follow for saying how many are left out."""
    shown = used = 0
    for k, height in enumerate(heights):
        if used + height + (line if k + 1 < len(heights) else 0) > room:
            break
        used += height
        shown += 1
    return shown


def worth_rows(game) -> list[list[int]]:
    """Worth at the start (row 0) and at the end of each round since; during a game the last row
    is now, part-way through the current round, so row k is round k and the axis ends at now."""
    rows = [list(r) for r in game.worth_history]
    if not game.over:
        rows.append([game.worth(i) for i in range(len(game.players))])
    return rows


def line_chart(surf: pygame.Surface, rect: pygame.Rect, rows: list[list[int]], colours: list, money,
               x_label: str) -> None:
    """One line per player through rows[round][player]; money on the left axis."""
    if not rows:
        return
    size = _size(13, surf)
    low, step, ticks = worth_axis(rows)
    top = low + ticks * step
    label_w = max(fonts.width(money(int(v)), size) for v in (low, top)) + 10
    above = max(8, fonts.line_height(size) // 2 + 4)  # the top figure stands half a line above its line
    inner = pygame.Rect(rect.x + label_w + 14, rect.y + above, rect.w - label_w - 34,
                        rect.h - above - 6 - int(fonts.line_height(size) * 2.3))
    for i in range(ticks + 1):
        y = inner.bottom - inner.h * i / ticks
        pygame.draw.line(surf, GRID, (inner.x, y), (inner.right, y))
        lh = fonts.line_height(size)
        fonts.line(surf, money(int(low + step * i)), pygame.Rect(rect.x, y - lh // 2, inner.x - rect.x - 6, lh), size,
                   th.MUTED, align="right", valign="center")
    n = len(rows)
    drawing.round_axis(surf, inner, n - 1, size)  # 0 is the start; the last point is now
    lh = fonts.line_height(size)
    fonts.line(surf, x_label, pygame.Rect(inner.x, inner.bottom + 5 + lh, inner.w, lh), size, th.MUTED, align="center")
    for p in range(len(rows[0])):
        pts = [(inner.x + inner.w * (k / max(1, n - 1)), inner.bottom - inner.h * (rows[k][p] - low) / (top - low))
               for k in range(n)]
        colour = th.legible(colours[p], CHART_BG)  # a yellow line is ochre on the cream card
        if len(pts) > 1:
            pygame.draw.lines(surf, colour, False, pts, 3)
        for pt in pts if n <= 40 else pts[-1:]:
            pygame.draw.circle(surf, colour, pt, 4)


def worth_axis(rows: list[list[int]]) -> tuple[float, float, int]:
    """The chart's scale as (its lowest gridline, the step between gridlines, how many steps):
    from a round step a little below the least worth to the first round step above the most,
    so lines close together stand apart (not squeezed at the top of a scale from 0)."""
    least, most = min(min(r) for r in rows), max(max(r) for r in rows)
    step = _nice_step(max(most - least, abs(most) // 10, 1) / 4)
    low = (least // step) * step
    if low == least and least != 0:  # a little below, never on, the least worth
        low -= step
    if least >= 0:
        low = max(0, low)
    ticks = max(1, int(-(-(most - low) // step)))
    return low, step, ticks


def _nice_step(raw: float) -> float:
    """A round step for axis ticks: 1, 2 or 5 times a power of ten."""
    if raw <= 0:
        return 1
    power = 10 ** (len(str(int(raw))) - 1)
    for m in (1, 2, 2.5, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


def rent_bars(surf: pygame.Surface, r: pygame.Rect, scene: StatsScene) -> None:
    """Rent collected (green) and paid (red) for each player, side by side."""
    stats, players = scene.stats, scene.game.players
    size = _size(14, surf)
    lh = fonts.line_height(size)
    top = max([*stats.rent_collected, *stats.rent_paid, 1])
    name_w = min(int(r.w * 0.25), max(fonts.width(p.name, size, True) for p in players) + 30)
    bar_h = max(8, min(lh, (r.h - 4) // max(1, len(players)) // 2 - 2))
    y = r.y
    for i, p in enumerate(players):
        th.draw_token(surf, scene.session.shape(i), scene.colour(i), (r.x + 8, y + bar_h), 7)
        fonts.line(surf, p.name, pygame.Rect(r.x + 20, y + bar_h - lh // 2, name_w - 24, lh), size, th.TEXT, bold=True)
        for k, (amount, colour, key) in enumerate(((stats.rent_collected[i], th.GOOD, "rent_in"),
                                                   (stats.rent_paid[i], th.BAD, "rent_out"))):
            width = int((r.w - name_w - 200) * amount / top)
            bar = pygame.Rect(r.x + name_w, y + k * (bar_h + 2), max(1, width), bar_h)
            pygame.draw.rect(surf, colour, bar, border_radius=3)
            fonts.line(surf, t(key, amount=scene.money(amount)), pygame.Rect(bar.right + 6, bar.centery - lh // 2,
                       r.right - bar.right - 6, lh), size, th.TEXT, valign="center")
        y += 2 * bar_h + 8
        if y > r.bottom:
            break


def dice_bars(surf: pygame.Surface, r: pygame.Rect, counts: dict[int, int], throws: int) -> None:
    """A bar for each total's count, with a line where a fair pair of dice would put it."""
    size = _size(14, surf)
    lh = fonts.line_height(size)
    expected = {k: throws * expected_share(k) for k in counts}
    top = max([*counts.values(), *expected.values(), 1])
    key_size = max(11, size - 1)
    key = t("dice_key", throws=L.number(throws))  # the fair line scaled to the throws made, as its figures are
    key_h = len(fonts.wrap(key, key_size, r.w)) * fonts.line_height(key_size)
    area = pygame.Rect(r.x, r.y + key_h + lh + 2, r.w, r.h - key_h - 3 * lh - 2)  # room above for the key and a count
    slot = area.w / 11
    for k in range(2, 13):
        x = area.x + (k - 2) * slot
        h = int(area.h * counts[k] / top)
        bar = pygame.Rect(int(x + slot * 0.15), area.bottom - h, int(slot * 0.7), h)
        pygame.draw.rect(surf, (86, 140, 120), bar, border_top_left_radius=4, border_top_right_radius=4)
        ey = area.bottom - int(area.h * expected[k] / top)
        pygame.draw.line(surf, th.ACCENT, (x + slot * 0.05, ey), (x + slot * 0.95, ey), 3)
        cell = pygame.Rect(int(x), 0, int(slot), lh)
        label, colour = _count_spot(cell, bar, ey, lh)
        fonts.line(surf, L.number(counts[k]), label, size, colour, bold=True, align="center")
        fonts.line(surf, L.number(k), cell.move(0, area.bottom + 2), size, th.TEXT, align="center")
        fonts.line(surf, L.number(round(expected[k])), cell.move(0, area.bottom + 2 + lh),
                   max(11, size - 2), th.MUTED, align="center")  # the line's height in throws, as the key says
    fonts.draw(surf, key, pygame.Rect(area.x, r.y, area.w, key_h), key_size, th.ACCENT,
               align="left", valign="top", max_lines=max(2, key_h // fonts.line_height(key_size)))


def _count_spot(cell: pygame.Rect, bar: pygame.Rect, line_y: int, lh: int) -> tuple[pygame.Rect, tuple]:
    """Where a bar's count goes: on top of its own bar; where the fairness line crosses that
    spot, inside the bar's top (light on the bar), or above the line when the bar is too short."""
    spot = cell.move(0, bar.y - lh)
    if not spot.top - 2 <= line_y <= spot.bottom + 2:
        return spot, th.TEXT
    if bar.h >= lh + 6:
        return cell.move(0, bar.y + 2), th.LIGHT_TEXT
    return cell.move(0, line_y - lh - 3), th.TEXT


def _badge_size(text: str, size: int) -> tuple[int, int]:
    """A count's badge: its digits with room round them, at least as wide as high."""
    ink = fonts.ink(L.digits("0123456789"), size, bold=True)
    h = ink.h + 2 * max(2, size // 6)
    return max(h, fonts.width(text, size, bold=True) + h // 2 + 4), h


def _size(base: int, surf) -> int:
    """A font size for these charts: Devanagari reads smaller than Latin at the same size."""
    ne = L.current() == "ne"
    least = round((14 if ne else 13) * th.text_scale)  # readable at 800x600 too, and grown by the setting
    return max(least, th.size(base + (2 if ne else 0), surf))
