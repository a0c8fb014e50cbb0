"""Play with friends: choose Host or Join, set up a hosted table, or find one to join.

The host's laptop serves the table (byapar.net on its own thread) and plays its own seats
through a link to it like any friend's; a Join list shows the tables announced on this
network, and an address box takes `host:port` for any other. The game starts when every
seat is taken (or at the host's word, bots in the open seats); every laptop then opens its board.
"""

from __future__ import annotations

import pygame

from byapar.engine.errors import Refusal

from .. import fonts
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button, TextField
from .panel_scene import PanelScene, title

HERE, BOT, OPEN = "here", "bot", "open"
SEAT_KINDS = (HERE, BOT, OPEN)
WAITS = (30, 120, None)
WAIT_KEYS = {30: "host_wait_30", 120: "host_wait_120", None: "host_wait_host"}


def _text_size(surf_or_size) -> int:
    """Labels and seat lists: the design's 20, never under 14 (a small window's lists stay readable)."""
    return max(14, th.size(20, surf_or_size))


def _column(size: tuple[int, int], width: float = 0.6) -> tuple[int, int, int, float]:
    w, h = size
    s = th.scale_of(size)
    bw = int(min(w * width, 620 * s))
    return (w - bw) // 2, int(h * 0.16), bw, s


class FriendsScene(PanelScene):
    """Host a table or join one."""

    def layout(self, size: tuple[int, int]) -> None:
        x, y, bw, s = _column(size, 0.45)
        bh, gap = max(48, int(56 * s)), int(14 * s)
        y = int(size[1] * 0.32)
        self.panel.clear()
        for i, (bid, label, fn, tip) in enumerate((
                ("host", t("friends_host"), lambda: self.app.push("host"), t("tip_friends_host")),
                ("join", t("friends_join"), lambda: self.app.push("join"), t("tip_friends_join")),
                ("back", t("btn_back"), self.back, ""))):
            self.panel.add(Button(bid, pygame.Rect(x, y + i * (bh + gap), bw, bh), label, fn,
                                  "primary" if i == 0 else "normal", tooltip=tip))

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        title(surf, t("friends_title"), 40, int(surf.get_height() * 0.12))


class _LinkedPanel(PanelScene):
    """A scene with a link that is read every frame and shut when the scene is left."""

    keeps_picture = False  # what the link brings changes the picture with no input here

    def __init__(self, app) -> None:
        super().__init__(app)
        self.link = None
        self.notice = ""
        self._kept: str | None = None  # the seat token last written to the data folder

    def typing(self) -> bool:
        return self.panel.focused() is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.link is None:
            return
        got = self.link.pump()
        follower = self.link.follower
        self.keep_tokens()
        if follower.started and follower.view is not None:
            link, self.link = self.link, None
            self.leaving()
            self.app.replace("friend_board", link)
            return
        if follower.closed:
            self.notice = t("net_closed", reason=follower.closed)
        elif follower.errors:
            self.notice = error_text(follower.errors[-1])
        elif any(msg["type"] == "lobby" for msg in got):
            self.notice = ""  # connected: "Connecting…" is over
        if got:
            self.layout(self.app.screen.get_size())

    def wake_in(self) -> float | None:
        return 0.1 if self.link is not None else super().wake_in()

    def leaving(self) -> None:
        """The scene closes: let go of anything it holds besides the link."""

    def keep_tokens(self) -> None:
        """Remember this laptop's seat token by address, so Join takes it back to its seat."""
        table_id = self.link.follower.lobby.get("id") if self.link is not None else None
        if self.link is not None and self.link.follower.tokens and self.link.host is None and table_id:
            token = next(iter(self.link.follower.tokens.values()))
            if token != self._kept:
                from ..netlink import remember_token

                self._kept = token
                remember_token(table_id, token)

    def back(self) -> None:
        self.leaving()
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.pop()

    def draw_over(self, surf: pygame.Surface) -> None:
        if self.notice:
            w, h = surf.get_size()
            size = th.size(15, surf)
            box = pygame.Rect(int(w * 0.08), h - int(70 * th.scale_of(surf)), int(w * 0.84), fonts.line_height(size) * 2 + 12)
            pygame.draw.rect(surf, (90, 40, 34), box, border_radius=8)
            fonts.draw(surf, self.notice, box.inflate(-16, -8), size, th.LIGHT_TEXT)

    def seat_lines(self) -> list[str]:
        """The seats as the table's lobby lists them."""
        seats = self.link.follower.lobby.get("seats", []) if self.link is not None else []
        out = []
        for i, seat in enumerate(seats):
            name = seat.get("name", "")
            if seat.get("kind") == "open":
                text = t("host_seat_open")
            elif seat.get("kind") == "bot":
                text = f"{name} · {t('host_seat_bot')}"
            elif i in self.link.follower.tokens:
                text = t("net_you", name=name)
            else:
                text = t("seat_taken", name=name)
            out.append(f"{L.number(i + 1)}. {text}")
        return out


