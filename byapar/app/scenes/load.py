"""Load: the saved games in the data folder, newest first."""

from __future__ import annotations

import time

import pygame

from .. import store
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from .panel_scene import PanelScene, title


class LoadScene(PanelScene):
    def __init__(self, app, menu) -> None:
        super().__init__(app)
        self.menu = menu

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = th.scale_of(size)
        self.panel.clear()
        bw, bh = int(560 * s), max(44, int(52 * s))
        x = (w - bw) // 2
        y = int(h * 0.18)
        for i, path in enumerate(store.list_saves()[:8]):
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            label = t("load_entry", name=path.stem, when=when)
            self.panel.add(Button(f"save_{i}", pygame.Rect(x, y + i * (bh + 8), bw, bh), label,
                                  lambda p=path: self.pick(p)))
        self.panel.add(Button("back", pygame.Rect(x, h - bh - int(30 * s), int(200 * s), bh), t("btn_back"),
                              self.app.pop, tooltip=t("tip_back")))

    def pick(self, path) -> None:
        self.app.pop()
        self.menu.open(path)

    def draw_content(self, surf: pygame.Surface) -> None:
        surf.fill(th.BG)
        title(surf, t("load_title"), 34, int(surf.get_height() * 0.06))