def error_text(code: str | Refusal) -> str:
    """The host's error code, or the error met showing its table, in the player's language."""
    if isinstance(code, Refusal):
        return t("net_table_damaged", problem=L.refusal(code))
    key = f"net_error_{code}"
    text = t(key)
    return text if text != key else t("net_error", code=code)


class HostScene(_LinkedPanel):
    """Seats (this laptop, a bot, open for a friend), a join code and a wait for dropped links."""

    def __init__(self, app) -> None:
        super().__init__(app)
        from byapar.engine import load_edition

        from ..netlink import new_code

        self.edition_name = app.prefs.get("edition", "byapar")
        try:
            self.edition = load_edition(self.edition_name)
        except ValueError:
            self.edition_name, self.edition = "byapar", load_edition("byapar")
        self.kinds = [HERE, OPEN, OPEN, BOT][: max(2, min(4, self.edition.rules.max_players))]
        self.code = new_code()
        self.table_name = t("menu_title")
        self.wait = 120
        self.serving = ""  # where friends join, once the table is open
        from ..netlink import saved_table

        self.saved = saved_table() is not None  # a hosted game still on, to reopen

    def layout(self, size: tuple[int, int]) -> None:
        x, y, bw, s = _column(size)
        rh, gap = max(40, int(46 * s)), int(8 * s)
        self.panel.clear()
        self.rows_top = y
        if self.link is not None:  # the table is open: its seats; it starts when they are taken, or now
            y += (len(self.seat_lines()) + 3) * fonts.line_height(_text_size(size)) + gap
            self.panel.add(Button("start", pygame.Rect(x, y, bw, rh), t("host_start_now"), self.start_now))
            self.panel.add(Button("back", pygame.Rect(x, y + rh + gap, bw, rh), t("btn_back"), self.back))
            return
        label_w = int(bw * 0.4)
        self.panel.add_field(TextField("code", pygame.Rect(x + label_w, y, bw - label_w, rh), self.code, max_len=12,
                                       on_change=self._set_code))
        self.labels = [(t("host_code"), pygame.Rect(x, y, label_w, rh))]
        y += rh + gap
        for i, kind in enumerate(self.kinds):
            label = {HERE: t("host_seat_here"), BOT: t("host_seat_bot"), OPEN: t("host_seat_open")}[kind]
            self.panel.add(Button(f"seat_{i}", pygame.Rect(x + label_w, y, bw - label_w, rh), label,
                                  lambda i=i: self._cycle(i)))
            self.labels.append((t("default_player", n=i + 1), pygame.Rect(x, y, label_w, rh)))
            y += rh + gap
        more = self.edition.rules.max_players > len(self.kinds)
        fewer = len(self.kinds) > self.edition.rules.min_players
        half = (bw - gap) // 2
        self.panel.add(Button("add", pygame.Rect(x, y, half, rh), t("btn_add_human"), self._add, enabled=more))
        self.panel.add(Button("remove", pygame.Rect(x + half + gap, y, half, rh), t("host_remove_seat"), self._remove, enabled=fewer))
        y += rh + gap
        self.panel.add(Button("wait", pygame.Rect(x, y, bw, rh), t("host_wait", choice=t(WAIT_KEYS[self.wait])),
                              self._cycle_wait))
        y += rh + 2 * gap
        can_open = HERE in self.kinds
        self.panel.add(Button("open", pygame.Rect(x, y, bw, rh), t("host_open"), self.open_table, "primary",
                              enabled=can_open, key=pygame.K_RETURN))
        if self.saved:
            y += rh + gap
            self.panel.add(Button("reopen", pygame.Rect(x, y, bw, rh), t("host_reopen"), self.reopen,
                                  tooltip=t("tip_host_reopen")))
        self.panel.add(Button("back", pygame.Rect(x, y + rh + gap, bw, rh), t("btn_back"), self.back))

    def _set_code(self, text: str) -> None:
        self.code = text

    def _cycle(self, i: int) -> None:
        self.kinds[i] = SEAT_KINDS[(SEAT_KINDS.index(self.kinds[i]) + 1) % len(SEAT_KINDS)]
        self.layout(self.app.screen.get_size())

    def _add(self) -> None:
        self.kinds.append(OPEN)
        self.layout(self.app.screen.get_size())

    def _remove(self) -> None:
        self.kinds.pop()
        self.layout(self.app.screen.get_size())

    def _cycle_wait(self) -> None:
        self.wait = WAITS[(WAITS.index(self.wait) + 1) % len(WAITS)]
        self.layout(self.app.screen.get_size())

    def open_table(self) -> None:
        """Serve a new table with the seats chosen here."""
        from byapar.net.table import NetTable, Seat, TableSettings

        from ..netlink import rules_from

        bot = self.app.prefs.get("difficulty", "medium")
        seats = [Seat(t("default_player", n=i + 1) if kind != BOT else t("bot_name", name=L.number(i + 1)),
                      kind=BOT if kind == BOT else "open", bot=bot if bot in ("easy", "medium", "hard") else "medium")
                 for i, kind in enumerate(self.kinds)]
        settings = TableSettings(edition=self.edition_name, seats=len(seats), rules=rules_from(self.app.prefs),
                                 code=self.code, name=self.table_name, drop_wait=self.wait, seed=self.app.seed,
                                 here=[i for i, kind in enumerate(self.kinds) if kind == HERE])
        self._serve(NetTable(settings, seats))

    def reopen(self) -> None:
        """Serve the table saved last: friends rejoin their seats with their tokens."""
        from ..netlink import saved_table

        table = saved_table()
        if table is None:
            self.layout(self.app.screen.get_size())
            return
        self.code = table.settings.code
        self._serve(table)

    def _serve(self, table) -> None:
        """Serve `table` on its own thread, announce it, and take (or take back) this laptop's seats."""
        from byapar.net.host import Host

        from ..netlink import Announcing, NetLink, host_table, lan_addresses, places_of, table_save

        places = places_of(self.app)

        def host(port: int) -> Host:
            return Host(table, places.listen, port, autostart=True, bot_delay=places.bot_delay, save=table_save())

        try:
            thread = host_table(host(places.port))
        except OSError:  # the usual port is taken: any free one
            thread = host_table(host(0))
        addresses = [places.address] if places.address else lan_addresses()
        announcer = Announcing(name=table.settings.name, port=thread.host.port, edition=table.settings.edition,
                               open_seats=table.open_seats(), host=table.settings.name, address=addresses,
                               interfaces=places.interfaces)
        address = f"[{addresses[0]}]" if ":" in addresses[0] else addresses[0]
        here = tuple(table.settings.here)
        tokens = tuple(table.seats[i].token for i in here) if table.game is not None else ()
        self.link = NetLink(f"127.0.0.1:{thread.host.port}", table.settings.code, table.settings.name, thread,
                            announcer, () if tokens else here, tokens)
        self.link.start()
        self.serving = t("host_serving", address=f"{address}:{thread.host.port}", code=table.settings.code)
        self.layout(self.app.screen.get_size())

    def start_now(self) -> None:
        """Start before every seat is taken: bots take the open ones."""
        if self.link is not None:
            self.link.start_now()

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        title(surf, t("host_title"), 34, int(surf.get_height() * 0.05))
        x, y, bw, _ = _column(surf.get_size())
        size = _text_size(surf)
        if self.link is None:
            for text, box in self.labels:
                fonts.line(surf, text, box, size, th.LIGHT_TEXT, valign="center")
            return
        step = fonts.line_height(size)
        fonts.line(surf, self.serving, pygame.Rect(x, y, bw, step), size, (240, 200, 120), bold=True)
        for i, text in enumerate(self.seat_lines(), start=2):
            fonts.line(surf, text, pygame.Rect(x, y + i * step, bw, step), size, th.LIGHT_TEXT)
        below = y + (len(self.seat_lines()) + 2) * step
        fonts.line(surf, t("host_starts_when_full"), pygame.Rect(x, below, bw, step), size, th.LIGHT_TEXT)


class JoinScene(_LinkedPanel):
    """Tables found on this network, an address box, a name and the join code; then a seat."""

    def __init__(self, app) -> None:
        super().__init__(app)
        from ..netlink import places_of

        self.name = t("default_player", n=2)
        self.code = ""
        self.address = ""
        self.found: list = []
        self.browser = None
        try:
            from byapar.net.discovery import Browser

            self.browser = Browser(places_of(app).interfaces)
        except Exception as e:  # no multicast here: the address box still works
            self.notice = str(e)
        self.looked = 0.0

    def layout(self, size: tuple[int, int]) -> None:
        x, y, bw, s = _column(size)
        rh, gap = max(40, int(46 * s)), int(8 * s)
        label_w = int(bw * 0.4)
        self.panel.clear()
        self.labels = []
        if self.link is not None:
            y += (len(self.seat_lines()) + 2) * fonts.line_height(_text_size(size)) + gap
            lobby = self.link.follower.lobby
            if not self.link.follower.tokens:
                for i, seat in enumerate(lobby.get("seats", [])):
                    if seat.get("kind") == "open":
                        self.panel.add(Button(f"take_{i}", pygame.Rect(x, y, bw, rh), t("seat_open_take", n=i + 1),
                                              lambda i=i: self.link.join(seat=i, name=self.name)))
                        y += rh + gap
            self.panel.add(Button("back", pygame.Rect(x, y, bw, rh), t("btn_back"), self.back))
            return
        for fid, label, value, setter in (("name", t("join_name"), self.name, self._set_name),
                                          ("code", t("host_code"), self.code, self._set_code),
                                          ("address", t("join_address"), self.address, self._set_address)):
            self.panel.add_field(TextField(fid, pygame.Rect(x + label_w, y, bw - label_w, rh), value, max_len=40,
                                           on_change=setter))
            self.labels.append((label, pygame.Rect(x, y, label_w, rh)))
            y += rh + gap
        self.panel.add(Button("connect", pygame.Rect(x, y, bw, rh), t("join_connect"), self.connect, "primary",
                              enabled=bool(self.address.strip() and self.name.strip())))
        y += rh + 2 * gap
        self.labels.append((t("join_found") if self.found else t("join_none"), pygame.Rect(x, y, bw, rh)))
        y += rh
        for i, table in enumerate(self.found[:5]):
            label = t("join_table", name=table.name, edition=table.edition, open=table.open_seats, host=table.host)
            self.panel.add(Button(f"found_{i}", pygame.Rect(x, y, bw, rh), label,
                                  lambda where=table.where: self._set_address(where, relayout=True),
                                  tooltip=table.where))
            y += rh + gap
        self.panel.add(Button("back", pygame.Rect(x, y, bw, rh), t("btn_back"), self.back))

    def _set_name(self, text: str) -> None:
        self.name = text

    def _set_code(self, text: str) -> None:
        self.code = text

    def _set_address(self, text: str, relayout: bool = False) -> None:
        self.address = text
        if relayout or bool(text.strip()) != bool(self.panel.get("connect") and self.panel.get("connect").enabled):
            self.layout(self.app.screen.get_size())

    def update(self, dt: float) -> None:
        super().update(dt)
        self.looked += dt
        if self.browser is not None and self.link is None and self.looked >= 0.5:
            self.looked = 0.0
            found = self.browser.tables()
            if found != self.found:
                self.found = found
                self.layout(self.app.screen.get_size())

    def wake_in(self) -> float | None:
        return 0.25 if self.browser is not None else super().wake_in()

    def connect(self) -> None:
        from byapar.net.client import split_address

        from ..netlink import NetLink

        try:
            split_address(self.address, 0)
        except ValueError as e:
            self.notice = t("join_bad_address", problem=str(e))
            return
        self.notice = t("join_connecting", address=self.address)
        self.link = NetLink(self.address.strip(), self.code.strip(), self.name.strip())
        self.link.start()  # a laptop that sat at this table before goes back to its seat (see NetLink)
        self.layout(self.app.screen.get_size())

    def leaving(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        title(surf, t("join_title"), 34, int(surf.get_height() * 0.05))
        size = _text_size(surf)
        for text, box in self.labels:
            fonts.line(surf, text, box, size, th.LIGHT_TEXT, valign="center")
        if self.link is not None:
            x, y, bw, _ = _column(surf.get_size())
            step = fonts.line_height(size)
            head = t("join_wait_deal") if self.link.follower.tokens else t("join_pick_seat")
            fonts.line(surf, head, pygame.Rect(x, y, bw, step), size, (240, 200, 120), bold=True)
            for i, text in enumerate(self.seat_lines(), start=2):
                fonts.line(surf, text, pygame.Rect(x, y + i * step, bw, step), size, th.LIGHT_TEXT)
